/* recursion.c — recursive calls: Ackermann with small arguments (deep, non-tail recursion), naive Fibonacci
 * (many short calls), recursive gcd (tail call), Towers of Hanoi (two recursive calls and a global side effect),
 * mutual recursion, and binomial coefficients by Pascal's rule. Exercises prologues and epilogues, callee-saved
 * registers, values live across calls (caller-saved spills), stack growth, and the call/return ABI.
 */
#include <stdint.h>

void abort(void);

static uint32_t h = 2166136261u;
static void mix(uint32_t v) { h = (h ^ v) * 16777619u; }

static int ackermann(int m, int n) {
  if (m == 0) return n + 1;
  if (n == 0) return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static unsigned gcd(unsigned a, unsigned b) { return b == 0 ? a : gcd(b, a % b); }

static int moves;
static int peg_load[3];
static void hanoi(int n, int from, int to, int via) {
  if (n == 0) return;
  hanoi(n - 1, from, via, to);
  peg_load[from]--;
  peg_load[to]++;
  moves++;
  hanoi(n - 1, via, to, from);
}

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

static int binom(int n, int k) {
  if (k == 0 || k == n) return 1;
  return binom(n - 1, k - 1) + binom(n - 1, k);
}

/* Sum of digits in base b, recursively, with the quotient and remainder both live across the call. */
static int digit_sum(unsigned v, unsigned b) { return v < b ? (int)v : (int)(v % b) + digit_sum(v / b, b); }

int main(void) {
  for (int m = 0; m <= 2; m++)
    for (int n = 0; n <= 4; n++) mix((uint32_t)ackermann(m, n));
  mix((uint32_t)ackermann(3, 2));
  if (ackermann(3, 2) != 29) abort();
  for (int n = 0; n <= 16; n += 4) mix((uint32_t)fib(n));
  if (fib(16) != 987) abort();
  for (unsigned a = 1; a < 200; a += 13)
    for (unsigned b = 1; b < 300; b += 29) mix(gcd(a * 7u, b * 3u));
  peg_load[0] = 9;
  hanoi(9, 0, 2, 1);
  if (moves != 511 || peg_load[2] != 9) abort();
  mix((uint32_t)moves);
  for (unsigned n = 0; n < 40; n += 3) mix((uint32_t)(is_even(n) * 2 + is_odd(n)));
  for (int k = 0; k <= 10; k++) mix((uint32_t)binom(10, k));
  for (unsigned v = 1; v < 100000u; v = v * 3u + 1u) mix((uint32_t)digit_sum(v, 7u));
  return (int)(h & 0x7fffffff);
}
