// Property tests: every binop, icmp predicate and cast, at every width, with every poison flag and
// with poison operands, against a straightforward BigInt reference written here (independent of
// the interpreter's number/two-slot encoding). Operands come as parameters or as constants.
// Poison is observed as "return of a poison value" UB; division UB as its own reason. Fixed seeds;
// a failure prints the seed, the replay path and the counterexample (fast-check's report).

import fc from 'fast-check';
import t from 'tap';
import {
  BIN_OPS,
  CAST_OPS,
  I1,
  ICMP_PREDS,
  PTR,
  intType,
  type BinOp,
  type CastOp,
  type Flags,
  type ICmpPred,
  type IntBits,
  type ScalarType,
  type Value,
} from '../../engine/ir/types.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import type { Outcome } from '../../oracles/outcome.js';
import { DL_I386, DL_X86_64, FnBuilder, int, module, poison } from './build.js';

const WIDTHS: readonly IntBits[] = [1, 8, 16, 32, 64];
const SEED = 20240611;

type Expect = { kind: 'value'; v: bigint } | { kind: 'poison' } | { kind: 'ub'; what: RegExp };
const value = (v: bigint): Expect => ({ kind: 'value', v });
const POISON: Expect = { kind: 'poison' };

// ---- the reference ----

const sx = (v: bigint, w: number): bigint => BigInt.asIntN(w, v);
const ux = (v: bigint, w: number): bigint => BigInt.asUintN(w, v);
const smin = (w: number): bigint => -(1n << BigInt(w - 1));
const smax = (w: number): bigint => (1n << BigInt(w - 1)) - 1n;
const inSigned = (v: bigint, w: number): boolean => v >= smin(w) && v <= smax(w);
const inUnsigned = (v: bigint, w: number): boolean => v >= 0n && v < 1n << BigInt(w);

function refBinop(op: BinOp, w: number, f: Flags, a: bigint, b: bigint): Expect {
  const sa = sx(a, w),
    sb = sx(b, w),
    ua = ux(a, w),
    ub = ux(b, w);
  const wrapped = (exactS: bigint, exactU: bigint): Expect =>
    (f.nsw && !inSigned(exactS, w)) || (f.nuw && !inUnsigned(exactU, w)) ? POISON : value(ux(exactU, w));
  switch (op) {
    case 'add':
      return wrapped(sa + sb, ua + ub);
    case 'sub':
      return wrapped(sa - sb, ua - ub);
    case 'mul':
      return wrapped(sa * sb, ua * ub);
    case 'and':
      return value(ua & ub);
    case 'xor':
      return value(ua ^ ub);
    case 'or':
      return f.disjoint && (ua & ub) !== 0n ? POISON : value(ua | ub);
    case 'shl': {
      if (ub >= BigInt(w)) return POISON;
      const r = ux(ua << ub, w);
      if (f.nuw && r >> ub !== ua) return POISON;
      if (f.nsw && sx(r, w) >> ub !== sa) return POISON;
      return value(r);
    }
    case 'lshr':
      if (ub >= BigInt(w)) return POISON;
      return f.exact && (ua >> ub) << ub !== ua ? POISON : value(ua >> ub);
    case 'ashr':
      if (ub >= BigInt(w)) return POISON;
      return f.exact && (sa >> ub) << ub !== sa ? POISON : value(ux(sa >> ub, w));
    case 'udiv':
    case 'urem':
      if (ub === 0n) return { kind: 'ub', what: new RegExp(`^${op} by zero`) };
      if (op === 'udiv') return f.exact && ua % ub !== 0n ? POISON : value(ua / ub);
      return value(ua % ub);
    case 'sdiv':
    case 'srem':
      if (sb === 0n) return { kind: 'ub', what: new RegExp(`^${op} by zero`) };
      if (sa === smin(w) && sb === -1n) return { kind: 'ub', what: new RegExp(`^${op} overflow`) };
      if (op === 'sdiv') return f.exact && sa % sb !== 0n ? POISON : value(ux(sa / sb, w));
      return value(ux(sa % sb, w));
  }
}

/** With poison operands: any poison operand poisons the result, except that a poison or zero divisor is ub. */
function refBinopPoison(op: BinOp, w: number, f: Flags, a: bigint, b: bigint, pa: boolean, pb: boolean): Expect {
  if (op === 'sdiv' || op === 'udiv' || op === 'srem' || op === 'urem') {
    if (pb) return { kind: 'ub', what: new RegExp(`^${op} by a poison divisor`) };
    if (ux(b, w) === 0n) return { kind: 'ub', what: new RegExp(`^${op} by zero`) };
  }
  return pa || pb ? POISON : refBinop(op, w, f, a, b);
}

