/* int64_arith.c — 64-bit integer arithmetic with long long and uint64_t: add/sub with carries, multiplication
 * (full 64x64->64 and a 32x32->64 widening multiply), signed and unsigned division and remainder (__divdi3/__udivdi3
 * on x86-32, __aeabi_ldivmod/__aeabi_uldivmod on ARM), shifts, signed and unsigned compares where the high words
 * decide or tie, sign and zero extension from 32 bits, a 64-bit LCG, an integer square root and modular
 * exponentiation. On 32-bit targets every value occupies a register pair, which doubles register pressure.
 */
#include <stdint.h>

void abort(void);

static uint32_t h = 2166136261u;
static void mix(uint32_t v) { h = (h ^ v) * 16777619u; }
static void mix64(uint64_t v) {
  mix((uint32_t)v);
  mix((uint32_t)(v >> 32));
}

static uint64_t isqrt64(uint64_t n) {
  uint64_t x = n, y = (x + 1) / 2;
  if (n < 2) return n;
  while (y < x) {
    x = y;
    y = (x + n / x) / 2;
  }
  return x;
}

/* (a * b) mod m without overflow, for m < 2^62: double-and-add. */
static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) {
  uint64_t r = 0;
  a %= m;
  while (b) {
    if (b & 1) {
      r += a;
      if (r >= m) r -= m;
    }
    a <<= 1;
    if (a >= m) a -= m;
    b >>= 1;
  }
  return r;
}

static uint64_t powmod(uint64_t base, uint64_t e, uint64_t m) {
  uint64_t r = 1 % m;
  base %= m;
  while (e) {
    if (e & 1) r = mulmod(r, base, m);
    base = mulmod(base, base, m);
    e >>= 1;
  }
  return r;
}

static int cmp_signed(int64_t a, int64_t b) { return (a > b) - (a < b); }
static int cmp_unsigned(uint64_t a, uint64_t b) { return (a > b) - (a < b); }

static const int64_t vals[] = {0, 1, -1, 0x7fffffffLL, -0x80000000LL, 0x80000000LL, 0xffffffffLL, 0x100000000LL,
                               -0x100000000LL, 0x123456789abcdefLL, -0x123456789abcdefLL, INT64_MAX, INT64_MIN,
                               1000000007LL, -999999999999LL};

int main(void) {
  const int nv = (int)(sizeof vals / sizeof vals[0]);
  for (int i = 0; i < nv; i++)
    for (int j = 0; j < nv; j++) {
      int64_t a = vals[i], b = vals[j];
      mix((uint32_t)(cmp_signed(a, b) + 1) | (uint32_t)(cmp_unsigned((uint64_t)a, (uint64_t)b) + 1) << 2);
      mix64((uint64_t)a + (uint64_t)b);
      mix64((uint64_t)a * (uint64_t)b);
      if (b != 0 && !(a == INT64_MIN && b == -1)) {
        int64_t q = a / b, r = a % b;
        if ((uint64_t)q * (uint64_t)b + (uint64_t)r != (uint64_t)a) abort();
        mix64((uint64_t)q);
        mix64((uint64_t)r);
      }
      if (b != 0) {
        uint64_t uq = (uint64_t)a / (uint64_t)b, ur = (uint64_t)a % (uint64_t)b;
        if (uq * (uint64_t)b + ur != (uint64_t)a) abort();
        mix64(uq ^ (ur << 1));
      }
    }
  uint64_t s = 88172645463325252ull;
  for (int k = 0; k < 120; k++) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    uint32_t lo = (uint32_t)s, hi = (uint32_t)(s >> 32);
    uint64_t wide = (uint64_t)lo * hi;                 /* widening multiply */
    int64_t swide = (int64_t)(int32_t)lo * (int32_t)hi; /* signed widening multiply */
    mix64(wide);
    mix64((uint64_t)swide);
    unsigned n = (unsigned)(s >> 58);
    mix64(s >> n);
    mix64((uint64_t)((int64_t)s >> n));
    mix64(s << (63u - n));
    mix64((uint64_t)(int64_t)(int32_t)lo); /* sign extension */
    mix64((uint64_t)lo);                   /* zero extension */
    if (k % 8 == 0) mix64(isqrt64(s >> 4));
  }
  uint64_t r = isqrt64(0xfffffffffffffffull);
  if (r * r > 0xfffffffffffffffull || (r + 1) * (r + 1) <= 0xfffffffffffffffull) abort();
  mix64(powmod(2, 1000003, 1000000007ull));
  mix64(powmod(123456789, 65537, 0x3fffffffffffffc5ull));
  return (int)(h & 0x7fffffff);
}
