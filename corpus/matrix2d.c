/* matrix2d.c — two-dimensional arrays, global and local: matrix multiply, transpose, 2-D prefix sums, a rotation,
 * a saddle-point search and a determinant by fraction-free (Bareiss) elimination with exact signed division.
 * Exercises row-major address arithmetic with constant strides (multiply by 8, 9 or 40 folded into shifts and adds
 * or address modes), triply nested loops, array-to-pointer decay of rows, and local arrays in the stack frame.
 */
#include <stdint.h>

void abort(void);

#define N 7

int A[N][N], B[N][N];
static int32_t S[N + 1][N + 1];

static uint32_t h = 2166136261u;
static void mix(uint32_t v) { h = (h ^ v) * 16777619u; }

static void matmul(int c[N][N], int a[N][N], int b[N][N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      int s = 0;
      for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
      c[i][j] = s % 1009;
    }
}

static void transpose(int m[N][N]) {
  for (int i = 0; i < N; i++)
    for (int j = i + 1; j < N; j++) {
      int t = m[i][j];
      m[i][j] = m[j][i];
      m[j][i] = t;
    }
}

static void rotate(int dst[N][N], int src[N][N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) dst[j][N - 1 - i] = src[i][j];
}

static void prefix2d(int m[N][N]) {
  for (int i = 0; i <= N; i++) S[i][0] = S[0][i] = 0;
  for (int i = 1; i <= N; i++)
    for (int j = 1; j <= N; j++) S[i][j] = m[i - 1][j - 1] + S[i - 1][j] + S[i][j - 1] - S[i - 1][j - 1];
}

static int rect_sum(int r0, int c0, int r1, int c1) { return S[r1][c1] - S[r0][c1] - S[r1][c0] + S[r0][c0]; }

/* Saddle point: minimum of its row and maximum of its column. */
static int saddles(int m[N][N]) {
  int count = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      int v = m[i][j], ok = 1;
      for (int k = 0; k < N && ok; k++)
        if (m[i][k] < v || m[k][j] > v) ok = 0;
      count += ok;
    }
  return count;
}

/* Bareiss determinant of a small matrix; every division is exact. Entries are kept tiny so no overflow. */
static long long det_bareiss(int n, const int src[4][4]) {
  long long m[4][4];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) m[i][j] = src[i][j];
  long long prev = 1;
  int sign = 1;
  for (int k = 0; k < n - 1; k++) {
    if (m[k][k] == 0) {
      int p = k + 1;
      while (p < n && m[p][k] == 0) p++;
      if (p == n) return 0;
      for (int j = 0; j < n; j++) {
        long long t = m[k][j];
        m[k][j] = m[p][j];
        m[p][j] = t;
      }
      sign = -sign;
    }
    for (int i = k + 1; i < n; i++)
      for (int j = k + 1; j < n; j++) m[i][j] = (m[i][j] * m[k][k] - m[i][k] * m[k][j]) / prev;
    prev = m[k][k];
  }
  return sign * m[n - 1][n - 1];
}

int main(void) {
  uint32_t x = 99u;
  int C[N][N], D[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      x = x * 1103515245u + 12345u;
      A[i][j] = (int)((x >> 16) % 31u) - 15;
      B[i][j] = (int)((x >> 8) % 17u);
    }
  for (int r = 0; r < 5; r++) {
    matmul(C, A, B);
    transpose(C);
    rotate(D, C);
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) B[i][j] = D[i][j] % 23;
    mix((uint32_t)C[r][N - 1 - r]);
  }
  prefix2d(B);
  for (int r0 = 0; r0 < N; r0 += 2)
    for (int c0 = 0; c0 < N; c0 += 3) mix((uint32_t)rect_sum(r0, c0, N, N - c0 / 2));
  if (rect_sum(0, 0, N, N) != S[N][N]) abort();
  mix((uint32_t)saddles(A));
  mix((uint32_t)saddles(B));
  int small[4][4];
  for (int t = 0; t < 30; t++) {
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 4; j++) {
        x = x * 1103515245u + 12345u;
        small[i][j] = (int)((x >> 16) % 11u) - 5;
      }
    if (t % 5 == 0) small[0][0] = 0;
    long long d = det_bareiss(4, small);
    mix((uint32_t)d);
    mix((uint32_t)det_bareiss(3, small));
  }
  return (int)(h & 0x7fffffff);
}
