/* divrem.c — signed and unsigned division and remainder: negative dividends and divisors (C truncates toward zero,
 * the remainder takes the sign of the dividend), INT32_MIN divided by values other than -1, division by constants
 * (magic-number multiplication at -O2), by powers of two (signed shift with rounding fix-up), by variables, and on
 * 8- and 16-bit operands after promotion. x86 uses div/idiv with fixed eax/edx operands; ARM and Thumb call
 * __aeabi_idiv/__aeabi_uidiv/__aeabi_idivmod/__aeabi_uidivmod.
 */
#include <stdint.h>

void abort(void);

static uint32_t h = 2166136261u;
static void mix(uint32_t v) { h = (h ^ v) * 16777619u; }

static const int32_t nums[] = {0, 1, -1, 7, -7, 100, -100, 2147483647, -2147483647 - 1, 123456789, -987654321,
                               65535, -65536, 31, -32, 1000000007};
static const int32_t dens[] = {1, -1, 2, -2, 3, -3, 7, -7, 10, -10, 16, -16, 1000, -65537, 2147483647, -2147483647 - 1};

__attribute__((noinline)) static int32_t sdiv(int32_t a, int32_t b) { return a / b; }
__attribute__((noinline)) static int32_t srem(int32_t a, int32_t b) { return a % b; }
__attribute__((noinline)) static uint32_t udiv(uint32_t a, uint32_t b) { return a / b; }
__attribute__((noinline)) static uint32_t urem(uint32_t a, uint32_t b) { return a % b; }

static int32_t by_consts(int32_t a) {
  return a / 3 + a % 3 + a / 7 - a % 7 + a / 10 + a % 10 + a / 16 - a % 16 + a / -5 + a % -5 + a / 1000;
}

static uint32_t by_uconsts(uint32_t a) {
  return a / 3u + a % 3u + a / 7u + a % 7u + a / 10u + a % 10u + a / 16u + a % 16u + a / 641u + a % 1000u;
}

static int32_t narrow_div(int8_t a, int8_t b, int16_t c, uint16_t d, uint8_t e) {
  /* int8/int8 is done in int after promotion: -128 / -1 == 128 is fine there. */
  int32_t q = b != 0 ? a / b : 0;
  int32_t r = b != 0 ? a % b : 0;
  int32_t s = d != 0 ? c / d : 0; /* c promoted to int, d to int: signed division */
  int32_t t = e != 0 ? (uint16_t)d % e : 0;
  return q * 1000000 + r * 10000 + s * 100 + t;
}

int main(void) {
  const int nn = (int)(sizeof nums / sizeof nums[0]), nd = (int)(sizeof dens / sizeof dens[0]);
  for (int i = 0; i < nn; i++)
    for (int j = 0; j < nd; j++) {
      int32_t a = nums[i], b = dens[j];
      if (a == INT32_MIN && b == -1) continue; /* the one undefined case */
      int32_t q = sdiv(a, b), r = srem(a, b);
      if ((int64_t)q * b + r != a) abort();
      if (r != 0 && ((r < 0) != (a < 0))) abort();
      mix((uint32_t)q);
      mix((uint32_t)r);
      uint32_t ua = (uint32_t)a, ub = (uint32_t)b;
      uint32_t uq = udiv(ua, ub), ur = urem(ua, ub);
      if (uq * ub + ur != ua || ur >= ub) abort();
      mix(uq ^ (ur << 7));
    }
  if (sdiv(-7, 2) != -3 || srem(-7, 2) != -1 || sdiv(7, -2) != -3 || srem(7, -2) != 1) abort();
  uint32_t x = 77u;
  for (int k = 0; k < 500; k++) {
    x = x * 1664525u + 1013904223u;
    int32_t a = (int32_t)x;
    mix((uint32_t)by_consts(a));
    mix(by_uconsts(x));
    mix((uint32_t)narrow_div((int8_t)(uint8_t)x, (int8_t)(uint8_t)(x >> 8), (int16_t)(uint16_t)(x >> 16),
                             (uint16_t)(x >> 5), (uint8_t)(x >> 24)));
  }
  mix((uint32_t)narrow_div(-128, -1, -32768, 1, 0));
  return (int)(h & 0x7fffffff);
}
