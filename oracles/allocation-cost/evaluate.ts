// The independent cost evaluator of an allocation (issue 20, Deliver 4 and 2): what an allocation
// costs under Koes's two cost models (thesis §3.5), computed from the function before allocation
// and the allocation alone, never from an allocator's or a model solver's own figures.
//
// Contract: requires an MFunction that passes verifyMir, an AllocResult for it (read as the
// allocation checker reads it: `edits` at program points numbered over the function in layout
// order, `allocs` per instruction) and the ISA; optionally the frame's spill-slot offsets
// (engine/codegen/frame.ts FrameLayout.slotOffsets, for exact sizes) and block frequencies. Imports
// only types from engine/. Produces a CostReport:
// - code size (§3.5): bytes of the instructions the allocation adds (edit-price.ts);
// - weighted execution cost (§3.5, §4.2.2): load:store:move = 8:8:1 single-execution costs times the
//   frequency of the edit's block: static 10^loopDepth, or a perfect profile (per-block execution
//   counts measured by running the program; scripts/allocation-cost.ts measures them in Unicorn);
// - the breakdown by kind (stores, loads, moves, remats) and per block, and the dynamic counts
//   (frequency × edits) that a perfect profile makes comparable with the emulator's spill counts;
// - `copies`: selection's `copy` instructions, which the allocation either keeps (a move) or
//   deletes (both sides in one register). The model (thesis §3.6 limit 1) cannot price a deletion,
//   which couples two variables: `model` counts every copy as a move, `exact` the kept ones only,
//   and `outsideModel` names the difference. Commutative two-address swaps (§3.6 limit 2) are a
//   category too: machine IR has no commutative operand to swap yet, so their count is always 0.
//   Value cloning (§3.6 limit 6: one value in two places at once, used from both; value-clones.ts)
//   is the third: the allocation is priced as it is, and the category names the first clone, since
//   no part of its cost can be set apart as the model's.
// - Rematerialization (an edit from a constant, engine/mir/types.ts RematSource): weight `remat`,
//   as a move (thesis §3.5); its size is the `const` expansion of the value at the vreg's width
//   (edit-price.ts rematPrice), on ARM/Thumb with the literal-pool word in `poolBytes` when it needs
//   one. On Thumb the expansion depends on whether the flags are live at the edit's point (`movs`
//   writes them), restated here from the ISA model's flag effects. It is never a spill load: code
//   generation marks no remat (literal load included) as spill traffic, as the emulator counts.
//   Whether the vreg may be rematerialized is the allocation checker's question, not priced here.
//   Edits within one register (from = to) emit nothing and cost nothing.
// A `stack` operand (a memory operand on the spill slot) is selection's instruction reading or
// writing memory, not an edit: it is counted apart (`stackOperands`), as the emulator's spill
// counts leave it out too.
// An `any` operand the allocation put in its slot is the allocation's choice (a reload folded into
// the instruction as its memory operand): counted in `memoryOperands`, priced as a load in the
// speed metric (weights.load × frequency) and in size by the bytes its memory form adds over the
// register form (memory-operand.ts). It is no edit (`edits`, `size.total`, `weighted.total` and
// `dynamic` stay the edits'), but it is in `model` and `exact`, and code generation marks it as
// spill traffic, so the emulator counts each execution as a spill load: predicted spill loads are
// `dynamic.load + memoryOperands.dynamic`.

import type { Isa } from '../../common/image.js';
import type { AllocResult, Edit, MFunction } from '../../engine/mir/types.js';
import { MODELS } from '../../isa-models/index.js';
import { movePrice, rematPrice, slotPrice, type EditKind } from './edit-price.js';
import { memoryOperandBytes } from './memory-operand.js';
import { findClone } from './value-clones.js';

/** Single-execution costs (thesis §4.2.2: load:store:move = 8:8:1; a remat costs as a move). */
export interface Weights {
  readonly load: number;
  readonly store: number;
  readonly move: number;
  readonly remat: number;
}

const KOES_WEIGHTS: Weights = { load: 8, store: 8, move: 1, remat: 1 };

/** Block frequencies: static 10^loopDepth, or measured execution counts by block id. */
export type Frequencies = { readonly kind: 'static' } | { readonly kind: 'profile'; readonly counts: readonly number[] };

