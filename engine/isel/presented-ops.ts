// The operations a target presents to instruction selection: every (operation, width, extension,
// operand count) a block DAG of that target can hold after legalization and the target's DAG
// combine — the "known, finite set of node types" Buchwald & Zwinkau §4.2 enumerate atomic patterns
// over (atomic completeness, engine/isel/rule-set.ts).
//
// Contract: `selectionFacts(isa)` reads what shapes the list from the target object
// (engine/targets/target.ts): its pointer width, whether 64-bit integers reach the DAG only as
// register pairs (engine/lower/wide.ts on a 32-bit target), whether division is a helper call
// (ARM, Thumb: engine/lower/legalize.ts), whether it has a dynamic stack, and whether it has the
// indexed-access DAG combine (engine/isel/indexed.ts; the only DAG combine of the engine, ARM's, with
// ARM_INDEXED's offsets). `presentedOps(facts)` returns the list, derived from what
// engine/isel/dag.ts builds (read it beside this file):
//   - every value operation at each register width (32, and 64 on a 64-bit target: i64 and pointers;
//     on a 32-bit target wide.ts splits 64-bit operations before the DAG): const, vreg, the binary
//     operations (no division or remainder where they are helper calls), icmp, select, call (any
//     number of operands, a register width of its result or the pointer width when void);
//   - zext/sext to 32 bits from 1, 8, 16 (the builder's `extended` and casts of narrow integers),
//     and to 64 bits from 1, 8, 16, 32 on a 64-bit target;
//   - load and store of 8, 16 and 32 bits at width 32 (an i1 is a byte in memory) and of 64 bits at
//     width 64 on a 64-bit target; frame and frameaddress at the pointer width; the dynamic stack
//     (dynalloca, stacksave, stackrestore) where the target has one;
//   - br, condbr, ret with no operand (void, unreachable) at width 32, ret of a value at each width,
//     and on a 32-bit target with register pairs ret of a pair (the i64's width, 64, two operands);
//   - with the indexed combine: the pre-/post-indexed loads (8, 16, 32 bits), sign-extending loads
//     (8, 16) and stores (8, 16, 32) at width 32, their offset a nonzero constant within the rules'
//     reach, and `writeback`.
// Every operand is any value (a register to the operation: its producer is any operation, and
// every one of them can be derived to a register by atomic completeness), except an indexed access's
// offset (always a constant). Not in the list: the nodes PBQP selection's complex patterns make by
// rewriting chosen instances (engine/isel/complex.ts: x86's sdivrem/udivrem and remainder, the
// indexed forms on ARM and Thumb) — no block DAG presents them to a selector; the tile tests cover
// their tiles. The list is checked against every DAG node of the committed corpus
// (tap-tests/isel/rule-set.part.ts): a node the list misses fails that test.

import type { Isa } from '../../common/image.js';
import { BIN_OPS } from '../ir/types.js';
import { TARGETS } from '../targets/target.js';
import type { DagOp } from './dag.js';
import { ARM_INDEXED, type IndexedRules } from './indexed.js';

export interface SelectionFacts {
  readonly ptrBits: 32 | 64;
  /** 64-bit integers reach the DAG only as register pairs at the ABI boundary (a 32-bit target with wide.ts's rules). */
  readonly pairs: boolean;
  /** Division and remainder are helper calls (no divide instruction). */
  readonly divisionByHelpers: boolean;
  /** dynalloca, stacksave and stackrestore reach selection (the target has a frame pointer for them). */
  readonly dynamicStack: boolean;
  /** The indexed-access combine's reach, or null when the target has no such combine. */
  readonly indexed: IndexedRules | null;
}

/** An operand: any value (in a register), or a nonzero constant in [-reach, reach] (an indexed offset). */
export type PresentedOperand = { readonly kind: 'value' } | { readonly kind: 'offset'; readonly reach: bigint };

export interface PresentedOp {
  readonly op: DagOp;
  readonly bits: 32 | 64;
  /** zext/sext: the width extended from; loads and stores: the bits accessed. */
  readonly from?: number;
  readonly operands: readonly PresentedOperand[];
  /** Any number of further value operands (a call's arguments, an indirect call's pointer). */
  readonly variadic?: true;
}

