// Coverage counters of `tessera fuzz`: which tiles of each target's grammar selection instantiated,
// and which operand constraints and allocation edits the allocators saw, per target x selector x
// allocator.
//
// Contract: `observerFor(coverage, cell)` returns a BackendObserver (engine/codegen/pipeline.ts) to
// pass to compileModule; it only counts, never changes a pass. Counts are integers summed over every
// compiled function, so the same cells in the same order give the same counters (deterministic: the
// fuzzer prints them). The constraint kinds follow engine/mir/types.ts: `fixed` and `reuse` (tied)
// operands, `early` defs, `stack` operands, instructions with clobbers, calls, incoming stack
// arguments (frame objects of kind `incoming`), outgoing stack-argument stores (sp-relative stores
// without a frame object: engine/targets/<isa>/target.ts `outgoingExtent`), and the edits: spills
// (register -> slot), reloads (slot -> register), moves (register -> register).

import type { BackendObserver } from '../../engine/codegen/pipeline.js';
import { TARGETS } from '../../engine/targets/target.js';
import { grammarOf } from '../../engine/isel/index.js';
import type { AllocResult, MFunction } from '../../engine/mir/types.js';
import { cellName, type Cell } from './differential.js';

export const CONSTRAINT_KINDS = [
  'functions',
  'fixed',
  'tied',
  'early',
  'stack',
  'clobbers',
  'calls',
  'stack-args-in',
  'stack-args-out',
  'spills',
  'reloads',
  'moves',
  'spilling-functions',
] as const;
export type ConstraintKind = (typeof CONSTRAINT_KINDS)[number];
export type ConstraintCounts = Record<ConstraintKind, number>;

export interface Coverage {
  /** target -> tile name -> instantiations (over every selector). */
  readonly tiles: Map<string, Map<string, number>>;
  /** `target/isel/ra` -> counts, in the order cells were first seen. */
  readonly constraints: Map<string, ConstraintCounts>;
}

export function emptyCoverage(): Coverage {
  return { tiles: new Map(), constraints: new Map() };
}

function zeroCounts(): ConstraintCounts {
  return Object.fromEntries(CONSTRAINT_KINDS.map((k) => [k, 0])) as ConstraintCounts;
}

export function observerFor(cov: Coverage, cell: Cell): BackendObserver {
  const tiles = cov.tiles.get(cell.isa) ?? new Map<string, number>();
  cov.tiles.set(cell.isa, tiles);
  const key = cellName(cell);
  const counts = cov.constraints.get(key) ?? zeroCounts();
  cov.constraints.set(key, counts);
  return {
    tile: (name) => tiles.set(name, (tiles.get(name) ?? 0) + 1),
    allocated: (mir, alloc) => countFunction(counts, mir, alloc, cell.isa),
  };
}

function countFunction(c: ConstraintCounts, mir: MFunction, alloc: AllocResult, isa: Cell['isa']): void {
  c.functions++;
  c['stack-args-in'] += mir.frame.filter((o) => o.kind !== 'local').length;
  for (const b of mir.blocks) {
    for (const i of b.insts) {
      for (const r of i.regs) {
        switch (r.constraint.kind) {
          case 'fixed':
            c.fixed++;
            break;
          case 'reuse':
            c.tied++;
            break;
          case 'stack':
            c.stack++;
            break;
          case 'reg':
            break;
        }
        if (r.early === true) c.early++;
      }
      if (i.kind !== 'isa') continue;
      if (i.clobbers.length > 0) c.clobbers++;
      if (i.callee !== undefined) c.calls++;
      // A `stack` operand is sp-relative too (its slot): not an outgoing argument.
      const stackOperand = i.regs.some((r) => r.constraint.kind === 'stack');
      if (i.insn !== null && i.frame === undefined && !stackOperand && TARGETS[isa].outgoingExtent(i.insn) > 0) c['stack-args-out']++;
    }
  }
  let spills = 0;
  for (const e of alloc.edits) {
    if (e.from.kind === 'reg' && e.to.kind === 'slot') spills++;
    else if (e.from.kind === 'slot' && e.to.kind === 'reg') c.reloads++;
    else if (e.from.kind === 'reg' && e.to.kind === 'reg') c.moves++;
  }
  c.spills += spills;
  if (spills > 0) c['spilling-functions']++;
}

/** Per target: the grammar's tiles, how many were used, and the unused ones (grammar order). */
export function tileSummary(
  cov: Coverage,
  isa: Cell['isa'],
): { total: number; used: number; unused: string[]; counts: Record<string, number> } {
  const seen = cov.tiles.get(isa) ?? new Map<string, number>();
  const names = grammarOf(isa).tiles.map((t) => t.name);
  const counts = Object.fromEntries(names.filter((n) => seen.has(n)).map((n) => [n, seen.get(n)!]));
  const unused = names.filter((n) => !seen.has(n));
  return { total: names.length, used: names.length - unused.length, unused, counts };
}