export interface CostOptions {
  readonly isa: Isa;
  readonly frequencies: Frequencies;
  /** The frame's sp- (or frame-pointer-) relative offset of each spill slot; without it sizes are approximate. */
  readonly slotOffsets?: readonly number[];
  readonly weights?: Weights;
  /** The ABI's callee-saved registers (TargetRegs.calleeSaved): those the allocation names are reported in `calleeSaved`. */
  readonly calleeSaved?: readonly string[];
}

export type CostKind = EditKind | 'remat';

/** One number per kind of allocation instruction. */
export type ByKind = Readonly<Record<CostKind, number>>;

export interface BlockCost {
  readonly block: number;
  readonly frequency: number;
  /** Edits by kind (static count). */
  readonly edits: ByKind;
  readonly bytes: number;
  readonly weighted: number;
}

export interface CopyCost {
  readonly count: number;
  readonly bytes: number;
  readonly weighted: number;
  readonly dynamic: number;
}

export type OutsideModelCategory = 'coalesced-copy' | 'commutative-swap' | 'value-clone';

export interface OutsideModel {
  readonly category: OutsideModelCategory;
  /** Static occurrences. */
  readonly count: number;
  /**
   * What the model charges that the allocation does not pay (bytes, weighted cost); null where the
   * saving cannot be isolated (a cloned value: the model's nearest allocation is a different one).
   */
  readonly bytesSaved: number | null;
  readonly weightedSaved: number | null;
  /** An occurrence, when the category names one (`v3 in edi and eax`). */
  readonly example?: string;
  readonly note: string;
}

export interface CostReport {
  /** Static edit counts by kind. */
  readonly edits: ByKind;
  readonly size: {
    /** Bytes of every edit's instructions. */
    readonly total: number;
    readonly byKind: ByKind;
    /** Literal-pool words the edits add (Thumb far slots), an upper bound. */
    readonly poolBytes: number;
    /** Why a size is not exact (empty when every edit is priced exactly). */
    readonly approximate: readonly string[];
  };
  readonly weighted: { readonly total: number; readonly byKind: ByKind };
  /** Frequency × edits: with a perfect profile, executions of each kind. */
  readonly dynamic: ByKind;
  readonly perBlock: readonly BlockCost[];
  readonly copies: { readonly kept: CopyCost; readonly deleted: CopyCost };
  /** Uses and defs of `stack` operands (memory operands on spill slots), static and dynamic. */
  readonly stackOperands: { readonly uses: number; readonly defs: number; readonly dynamicUses: number; readonly dynamicDefs: number };
  /** `any` operands in spill slots (memory operands the allocation chose): static count, executions, bytes added, weighted cost as loads. */
  readonly memoryOperands: { readonly count: number; readonly dynamic: number; readonly bytes: number; readonly weighted: number };
  /** The cost as the MCNF model states it (edits + memory operands + every copy as a move) and as the allocation pays it. */
  readonly model: { readonly bytes: number; readonly weighted: number };
  readonly exact: { readonly bytes: number; readonly weighted: number };
  readonly outsideModel: readonly OutsideModel[];
  /**
   * Callee-saved registers the allocation names (operands or edits), which code generation saves in
   * the prologue and restores at each return: a store and a load per register per call of the
   * function (`weighted` at the entry block's frequency). Apart from every total above (the
   * emulator counts pushes and pops as neither spill loads nor stores); their bytes are the
   * prologue's and depend on the ISA's push/pop lists (ARM and Thumb push one list), so they are
   * not priced here. Besides its own pushes, a larger saved set can move the incoming stack
   * arguments' offsets (x86: a disp8 becoming a disp32).
   */
  readonly calleeSaved: { readonly registers: readonly string[]; readonly weighted: number };
}

const zero = (): Record<CostKind, number> => ({ store: 0, load: 0, move: 0, remat: 0 });

/** The edit's kind; null for an edit within one register (nothing emitted). Slot to slot is not an edit code generation accepts. */
function editKind(e: Edit): CostKind | null {
  if (e.from.kind === 'const') {
    if (e.to.kind === 'reg') return 'remat';
    throw new Error(`edit of v${e.vreg} at ${e.point.pos} ${e.point.inst} rematerializes into a slot: no allocation may do that`);
  }
  if (e.from.kind === 'reg' && e.to.kind === 'reg') return e.from.preg === e.to.preg ? null : 'move';
  if (e.from.kind === 'reg' && e.to.kind === 'slot') return 'store';
  if (e.from.kind === 'slot' && e.to.kind === 'reg') return 'load';
  throw new Error(`edit of v${e.vreg} at ${e.point.pos} ${e.point.inst} moves slot to slot: no allocation may do that`);
}

