/* Tessera's freestanding C library: <stdio.h>.
 * Declares exactly what the shared runtime implements (oracles/runtime-libc.ts, runtime-printf.ts,
 * runtime-stdio.ts, runtime-files.ts): the streams stdout and stderr, both writing to the run's one
 * output, in call order, and files in a deterministic in-memory file system (no host file is
 * touched): tmpnam names "/tmp/tessera.N", fopen modes r w a (b allowed, no "+"), freopen of stdout
 * (stdout's bytes then go to the file), fscanf's %s %d %c; the printf family supports the conversions d i u o x X c s
 * p % with flags, width, precision and the length modifiers hh h l ll j z t (no floating point,
 * no %n); the v-forms read a va_list as the target's ABI lays it out. */
#ifndef TESSERA_STDIO_H
#define TESSERA_STDIO_H

#include <stdarg.h>
#include <stddef.h>

#define EOF (-1)

/* An opaque stream: stdout 1, stderr 2, opened files 3, 4, ... (the runtime checks the value). */
typedef struct __tessera_file FILE;
#define stdout ((FILE *)1)
#define stderr ((FILE *)2)

#define L_tmpnam 20
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2

char *tmpnam(char *s);
FILE *fopen(const char *__restrict path, const char *__restrict mode);
FILE *freopen(const char *__restrict path, const char *__restrict mode, FILE *__restrict stream);
int fclose(FILE *stream);
int fflush(FILE *stream);
int fgetc(FILE *stream);
int getc(FILE *stream);
char *fgets(char *__restrict s, int n, FILE *__restrict stream);
size_t fread(void *__restrict ptr, size_t size, size_t n, FILE *__restrict stream);
size_t fwrite(const void *__restrict ptr, size_t size, size_t n, FILE *__restrict stream);
int fscanf(FILE *__restrict stream, const char *__restrict format, ...);
int feof(FILE *stream);
int ferror(FILE *stream);
int fseek(FILE *stream, long offset, int whence);
long ftell(FILE *stream);
void rewind(FILE *stream);
int remove(const char *path);

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
