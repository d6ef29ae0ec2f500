/* Tessera's freestanding C library: <stdio.h>.
 * Declares exactly what the shared runtime implements (oracles/runtime-libc.ts, runtime-printf.ts,
 * runtime-stdio.ts): the streams stdout and stderr only (no file is ever opened), both writing to
 * the run's one output, in call order; the printf family supports the conversions d i u o x X c s
 * p % with flags, width, precision and the length modifiers hh h l ll j z t (no floating point,
 * no %n); the v-forms read a va_list as the target's ABI lays it out. */
#ifndef TESSERA_STDIO_H
#define TESSERA_STDIO_H

#include <stdarg.h>
#include <stddef.h>

#define EOF (-1)

/* An opaque stream: stdout and stderr are the only ones (the runtime checks the value). */
typedef struct __tessera_file FILE;
#define stdout ((FILE *)1)
#define stderr ((FILE *)2)

int putchar(int c);
int puts(const char *s);
int fputs(const char *__restrict s, FILE *__restrict stream);
int fputc(int c, FILE *stream);
int putc(int c, FILE *stream);
int printf(const char *__restrict format, ...);
int fprintf(FILE *__restrict stream, const char *__restrict format, ...);
int sprintf(char *__restrict s, const char *__restrict format, ...);
int snprintf(char *__restrict s, size_t n, const char *__restrict format, ...);
int vprintf(const char *__restrict format, va_list ap);
int vfprintf(FILE *__restrict stream, const char *__restrict format, va_list ap);
int vsprintf(char *__restrict s, const char *__restrict format, va_list ap);
int vsnprintf(char *__restrict s, size_t n, const char *__restrict format, va_list ap);

#endif
