// Literal pools for ARM and Thumb: 32-bit constants loaded pc-relative by `ldr rt, [pc, #imm]`,
// placed as islands (LLVM's ARMConstantIslands, simplified) while branch relaxation runs.
//
// Requires a Placement (relax.ts), which calls `layIsland` for each island position while it lays
// out the code and `planIsland` after each relaxation fixed point. Produces the pools ("islands"):
// each a run of distinct 4-byte-aligned words that holds the literals of the loads since the
// previous island, placed where nothing falls through into it, and the address of the word each
// literal load reads.
// Reach (ARM ARM A8.6.59 / ARMv6-M A6.7.27): ARM's literal offset is ±4095 from pc+8; Thumb's is
// 0..1020 FORWARD from Align(pc+4, 4). Islands are only ever placed after their loads, on both ISAs.
// - Every function gets a final pool after its code (it ends in a return or branch).
// - When some load does not reach its pool, an island goes between the load and that pool: after
//   the last unconditional branch or return (a barrier) from which the island still reaches the
//   load, else after the last instruction from which it does, with a `b` over the island. Adding an
//   island moves code, which may grow branches and push other literals out of reach: relax.ts
//   iterates relaxation and island planning to a fixed point (both only ever add bytes).
// - A load whose literal cannot be reached at all is a CodegenError (never wrong bytes).
// x86 takes every constant as an immediate and has no pool.

import type { IsaInsn } from '../mir/types.js';
import type { LiteralRules, Target } from '../targets/target.js';
import { CodegenError } from './lir.js';
import type { Placed, Placement } from './relax.js';

export interface Island {
  /** Offset of the island from the function start (its branch, if any, comes first). */
  readonly offset: number;
  /** Offset of the first word (4-aligned). */
  readonly words: number;
  readonly values: readonly bigint[];
  /** The encoded `b` over the island when code falls through into it, else null. */
  readonly branch: Uint8Array | null;
  /** That branch's instructions (for listings), empty when there is none. */
  readonly branchInsns: readonly IsaInsn[];
}

export interface Pool {
  readonly islands: readonly Island[];
  /** The pool word each literal load reads (by its Placed item). */
  readonly at: ReadonlyMap<Placed, number>;
  /** Function size with the pools. */
  readonly end: number;
}

/** The target's literal-pool rules (reach, sizes); a target without pools never gets here. */
function rulesOf(target: Target): LiteralRules {
  if (target.literals === null) throw new CodegenError(`${target.isa} has no literal pools`);
  return target.literals;
}

const literalValue = (it: Placed): bigint => (it.inst as { value: bigint }).value;

/**
 * Lays out the island for the `pending` loads at `at` (emptying `pending`); returns the offset
 * after it. An island with no loads takes no bytes (not even its branch).
 */
export function layIsland(p: Placement, target: Target, at: number, pending: Placed[], branch: boolean): number {
  if (pending.length === 0) return at;
  const rules = rulesOf(target);
  const start = at;
  const words = Math.ceil((at + (branch ? rules.branchBytes : 0)) / 4) * 4;
  // Each distinct value gets one word, in order of first use (a Map: indexOf over bigints was a
  // quarter of Thumb's whole build time on the corpus).
  const slot = new Map<bigint, number>();
  for (const it of pending) if (!slot.has(literalValue(it))) slot.set(literalValue(it), slot.size);
  const values = [...slot.keys()];
  for (const it of pending) p.literalAt.set(it, words + 4 * slot.get(literalValue(it))!);
  const end = words + 4 * values.length;
  let b: Uint8Array | null = null;
  const branchInsns = branch ? target.jumpInsns(null, 'short', start, end) : [];
  if (branch) {
    const model = target.model;
    b = new Uint8Array(rules.branchBytes);
    let o = 0;
    for (const insn of branchInsns) {
      const e = model.encode(insn, start + o);
      b.set(e, o);
      o += e.length;
    }
  }
  p.islands.push({ offset: start, words, values, branch: b, branchInsns });
  pending.length = 0;
  return end;
}

/** Does control never fall through past this item? (an unconditional branch kept, a return) */
function isBarrier(target: Target, it: Placed): boolean {
  if (it.inst.kind === 'jump') return it.inst.cond === null && it.form !== 'dropped';
  if (it.inst.kind !== 'insn') return false;
  const insn = it.inst.insn;
  const cond = 'cond' in insn ? insn.cond : undefined; // ARM's predicate (x86 and Thumb instructions have none)
  const desc = target.model.descriptors.find((d) => d.form === insn.form);
  return (desc?.control === 'return' || desc?.control === 'branch') && (cond === undefined || cond === 'al');
}

/**
 * After a relaxation fixed point: if some literal load does not reach its word, records one more
 * island position in `p.islandsAfter` and returns true; returns false when every load reaches.
 */
export function planIsland(p: Placement, target: Target): boolean {
  const i = p.items.findIndex((it) => it.inst.kind === 'literal' && !rulesOf(target).reaches(it.offset, p.literalAt.get(it)!));
  if (i < 0) return false;
  const rules = rulesOf(target);
  const load = p.items[i]!;
  const limit = rules.deadline(load.offset);
  let prev = -1;
  for (const k of p.islandsAfter.keys()) if (k < i && k > prev) prev = k;
  const values = new Set<bigint>();
  for (let k = prev + 1; k < i; k++) if (p.items[k]!.inst.kind === 'literal') values.add(literalValue(p.items[k]!));
  let barrier = -1;
  let any = -1;
  for (let j = i; j < p.items.length - 1 && !p.islandsAfter.has(j); j++) {
    const it = p.items[j]!;
    if (it.inst.kind === 'literal') values.add(literalValue(it));
    const start = it.offset + it.size;
    if (start > limit) break;
    // the last word, with the worst alignment padding (2 bytes on Thumb)
    const fits = (b: number): boolean => start + b + 2 + 4 * (values.size - 1) <= limit;
    if (isBarrier(target, it) && fits(0)) barrier = j;
    if (fits(rules.branchBytes)) any = j;
  }
  if (barrier >= 0) p.islandsAfter.set(barrier, { branch: false });
  else if (any >= 0) p.islandsAfter.set(any, { branch: true });
  else throw new CodegenError(`${target.isa}: no place for a literal pool within reach of the load at +${load.offset}`);
  return true;
}

/** The pools of a relaxed Placement; checks that every literal load reaches its word. */
export function placePool(p: Placement, target: Target): Pool {
  for (const it of p.items) {
    if (it.inst.kind !== 'literal') continue;
    const word = p.literalAt.get(it);
    if (word === undefined || !rulesOf(target).reaches(it.offset, word)) {
      throw new CodegenError(`${target.isa}: literal pool word at +${word} is out of reach of the load at +${it.offset}`);
    }
  }
  return { islands: p.islands, at: p.literalAt, end: p.total };
}

/** An island's bytes from its offset: the branch over it, zero padding to the words, little-endian words. */
export function poolBytes(island: Island): Uint8Array {
  const out = new Uint8Array(island.words - island.offset + 4 * island.values.length);
  if (island.branch !== null) out.set(island.branch, 0);
  const view = new DataView(out.buffer);
  island.values.forEach((v, i) => view.setUint32(island.words - island.offset + 4 * i, Number(BigInt.asUintN(32, v)), true));
  return out;
}
