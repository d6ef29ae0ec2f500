// Per-block expression DAGs for instruction selection (the NOLTIS paper's implementation section:
// one DAG per basic block; loads, stores and calls ordered by chain edges, never duplicated or
// reordered across each other; call addresses never shared between tiles).
//
// Contract: `buildDags(fn, module, isa)` takes a LEGALIZED function (engine/lower/legalize.ts) and
// returns one DAG per block. Nodes are numbered in IR order, so every node's kids have smaller ids
// and `nodes` is a valid evaluation order. Values are register-width (`bits` 32, or 64 for i64 and
// pointers on x86-64); narrow IR integers (i1/i8/i16) live in registers with unspecified upper
// bits (LLVM's promoted integers), and the builder inserts `zext`/`sext` nodes exactly where an
// operation reads those bits (unsigned/signed compares, right shifts, division, widening casts).
// A trunc is free: it stands for its source's node, so an i32 truncated from an i64 is a 64-bit
// node whose upper half is not the value; every node's `bits` therefore comes from its own IR type
// (an icmp's from its operands' type, never from its kid nodes), and a tile reads each kid at the
// width its own node states.
// Constants, global and function addresses (known at selection time: engine/ir/global-layout.ts)
// are `const` nodes with a signed value; allocas are `frame` nodes; values from other blocks and
// parameters are `vreg` nodes. A node is a `root` (computed once, into a register or as a
// statement, at its own place in the order) when it has a side effect (store, call, terminator),
// is used outside its block (`export`), has several users, or is a load that a store or call
// separates from the tree that would contain it or whose tree is rooted at a shared node; every
// other node is computed inside its single user's tree. A root that is a pure operation with
// several users is also `shared`: a selector may un-root it and let several tiles cover it; so is a
// constant or frame address with several readers (built unfixed: every user may fold it).
// `chain` links each load/store/call to the previous one in the block.

import { planted } from '../../common/planted-bugs.js';
import { layoutGlobals, symbolAddress, type GlobalLayout } from '../ir/global-layout.js';
import { moduleDataLayout, pointerBitsOfTriple } from '../ir/datalayout.js';
import {
  assertNever,
  operandsOf,
  type BinOp,
  type Block,
  type Func,
  type ICmpPred,
  type Inst,
  type Module,
  type ScalarType,
  type Terminator,
  type Value,
} from '../ir/types.js';

export type DagOp =
  | 'const'
  | 'frame'
  | 'vreg'
  | BinOp
  | 'zext'
  | 'sext'
  | 'icmp'
  | 'select'
  | 'load'
  | 'store'
  | 'call'
  // The dynamic stack (engine/ir/types.ts DynAllocaInst): kids [bytes] (a multiple of the stack
  // alignment, legalize.ts), [], [saved sp]; each ordered in the chain, as calls are.
  | 'dynalloca'
  | 'stacksave'
  | 'stackrestore'
  // llvm.frameaddress(0) (engine/ir/types.ts FrameAddressInst): the frame pointer, a leaf with no
  // kids; pure, since the frame pointer does not change in the body.
  | 'frameaddress'
  | 'br'
  | 'condbr'
  | 'ret'
  // Indexed accesses with writeback, made only by a target's DAG combine (engine/isel/indexed.ts):
  // kids [base, offset] (stores: [value, base, offset]); `writeback` projects the updated address.
  | IndexedOp
  | 'writeback'
  // Made only by PBQP selection's complex patterns (engine/isel/complex.ts; x86's division):
  // kids [a, b], the quotient; `remainder` (kid: the divrem node) projects the remainder.
  | 'sdivrem'
  | 'udivrem'
  | 'remainder';

export type IndexedOp = 'load-pre' | 'load-post' | 'sload-pre' | 'sload-post' | 'store-pre' | 'store-post';

