// Benchmark: the MCNF heuristic allocators (Koes's thesis ch. 5; engine/regalloc/mcnf/heuristic.ts:
// `iterative` §5.1, `simultaneous` §5.2, `hybrid` §5.4) — how their allocation time grows with the
// function, and what their allocations execute against the earlier allocators and llc-14 greedy
// (issue 22, Deliver 5).
//
// Contract: `benchMcnfHeuristics()` returns the report as text, per target of TESSERA_BENCH_TARGETS
// (bench/regalloc.ts benchTargets; default all four).
//   1. Allocation time against size: every function of the corpus programs (corpus/ll/<target>/*.O1.ll,
//      maxmunch, copies coalesced as the pipeline does for these `coalesced` Allocators; default
//      AllocOptions: speed metric, static frequency). Per function n (machine instructions) and n·l̄
//      (the live values summed over the program points after each instruction: instructions times
//      the average number of live values, §5.1.3), the time of one iterative and one simultaneous
//      allocation (the hybrid runs both: its time is their sum, so it is not timed again), and
//      linear scan's and graph colouring's (best of PEER_REPS, the peers timed in this run). Per
//      target and heuristic: the log-log slope of time against n·l̄ and against n² (least squares
//      over the functions of at least MIN_INSTS instructions, whose times are above timer noise),
//      and the ratio of total time to linear scan's and graph colouring's. The thesis: iterative
//      0.995 against n·l̄ (Fig 5.5), simultaneous 0.93 / 0.65 against n·l̄ / n² (Fig 5.12).
//   2. Code size and dynamic loads+stores (entry main) of maxmunch × every heuristic allocator, the
//      MCNF ones included, and llc-14 greedy, summed over the corpus programs every row ran matching
//      the interpreter (bench/backend.ts measureTarget), as ratios to graph colouring and to llc-14.
// Timing only through bench/clock.ts; part 2's counts are deterministic.

import type { MFunction } from '../engine/mir/types.js';
import { graphColor } from '../engine/regalloc/graph-color/graph-color.js';
import { linearScan } from '../engine/regalloc/linear-scan.js';
import { iterative, simultaneous } from '../engine/regalloc/mcnf/heuristic.js';
import { liveSets } from '../engine/regalloc/shared/liveness.js';
import { formatTable, type Row } from '../testbed/driver/table.js';
import type { Target } from '../testbed/driver/targets.js';
import {
  type BenchProgram,
  type Combo,
  comparedPrograms,
  corpusPrograms,
  measureTarget,
  ratio,
  type RowCells,
  sumCounts,
  tableNotes,
  type TargetMeasurement,
} from './backend.js';
import { bestOf, nowMs } from './clock.js';
import { benchTargets, type Collected, collectFunctions } from './regalloc.js';
import { logLogSlope } from './tiling.js';

const PEER_REPS = 3;
/** Functions below this many instructions allocate in well under a millisecond: timer noise, left out of the slopes. */
export const MIN_INSTS = 20;
const TIMED = { iterative, simultaneous } as const;
const PEERS = { 'linear-scan': linearScan, 'graph-color': graphColor } as const;
/** The allocators of part 2, all after maxmunch; graph colouring is the row the others are divided by. */
export const DYNAMIC_RAS = ['linear-scan', 'second-chance', 'graph-color', 'pbqp', 'iterative', 'simultaneous', 'hybrid'] as const;
const BASE_RA = 'graph-color';

/** The live values summed over the points after each instruction (n·l̄ of §5.1.3), from block liveness. */
export function liveSum(fn: MFunction): number {
  const { liveOut } = liveSets(fn);
  let sum = 0;
  fn.blocks.forEach((b, i) => {
    const live = new Set(liveOut[i]);
    for (let k = b.insts.length - 1; k >= 0; k--) {
      const inst = b.insts[k]!;
      sum += live.size;
      for (const op of inst.regs) if (op.kind === 'def') live.delete(op.vreg);
      for (const op of inst.regs) if (op.kind === 'use') live.add(op.vreg);
    }
  });
  return sum;
}

export interface TimeSample {
  readonly name: string;
  readonly insts: number;
  readonly liveSum: number;
  /** Milliseconds per allocator name (TIMED once, PEERS best of PEER_REPS). */
  readonly ms: Readonly<Record<string, number>>;
}

function timeSample(c: Collected): TimeSample {
  const ms: Record<string, number> = {};
  for (const [name, a] of Object.entries(TIMED)) ms[name] = bestOf(1, () => a.allocate(c.fn, c.regs)).ms;
  for (const [name, a] of Object.entries(PEERS)) ms[name] = bestOf(PEER_REPS, () => a.allocate(c.fn, c.regs)).ms;
  return { name: c.name, insts: c.insts, liveSum: liveSum(c.fn), ms };
}

