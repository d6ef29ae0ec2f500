// Branch relaxation: addresses for every instruction of a function, with each branch in the
// shortest form that reaches its target, found by iterating to a fixed point.
//
// Requires LBlocks (lir.ts) whose `insn`s encode. Produces a Placement: per instruction its offset
// from the function start, its size and (for branches) its form; an unconditional jump that is the
// last instruction of its block and targets the next block is dropped (size 0, falls through).
// Forms start short and only ever grow (x86 rel8 → rel32; Thumb b<c> ±256 B → inverted b<c> over
// b ±2 KB → far), so the iteration terminates (Szymanski's monotone relaxation). ARM's b reaches
// ±32 MB.
// A Thumb branch beyond ±2 KB becomes `bl` (±16 MB; lr is free inside a body: the prologue
// always saves it, and the epilogue returns by popping pc), a conditional one `b<!c>` over `bl`.
// Literal loads have fixed sizes (ARM 4, Thumb 2); their pools are islands laid out with the code
// (literal-pool.ts): after each relaxation fixed point, a literal load out of reach of its pool
// adds an island, and relaxation runs again, until both are stable (both only ever add bytes).

import { assertNever } from '../ir/types.js';
import type { JumpForm, Target } from '../targets/target.js';
import { CodegenError, type LBlock, type LInst } from './lir.js';
import { layIsland, planIsland, type Island } from './literal-pool.js';

export interface Placed {
  readonly inst: LInst;
  readonly block: number;
  offset: number;
  size: number;
  form: JumpForm | 'dropped';
  /** An instruction's bytes, encoded once for its size when the model's encoding ignores the address. */
  readonly bytes?: Uint8Array;
}

export interface Placement {
  readonly items: Placed[];
  /** Offset of each block (by block id). */
  readonly blockOffset: Map<number, number>;
  /** Bytes up to the final pool (code and the islands within it). */
  end: number;
  /** Bytes with the final pool. */
  total: number;
  /** Items after which an island goes, and whether a branch jumps over it (literal-pool.ts decides). */
  readonly islandsAfter: Map<number, { readonly branch: boolean }>;
  /** The islands as last laid out, the final pool included, and the word each literal load reads. */
  islands: Island[];
  literalAt: Map<Placed, number>;
}

function fixedSize(target: Target, inst: LInst): number {
  switch (inst.kind) {
    case 'insn':
    case 'call':
      return target.model.size(inst.insn);
    case 'literal':
      if (target.literals === null) throw new CodegenError(`${target.isa} has no literal pools`);
      return target.literals.loadBytes;
    case 'jump':
      return 0; // sized by its form
    default:
      return assertNever(inst, 'low-level instruction');
  }
}

function initial(blocks: readonly LBlock[], target: Target): Placed[] {
  const items: Placed[] = [];
  const model = target.model;
  blocks.forEach((b, k) => {
    b.insts.forEach((inst, j) => {
      const fallsThrough = inst.kind === 'jump' && inst.cond === null && j === b.insts.length - 1 && blocks[k + 1]?.id === inst.target;
      const form = fallsThrough ? 'dropped' : 'short';
      if ((inst.kind === 'insn' || inst.kind === 'call') && model.encodingIgnoresAddress === true) {
        // The bytes are the same wherever the instruction lands: encode once (size() would lay
        // the instruction out as encode does, and encodeAll would do it again).
        const bytes = model.encode(inst.insn);
        items.push({ inst, block: b.id, offset: 0, size: bytes.length, form, bytes });
      } else {
        items.push({ inst, block: b.id, offset: 0, size: fixedSize(target, inst), form });
      }
    });
  });
  return items;
}

function assign(p: Placement, target: Target, blocks: readonly LBlock[]): void {
  let at = 0;
  let next = 0;
  const pending: Placed[] = [];
  p.islands = [];
  p.literalAt = new Map();
  for (const b of blocks) {
    p.blockOffset.set(b.id, at);
    for (let j = 0; j < b.insts.length; j++, next++) {
      const it = p.items[next]!;
      if (it.inst.kind === 'jump') it.size = it.form === 'dropped' ? 0 : target.jumpSize(it.inst.cond, it.form);
      it.offset = at;
      at += it.size;
      if (it.inst.kind === 'literal') pending.push(it);
      const island = p.islandsAfter.get(next);
      if (island !== undefined) at = layIsland(p, target, at, pending, island.branch);
    }
  }
  p.end = at;
  p.total = layIsland(p, target, at, pending, false);
}

/** The next form a branch that does not reach grows to (Thumb: short → long → far). */
const GROW: Readonly<Record<JumpForm, JumpForm | null>> = { short: 'long', long: 'far', far: null };

/** Grows branches until every one reaches (with the current islands). */
function relaxBranches(p: Placement, target: Target, blocks: readonly LBlock[]): void {
  for (let changed = true; changed; ) {
    assign(p, target, blocks);
    changed = false;
    for (const it of p.items) {
      if (it.inst.kind !== 'jump' || it.form === 'dropped') continue;
      const next = GROW[it.form];
      if (next === null || target.jumpReaches(it.inst.cond, it.form, it.offset, destination(p, it.inst.target))) continue;
      if (next === 'far' && !target.farJumps) continue; // x86 rel32 and ARM b reach everything here
      it.form = next;
      changed = true;
    }
  }
}

export function relax(blocks: readonly LBlock[], target: Target): Placement {
  const p: Placement = {
    items: initial(blocks, target),
    blockOffset: new Map(),
    end: 0,
    total: 0,
    islandsAfter: new Map(),
    islands: [],
    literalAt: new Map(),
  };
  do relaxBranches(p, target, blocks);
  while (planIsland(p, target));
  for (const it of p.items) {
    if (
      it.inst.kind === 'jump' &&
      it.form !== 'dropped' &&
      !target.jumpReaches(it.inst.cond, it.form, it.offset, destination(p, it.inst.target))
    ) {
      throw new CodegenError(
        `${target.isa}: branch at +${it.offset} cannot reach block ${it.inst.target} at +${destination(p, it.inst.target)}`,
      );
    }
  }
  return p;
}

export function destination(p: Placement, block: number): number {
  const d = p.blockOffset.get(block);
  if (d === undefined) throw new CodegenError(`branch to block ${block}, which the function does not have`);
  return d;
}
