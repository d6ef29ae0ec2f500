// second-chance: second-chance binpacking (Traub, Holloway and Smith, "Quality and speed in
// linear-scan register allocation", PLDI 1998; Koes thesis §2.1.3 and digest §7 B3, the thesis's
// baseline family), allocating and rewriting in one linear pass over the instructions, then one
// resolution pass over the CFG edges.
//
// Contract: requires an MFunction that passes verifyMir and TargetRegs; produces an AllocResult
// (engine/mir/types.ts) that oracles/allocation-checker.ts accepts, deterministic for its input.
// - Live intervals with lifetime holes (intervals.ts) give the spill weights (frequency-weighted
//   references, 10^loopDepth, over length: digest §7 B1), the live range a register must cover
//   (binpacking fit) and the per-operand liveness the scan frees registers by.
// - The scan (second-chance-inst.ts) visits blocks in reverse postorder (so every block but a loop
//   header starts from an allocated predecessor's state; layout order would not: selection puts
//   split-edge blocks, often a loop's only entries, at the function's end); a value lives in at most one
//   register at a time and may move between registers and its slot: a value in memory is reloaded
//   at its next use into any register (its second chance), evicting the lowest-weight value when
//   none is free; an evicted value moves to a free register or is stored (the store skipped when the
//   slot is current). Fixed registers, reuse, early defs, clobbers and `stack` operands are met at
//   each instruction by the parallel copy before it.
// - Eviction order: the lowest spill weight, ties broken by the farthest next reference. The
//   thesis's account (§2.1.3) leaves the victim open; Traub et al.'s rule is the distance to the
//   next reference (Belady's farthest-first; the paper itself is not in ../shared/papers, so this
//   is from memory, not re-checked). The issue asks for the B1 weight, which counts loop depth, so
//   a value used inside a loop is not evicted for one used once outside it; the distance decides
//   between equal weights.
// - A block's branch instructions are allocated together, before the first branch, so the state at
//   the block's end (its exit snapshot) holds on every outgoing edge; branches define nothing.
// - Block boundaries and the resolution pass: second-chance-resolve.ts. Edits at one point run in
//   the order: entry resolution, the instruction's own parallel copy, exit resolution.
// Throws ScanError when an instruction needs more registers of a class than the target has.

import type { AllocResult, Allocator, Edit, MFunction, MInst, OperandAlloc, PReg, TargetRegs } from '../../mir/types.js';
import { liveness } from '../shared/live-intervals.js';
import { allocateInst, ScanError, type InstView, type ScanCtx } from './inst.js';
import { entrySnapshot, resolveEdge, type Boundaries, type Snapshot } from './resolve.js';
import { emptyState, gatherFacts, Slots, type State } from './state.js';

interface Tagged {
  readonly edit: Edit;
  readonly phase: number;
  readonly seq: number;
}

/** Reverse postorder from the entry (every forward edge's source before its target), then the
 *  unreachable blocks in layout order: the order the scan visits and numbers blocks in. */
export function scanOrder(fn: MFunction): number[] {
  const seen = fn.blocks.map(() => false);
  const post: number[] = [];
  const stack: { id: number; next: number }[] = [{ id: 0, next: 0 }];
  seen[0] = true;
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const succs = fn.blocks[top.id]!.succs;
    if (top.next < succs.length) {
      const s = succs[succs.length - 1 - top.next++]!;
      if (!seen[s]) {
        seen[s] = true;
        stack.push({ id: s, next: 0 });
      }
    } else {
      post.push(top.id);
      stack.pop();
    }
  }
  return [...post.reverse(), ...fn.blocks.map((b) => b.id).filter((id) => !seen[id])];
}

const isBranch = (inst: MInst): boolean => inst.kind === 'isa' && inst.target !== undefined;

function boundaries(fn: MFunction, live: Boundaries['live'], order: readonly number[]): Boundaries {
  const branchAt = fn.blocks.map((b, id) => {
    const k = b.insts.findIndex(isBranch);
    return k < 0 ? -1 : live.starts[id]! + k;
  });
  const branchReads = fn.blocks.map((b) => b.insts.some((i) => isBranch(i) && i.regs.length > 0));
  const rank = fn.blocks.map(() => -1);
  order.forEach((id, k) => {
    rank[id] = k;
  });
  const reachable = fn.blocks.map(() => false);
  reachable[0] = true;
  for (const id of order) if (reachable[id]) for (const s of fn.blocks[id]!.succs) reachable[s] = true;
  return { fn, live, reachable, branchAt, branchReads, rank };
}

function loadSnapshot(state: State, snap: Snapshot): void {
  state.owner.clear();
  state.regOf.fill(null);
  state.valid.fill(false);
  for (const v of snap.valid) state.valid[v] = true;
  for (const [v, r] of snap.regs) {
    state.regOf[v] = r;
    state.owner.set(r, v);
  }
}

