/* addr_shared.c — an address computation shared by a load and a store, after Buchwald and Zwinkau, "Instruction
 * Selection by Graph Transformation" (CASES 2010), Fig. 1: "Load and Store with a common address calculation".
 *
 * In `a[i] = a[i] + v` the address Add(base, Shl(i, 2)) is one node of the SSA graph (after CSE, i.e. from -O1 on)
 * used by both the Load and the Store. On x86 both the load and the store can fold it into a base+index*scale
 * addressing mode (the two patterns overlap on the Add/Shl/Const subgraph); on ARM the [rn, rm, lsl #2] mode does the
 * same; on Thumb-1 there is no scaled mode, so the shift must be materialised once and shared. Variants with 16-bit
 * and 8-bit elements, struct fields at an offset, and 2-D rows give different scales and displacements.
 */
#include <stdint.h>

void abort(void);

int hist[64];
int16_t h16[64];
uint8_t h8[64];
struct cell { int32_t count; int16_t last; uint8_t flags; };
struct cell cells[32];
int grid[12][20];

/* The figure's shape: load and store through the same computed address. */
void bump(int *a, int i, int v) {
  a[i] = a[i] + v;
}

void bump16(int16_t *a, int i, int v) {
  a[i] = (int16_t)(a[i] + v);
}

void bump8(uint8_t *a, unsigned i, unsigned v) {
  a[i] = (uint8_t)(a[i] ^ v);
}

/* Base + index*12 + displacement, shared by three loads and three stores. */
void touch(struct cell *c, int i, int v) {
  c[i].count += v;
  c[i].last = (int16_t)(c[i].last - v);
  c[i].flags |= (uint8_t)(1u << (v & 7));
}

/* Row address shared across a read-modify-write of a 2-D element. */
void grid_add(int r, int c, int v) {
  grid[r][c] += v;
  grid[r][c + 1] ^= v;
}

/* In-place prefix sum: each element is loaded and stored at one address, and the previous one is reused. */
void prefix(int *a, int n) {
  for (int i = 1; i < n; i++) a[i] = a[i] + a[i - 1];
}

int main(void) {
  uint32_t x = 2463534242u;
  uint32_t h = 2166136261u;
  for (int k = 0; k < 900; k++) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    int i = (int)(x & 63);
    int v = (int)((x >> 8) & 255) - 128;
    bump(hist, i, v);
    bump16(h16, i, v);
    bump8(h8, (unsigned)i, x >> 24);
    touch(cells, (int)((x >> 6) & 31), v);
    grid_add((int)((x >> 11) % 12u), (int)((x >> 15) % 19u), v);
  }
  prefix(hist, 64);
  for (int i = 0; i < 64; i++) {
    h = (h ^ (uint32_t)hist[i]) * 16777619u;
    h = (h ^ (uint16_t)h16[i]) * 16777619u;
    h = (h ^ h8[i]) * 16777619u;
  }
  for (int i = 0; i < 32; i++) {
    h = (h ^ (uint32_t)cells[i].count) * 16777619u;
    h = (h ^ (uint16_t)cells[i].last ^ ((uint32_t)cells[i].flags << 16)) * 16777619u;
  }
  for (int r = 0; r < 12; r++)
    for (int c = 0; c < 20; c++) h = (h ^ (uint32_t)grid[r][c]) * 16777619u;
  return (int)(h & 0x7fffffff);
}