export interface DagNode {
  readonly id: number;
  readonly op: DagOp;
  readonly kids: number[];
  /** Register width of the result (for icmp: of the operands; for store: of the stored value). */
  readonly bits: 32 | 64;
  /** const: the value, sign-extended from `bits`. */
  readonly value?: bigint;
  /** zext/sext: the width the value is extended from; load/store: the bytes accessed (×8). */
  readonly from?: number;
  readonly pred?: ICmpPred;
  readonly frame?: number;
  readonly vreg?: number;
  readonly callee?: string;
  /** call: the IR result type, or null for void. */
  readonly callType?: ScalarType | null;
  /** call: an indirect call; its last kid is the called pointer, the others the arguments. */
  readonly indirect?: true;
  /** call: the call's function type is variadic (x86-64 then sets %al before the call). */
  readonly variadic?: true;
  /** call of an i64 on a 32-bit target: the vreg of the result's high half (the ABI's second result register). */
  readonly hiVreg?: number;
  /** br/condbr targets (IR block ids). */
  readonly targets?: readonly number[];
  /** Previous load/store/call of the block (memory order), or null. */
  chain?: number | null;
  volatile?: boolean;
  /** The vreg this node's value is exported to (used in another block or by a phi), if any. */
  export?: number;
  /** Users within the block (one entry per use). */
  users: number[];
  root: boolean;
  /**
   * A pure operation with several users that need not be a root (no side effect, not a memory
   * access, not used outside the block or by a phi). It is built as a root (computed once, what
   * maxmunch and cse-all want); the overlapping selectors (cse-none, cse-leaves, noltis) may make
   * it an ordinary node that several tiles cover (engine/isel/cover.ts `withFixed`). A constant
   * with several users is shared too (the NOLTIS paper's DAGs share constant nodes, and a tile
   * that folds an immediate covers it) but built as an ordinary node — every user may fold it, as
   * all selectors always did; NOLTIS fixes it (one register, read by every user) when cheaper.
   */
  shared?: boolean;
}

export interface BlockDag {
  readonly block: number;
  readonly nodes: DagNode[];
  /** Phi copies on each outgoing edge: successor block id -> [phi vreg, node] pairs. */
  readonly phiArgs: Map<number, { vreg: number; node: number }[]>;
}

/** Function-wide facts the DAGs share: vregs of IR values, frame objects, addresses. */
export interface FuncFacts {
  readonly ptrBits: 32 | 64;
  /** IR value id -> vreg (every param, every value used outside its block or by a phi, every phi). */
  readonly valueVreg: Map<number, number>;
  /** An i64 parameter on a 32-bit target: its id -> the vreg of its high half (valueVreg holds the low). */
  readonly hiVreg: Map<number, number>;
  readonly vregBits: number[];
  /** alloca value id -> frame object index. */
  /** `va` marks a variadic area (engine/ir/types.ts AllocaInst.va): emit.ts places it. */
  readonly allocaFrame: Map<number, { index: number; size: number; align: number; va?: 'args' | 'regs' }>;
  readonly layout: GlobalLayout;
}

const SIDE_EFFECTS: ReadonlySet<DagOp> = new Set(['store', 'call', 'dynalloca', 'stacksave', 'stackrestore', 'br', 'condbr', 'ret']);
const MEMORY: ReadonlySet<DagOp> = new Set(['load', 'store', 'call', 'dynalloca', 'stacksave', 'stackrestore']);

export function isSideEffect(n: DagNode): boolean {
  return SIDE_EFFECTS.has(n.op);
}

