// Calls as C makes them (issue 19, Deliver 2), end to end on every target under every selector, each
// with a rotating allocator (regression-cells.ts's sample; every cell with TESSERA_FULL_SWEEP=1): (1) calls to functions declared without a prototype — abort(), exit(n) — and calls
// through an unprototyped declaration with several integer and pointer arguments (memcmp, memset,
// putchar serviced by the shared runtime), which clang-14 emits as `call (...)`/`call (ptr, ptr, i64, ...)`;
// on x86-64 the selected call carries a fixed use of rax holding 0 (%al = vector registers used,
// System V psABI 3.5.7) exactly when the call is variadic, and the allocation checker (on in every
// cell) proves the allocator honours it; (2) `main(int argc, char **argv)` entered with argc 1 and
// argv = {"prog", NULL} at common/image.ts's ARGV_BASE by the interpreter and the harness alike.
//
// llc-14 runs the same programs from the printed IR (the peer must accept variadic calls as printed).
// Requires clang-14 (loadProgram's UsageError names it), llc-14 and Unicorn. Each check of main sets one bit
// of the result (or the exit code), so a wrong argument anywhere changes what both sides report.

import t from 'tap';
import { ARGV_BASE, ARGV_STRING } from '../../common/image.js';
import type { CompiledModule } from '../../engine/codegen/pipeline.js';
import type { MInst } from '../../engine/mir/types.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import { isFailure, runCell } from '../../testbed/driver/backend.js';
import { findTarget, type TargetName } from '../../testbed/driver/targets.js';
import { cells, compileC } from './regression-cells.js';

const TARGETS: readonly TargetName[] = ['x86-32', 'x86-64', 'arm', 'thumb'];

/** abort() and exit() without prototypes; exit's code is the result, abort must not run. */
const UNPROTOTYPED = `int g;
__attribute__((noinline)) int twice(int x) { return 2 * x; }
int main() {
  g = twice(21);
  if (g != 42) abort();
  if (twice(g) == 84) exit(g - 30);
  abort();
}
`;

/** Calls through unprototyped declarations with pointer and integer arguments, answered by the runtime. */
const RUNTIME_VARIADIC = `int memcmp();
char *memset();
int putchar();
char a[8] = "abcdefg", b[8] = "abcxefg";
int r;
int main() {
  int bits = 0;
  if (memcmp(a, b, (unsigned long)3) == 0) bits |= 1;
  if (memcmp(a, b, (unsigned long)4) < 0) bits |= 2;
  if (memset(b, 'q', (unsigned long)2) == b) bits |= 4;
  if (b[0] == 'q' && b[1] == 'q' && b[2] == 'c') bits |= 8;
  if (putchar('A' + bits) == 'A' + bits) bits |= 16;
  r = bits;
  exit(bits);
}
`;

/** main(argc, argv): argc, argv[0]'s characters and terminator, argv[argc] == NULL, and argv's address. */
const ARGV = `char *saved;
int main(int argc, char **argv) {
  int bits = 0;
  if (argc == 1) bits |= 1;
  if (argv[0][0] == 'p' && argv[0][3] == 'g') bits |= 2;
  if (argv[0][4] == 0) bits |= 4;
  if (argv[argc] == 0) bits |= 8;
  argv[0][0] = 'P';
  if (argv[0][0] == 'P') bits |= 16;
  saved = argv[0];
  return bits;
}
`;

t.test('unprototyped abort() and exit(n) on every target, sampled cells', async (t) => {
  for (const target of TARGETS) {
    const m = compileC('unprototyped', UNPROTOTYPED, target, 1);
    t.equal(interpret(m).exit, 12, `${target}: exit(12) in the interpreter`);
    cells(t, m, target);
  }
});

/** The call MInsts of a compiled module, with whether each has a fixed use of rax defined by a const 0. */
function callsWithAl(c: CompiledModule): { callee: string; al: boolean }[] {
  const out: { callee: string; al: boolean }[] = [];
  for (const f of c.functions) {
    const zero = new Set<number>();
    for (const b of f.mir.blocks) {
      for (const i of b.insts as readonly MInst[]) {
        if (i.kind === 'const' && i.value === 0n) zero.add(i.regs[0]!.vreg);
        if (i.kind !== 'isa' || i.callee === undefined) continue;
        const al = i.regs.some((r) => r.kind === 'use' && r.constraint.kind === 'fixed' && r.constraint.preg === 'rax' && zero.has(r.vreg));
        out.push({ callee: i.callee, al });
      }
    }
  }
  return out;
}

