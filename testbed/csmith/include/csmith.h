/* Tessera's csmith.h: the runtime a Csmith-generated program includes (issue 19, Deliver 6, Csmith).
 *
 * Requires: compiled with `-I <this folder> -I <libcsmith-dev's folder>` (testbed/csmith/generate.ts,
 * /usr/include/csmith on Debian), this folder first, so that a generated program's #include "csmith.h"
 * finds this file and not libcsmith-dev's; Tessera's libc/include for the C library.
 * Produces what Csmith's csmith.h + random_inc.h + platform_generic.h give a program (the macros
 * safe_math.h needs, the CRC-32 over the globals, platform_main_begin/end) with no printf and no
 * floating point: platform_main_end stores the checksum in the global `tessera_csmith_checksum`, so
 * the memory digest that the interpreter and the emulator compare carries it (the CRC context is a
 * global too). The overflow-safe arithmetic (safe_math.h) is libcsmith-dev's, unchanged.
 * The CRC is the reflected CRC-32 (polynomial 0xEDB88320) Csmith's own runtime computes, so a
 * checksum here equals the one a native build of the program prints. */
#ifndef TESSERA_CSMITH_H
#define TESSERA_CSMITH_H

#include <float.h>
#include <limits.h>
#include <stdint.h>
#include <string.h>

/* The hooks random_inc.h defines for its checked-arithmetic logging and Deputy annotations: all off. */
#define COUNT(n)
#define TC
#define SAFE
#define UNDEFINED(v) (v)
#define LOG_INDEX
#define LOG_EXEC
#define STATIC static

#define FUNC_NAME(x) (safe_##x)
#include "safe_math.h"
#undef FUNC_NAME

#define INT_BIT (sizeof(int) * CHAR_BIT)
#define _CSMITH_BITFIELD(x) (((x) > INT_BIT) ? ((x) % INT_BIT) : (x))

static uint32_t crc32_tab[256];
static uint32_t crc32_context = 0xFFFFFFFFUL;

/* The checksum the program ends with (platform_main_end): a global, so it is in the memory digest. */
uint32_t tessera_csmith_checksum;

static void crc32_gentab(void) {
  for (uint32_t n = 0; n < 256; n++) {
    uint32_t r = n;
    for (int bit = 0; bit < 8; bit++) r = (r >> 1) ^ ((r & 1) ? 0xEDB88320UL : 0);
    crc32_tab[n] = r;
  }
}

static void crc32_byte(uint8_t b) {
  crc32_context = (crc32_context >> 8) ^ crc32_tab[(crc32_context ^ b) & 0xFF];
}

/* Csmith hashes every value as 8 little-endian bytes (its long-long build). */
static void transparent_crc(uint64_t val, char *vname, int flag) {
  (void)vname;
  (void)flag;
  for (int k = 0; k < 64; k += 8) crc32_byte((uint8_t)(val >> k));
}

static void transparent_crc_bytes(char *ptr, int nbytes, char *vname, int flag) {
  (void)vname;
  (void)flag;
  for (int k = 0; k < nbytes; k++) crc32_byte((uint8_t)ptr[k]);
}

static void platform_main_begin(void) {}

static void platform_main_end(uint32_t crc, int flag) {
  (void)flag;
  tessera_csmith_checksum = crc;
}

#endif
