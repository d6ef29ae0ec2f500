/* convert_divmod.c — the number conversion routine of Ebner et al., "Generalized Instruction Selection using SSA
 * Graphs" (LCTES 2008), Fig. 2 ("Motivating Example"): convert(buf, digits, 10, 4711).
 *
 * Exercises: a division and a remainder with the same operands in one block (the divmod DAG pattern of the paper:
 * one instruction on x86, the __aeabi_idivmod helper on ARM and Thumb), a post-incremented store through a char
 * pointer (the post-increment store pattern), a byte load indexed by the remainder, and the string reversal helper
 * the figure calls. Bases 2..16 make the divisor a variable; base 10 and 16 are also called with constant divisors
 * through convert10 and convert16 so that -O2 gets magic-number division and shifts. Prints a few conversions.
 */
#include <stddef.h>
#include <stdint.h>

void abort(void);
int putchar(int);
size_t strlen(const char *);

static void reverse(char *s) {
  size_t n = strlen(s);
  if (n < 2) return;
  char *a = s, *b = s + n - 1;
  while (a < b) {
    char t = *a;
    *a++ = *b;
    *b-- = t;
  }
}

/* Fig. 2, verbatim apart from the declarations. x must be >= 0 and 2 <= b <= 16. */
void convert(char *txt, char *ds, int b, int x) {
  int d;
  char *p = txt;
  do {
    d = x % b;
    x = x / b;
    *p++ = ds[d];
  } while (x > 0);
  *p = 0;
  reverse(txt); // reverse string
}

char buf[100], digits[] = "0123456789ABCDEF";

static void convert10(char *txt, int x) {
  char *p = txt;
  do {
    *p++ = digits[x % 10];
    x = x / 10;
  } while (x > 0);
  *p = 0;
  reverse(txt);
}

static void convert16(char *txt, unsigned x) {
  char *p = txt;
  do {
    *p++ = digits[x % 16u];
    x = x / 16u;
  } while (x > 0);
  *p = 0;
  reverse(txt);
}

/* Parse back, to check the conversion. */
static int parse(const char *s, int b) {
  int v = 0;
  for (; *s; s++) {
    int d = (*s >= 'A') ? *s - 'A' + 10 : *s - '0';
    v = v * b + d;
  }
  return v;
}

static void puts_nl(const char *s) {
  while (*s) putchar(*s++);
  putchar('\n');
}

int main(void) {
  uint32_t h = 2166136261u;
  convert(buf, digits, 10, 4711);
  puts_nl(buf);
  if (parse(buf, 10) != 4711) abort();
  convert(buf, digits, 16, 4711);
  puts_nl(buf);
  convert(buf, digits, 2, 4711);
  puts_nl(buf);

  int x = 1;
  for (int i = 0; i < 60; i++) {
    int b = 2 + i % 15;
    convert(buf, digits, b, x);
    if (parse(buf, b) != x) abort();
    for (const char *s = buf; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
    convert10(buf, x);
    if (parse(buf, 10) != x) abort();
    h = (h ^ (uint32_t)strlen(buf)) * 16777619u;
    convert16(buf, (unsigned)x);
    if (parse(buf, 16) != x) abort();
    h = (h ^ (unsigned char)buf[0]) * 16777619u;
    x = (int)(((unsigned)x * 2654435761u) >> 1); /* stays in 0 .. INT_MAX */
  }
  convert(buf, digits, 7, 2147483647);
  puts_nl(buf);
  return (int)(h & 0x7fffffff);
}
