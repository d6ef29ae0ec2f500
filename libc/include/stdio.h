/* Tessera's freestanding C library: <stdio.h>.
 * Declares exactly what the shared runtime implements (oracles/runtime-libc.ts, runtime-printf.ts):
 * output to stdout only; printf/sprintf support the conversions d i u o x X c s p % with flags,
 * width, precision and the length modifiers hh h l ll j z t (no floating point, no %n). */
#ifndef TESSERA_STDIO_H
#define TESSERA_STDIO_H

#include <stddef.h>

#define EOF (-1)

int putchar(int c);
int puts(const char *s);
int printf(const char *__restrict format, ...);
int sprintf(char *__restrict s, const char *__restrict format, ...);

#endif