/** The frequency of each block. */
function blockFrequencies(fn: MFunction, f: Frequencies): number[] {
  if (f.kind === 'static') return fn.blocks.map((b) => 10 ** b.loopDepth);
  if (f.counts.length !== fn.blocks.length) throw new Error(`${fn.name}: a profile of ${f.counts.length} blocks for ${fn.blocks.length}`);
  return [...f.counts];
}

interface Priced {
  readonly kind: CostKind;
  readonly bytes: number;
  readonly poolBytes: number;
  readonly exact: boolean;
}

function priceEdit(fn: MFunction, e: Edit, opts: CostOptions, blocks: BlockIndex): Priced | null {
  const kind = editKind(e);
  if (kind === null) return null;
  if (e.from.kind === 'const' && e.to.kind === 'reg') {
    const bits = fn.vregs[e.vreg]?.bits;
    if (bits === undefined) throw new Error(`${fn.name}: a remat of v${e.vreg}, which does not exist`);
    return { kind, ...rematPrice(opts.isa, e.to.preg, e.from.value, bits, flagsLiveAt(fn, opts.isa, blocks, e)) };
  }
  if (e.from.kind === 'reg' && e.to.kind === 'reg') return { kind, ...movePrice(opts.isa, e.to.preg, e.from.preg) };
  const [reg, slot] =
    e.from.kind === 'reg' && e.to.kind === 'slot'
      ? [e.from.preg, e.to.slot]
      : [(e.to as { preg: string }).preg, (e.from as { slot: number }).slot];
  const offset = opts.slotOffsets?.[slot] ?? null;
  return { kind, ...slotPrice(opts.isa, kind as 'store' | 'load', reg, { offset, slot, fromFramePointer: fn.framePointer === true }) };
}

/** Instruction index → its block and its position in the block. */
interface BlockIndex {
  readonly block: readonly number[];
  readonly position: readonly number[];
}

function blockIndex(fn: MFunction): BlockIndex {
  const block: number[] = [];
  const position: number[] = [];
  fn.blocks.forEach((b, k) => {
    for (let i = 0; i < b.insts.length; i++) {
      block.push(k);
      position.push(i);
    }
  });
  return { block, position };
}

const FLAG_EFFECTS = new Map<Isa, ReadonlyMap<string, string>>();

/** Each form's flag effect (the first descriptor of the form), from the ISA model. */
function flagEffects(isa: Isa): ReadonlyMap<string, string> {
  let m = FLAG_EFFECTS.get(isa);
  if (m === undefined) {
    const byForm = new Map<string, string>();
    for (const d of MODELS[isa].descriptors) if (!byForm.has(d.form)) byForm.set(d.form, d.flags);
    FLAG_EFFECTS.set(isa, (m = byForm));
  }
  return m;
}

/** After the edit's point, does an instruction of its block read the flags before one writes them? (Block ends: dead.) */
function flagsLiveAt(fn: MFunction, isa: Isa, blocks: BlockIndex, e: Edit): boolean {
  const b = fn.blocks[blocks.block[e.point.inst] ?? -1];
  if (b === undefined) throw new Error(`${fn.name}: an edit at instruction ${e.point.inst} of ${blocks.block.length}`);
  const effects = flagEffects(isa);
  for (let k = blocks.position[e.point.inst]! + (e.point.pos === 'after' ? 1 : 0); k < b.insts.length; k++) {
    const inst = b.insts[k]!;
    if (inst.kind !== 'isa' || inst.insn === null) continue;
    const f = effects.get((inst.insn as { readonly form: string }).form) ?? 'none';
    if (f === 'read' || f === 'readwrite') return true;
    if (f === 'write') return false;
  }
  return false;
}

const weightOf = (w: Weights, k: CostKind): number => w[k];

interface BlockAcc {
  edits: Record<CostKind, number>;
  bytes: number;
  weighted: number;
}

