/* Tessera's freestanding C library: <setjmp.h>.
 * setjmp/longjmp as runtime functions (common/image.ts stubs; the harness services them in
 * simulators/sjlj.ts, the interpreter in oracles/interpreter/sjlj.ts). jmp_buf has room for what a
 * C library keeps there on each target — the callee-saved registers, sp and the return address:
 * 6 words on x86-32 (ebx, esi, edi, ebp), 8 on x86-64 (rbx, rbp, r12-r15), 10 on ARM and Thumb
 * (r4-r11) — but Tessera's runtime keeps the registers itself and writes only the buffer's own
 * address in its first word, the same on the machine and the interpreter (so a global jmp_buf
 * compares equal in the memory digest). longjmp(env, 0) makes setjmp return 1 (C11 7.13.2.1). */
#ifndef TESSERA_SETJMP_H
#define TESSERA_SETJMP_H

#if defined(__x86_64__)
typedef long jmp_buf[8];
#elif defined(__i386__)
typedef long jmp_buf[6];
#else
typedef long jmp_buf[10];
#endif

__attribute__((returns_twice)) int setjmp(jmp_buf env);
_Noreturn void longjmp(jmp_buf env, int val);

#endif
