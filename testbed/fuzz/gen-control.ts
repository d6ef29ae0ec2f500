// The program generator's statements and control flow: diamonds and triangles with phis, loops
// bounded by construction, switches, calls down an acyclic call graph, output and memory, and
// register pressure (many values live at once, across a call and a block boundary).
//
// Contract: each construct leaves the builder in a block where every value still in scope
// dominates (gen-state.ts). Loops count an SSA counter (a header phi, never redefined) from 0 up
// to a bound, or from bound - 1 down while signed >= 0, where the bound is a constant 0..maxTrip or
// `x & (maxTrip/2 - 1) | maxTrip/2` (+1, and a constant >= 1, for the bottom-tested form), so every loop
// terminates after at most maxTrip trips; carried values are header phis, some of them rotated on
// the back edge (a phi cycle). Calls only
// go to functions later in the module (callees are generated first) and only while the estimated
// dynamic steps stay below maxCallSteps, so nested loops around calls cannot explode the run time;
// 1 in 4 goes through a pointer to the callee (the constant address, or one loaded back from memory).

import { intConst } from '../../engine/ir/builder.js';
import { assertNever, intType, PTR, type IntType, type SwitchCase, type Value } from '../../engine/ir/types.js';
import { chance, constantBits, pick, span } from './choices.js';
import { PARAM_OBJECT_BYTES, type FnState, type MemObject, type Signature } from './gen-state.js';
import {
  bulkMemory,
  computedOrConstant,
  condition,
  interiorObject,
  intToPtrObject,
  load,
  newInt,
  operand,
  output,
  pointerRoundTrip,
  safeBinop,
  store,
} from './gen-values.js';
import { specialCall } from './gen-calls.js';

/**
 * A list of statements: before each, a "go on?" answer (0 stops; 1 chance in `stopOutOf` of
 * stopping), so the list ends where a shrunk choice list runs out; also stops when the budget is spent.
 */
export function statements(st: FnState, stopOutOf: number): void {
  // One span per statement, its "go on" answer included: deleting it leaves the next statement's.
  const next = (): boolean => {
    if (st.budgetLeft() <= 0 || st.c.int(0, stopOutOf - 1) === 0) return false;
    statement(st);
    return true;
  };
  while (span(st.c, next));
}

function statement(st: FnState): void {
  const nested = st.depth < st.cfg.maxDepth && st.budgetLeft() > 8;
  switch (st.c.int(0, 12)) {
    case 0:
    case 1:
    case 2:
      newInt(st, pick(st.c, st.widths()));
      return;
    case 3:
      store(st);
      return;
    case 4:
      output(st);
      return;
    case 5:
      call(st);
      return;
    case 6:
      if (nested) diamond(st);
      return;
    case 7:
      if (nested) loop(st);
      return;
    case 8:
      if (nested) switchOf(st);
      return;
    case 9:
      bulkMemory(st);
      return;
    case 10:
      pointerStatement(st);
      return;
    case 11:
      pressure(st);
      return;
    default:
      newInt(st, pick(st.c, st.widths()));
  }
}

/** The widths of the values a merge will join with phis (i1 included). */
function mergeWidths(st: FnState): number[] {
  const n = st.c.int(0, 3);
  return Array.from({ length: n }, () => pick(st.c, [...st.widths(), 1]));
}

interface ArmEnd {
  readonly block: number;
  readonly values: readonly Value[];
}

/** One arm of a construct: a frame around its statements; ends with a branch to `merge`. */
function arm(st: FnState, start: number, merge: number, widths: readonly number[]): ArmEnd {
  st.enter(start);
  st.open();
  statements(st, 4);
  const values = widths.map((w) => operand(st, w));
  const end = { block: st.cur, values };
  st.spend();
  st.b.br(merge);
  st.close();
  return end;
}

function mergePhis(st: FnState, widths: readonly number[], ends: readonly ArmEnd[]): void {
  widths.forEach((w, i) => {
    st.spend();
    st.addInt(
      st.b.phi(
        intType(w),
        ends.map((e) => ({ block: e.block, value: e.values[i]! })),
      ),
    );
  });
}

