/* rle_lz.c — two byte-oriented compressors with round-trip checks: PackBits-style run-length encoding (signed
 * control bytes: literal runs and repeat runs) and a small LZ77 variant with a 63-byte window, greedy longest
 * match by memcmp-free byte loops, and a decoder that copies overlapping matches byte by byte and literal runs
 * with memcpy. Exercises int8_t control bytes (sign extension decides the branch), byte copies, memmove/memcmp,
 * and nested search loops with early exits.
 */
#include <stddef.h>
#include <stdint.h>

void abort(void);
void *memcpy(void *, const void *, size_t);
void *memmove(void *, const void *, size_t);
int memcmp(const void *, const void *, size_t);

#define N 256

static uint8_t input[N], packed[2 * N], output[N];

static size_t rle_encode(const uint8_t *in, size_t n, uint8_t *out) {
  size_t i = 0, o = 0;
  while (i < n) {
    size_t run = 1;
    while (i + run < n && run < 128 && in[i + run] == in[i]) run++;
    if (run >= 3) {
      out[o++] = (uint8_t)(int8_t)(1 - (int)run); /* -127 .. -2: repeat next byte run times */
      out[o++] = in[i];
      i += run;
    } else {
      size_t lit = 0;
      while (i + lit < n && lit < 128) {
        if (i + lit + 2 < n && in[i + lit] == in[i + lit + 1] && in[i + lit] == in[i + lit + 2]) break;
        lit++;
      }
      out[o++] = (uint8_t)(lit - 1); /* 0 .. 127: copy lit bytes */
      memcpy(out + o, in + i, lit);
      o += lit;
      i += lit;
    }
  }
  return o;
}

static size_t rle_decode(const uint8_t *in, size_t n, uint8_t *out) {
  size_t i = 0, o = 0;
  while (i < n) {
    int8_t c = (int8_t)in[i++];
    if (c >= 0) {
      memcpy(out + o, in + i, (size_t)c + 1);
      o += (size_t)c + 1;
      i += (size_t)c + 1;
    } else {
      for (int k = 0; k < 1 - c; k++) out[o++] = in[i];
      i++;
    }
  }
  return o;
}

/* LZ: token byte t; t < 0x80: literal run of t+1 bytes; else match of length (t & 0x7f) + 3 at distance next byte. */
static size_t lz_encode(const uint8_t *in, size_t n, uint8_t *out) {
  size_t i = 0, o = 0, lit_start = 0;
  while (i < n) {
    size_t best_len = 0, best_dist = 0;
    size_t max_dist = i < 63 ? i : 63;
    for (size_t d = 1; d <= max_dist; d++) {
      size_t len = 0;
      while (i + len < n && len < 130 && in[i + len] == in[i + len - d]) len++;
      if (len > best_len) {
        best_len = len;
        best_dist = d;
        if (len == 130) break;
      }
    }
    if (best_len >= 3) {
      while (lit_start < i) { /* flush pending literals */
        size_t lit = i - lit_start < 128 ? i - lit_start : 128;
        out[o++] = (uint8_t)(lit - 1);
        memcpy(out + o, in + lit_start, lit);
        o += lit;
        lit_start += lit;
      }
      out[o++] = (uint8_t)(0x80u | (best_len - 3));
      out[o++] = (uint8_t)best_dist;
      i += best_len;
      lit_start = i;
    } else {
      i++;
    }
  }
  while (lit_start < n) {
    size_t lit = n - lit_start < 128 ? n - lit_start : 128;
    out[o++] = (uint8_t)(lit - 1);
    memcpy(out + o, in + lit_start, lit);
    o += lit;
    lit_start += lit;
  }
  return o;
}

static size_t lz_decode(const uint8_t *in, size_t n, uint8_t *out) {
  size_t i = 0, o = 0;
  while (i < n) {
    uint8_t t = in[i++];
    if (t < 0x80u) {
      memmove(out + o, in + i, (size_t)t + 1);
      o += (size_t)t + 1;
      i += (size_t)t + 1;
    } else {
      size_t len = (size_t)(t & 0x7fu) + 3, d = in[i++];
      for (size_t k = 0; k < len; k++, o++) out[o] = out[o - d]; /* may overlap */
    }
  }
  return o;
}

int main(void) {
  uint32_t x = 5u, h = 2166136261u;
  for (size_t i = 0; i < N;) {
    x = x * 1103515245u + 12345u;
    unsigned kind = (x >> 28) & 3u, len = 1 + ((x >> 20) & 15u);
    for (unsigned k = 0; k < len && i < N; k++, i++) {
      if (kind == 0) input[i] = (uint8_t)(x >> 8);                    /* run */
      else if (kind == 1) input[i] = (uint8_t)('a' + (i % 5));         /* short period */
      else if (kind == 2 && i >= 40) input[i] = input[i - 40];         /* long-range repeat */
      else input[i] = (uint8_t)((x >> (k & 7u)) * 31u);                /* noise */
    }
  }
  size_t p = rle_encode(input, N, packed);
  if (rle_decode(packed, p, output) != N || memcmp(input, output, N) != 0) abort();
  h = (h ^ (uint32_t)p) * 16777619u;
  for (size_t i = 0; i < p; i++) h = (h ^ packed[i]) * 16777619u;
  size_t q = lz_encode(input, N, packed);
  if (lz_decode(packed, q, output) != N || memcmp(input, output, N) != 0) abort();
  h = (h ^ (uint32_t)q) * 16777619u;
  for (size_t i = 0; i < q; i++) h = (h ^ packed[i]) * 16777619u;
  return (int)(h & 0x7fffffff);
}