t.test('calls through unprototyped declarations with pointer and integer arguments, sampled cells; %al on x86-64', async (t) => {
  for (const target of TARGETS) {
    const m = compileC('runtime-variadic', RUNTIME_VARIADIC, target, 1);
    const ref = interpret(m);
    t.equal(ref.exit, 31, `${target}: every check holds in the interpreter`);
    t.equal(Buffer.from(ref.stdout).toString('latin1'), 'P', `${target}: putchar's output`);
    let looked = 0;
    cells(t, m, target, undefined, (compiled) => {
      const calls = callsWithAl(compiled);
      // Every call here is variadic (unprototyped callees): x86-64 sets %al for each, no other target does.
      const want = target === 'x86-64';
      if (looked++ === 0) t.ok(calls.length >= 5, `${target}: the calls are selected as calls`);
      for (const c of calls) if (c.al !== want) t.fail(`${target}: call to ${c.callee} ${want ? 'without' : 'with'} %al = 0`);
    });
  }
});

t.test('llc-14 compiles the printed variadic calls and main(argc, argv) alike (the peer sees the same program)', async (t) => {
  const settings = { entry: 'main', args: [], maxSteps: 1_000_000, exactHooks: false };
  for (const target of TARGETS) {
    for (const [name, src] of [
      ['runtime-variadic', RUNTIME_VARIADIC],
      ['argv', ARGV],
    ] as const) {
      const r = runCell(compileC(name, src, target, 1), findTarget(target)!, { backend: 'llc', regalloc: 'greedy' }, settings);
      if (isFailure(r)) t.fail(`${name} ${target} llc: ${r.status}: ${r.reason}`);
      else t.equal(r.matchesInterpreter, true, `${name} ${target} llc matches the interpreter`);
    }
  }
});

t.test('x86-64: a prototyped, non-variadic call does not set %al', async (t) => {
  const m = compileC(
    'prototyped',
    'int memcmp(const void *, const void *, unsigned long);\nchar a[2], b[2];\nint main(void) { return memcmp(a, b, 2); }\n',
    'x86-64',
    1,
  );
  cells(t, m, 'x86-64', [['maxmunch', 'linear-scan']], (compiled) => {
    t.same(callsWithAl(compiled), [{ callee: 'memcmp', al: false }]);
  });
});

t.test('main(argc, argv) is entered with argc 1 and argv {"prog", NULL} on both sides, sampled cells', async (t) => {
  for (const target of TARGETS) {
    const m = compileC('argv', ARGV, target, 1);
    const ref = interpret(m);
    t.equal(ref.status, 'ok', `${target}: the interpreter enters main(argc, argv) (${ref.reason ?? ''})`);
    t.equal(ref.return, 31n, `${target}: every check holds in the interpreter`);
    cells(t, m, target);
  }
  t.equal(ARGV_STRING - ARGV_BASE, 16n, 'the name follows the array in the argv block');
});

t.test('old C main(argc) alone is entered with argc 1 on both sides (a GCC torture test does this)', async (t) => {
  for (const target of TARGETS) {
    const m = compileC('argc', 'int g;\nint main(argc) int argc; { g = argc * 7; return argc + 40; }\n', target, 1);
    t.equal(interpret(m).return, 41n, `${target}: argc is 1`);
    cells(t, m, target, [
      ['maxmunch', 'linear-scan'],
      ['noltis', 'spill-all'],
    ]);
  }
});

t.test('explicit arguments still override the argv entry', async (t) => {
  const m = compileC('argv', 'int main(int argc, char **argv) { return argc; }\n', 'x86-64', 1);
  t.equal(interpret(m, { args: [2n, 0n] }).return, 2n);
  t.equal(interpret(m).return, 1n);
});
