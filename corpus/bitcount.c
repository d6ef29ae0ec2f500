/* bitcount.c — bit-counting tricks written so that clang -O2 keeps them as plain integer IR: population count by a
 * nibble table and by the SWAR reduction, parity by xor folding, count-trailing-zeros and count-leading-zeros by
 * binary search, isolating and clearing the lowest set bit, rounding up to a power of two, bit
 * reversal by a byte table, Gray code and its inverse, and a check that the methods agree.
 * (A Kernighan `x &= x - 1` counting loop or a shift-until-zero loop is what LoopIdiomRecognize turns into
 * llvm.ctpop/llvm.ctlz, a de Bruijn table lookup becomes llvm.cttz and an unrolled bit-by-bit reversal becomes
 * llvm.bitreverse; those idioms are avoided here on purpose.)
 */
#include <stdint.h>

void abort(void);

static uint32_t h = 2166136261u;
static void mix(uint32_t v) { h = (h ^ v) * 16777619u; }

static const uint8_t nibble_pop[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

static int pop_table(uint32_t v) {
  int c = 0;
  for (int i = 0; i < 8; i++) c += nibble_pop[(v >> (4 * i)) & 15u];
  return c;
}

static int pop_swar(uint32_t v) {
  v = v - ((v >> 1) & 0x55555555u);
  v = (v & 0x33333333u) + ((v >> 2) & 0x33333333u);
  v = (v + (v >> 4)) & 0x0f0f0f0fu;
  v = v + (v >> 8);
  v = v + (v >> 16);
  return (int)(v & 0x3fu);
}

static int parity(uint32_t v) {
  v ^= v >> 16;
  v ^= v >> 8;
  return (0x6996 >> ((v ^ (v >> 4)) & 15u)) & 1;
}

/* Binary search; a de Bruijn multiply-and-table version is recognised as llvm.cttz by clang -O2. */
static int ctz(uint32_t v) { /* v != 0 */
  int n = 0;
  if ((v & 0xffffu) == 0) { n += 16; v >>= 16; }
  if ((v & 0xffu) == 0) { n += 8; v >>= 8; }
  if ((v & 0xfu) == 0) { n += 4; v >>= 4; }
  if ((v & 0x3u) == 0) { n += 2; v >>= 2; }
  if ((v & 0x1u) == 0) { n += 1; }
  return n;
}

static int clz(uint32_t v) { /* v != 0 */
  int n = 0;
  if ((v & 0xffff0000u) == 0) { n += 16; v <<= 16; }
  if ((v & 0xff000000u) == 0) { n += 8; v <<= 8; }
  if ((v & 0xf0000000u) == 0) { n += 4; v <<= 4; }
  if ((v & 0xc0000000u) == 0) { n += 2; v <<= 2; }
  if ((v & 0x80000000u) == 0) { n += 1; }
  return n;
}

static uint32_t next_pow2(uint32_t v) { /* 1 <= v <= 2^31 */
  v--;
  v |= v >> 1;
  v |= v >> 2;
  v |= v >> 4;
  v |= v >> 8;
  v |= v >> 16;
  return v + 1;
}

static const uint8_t rev4[16] = {0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15};
static uint8_t rev8[256];

static uint32_t reverse_bits(uint32_t v) {
  uint32_t r = 0;
  for (int i = 0; i < 4; i++) {
    r = (r << 8) | rev8[v & 0xffu];
    v >>= 8;
  }
  return r;
}

static uint32_t gray(uint32_t v) { return v ^ (v >> 1); }
static uint32_t ungray(uint32_t g) {
  g ^= g >> 16;
  g ^= g >> 8;
  g ^= g >> 4;
  g ^= g >> 2;
  g ^= g >> 1;
  return g;
}

int main(void) {
  /* Built from nibble reversals: a fully unrolled per-bit loop becomes llvm.bitreverse.i8 at -O2, and a
   * recurrence (rev8[i >> 1] >> 1) | (i & 1) << 7 becomes llvm.fshl.i8. */
  for (unsigned i = 0; i < 256; i++) rev8[i] = (uint8_t)(rev4[i & 15u] * 16u + rev4[i >> 4]);
  uint32_t x = 0x2545f491u;
  for (int k = 0; k < 320; k++) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    uint32_t v = (k & 1) ? x : (x & (x >> 3) & (x >> 7)); /* sparse values too */
    int p = pop_table(v);
    if (p != pop_swar(v) || (p & 1) != parity(v)) abort();
    mix((uint32_t)p);
    if (v != 0) {
      int t = ctz(v), l = clz(v);
      if (((v >> t) & 1u) == 0 || (v >> (31 - l)) != 1u) abort();
      mix((uint32_t)(t * 32 + l));
      mix(v & (0u - v));
      mix(v & (v - 1u));
      mix(next_pow2((v >> 1) | 1u));
    }
    uint32_t r = reverse_bits(v);
    if (reverse_bits(r) != v) abort();
    mix(r);
    if (ungray(gray(v)) != v) abort();
    mix(gray(v));
  }
  return (int)(h & 0x7fffffff);
}
