/* stack_vm.c — a small bytecode interpreter: a stack machine with 20 opcodes (arithmetic, compares, local
 * variables, conditional and unconditional jumps, calls and returns with a separate return stack) dispatched by a
 * switch in a loop. Runs three bytecode programs (sum of primes below 70 by trial division, iterative Fibonacci modulo a
 * prime, and a recursive factorial through CALL/RET), prints their results and ends through exit(). Exercises a
 * large switch with a hot dispatch loop, memory-resident stacks indexed by a moving stack pointer, and signed
 * 32-bit arithmetic with explicit wrap-around done in unsigned.
 */
#include <stdint.h>

void abort(void);
void exit(int);
int putchar(int);

enum {
  OP_HALT, OP_PUSH, OP_POP, OP_DUP, OP_SWAP, OP_OVER, OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_MOD,
  OP_LT, OP_EQ, OP_NOT, OP_LOAD, OP_STORE, OP_JMP, OP_JZ, OP_CALL, OP_RET
};

#define STACK 64

struct vm {
  int32_t stack[STACK];
  int32_t locals[8];
  int32_t rstack[32];
  int sp, rsp;
  uint32_t steps;
};

static int32_t code[160];
static int ncode;

static int32_t run(struct vm *m, int pc) {
  m->sp = 0;
  m->rsp = 0;
  for (;;) {
    int32_t op = code[pc++], a, b;
    m->steps++;
    if (m->sp < 0 || m->sp > STACK - 2 || m->rsp < 0 || m->rsp > 31) abort();
    switch (op) {
    case OP_HALT: return m->sp > 0 ? m->stack[m->sp - 1] : 0;
    case OP_PUSH: m->stack[m->sp++] = code[pc++]; break;
    case OP_POP: m->sp--; break;
    case OP_DUP: m->stack[m->sp] = m->stack[m->sp - 1]; m->sp++; break;
    case OP_SWAP: a = m->stack[m->sp - 1]; m->stack[m->sp - 1] = m->stack[m->sp - 2]; m->stack[m->sp - 2] = a; break;
    case OP_OVER: m->stack[m->sp] = m->stack[m->sp - 2]; m->sp++; break;
    case OP_ADD: b = m->stack[--m->sp]; a = m->stack[m->sp - 1]; m->stack[m->sp - 1] = (int32_t)((uint32_t)a + (uint32_t)b); break;
    case OP_SUB: b = m->stack[--m->sp]; a = m->stack[m->sp - 1]; m->stack[m->sp - 1] = (int32_t)((uint32_t)a - (uint32_t)b); break;
    case OP_MUL: b = m->stack[--m->sp]; a = m->stack[m->sp - 1]; m->stack[m->sp - 1] = (int32_t)((uint32_t)a * (uint32_t)b); break;
    case OP_DIV: b = m->stack[--m->sp]; a = m->stack[m->sp - 1]; m->stack[m->sp - 1] = (b == 0 || (a == INT32_MIN && b == -1)) ? 0 : a / b; break;
    case OP_MOD: b = m->stack[--m->sp]; a = m->stack[m->sp - 1]; m->stack[m->sp - 1] = (b == 0 || (a == INT32_MIN && b == -1)) ? 0 : a % b; break;
    case OP_LT: b = m->stack[--m->sp]; a = m->stack[m->sp - 1]; m->stack[m->sp - 1] = a < b; break;
    case OP_EQ: b = m->stack[--m->sp]; a = m->stack[m->sp - 1]; m->stack[m->sp - 1] = a == b; break;
    case OP_NOT: m->stack[m->sp - 1] = !m->stack[m->sp - 1]; break;
    case OP_LOAD: m->stack[m->sp++] = m->locals[code[pc++] & 7]; break;
    case OP_STORE: m->locals[code[pc++] & 7] = m->stack[--m->sp]; break;
    case OP_JMP: pc = code[pc]; break;
    case OP_JZ: a = m->stack[--m->sp]; pc = a == 0 ? code[pc] : pc + 1; break;
    case OP_CALL: m->rstack[m->rsp++] = pc + 1; pc = code[pc]; break;
    case OP_RET: pc = m->rstack[--m->rsp]; break;
    default: abort();
    }
  }
}

/* Bytecode is assembled at run time, with forward jumps patched once their target is known. */

static void e1(int32_t op) { code[ncode++] = op; }
static void e2(int32_t op, int32_t arg) {
  code[ncode++] = op;
  code[ncode++] = arg;
}
static int fwd(int32_t op) { /* emits op with an unknown target, returns the slot to patch */
  code[ncode++] = op;
  code[ncode] = -1;
  return ncode++;
}
static void patch(int slot) { code[slot] = ncode; }

