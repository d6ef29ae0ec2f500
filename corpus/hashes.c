/* hashes.c — checksums over a generated buffer: CRC-32 (reflected, polynomial 0xEDB88320) bit by bit and with a
 * 256-entry table built at run time, Adler-32 (two running sums, modulo 65521), FNV-1a 32-bit, and the 64-bit
 * FNV-1a variant. Known-answer tests on "123456789" check the implementations. Exercises xor/shift/mask chains,
 * conditional xor via a mask (-(crc & 1)), table lookups indexed by a byte, unsigned remainder by a constant, and
 * 64-bit multiplication by a constant.
 */
#include <stddef.h>
#include <stdint.h>

void abort(void);

static uint8_t buf[256];
static uint32_t crc_table[256];

static uint32_t crc32_bitwise(const uint8_t *p, size_t n) {
  uint32_t crc = 0xffffffffu;
  for (size_t i = 0; i < n; i++) {
    crc ^= p[i];
    for (int k = 0; k < 8; k++) crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
  }
  return ~crc;
}

static void crc32_init(void) {
  for (uint32_t i = 0; i < 256; i++) {
    uint32_t c = i;
    for (int k = 0; k < 8; k++) c = (c & 1u) ? (c >> 1) ^ 0xedb88320u : c >> 1;
    crc_table[i] = c;
  }
}

static uint32_t crc32_table(const uint8_t *p, size_t n) {
  uint32_t crc = 0xffffffffu;
  while (n--) crc = crc_table[(crc ^ *p++) & 0xffu] ^ (crc >> 8);
  return ~crc;
}

static uint32_t adler32(const uint8_t *p, size_t n) {
  uint32_t a = 1, b = 0;
  for (size_t i = 0; i < n; i++) {
    a = (a + p[i]) % 65521u;
    b = (b + a) % 65521u;
  }
  return (b << 16) | a;
}

static uint32_t fnv1a32(const uint8_t *p, size_t n) {
  uint32_t v = 2166136261u;
  for (size_t i = 0; i < n; i++) v = (v ^ p[i]) * 16777619u;
  return v;
}

static uint64_t fnv1a64(const uint8_t *p, size_t n) {
  uint64_t v = 14695981039346656037ull;
  for (size_t i = 0; i < n; i++) v = (v ^ p[i]) * 1099511628211ull;
  return v;
}

int main(void) {
  static const uint8_t check[] = {'1', '2', '3', '4', '5', '6', '7', '8', '9'};
  crc32_init();
  if (crc32_bitwise(check, 9) != 0xcbf43926u) abort();
  if (crc32_table(check, 9) != 0xcbf43926u) abort();
  if (adler32(check, 9) != 0x091e01deu) abort();
  if (fnv1a32((const uint8_t *)"a", 1) != 0xe40c292cu) abort();
  if (fnv1a64((const uint8_t *)"a", 1) != 0xaf63dc4c8601ec8cull) abort();

  uint32_t x = 1u;
  for (size_t i = 0; i < sizeof buf; i++) {
    x = x * 1103515245u + 12345u;
    buf[i] = (uint8_t)(x >> 16);
  }
  uint32_t h = 0;
  h ^= crc32_bitwise(buf, sizeof buf);
  if (crc32_table(buf, sizeof buf) != crc32_bitwise(buf, sizeof buf)) abort();
  for (size_t len = 1; len <= sizeof buf; len += 41) {
    h = h * 31u + crc32_table(buf, len);
    h = h * 31u + adler32(buf + (sizeof buf - len), len);
    h = h * 31u + fnv1a32(buf, len);
    uint64_t f = fnv1a64(buf, len);
    h = h * 31u + (uint32_t)f + (uint32_t)(f >> 32);
  }
  return (int)(h & 0x7fffffff);
}
