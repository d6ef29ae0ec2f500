/* life.c — Conway's Game of Life on a 10x16 torus for 9 generations, with the neighbour count done by wrapping
 * indices ((r + 9) % 10 and friends) on a uint8_t grid and the next generation written to a second grid that is
 * then copied back with memcpy. Starts from a glider, a blinker and an R-pentomino; prints the final grid as '.' and
 * '#'. Exercises 2-D byte arrays, remainder by constants, many short-lived values per cell, and putchar in nested
 * loops.
 */
#include <stddef.h>
#include <stdint.h>

int putchar(int);
void *memcpy(void *, const void *, size_t);
void *memset(void *, int, size_t);

#define ROWS 10
#define COLS 16

static uint8_t grid[ROWS][COLS], next[ROWS][COLS];

static void set_cells(int r0, int c0, const char *pattern) {
  int r = r0, c = c0;
  for (const char *p = pattern; *p; p++) {
    if (*p == '/') {
      r++;
      c = c0;
    } else {
      if (*p == '#') grid[r % ROWS][c % COLS] = 1;
      c++;
    }
  }
}

static void generation(void) {
  for (int r = 0; r < ROWS; r++) {
    int up = (r + ROWS - 1) % ROWS, down = (r + 1) % ROWS;
    for (int c = 0; c < COLS; c++) {
      int left = (c + COLS - 1) % COLS, right = (c + 1) % COLS;
      int n = grid[up][left] + grid[up][c] + grid[up][right] + grid[r][left] + grid[r][right] + grid[down][left] +
              grid[down][c] + grid[down][right];
      next[r][c] = (uint8_t)(n == 3 || (n == 2 && grid[r][c]));
    }
  }
  memcpy(grid, next, sizeof grid);
}

int main(void) {
  memset(grid, 0, sizeof grid);
  set_cells(1, 1, ".#./..#/###");     /* glider */
  set_cells(2, 11, "###");            /* blinker */
  set_cells(5, 6, ".##/##./.#.");    /* R-pentomino */
  uint32_t h = 2166136261u;
  for (int g = 0; g < 9; g++) {
    generation();
    uint32_t pop = 0;
    for (int r = 0; r < ROWS; r++)
      for (int c = 0; c < COLS; c++) pop += grid[r][c];
    h = (h ^ pop) * 16777619u;
  }
  for (int r = 0; r < ROWS; r++) {
    for (int c = 0; c < COLS; c++) {
      putchar(grid[r][c] ? '#' : '.');
      h = (h ^ grid[r][c]) * 16777619u;
    }
    putchar('\n');
  }
  return (int)(h & 0x7fffffff);
}