export function evaluateAllocation(fn: MFunction, alloc: AllocResult, opts: CostOptions): CostReport {
  const w = opts.weights ?? KOES_WEIGHTS;
  const freq = blockFrequencies(fn, opts.frequencies);
  const blocks = blockIndex(fn);
  const blockOf = blocks.block;
  const acc: BlockAcc[] = fn.blocks.map(() => ({ edits: zero(), bytes: 0, weighted: 0 }));
  const edits = zero();
  const bytesBy = zero();
  const weightedBy = zero();
  const dynamic = zero();
  let poolBytes = 0;
  let rematPool = 0;
  const approximate = new Set<string>();
  for (const e of alloc.edits) {
    const p = priceEdit(fn, e, opts, blocks);
    if (p === null) continue;
    const b = blockOf[e.point.inst];
    if (b === undefined) throw new Error(`${fn.name}: an edit at instruction ${e.point.inst} of ${blockOf.length}`);
    const f = freq[b]!;
    const cost = f * weightOf(w, p.kind);
    edits[p.kind]++;
    bytesBy[p.kind] += p.bytes;
    weightedBy[p.kind] += cost;
    dynamic[p.kind] += f;
    poolBytes += p.poolBytes;
    if (p.kind === 'remat') rematPool += p.poolBytes;
    if (!p.exact) approximate.add('spill-slot offsets unknown: priced at slot × word size (no outgoing-argument area)');
    const a = acc[b]!;
    a.edits[p.kind]++;
    a.bytes += p.bytes;
    a.weighted += cost;
  }
  if (rematPool > 0)
    approximate.add(
      'rematerialized constants from the literal pool: a word each, shared in the pool when equal (poolBytes is an upper bound)',
    );
  if (poolBytes > rematPool)
    approximate.add('Thumb slots beyond reach: a literal word each, shared in the pool when equal (poolBytes is an upper bound)');
  const copies = copyCosts(fn, alloc, opts, freq, w);
  const stackOperands = stackOperandCounts(fn, alloc, freq);
  const memory = memoryOperandCosts(fn, alloc, opts, freq, w);
  const editBytes = sum(bytesBy);
  const editWeighted = sum(weightedBy);
  const saved = calleeSavedUsed(alloc, opts.calleeSaved ?? []);
  return {
    calleeSaved: { registers: saved, weighted: saved.length * (w.store + w.load) * (freq[0] ?? 0) },
    edits,
    size: { total: editBytes, byKind: bytesBy, poolBytes, approximate: [...approximate] },
    weighted: { total: editWeighted, byKind: weightedBy },
    dynamic,
    perBlock: acc.map((a, block) => ({ block, frequency: freq[block]!, edits: a.edits, bytes: a.bytes, weighted: a.weighted })),
    copies,
    stackOperands,
    memoryOperands: memory,
    model: {
      bytes: editBytes + memory.bytes + copies.kept.bytes + copies.deleted.bytes,
      weighted: editWeighted + memory.weighted + copies.kept.weighted + copies.deleted.weighted,
    },
    exact: { bytes: editBytes + memory.bytes + copies.kept.bytes, weighted: editWeighted + memory.weighted + copies.kept.weighted },
    outsideModel: [
      {
        category: 'coalesced-copy',
        count: copies.deleted.count,
        bytesSaved: copies.deleted.bytes,
        weightedSaved: copies.deleted.weighted,
        note: 'a copy whose two sides got one register is deleted; the model prices flows one variable at a time and cannot see it (thesis §3.6: coalescing)',
      },
      {
        category: 'commutative-swap',
        count: 0,
        bytesSaved: 0,
        weightedSaved: 0,
        note: 'machine IR marks no operand pair commutative, so no allocation can swap one (thesis §3.6: two-address conversion of commutative operations)',
      },
      valueClone(fn, alloc),
    ],
  };
}

/** The first value the allocation keeps in two places at once and uses from both (value-clones.ts), if any. */
function valueClone(fn: MFunction, alloc: AllocResult): OutsideModel {
  const clone = findClone(fn, alloc);
  return {
    category: 'value-clone',
    count: clone === null ? 0 : 1,
    bytesSaved: null,
    weightedSaved: null,
    ...(clone === null ? {} : { example: clone }),
    note: 'a value kept in two places at once and used from both; the model has one class per variable per program point (thesis §3.6: no value cloning), so the allocation may cost less than the proven optimum',
  };
}

