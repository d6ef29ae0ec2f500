/* shifts.c — shifts by constant and variable amounts (always kept in 0..width-1): logical right shifts of
 * unsigned values, arithmetic right shifts of negative signed values (implementation-defined in C, arithmetic in
 * clang), left shifts done on unsigned values, shifts of 8- and 16-bit values after promotion, 64-bit shifts by
 * variable amounts (which 32-bit targets expand into a two-register sequence with a branch or select on
 * amount >= 32), and shift-and-mask field extraction. x86 needs the variable amount in cl; ARM uses register-shifted
 * operands; Thumb-1 has two-address shifts only.
 */
#include <stdint.h>

static uint32_t h = 2166136261u;
static void mix(uint32_t v) { h = (h ^ v) * 16777619u; }

__attribute__((noinline)) static uint32_t lsr(uint32_t v, unsigned n) { return v >> (n & 31u); }
__attribute__((noinline)) static int32_t asr(int32_t v, unsigned n) { return v >> (n & 31u); }
__attribute__((noinline)) static uint32_t lsl(uint32_t v, unsigned n) { return v << (n & 31u); }
__attribute__((noinline)) static uint64_t lsr64(uint64_t v, unsigned n) { return v >> (n & 63u); }
__attribute__((noinline)) static int64_t asr64(int64_t v, unsigned n) { return v >> (n & 63u); }
__attribute__((noinline)) static uint64_t lsl64(uint64_t v, unsigned n) { return v << (n & 63u); }

static uint32_t field(uint32_t v, unsigned lo, unsigned width) {
  /* width in 1..31 */
  return (v >> lo) & ((1u << width) - 1u);
}

static int32_t sign_extend(uint32_t v, unsigned bits) {
  /* bits in 1..31: the classic xor-subtract trick, without shifting a negative value left. */
  uint32_t m = 1u << (bits - 1u);
  v &= (1u << bits) - 1u;
  return (int32_t)(v ^ m) - (int32_t)m;
}

int main(void) {
  uint32_t x = 0x9e3779b9u;
  for (int k = 0; k < 400; k++) {
    x = x * 1103515245u + 12345u;
    unsigned n = (x >> 27) ^ (unsigned)k;
    int32_t s = (int32_t)(x ^ 0x80000000u);
    mix(lsr(x, n));
    mix((uint32_t)asr(s, n));
    mix(lsl(x, n));
    mix(lsl(x, 31u - (n & 31u)) | lsr(x, n + 1u));
    uint64_t w = ((uint64_t)x << 32) | (x * 2654435761u);
    mix((uint32_t)lsr64(w, n * 3u));
    mix((uint32_t)(lsr64(w, n * 3u) >> 32));
    int64_t sw = (int64_t)(w | 0x8000000000000000ull);
    mix((uint32_t)asr64(sw, n + 17u));
    mix((uint32_t)((uint64_t)asr64(sw, n + 17u) >> 32));
    mix((uint32_t)(lsl64(w, n * 5u) >> 29));
    uint8_t b = (uint8_t)x;
    int8_t sb = (int8_t)b;
    uint16_t hw = (uint16_t)(x >> 9);
    int16_t shw = (int16_t)hw;
    mix((uint32_t)(b >> (n & 7u)) | ((uint32_t)(sb >> (n & 7u)) << 8));
    mix((uint32_t)(hw >> (n & 15u)) ^ (uint32_t)(shw >> (n & 15u)));
    mix((uint32_t)((uint8_t)(b << (n & 7u))) | ((uint32_t)(uint16_t)(hw << (n & 15u)) << 8));
    unsigned lo = n & 15u, width = 1u + ((n >> 1) & 15u);
    mix(field(x, lo, width));
    mix((uint32_t)sign_extend(x, width));
    mix((uint32_t)(s >> 31) ^ (uint32_t)(s >> 1) ^ (x >> 31));
  }
  return (int)(h & 0x7fffffff);
}