/** if/else (or if without else: a triangle) joined by phis. */
function diamond(st: FnState): void {
  const cond = condition(st, true);
  const widths = mergeWidths(st);
  const triangle = chance(st.c, 3);
  const from = st.cur;
  const thenB = st.newBlock();
  const elseB = triangle ? null : st.newBlock();
  const merge = st.newBlock();
  st.spend();
  if (chance(st.c, 2))
    st.b.condbr(cond, elseB ?? merge, thenB); // either successor order
  else st.b.condbr(cond, thenB, elseB ?? merge);
  st.depth++;
  const ends = [arm(st, thenB, merge, widths)];
  ends.push(elseB === null ? { block: from, values: widths.map((w) => operand(st, w)) } : arm(st, elseB, merge, widths));
  st.depth--;
  st.enter(merge);
  mergePhis(st, widths, ends);
}

/** The trip bound: a constant, or a value in scope masked into maxTrip/2..maxTrip-1 (+1 when the body runs at least once). */
function tripBound(st: FnState, type: IntType, atLeastOne: boolean): Value {
  const max = st.cfg.maxTrip;
  if (!chance(st.c, 2)) return intConst(type, st.c.int(atLeastOne ? 1 : 0, max));
  const src = operand(st, type.bits);
  st.spend(2);
  // x & (max/2 - 1) | max/2: in max/2..max-1 whatever x is (a bare mask of the many zero values in
  // scope gave mostly empty loops)
  const masked = st.b.binop('or', st.b.binop('and', src, intConst(type, max / 2 - 1)), intConst(type, max / 2));
  if (!atLeastOne) return masked;
  st.spend();
  return st.b.binop('add', masked, intConst(type, 1));
}

/**
 * How a loop counts to its bound: up from 0 while `i <u bound`, or down from bound - 1 while
 * `i >=s 0` (as `sge i, 0` or `sgt i, -1`; C's `for (i = n - 1; i >= 0; i--)`). Either way the
 * body runs `bound` times; the last test of a down-counting loop sees -1, so a back end that reads
 * the signed test as unsigned runs the loop once or until the step limit, never `bound` times.
 */
type Counting = { readonly dir: 'up'; readonly bound: Value } | { readonly dir: 'down'; readonly pred: 'sge' | 'sgt' };

function counting(st: FnState, bound: Value): Counting {
  return chance(st.c, 2) ? { dir: 'down', pred: pick(st.c, ['sge', 'sgt'] as const) } : { dir: 'up', bound };
}

/** The counter's first value: 0 up, bound - 1 down. */
function counterStart(st: FnState, type: IntType, bound: Value, cnt: Counting): Value {
  switch (cnt.dir) {
    case 'up':
      return intConst(type, 0);
    case 'down':
      if (bound.kind === 'int') return intConst(type, bound.value - 1n);
      st.spend();
      return st.b.binop('add', bound, intConst(type, -1n));
    default:
      return assertNever(cnt, 'counting');
  }
}

/** The "go on" test of counter value `v` (one icmp). */
function goOn(st: FnState, cnt: Counting, v: Value): Value {
  const type = v.type as IntType;
  switch (cnt.dir) {
    case 'up':
      return st.b.icmp('ult', v, cnt.bound);
    case 'down':
      return st.b.icmp(cnt.pred, v, intConst(type, cnt.pred === 'sge' ? 0n : -1n));
    default:
      return assertNever(cnt, 'counting');
  }
}

/**
 * A counted loop: top-tested (while) or bottom-tested (do-while), counting up or down, with
 * carried values; half the time the first 2 or 3 carried values have one width and rotate on the
 * back edge (latch: a phi cycle).
 */
