/* narrow_fields.c — structs with narrow signed and unsigned fields (int8_t, uint8_t, int16_t, uint16_t) and C
 * bit-fields, updated with wrap-around arithmetic and bit manipulation. Exercises sign and zero extension on load
 * (movsx/movzx, ldrsb/ldrb/ldrsh/ldrh; Thumb-1 has only register-offset ldrsb/ldrsh), truncation on store,
 * byte and halfword stores, masking and shifting for bit-field insert and extract, and i8/i16 values carried in
 * registers (where a back end must know which high bits are defined). Conversions to narrow signed types are
 * modular in clang (implementation-defined, never undefined).
 */
#include <stdint.h>

void abort(void);

struct pixel {
  int8_t dx;
  uint8_t r, g, b;
  int16_t dy;
  uint16_t flags;
};

struct packed_bits {
  unsigned kind : 3;
  signed delta : 5;
  unsigned hue : 8;
  unsigned valid : 1;
  signed big : 12;
};

static struct pixel px[40];
static struct packed_bits pb[24];

static uint32_t h = 2166136261u;
static void mix(uint32_t v) { h = (h ^ v) * 16777619u; }

static void step_pixel(struct pixel *p, uint32_t rnd) {
  p->dx = (int8_t)(p->dx + (int8_t)(rnd & 0xff));      /* wraps modulo 256 */
  p->r = (uint8_t)(p->r + 37u);
  p->g = (uint8_t)((p->g << 1) ^ ((p->g >> 7) * 0x1bu)); /* AES xtime: GF(2^8) doubling */
  p->b ^= (uint8_t)(rnd >> 8);
  p->dy = (int16_t)(p->dy - (int16_t)(rnd >> 12));
  p->flags = (uint16_t)(p->flags ^ (1u << (rnd % 16u)));
  if (p->dx < 0) p->flags = (uint16_t)(p->flags | 0x8000u);
  else p->flags = (uint16_t)(p->flags & 0x7fffu);
}

static int32_t signed_sum(const struct pixel *p, int n) {
  int32_t s = 0;
  for (int i = 0; i < n; i++) s += p[i].dx * 3 + p[i].dy;
  return s;
}

static uint32_t pack(const struct pixel *p) {
  return ((uint32_t)p->r << 24) | ((uint32_t)p->g << 16) | ((uint32_t)p->b << 8) | (uint8_t)p->dx;
}

static void unpack(struct pixel *p, uint32_t v) {
  p->r = (uint8_t)(v >> 24);
  p->g = (uint8_t)(v >> 16);
  p->b = (uint8_t)(v >> 8);
  p->dx = (int8_t)(uint8_t)v;
}

static int popcount16(uint16_t v) {
  static const uint8_t nib[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
  return nib[v & 15] + nib[(v >> 4) & 15] + nib[(v >> 8) & 15] + nib[v >> 12];
}

int main(void) {
  uint32_t x = 0x1234567u;
  for (int i = 0; i < 40; i++) {
    px[i].dx = (int8_t)(i * 7 - 100);
    px[i].r = (uint8_t)(i * 13);
    px[i].g = (uint8_t)(255 - i);
    px[i].b = (uint8_t)i;
    px[i].dy = (int16_t)(i * 1000 - 20000);
    px[i].flags = (uint16_t)(i * 4099u);
  }
  for (int round = 0; round < 20; round++) {
    for (int i = 0; i < 40; i++) {
      x ^= x << 13;
      x ^= x >> 17;
      x ^= x << 5;
      step_pixel(&px[i], x);
    }
    mix((uint32_t)signed_sum(px, 40));
  }
  for (int i = 0; i < 40; i++) {
    uint32_t v = pack(&px[i]);
    struct pixel q = px[i];
    unpack(&q, v);
    if (q.dx != px[i].dx || q.r != px[i].r || q.g != px[i].g || q.b != px[i].b) abort();
    mix(v);
    mix((uint32_t)popcount16(px[i].flags));
    mix((uint32_t)(int32_t)px[i].dy);
  }
  for (int i = 0; i < 24; i++) {
    pb[i].kind = (unsigned)i & 7u;
    pb[i].delta = (i % 31) - 15;
    pb[i].hue = (unsigned)(i * 45) & 0xffu;
    pb[i].valid = (unsigned)(i & 1);
    pb[i].big = i * 170 - 2000;
  }
  for (int round = 0; round < 20; round++)
    for (int i = 0; i < 24; i++) {
      struct packed_bits *b = &pb[i];
      b->kind = (b->kind + 3u) & 7u;
      int d = b->delta + (round & 3) - 1;
      if (d > 15) d -= 32;
      if (d < -16) d += 32;
      b->delta = d;
      b->hue = (b->hue * 5u + 1u) & 0xffu;
      b->valid = !b->valid;
      int g = b->big + b->delta * 7;
      if (g > 2047) g -= 4096;
      if (g < -2048) g += 4096;
      b->big = g;
    }
  for (int i = 0; i < 24; i++) {
    mix(pb[i].kind | ((uint32_t)pb[i].hue << 3) | ((uint32_t)pb[i].valid << 11));
    mix((uint32_t)(int32_t)pb[i].delta);
    mix((uint32_t)(int32_t)pb[i].big);
  }
  return (int)(h & 0x7fffffff);
}
