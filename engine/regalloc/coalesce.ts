// Aggressive copy coalescing before allocation: a pass of its own that any allocator may run on
// its input (Koes's thesis, §3.6 "Limitations", remedy 1: "moves are aggressively coalesced before
// register allocation" because the global MCNF model cannot price a move deleted by giving two
// variables one register; digest ../shared/papers/koes-thesis-digest.md §1.7). Unlike
// graph-color's internal Briggs/George tests, it merges every copy-related pair it legally can,
// whatever that does to colourability: the allocator that follows pays for any move it re-inserts.
//
// Contract: requires an MFunction that passes verifyMir and its TargetRegs (functionRegs).
// Produces a new MFunction that passes verifyMir, in two-address form (two-address.ts: a tie's def
// redefines its input's vreg, after a copy), in which every copy whose two vregs could be merged is
// gone, the vregs renumbered densely (`map[old] = new`, for every old vreg: passes that
// keep facts about the selector's vregs translate them through it), and counts of the copies
// removed and kept (selection's copies; the two-address copies left are counted apart). The
// input is not modified.
//
// Legality of merging the groups A and B of a copy (all must hold; a refused copy stays a copy):
// - no interference: Chaitin's rule with regalloc2's operand semantics — a late def interferes
//   with every vreg live after the instruction except, for a copy, its source (the two hold one
//   value), and with the instruction's other defs; an early def also with the instruction's uses.
//   Sound without SSA: every redefinition of either side while the other lives adds an edge.
// - one instruction never names both (except the copy itself and a reuse-tied def/input pair,
//   which merging turns into the natural two-address form): an instruction's operand shape, its
//   stack-operand limit and its fixed uses stay as selection made them;
// - register classes: the merged vreg gets the intersection of the two classes, which must be one
//   of the target's classes (x86: `byte` within `gpr`); a `reg` operand constraint naming the
//   wider class is narrowed to it;
// - fixed registers: if both groups carry fixed constraints they name the same registers, and no
//   group's fixed register is one the other group is live across while something else holds or
//   destroys it (another operand fixed to it, a clobber): LLVM's rule for joining a vreg with a
//   physical register (RegisterCoalescer::joinReservedPhysReg, anchors.md), so a value is never
//   tied to a register at a point where that register is taken. Register pressure per instruction
//   only falls (fewer distinct vregs), so no merge makes an allocatable function unallocatable.
// - bits: the merged vreg has the wider width (a copy moves the whole register either way).
//
// Order: copies by descending block frequency 10^loopDepth (liveness.ts loopWeight), ties in
// layout order, so a loop's copies claim their partners before the copies outside it; a copy
// whose vregs an earlier merge already joined is removed without a test.
//
// Removed, not left as self-copies: a self-copy would still be an instruction with a def and a
// use to every allocator, to liveness and to the MCNF model (a crossbar and an instruction group
// for nothing), and the thesis's input is the function after coalescing.

import type { MBlock, MFunction, MInst, PReg, RegOperand, TargetRegs, VReg, VRegInfo } from '../mir/types.js';
import { assertNever } from '../../common/assert-never.js';
import { liveSets, loopWeight } from './shared/liveness.js';
import { twoAddressForm } from './two-address.js';

export interface CoalesceResult {
  readonly fn: MFunction;
  /** For every vreg of the input, its vreg in `fn`. */
  readonly map: readonly VReg[];
  /** Copies deleted (their two vregs merged). */
  readonly removed: number;
  /** Copies left because merging was not legal. */
  readonly kept: number;
  /** The copies two-address form added (two-address.ts) that had to stay: not counted above. */
  readonly twoAddressKept: number;
}

/** What merging needs to know of each vreg (of each group's representative, once merged). */
interface Facts {
  readonly adj: Set<VReg>[];
  /** Registers the vreg may not be tied to: taken or destroyed where it is live. */
  readonly taken: Set<PReg>[];
  /** Registers its operands are fixed to. */
  readonly fixed: Set<PReg>[];
  readonly info: VRegInfo[];
}

interface CopySite {
  readonly dst: VReg;
  readonly src: VReg;
  readonly weight: number;
  readonly index: number;
}

export function coalesceCopies(input: MFunction, regs: TargetRegs): CoalesceResult {
  const fn = twoAddressForm(input, regs);
  const facts = buildFacts(fn);
  const parent = fn.vregs.map((_, v) => v);
  const copies = copySites(fn);
  for (const c of copies) {
    const a = find(parent, c.dst);
    const b = find(parent, c.src);
    if (a !== b && canMerge(facts, regs, a, b)) merge(facts, regs, parent, a, b);
  }
  const selected = new Set(input.blocks.flatMap((b) => b.insts.filter((i) => i.kind === 'copy')));
  return rewrite(fn, facts, parent, selected);
}

/** Union-find root with path halving. */
function find(parent: VReg[], v: VReg): VReg {
  let x = v;
  while (parent[x] !== x) {
    parent[x] = parent[parent[x]!]!;
    x = parent[x]!;
  }
  return x;
}