function analyzeFunc(fn: Func, module: Module): FuncFacts {
  const ptrBits = pointerBitsOfTriple(module.triple);
  const valueVreg = new Map<number, number>();
  const vregBits: number[] = [];
  const width = (t: ScalarType) => regBits(t, ptrBits);
  const give = (id: number, t: ScalarType) => {
    if (!valueVreg.has(id)) {
      valueVreg.set(id, vregBits.length);
      vregBits.push(width(t));
    }
  };
  const hiVreg = new Map<number, number>();
  for (const p of fn.params) {
    if (ptrBits === 32 && isI64(p.type)) {
      valueVreg.set(p.id, vregBits.push(32) - 1);
      hiVreg.set(p.id, vregBits.push(32) - 1);
    } else give(p.id, p.type);
  }
  const defBlock = new Map<number, number>();
  const typeOf = new Map<number, ScalarType>();
  const allocaFrame = new Map<number, { index: number; size: number; align: number; va?: 'args' | 'regs' }>();
  for (const b of fn.blocks) {
    for (const i of b.insts) {
      if (i.op === 'store' || i.op === 'stackrestore' || (i.op === 'call' && i.id < 0)) continue;
      defBlock.set(i.id, b.id);
      typeOf.set(i.id, i.op === 'icmp' ? { kind: 'int', bits: 1 } : (i.type ?? { kind: 'int', bits: 32 }));
      if (i.op === 'phi') give(i.id, i.type);
      if (i.op === 'alloca') {
        allocaFrame.set(i.id, { index: allocaFrame.size, size: i.size, align: i.align, ...(i.va !== undefined ? { va: i.va } : {}) });
      }
    }
  }
  const useIn = (v: Value, block: number, byPhi: boolean) => {
    if (v.kind !== 'ref' || allocaFrame.has(v.id)) return;
    if (byPhi || (defBlock.get(v.id) ?? -1) !== block) give(v.id, typeOf.get(v.id) ?? v.type);
  };
  for (const b of fn.blocks) {
    for (const i of b.insts) for (const v of operandsOf(i)) useIn(v, b.id, i.op === 'phi');
    for (const v of termOperands(b.term)) useIn(v, b.id, false);
  }
  return { ptrBits, valueVreg, hiVreg, vregBits, allocaFrame, layout: moduleLayout(module) };
}

/**
 * The module's global layout, computed once per module (was once per function: selection reads it
 * for every function of a module it never changes). Weakly held, so a module's entry goes with it.
 */
const layoutCache = new WeakMap<Module, GlobalLayout>();

function moduleLayout(module: Module): GlobalLayout {
  let layout = layoutCache.get(module);
  if (layout === undefined) layoutCache.set(module, (layout = layoutGlobals(module, moduleDataLayout(module))));
  return layout;
}

function isI64(t: ScalarType | null): boolean {
  return t !== null && t.kind === 'int' && t.bits === 64;
}

function regBits(t: ScalarType, ptrBits: 32 | 64): 32 | 64 {
  if (t.kind === 'ptr') return ptrBits;
  return t.bits === 64 ? 64 : 32;
}

function termOperands(t: Terminator): Value[] {
  switch (t.op) {
    case 'condbr':
      return [t.cond];
    case 'ret':
      return t.value === null ? [] : [t.value];
    case 'switch':
      return [t.value];
    case 'br':
    case 'unreachable':
      return [];
    default:
      return assertNever(t, 'terminator');
  }
}

const SIGNED_PRED: ReadonlySet<ICmpPred> = new Set(['sgt', 'sge', 'slt', 'sle']);

/** Builds the DAG of one block. */
class DagBuilder {
  readonly nodes: DagNode[] = [];
  private readonly local = new Map<number, number>();
  private readonly consts = new Map<string, number>();
  private lastMemory: number | null = null;
  private readonly phiArgs = new Map<number, { vreg: number; node: number }[]>();
  /** i64 values on a 32-bit target (the ABI boundary left by engine/lower/wide.ts): IR id -> [lo, hi] nodes. */
  private readonly pairs = new Map<number, readonly [number, number]>();

  constructor(
    private readonly facts: FuncFacts,
    private readonly block: Block,
  ) {}

  build(succPhis: (succ: number) => readonly { vreg: number; value: Value }[]): BlockDag {
    for (const inst of this.block.insts) this.inst(inst);
    for (const s of new Set(termTargets(this.block.term))) {
      this.phiArgs.set(
        s,
        succPhis(s).map((p) => ({ vreg: p.vreg, node: this.value(p.value) })),
      );
    }
    this.term(this.block.term);
    markRoots(this.nodes, this.phiArgs);
    return { block: this.block.id, nodes: this.nodes, phiArgs: this.phiArgs };
  }

  /** Adds a node, completing the caller's fresh object literal in place (the same keys in the same order as a copy `{ ...n, id, users, root }`, without the copy). */
  private add(n: Omit<DagNode, 'id' | 'users' | 'root'>): number {
    const id = this.nodes.length;
    const node = n as { -readonly [K in keyof DagNode]: DagNode[K] };
    node.id = id;
    node.users = [];
    node.root = false;
    for (const k of n.kids) this.nodes[k]!.users.push(id);
    if (MEMORY.has(n.op)) {
      node.chain = this.lastMemory;
      this.lastMemory = id;
    }
    this.nodes.push(node);
    return id;
  }

