/* sorting.c — several sorting algorithms on copies of the same data, cross-checked against each other: heap sort
 * (sift-down with index arithmetic 2i+1), Shell sort with the Ciura gap sequence, bottom-up merge sort with a
 * static scratch buffer and memcpy, and a stable counting sort of records keyed by a byte. Exercises index
 * arithmetic, loads and stores through computed addresses, and loops with conditional exits.
 */
#include <stddef.h>
#include <stdint.h>

void abort(void);
void *memcpy(void *, const void *, size_t);
int memcmp(const void *, const void *, size_t);

#define N 160

static int32_t orig[N], h1[N], s1[N], m1[N], tmp[N];

static void sift_down(int32_t *a, int start, int end) {
  int root = start;
  while (2 * root + 1 <= end) {
    int child = 2 * root + 1, sw = root;
    if (a[sw] < a[child]) sw = child;
    if (child + 1 <= end && a[sw] < a[child + 1]) sw = child + 1;
    if (sw == root) return;
    int32_t t = a[root];
    a[root] = a[sw];
    a[sw] = t;
    root = sw;
  }
}

static void heap_sort(int32_t *a, int n) {
  for (int start = (n - 2) / 2; start >= 0; start--) sift_down(a, start, n - 1);
  for (int end = n - 1; end > 0; end--) {
    int32_t t = a[end];
    a[end] = a[0];
    a[0] = t;
    sift_down(a, 0, end - 1);
  }
}

static void shell_sort(int32_t *a, int n) {
  static const int gaps[] = {57, 23, 10, 4, 1};
  for (unsigned g = 0; g < sizeof gaps / sizeof gaps[0]; g++) {
    int gap = gaps[g];
    for (int i = gap; i < n; i++) {
      int32_t t = a[i];
      int j = i;
      for (; j >= gap && a[j - gap] > t; j -= gap) a[j] = a[j - gap];
      a[j] = t;
    }
  }
}

static void merge_sort(int32_t *a, int n) {
  for (int width = 1; width < n; width *= 2) {
    for (int lo = 0; lo < n; lo += 2 * width) {
      int mid = lo + width < n ? lo + width : n;
      int hi = lo + 2 * width < n ? lo + 2 * width : n;
      int i = lo, j = mid, k = lo;
      while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
      while (i < mid) tmp[k++] = a[i++];
      while (j < hi) tmp[k++] = a[j++];
    }
    memcpy(a, tmp, (size_t)n * sizeof a[0]);
  }
}

struct rec { uint8_t key; uint16_t id; };
static struct rec recs[N], sorted_recs[N];

static void counting_sort(const struct rec *in, struct rec *out, int n) {
  static int count[257];
  for (int i = 0; i < 257; i++) count[i] = 0;
  for (int i = 0; i < n; i++) count[in[i].key + 1]++;
  for (int i = 1; i < 257; i++) count[i] += count[i - 1];
  for (int i = 0; i < n; i++) out[count[in[i].key]++] = in[i];
}

int main(void) {
  uint32_t x = 2024u;
  for (int i = 0; i < N; i++) {
    x = x * 1664525u + 1013904223u;
    orig[i] = (int32_t)(x >> 8) - (1 << 23);
    if (i % 9 == 3) orig[i] = orig[i / 2]; /* duplicates */
    recs[i].key = (uint8_t)(x >> 27);
    recs[i].id = (uint16_t)i;
  }
  memcpy(h1, orig, sizeof orig);
  memcpy(s1, orig, sizeof orig);
  memcpy(m1, orig, sizeof orig);
  heap_sort(h1, N);
  shell_sort(s1, N);
  merge_sort(m1, N);
  if (memcmp(h1, s1, sizeof h1) != 0 || memcmp(h1, m1, sizeof h1) != 0) abort();
  counting_sort(recs, sorted_recs, N);
  uint32_t h = 2166136261u;
  for (int i = 0; i < N; i++) {
    if (i > 0 && h1[i - 1] > h1[i]) abort();
    if (i > 0 && (sorted_recs[i - 1].key > sorted_recs[i].key ||
                  (sorted_recs[i - 1].key == sorted_recs[i].key && sorted_recs[i - 1].id > sorted_recs[i].id)))
      abort(); /* stability */
    h = (h ^ (uint32_t)h1[i]) * 16777619u;
    h = (h ^ sorted_recs[i].id) * 16777619u;
  }
  return (int)(h & 0x7fffffff);
}
