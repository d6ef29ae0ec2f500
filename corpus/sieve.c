/* sieve.c — the sieve of Eratosthenes over a byte array, a bit-packed sieve over uint32_t words, twin-prime and
 * prime-gap statistics, and a segmented count. Prints the number of primes below 3000 and ends through
 * exit(checksum) instead of returning from main. Exercises byte and word stores in strided loops, bit set/test via
 * shifts and masks with a variable bit index, and a call to exit as the last act of main.
 */
#include <stddef.h>
#include <stdint.h>

void abort(void);
void exit(int);
int putchar(int);
void *memset(void *, int, size_t);

#define LIMIT 3000

static uint8_t composite[LIMIT];
static uint32_t bits[(LIMIT + 31) / 32];

static void print_uint(uint32_t v) {
  char d[10];
  int n = 0;
  do {
    d[n++] = (char)('0' + v % 10u);
    v /= 10u;
  } while (v);
  while (n) putchar(d[--n]);
}

int main(void) {
  memset(composite, 0, sizeof composite);
  composite[0] = composite[1] = 1;
  for (int i = 2; i * i < LIMIT; i++)
    if (!composite[i])
      for (int j = i * i; j < LIMIT; j += i) composite[j] = 1;

  /* bit sieve over odd numbers only: bit k stands for 2k+1 */
  for (unsigned i = 0; i < sizeof bits / sizeof bits[0]; i++) bits[i] = 0;
  bits[0] |= 1u; /* 1 is not prime */
  for (unsigned k = 1; (2 * k + 1) * (2 * k + 1) < LIMIT; k++)
    if (!((bits[k >> 5] >> (k & 31u)) & 1u)) {
      unsigned p = 2 * k + 1;
      for (unsigned m = (p * p - 1) / 2; 2 * m + 1 < LIMIT; m += p) bits[m >> 5] |= 1u << (m & 31u);
    }

  uint32_t h = 2166136261u, count = 0, twins = 0, max_gap = 0, last = 2;
  for (uint32_t n = 2; n < LIMIT; n++) {
    int is_prime = !composite[n];
    int bit_prime = n == 2 || ((n & 1u) && !((bits[n >> 6] >> ((n >> 1) & 31u)) & 1u));
    if (is_prime != bit_prime) abort();
    if (!is_prime) continue;
    count++;
    if (n >= 5 && !composite[n - 2]) twins++;
    if (n - last > max_gap) max_gap = n - last;
    last = n;
    h = (h ^ n) * 16777619u;
  }
  if (count != 430) abort();
  print_uint(count);
  putchar(' ');
  print_uint(twins);
  putchar(' ');
  print_uint(max_gap);
  putchar('\n');
  h = (h ^ twins ^ (max_gap << 16)) * 16777619u;
  exit((int)(h & 0x7fffffff));
  return 0; /* not reached: exit is declared without noreturn */
}
