/* switch_dense.c — dense switches: cases 0..15 with fall-through, shared bodies and a default, used as a tiny
 * instruction decoder. At -O0 clang emits a `switch` that back ends lower to a jump table (x86, ARM) or a compare
 * tree; at -O2 some switches become lookup tables (@switch.table globals) or select chains. Exercises jump tables,
 * range checks before the table, and phi nodes with many incoming edges.
 */
#include <stdint.h>

static uint32_t h = 2166136261u;
static void mix(uint32_t v) { h = (h ^ v) * 16777619u; }

static int32_t apply(unsigned op, int32_t a, int32_t b) {
  switch (op) {
  case 0: return a + b;
  case 1: return a - b;
  case 2: return (int32_t)((uint32_t)a * (uint32_t)b);
  case 3: return a & b;
  case 4: return a | b;
  case 5: return a ^ b;
  case 6: return (int32_t)((uint32_t)a << (b & 31));
  case 7: return (int32_t)((uint32_t)a >> (b & 31));
  case 8: return a >> (b & 31);
  case 9: return a < b;
  case 10: return (uint32_t)a < (uint32_t)b;
  case 11: return a == b ? 1 : -1;
  case 12: /* fall through */
  case 13: return a > b ? a : b;
  case 14: return b != 0 && !(a == INT32_MIN && b == -1) ? a / b : 0;
  default: return ~a;
  }
}

/* Fall-through accumulation: case k adds the contributions of all cases below it. */
static int fallthrough_weight(unsigned k) {
  int w = 0;
  switch (k) {
  case 7: w += 64;
  case 6: w += 32;
  case 5: w += 16;
  case 4: w += 8;
  case 3: w += 4;
  case 2: w += 2;
  case 1: w += 1;
  case 0: break;
  default: w = -1;
  }
  return w;
}

/* A dense switch that -O2 turns into a lookup table. */
static int days_in_month(int m) {
  switch (m) {
  case 1: return 31;
  case 2: return 28;
  case 3: return 31;
  case 4: return 30;
  case 5: return 31;
  case 6: return 30;
  case 7: return 31;
  case 8: return 31;
  case 9: return 30;
  case 10: return 31;
  case 11: return 30;
  case 12: return 31;
  default: return 0;
  }
}

static char hexch(unsigned v) {
  switch (v & 15u) {
  case 0: return '0'; case 1: return '1'; case 2: return '2'; case 3: return '3';
  case 4: return '4'; case 5: return '5'; case 6: return '6'; case 7: return '7';
  case 8: return '8'; case 9: return '9'; case 10: return 'a'; case 11: return 'b';
  case 12: return 'c'; case 13: return 'd'; case 14: return 'e'; default: return 'f';
  }
}

int main(void) {
  uint32_t x = 0xdeadbeefu;
  int32_t acc = 1;
  for (int i = 0; i < 1200; i++) {
    x = x * 1664525u + 1013904223u;
    int32_t b = (int32_t)(x >> 9) - (1 << 21);
    acc = apply((x >> 28) ^ (unsigned)(i & 1), acc, b);
    mix((uint32_t)acc);
  }
  for (unsigned k = 0; k < 10; k++) mix((uint32_t)fallthrough_weight(k));
  int total = 0;
  for (int y = 0; y < 40; y++)
    for (int m = 0; m <= 13; m++) total += days_in_month(m);
  mix((uint32_t)total);
  for (unsigned v = 0; v < 64; v++) mix((uint32_t)hexch(v * 7u));
  return (int)(h & 0x7fffffff);
}
