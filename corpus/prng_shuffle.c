/* prng_shuffle.c — pseudo-random number generators and what they drive: xorshift32, a 32-bit LCG, a 64-bit PCG-like
 * generator (64-bit multiply, the output permuted by a data-dependent shift), unbiased bounded integers by
 * rejection, a Fisher-Yates shuffle, reservoir sampling, and the cycle structure of the resulting permutation.
 * Exercises unsigned remainder by a variable, 64-bit multiply on 32-bit targets, variable shifts, and swaps
 * through indexed memory.
 */
#include <stdint.h>

void abort(void);

static uint32_t xs_state = 2463534242u;
static uint32_t xorshift32(void) {
  uint32_t x = xs_state;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  return xs_state = x;
}

static uint32_t lcg_state = 1u;
static uint32_t lcg(void) { return lcg_state = lcg_state * 1664525u + 1013904223u; }

static uint64_t pcg_state = 0x853c49e6748fea9bull;
static uint32_t pcg32(void) {
  uint64_t old = pcg_state;
  pcg_state = old * 6364136223846793005ull + 1442695040888963407ull;
  uint32_t xorshifted = (uint32_t)(((old >> 18) ^ old) >> 27);
  uint32_t rot = (uint32_t)(old >> 59);
  /* xorshifted >> rot, plus the bits rotated out, without a rotate idiom (that becomes llvm.fshr at -O2) */
  uint32_t hi = rot ? xorshifted << (32u - rot) : 0u;
  return (xorshifted >> rot) ^ (hi & 0xaaaaaaaau);
}

/* uniform in [0, bound) by rejection: no modulo bias */
static uint32_t bounded(uint32_t bound) {
  uint32_t threshold = (0u - bound) % bound;
  for (;;) {
    uint32_t r = pcg32();
    if (r >= threshold) return r % bound;
  }
}

#define N 64
static uint8_t perm[N];
static uint16_t sample[8];

int main(void) {
  uint32_t h = 2166136261u;
  for (int i = 0; i < 200; i++) {
    h = (h ^ xorshift32()) * 16777619u;
    h = (h ^ (lcg() >> 7)) * 16777619u;
  }
  for (int round = 0; round < 6; round++) {
    for (int i = 0; i < N; i++) perm[i] = (uint8_t)i;
    for (int i = N - 1; i > 0; i--) {
      uint32_t j = bounded((uint32_t)i + 1u);
      uint8_t t = perm[i];
      perm[i] = perm[j];
      perm[j] = t;
    }
    /* cycle count of the permutation, marking visited entries with the high bit */
    int cycles = 0, longest = 0;
    for (int i = 0; i < N; i++) {
      if (perm[i] & 0x80u) continue;
      int len = 0, k = i;
      while (!(perm[k] & 0x80u)) {
        int next = perm[k];
        perm[k] |= 0x80u;
        k = next;
        len++;
      }
      cycles++;
      if (len > longest) longest = len;
    }
    int total = 0;
    for (int i = 0; i < N; i++) total += perm[i] & 0x7f;
    if (total != N * (N - 1) / 2) abort();
    h = (h ^ (uint32_t)cycles ^ ((uint32_t)longest << 8)) * 16777619u;
  }
  /* reservoir sampling of 8 items out of 500 */
  for (uint32_t i = 0; i < 500; i++) {
    if (i < 8) sample[i] = (uint16_t)i;
    else {
      uint32_t j = bounded(i + 1u);
      if (j < 8) sample[j] = (uint16_t)i;
    }
  }
  for (int i = 0; i < 8; i++) h = (h ^ sample[i]) * 16777619u;
  return (int)(h & 0x7fffffff);
}
