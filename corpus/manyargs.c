/* manyargs.c — calls with more arguments than argument registers: 8, 9 and 10 parameters of mixed widths
 * (int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t, int64_t), including 64-bit arguments at odd positions
 * (AAPCS aligns them to an even register pair or an 8-byte stack slot), and a 64-bit result. x86-32 passes all of
 * them on the stack, x86-64 six in registers, ARM and Thumb four. Exercises outgoing argument areas, incoming stack
 * argument offsets after the prologue, sign/zero extension attributes (signext/zeroext) of narrow parameters, and
 * values live across calls.
 */
#include <stdint.h>

void abort(void);

static uint32_t h = 2166136261u;
static void mix(uint32_t v) { h = (h ^ v) * 16777619u; }

__attribute__((noinline)) int32_t eight(int8_t a, uint8_t b, int16_t c, uint16_t d, int32_t e, uint32_t f,
                                        int8_t g, uint16_t i) {
  return a * 3 + b * 5 - c * 7 + d + e - (int32_t)(f & 0xffff) + g * 11 + i * 13;
}

__attribute__((noinline)) int64_t nine(int32_t a, int64_t b, int8_t c, int64_t d, uint16_t e, int32_t f, int64_t g,
                                       uint8_t i, int32_t j) {
  return a + b * 2 - c + (d >> 3) + e * (int64_t)f - g + i * j;
}

__attribute__((noinline)) uint32_t ten(uint32_t a0, uint32_t a1, uint32_t a2, uint32_t a3, uint32_t a4, uint32_t a5,
                                       uint32_t a6, uint32_t a7, uint32_t a8, uint32_t a9) {
  uint32_t s = 0;
  s = s * 31u + a0; s = s * 31u + a1; s = s * 31u + a2; s = s * 31u + a3; s = s * 31u + a4;
  s = s * 31u + a5; s = s * 31u + a6; s = s * 31u + a7; s = s * 31u + a8; s = s * 31u + a9;
  return s;
}

/* Ten arguments forwarded in rotated order: every outgoing slot differs from the incoming one. */
__attribute__((noinline)) uint32_t rotate_ten(uint32_t a0, uint32_t a1, uint32_t a2, uint32_t a3, uint32_t a4,
                                              uint32_t a5, uint32_t a6, uint32_t a7, uint32_t a8, uint32_t a9,
                                              int depth) {
  if (depth == 0) return ten(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9);
  return rotate_ten(a9, a0, a1, a2, a3, a4, a5, a6, a7, a8, depth - 1) ^ a0;
}

/* A narrow-argument function whose results are only used after more calls. */
__attribute__((noinline)) int16_t narrow_mix(int8_t a, uint8_t b, int16_t c, uint16_t d, int8_t e, uint8_t f,
                                             int16_t g, uint16_t i) {
  return (int16_t)(a - b + c - d + e - f + g - i);
}

int main(void) {
  uint32_t x = 0xabcdefu;
  for (int k = 0; k < 150; k++) {
    x = x * 1103515245u + 12345u;
    uint32_t y = x ^ (x >> 15);
    int8_t a = (int8_t)(uint8_t)y;
    uint8_t b = (uint8_t)(y >> 8);
    int16_t c = (int16_t)(uint16_t)(y >> 3);
    uint16_t d = (uint16_t)(y >> 16);
    int32_t e = (int32_t)(y & 0xfffff) - 0x80000;
    mix((uint32_t)eight(a, b, c, d, e, y, (int8_t)(a ^ 0x55), (uint16_t)(d + 1u)));
    int64_t big = (int64_t)e * 1048576 + (int64_t)d;
    int64_t r = nine(e, big, a, -big, d, c, big / 3, b, e >> 4);
    mix((uint32_t)r);
    mix((uint32_t)((uint64_t)r >> 32));
    int16_t n1 = narrow_mix(a, b, c, d, (int8_t)(a + 1), (uint8_t)(b ^ 1u), (int16_t)(c >> 2), d);
    int16_t n2 = narrow_mix((int8_t)(0 - a), b, c, d, a, b, c, (uint16_t)(d >> 1));
    mix((uint32_t)(int32_t)n1 ^ ((uint32_t)(int32_t)n2 << 16));
    if (k % 10 == 0) mix(rotate_ten(y, y >> 1, y >> 2, y >> 3, y >> 4, y >> 5, y >> 6, y >> 7, y >> 8, y >> 9, k % 13));
  }
  if (eight(1, 2, 3, 4, 5, 6, 7, 8) != 3 + 10 - 21 + 4 + 5 - 6 + 77 + 104) abort();
  return (int)(h & 0x7fffffff);
}