/** One row per timed heuristic: slopes over the functions of at least MIN_INSTS instructions, total-time ratios to the peers. */
export function timeRows(target: string, samples: readonly TimeSample[]): Row[] {
  const sized = samples.filter((s) => s.insts >= MIN_INSTS && s.liveSum > 0);
  const total = (name: string) => samples.reduce((t, s) => t + s.ms[name]!, 0);
  return Object.keys(TIMED).map((name) => [
    target,
    name,
    `${samples.length}`,
    `${sized.length}`,
    sized.length < 2 ? '-' : logLogSlope(sized.map((s) => ({ x: s.liveSum, y: s.ms[name]! }))).toFixed(3),
    sized.length < 2 ? '-' : logLogSlope(sized.map((s) => ({ x: s.insts ** 2, y: s.ms[name]! }))).toFixed(3),
    (total(name) / 1000).toFixed(1),
    ...Object.keys(PEERS).map((peer) => (total(name) / total(peer)).toFixed(0)),
  ]);
}

function timePart(targets: readonly Target[]): string {
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const target of targets) {
    const { fns, refused } = collectFunctions(target, corpusPrograms(target));
    const samples = fns.map(timeSample);
    rows.push(...timeRows(target.name, samples));
    const slowest = [...samples].sort((a, b) => b.ms.simultaneous! - a.ms.simultaneous!)[0];
    if (slowest !== undefined) {
      notes.push(
        `${target.name}: slowest ${slowest.name} (${slowest.insts} insts, n·l̄ ${slowest.liveSum}): simultaneous ${(slowest.ms.simultaneous! / 1000).toFixed(1)} s, iterative ${(slowest.ms.iterative! / 1000).toFixed(1)} s`,
      );
    }
    if (refused.length > 0) notes.push(`${target.name}: not compiled: ${refused.join('; ')}`);
  }
  return [
    '1. Allocation time against size: every function of the corpus *.O1.ll programs (maxmunch, copies coalesced), speed',
    `   metric. Slopes: log-log least squares of time against n·l̄ (live values summed over the instructions) and against n²,`,
    `   over the functions of at least ${MIN_INSTS} instructions (the thesis: iterative 0.995 against n·l̄, simultaneous 0.93 / 0.65).`,
    `   x linear-scan, x graph-color: total allocation time over the peer's (best of ${PEER_REPS}), same functions, same run;`,
    '   the hybrid runs both heuristics, its time is their sum.',
    '',
    formatTable(
      ['target', 'allocator', 'functions', 'in slopes', 'slope n·l̄', 'slope n²', 'total s', 'x linear-scan', 'x graph-color'],
      rows,
    ),
    ...notes.map((n) => `  ${n}`),
  ].join('\n');
}

const COMBOS: readonly Combo[] = DYNAMIC_RAS.map((ra) => ({ isel: 'maxmunch', ra }));

/** One row per back end (llc-14 greedy first): code bytes and loads+stores, and their ratios to graph colouring and llc-14. */
export function dynamicRows(m: TargetMeasurement): Row[] {
  const compared = comparedPrograms(m);
  const base = m.tessera.find((r) => r.label === `maxmunch + ${BASE_RA}`);
  if (compared.length === 0 || base === undefined)
    return [[m.target, 'no program every row ran matching', '0', '-', '-', '-', '-', '-', '-']];
  const peer = sumCounts(m.llc, compared);
  const gc = sumCounts(base, compared);
  return [m.llc, ...m.tessera].map((row: RowCells) => {
    const s = sumCounts(row, compared);
    return [
      m.target,
      row.label,
      `${compared.length}`,
      `${s.codeSize}`,
      ratio(s.codeSize, gc.codeSize),
      ratio(s.codeSize, peer.codeSize),
      `${s.accesses}`,
      ratio(s.accesses, gc.accesses),
      ratio(s.accesses, peer.accesses),
    ];
  });
}

export function measureDynamic(target: Target, programs: readonly BenchProgram[]): TargetMeasurement {
  return measureTarget(target, programs, COMBOS);
}

function dynamicPart(targets: readonly Target[]): string {
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const target of targets) {
    const m = measureDynamic(target, corpusPrograms(target));
    rows.push(...dynamicRows(m));
    notes.push(...tableNotes(m).map((n) => `${m.target} ${n}`));
  }
  return [
    '2. Code size and dynamic loads+stores (entry main) of maxmunch x each allocator and llc-14 greedy -O2, summed over the',
    '   corpus *.O1.ll programs every row ran matching the interpreter, as ratios to maxmunch + graph-color and to llc-14.',
    "   The issue's goal: on x86-32 and Thumb the hybrid executes fewer loads+stores than every earlier allocator.",
    '',
    formatTable(['target', 'back end', 'programs', 'code bytes', 'vs gc', 'vs llc', 'loads+stores', 'vs gc', 'vs llc'], rows),
    ...notes.map((n) => `  ${n}`),
  ].join('\n');
}

export function benchMcnfHeuristics(): string {
  const start = nowMs();
  const targets = benchTargets();
  const parts = [timePart(targets), dynamicPart(targets)];
  return [
    `targets: ${targets.map((t) => t.name).join(', ')} (TESSERA_BENCH_TARGETS)`,
    '',
    ...parts.flatMap((p) => [p, '']),
    `mcnf-heuristics section: ${((nowMs() - start) / 1000).toFixed(1)} s wall clock`,
  ].join('\n');
}