  private constant(value: bigint, bits: 32 | 64): number {
    const v = BigInt.asIntN(bits, value);
    const key = `${bits}:${v}`;
    const known = this.consts.get(key);
    if (known !== undefined) return known;
    const id = this.add({ op: 'const', kids: [], bits, value: v });
    this.consts.set(key, id);
    return id;
  }

  private bitsOf(t: ScalarType): 32 | 64 {
    return regBits(t, this.facts.ptrBits);
  }

  value(v: Value): number {
    switch (v.kind) {
      case 'int':
        return this.constant(v.value, this.bitsOf(v.type));
      case 'null':
      case 'undef':
      case 'poison':
        return this.constant(0n, this.bitsOf(v.type));
      case 'global': {
        const base = symbolAddress(this.facts.layout, v.name);
        if (base === undefined) throw new Error(`no address for @${v.name}`);
        return this.constant(base + v.offset, this.facts.ptrBits);
      }
      case 'ref': {
        const local = this.local.get(v.id);
        if (local !== undefined) return local;
        const frame = this.facts.allocaFrame.get(v.id);
        if (frame !== undefined) {
          const id = this.add({ op: 'frame', kids: [], bits: this.facts.ptrBits, frame: frame.index });
          this.local.set(v.id, id);
          return id;
        }
        const vreg = this.facts.valueVreg.get(v.id);
        if (vreg === undefined) throw new Error(`value %${v.id} has no vreg`);
        const id = this.add({ op: 'vreg', kids: [], bits: this.bitsOf(v.type), vreg });
        this.local.set(v.id, id);
        return id;
      }
      default:
        return assertNever(v, 'value');
    }
  }

  /** The value of `v` with its upper bits defined (zero- or sign-extended from its IR width). */
  private extended(v: Value, signed: boolean): number {
    const id = this.value(v);
    const irBits = v.type.kind === 'int' ? v.type.bits : 64;
    const node = this.nodes[id]!;
    if (irBits >= 32) return id;
    if (node.op === 'const') {
      const m = BigInt.asUintN(irBits, node.value!);
      return this.constant(signed ? BigInt.asIntN(irBits, m) : m, 32);
    }
    return this.add({ op: signed ? 'sext' : 'zext', kids: [id], bits: 32, from: irBits });
  }

  private define(inst: { id: number }, node: number): void {
    this.local.set(inst.id, node);
    const vreg = this.facts.valueVreg.get(inst.id);
    if (vreg !== undefined) this.nodes[node]!.export ??= vreg;
    // A node exported twice (a freeze of a live-out value) is copied by a second export node.
    if (vreg !== undefined && this.nodes[node]!.export !== vreg) {
      const copy = this.add({ op: 'or', kids: [node, this.constant(0n, this.nodes[node]!.bits)], bits: this.nodes[node]!.bits });
      this.nodes[copy]!.export = vreg;
      this.local.set(inst.id, copy);
    }
  }

  /** The [lo, hi] nodes of an i64 value on a 32-bit target. */
  private pair(v: Value): readonly [number, number] {
    if (v.kind === 'int') return [this.constant(BigInt.asUintN(32, v.value), 32), this.constant(BigInt.asUintN(32, v.value >> 32n), 32)];
    if (v.kind === 'undef' || v.kind === 'poison') return [this.constant(0n, 32), this.constant(0n, 32)];
    if (v.kind !== 'ref') throw new Error(`a pointer as a 64-bit integer`);
    const known = this.pairs.get(v.id);
    if (known !== undefined) return known;
    const hi = this.facts.hiVreg.get(v.id);
    const lo = this.facts.valueVreg.get(v.id);
    if (hi === undefined || lo === undefined) throw new Error(`64-bit value %${v.id} is not a register pair: legalize first`);
    const p = [this.add({ op: 'vreg', kids: [], bits: 32, vreg: lo }), this.add({ op: 'vreg', kids: [], bits: 32, vreg: hi })] as const;
    this.pairs.set(v.id, p);
    return p;
  }

