/* Tessera's freestanding C library: <stdlib.h>.
 * Declares exactly what the shared runtime implements (oracles/runtime.ts, runtime-libc.ts): program
 * exit, the heap (a deterministic allocator with a 64 MiB budget: malloc returns NULL beyond it),
 * and abs/labs. */
#ifndef TESSERA_STDLIB_H
#define TESSERA_STDLIB_H

#include <stddef.h>

#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1

_Noreturn void abort(void);
_Noreturn void exit(int status);

void *malloc(size_t size);
void *calloc(size_t nmemb, size_t size);
void *realloc(void *ptr, size_t size);
void free(void *ptr);

int abs(int j);
long labs(long j);

#endif