function refICmp(pred: ICmpPred, w: number, samesign: boolean, a: bigint, b: bigint): Expect {
  const sa = sx(a, w),
    sb = sx(b, w),
    ua = ux(a, w),
    ub = ux(b, w);
  if (samesign && sa < 0n !== sb < 0n) return POISON;
  const r = {
    eq: ua === ub,
    ne: ua !== ub,
    ult: ua < ub,
    ule: ua <= ub,
    ugt: ua > ub,
    uge: ua >= ub,
    slt: sa < sb,
    sle: sa <= sb,
    sgt: sa > sb,
    sge: sa >= sb,
  }[pred];
  return value(r ? 1n : 0n);
}

function refCast(cast: CastOp, from: number, to: number, f: Flags, a: bigint): Expect {
  const ua = ux(a, from),
    sa = sx(a, from);
  switch (cast) {
    case 'zext':
      return f.nneg && sa < 0n ? POISON : value(ua);
    case 'sext':
      return value(ux(sa, to));
    case 'trunc':
      if (f.nuw && ux(ua, to) !== ua) return POISON;
      if (f.nsw && sx(ua, to) !== sa) return POISON;
      return value(ux(ua, to));
    case 'ptrtoint':
    case 'inttoptr':
      return value(ux(ua, to)); // zero-extend or truncate
  }
}

// ---- running one instruction in the interpreter ----

/** Builds `define T @main(params) { %r = <inst>; ret %r }`, operands as params or constants. */
function runOne(
  types: readonly ScalarType[],
  operands: readonly bigint[],
  asConstants: boolean,
  retType: ScalarType,
  inst: (f: FnBuilder, b: number, ops: Value[]) => Value,
  datalayout = DL_X86_64,
  poisoned: readonly boolean[] = [],
): Outcome {
  const f = new FnBuilder('main', retType, asConstants ? [] : types);
  const b = f.block('entry');
  const ops = types.map((ty, i) =>
    poisoned[i]
      ? poison(ty)
      : asConstants
        ? ty.kind === 'ptr'
          ? int(intType(datalayout === DL_X86_64 ? 64 : 32), operands[i]!)
          : int(ty, operands[i]!)
        : f.params[i]!,
  );
  f.ret(b, inst(f, b, ops));
  return interpret(module([f.build()], [], datalayout), { args: asConstants ? [] : operands });
}

function matches(o: Outcome, e: Expect, retBits: number, retIsPtr = false): boolean {
  switch (e.kind) {
    case 'value': {
      const want = retIsPtr ? ux(e.v, retBits) : retBits === 1 ? e.v : sx(e.v, retBits);
      return o.status === 'ok' && o.return === want;
    }
    case 'poison':
      return o.status === 'ub' && (o.reason ?? '').startsWith('return of a poison value');
    case 'ub':
      return o.status === 'ub' && e.what.test(o.reason ?? '');
  }
}

function describe(o: Outcome): string {
  return `${o.status} return=${o.return} reason=${o.reason ?? ''}`;
}

// ---- operand generators: edge values first, then anything ----

function operand(w: number): fc.Arbitrary<bigint> {
  const W = BigInt(w);
  const edges = [0n, 1n, ux(-1n, w), smin(w), smax(w), 2n, W - 1n, W, ux(-2n, w), ux(smin(w) + 1n, w)].map((v) => ux(v, w));
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...edges) },
    { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: (1n << W) - 1n }) },
    { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: 40n }) }, // small, so shifts and divisions are often defined
  );
}

/** Which operands are poison constants: mostly none, so the arithmetic itself stays well covered. */
const poisonMask: fc.Arbitrary<[boolean, boolean]> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<[boolean, boolean]>([false, false]) },
  { weight: 1, arbitrary: fc.tuple(fc.boolean(), fc.boolean()) },
);

function flagsFor(op: BinOp): fc.Arbitrary<Flags> {
  switch (op) {
    case 'add':
    case 'sub':
    case 'mul':
    case 'shl':
      return fc.record({ nsw: fc.boolean(), nuw: fc.boolean() });
    case 'sdiv':
    case 'udiv':
    case 'lshr':
    case 'ashr':
      return fc.record({ exact: fc.boolean() });
    case 'or':
      return fc.record({ disjoint: fc.boolean() });
    default:
      return fc.constant({});
  }
}

const runs = { seed: SEED, numRuns: 200 };

/** Runs a property with the fixed seed; a failure reports fast-check's replay (seed, path, counterexample). */
interface Reporter {
  pass(message: string): unknown;
  fail(message: string): unknown;
}

