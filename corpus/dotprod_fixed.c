/* dotprod_fixed.c — the fixed-point vector dot product of the SSA book, chapter 19 (Ebner, Scholz, Krall:
 * "Instruction Code Selection"), Fig. 19.3: "SSA graph for a vector dot-product in fixed-point arithmetic",
 * where fp_ is an unsigned short fixed-point type.
 *
 * Exercises: pointer-increment loops over 16-bit data (the post-increment load pattern of Sect. 19.2), 16-bit loads
 * with zero extension, multiply, and a loop-carried accumulator crossing the phi node before the return. The
 * chapter's point is that a multiplication of two m.i fixed-point values has 2i fractional digits and needs a
 * logical shift right (LSR); a selector working on the SSA graph may keep the accumulator in the double-precision
 * format fp2 across the loop and do the shift once in the return block. dot_product_fp2 below is written that way,
 * dot_product_fp shifts inside the loop, so selectors can be compared on both shapes.
 *
 * dot_product is the figure's code (the figure is a picture in our copy of the text: reconstructed from the
 * caption and the surrounding text). Operands are kept below 2^15 so the int-promoted products never overflow.
 */
#include <stdint.h>

void abort(void);

typedef unsigned short fp_;   /* 8.8 unsigned fixed point */
typedef uint32_t fp2;         /* 16.16: the double-precision format of the chapter */

#define N 48
#define FRAC 8

fp_ va[N], vb[N];

/* Fig. 19.3, as in the figure: integer semantics of unsigned short (wrap-around on the truncation). */
fp_ dot_product(fp_ *p, fp_ *q) {
  fp_ s = 0, *e = p + N;
  while (p < e) {
    s = s + (*p) * (*q);
    p = p + 1;
    q = q + 1;
  }
  return s;
}

/* Fixed-point semantics with the LSR inside the loop (what a statement-level tree matcher produces). */
fp_ dot_product_fp(const fp_ *p, const fp_ *q) {
  fp_ s = 0;
  const fp_ *e = p + N;
  while (p < e) {
    s = (fp_)(s + (fp_)(((fp2)*p * (fp2)*q) >> FRAC));
    p++;
    q++;
  }
  return s;
}

/* Accumulate in fp2 and shift once after the loop (the SSA-graph selector's version). */
fp_ dot_product_fp2(const fp_ *p, const fp_ *q) {
  fp2 s = 0;
  const fp_ *e = p + N;
  while (p < e) {
    s = s + (fp2)*p * (fp2)*q;
    p++;
    q++;
  }
  return (fp_)(s >> FRAC);
}

static uint32_t seed = 12345u;
static fp_ next_fp(void) {
  seed = seed * 1103515245u + 12345u;
  return (fp_)((seed >> 16) & 0x3ff); /* 0 .. 3.996 in 8.8: products stay small */
}

int main(void) {
  uint32_t h = 2166136261u;
  for (int round = 0; round < 24; round++) {
    for (int i = 0; i < N; i++) {
      va[i] = next_fp();
      vb[i] = next_fp();
    }
    fp_ a = dot_product(va, vb);
    fp_ b = dot_product_fp(va, vb);
    fp_ c = dot_product_fp2(va, vb);
    /* Truncating each product can only lose: the per-step sum is never larger than the exact one. */
    uint32_t exact = 0;
    for (int i = 0; i < N; i++) exact += (uint32_t)va[i] * vb[i];
    if ((fp_)(exact >> FRAC) != c) abort();
    if ((fp_)exact != a) abort();
    h = (h ^ a) * 16777619u;
    h = (h ^ b) * 16777619u;
    h = (h ^ c) * 16777619u;
  }
  return (int)(h & 0x7fffffff);
}