  private isZero(node: number): boolean {
    const n = this.nodes[node]!;
    return n.op === 'const' && n.value === 0n;
  }

  /**
   * The ABI boundary's i64 shapes on a 32-bit target (engine/lower/wide.ts): a pair split by
   * `trunc`/`lshr 32`, joined by `zext`/`shl 32`/`or`, passed to a call or returned. Returns false
   * for an instruction with no i64 in it; any other i64 is a legalizer bug.
   */
  private pairInst(inst: Inst): boolean {
    if (inst.op === 'call') {
      if (!isI64(inst.type) && !inst.args.some((a) => isI64(a.type))) return false;
      const kids = [
        ...inst.args.flatMap((a) => (isI64(a.type) ? [...this.pair(a)] : [this.value(a)])),
        ...(inst.indirect === undefined ? [] : [this.value(inst.indirect)]),
      ];
      const indirect = inst.indirect === undefined ? {} : { indirect: true as const };
      if (!isI64(inst.type)) {
        const id = this.add({ op: 'call', kids, bits: 32, callee: inst.callee, callType: inst.type, ...indirect });
        if (inst.id >= 0) this.define(inst, id);
        return true;
      }
      const hiVreg = this.facts.vregBits.push(32) - 1;
      const lo = this.add({ op: 'call', kids, bits: 32, callee: inst.callee, callType: inst.type, hiVreg, ...indirect });
      this.pairs.set(inst.id, [lo, this.add({ op: 'vreg', kids: [], bits: 32, vreg: hiVreg })]);
      return true;
    }
    if (inst.op === 'cast' && isI64(inst.value.type)) {
      if (inst.cast !== 'trunc') throw new Error(`64-bit ${inst.cast} reached the DAG builder: legalize first`);
      this.define(inst, this.pair(inst.value)[0]);
      return true;
    }
    if (inst.op === 'store' || inst.op === 'stackrestore' || inst.op === 'icmp' || !isI64(inst.type)) return false;
    this.pairs.set(inst.id, this.pairOf(inst));
    return true;
  }

  private pairOf(inst: Exclude<Inst, { op: 'store' | 'stackrestore' | 'icmp' | 'call' }>): readonly [number, number] {
    const zero = this.constant(0n, 32);
    if (inst.op === 'cast' && inst.cast === 'zext' && inst.value.type.kind === 'int' && inst.value.type.bits === 32)
      return [this.value(inst.value), zero];
    if (inst.op === 'binop' && inst.rhs.kind === 'int' && inst.rhs.value === 32n && (inst.binop === 'shl' || inst.binop === 'lshr')) {
      const [lo, hi] = this.pair(inst.lhs);
      return inst.binop === 'shl' ? [zero, lo] : [hi, zero];
    }
    if (inst.op === 'binop' && inst.binop === 'or') {
      const a = this.pair(inst.lhs);
      const b = this.pair(inst.rhs);
      const half = (x: number, y: number) => (this.isZero(x) ? y : this.isZero(y) ? x : this.add({ op: 'or', kids: [x, y], bits: 32 }));
      return [half(a[0], b[0]), half(a[1], b[1])];
    }
    throw new Error(`64-bit ${inst.op === 'binop' ? inst.binop : inst.op} reached the DAG builder: legalize first`);
  }