/* Sum of the primes below 70 by trial division. Locals: 0 = n, 1 = d, 2 = sum, 3 = isprime. */
static int asm_primes(void) {
  int entry = ncode;
  e2(OP_PUSH, 0); e2(OP_STORE, 2); e2(OP_PUSH, 2); e2(OP_STORE, 0);
  int outer = ncode;
  e2(OP_LOAD, 0); e2(OP_PUSH, 70); e1(OP_LT);
  int to_end = fwd(OP_JZ);
  e2(OP_PUSH, 1); e2(OP_STORE, 3); e2(OP_PUSH, 2); e2(OP_STORE, 1);
  int inner = ncode;
  e2(OP_LOAD, 0); e2(OP_LOAD, 1); e1(OP_DUP); e1(OP_MUL); e1(OP_LT); e1(OP_NOT); /* n < d*d: done */
  int to_done = fwd(OP_JZ);
  e2(OP_LOAD, 0); e2(OP_LOAD, 1); e1(OP_MOD);
  int to_composite = fwd(OP_JZ);
  e2(OP_LOAD, 1); e2(OP_PUSH, 1); e1(OP_ADD); e2(OP_STORE, 1); e2(OP_JMP, inner);
  patch(to_composite);
  e2(OP_PUSH, 0); e2(OP_STORE, 3);
  patch(to_done);
  e2(OP_LOAD, 3);
  int to_next = fwd(OP_JZ);
  e2(OP_LOAD, 2); e2(OP_LOAD, 0); e1(OP_ADD); e2(OP_STORE, 2);
  patch(to_next);
  e2(OP_LOAD, 0); e2(OP_PUSH, 1); e1(OP_ADD); e2(OP_STORE, 0); e2(OP_JMP, outer);
  patch(to_end);
  e2(OP_LOAD, 2); e1(OP_HALT);
  return entry;
}

/* fib(30) mod 1000003, iteratively. Locals: 0 = a, 1 = b, 2 = k. */
static int asm_fib(void) {
  int entry = ncode;
  e2(OP_PUSH, 0); e2(OP_STORE, 0); e2(OP_PUSH, 1); e2(OP_STORE, 1); e2(OP_PUSH, 30); e2(OP_STORE, 2);
  int loop = ncode;
  e2(OP_LOAD, 2);
  int to_end = fwd(OP_JZ);
  e2(OP_LOAD, 0); e2(OP_LOAD, 1); e1(OP_ADD); e2(OP_PUSH, 1000003); e1(OP_MOD); /* new b */
  e2(OP_LOAD, 1); e2(OP_STORE, 0); e2(OP_STORE, 1);                          /* a = old b */
  e2(OP_LOAD, 2); e2(OP_PUSH, 1); e1(OP_SUB); e2(OP_STORE, 2); e2(OP_JMP, loop);
  patch(to_end);
  e2(OP_LOAD, 0); e1(OP_HALT);
  return entry;
}

/* factorial(10) through recursive CALL/RET; argument and result on the data stack. */
static int asm_fact(void) {
  int entry = ncode;
  e2(OP_PUSH, 10);
  int call0 = fwd(OP_CALL);
  e1(OP_HALT);
  int fact = ncode;
  patch(call0);
  e1(OP_DUP); e2(OP_PUSH, 2); e1(OP_LT);
  int to_rec = fwd(OP_JZ);
  e1(OP_RET);
  patch(to_rec);
  e1(OP_DUP); e2(OP_PUSH, 1); e1(OP_SUB); e2(OP_CALL, fact); e1(OP_MUL); e1(OP_RET);
  return entry;
}

static void print_int(int32_t v) {
  char d[12];
  int n = 0;
  uint32_t u = v < 0 ? 0u - (uint32_t)v : (uint32_t)v;
  if (v < 0) putchar('-');
  do {
    d[n++] = (char)('0' + u % 10u);
    u /= 10u;
  } while (u);
  while (n) putchar(d[--n]);
  putchar('\n');
}

static struct vm machine;

int main(void) {
  uint32_t h = 2166136261u;
  int primes = asm_primes(), fib = asm_fib(), fact = asm_fact();
  int32_t p = run(&machine, primes);
  print_int(p);
  if (p != 568) abort();
  int32_t f = run(&machine, fib);
  print_int(f);
  int32_t fa = run(&machine, fact);
  print_int(fa);
  if (fa != 3628800) abort();
  h = (h ^ (uint32_t)p) * 16777619u;
  h = (h ^ (uint32_t)f) * 16777619u;
  h = (h ^ (uint32_t)fa) * 16777619u;
  h = (h ^ machine.steps) * 16777619u;
  exit((int)(h & 0x7fffffff));
  return 0; /* not reached: exit is declared without noreturn */
}