function takeSnapshot(state: State, liveOut: ReadonlySet<number>): Snapshot {
  const regs = new Map<number, PReg>();
  for (const [r, v] of state.owner) if (liveOut.has(v)) regs.set(v, r);
  const valid = new Set<number>();
  for (const v of liveOut) if (state.valid[v]) valid.add(v);
  return { regs, valid };
}

/** The block's branch group as one instruction: uses only, live after = live out of the block. */
function branchView(bd: Boundaries, id: number, from: number): InstView {
  const insts = bd.fn.blocks[id]!.insts.slice(from);
  const ops = insts.flatMap((i) => i.regs);
  if (ops.some((o) => o.kind === 'def')) throw new ScanError(`block ${id}: a branch instruction defines a register`);
  const liveOut = bd.live.liveOut[id]!;
  const clobbers = [...new Set(insts.flatMap((i) => (i.kind === 'isa' ? i.clobbers : [])))];
  const index = bd.live.starts[id]! + from;
  return { index, pos: bd.live.positions[index]!, ops, liveAfter: ops.map((o) => liveOut.has(o.vreg)), clobbers, copy: false };
}

function scanBlock(ctx: ScanCtx, bd: Boundaries, id: number, allocs: OperandAlloc[][], push: (e: Edit[], phase: number) => void): void {
  const block = bd.fn.blocks[id]!;
  const start = bd.live.starts[id]!;
  const groupAt = block.insts.findIndex(isBranch);
  const bodyEnd = groupAt < 0 ? block.insts.length : groupAt;
  for (let k = 0; k < bodyEnd; k++) {
    const inst = block.insts[k]!;
    const index = start + k;
    const view: InstView = {
      index,
      pos: bd.live.positions[index]!,
      ops: inst.regs,
      liveAfter: bd.live.liveAfter[index]!,
      clobbers: inst.kind === 'isa' ? inst.clobbers : [],
      copy: inst.kind === 'copy',
    };
    const r = allocateInst(ctx, view);
    allocs[index] = r.allocs;
    push(r.edits, 1);
  }
  if (groupAt < 0) return;
  const r = allocateInst(ctx, branchView(bd, id, groupAt));
  let k = 0;
  for (let j = groupAt; j < block.insts.length; j++) {
    const n = block.insts[j]!.regs.length;
    allocs[start + j] = r.allocs.slice(k, k + n);
    k += n;
  }
  push(r.edits, 1);
}

function allocate(fn: MFunction, regs: TargetRegs): AllocResult {
  const order = scanOrder(fn);
  const live = liveness(fn, order);
  const facts = gatherFacts(fn, regs, live);
  const bd = boundaries(fn, live, order);
  const slots = new Slots();
  const state = emptyState(fn.vregs.length);
  const entries: (Snapshot | undefined)[] = fn.blocks.map(() => undefined);
  const exits: (Snapshot | undefined)[] = fn.blocks.map(() => undefined);
  const allocs: OperandAlloc[][] = [];
  const tagged: Tagged[] = [];
  const push = (edits: Edit[], phase: number) => {
    for (const edit of edits) tagged.push({ edit, phase, seq: tagged.length });
  };
  let current = 0;
  const succHint = (v: number): PReg | undefined => {
    for (const s of fn.blocks[current]!.succs) {
      const r = entries[s]?.regs.get(v);
      if (r !== undefined) return r;
    }
    return undefined;
  };
  const ctx: ScanCtx = { facts, state, slots, succHint };
  for (const id of order) {
    current = id;
    const entry = entrySnapshot(bd, id, exits);
    entries[id] = entry;
    loadSnapshot(state, entry);
    scanBlock(ctx, bd, id, allocs, push);
    exits[id] = takeSnapshot(state, live.liveOut[id]!);
  }
  for (const [p, block] of fn.blocks.entries()) {
    if (!bd.reachable[p]) continue;
    for (const s of block.succs) {
      const r = resolveEdge(bd, p, s, entries[s]!, exits[p]!, slots, regs.allocatable);
      push(r.edits, r.atEntry ? 0 : 2);
    }
  }
  const pos = (e: Edit) => (e.point.pos === 'before' ? 0 : 1);
  tagged.sort((a, b) => a.edit.point.inst - b.edit.point.inst || pos(a.edit) - pos(b.edit) || a.phase - b.phase || a.seq - b.seq);
  return { allocs, edits: tagged.map((t) => t.edit), spillSlots: slots.count, slotBytes: regs.wordBytes };
}

export const secondChance: Allocator = { name: 'second-chance', allocate };
