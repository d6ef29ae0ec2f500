// What a tile's emit function sees and returns: the values of its leaves (registers as vregs,
// addressing modes, condition predicates, immediates) and a context to create vregs and append
// MInsts; and a small builder for the `regs` of one instruction that hands out the `%k.b`
// placeholders the MIR contract (engine/mir/types.ts) defines.
//
// Contract: emit functions append instructions in execution order and return the value of their
// nonterminal (`reg`: the result vreg; `addr`: an address; `cc`: the predicate whose flags they
// set, emitted last so nothing clobbers the flags before the consumer; `stmt`: none).

import { SJLJ_HELPERS } from '../../common/image.js';
import type { ICmpPred } from '../ir/types.js';
import type { Constraint, MInst, RegOperand } from '../mir/types.js';
import type { DagNode } from './dag.js';

export type AddrBase = { readonly vreg: number } | { readonly frame: number } | null;
export interface Addr {
  readonly kind: 'addr';
  readonly base: AddrBase;
  readonly index: { readonly vreg: number; readonly scale: 1 | 2 | 4 | 8 } | null;
  readonly disp: bigint;
}

export type Operand =
  | { readonly kind: 'reg'; readonly vreg: number }
  | Addr
  | { readonly kind: 'cc'; readonly pred: ICmpPred }
  | { readonly kind: 'imm'; readonly value: bigint }
  | { readonly kind: 'none' };

export interface EmitCtx {
  /** A fresh vreg of the class (`gpr`, or `byte` on x86-32) at `bits`. */
  newVreg(cls: string, bits: number): number;
  /** The vreg the node's value must land in (its export vreg when it has one), created on demand. */
  resultVreg(node: DagNode, cls?: string): number;
  classOf(vreg: number): string;
  push(inst: MInst): void;
  /** The MIR block a branch to IR block `irBlock` targets (a split edge block when the edge has phi copies). */
  blockOf(irBlock: number): number;
  /** Another node of the DAG being selected (a tile reading a covered kid's attributes). */
  dagNode(id: number): DagNode;
}

export type TileEmit = (x: EmitCtx, leaves: readonly Operand[], node: DagNode) => Operand;

export const NONE: Operand = { kind: 'none' };

// A leaf's operand as the kind its pattern promises (a mismatch is a grammar bug, not bad input).
export const asReg = (o: Operand | undefined): number => {
  if (o?.kind !== 'reg') throw new Error(`tile expected a register, got ${o?.kind}`);
  return o.vreg;
};
export const asImm = (o: Operand | undefined): bigint => {
  if (o?.kind !== 'imm') throw new Error(`tile expected an immediate, got ${o?.kind}`);
  return o.value;
};
export const asAddr = (o: Operand | undefined): Addr => {
  if (o?.kind !== 'addr') throw new Error(`tile expected an address, got ${o?.kind}`);
  return o;
};
export const asPred = (o: Operand | undefined): ICmpPred => {
  if (o?.kind !== 'cc') throw new Error(`tile expected flags, got ${o?.kind}`);
  return o.pred;
};

/**
 * The vreg a multi-result node writes its other result to: the `export` of its projection user of
 * operation `op` (a `writeback` of an indexed access, engine/isel/indexed.ts; a `remainder` of a
 * divrem, engine/isel/complex.ts), which the rewrite that made them set.
 */
export function projectionVreg(x: EmitCtx, n: DagNode, op: DagNode['op']): number {
  const p = n.users.map((u) => x.dagNode(u)).find((u) => u.op === op);
  if (p?.export === undefined) throw new Error(`node ${n.id} (${n.op}) has no ${op} node with a vreg`);
  return p.export;
}

/** The frame object of a `frame` node, or of the `frame` kid of an address node (`add(frame, #k)`, either order). */
export function frameOf(x: EmitCtx, n: DagNode): number {
  const f = n.op === 'frame' ? n : n.kids.map((k) => x.dagNode(k)).find((k) => k.op === 'frame');
  if (f?.frame === undefined) throw new Error(`tile expected a frame address at node ${n.id}`);
  return f.frame;
}

/** The `const` pseudo defining the node's result vreg (codegen picks the ISA's materialization). */
export function emitConst(x: EmitCtx, n: DagNode): Operand {
  const d = x.resultVreg(n);
  x.push({ kind: 'const', regs: [{ vreg: d, kind: 'def', constraint: { kind: 'reg', class: x.classOf(d) } }], value: n.value! });
  return { kind: 'reg', vreg: d };
}

