// A constructive generator of straight-line integer programs for differential tests.
//
// A recipe (plain data, so fast-check can shrink it) is turned into a `main` that computes values
// at widths 8..64 through every binop, icmp+select and cast, then prints every value's 8 bytes with
// putchar and returns a fold of them. It is UB- and poison-free by construction: no poison flags,
// divisors forced odd (never zero), dividends of signed division with the sign bit cleared (never
// INT_MIN / -1), shift amounts masked below the width.

import fc from 'fast-check';
import { FuncBuilder, declareFunc, intConst } from '../../engine/ir/builder.js';
import { BIN_OPS, I32, I64, ICMP_PREDS, intType, type BinOp, type IntType, type Module, type Value } from '../../engine/ir/types.js';

const WIDTHS = [8, 16, 32, 64] as const;

export type Step =
  | { kind: 'bin'; op: number; width: number; a: number; b: number }
  | { kind: 'cmp'; pred: number; width: number; a: number; b: number; c: number; d: number }
  | { kind: 'cast'; from: number; to: number; a: number; signed: boolean };

export interface Recipe {
  readonly constants: readonly bigint[];
  readonly steps: readonly Step[];
}

const idx = fc.nat(1000);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('bin' as const), op: fc.nat(BIN_OPS.length - 1), width: fc.nat(3), a: idx, b: idx }),
  fc.record({ kind: fc.constant('cmp' as const), pred: fc.nat(ICMP_PREDS.length - 1), width: fc.nat(3), a: idx, b: idx, c: idx, d: idx }),
  fc.record({ kind: fc.constant('cast' as const), from: fc.nat(3), to: fc.nat(3), a: idx, signed: fc.boolean() }),
);
const edge = fc.constantFrom(0n, 1n, -1n, 0x7fn, 0x80n, 0x7fffn, 0x8000n, 0x7fffffffn, 0x80000000n, (1n << 63n) - 1n, 1n << 63n);
export const recipeArb: fc.Arbitrary<Recipe> = fc.record({
  constants: fc.array(fc.oneof(edge, fc.bigInt({ min: -(1n << 63n), max: (1n << 64n) - 1n })), { minLength: 4, maxLength: 8 }),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 40 }),
});

class Pools {
  readonly byWidth = new Map<number, Value[]>();
  constructor(constants: readonly bigint[]) {
    for (const w of WIDTHS)
      this.byWidth.set(
        w,
        constants.map((c) => intConst(intType(w), c)),
      );
  }
  pick(width: number, i: number): Value {
    const pool = this.byWidth.get(width)!;
    return pool[i % pool.length]!;
  }
  add(width: number, v: Value): void {
    this.byWidth.get(width)!.push(v);
  }
}

function safeBinop(b: FuncBuilder, op: BinOp, type: IntType, x: Value, y: Value): Value {
  const bits = type.bits;
  switch (op) {
    case 'udiv':
    case 'urem':
      return b.binop(op, x, b.binop('or', y, intConst(type, 1)));
    case 'sdiv':
    case 'srem': {
      const dividend = b.binop('and', x, intConst(type, (1n << BigInt(bits - 1)) - 1n));
      return b.binop(op, dividend, b.binop('or', y, intConst(type, 1)));
    }
    case 'shl':
    case 'lshr':
    case 'ashr':
      return b.binop(op, x, b.binop('and', y, intConst(type, bits - 1)));
    default:
      return b.binop(op, x, y);
  }
}

function emitStep(b: FuncBuilder, pools: Pools, s: Step): void {
  switch (s.kind) {
    case 'bin': {
      const w = WIDTHS[s.width]!;
      pools.add(w, safeBinop(b, BIN_OPS[s.op]!, intType(w), pools.pick(w, s.a), pools.pick(w, s.b)));
      return;
    }
    case 'cmp': {
      const w = WIDTHS[s.width]!;
      const cond = b.icmp(ICMP_PREDS[s.pred]!, pools.pick(w, s.a), pools.pick(w, s.b));
      pools.add(w, b.select(cond, pools.pick(w, s.c), pools.pick(w, s.d)));
      return;
    }
    case 'cast': {
      const [from, to] = [WIDTHS[s.from]!, WIDTHS[s.to]!];
      if (from === to) return;
      const op = from > to ? 'trunc' : s.signed ? 'sext' : 'zext';
      pools.add(to, b.cast(op, pools.pick(from, s.a), intType(to)));
      return;
    }
  }
}

/** Builds the program of a recipe for the given triple/datalayout. */
export function buildProgram(recipe: Recipe, triple: string, datalayout: string): Module {
  const b = new FuncBuilder('main', I32, []);
  b.block();
  const pools = new Pools(recipe.constants);
  for (const s of recipe.steps) emitStep(b, pools, s);
  let acc: Value = intConst(I32, 0);
  for (const w of WIDTHS) {
    for (const v of pools.byWidth.get(w)!.slice(recipe.constants.length)) {
      const wide = w === 64 ? v : b.cast('sext', v, I64);
      for (let byte = 0; byte < 8; byte++) {
        const shifted = b.binop('lshr', wide, intConst(I64, byte * 8));
        b.call('putchar', I32, [b.binop('and', b.cast('trunc', shifted, I32), intConst(I32, 0xff))]);
      }
      acc = b.binop('add', b.binop('mul', acc, intConst(I32, 31)), b.cast('trunc', wide, I32));
    }
  }
  b.ret(acc);
  return { source: 'random.ll', triple, datalayout, globals: [], functions: [b.finish(), declareFunc('putchar', I32, [I32])] };
}