export function selectionFacts(isa: Isa): SelectionFacts {
  const t = TARGETS[isa];
  const ptrBits = t.wordBytes === 8 ? 64 : 32;
  return {
    ptrBits,
    pairs: ptrBits === 32 && t.legalize.wideIntegers !== null,
    divisionByHelpers: t.legalize.divisionByHelpers,
    dynamicStack: t.framePointer !== null,
    indexed: t.dagCombine === undefined ? null : ARM_INDEXED,
  };
}

const VALUE: PresentedOperand = { kind: 'value' };
const values = (n: number): PresentedOperand[] => Array.from({ length: n }, () => VALUE);
const DIVISION: ReadonlySet<DagOp> = new Set(['sdiv', 'udiv', 'srem', 'urem']);

export function presentedOps(f: SelectionFacts): PresentedOp[] {
  const out: PresentedOp[] = [];
  const add = (op: DagOp, bits: 32 | 64, operands: number, from?: number): void => {
    out.push({ op, bits, ...(from === undefined ? {} : { from }), operands: values(operands) });
  };
  const widths: readonly (32 | 64)[] = f.ptrBits === 64 ? [32, 64] : [32];
  for (const w of widths) {
    add('const', w, 0);
    add('vreg', w, 0);
    for (const b of BIN_OPS) if (!(f.divisionByHelpers && DIVISION.has(b))) add(b, w, 2);
    for (const from of w === 32 ? [1, 8, 16] : [1, 8, 16, 32]) for (const e of ['zext', 'sext'] as const) add(e, w, 1, from);
    add('icmp', w, 2);
    add('select', w, 3);
    out.push({ op: 'call', bits: w, operands: [], variadic: true });
    add('ret', w, 1);
  }
  for (const from of [8, 16, 32]) {
    add('load', 32, 1, from);
    add('store', 32, 2, from);
  }
  if (f.ptrBits === 64) {
    add('load', 64, 1, 64);
    add('store', 64, 2, 64);
  }
  add('frame', f.ptrBits, 0);
  add('frameaddress', f.ptrBits, 0);
  if (f.dynamicStack) {
    add('dynalloca', f.ptrBits, 1);
    add('stacksave', f.ptrBits, 0);
    add('stackrestore', f.ptrBits, 1);
  }
  add('br', 32, 0);
  add('condbr', 32, 1);
  add('ret', 32, 0);
  if (f.pairs) add('ret', 64, 2);
  if (f.indexed !== null) out.push(...indexedOps(f.indexed));
  return out;
}

/** engine/isel/indexed.ts's nodes: [base, offset] (stores [value, base, offset]) and the writeback projection. */
function indexedOps(rules: IndexedRules): PresentedOp[] {
  const out: PresentedOp[] = [];
  const offset = (bytes: number, signed: boolean): PresentedOperand => ({
    kind: 'offset',
    reach: BigInt(rules.offsets('post', bytes, signed)?.max ?? 0),
  });
  for (const k of ['pre', 'post'] as const) {
    for (const from of [8, 16, 32]) out.push({ op: `load-${k}`, bits: 32, from, operands: [VALUE, offset(from / 8, false)] });
    for (const from of [8, 16]) out.push({ op: `sload-${k}`, bits: 32, from, operands: [VALUE, offset(from / 8, true)] });
    for (const from of [8, 16, 32]) out.push({ op: `store-${k}`, bits: 32, from, operands: [VALUE, VALUE, offset(from / 8, false)] });
  }
  out.push({ op: 'writeback', bits: 32, operands: [VALUE] });
  return out;
}

/** An operation's name with its width and extension: `sdiv.32`, `load.32/8`. */
export function opLabel(op: DagOp, bits: number, from?: number): string {
  return `${op}.${bits}${from === undefined ? '' : `/${from}`}`;
}

/** The identity of a presented operation or DAG node: its label and operand count (`*` for a call). */
export function opKey(op: DagOp, bits: number, from: number | undefined, operands: number | '*'): string {
  return `${opLabel(op, bits, from)}(${operands})`;
}

/** A presented operation's key (opKey). */
export function presentedKey(p: PresentedOp): string {
  return opKey(p.op, p.bits, p.from, p.variadic === true ? '*' : p.operands.length);
}
