/* base64.c — Base64 encoding and decoding (RFC 4648 alphabet, '=' padding) of byte strings of every length modulo
 * 3, with the decoder driven by a 256-entry reverse table built at run time and rejecting invalid input. Prints
 * the encodings of a few strings. Exercises 24-bit group assembly with shifts and ors, 6-bit field extraction,
 * table lookups with byte indices, and the tail cases of a blocked loop.
 */
#include <stddef.h>
#include <stdint.h>

void abort(void);
int putchar(int);
size_t strlen(const char *);
int memcmp(const void *, const void *, size_t);

static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static int8_t rev[256];

static size_t encode(const uint8_t *in, size_t n, char *out) {
  size_t o = 0, i = 0;
  for (; i + 3 <= n; i += 3) {
    uint32_t g = ((uint32_t)in[i] << 16) | ((uint32_t)in[i + 1] << 8) | in[i + 2];
    out[o++] = alphabet[(g >> 18) & 63u];
    out[o++] = alphabet[(g >> 12) & 63u];
    out[o++] = alphabet[(g >> 6) & 63u];
    out[o++] = alphabet[g & 63u];
  }
  if (n - i == 1) {
    uint32_t g = (uint32_t)in[i] << 16;
    out[o++] = alphabet[(g >> 18) & 63u];
    out[o++] = alphabet[(g >> 12) & 63u];
    out[o++] = '=';
    out[o++] = '=';
  } else if (n - i == 2) {
    uint32_t g = ((uint32_t)in[i] << 16) | ((uint32_t)in[i + 1] << 8);
    out[o++] = alphabet[(g >> 18) & 63u];
    out[o++] = alphabet[(g >> 12) & 63u];
    out[o++] = alphabet[(g >> 6) & 63u];
    out[o++] = '=';
  }
  out[o] = 0;
  return o;
}

/* returns the decoded length, or -1 for malformed input */
static int decode(const char *in, uint8_t *out) {
  size_t n = strlen(in);
  if (n % 4 != 0) return -1;
  int o = 0;
  for (size_t i = 0; i < n; i += 4) {
    int pad = 0;
    uint32_t g = 0;
    for (int k = 0; k < 4; k++) {
      unsigned char c = (unsigned char)in[i + k];
      int v;
      if (c == '=' && i + 4 == n && k >= 2) {
        pad++;
        v = 0;
      } else {
        if (pad) return -1;
        v = rev[c];
        if (v < 0) return -1;
      }
      g = (g << 6) | (uint32_t)v;
    }
    out[o++] = (uint8_t)(g >> 16);
    if (pad < 2) out[o++] = (uint8_t)(g >> 8);
    if (pad < 1) out[o++] = (uint8_t)g;
  }
  return o;
}

static char text[200];
static uint8_t bytes[150], back[150];

int main(void) {
  for (int i = 0; i < 256; i++) rev[i] = -1;
  for (int i = 0; i < 64; i++) rev[(unsigned char)alphabet[i]] = (int8_t)i;

  static const char *samples[] = {"", "f", "fo", "foo", "foob", "fooba", "foobar", "Tessera"};
  static const char *expect[] = {"", "Zg==", "Zm8=", "Zm9v", "Zm9vYg==", "Zm9vYmE=", "Zm9vYmFy", "VGVzc2VyYQ=="};
  uint32_t h = 2166136261u;
  for (unsigned s = 0; s < sizeof samples / sizeof samples[0]; s++) {
    size_t len = encode((const uint8_t *)samples[s], strlen(samples[s]), text);
    if (len != strlen(expect[s]) || memcmp(text, expect[s], len) != 0) abort();
    for (size_t k = 0; k < len; k++) putchar(text[k]);
    putchar('\n');
  }
  uint32_t x = 3u;
  for (size_t n = 0; n < sizeof bytes; n += 7) {
    for (size_t i = 0; i < n; i++) {
      x = x * 1664525u + 1013904223u;
      bytes[i] = (uint8_t)(x >> 24);
    }
    size_t len = encode(bytes, n, text);
    int m = decode(text, back);
    if (m != (int)n || memcmp(bytes, back, n) != 0) abort();
    for (size_t k = 0; k < len; k += 5) h = (h ^ (unsigned char)text[k]) * 16777619u;
    h = (h ^ (uint32_t)len) * 16777619u;
  }
  static const char *bad[] = {"Zg=", "Z===", "Zm9v!A==", "=Zm9", "Zg==Zg=="};
  for (unsigned s = 0; s < sizeof bad / sizeof bad[0]; s++) h = (h ^ (uint32_t)decode(bad[s], back)) * 16777619u;
  return (int)(h & 0x7fffffff);
}