  private inst(inst: Inst): void {
    if (this.facts.ptrBits === 32 && this.pairInst(inst)) return;
    switch (inst.op) {
      case 'binop': {
        const signed = inst.binop === 'ashr' || inst.binop === 'sdiv' || inst.binop === 'srem';
        const needsExt = ['lshr', 'ashr', 'sdiv', 'udiv', 'srem', 'urem'].includes(inst.binop);
        const lhs = needsExt ? this.extended(inst.lhs, signed) : this.value(inst.lhs);
        const divides = ['sdiv', 'udiv', 'srem', 'urem'].includes(inst.binop);
        const rhs = divides ? this.extended(inst.rhs, signed) : this.value(inst.rhs);
        this.define(inst, this.add({ op: inst.binop, kids: [lhs, rhs], bits: this.bitsOf(inst.type) }));
        return;
      }
      case 'icmp': {
        const signed = SIGNED_PRED.has(inst.pred);
        const lhs = this.extended(inst.lhs, signed);
        const rhs = this.extended(inst.rhs, signed);
        // The compare's width is its operands' IR type, not their nodes' width: a trunc reuses its
        // source's node, so an i32 operand may be a 64-bit node whose upper half is not the value.
        const bits = planted('icmp-width-of-node') ? this.nodes[lhs]!.bits : this.bitsOf(inst.lhs.type);
        this.define(inst, this.add({ op: 'icmp', kids: [lhs, rhs], bits, pred: inst.pred }));
        return;
      }
      case 'select': {
        const kids = [this.value(inst.cond), this.value(inst.ifTrue), this.value(inst.ifFalse)];
        this.define(inst, this.add({ op: 'select', kids, bits: this.bitsOf(inst.type) }));
        return;
      }
      case 'cast':
        this.define(inst, this.cast(inst));
        return;
      case 'freeze':
        this.define(inst, this.value(inst.value));
        return;
      case 'ptradd': {
        const kids = [this.value(inst.base), this.value(inst.offset)];
        this.define(inst, this.add({ op: 'add', kids, bits: this.facts.ptrBits }));
        return;
      }
      case 'phi':
        this.local.set(inst.id, this.value({ kind: 'ref', id: inst.id, type: inst.type }));
        return;
      case 'alloca':
        this.value({ kind: 'ref', id: inst.id, type: inst.type });
        return;
      case 'load': {
        const memBits = inst.type.kind === 'ptr' ? this.facts.ptrBits : Math.max(8, inst.type.bits);
        const id = this.add({
          op: 'load',
          kids: [this.value(inst.ptr)],
          bits: this.bitsOf(inst.type),
          from: memBits,
          volatile: inst.volatile,
        });
        this.define(inst, id);
        return;
      }
      case 'store': {
        const t = inst.value.type;
        const memBits = t.kind === 'ptr' ? this.facts.ptrBits : Math.max(8, t.bits);
        // An i1 is stored as a byte holding 0 or 1 (its register's upper bits are unspecified).
        const value = t.kind === 'int' && t.bits === 1 ? this.extended(inst.value, false) : this.value(inst.value);
        this.add({ op: 'store', kids: [value, this.value(inst.ptr)], bits: this.bitsOf(t), from: memBits, volatile: inst.volatile });
        return;
      }
      case 'dynalloca':
        this.define(inst, this.add({ op: 'dynalloca', kids: [this.value(inst.size)], bits: this.facts.ptrBits }));
        return;
      case 'stacksave':
        this.define(inst, this.add({ op: 'stacksave', kids: [], bits: this.facts.ptrBits }));
        return;
      case 'frameaddress':
        this.define(inst, this.add({ op: 'frameaddress', kids: [], bits: this.facts.ptrBits }));
        return;
      case 'stackrestore':
        this.add({ op: 'stackrestore', kids: [this.value(inst.ptr)], bits: this.facts.ptrBits });
        return;
      case 'call': {
        const kids = inst.args.map((a) => this.value(a));
        if (inst.indirect !== undefined) kids.push(this.value(inst.indirect));
        const bits = inst.type === null ? this.facts.ptrBits : this.bitsOf(inst.type);
        const variadic = inst.variadic ? { variadic: true as const } : {};
        const indirect = inst.indirect === undefined ? {} : { indirect: true as const };
        const id = this.add({ op: 'call', kids, bits, callee: inst.callee, callType: inst.type, ...variadic, ...indirect });
        if (inst.id >= 0) this.define(inst, id);
        return;
      }
      default:
        assertNever(inst, 'instruction');
    }
  }

  private cast(inst: Extract<Inst, { op: 'cast' }>): number {
    const fromBits = inst.value.type.kind === 'ptr' ? this.facts.ptrBits : inst.value.type.bits;
    const toBits = inst.type.kind === 'ptr' ? this.facts.ptrBits : inst.type.bits;
    const src = this.value(inst.value);
    if (toBits <= fromBits) return src; // trunc, and same-width ptr/int casts: the low bits are the value
    const signed = inst.cast === 'sext';
    if (this.nodes[src]!.op === 'const') {
      const m = BigInt.asUintN(fromBits, this.nodes[src]!.value!);
      return this.constant(signed ? BigInt.asIntN(fromBits, m) : m, this.bitsOf(inst.type));
    }
    return this.add({ op: signed ? 'sext' : 'zext', kids: [src], bits: this.bitsOf(inst.type), from: fromBits });
  }