/** The entry pseudo (`insn: null`): fixed defs of the parameters the ABI passes in `argRegs`, in order. */
export function pushEntryPseudo(x: EmitCtx, params: readonly { vreg: number }[], argRegs: readonly string[], bits: number): void {
  const r = new Regs(x);
  params.forEach((p, i) => {
    if (i < argRegs.length) r.fixedDef(p.vreg, argRegs[i]!, bits);
  });
  x.push({ kind: 'isa', insn: null, regs: r.regs, clobbers: [] });
}

/**
 * A call's register operands: the arguments the ABI passes in `argRegs` as fixed uses, the result
 * (when the call has one) a fixed def of `resultReg` (and of the second result register for the high
 * half of an i64 on a 32-bit target), and the caller-saved registers other than the results' as clobbers. Stack arguments are the grammar's (stores before the call).
 */
export function callRegs(
  x: EmitCtx,
  args: readonly Operand[],
  n: DagNode,
  abi: {
    readonly argRegs: readonly string[];
    readonly resultRegs: readonly string[];
    readonly callerSaved: readonly string[];
    readonly calleeSaved: readonly string[];
  },
  bits: number,
): { regs: Regs; result: number | null; clobbers: string[] } {
  const regs = new Regs(x);
  args.forEach((a, i) => {
    if (i < abi.argRegs.length) regs.fixedUse(asReg(a), abi.argRegs[i]!, bits);
  });
  const result = n.callType === null || n.callType === undefined ? null : x.resultVreg(n);
  if (result !== null) regs.fixedDef(result, abi.resultRegs[0]!, bits);
  // An i64 result on a 32-bit target: its high half in the second result register (edx, r1).
  if (n.hiVreg !== undefined) regs.fixedDef(n.hiVreg, abi.resultRegs[1]!, bits);
  // A call that returns twice (the setjmp helper) clobbers the callee-saved registers too, as LLVM
  // treats a setjmp: longjmp restores only the frame pointer and sp, so nothing may live in a
  // register across it (the prologue then saves every callee-saved register, codegen/frame.ts).
  const twice = n.callee === SJLJ_HELPERS.setjmp && n.indirect !== true;
  const clobbers = (twice ? [...abi.callerSaved, ...abi.calleeSaved] : abi.callerSaved).filter(
    (p) => (result === null || p !== abi.resultRegs[0]) && (n.hiVreg === undefined || p !== abi.resultRegs[1]),
  );
  return { regs, result, clobbers };
}

/** `%k.b` placeholder strings by bits then k, each built once: every register operand of every instruction names one. */
const PLACEHOLDERS = new Map<number, string[]>();
function placeholder(k: number, bits: number): string {
  let row = PLACEHOLDERS.get(bits);
  if (row === undefined) PLACEHOLDERS.set(bits, (row = []));
  return (row[k] ??= `%${k}.${bits}`);
}

/** Collects one instruction's register operands and returns their placeholders. */
export class Regs {
  readonly regs: RegOperand[] = [];
  constructor(private readonly x: EmitCtx) {}

  private add(vreg: number, kind: 'use' | 'def', constraint: Constraint, bits: number, early = false): string {
    this.regs.push(early ? { vreg, kind, constraint, early } : { vreg, kind, constraint });
    return placeholder(this.regs.length - 1, bits);
  }

  use(vreg: number, bits: number): string {
    return this.add(vreg, 'use', { kind: 'reg', class: this.x.classOf(vreg) }, bits);
  }

  def(vreg: number, bits: number, early = false): string {
    return this.add(vreg, 'def', { kind: 'reg', class: this.x.classOf(vreg) }, bits, early);
  }

  /** A def tied to an earlier use (x86 two-address forms). */
  reuse(vreg: number, bits: number, input: number): string {
    return this.add(vreg, 'def', { kind: 'reuse', input }, bits);
  }

  fixedUse(vreg: number, preg: string, bits: number): string {
    return this.add(vreg, 'use', { kind: 'fixed', preg }, bits);
  }

  fixedDef(vreg: number, preg: string, bits: number): string {
    return this.add(vreg, 'def', { kind: 'fixed', preg }, bits);
  }

  /** Index of the most recent operand (for `reuse`). */
  get last(): number {
    return this.regs.length - 1;
  }
}
