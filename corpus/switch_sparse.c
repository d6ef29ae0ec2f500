/* switch_sparse.c — sparse switches over scattered constants (negative values, powers of two, large values, and
 * clusters), which back ends lower to binary search trees of compares, bit tests, or several small jump tables.
 * Also a switch on a 16-bit and an 8-bit value and on a 64-bit value (a compare pair per case on 32-bit targets).
 */
#include <stdint.h>

static uint32_t h = 2166136261u;
static void mix(uint32_t v) { h = (h ^ v) * 16777619u; }

static int classify(int32_t v) {
  switch (v) {
  case -100000: return 1;
  case -4096: return 2;
  case -7: return 3;
  case -1: return 4;
  case 0: return 5;
  case 3: return 6;
  case 64: return 7;
  case 65: return 8;
  case 66: return 9;
  case 67: return 10;
  case 1000: return 11;
  case 4096: return 12;
  case 65536: return 13;
  case 1000000: return 14;
  case 0x7ffffff0: return 15;
  default: return 0;
  }
}

/* Bit-test lowering candidate: membership of small values in a set. */
static int is_separator(unsigned char c) {
  switch (c) {
  case ' ': case '\t': case '\n': case ',': case ';': case ':': case '.': case '!': case '?':
    return 1;
  default:
    return 0;
  }
}

static int port_class(uint16_t port) {
  switch (port) {
  case 21: case 22: case 23: return 1;
  case 25: case 110: case 143: return 2;
  case 80: case 443: case 8080: return 3;
  case 53: return 4;
  case 65535: return 5;
  default: return port < 1024 ? 6 : 7;
  }
}

static int wide_case(int64_t v) {
  switch (v) {
  case -5000000000LL: return 1;
  case 4294967296LL: return 2;
  case 4294967295LL: return 3;
  case 1: return 4;
  case -1: return 5;
  case 0x123456789aLL: return 6;
  default: return 0;
  }
}

static const int32_t probes[] = {-100000, -4096, -7, -1, 0, 3, 64, 65, 66, 67, 1000, 4096, 65536, 1000000,
                                 0x7ffffff0, 5, -2, 68, 63, 999, 1001, 65535, 65537, -100001};
static const int64_t wides[] = {-5000000000LL, 4294967296LL, 4294967295LL, 1, -1, 0x123456789aLL, 0,
                                -4294967295LL, 0x12345678LL, 0x1123456789aLL};
static const char text[] = "Hello, world; this: is a test. Does it work? Yes!\tTabs\nand lines.";

int main(void) {
  uint32_t x = 12345u;
  for (int r = 0; r < 30; r++)
    for (unsigned i = 0; i < sizeof probes / sizeof probes[0]; i++) mix((uint32_t)classify(probes[i] + (r & 1)));
  for (int i = 0; i < 600; i++) {
    x = x * 1103515245u + 12345u;
    mix((uint32_t)classify((int32_t)(x >> 1) % 70));
    mix((uint32_t)port_class((uint16_t)((x >> 3) % 600u)));
  }
  for (unsigned p = 0; p < 70000u; p += 997u) mix((uint32_t)port_class((uint16_t)p));
  mix((uint32_t)port_class(443));
  mix((uint32_t)port_class(65535));
  for (int r = 0; r < 6; r++)
    for (unsigned i = 0; text[i]; i++) mix((uint32_t)is_separator((unsigned char)text[i]) << (r & 3));
  for (unsigned i = 0; i < sizeof wides / sizeof wides[0]; i++) mix((uint32_t)wide_case(wides[i]));
  return (int)(h & 0x7fffffff);
}