function calleeSavedUsed(alloc: AllocResult, calleeSaved: readonly string[]): string[] {
  const used = new Set<string>();
  for (const regs of alloc.allocs) for (const r of regs) if (typeof r === 'string') used.add(r);
  for (const e of alloc.edits) for (const a of [e.from, e.to]) if (a.kind === 'reg') used.add(a.preg);
  return calleeSaved.filter((r) => used.has(r));
}

const sum = (r: ByKind): number => r.store + r.load + r.move + r.remat;

/** Copies kept (a move each, priced as the edit move) and deleted (both sides in one register). */
function copyCosts(fn: MFunction, alloc: AllocResult, opts: CostOptions, freq: readonly number[], w: Weights): CostReport['copies'] {
  const kept = { count: 0, bytes: 0, weighted: 0, dynamic: 0 };
  const deleted = { count: 0, bytes: 0, weighted: 0, dynamic: 0 };
  let index = 0;
  fn.blocks.forEach((b, k) => {
    for (const inst of b.insts) {
      const a = alloc.allocs[index++];
      if (inst.kind !== 'copy' || a === undefined) continue;
      const [d, s] = a as readonly [string, string];
      if (typeof d !== 'string' || typeof s !== 'string') throw new Error(`${fn.name}: a copy at ${index - 1} was given a spill slot`);
      // A deleted copy saves what a move between two different registers of the class would cost.
      const price = movePrice(opts.isa, d, d === s ? someOther(opts.isa, d) : s);
      const c = d === s ? deleted : kept;
      c.count++;
      c.bytes += price.bytes;
      c.weighted += freq[k]! * w.move;
      c.dynamic += freq[k]!;
    }
  });
  return { kept, deleted };
}

/**
 * A register other than `r`, to price the move a deleted copy would have been: a register move's
 * size does not depend on which registers it names on these ISAs (x86-64 moves carry REX.W anyway).
 */
function someOther(isa: Isa, r: string): string {
  const [a, b] = isa === 'x86-32' ? ['eax', 'ecx'] : isa === 'x86-64' ? ['rax', 'rcx'] : ['r0', 'r1'];
  return r === a ? b : a;
}

function stackOperandCounts(fn: MFunction, alloc: AllocResult, freq: readonly number[]): CostReport['stackOperands'] {
  const out = { uses: 0, defs: 0, dynamicUses: 0, dynamicDefs: 0 };
  let index = 0;
  fn.blocks.forEach((b, k) => {
    for (const inst of b.insts) {
      const a = alloc.allocs[index++] ?? [];
      inst.regs.forEach((op, j) => {
        if (typeof a[j] === 'string' || op.constraint.kind === 'any') return; // an `any` in a slot: memoryOperands
        if (op.kind === 'use') {
          out.uses++;
          out.dynamicUses += freq[k]!;
        } else {
          out.defs++;
          out.dynamicDefs += freq[k]!;
        }
      });
    }
  });
  return out;
}

/** `any` operands in spill slots: each a load folded into its instruction (see the contract). */
function memoryOperandCosts(
  fn: MFunction,
  alloc: AllocResult,
  opts: CostOptions,
  freq: readonly number[],
  w: Weights,
): CostReport['memoryOperands'] {
  const out = { count: 0, dynamic: 0, bytes: 0, weighted: 0 };
  const base = fn.framePointer === true ? (opts.isa === 'x86-64' ? 'rbp' : 'ebp') : opts.isa === 'x86-64' ? 'rsp' : 'esp';
  let index = 0;
  fn.blocks.forEach((b, k) => {
    for (const inst of b.insts) {
      const a = alloc.allocs[index++] ?? [];
      inst.regs.forEach((op, j) => {
        const at = a[j];
        if (op.constraint.kind !== 'any' || at === undefined || typeof at === 'string' || inst.kind !== 'isa' || inst.insn === null) return;
        const place = { offset: opts.slotOffsets?.[at.slot] ?? null, slot: at.slot, fromFramePointer: fn.framePointer === true, base };
        out.count++;
        out.dynamic += freq[k]!;
        out.weighted += freq[k]! * w.load;
        out.bytes += memoryOperandBytes(opts.isa, inst.insn, a, j, place);
      });
    }
  });
  return out;
}
