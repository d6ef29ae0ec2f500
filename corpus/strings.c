/* strings.c — string and memory handling through the allowed library calls: strlen, memcmp, memcpy, memset and
 * memmove (including overlapping moves in both directions), plus hand-written loops: word reversal in place,
 * naive substring search, a Caesar cipher, run counting and a string-to-int parser. Prints two lines.
 * Exercises calls to external functions with pointer and size_t arguments, byte loads and stores, and
 * char arithmetic (plain char is signed on x86 and unsigned on ARM, so only ASCII values are relied on).
 */
#include <stddef.h>
#include <stdint.h>

void abort(void);
int putchar(int);
void *memcpy(void *, const void *, size_t);
void *memset(void *, int, size_t);
void *memmove(void *, const void *, size_t);
int memcmp(const void *, const void *, size_t);
size_t strlen(const char *);

static uint32_t h = 2166136261u;
static void mix(uint32_t v) { h = (h ^ v) * 16777619u; }
static void mix_str(const char *s) {
  while (*s) mix((unsigned char)*s++);
}

static void print(const char *s) {
  while (*s) putchar(*s++);
  putchar('\n');
}

static void reverse_range(char *a, char *b) {
  while (a < b) {
    char t = *a;
    *a++ = *b;
    *b-- = t;
  }
}

/* Reverse the order of words by reversing the whole string, then each word. */
static void reverse_words(char *s) {
  size_t n = strlen(s);
  if (n == 0) return;
  reverse_range(s, s + n - 1);
  char *w = s;
  for (char *p = s;; p++) {
    if (*p == ' ' || *p == 0) {
      if (p > w) reverse_range(w, p - 1);
      if (*p == 0) break;
      w = p + 1;
    }
  }
}

static int find(const char *hay, const char *needle) {
  size_t n = strlen(hay), m = strlen(needle);
  if (m > n) return -1;
  for (size_t i = 0; i + m <= n; i++)
    if (memcmp(hay + i, needle, m) == 0) return (int)i;
  return -1;
}

static void caesar(char *s, int k) {
  for (; *s; s++) {
    if (*s >= 'a' && *s <= 'z') *s = (char)('a' + (*s - 'a' + k) % 26);
    else if (*s >= 'A' && *s <= 'Z') *s = (char)('A' + (*s - 'A' + k) % 26);
  }
}

static int atoi_simple(const char *s) {
  int sign = 1, v = 0;
  while (*s == ' ') s++;
  if (*s == '-') {
    sign = -1;
    s++;
  } else if (*s == '+') s++;
  while (*s >= '0' && *s <= '9') v = v * 10 + (*s++ - '0');
  return sign * v;
}

static char text[128];
static char scratch[160];

int main(void) {
  static const char src[] = "the quick brown fox jumps over the lazy dog";
  memcpy(text, src, sizeof src);
  if (strlen(text) != sizeof src - 1) abort();
  reverse_words(text);
  print(text);
  mix_str(text);
  reverse_words(text);
  if (memcmp(text, src, sizeof src) != 0) abort();

  static const char *needles[] = {"the", "fox", "dog", "lazy dog", "cat", "", "quick brown", "g"};
  for (int r = 0; r < 3; r++)
    for (unsigned i = 0; i < sizeof needles / sizeof needles[0]; i++) mix((uint32_t)find(text + r, needles[i]));

  /* overlapping memmove both ways, then memset */
  memset(scratch, '.', sizeof scratch - 1);
  scratch[sizeof scratch - 1] = 0;
  memcpy(scratch + 10, src, 20);
  memmove(scratch + 15, scratch + 10, 20); /* forward overlap */
  memmove(scratch + 5, scratch + 12, 25);  /* backward overlap */
  memset(scratch + 40, 'x', 7);
  scratch[60] = 0;
  print(scratch);
  mix_str(scratch);

  for (int k = 1; k < 26; k += 3) {
    memcpy(text, src, sizeof src);
    caesar(text, k);
    mix_str(text);
    caesar(text, 26 - k);
    if (memcmp(text, src, sizeof src) != 0) abort();
  }
  static const char *nums[] = {"0", "42", "-17", "  +2024", "-2147483647", "123abc", "   -0", "99999"};
  for (unsigned i = 0; i < sizeof nums / sizeof nums[0]; i++) mix((uint32_t)atoi_simple(nums[i]));

  /* memcmp ordering, not just equality: only the sign is specified. */
  mix((uint32_t)(memcmp("abc", "abd", 3) < 0));
  mix((uint32_t)(memcmp("abd", "abc", 3) > 0));
  mix((uint32_t)(memcmp("\x80", "\x7f", 1) > 0)); /* compared as unsigned char */
  return (int)(h & 0x7fffffff);
}