function copySites(fn: MFunction): CopySite[] {
  const out: CopySite[] = [];
  let index = 0;
  for (const b of fn.blocks) {
    const weight = loopWeight(b.loopDepth);
    for (const inst of b.insts) {
      if (inst.kind === 'copy') out.push({ dst: inst.regs[0].vreg, src: inst.regs[1].vreg, weight, index });
      index++;
    }
  }
  return out.sort((x, y) => y.weight - x.weight || x.index - y.index);
}

// ---------------------------------------------------------------------------------------------
// Facts: interference, registers taken, fixed registers

function buildFacts(fn: MFunction): Facts {
  const facts: Facts = {
    adj: fn.vregs.map(() => new Set<VReg>()),
    taken: fn.vregs.map(() => new Set<PReg>()),
    fixed: fn.vregs.map(() => new Set<PReg>()),
    info: [...fn.vregs],
  };
  const { liveOut } = liveSets(fn);
  for (const b of fn.blocks) {
    const live = new Set(liveOut[b.id]);
    for (let k = b.insts.length - 1; k >= 0; k--) visit(facts, b.insts[k]!, live);
  }
  return facts;
}

function edge(facts: Facts, a: VReg, b: VReg): void {
  if (a === b) return;
  facts.adj[a]!.add(b);
  facts.adj[b]!.add(a);
}

/** One instruction, walking backward: `live` is the set live after it on entry, before it on exit. */
function visit(facts: Facts, inst: MInst, live: Set<VReg>): void {
  const ops = inst.regs;
  const copySrc = inst.kind === 'copy' ? inst.regs[1].vreg : -1;
  for (const op of ops) if (op.constraint.kind === 'fixed') facts.fixed[op.vreg]!.add(op.constraint.preg);
  for (const d of ops) {
    if (d.kind !== 'def') continue;
    for (const v of live) if (v !== copySrc || d.early === true) edge(facts, d.vreg, v);
    for (const o of ops) if (o.kind === 'def' || d.early === true) edge(facts, d.vreg, o.vreg);
  }
  if (inst.kind !== 'copy') sameInstruction(facts, ops);
  takenAfter(facts, inst, live);
  for (const op of ops) if (op.kind === 'def') live.delete(op.vreg);
  for (const op of ops) if (op.kind === 'use') live.add(op.vreg);
  takenBefore(facts, ops, live);
}

/** Two vregs of one instruction are kept apart, except a reuse-tied def and its input. */
function sameInstruction(facts: Facts, ops: readonly RegOperand[]): void {
  for (let i = 0; i < ops.length; i++) {
    for (let j = i + 1; j < ops.length; j++) {
      if (!isTie(ops, i, j) && !isTie(ops, j, i)) edge(facts, ops[i]!.vreg, ops[j]!.vreg);
    }
  }
}

function isTie(ops: readonly RegOperand[], def: number, input: number): boolean {
  const c = ops[def]!.constraint;
  return c.kind === 'reuse' && c.input === input;
}

/** Fixed registers of the operands other than `v`'s that satisfy `which`. */
function fixedOthers(ops: readonly RegOperand[], v: VReg, which: (op: RegOperand) => boolean, into: Set<PReg>): void {
  for (const op of ops) if (op.vreg !== v && op.constraint.kind === 'fixed' && which(op)) into.add(op.constraint.preg);
}

const isDef = (op: RegOperand): boolean => op.kind === 'def';
const isEarlyPoint = (op: RegOperand): boolean => op.kind === 'use' || op.early === true;

/** At the late point: a vreg live after the instruction, or defined by it, cannot be tied to
 *  another def's fixed register; one live across it, nor to a clobbered register; an early def
 *  spans the whole instruction, so it also avoids the fixed uses and the clobbers. */
function takenAfter(facts: Facts, inst: MInst, live: ReadonlySet<VReg>): void {
  const ops = inst.regs;
  const clobbers = inst.kind === 'isa' ? inst.clobbers : [];
  const defined = new Set(ops.filter(isDef).map((op) => op.vreg));
  for (const v of new Set([...live, ...defined])) {
    const taken = facts.taken[v]!;
    fixedOthers(ops, v, isDef, taken);
    const early = ops.some((op) => op.vreg === v && op.kind === 'def' && op.early === true);
    if (!defined.has(v) || early) for (const c of clobbers) taken.add(c);
    if (early) fixedOthers(ops, v, isEarlyPoint, taken);
  }
}

/** At the early point: a vreg live before the instruction (its uses included) cannot be tied to
 *  another operand's fixed use or early def register. */
function takenBefore(facts: Facts, ops: readonly RegOperand[], live: ReadonlySet<VReg>): void {
  for (const v of live) fixedOthers(ops, v, isEarlyPoint, facts.taken[v]!);
}

// ---------------------------------------------------------------------------------------------
// Merging

