/* nqueens.c — N-queens by backtracking, twice: a recursive bitmask solver (columns and both diagonals as unsigned
 * masks, the lowest free position isolated with avail & (0 - avail)) and an array-based solver that places
 * queens row by row with explicit conflict checks and undo. Counts solutions for N = 1..7 (the array solver
 * for N <= 6) and hashes the first solution of each. Exercises deep recursion with several live masks, mask arithmetic, and backtracking loops.
 */
#include <stdint.h>

void abort(void);

static int solve_bits(unsigned n, unsigned cols, unsigned d1, unsigned d2) {
  unsigned full = (1u << n) - 1u;
  if (cols == full) return 1;
  int count = 0;
  unsigned avail = full & ~(cols | d1 | d2);
  while (avail) {
    unsigned bit = avail & (0u - avail);
    avail ^= bit;
    count += solve_bits(n, cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1);
  }
  return count;
}

static int queen_col[8];

static int safe(int row, int col) {
  for (int r = 0; r < row; r++) {
    int c = queen_col[r];
    if (c == col || c - col == row - r || col - c == row - r) return 0;
  }
  return 1;
}

static int first_found;
static uint32_t first_hash;

static int solve_array(int n, int row) {
  if (row == n) {
    if (!first_found) {
      first_found = 1;
      for (int r = 0; r < n; r++) first_hash = first_hash * 8u + (uint32_t)queen_col[r];
    }
    return 1;
  }
  int count = 0;
  for (int col = 0; col < n; col++)
    if (safe(row, col)) {
      queen_col[row] = col;
      count += solve_array(n, row + 1);
      queen_col[row] = -1;
    }
  return count;
}

int main(void) {
  static const int expected[8] = {1, 1, 0, 0, 2, 10, 4, 40};
  uint32_t h = 2166136261u;
  for (int n = 1; n <= 7; n++) {
    int a = solve_bits((unsigned)n, 0, 0, 0);
    first_found = 0;
    first_hash = 0;
    int b = n <= 6 ? solve_array(n, 0) : a; /* the array solver is the slow one: keep the step count bounded */
    if (a != expected[n] || b != a) abort();
    h = (h ^ (uint32_t)a) * 16777619u;
    h = (h ^ first_hash) * 16777619u;
  }
  return (int)(h & 0x7fffffff);
}
