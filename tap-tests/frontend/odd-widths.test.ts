// Front end: integer promotion of odd widths (engine/frontend/promote.ts). Three kinds of check:
// - the lowering of each rule, as printed engine IR (an i10 lives in an i16 with bits 10..15 zero);
// - the semantics of every binop and flag, icmp predicate and cast at widths i2..i63: the reference
//   interpreter runs the promoted module and is compared with an N-bit model written here (values,
//   poison results, and the UB of division), exhaustively for N <= 4, on edge and pseudo-random
//   values above;
// - a differential property: random odd-width programs as LLVM IR text, run by lli-14 as written
//   and by the interpreter after parseModule (and the printed promoted module by lli-14 too): 40
//   programs of a fixed seed (each costs two lli-14 starts), 80 with TESSERA_FULL_SWEEP=1.
import t from 'tap';
import fc from 'fast-check';
import { parseModule } from '../../engine/frontend/parse.js';
import { printModule } from '../../engine/ir/print.js';
import { ICMP_PREDS, type BinOp, type ICmpPred, type Module } from '../../engine/ir/types.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import type { Outcome } from '../../oracles/outcome.js';
import { lli } from '../helpers/llvm-tools.js';
import { oddProgram, oddRecipeArb } from '../helpers/random-odd-widths.js';
import { X86_64_HEADER } from './helpers.js';
import { FULL_SWEEP } from '../helpers/full-sweep.js';

const parse = (body: string): Module => parseModule(X86_64_HEADER + body, 't.ll');