  private term(t: Terminator): void {
    switch (t.op) {
      case 'br':
        this.add({ op: 'br', kids: [], bits: 32, targets: [t.target] });
        return;
      case 'condbr':
        this.add({ op: 'condbr', kids: [this.value(t.cond)], bits: 32, targets: [t.ifTrue, t.ifFalse] });
        return;
      case 'ret': {
        const kids =
          t.value === null ? [] : this.facts.ptrBits === 32 && isI64(t.value.type) ? [...this.pair(t.value)] : [this.value(t.value)];
        this.add({ op: 'ret', kids, bits: t.value === null ? 32 : this.bitsOf(t.value.type) });
        return;
      }
      case 'unreachable':
        this.add({ op: 'ret', kids: [], bits: 32 });
        return;
      case 'switch':
        throw new Error('switch reached the DAG builder: legalize first');
      default:
        assertNever(t, 'terminator');
    }
  }
}

function termTargets(t: Terminator): number[] {
  return t.op === 'br' ? [t.target] : t.op === 'condbr' ? [t.ifTrue, t.ifFalse] : [];
}

/**
 * Marks the roots and the shared nodes (see the contract), users before their kids. A load is a
 * root when its single-user chain ends at a shared node rather than at a root: a selector may let
 * several tiles cover that shared node (engine/isel/noltis.ts), and a load inside it would then be
 * executed once per tile (the NOLTIS paper's implementation section: memory operations are never
 * overlapped). Every selector sees the same rule, so all of them tile the same problem.
 */
export function markRoots(nodes: DagNode[], phiArgs: ReadonlyMap<number, readonly { vreg: number; node: number }[]>): void {
  const phiUsed = new Set<number>();
  for (const args of phiArgs.values()) for (const a of args) phiUsed.add(a.node);
  const treeRoot: number[] = new Array(nodes.length).fill(-1);
  for (let i = nodes.length - 1; i >= 0; i--) {
    const n = nodes[i]!;
    if ((n.op === 'const' || n.op === 'frame') && n.users.length + (phiUsed.has(i) || n.export !== undefined ? 1 : 0) > 1) n.shared = true;
    if (n.op === 'const' || n.op === 'frame' || n.op === 'vreg') continue;
    const mandatory = isSideEffect(n) || n.export !== undefined || phiUsed.has(i);
    n.root = mandatory || n.users.length !== 1;
    if (!mandatory && n.users.length > 1 && !MEMORY.has(n.op)) n.shared = true;
    if (!n.root) {
      const user = n.users[0]!;
      treeRoot[i] = nodes[user]!.root ? user : treeRoot[user]!;
      const top = nodes[treeRoot[i]!]!;
      if (n.op === 'load' && (n.volatile || top.shared === true || separated(nodes, i, treeRoot[i]!))) n.root = true;
    }
  }
}

/** Whether a store or call lies strictly between nodes a and b (a < b). */
function separated(nodes: readonly DagNode[], a: number, b: number): boolean {
  for (let k = a + 1; k < b; k++) if (nodes[k]!.op === 'store' || nodes[k]!.op === 'call') return true;
  return false;
}

export function buildDags(fn: Func, module: Module): { facts: FuncFacts; dags: BlockDag[] } {
  const facts = analyzeFunc(fn, module);
  const phisOf = new Map<number, Extract<Inst, { op: 'phi' }>[]>();
  for (const b of fn.blocks)
    phisOf.set(
      b.id,
      b.insts.filter((i): i is Extract<Inst, { op: 'phi' }> => i.op === 'phi'),
    );
  const dags = fn.blocks.map((b) =>
    new DagBuilder(facts, b).build((succ) =>
      (phisOf.get(succ) ?? []).map((p) => ({
        vreg: facts.valueVreg.get(p.id)!,
        value: p.incoming.find((a) => a.block === b.id)!.value,
      })),
    ),
  );
  return { facts, dags };
}
