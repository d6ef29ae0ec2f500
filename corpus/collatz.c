/* collatz.c — Collatz (3n+1) trajectories for starting values below 400: longest chain, highest peak, and a
 * memo table of chain lengths indexed by value for values below the table size. The total is printed and the
 * program ends through exit(). Exercises a data-dependent loop with an unpredictable trip count, an odd/even branch
 * (or a select at -O2), multiply-by-3-plus-1 (lea on x86, add with shifted operand on ARM), unsigned shifts, and a
 * memo table read and written in the same loop.
 */
#include <stdint.h>

void abort(void);
void exit(int);
int putchar(int);

#define START_LIMIT 400u
#define MEMO 1024u

static uint16_t memo[MEMO];

static uint32_t chain(uint32_t n, uint32_t *peak) {
  uint32_t steps = 0, start = n;
  *peak = n;
  while (n != 1) {
    if (n < MEMO && memo[n] != 0) {
      steps += memo[n];
      break;
    }
    n = (n & 1u) ? 3u * n + 1u : n >> 1;
    if (n > *peak) *peak = n;
    steps++;
  }
  if (start < MEMO) memo[start] = (uint16_t)steps;
  return steps;
}

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
  uint32_t h = 2166136261u, best = 0, best_n = 0, highest = 0, total = 0;
  for (uint32_t n = 1; n < START_LIMIT; n++) {
    uint32_t peak;
    uint32_t s = chain(n, &peak);
    total += s;
    if (s > best) {
      best = s;
      best_n = n;
    }
    if (peak > highest) highest = peak;
    h = (h ^ s) * 16777619u;
  }
  if (best_n != 327 || best != 143) abort();
  print_uint(best_n);
  putchar(':');
  print_uint(best);
  putchar(' ');
  print_uint(total);
  putchar('\n');
  h = (h ^ highest) * 16777619u;
  exit((int)(h & 0x7fffffff));
  return 0; /* not reached: exit is declared without noreturn */
}
