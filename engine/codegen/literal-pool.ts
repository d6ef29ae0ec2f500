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

import { MODELS } from '../../isa-models/index.js';
import type { Isa } from '../../isa-models/types.js';
import { CodegenError } from './lir.js';
import type { Placed, Placement } from './relax.js';
import { jumpInsns } from './target-ops.js';

export interface Island {
  /** Offset of the island from the function start (its branch, if any, comes first). */
  readonly offset: number;
  /** Offset of the first word (4-aligned). */
  readonly words: number;
  readonly values: readonly bigint[];
  /** The encoded `b` over the island when code falls through into it, else null. */
  readonly branch: Uint8Array | null;
  /** That branch's instructions (for listings), empty when there is none. */
  readonly branchInsns: readonly unknown[];
}

export interface Pool {
  readonly islands: readonly Island[];
  /** The pool word each literal load reads (by its Placed item). */
  readonly at: ReadonlyMap<Placed, number>;
  /** Function size with the pools. */
  readonly end: number;
}

const ARM_REACH = 4095;
const THUMB_REACH = 1020;

/** The last word offset a literal load at `load` reaches. */
function deadline(isa: Isa, load: number): number {
  return isa === 'arm' ? load + 8 + ARM_REACH : ((load + 4) & ~3) + THUMB_REACH;
}

export function reaches(isa: Isa, load: number, word: number): boolean {
  if (isa === 'arm') return Math.abs(word - (load + 8)) <= ARM_REACH;
  const base = (load + 4) & ~3;
  return word >= base && word - base <= THUMB_REACH;
}

const valueOf = (it: Placed): bigint => (it.inst as { value: bigint }).value;
const branchBytes = (isa: Isa): number => (isa === 'thumb' ? 2 : 4);

/**
 * Lays out the island for the `pending` loads at `at` (emptying `pending`); returns the offset
 * after it. An island with no loads takes no bytes (not even its branch).
 */
export function layIsland(p: Placement, isa: Isa, at: number, pending: Placed[], branch: boolean): number {
  if (pending.length === 0) return at;
  if (isa !== 'arm' && isa !== 'thumb') throw new CodegenError(`${isa} has no literal pools`);
  const start = at;
  const words = Math.ceil((at + (branch ? branchBytes(isa) : 0)) / 4) * 4;
  const values = [...new Set(pending.map(valueOf))];
  for (const it of pending) p.literalAt.set(it, words + 4 * values.indexOf(valueOf(it)));
  const end = words + 4 * values.length;
  let b: Uint8Array | null = null;
  const branchInsns = branch ? jumpInsns(isa, null, 'short', start, end) : [];
  if (branch) {
    const model = MODELS[isa];
    b = new Uint8Array(branchBytes(isa));
    let o = 0;
    for (const insn of branchInsns) { const e = model.encode(insn, start + o); b.set(e, o); o += e.length; }
  }
  p.islands.push({ offset: start, words, values, branch: b, branchInsns });
  pending.length = 0;
  return end;
}

/** Does control never fall through past this item? (an unconditional branch kept, a return) */
function isBarrier(isa: Isa, it: Placed): boolean {
  if (it.inst.kind === 'jump') return it.inst.cond === null && it.form !== 'dropped';
  if (it.inst.kind !== 'insn') return false;
  const insn = it.inst.insn as { form: string; cond?: string };
  const desc = MODELS[isa].descriptors.find((d) => d.form === insn.form);
  return (desc?.control === 'return' || desc?.control === 'branch') && (insn.cond === undefined || insn.cond === 'al');
}

/**
 * After a relaxation fixed point: if some literal load does not reach its word, records one more
 * island position in `p.islandsAfter` and returns true; returns false when every load reaches.
 */
export function planIsland(p: Placement, isa: Isa): boolean {
  const i = p.items.findIndex((it) => it.inst.kind === 'literal' && !reaches(isa, it.offset, p.literalAt.get(it)!));
  if (i < 0) return false;
  const load = p.items[i]!;
  const limit = deadline(isa, load.offset);
  let prev = -1;
  for (const k of p.islandsAfter.keys()) if (k < i && k > prev) prev = k;
  const values = new Set<bigint>();
  for (let k = prev + 1; k < i; k++) if (p.items[k]!.inst.kind === 'literal') values.add(valueOf(p.items[k]!));
  let barrier = -1;
  let any = -1;
  for (let j = i; j < p.items.length - 1 && !p.islandsAfter.has(j); j++) {
    const it = p.items[j]!;
    if (it.inst.kind === 'literal') values.add(valueOf(it));
    const start = it.offset + it.size;
    if (start > limit) break;
    // the last word, with the worst alignment padding (2 bytes on Thumb)
    const fits = (b: number): boolean => start + b + 2 + 4 * (values.size - 1) <= limit;
    if (isBarrier(isa, it) && fits(0)) barrier = j;
    if (fits(branchBytes(isa))) any = j;
  }
  if (barrier >= 0) p.islandsAfter.set(barrier, { branch: false });
  else if (any >= 0) p.islandsAfter.set(any, { branch: true });
  else throw new CodegenError(`${isa}: no place for a literal pool within reach of the load at +${load.offset}`);
  return true;
}

/** The pools of a relaxed Placement; checks that every literal load reaches its word. */
export function placePool(p: Placement, isa: Isa): Pool {
  for (const it of p.items) {
    if (it.inst.kind !== 'literal') continue;
    const word = p.literalAt.get(it);
    if (word === undefined || !reaches(isa, it.offset, word)) {
      throw new CodegenError(`${isa}: literal pool word at +${word} is out of reach of the load at +${it.offset}`);
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