function canMerge(facts: Facts, regs: TargetRegs, a: VReg, b: VReg): boolean {
  if (facts.adj[a]!.has(b)) return false;
  const cls = classMeet(regs, facts.info[a]!.class, facts.info[b]!.class);
  if (cls === null) return false;
  const fa = facts.fixed[a]!;
  const fb = facts.fixed[b]!;
  if (fa.size > 0 && fb.size > 0 && !sameSet(fa, fb)) return false;
  if (intersects(fa, facts.taken[b]!) || intersects(fb, facts.taken[a]!)) return false;
  return keepsFixedInClass(regs, facts.info[a]!.class, fa, cls) && keepsFixedInClass(regs, facts.info[b]!.class, fb, cls);
}

/** The target class whose registers are the intersection of two classes', or null if none is. */
function classMeet(regs: TargetRegs, a: string, b: string): string | null {
  if (a === b) return a;
  const ra = regs.classes[a] ?? [];
  const rb = regs.classes[b] ?? [];
  const meet = ra.filter((r) => rb.includes(r));
  if (meet.length === 0) return null;
  for (const [name, rs] of Object.entries(regs.classes)) {
    if (rs.length === meet.length && rs.every((r) => meet.includes(r))) return name;
  }
  return null;
}

/** A fixed register that was in the group's class must stay in the narrowed class. */
function keepsFixedInClass(regs: TargetRegs, before: string, fixed: ReadonlySet<PReg>, after: string): boolean {
  const was = regs.classes[before] ?? [];
  const now = regs.classes[after] ?? [];
  for (const p of fixed) if (was.includes(p) && !now.includes(p)) return false;
  return true;
}

function sameSet<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

function intersects<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  for (const x of a) if (b.has(x)) return true;
  return false;
}

/** Joins the groups of a and b under the lower number (deterministic names). */
function merge(facts: Facts, regs: TargetRegs, parent: VReg[], a: VReg, b: VReg): void {
  const keep = Math.min(a, b);
  const gone = Math.max(a, b);
  parent[gone] = keep;
  for (const x of facts.adj[gone]!) {
    facts.adj[x]!.delete(gone);
    edge(facts, keep, x);
  }
  for (const p of facts.taken[gone]!) facts.taken[keep]!.add(p);
  for (const p of facts.fixed[gone]!) facts.fixed[keep]!.add(p);
  const ka = facts.info[keep]!;
  const kb = facts.info[gone]!;
  // canMerge found that the meet exists.
  facts.info[keep] = { class: classMeet(regs, ka.class, kb.class)!, bits: Math.max(ka.bits, kb.bits) };
}

// ---------------------------------------------------------------------------------------------
// Rewriting

/** The function with merged vregs renamed and removable copies gone; `selected`: selection's copies (the counted ones). */
function rewrite(fn: MFunction, facts: Facts, parent: VReg[], selected: ReadonlySet<MInst>): CoalesceResult {
  const fresh = new Map<VReg, VReg>();
  const map = fn.vregs.map((_, v) => {
    const root = find(parent, v);
    let n = fresh.get(root);
    if (n === undefined) fresh.set(root, (n = fresh.size));
    return n;
  });
  const vregs: VRegInfo[] = [];
  for (const [root, n] of fresh) vregs[n] = facts.info[root]!;
  let removed = 0;
  let kept = 0;
  let twoAddressKept = 0;
  const blocks = fn.blocks.map((b): MBlock => {
    const insts: MInst[] = [];
    for (const inst of b.insts) {
      if (inst.kind === 'copy' && map[inst.regs[0].vreg] === map[inst.regs[1].vreg]) {
        if (selected.has(inst)) removed++;
        continue;
      }
      if (inst.kind === 'copy' && selected.has(inst)) kept++;
      else if (inst.kind === 'copy') twoAddressKept++;
      insts.push(renameInst(inst, map, fn.vregs, vregs));
    }
    return { ...b, insts };
  });
  return { fn: { ...fn, blocks, vregs }, map, removed, kept, twoAddressKept };
}

function renameOp(op: RegOperand, map: readonly VReg[], before: readonly VRegInfo[], after: readonly VRegInfo[]): RegOperand {
  const vreg = map[op.vreg]!;
  const c = op.constraint;
  const cls = after[vreg]!.class;
  // A constraint naming the operand's old (wider) class is narrowed to the merged vreg's class.
  if ((c.kind === 'reg' || c.kind === 'any') && c.class === before[op.vreg]!.class && c.class !== cls) {
    return { ...op, vreg, constraint: { kind: c.kind, class: cls } };
  }
  return { ...op, vreg };
}

function renameInst(inst: MInst, map: readonly VReg[], before: readonly VRegInfo[], after: readonly VRegInfo[]): MInst {
  const r = (op: RegOperand): RegOperand => renameOp(op, map, before, after);
  switch (inst.kind) {
    case 'isa':
      return { ...inst, regs: inst.regs.map(r) };
    case 'copy':
      return { ...inst, regs: [r(inst.regs[0]), r(inst.regs[1])] };
    case 'const':
      return { ...inst, regs: [r(inst.regs[0])] };
    default:
      return assertNever(inst, 'machine instruction');
  }
}
