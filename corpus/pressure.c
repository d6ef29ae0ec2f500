/* pressure.c — a kernel with more simultaneously live values than Thumb-1 has allocatable registers (r0-r7): 16
 * accumulators are carried around the loop, each updated from the others and from the loaded element, so all of
 * them (plus the index, the pointer and the bound) are live across the whole loop body. On x86-32 (6 registers)
 * and Thumb (8) this forces spilling inside the loop; x86-64 (14) and ARM (13) nearly fit. Also a second kernel
 * with 12 live values and a call in the loop (caller-saved registers clobbered).
 */
#include <stdint.h>

static uint32_t data[256];

__attribute__((noinline)) static uint32_t kernel16(const uint32_t *p, int n) {
  uint32_t a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8;
  uint32_t i = 9, j = 10, k = 11, l = 12, m = 13, o = 14, q = 15, r = 16;
  for (int t = 0; t < n; t++) {
    uint32_t x = p[t];
    a += x;
    b ^= a + x;
    c += b >> 3;
    d = d * 3u + c;
    e ^= d << 2;
    f += e ^ x;
    g = (g + f) * 5u;
    h -= g >> 7;
    i += h ^ a;
    j ^= i + b;
    k += j >> 1;
    l = (l ^ k) + c;
    m += l * 7u;
    o ^= m + d;
    q += o >> 5;
    r = r * 9u + (q ^ e);
  }
  return a ^ b ^ c ^ d ^ e ^ f ^ g ^ h ^ (i + j + k + l + m + o + q + r);
}

__attribute__((noinline)) static uint32_t step(uint32_t v) { return v * 2654435761u + 1u; }

__attribute__((noinline)) static uint32_t kernel12_call(const uint32_t *p, int n) {
  uint32_t a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8, i = 9, j = 10, k = 11, l = 12;
  for (int t = 0; t < n; t++) {
    uint32_t x = step(p[t] ^ a);
    a += x ^ l;
    b += a >> 2;
    c ^= b + x;
    d += c * 3u;
    e ^= d >> 4;
    f += e + a;
    g ^= f << 1;
    h += g ^ b;
    i -= h >> 3;
    j += i ^ c;
    k ^= j + d;
    l += k ^ e;
  }
  return a + b + c + d + e + f + g + h + i + j + k + l;
}

int main(void) {
  uint32_t x = 0x12345u;
  for (int i = 0; i < 256; i++) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    data[i] = x;
  }
  uint32_t h = 2166136261u;
  for (int r = 0; r < 4; r++) {
    h = (h ^ kernel16(data, 256 - r * 17)) * 16777619u;
    h = (h ^ kernel12_call(data + r, 200)) * 16777619u;
    data[r * 31] ^= h;
  }
  return (int)(h & 0x7fffffff);
}
