/* Tessera's freestanding C library: <string.h>.
 * Declares exactly what the shared runtime implements (oracles/runtime.ts, runtime-libc.ts). */
#ifndef TESSERA_STRING_H
#define TESSERA_STRING_H

#include <stddef.h>

void *memcpy(void *__restrict s1, const void *__restrict s2, size_t n);
void *memmove(void *s1, const void *s2, size_t n);
void *memset(void *s, int c, size_t n);
int memcmp(const void *s1, const void *s2, size_t n);
void *memchr(const void *s, int c, size_t n);
/* GNU: memcpy returning the end of the copy. */
void *mempcpy(void *__restrict s1, const void *__restrict s2, size_t n);

size_t strlen(const char *s);
int strcmp(const char *s1, const char *s2);
int strncmp(const char *s1, const char *s2, size_t n);
char *strcpy(char *__restrict s1, const char *__restrict s2);
char *strncpy(char *__restrict s1, const char *__restrict s2, size_t n);
char *strcat(char *__restrict s1, const char *__restrict s2);
char *strncat(char *__restrict s1, const char *__restrict s2, size_t n);
char *strchr(const char *s, int c);
char *strrchr(const char *s, int c);
char *strstr(const char *s1, const char *s2);

#endif
