/* loops.c — loop shapes: counted for loops, while loops, do-while loops, nested loops, continue, break, an early
 * return from inside a nested loop, a goto out of two loops, a down-counting unsigned loop, and loops whose exit
 * depends on data. Exercises the CFG side of a back end: branch selection and relaxation, critical edges and phi
 * elimination, loop-carried values, and the liveness of values across back edges.
 */
#include <stdint.h>

static uint32_t h = 2166136261u;
static void mix(uint32_t v) { h = (h ^ v) * 16777619u; }

int data[200];

/* for + continue + break */
static int sum_odd_until(const int *a, int n, int limit) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if ((a[i] & 1) == 0) continue;
    if (s > limit) break;
    s += a[i];
  }
  return s;
}

/* while with a data-dependent exit */
static int find_first(const int *a, int n, int key) {
  int i = 0;
  while (i < n && a[i] != key) i++;
  return i < n ? i : -1;
}

/* do-while: digit sum and digital root */
static int digital_root(unsigned v) {
  do {
    unsigned s = 0;
    do {
      s += v % 10u;
      v /= 10u;
    } while (v != 0);
    v = s;
  } while (v >= 10);
  return (int)v;
}

/* nested loops with an early return */
static int find_pair(const int *a, int n, int target, int *pi, int *pj) {
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      if (a[i] + a[j] == target) {
        *pi = i;
        *pj = j;
        return 1;
      }
  return 0;
}

/* goto out of two loops */
static int first_row_with_zero_sum(int rows, int cols) {
  int r, c, found = -1;
  for (r = 0; r < rows; r++) {
    int s = 0;
    for (c = 0; c < cols; c++) {
      s += data[r * cols + c];
      if (s == 0 && c > 0) goto out;
    }
  }
  return found;
out:
  found = r * 100 + c;
  return found;
}

/* down-counting unsigned loop (i-- > 0 idiom) */
static uint32_t weighted_backwards(const int *a, unsigned n) {
  uint32_t acc = 0;
  for (unsigned i = n; i-- > 0;) acc = acc * 31u + (uint32_t)a[i];
  return acc;
}

/* loop with two induction variables meeting in the middle */
static int palindromic_prefix(const int *a, int n) {
  int best = 0;
  for (int len = 1; len <= n; len++) {
    int i = 0, j = len - 1;
    while (i < j && a[i] % 7 == a[j] % 7) {
      i++;
      j--;
    }
    if (i >= j) best = len;
  }
  return best;
}

int main(void) {
  uint32_t x = 7u;
  for (int i = 0; i < 200; i++) {
    x = x * 1664525u + 1013904223u;
    data[i] = (int)(x >> 20) - 2048;
  }
  mix((uint32_t)sum_odd_until(data, 200, 5000));
  mix((uint32_t)sum_odd_until(data, 200, 100000));
  for (int k = 0; k < 40; k++) mix((uint32_t)find_first(data, 200, data[(k * 37) % 200]));
  mix((uint32_t)find_first(data, 200, 99999));
  for (unsigned v = 1; v < 3000; v += 31) mix((uint32_t)digital_root(v * 2654435761u));
  int pi = -1, pj = -1;
  for (int t = -40; t < 40; t += 13) {
    int ok = find_pair(data, 40, t, &pi, &pj);
    mix((uint32_t)ok);
    if (ok) mix((uint32_t)(pi * 1000 + pj));
  }
  mix((uint32_t)first_row_with_zero_sum(20, 10));
  for (int i = 0; i < 200; i++) data[i] = data[i] % 5 - 2;
  mix((uint32_t)first_row_with_zero_sum(20, 10));
  mix(weighted_backwards(data, 200));
  mix((uint32_t)palindromic_prefix(data, 80));
  return (int)(h & 0x7fffffff);
}
