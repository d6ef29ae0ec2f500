/* bigint.c — multi-precision unsigned arithmetic on arrays of 32-bit limbs with 64-bit intermediates:
 * multiplication by a small number (for 40!), addition with carry (Fibonacci numbers), schoolbook multiplication
 * (a square), comparison, and division by a small number to convert to decimal. Prints 40! and fib(150) in decimal.
 * Exercises 32x32->64 widening multiplies and 64-bit adds whose high half is the carry (umull/adc on ARM, mul and
 * adc on x86), 64-by-32 division (a helper call on 32-bit targets), and loops over limb arrays.
 */
#include <stddef.h>
#include <stdint.h>

void abort(void);
int putchar(int);
void *memset(void *, int, size_t);
void *memcpy(void *, const void *, size_t);

#define LIMBS 12

struct big { uint32_t d[LIMBS]; int n; }; /* little-endian limbs, n used */

static void big_set(struct big *a, uint32_t v) {
  memset(a, 0, sizeof *a);
  a->d[0] = v;
  a->n = v != 0;
}

static void big_mul_small(struct big *a, uint32_t m) {
  uint64_t carry = 0;
  for (int i = 0; i < a->n; i++) {
    uint64_t t = (uint64_t)a->d[i] * m + carry;
    a->d[i] = (uint32_t)t;
    carry = t >> 32;
  }
  if (carry) {
    if (a->n >= LIMBS) abort();
    a->d[a->n++] = (uint32_t)carry;
  }
}

static void big_add(struct big *r, const struct big *a, const struct big *b) {
  int n = a->n > b->n ? a->n : b->n;
  uint64_t carry = 0;
  for (int i = 0; i < n; i++) {
    uint64_t t = (uint64_t)(i < a->n ? a->d[i] : 0) + (i < b->n ? b->d[i] : 0) + carry;
    r->d[i] = (uint32_t)t;
    carry = t >> 32;
  }
  r->n = n;
  if (carry) {
    if (n >= LIMBS) abort();
    r->d[r->n++] = 1;
  }
}

static void big_mul(struct big *r, const struct big *a, const struct big *b) {
  uint32_t acc[2 * LIMBS];
  memset(acc, 0, sizeof acc);
  for (int i = 0; i < a->n; i++) {
    uint64_t carry = 0;
    for (int j = 0; j < b->n; j++) {
      uint64_t t = (uint64_t)a->d[i] * b->d[j] + acc[i + j] + carry;
      acc[i + j] = (uint32_t)t;
      carry = t >> 32;
    }
    acc[i + b->n] = (uint32_t)carry;
  }
  int n = a->n + b->n;
  while (n > 0 && acc[n - 1] == 0) n--;
  if (n > LIMBS) abort();
  memset(r, 0, sizeof *r);
  memcpy(r->d, acc, (size_t)n * sizeof acc[0]);
  r->n = n;
}

static uint32_t big_divmod_small(struct big *a, uint32_t m) { /* a /= m, returns a % m */
  uint64_t rem = 0;
  for (int i = a->n - 1; i >= 0; i--) {
    uint64_t cur = (rem << 32) | a->d[i];
    a->d[i] = (uint32_t)(cur / m);
    rem = cur % m;
  }
  while (a->n > 0 && a->d[a->n - 1] == 0) a->n--;
  return (uint32_t)rem;
}

static int big_cmp(const struct big *a, const struct big *b) {
  if (a->n != b->n) return a->n < b->n ? -1 : 1;
  for (int i = a->n - 1; i >= 0; i--)
    if (a->d[i] != b->d[i]) return a->d[i] < b->d[i] ? -1 : 1;
  return 0;
}

static uint32_t h = 2166136261u;

static void print_big(const struct big *a) {
  struct big t;
  char digits[120];
  int n = 0;
  memcpy(&t, a, sizeof t);
  do {
    uint32_t chunk = big_divmod_small(&t, 10000u); /* four decimal digits at a time */
    for (int k = 0; k < 4; k++) {
      digits[n++] = (char)('0' + chunk % 10u);
      chunk /= 10u;
    }
  } while (t.n > 0);
  while (n > 1 && digits[n - 1] == '0') n--;
  while (n) {
    char c = digits[--n];
    putchar(c);
    h = (h ^ (uint32_t)c) * 16777619u;
  }
  putchar('\n');
}

int main(void) {
  struct big f, a, b, c, sq;
  big_set(&f, 1);
  for (uint32_t k = 2; k <= 40; k++) big_mul_small(&f, k);
  print_big(&f);
  big_set(&a, 0);
  big_set(&b, 1);
  for (int k = 0; k < 150; k++) {
    big_add(&c, &a, &b);
    memcpy(&a, &b, sizeof a);
    memcpy(&b, &c, sizeof b);
  }
  print_big(&a); /* fib(150) */
  big_mul(&sq, &a, &a);
  if (big_cmp(&sq, &a) <= 0 || big_cmp(&a, &sq) >= 0 || big_cmp(&a, &a) != 0) abort();
  for (int i = 0; i < sq.n; i++) h = (h ^ sq.d[i]) * 16777619u;
  /* 40! is divisible by 3^18 and then still by 7 */
  for (int k = 0; k < 18; k++)
    if (big_divmod_small(&f, 3u) != 0) abort();
  if (big_divmod_small(&f, 7u) != 0) abort();
  h = (h ^ big_divmod_small(&f, 1000003u)) * 16777619u;
  return (int)(h & 0x7fffffff);
}
