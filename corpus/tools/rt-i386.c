/* Minimal freestanding i386 Linux runtime for check-native.sh: runs the ll/x86-32 files natively without a 32-bit
 * libc. Provides _start, exit, abort (exit code 134, like SIGABRT through a shell), putchar (buffered write(2)),
 * memcpy, memmove, memset, memcmp and strlen; 64-bit division comes from compiler-rt builtins. Checking tool only:
 * the inline asm here is for system calls and is not part of any corpus program. */
typedef unsigned int size_t;
static int sys3(int n, int a, int b, int c) {
  int r;
  __asm__ volatile("int $0x80" : "=a"(r) : "a"(n), "b"(a), "c"(b), "d"(c) : "memory");
  return r;
}
static char obuf[65536];
static unsigned olen;
static void flush(void) { if (olen) sys3(4, 1, (int)obuf, (int)olen); olen = 0; }
void exit(int code) { flush(); for (;;) sys3(1, code, 0, 0); }
void abort(void) { flush(); for (;;) sys3(1, 134, 0, 0); }
int putchar(int c) { if (olen == sizeof obuf) flush(); obuf[olen++] = (char)c; return c & 255; }
void *memcpy(void *d, const void *s, size_t n) { char *a = d; const char *b = s; while (n--) *a++ = *b++; return d; }
void *memmove(void *d, const void *s, size_t n) {
  char *a = d; const char *b = s;
  if (a < b) while (n--) *a++ = *b++; else { a += n; b += n; while (n--) *--a = *--b; }
  return d;
}
void *memset(void *d, int c, size_t n) { char *a = d; while (n--) *a++ = (char)c; return d; }
int memcmp(const void *x, const void *y, size_t n) {
  const unsigned char *a = x, *b = y;
  for (; n; n--, a++, b++) if (*a != *b) return *a - *b;
  return 0;
}
size_t strlen(const char *s) { size_t n = 0; while (s[n]) n++; return n; }
int main(void);
void __attribute__((used)) start_c(void) { exit(main()); }
__asm__(".globl _start\n_start:\n andl $-16, %esp\n call start_c\n");