function loop(st: FnState): void {
  const bottomTested = chance(st.c, 2);
  const type = intType(pick(st.c, [32, ...st.widths().filter((w) => w !== 32)]));
  const bound = tripBound(st, type, bottomTested);
  const cnt = counting(st, bound);
  const start = counterStart(st, type, bound, cnt);
  const rotating = chance(st.c, 2) ? st.c.int(2, 3) : 0;
  const rotatingWidth = rotating > 0 ? pick(st.c, st.widths()) : 0;
  const carried = [...Array<number>(rotating).fill(rotatingWidth), ...mergeWidths(st).filter((w) => w > 1)];
  const inits = [...rotationInits(st, rotatingWidth, rotating), ...carried.slice(rotating).map((w) => operand(st, w))];
  const pre = st.cur;
  const header = st.newBlock();
  st.spend();
  st.b.br(header);
  st.enter(header);
  st.spend(1 + carried.length);
  const counter = st.b.phi(type, [{ block: pre, value: start }]);
  const accs = carried.map((w, i) => st.b.phi(intType(w), [{ block: pre, value: inits[i]! }]));
  st.depth++;
  st.multiplier *= st.cfg.maxTrip;
  st.open();
  for (const v of [counter, ...accs]) st.addInt(v);
  let exit: number;
  const plan = { counter, accs, rotating, cnt, header };
  if (bottomTested) {
    statements(st, 4);
    exit = latch(st, { ...plan, exitFirst: false });
  } else {
    st.spend(2);
    const test = goOn(st, cnt, counter);
    const body = st.newBlock();
    exit = st.newBlock();
    st.b.condbr(test, body, exit);
    st.enter(body);
    statements(st, 4);
    latch(st, { ...plan, exitFirst: true, exit });
  }
  st.close();
  st.multiplier /= st.cfg.maxTrip;
  st.depth--;
  st.enter(exit);
  for (const v of [counter, ...accs]) st.addInt(v); // header phis dominate the exit
  if (rotating > 0) st.addInt(differences(st, accs.slice(0, rotating)));
}

/**
 * The first values of a rotating group: a value, then that value + 1, + 2 (distinct whatever it
 * is, so a rotation that goes wrong changes some value: equal values would hide it).
 */
function rotationInits(st: FnState, bits: number, n: number): Value[] {
  if (n === 0) return [];
  const first = operand(st, bits);
  st.spend(n - 1);
  return [first, ...Array.from({ length: n - 1 }, (_, i) => st.b.binop('add', first, intConst(intType(bits), i + 1)))];
}

/**
 * a - b - c over a rotated group after its loop: unlike the result's xor fold, it tells the
 * values' order apart, so a rotation that ends in the wrong place (not only a lost value) shows.
 */
function differences(st: FnState, group: readonly Value[]): Value {
  st.spend(group.length - 1);
  return group.slice(1).reduce((acc, v) => st.b.binop('sub', acc, v), group[0]!);
}

interface LatchPlan {
  readonly counter: Value & { kind: 'ref' };
  readonly accs: readonly (Value & { kind: 'ref' })[];
  /** The first `rotating` accs (0, 2 or 3; one width) take each other's values on the back edge. */
  readonly rotating: number;
  readonly cnt: Counting;
  readonly header: number;
  readonly exitFirst: boolean;
  readonly exit?: number;
}

/**
 * The next values of the first n accs: a swap (n = 2) or a rotation by one or two places (n = 3),
 * phi to phi, so the back edge's copies form a cycle that out-of-SSA must break with a temporary.
 */
function rotated(st: FnState, accs: readonly Value[], n: number): Value[] {
  if (n === 0) return [];
  const shift = n === 2 ? 1 : st.c.int(1, n - 1);
  return accs.slice(0, n).map((_, i) => accs[(i + shift) % n]!);
}

