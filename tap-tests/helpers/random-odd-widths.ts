// A constructive generator of straight-line LLVM IR text over odd-width integers, for the
// differential test of the front end's integer promotion (engine/frontend/promote.ts).
//
// A recipe (plain data, so fast-check can shrink it) becomes `@f(i32 %p0, i64 %p1)`: it truncates
// (or extends) the parameters to i3 i5 i10 i13 i24 i33 i48, computes through every binop,
// icmp+select, trunc/zext/sext between those widths and i32/i64, and freeze, prints every value's
// bytes with putchar and returns a fold of them; `@main` calls it with the recipe's arguments and
// prints the result's 4 bytes. UB- and poison-free by construction: no poison flags, divisors
// `or 1` (never zero), signed dividends INT_MIN replaced by 0 (never INT_MIN / -1), shift amounts
// `urem N` (always below the width). Constants are written signed or unsigned, so both literal
// forms of a value are exercised.

import fc from 'fast-check';
import { BIN_OPS, ICMP_PREDS, type BinOp } from '../../engine/ir/types.js';

const ODD_WIDTHS = [3, 5, 10, 13, 24, 33, 48] as const;
/** The widths values may have: the odd ones, and the parameters' i32 and i64. */
const WIDTHS: readonly number[] = [...ODD_WIDTHS, 32, 64];

export type OddStep =
  | { kind: 'bin'; op: number; width: number; a: number; b: number }
  | { kind: 'cmp'; pred: number; width: number; a: number; b: number; c: number; d: number }
  | { kind: 'cast'; from: number; to: number; a: number; signed: boolean }
  | { kind: 'freeze'; width: number; a: number };

export interface OddRecipe {
  readonly args: readonly [bigint, bigint];
  readonly constants: readonly bigint[];
  readonly steps: readonly OddStep[];
}

const idx = fc.nat(1000);
const width = fc.nat(WIDTHS.length - 1);
const oddWidth = fc.nat(ODD_WIDTHS.length - 1);
const oddStepArb: fc.Arbitrary<OddStep> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('bin' as const), op: fc.nat(BIN_OPS.length - 1), width: oddWidth, a: idx, b: idx }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cmp' as const),
      pred: fc.nat(ICMP_PREDS.length - 1),
      width: oddWidth,
      a: idx,
      b: idx,
      c: idx,
      d: idx,
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cast' as const), from: width, to: width, a: idx, signed: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('freeze' as const), width: oddWidth, a: idx }) },
);
const edge = fc.constantFrom(
  0n,
  1n,
  -1n,
  2n,
  3n,
  4n,
  0x7fn,
  0x80n,
  0x1ffn,
  0x200n,
  0x3ffn,
  0xfffn,
  0x1000n,
  0x7fffffn,
  0x800000n,
  0x7fffffffn,
  0x80000000n,
  0xffffffffn,
  (1n << 47n) - 1n,
  1n << 47n,
  (1n << 63n) - 1n,
  1n << 63n,
);
const any64 = fc.bigInt({ min: -(1n << 63n), max: (1n << 64n) - 1n });
export const oddRecipeArb: fc.Arbitrary<OddRecipe> = fc.record({
  args: fc.tuple(fc.oneof(edge, any64), fc.oneof(edge, any64)),
  constants: fc.array(fc.oneof(edge, any64), { minLength: 2, maxLength: 6 }),
  steps: fc.array(oddStepArb, { minLength: 1, maxLength: 30 }),
});

/** The LLVM text of a function body under construction: values per width, printed values. */
class Writer {
  readonly lines: string[] = [];
  private next = 0;
  readonly pools = new Map<number, string[]>();
  readonly computed: Array<{ name: string; bits: number }> = [];

  emit(rhs: string): string {
    const name = `%v${this.next++}`;
    this.lines.push(`  ${name} = ${rhs}`);
    return name;
  }

  /** A value of `bits` to print and use later. */
  add(bits: number, name: string): void {
    this.pools.get(bits)!.push(name);
    this.computed.push({ name, bits });
  }

  pick(bits: number, i: number): string {
    const pool = this.pools.get(bits)!;
    return pool[i % pool.length]!;
  }
}

/** `c` as an iN literal: signed or unsigned decimal, by the parity of c. */
function literal(c: bigint, bits: number): string {
  return String((c & 1n) === 0n ? BigInt.asIntN(bits, c) : BigInt.asUintN(bits, c));
}

