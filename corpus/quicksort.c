/* quicksort.c — recursive quicksort (Hoare partition, median-of-three, recursion on the smaller part and a loop on
 * the larger one) with an insertion sort cut-off, on signed 32-bit and unsigned 16-bit arrays, plus a check that
 * the result is sorted and a permutation of the input. Exercises recursion with pointer arguments, swaps through
 * memory, signed and unsigned compares, and loops with two moving indices.
 */
#include <stdint.h>

void abort(void);

#define N 220

int a[N];
uint16_t u[N];

static void swap_i(int *x, int *y) {
  int t = *x;
  *x = *y;
  *y = t;
}

static void insertion_i(int *v, int lo, int hi) {
  for (int i = lo + 1; i <= hi; i++) {
    int key = v[i], j = i - 1;
    while (j >= lo && v[j] > key) {
      v[j + 1] = v[j];
      j--;
    }
    v[j + 1] = key;
  }
}

static void quicksort_i(int *v, int lo, int hi) {
  while (hi - lo > 8) {
    int mid = lo + (hi - lo) / 2;
    if (v[mid] < v[lo]) swap_i(&v[mid], &v[lo]);
    if (v[hi] < v[lo]) swap_i(&v[hi], &v[lo]);
    if (v[hi] < v[mid]) swap_i(&v[hi], &v[mid]);
    int pivot = v[mid];
    int i = lo - 1, j = hi + 1;
    for (;;) {
      do i++; while (v[i] < pivot);
      do j--; while (v[j] > pivot);
      if (i >= j) break;
      swap_i(&v[i], &v[j]);
    }
    if (j - lo < hi - j) {
      quicksort_i(v, lo, j);
      lo = j + 1;
    } else {
      quicksort_i(v, j + 1, hi);
      hi = j;
    }
  }
  insertion_i(v, lo, hi);
}

/* Plain recursive Lomuto quicksort on unsigned halfwords. */
static void quicksort_u(uint16_t *v, int lo, int hi) {
  if (lo >= hi) return;
  uint16_t pivot = v[hi];
  int i = lo;
  for (int j = lo; j < hi; j++)
    if (v[j] < pivot) {
      uint16_t t = v[i];
      v[i] = v[j];
      v[j] = t;
      i++;
    }
  uint16_t t = v[i];
  v[i] = v[hi];
  v[hi] = t;
  quicksort_u(v, lo, i - 1);
  quicksort_u(v, i + 1, hi);
}

int main(void) {
  uint32_t x = 42u, sum_before = 0, sum_after = 0, xor_before = 0, xor_after = 0;
  for (int i = 0; i < N; i++) {
    x = x * 1664525u + 1013904223u;
    a[i] = (int)(x >> 12) - (1 << 19);
    if (i % 17 == 0) a[i] = 7; /* duplicates */
    u[i] = (uint16_t)(x >> 7);
    sum_before += (uint32_t)a[i] + u[i];
    xor_before ^= (uint32_t)a[i] * 2654435761u;
  }
  quicksort_i(a, 0, N - 1);
  quicksort_u(u, 0, N - 1);
  uint32_t h = 2166136261u;
  for (int i = 0; i < N; i++) {
    if (i > 0 && (a[i - 1] > a[i] || u[i - 1] > u[i])) abort();
    sum_after += (uint32_t)a[i] + u[i];
    xor_after ^= (uint32_t)a[i] * 2654435761u;
    h = (h ^ (uint32_t)a[i]) * 16777619u;
    h = (h ^ u[i]) * 16777619u;
  }
  if (sum_before != sum_after || xor_before != xor_after) abort();
  return (int)(h & 0x7fffffff);
}