/** The latch: the counter's step, the carried values' next values, the back edge. Returns the exit block. */
function latch(st: FnState, p: LatchPlan): number {
  const type = p.counter.type as IntType;
  st.spend();
  const next = st.b.binop('add', p.counter, intConst(type, p.cnt.dir === 'up' ? 1n : -1n));
  const nexts = [
    ...rotated(st, p.accs, p.rotating),
    ...p.accs
      .slice(p.rotating)
      .map((acc) =>
        chance(st.c, 3)
          ? operand(st, (acc.type as IntType).bits)
          : safeBinop(st, pick(st.c, ['add', 'xor', 'mul', 'sub', 'shl', 'udiv'] as const), acc, operand(st, (acc.type as IntType).bits)),
      ),
  ];
  const end = st.cur;
  let exit = p.exit;
  if (p.exitFirst) {
    st.spend();
    st.b.br(p.header);
  } else {
    st.spend(2);
    const again = goOn(st, p.cnt, next);
    exit = st.newBlock();
    st.b.condbr(again, p.header, exit);
  }
  st.b.addIncoming(p.counter, end, next);
  p.accs.forEach((acc, i) => st.b.addIncoming(acc, end, nexts[i]!));
  return exit!;
}

/** A switch on a value (often masked to a small range so cases are hit), cases joined by phis. */
function switchOf(st: FnState): void {
  const bits = pick(st.c, st.widths());
  const type = intType(bits);
  let value = operand(st, bits);
  if (value.kind === 'ref' && !chance(st.c, 3)) {
    st.spend();
    value = st.b.binop('and', value, intConst(type, 7));
  }
  const widths = mergeWidths(st);
  const caseValues = [
    ...new Set(Array.from({ length: st.c.int(1, 4) }, () => (chance(st.c, 3) ? constantBits(st.c, bits) : BigInt(st.c.int(0, 7))))),
  ];
  const from = st.cur;
  const armBlocks: number[] = [];
  const cases: SwitchCase[] = caseValues.map((v) => {
    const shared = armBlocks.length > 0 && chance(st.c, 4);
    const target = shared ? pick(st.c, armBlocks) : st.newBlock();
    if (!shared) armBlocks.push(target);
    return { value: v, target };
  });
  const defaultDirect = chance(st.c, 2);
  const defaultTarget = defaultDirect ? -1 : st.newBlock();
  const merge = st.newBlock();
  st.spend();
  st.b.terminate({ op: 'switch', type, value, defaultTarget: defaultDirect ? merge : defaultTarget, cases });
  st.depth++;
  const ends = armBlocks.map((blk) => arm(st, blk, merge, widths));
  if (defaultDirect) ends.push({ block: from, values: widths.map((w) => operand(st, w)) });
  else ends.push(arm(st, defaultTarget, merge, widths));
  st.depth--;
  st.enter(merge);
  mergePhis(st, widths, ends);
}

function objectArgument(st: FnState): MemObject | null {
  const big = st.objects().filter((o) => o.size >= PARAM_OBJECT_BYTES && o.readonly !== true);
  if (big.length === 0) return null;
  const obj = pick(st.c, big);
  return chance(st.c, 3) ? (interiorObject(st, obj, PARAM_OBJECT_BYTES) ?? obj) : obj;
}

/** A call to a later function whose estimated cost still fits the step budget here. */
function call(st: FnState): void {
  const affordable = st.callees.filter((f) => st.steps + f.steps * st.multiplier <= st.cfg.maxCallSteps);
  if (affordable.length > 0) callTo(st, pick(st.c, affordable));
}

function callTo(st: FnState, callee: Signature): void {
  if (callee.abi !== undefined) {
    st.steps += callee.steps * st.multiplier;
    st.sig.calls.add(callee.name);
    const result = specialCall(st, callee, callee.abi);
    if (result !== null) st.addInt(result);
    return;
  }
  const args: Value[] = [];
  for (const p of callee.params) {
    if (p === 'ptr') {
      const obj = objectArgument(st);
      if (obj === null) return;
      args.push(obj.ptr);
    } else {
      args.push(operand(st, p.bits));
    }
  }
  st.spend();
  st.steps += callee.steps * st.multiplier;
  st.sig.calls.add(callee.name);
  const through = chance(st.c, 4) ? functionPointer(st, callee.name) : null;
  const result = through === null ? st.b.call(callee.name, callee.ret, args) : st.b.callIndirect(through, callee.ret, args);
  if (result !== null) st.addInt(result);
}