function safeBinop(w: Writer, op: BinOp, n: number, x: string, y: string): string {
  const t = `i${n}`;
  switch (op) {
    case 'udiv':
    case 'urem':
      return w.emit(`${op} ${t} ${x}, ${w.emit(`or ${t} ${y}, 1`)}`);
    case 'sdiv':
    case 'srem': {
      const isMin = w.emit(`icmp eq ${t} ${x}, ${-(1n << BigInt(n - 1))}`);
      const dividend = w.emit(`select i1 ${isMin}, ${t} 0, ${t} ${x}`);
      return w.emit(`${op} ${t} ${dividend}, ${w.emit(`or ${t} ${y}, 1`)}`);
    }
    case 'shl':
    case 'lshr':
    case 'ashr':
      return w.emit(`${op} ${t} ${x}, ${w.emit(`urem ${t} ${y}, ${n}`)}`);
    default:
      return w.emit(`${op} ${t} ${x}, ${y}`);
  }
}

function emitStep(w: Writer, s: OddStep): void {
  switch (s.kind) {
    case 'bin': {
      const n = ODD_WIDTHS[s.width]!;
      w.add(n, safeBinop(w, BIN_OPS[s.op]!, n, w.pick(n, s.a), w.pick(n, s.b)));
      return;
    }
    case 'cmp': {
      const n = ODD_WIDTHS[s.width]!;
      const cond = w.emit(`icmp ${ICMP_PREDS[s.pred]!} i${n} ${w.pick(n, s.a)}, ${w.pick(n, s.b)}`);
      w.add(n, w.emit(`select i1 ${cond}, i${n} ${w.pick(n, s.c)}, i${n} ${w.pick(n, s.d)}`));
      return;
    }
    case 'cast': {
      const [from, to] = [WIDTHS[s.from]!, WIDTHS[s.to]!];
      if (from === to) return;
      const op = from > to ? 'trunc' : s.signed ? 'sext' : 'zext';
      w.add(to, w.emit(`${op} i${from} ${w.pick(from, s.a)} to i${to}`));
      return;
    }
    case 'freeze': {
      const n = ODD_WIDTHS[s.width]!;
      w.add(n, w.emit(`freeze i${n} ${w.pick(n, s.a)}`));
      return;
    }
  }
}

/** Prints the low `bytes` bytes of an i64 value, least significant first. */
function printBytes(w: Writer, v64: string, bytes: number): void {
  for (let byte = 0; byte < bytes; byte++) {
    const shifted = byte === 0 ? v64 : w.emit(`lshr i64 ${v64}, ${byte * 8}`);
    const low = w.emit(`and i64 ${shifted}, 255`);
    w.lines.push(`  call i32 @putchar(i32 ${w.emit(`trunc i64 ${low} to i32`)})`);
  }
}

function initialPools(w: Writer, constants: readonly bigint[]): void {
  for (const n of WIDTHS)
    w.pools.set(
      n,
      constants.map((c) => literal(c, n)),
    );
  w.pools.get(32)!.push('%p0');
  w.pools.get(64)!.push('%p1');
  for (const n of ODD_WIDTHS) {
    w.add(n, w.emit(`trunc i64 %p1 to i${n}`));
    w.add(n, w.emit(n < 32 ? `trunc i32 %p0 to i${n}` : `sext i32 %p0 to i${n}`));
  }
}

/** The whole module text (x86-64 header included). */
export function oddProgram(recipe: OddRecipe, header: string): string {
  const w = new Writer();
  initialPools(w, recipe.constants);
  for (const s of recipe.steps) emitStep(w, s);
  let acc = '0';
  for (const { name, bits } of w.computed) {
    const v64 = bits === 64 ? name : w.emit(`zext i${bits} ${name} to i64`);
    printBytes(w, v64, Math.ceil(bits / 8));
    const low = w.emit(`trunc i64 ${v64} to i32`);
    acc = w.emit(`add i32 ${w.emit(`mul i32 ${acc}, 31`)}, ${low}`);
  }
  const [a0, a1] = recipe.args;
  return `${header}
define i32 @f(i32 %p0, i64 %p1) {
${w.lines.join('\n')}
  ret i32 ${acc}
}

define i32 @main() {
  %r = call i32 @f(i32 ${BigInt.asIntN(32, a0)}, i64 ${BigInt.asIntN(64, a1)})
  %r64 = zext i32 %r to i64
${[0, 1, 2, 3].map((b) => `  %s${b} = lshr i64 %r64, ${b * 8}\n  %t${b} = trunc i64 %s${b} to i32\n  %m${b} = and i32 %t${b}, 255\n  call i32 @putchar(i32 %m${b})`).join('\n')}
  ret i32 %r
}

declare i32 @putchar(i32)
`;
}