function check<Ts extends unknown[]>(t: Reporter, property: fc.IProperty<Ts>, name: string): void {
  try {
    fc.assert(property, runs);
    t.pass(name);
  } catch (e) {
    t.fail(`${name}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

t.test('binops agree with the BigInt reference at every width and flag', async (t) => {
  for (const op of BIN_OPS) {
    for (const w of WIDTHS) {
      const ty = intType(w);
      const property = fc.property(operand(w), operand(w), flagsFor(op), fc.boolean(), poisonMask, (a, b, flags, k, [pa, pb]) => {
        const o = runOne([ty, ty], [a, b], k, ty, (f, blk, [x, y]) => f.binop(blk, op, ty, x!, y!, flags), DL_X86_64, [pa, pb]);
        const e = refBinopPoison(op, w, flags, a, b, pa, pb);
        if (!matches(o, e, w))
          throw new Error(
            `${op} i${w} ${JSON.stringify(flags)} ${a} ${b} poison=${pa},${pb}: expected ${JSON.stringify(e, (_k, v) => (typeof v === 'bigint' ? `${v}` : v))}, got ${describe(o)}`,
          );
      });
      check(t, property, `${op} i${w}`);
    }
  }
});

t.test('icmp agrees with the reference for every predicate, width and samesign', async (t) => {
  for (const pred of ICMP_PREDS) {
    for (const w of WIDTHS) {
      const ty = intType(w);
      const property = fc.property(operand(w), operand(w), fc.boolean(), fc.boolean(), poisonMask, (a, b, samesign, k, [pa, pb]) => {
        const o = runOne([ty, ty], [a, b], k, I1, (f, blk, [x, y]) => f.icmp(blk, pred, x!, y!, samesign), DL_X86_64, [pa, pb]);
        const e = pa || pb ? POISON : refICmp(pred, w, samesign, a, b);
        if (!matches(o, e, 1)) throw new Error(`icmp ${pred} i${w} samesign=${samesign} ${a} ${b}: got ${describe(o)}`);
      });
      check(t, property, `icmp ${pred} i${w}`);
    }
  }
});

t.test('pointer icmp compares addresses as unsigned pointer-width integers', async (t) => {
  for (const [dl, pw] of [
    [DL_X86_64, 64],
    [DL_I386, 32],
  ] as const) {
    const property = fc.property(operand(pw), operand(pw), fc.constantFrom(...ICMP_PREDS), (a, b, pred) => {
      const o = runOne(
        [PTR, PTR],
        [a, b],
        true,
        I1,
        (f, blk, [x, y]) => {
          const p = f.cast(blk, 'inttoptr', PTR, x!),
            q = f.cast(blk, 'inttoptr', PTR, y!);
          return f.icmp(blk, pred, p, q);
        },
        dl,
      );
      if (!matches(o, refICmp(pred, pw, false, a, b), 1)) throw new Error(`ptr icmp ${pred} ${a} ${b}: ${describe(o)}`);
    });
    check(t, property, `ptr icmp on ${pw}-bit`);
  }
});

function castFlags(cast: CastOp): fc.Arbitrary<Flags> {
  if (cast === 'zext') return fc.record({ nneg: fc.boolean() });
  if (cast === 'trunc') return fc.record({ nsw: fc.boolean(), nuw: fc.boolean() });
  return fc.constant({});
}

t.test('integer casts agree with the reference for every width pair and flag', async (t) => {
  for (const cast of ['zext', 'sext', 'trunc'] as const satisfies readonly CastOp[]) {
    for (const from of WIDTHS) {
      for (const to of WIDTHS.filter((x) => (cast === 'trunc' ? x < from : x > from))) {
        const src = intType(from),
          dst = intType(to);
        const property = fc.property(operand(from), castFlags(cast), fc.boolean(), poisonMask, (a, flags, k, [pa]) => {
          const o = runOne([src], [a], k, dst, (f, blk, [x]) => f.cast(blk, cast, dst, x!, flags), DL_X86_64, [pa]);
          const e = pa ? POISON : refCast(cast, from, to, flags, a);
          if (!matches(o, e, to)) throw new Error(`${cast} i${from} to i${to} ${JSON.stringify(flags)} ${a}: got ${describe(o)}`);
        });
        check(t, property, `${cast} i${from} → i${to}`);
      }
    }
  }
});

t.test('ptrtoint and inttoptr round trips zero-extend or truncate to the pointer width', async (t) => {
  t.ok(CAST_OPS.includes('ptrtoint') && CAST_OPS.includes('inttoptr'));
  for (const [dl, pw] of [
    [DL_X86_64, 64],
    [DL_I386, 32],
  ] as const) {
    for (const w of WIDTHS) {
      const ty = intType(w);
      const property = fc.property(operand(w), fc.boolean(), (a, k) => {
        // inttoptr i<w> → ptr → ptrtoint i64: the value passes through the pointer width.
        const o = runOne(
          [ty],
          [a],
          k,
          intType(64),
          (f, blk, [x]) => f.cast(blk, 'ptrtoint', intType(64), f.cast(blk, 'inttoptr', PTR, x!)),
          dl,
        );
        const viaPtr = refCast('inttoptr', w, pw, {}, a);
        const e = viaPtr.kind === 'value' ? refCast('ptrtoint', pw, 64, {}, viaPtr.v) : viaPtr;
        if (!matches(o, e, 64)) throw new Error(`inttoptr/ptrtoint i${w} on ${pw}-bit, ${a}: got ${describe(o)}`);
      });
      check(t, property, `i${w} via ${pw}-bit pointer`);
    }
  }
});