/** The address of `name` to call through (issue 19): the constant, or 1 in 2 a copy loaded back from the pointer cell. */
function functionPointer(st: FnState, name: string): Value {
  const fn: Value = { kind: 'global', name, offset: 0n, type: PTR };
  if (st.ptrCell === null || chance(st.c, 2)) return fn;
  const align = st.cfg.pointerBits / 8;
  st.spend(2);
  st.b.store(fn, st.ptrCell, align);
  return st.b.load(PTR, st.ptrCell, align);
}

/** The functions `from` reaches through calls (itself excluded unless a cycle, which cannot be). */
function reached(from: Signature, all: readonly Signature[]): Set<string> {
  const byName = new Map(all.map((f) => [f.name, f]));
  const seen = new Set<string>();
  const todo = [...from.calls];
  for (let name = todo.pop(); name !== undefined; name = todo.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    todo.push(...(byName.get(name)?.calls ?? []));
  }
  return seen;
}

/**
 * main's last statements: a call to each helper that no call from main reaches yet, in module order,
 * while the step budget allows (an answer of 0 skips one, so a shrunk program can drop it). Without
 * them about 4 helpers in 5 were never run: compiled and allocated, but never executed.
 */
export function callUnreached(st: FnState): void {
  for (const f of st.callees) {
    if (reached(st.sig, st.callees).has(f.name) || st.steps + f.steps * st.multiplier > st.cfg.maxCallSteps) continue;
    span(st.c, () => {
      if (st.c.int(0, 7) !== 0) callTo(st, f);
    });
  }
}

function pointerStatement(st: FnState): void {
  switch (st.c.int(0, 2)) {
    case 0:
      pointerSelect(st);
      return;
    case 1:
      pointerRoundTrip(st);
      return;
    default: {
      const o = intToPtrObject(st);
      if (o !== null) st.addObject(o);
    }
  }
}

/** select between two objects: the result addresses the smaller size at the weaker alignment. */
function pointerSelect(st: FnState): void {
  const objs = st.objects();
  if (objs.length < 2) return;
  const a = pick(st.c, objs);
  const b = pick(st.c, objs);
  const cond = condition(st, true);
  st.spend();
  const ptr = st.b.select(cond, a.ptr, b.ptr);
  const readonly = a.readonly === true || b.readonly === true;
  st.addObject({ ptr, size: Math.min(a.size, b.size), align: Math.min(a.align, b.align), ...(readonly ? { readonly } : {}) });
}

/**
 * Register pressure: n values (4..16, budget permitting; Thumb has 8 low registers) computed in
 * this block, each kept in scope, then — after an optional putchar (a call: caller-saved registers
 * die) — a jump to a new block where all n are folded into one. Every value is used in the next
 * block, so selection makes each a root computed here (engine/isel/dag.ts), and all n are live
 * across the call and the jump: the allocators must spill.
 */
function pressure(st: FnState): void {
  const n = Math.min(4 + st.c.int(0, 12), Math.floor((st.budgetLeft() - 3) / 3));
  if (n < 3) return;
  const bits = pick(st.c, [32, ...st.widths()]);
  const values: Value[] = [];
  for (let i = 0; i < n; i++) {
    const v =
      st.objects().length > 0 && chance(st.c, 4)
        ? load(st, bits)
        : safeBinop(st, pick(st.c, ['add', 'sub', 'mul', 'xor', 'and', 'or'] as const), computedOrConstant(st, bits), operand(st, bits));
    if (v.kind === 'ref') st.addInt(v);
    values.push(v);
  }
  if (chance(st.c, 2)) output(st);
  const next = st.newBlock();
  st.spend();
  st.b.br(next);
  st.enter(next);
  let acc = values[0]!;
  for (const v of values.slice(1)) {
    st.spend();
    acc = st.b.binop(pick(st.c, ['add', 'xor', 'sub'] as const), acc, v);
  }
  st.addInt(acc);
}
