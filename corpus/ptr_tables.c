/* ptr_tables.c — global tables of pointers: `const char *names[]` initialised with string literals, a table of
 * pointers into the middle of a global array (relocations with addends), a pointer to a pointer table, and a
 * table of struct pointers. Sorts the name table by swapping pointers, looks names up by pointer walking, and
 * prints the sorted names. Exercises global initialisers that are addresses (GEP constant expressions), loads of
 * pointers then of the pointee, pointer comparison and pointer difference.
 */
#include <stddef.h>
#include <stdint.h>

void abort(void);
int putchar(int);
size_t strlen(const char *);

const char *names[] = {"mercury", "venus", "earth", "mars", "jupiter", "saturn", "uranus", "neptune",
                       "ceres", "pluto", "eris", "haumea", "makemake"};
#define NNAMES (sizeof names / sizeof names[0])

int samples[32] = {5, 3, 9, 1, 4, 8, 2, 7, 6, 0, 11, 15, 13, 12, 14, 10,
                   21, 23, 20, 22, 19, 17, 18, 16, 31, 29, 30, 28, 26, 27, 25, 24};
int *windows[] = {&samples[0], &samples[4], &samples[9], &samples[16], &samples[25], samples + 28};
const int window_len[] = {4, 5, 7, 9, 3, 4};

struct planet { const char *name; int moons; struct planet *next; };
struct planet bodies[5] = {
    {"earth", 1, &bodies[1]}, {"mars", 2, &bodies[2]}, {"jupiter", 95, &bodies[3]}, {"saturn", 146, &bodies[4]},
    {"neptune", 16, 0}};
struct planet *by_moons[] = {&bodies[4], &bodies[0], &bodies[3], &bodies[1], &bodies[2]};
const char **name_cursor = &names[3];

static uint32_t h = 2166136261u;
static void mix(uint32_t v) { h = (h ^ v) * 16777619u; }

static int str_cmp(const char *a, const char *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return (unsigned char)*a - (unsigned char)*b;
}

static void sort_names(const char **v, int n) {
  for (int i = 0; i < n - 1; i++) {
    int m = i;
    for (int j = i + 1; j < n; j++)
      if (str_cmp(v[j], v[m]) < 0) m = j;
    const char *t = v[i];
    v[i] = v[m];
    v[m] = t;
  }
}

static int lookup(const char *key) {
  for (const char **p = names; p < names + NNAMES; p++)
    if (str_cmp(*p, key) == 0) return (int)(p - names);
  return -1;
}

static void print(const char *s) {
  while (*s) putchar(*s++);
}

int main(void) {
  static const char *keys[] = {"earth", "pluto", "vulcan", "makemake", "ceres", "sun"};
  for (unsigned i = 0; i < sizeof keys / sizeof keys[0]; i++) mix((uint32_t)lookup(keys[i]));
  mix((uint32_t)strlen(*name_cursor));
  sort_names(names, (int)NNAMES);
  for (unsigned i = 0; i < NNAMES; i++) {
    print(names[i]);
    putchar(i + 1 < NNAMES ? ' ' : '\n');
    mix((uint32_t)lookup(names[i]) * 31u + (unsigned char)names[i][0]);
  }
  mix((uint32_t)strlen(*name_cursor)); /* the cursor now points at a different name */
  for (int round = 0; round < 12; round++)
    for (unsigned w = 0; w < sizeof windows / sizeof windows[0]; w++) {
      int s = 0;
      for (int *p = windows[w]; p < windows[w] + window_len[w]; p++) {
        s += *p;
        *p = (*p * 5 + round) % 37;
      }
      mix((uint32_t)s);
      mix((uint32_t)(windows[w] - samples));
    }
  int total = 0;
  for (struct planet *p = &bodies[0]; p; p = p->next) total += p->moons * (int)strlen(p->name);
  mix((uint32_t)total);
  for (unsigned i = 0; i + 1 < sizeof by_moons / sizeof by_moons[0]; i++)
    if (by_moons[i]->moons > by_moons[i + 1]->moons) mix(i);
  return (int)(h & 0x7fffffff);
}