/** The printed lines of @f's body, trimmed (the entry label included). */
function lowered(body: string): string[] {
  const m = parse(body);
  verifyModule(m);
  const lines = printModule(m).split('\n');
  const start = lines.findIndex((l) => l.startsWith('define') && l.includes('@f('));
  return lines
    .slice(start + 1, lines.indexOf('}', start))
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

// ---- the lowering of each rule ----

t.test('trunc, zext and sext follow the promotion rules', async (t) => {
  t.same(
    lowered(`
define i32 @f(i32 %x, i64 %y) {
  %a = trunc i32 %x to i10
  %b = trunc i64 %y to i48
  %c = zext i10 %a to i16
  %d = zext i10 %a to i32
  %e = sext i10 %a to i32
  %g = trunc i10 %a to i8
  %h = trunc i10 %a to i5
  %i = sext i5 %h to i10
  %j = trunc i48 %b to i33
  %k = add i16 %c, 1
  %l = sext i1 true to i3
  ret i32 %e
}`),
    [
      '0:',
      '%1 = trunc i32 %x to i16',
      '%a = and i16 %1, 1023', // to i10: trunc to i16, then mask
      '%b = and i64 %y, 281474976710655', // i48 lives in i64: the mask alone
      // zext i10 to i16 is %a itself: its bits 10..15 are zero
      '%d = zext i16 %a to i32',
      '%2 = shl i16 %a, 6',
      '%3 = ashr i16 %2, 6',
      '%e = sext i16 %3 to i32', // sign-extend within i16, then sext
      '%g = trunc i16 %a to i8',
      '%4 = trunc i16 %a to i8',
      '%h = and i8 %4, 31',
      '%5 = shl i8 %h, 3',
      '%6 = ashr i8 %5, 3',
      '%7 = sext i8 %6 to i16',
      '%i = and i16 %7, 1023',
      '%j = and i64 %b, 8589934591',
      '%k = add i16 %a, 1',
      '%8 = sext i1 true to i8',
      '%l = and i8 %8, 7',
      'ret i32 %e',
    ],
  );
});

t.test('binops compute in the promoted type and mask only when needed; constants are canonical', async (t) => {
  t.same(
    lowered(`
define i32 @f(i32 %x, i32 %y) {
  %a = trunc i32 %x to i10
  %b = trunc i32 %y to i10
  %add = add i10 %a, %b
  %and = and i10 %add, %b
  %or = or i10 %and, 1
  %udiv = udiv exact i10 %or, %b
  %lshr = lshr i10 %udiv, 2
  %sdiv = sdiv i10 %lshr, -3
  %m1 = add i10 %sdiv, -1
  %u = add i10 %m1, undef
  %z = zext i10 %u to i32
  ret i32 %z
}`),
    [
      '0:',
      '%1 = trunc i32 %x to i16',
      '%a = and i16 %1, 1023',
      '%2 = trunc i32 %y to i16',
      '%b = and i16 %2, 1023',
      '%3 = add i16 %a, %b',
      '%add = and i16 %3, 1023',
      '%and = and i16 %add, %b', // and/or/xor/udiv/urem/lshr: canonical in, canonical out
      '%or = or i16 %and, 1',
      '%udiv = udiv exact i16 %or, %b', // exact tests the same bits in i16
      '%lshr = lshr i16 %udiv, 2', // a constant amount below 10 needs no poison check
      '%4 = shl i16 %lshr, 6',
      '%5 = ashr i16 %4, 6', // the dividend sign-extended, -3 folded
      '%6 = sdiv i16 %5, -3',
      '%sdiv = and i16 %6, 1023', // a constant divisor other than -1: no INT_MIN guard
      '%7 = add i16 %sdiv, 1023',
      '%m1 = and i16 %7, 1023', // -1 as i10 is 1023
      '%8 = add i16 %m1, 0',
      '%u = and i16 %8, 1023', // undef i10 becomes 0
      '%z = zext i16 %u to i32',
      'ret i32 %z',
    ],
  );
});

t.test('variable shift amounts, poison flags and the INT_MIN / -1 guard', async (t) => {
  t.same(
    lowered(`
define i32 @f(i32 %x, i32 %y) {
  %a = trunc i32 %x to i10
  %b = trunc i32 %y to i10
  %s = shl nuw i10 %a, %b
  %d = sdiv i10 %s, %b
  %z = zext i10 %d to i32
  ret i32 %z
}`),
    [
      '0:',
      '%1 = trunc i32 %x to i16',
      '%a = and i16 %1, 1023',
      '%2 = trunc i32 %y to i16',
      '%b = and i16 %2, 1023',
      '%3 = icmp uge i16 %b, 10', // a shift by >= 10 is poison on i10
      '%4 = shl i16 %a, %b',
      '%5 = and i16 %4, 1023',
      '%6 = lshr i16 %5, %b',
      '%7 = icmp ne i16 %6, %a', // nuw: shifting back loses bits
      '%8 = select i1 %3, i16 poison, i16 %5',
      '%s = select i1 %7, i16 poison, i16 %8',
      '%9 = shl i16 %s, 6',
      '%10 = ashr i16 %9, 6',
      '%11 = shl i16 %b, 6',
      '%12 = ashr i16 %11, 6',
      '%13 = icmp eq i16 %s, 512',
      '%14 = icmp eq i16 %b, 1023',
      '%15 = and i1 %13, %14', // -512 / -1 on i10 ...
      '%16 = select i1 %15, i16 -32768, i16 %10', // ... divides -32768 on i16: UB there too
      '%17 = sdiv i16 %16, %12',
      '%d = and i16 %17, 1023',
      '%z = zext i16 %d to i32',
      'ret i32 %z',
    ],
  );
});

const CONTROL = `
define i32 @f(i32 %x) {
entry:
  %a = trunc i32 %x to i10
  %lt = icmp slt i10 %a, -5
  %ult = icmp ult i10 %a, 1000
  %s = select i1 %lt, i10 %a, i10 -1
  %fr = freeze i10 %s
  switch i10 %fr, label %other [
    i10 -1, label %minus1
    i10 5, label %join
  ]
minus1:
  br label %join
other:
  br label %join
join:
  %p = phi i10 [ 7, %minus1 ], [ %fr, %entry ], [ %a, %other ]
  %z = zext i10 %p to i32
  ret i32 %z
}`;

t.test('icmp, select, freeze, switch and phi on odd widths', async (t) => {
  t.same(lowered(CONTROL), [
    'entry:',
    '%0 = trunc i32 %x to i16',
    '%a = and i16 %0, 1023',
    '%1 = shl i16 %a, 6',
    '%2 = ashr i16 %1, 6',
    '%lt = icmp slt i16 %2, -5', // signed: sign-extended
    '%ult = icmp ult i16 %a, 1000', // unsigned: as is
    '%s = select i1 %lt, i16 %a, i16 1023',
    '%3 = freeze i16 %s',
    '%fr = and i16 %3, 1023', // a frozen poison may have any bits
    'switch i16 %fr, label %other [',
    'i16 1023, label %minus1',
    'i16 5, label %join',
    ']',
    'minus1:',
    'br label %join',
    'other:',
    'br label %join',
    'join:',
    '%p = phi i16 [ 7, %minus1 ], [ %fr, %entry ], [ %a, %other ]',
    '%z = zext i16 %p to i32',
    'ret i32 %z',
  ]);
  const m = parse(CONTROL);
  const run = (x: bigint): bigint | null => interpret(m, { entry: 'f', args: [x] }).return;
  t.equal(run(-6n), 1018n, '-6 < -5: the default case, %a = -6 as an unsigned i10');
  t.equal(run(-5n), 7n, '-5 < -5 is false: -1 selected, case i10 -1');
  t.equal(run(0x10000n + 5n), 7n, 'the upper bits of the i32 are dropped: 5 is not < -5, so -1 again');
  t.equal(run(0x3fen), 7n, '1022 is -2 on i10: not < -5, so -1');
  t.equal(run(0x3fan), 1018n, '1018 is -6 on i10: < -5, default');
  t.equal(run(0x200n), 512n, '512 is -512 on i10: < -5, default');
});

// ---- semantics against an N-bit model ----

/** What running one operation gives: an unsigned N-bit value, poison, or UB. */
type Result = bigint | 'poison' | 'ub: by zero' | 'ub: INT_MIN / -1';

function resultOf(o: Outcome): Result | string {
  if (o.status === 'ok') return BigInt.asUintN(64, o.return!);
  const reason = o.reason ?? '';
  if (o.status === 'ub' && reason.startsWith('return of a poison value')) return 'poison';
  if (o.status === 'ub' && / by zero /.test(reason)) return 'ub: by zero';
  if (o.status === 'ub' && /INT_MIN \/ -1/.test(reason)) return 'ub: INT_MIN / -1';
  return `${o.status}: ${reason}`;
}

/** Values to try at width n: all of them up to 4 bits, else edges and a few pseudo-random ones. */
function samples(n: number): bigint[] {
  const top = 1n << BigInt(n);
  if (n <= 4) return Array.from({ length: Number(top) }, (_, i) => BigInt(i));
  const half = top >> 1n;
  const edges = [0n, 1n, 2n, 3n, BigInt(n - 1), BigInt(n), half - 1n, half, half + 1n, top - 2n, top - 1n];
  let x = BigInt(n) * 0x9e3779b97f4a7c15n;
  for (let i = 0; i < 5; i++) {
    x = BigInt.asUintN(64, x * 6364136223846793005n + 1442695040888963407n);
    edges.push(x % top);
  }
  return [...new Set(edges)];
}

/** High garbage above bit n, which the trunc to iN must drop. */
const garbage = (v: bigint, n: number): bigint => BigInt.asUintN(64, v | (0x5a5a5a5a5a5a5a5an << BigInt(n)));

const WIDTHS = [2, 3, 5, 7, 10, 13, 24, 33, 48, 63];
const ARITH: Record<'add' | 'sub' | 'mul', (x: bigint, y: bigint) => bigint> = {
  add: (x, y) => x + y,
  sub: (x, y) => x - y,
  mul: (x, y) => x * y,
};

function modelBinop(op: BinOp, flags: readonly string[], n: number, a: bigint, b: bigint): Result {
  const u = (x: bigint): bigint => BigInt.asUintN(n, x);
  const s = (x: bigint): bigint => BigInt.asIntN(n, x);
  const has = (f: string): boolean => flags.includes(f);
  const [sa, sb] = [s(a), s(b)];
  const lost = (x: bigint, k: bigint): boolean => (x & ((1n << k) - 1n)) !== 0n;
  switch (op) {
    case 'add':
    case 'sub':
    case 'mul': {
      const f = ARITH[op];
      return (has('nuw') && f(a, b) !== u(f(a, b))) || (has('nsw') && f(sa, sb) !== s(f(sa, sb))) ? 'poison' : u(f(a, b));
    }
    case 'shl': {
      if (b >= BigInt(n)) return 'poison';
      const r = u(a << b);
      return (has('nuw') && r >> b !== a) || (has('nsw') && s(r) >> b !== sa) ? 'poison' : r;
    }
    case 'lshr':
    case 'ashr':
      if (b >= BigInt(n) || (has('exact') && lost(a, b))) return 'poison';
      return op === 'lshr' ? a >> b : u(sa >> b);
    case 'udiv':
    case 'urem':
      if (b === 0n) return 'ub: by zero';
      if (has('exact') && a % b !== 0n) return 'poison';
      return op === 'udiv' ? a / b : a % b;
    case 'sdiv':
    case 'srem':
      if (sb === 0n) return 'ub: by zero';
      if (sa === -(1n << BigInt(n - 1)) && sb === -1n) return 'ub: INT_MIN / -1';
      if (has('exact') && sa % sb !== 0n) return 'poison';
      return u(op === 'sdiv' ? sa / sb : sa % sb);
    case 'and':
      return a & b;
    case 'or':
      return has('disjoint') && (a & b) !== 0n ? 'poison' : a | b;
    case 'xor':
      return a ^ b;
  }
}

const BINOP_VARIANTS: ReadonlyArray<readonly [BinOp, readonly string[]]> = [
  ...(['add', 'sub', 'mul', 'shl'] as const).flatMap(
    (op) =>
      [
        [op, []],
        [op, ['nuw']],
        [op, ['nsw']],
        [op, ['nuw', 'nsw']],
      ] as const,
  ),
  ['lshr', []],
  ['lshr', ['exact']],
  ['ashr', []],
  ['ashr', ['exact']],
  ['udiv', []],
  ['udiv', ['exact']],
  ['sdiv', []],
  ['sdiv', ['exact']],
  ['urem', []],
  ['srem', []],
  ['and', []],
  ['or', []],
  ['or', ['disjoint']],
  ['xor', []],
];

/**
 * Runs @f(i64 %x, i64 %y) of `text` on each pair of n-bit samples (with garbage above bit n, for
 * the trunc to iN to drop) and compares with `model`; returns the first mismatches.
 */
let runs = 0;

function mismatches(text: string, n: number, model: (a: bigint, b: bigint) => Result, pairs = true): string[] {
  const m = parse(text);
  verifyModule(m);
  const bad: string[] = [];
  const values = samples(n);
  for (const a of values) {
    for (const b of pairs ? values : [0n]) {
      const got = resultOf(interpret(m, { entry: 'f', args: [garbage(a, n), garbage(b, n)] }));
      runs++;
      const want = model(a, b);
      if (got !== want && bad.length < 3) bad.push(`a=${a}${pairs ? ` b=${b}` : ''}: got ${got}, want ${want}`);
    }
  }
  return bad;
}

t.test('every binop and poison flag agrees with the N-bit model', async (t) => {
  runs = 0;
  for (const [op, flags] of BINOP_VARIANTS) {
    for (const n of WIDTHS) {
      const text = `
define i64 @f(i64 %x, i64 %y) {
  %a = trunc i64 %x to i${n}
  %b = trunc i64 %y to i${n}
  %r = ${op} ${flags.join(' ')} i${n} %a, %b
  %z = zext i${n} %r to i64
  ret i64 %z
}`;
      const bad = mismatches(text, n, (a, b) => modelBinop(op, flags, n, a, b));
      if (bad.length > 0) t.fail(`${op} ${flags.join(' ')} i${n}: ${bad.join('; ')}`);
    }
  }
  t.pass(`${BINOP_VARIANTS.length} operator/flag variants × ${WIDTHS.length} widths: ${runs} runs`);
});

function modelICmp(pred: ICmpPred, samesign: boolean, n: number, a: bigint, b: bigint): Result {
  const [sa, sb] = [BigInt.asIntN(n, a), BigInt.asIntN(n, b)];
  if (samesign && sa < 0n !== sb < 0n) return 'poison';
  const holds: Record<ICmpPred, boolean> = {
    eq: a === b,
    ne: a !== b,
    ugt: a > b,
    uge: a >= b,
    ult: a < b,
    ule: a <= b,
    sgt: sa > sb,
    sge: sa >= sb,
    slt: sa < sb,
    sle: sa <= sb,
  };
  return holds[pred] ? 1n : 0n;
}

t.test('every icmp predicate, with and without samesign, agrees with the N-bit model', async (t) => {
  runs = 0;
  for (const pred of ICMP_PREDS) {
    for (const samesign of [false, true]) {
      for (const n of [2, 3, 10, 33, 63]) {
        const text = `
define i64 @f(i64 %x, i64 %y) {
  %a = trunc i64 %x to i${n}
  %b = trunc i64 %y to i${n}
  %r = icmp ${samesign ? 'samesign ' : ''}${pred} i${n} %a, %b
  %z = zext i1 %r to i64
  ret i64 %z
}`;
        const bad = mismatches(text, n, (a, b) => modelICmp(pred, samesign, n, a, b));
        if (bad.length > 0) t.fail(`icmp ${samesign ? 'samesign ' : ''}${pred} i${n}: ${bad.join('; ')}`);
      }
    }
  }
  t.pass(`${ICMP_PREDS.length} predicates × samesign or not × 5 widths: ${runs} runs`);
});

type CastCase = readonly ['trunc' | 'zext' | 'sext', readonly string[]];

function modelCast([op, flags]: CastCase, from: number, to: number, a: bigint): Result {
  const sa = BigInt.asIntN(from, a);
  switch (op) {
    case 'trunc': {
      const r = BigInt.asUintN(to, a);
      return (flags.includes('nuw') && r !== a) || (flags.includes('nsw') && BigInt.asIntN(to, r) !== sa) ? 'poison' : r;
    }
    case 'zext':
      return flags.includes('nneg') && sa < 0n ? 'poison' : a;
    case 'sext':
      return BigInt.asUintN(to, sa);
  }
}

const CAST_WIDTHS = [1, 2, 3, 5, 8, 10, 13, 16, 24, 32, 33, 48, 63, 64];
const CAST_CASES: readonly CastCase[] = [
  ['trunc', []],
  ['trunc', ['nuw']],
  ['trunc', ['nsw']],
  ['trunc', ['nuw', 'nsw']],
  ['zext', []],
  ['zext', ['nneg']],
  ['sext', []],
];

t.test('trunc, zext and sext between any widths, one of them odd, agree with the model', async (t) => {
  let pairs = 0;
  runs = 0;
  for (const from of CAST_WIDTHS) {
    for (const to of CAST_WIDTHS) {
      const odd = (w: number): boolean => ![1, 8, 16, 32, 64].includes(w);
      if (from === to || !(odd(from) || odd(to))) continue;
      pairs++;
      for (const c of CAST_CASES) {
        if ((c[0] === 'trunc') !== from > to) continue;
        const a = from === 64 ? '%x' : '%a';
        const r = to === 64 ? '%r' : '%z';
        const text = `
define i64 @f(i64 %x, i64 %y) {
  ${from === 64 ? '' : `%a = trunc i64 %x to i${from}`}
  %r = ${c[0]} ${c[1].join(' ')} i${from} ${a} to i${to}
  ${to === 64 ? '' : `%z = zext i${to} %r to i64`}
  ret i64 ${r}
}`;
        const bad = mismatches(text, from, (x) => modelCast(c, from, to, x), false);
        if (bad.length > 0) t.fail(`${c[0]} ${c[1].join(' ')} i${from} to i${to}: ${bad.join('; ')}`);
      }
    }
  }
  t.pass(`${pairs} width pairs × their casts and flags: ${runs} runs`);
});

// ---- the differential property against lli-14 ----

const SEED = 20261214;
const RUNS = FULL_SWEEP ? 80 : 40;

/** What lli-14 prints for @main: @f's bytes, then its result's 4 bytes; exit status = result & 0xff. */
function expectedFromInterpreter(o: Outcome): { stdout: string; status: number } {
  const ret = BigInt.asUintN(32, o.return!);
  const bytes = [0, 1, 2, 3].map((i) => Number((ret >> BigInt(8 * i)) & 0xffn));
  return { stdout: Buffer.from(o.stdout).toString('latin1') + Buffer.from(bytes).toString('latin1'), status: bytes[0]! };
}

t.test('random odd-width programs: the interpreter on the promoted module agrees with lli-14', async (t) => {
  let last = '';
  const result = fc.check(
    fc.property(oddRecipeArb, (recipe) => {
      const text = oddProgram(recipe, X86_64_HEADER);
      last = text;
      const m = parseModule(text, 'random.ll');
      verifyModule(m);
      const ours = interpret(m, { entry: 'f', args: [...recipe.args] });
      if (ours.status !== 'ok') throw new Error(`interpreter: ${ours.status} ${ours.reason ?? ''}`);
      const want = expectedFromInterpreter(ours);
      for (const [what, program] of [
        ['the original text', text],
        ['the printed promoted module', printModule(m)],
      ] as const) {
        const theirs = lli(program);
        if (theirs.stderr !== '') throw new Error(`lli-14 on ${what}: ${theirs.stderr}`);
        if (theirs.stdout !== want.stdout) throw new Error(`stdout of lli-14 on ${what} differs from the interpreter's`);
        if (theirs.status !== want.status) throw new Error(`lli-14 on ${what} exits ${theirs.status}, interpreter ${want.status}`);
      }
    }),
    { seed: SEED, numRuns: RUNS },
  );
  if (result.failed) {
    const replay = `replay: seed ${result.seed}, path "${result.counterexamplePath}" (fc.assert(..., { seed, path }))`;
    const program = result.counterexample === null ? last : oddProgram(result.counterexample[0], X86_64_HEADER);
    t.fail(`${fc.defaultReportMessage(result)}\n${replay}\ncounterexample program:\n${program}`);
  } else {
    t.pass(`${RUNS} random programs agree (seed ${SEED})`);
  }
});
