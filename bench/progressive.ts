// Benchmark: the progressive allocator (Koes's thesis ch. 6; engine/regalloc/mcnf/progressive.ts) —
// what more iterations buy, how often the bound proves an allocation optimal or nearly so, and what an
// iteration costs (issue 23, Deliver 4: the analogues of Figs 6.14, 6.17, 6.22, 6.23/6.24).
//
// Contract: `benchProgressive()` returns the report as text, per target of TESSERA_BENCH_TARGETS
// (default all four), on the corpus programs (corpus/ll/<target>/*.O1.ll) whose every function has at
// most TESSERA_BENCH_PROGRESSIVE_INSTS machine instructions (maxmunch's selection; default
// DEFAULT_MAX_INSTS: an iteration on the largest corpus functions takes 15-40 s, so 1000 of them on
// every function would take days), with the iteration checkpoints TESSERA_BENCH_ITERATIONS (default
// 0,10,100; the thesis's 1000 with TESSERA_BENCH_ITERATIONS=0,10,100,1000: hours a target).
//   1. Code size and dynamic loads+stores (entry main) of maxmunch × graph colouring, second-chance,
//      the hybrid, and the progressive allocator after each checkpoint under the speed metric (its
//      loads+stores are the figure; Fig 6.17) and under the size metric (its code bytes; Fig 6.14),
//      and after the middle checkpoint with the measured (perfect) profile instead of the static
//      10^loop-depth frequencies (Fig 6.22); with llc-14 greedy -O2, summed over the programs every row
//      ran matching the interpreter, as ratios to graph colouring, second-chance and llc-14.
//   2. Per checkpoint and metric, over the functions of those programs as the progressive cells reported
//      them (AllocResult.solve): the share proven optimal (lower bound = cost), with §6.3.3's bound
//      within 1 % and within 5 % (Figs 6.23/6.24), and the model cost summed against the hybrid's
//      (iteration 0). A fallback (outside the model) counts as neither.
//   3. Compile time: per function, the hybrid's allocation and the progressive allocator's with
//      TIMED_ITERATIONS iterations (bench/clock.ts, one run each): time per iteration over the hybrid's time.
// Parts 1 and 2 are deterministic (iterations, not time, bound the runs); part 3 is wall clock.

import type { ProgressiveSettings } from '../engine/mir/types.js';
import { hybrid } from '../engine/regalloc/mcnf/heuristic.js';
import { progressive } from '../engine/regalloc/mcnf/progressive.js';
import type { CellAlloc } from '../testbed/driver/alloc-options.js';
import { formatTable, type Row } from '../testbed/driver/table.js';
import type { Target } from '../testbed/driver/targets.js';
import {
  type BenchProgram,
  type Combo,
  comparedPrograms,
  corpusPrograms,
  measureTarget,
  type RowCells,
  ratio,
  sumCounts,
  tableNotes,
  type TargetMeasurement,
} from './backend.js';
import { nowMs } from './clock.js';
import { benchTargets, type Collected, collectFunctions } from './regalloc.js';

const DEFAULT_MAX_INSTS = 200;
const DEFAULT_CHECKPOINTS = [0, 10, 100];
const TIMED_ITERATIONS = 10;
const PEERS = ['graph-color', 'second-chance', 'hybrid'] as const;

interface Setup {
  readonly maxInsts: number;
  readonly checkpoints: readonly number[];
}

function setup(env: NodeJS.ProcessEnv = process.env): Setup {
  const maxInsts = Number(env.TESSERA_BENCH_PROGRESSIVE_INSTS ?? DEFAULT_MAX_INSTS);
  const checkpoints = (env.TESSERA_BENCH_ITERATIONS ?? DEFAULT_CHECKPOINTS.join(',')).split(',').map(Number);
  if (!Number.isInteger(maxInsts) || maxInsts < 1) throw new Error('TESSERA_BENCH_PROGRESSIVE_INSTS: not a positive integer');
  if (checkpoints.some((k) => !Number.isInteger(k) || k < 0)) throw new Error('TESSERA_BENCH_ITERATIONS: not a list of iteration counts');
  return { maxInsts, checkpoints };
}

/** A progressive row: iterations, metric and profile, and its label. */
interface ProgressiveRow {
  readonly label: string;
  readonly metric: 'speed' | 'size';
  readonly iterations: number;
  readonly measured: boolean;
}

function progressiveRows(checkpoints: readonly number[]): ProgressiveRow[] {
  const rows: ProgressiveRow[] = (['speed', 'size'] as const).flatMap((metric) =>
    checkpoints.map((iterations) => ({ label: `progressive ${iterations} ${metric}`, metric, iterations, measured: false })),
  );
  const middle = checkpoints[Math.floor(checkpoints.length / 2)]!;
  return [...rows, { label: `progressive ${middle} speed measured`, metric: 'speed', iterations: middle, measured: true }];
}

function cellAllocOf(row: ProgressiveRow): CellAlloc {
  const progressive: ProgressiveSettings = { iterations: row.iterations };
  return { metric: row.metric, profile: row.measured ? 'measured' : 'static', progressive };
}

/** The programs whose every function has at most `maxInsts` instructions, and those functions. */
function smallPrograms(target: Target, maxInsts: number): { programs: BenchProgram[]; fns: Collected[] } {
  const all = corpusPrograms(target);
  const { fns } = collectFunctions(target, all, { isel: 'maxmunch', coalesce: true });
  const programOf = (c: Collected) => c.name.slice(0, c.name.indexOf(':'));
  const large = new Set(fns.filter((c) => c.insts > maxInsts).map(programOf));
  const compiled = new Set(fns.map(programOf));
  const programs = all.filter((p) => compiled.has(p.name) && !large.has(p.name));
  const kept = new Set(programs.map((p) => p.name));
  return { programs, fns: fns.filter((c) => kept.has(programOf(c))) };
}

// ---------------------------------------------------------------------------------------------
// Part 1: code size and loads+stores.

function dynamicRows(m: TargetMeasurement): Row[] {
  const compared = comparedPrograms(m);
  const row = (label: string) => m.tessera.find((r) => r.label === label)!;
  if (compared.length === 0) return [[m.target, 'no program every row ran matching', '0', '-', '-', '-', '-', '-', '-', '-', '-']];
  const gc = sumCounts(row('graph-color'), compared);
  const sc = sumCounts(row('second-chance'), compared);
  const llc = sumCounts(m.llc, compared);
  return [m.llc, ...m.tessera].map((r: RowCells) => {
    const s = sumCounts(r, compared);
    return [
      m.target,
      r.label,
      `${compared.length}`,
      `${s.codeSize}`,
      ratio(s.codeSize, gc.codeSize),
      ratio(s.codeSize, sc.codeSize),
      ratio(s.codeSize, llc.codeSize),
      `${s.accesses}`,
      ratio(s.accesses, gc.accesses),
      ratio(s.accesses, sc.accesses),
      ratio(s.accesses, llc.accesses),
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// Part 2: proven optimal, within 1 % and 5 %, from the cells' solve reports.

interface Shares {
  functions: number;
  proven: number;
  within1: number;
  within5: number;
  cost: number;
}

function shares(r: RowCells): Shares {
  const s: Shares = { functions: 0, proven: 0, within1: 0, within5: 0, cost: 0 };
  for (const cell of r.cells.values()) {
    if (cell.kind !== 'match') continue;
    for (const { solve } of cell.solves ?? []) {
      s.functions++;
      if (solve.status !== 'progressive') continue;
      s.cost += solve.objective;
      if (solve.provenOptimal) s.proven++;
      if (solve.bound !== null && solve.bound <= 0.01) s.within1++;
      if (solve.bound !== null && solve.bound <= 0.05) s.within5++;
    }
  }
  return s;
}

function shareRows(m: TargetMeasurement, rows: readonly ProgressiveRow[]): Row[] {
  const pct = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)} %`);
  return rows.map((p) => {
    const s = shares(m.tessera.find((r) => r.label === p.label)!);
    const first = rows.find((q) => q.metric === p.metric && q.measured === p.measured && q.iterations === 0);
    const base = first === undefined ? undefined : shares(m.tessera.find((r) => r.label === first.label)!);
    return [
      m.target,
      p.label,
      `${s.functions}`,
      pct(s.proven, s.functions),
      pct(s.within1, s.functions),
      pct(s.within5, s.functions),
      `${s.cost}`,
      base === undefined ? '-' : ratio(s.cost, base.cost),
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// Part 3: time per iteration against the hybrid.

function timeRow(target: string, fns: readonly Collected[]): Row {
  let hybridMs = 0;
  let progressiveMs = 0;
  let iterations = 0;
  for (const c of fns) {
    const t0 = nowMs();
    hybrid.allocate(c.fn, c.regs);
    const t1 = nowMs();
    const r = progressive.allocate(c.fn, c.regs, { progressive: { iterations: TIMED_ITERATIONS } });
    progressiveMs += nowMs() - t1;
    hybridMs += t1 - t0;
    if (r.solve?.status === 'progressive') iterations += r.solve.iterations;
  }
  const perIteration = iterations === 0 ? 0 : (progressiveMs - hybridMs) / iterations;
  const meanHybrid = hybridMs / Math.max(1, fns.length);
  return [
    target,
    `${fns.length}`,
    `${iterations}`,
    (hybridMs / 1000).toFixed(2),
    (progressiveMs / 1000).toFixed(2),
    perIteration.toFixed(1),
    meanHybrid === 0 ? '-' : (perIteration / meanHybrid).toFixed(2),
  ];
}

// ---------------------------------------------------------------------------------------------

export function benchProgressive(): string {
  const start = nowMs();
  const { maxInsts, checkpoints } = setup();
  const rows = progressiveRows(checkpoints);
  const combos: Combo[] = [
    ...PEERS.map((ra) => ({ isel: 'maxmunch', ra, label: ra })),
    ...rows.map((r) => ({ isel: 'maxmunch', ra: 'progressive', label: r.label })),
  ];
  const alloc = (c: Combo): CellAlloc | undefined => {
    const r = rows.find((x) => x.label === c.label);
    return r === undefined ? undefined : cellAllocOf(r);
  };
  const [dynamic, share, time]: Row[][] = [[], [], []];
  const notes: string[] = [];
  const programCount: string[] = [];
  for (const target of benchTargets()) {
    const small = smallPrograms(target, maxInsts);
    programCount.push(`${target.name} ${small.programs.length} programs, ${small.fns.length} functions`);
    const m = measureTarget(target, small.programs, combos, alloc);
    dynamic.push(...dynamicRows(m));
    share.push(...shareRows(m, rows));
    time.push(timeRow(target.name, small.fns));
    notes.push(...tableNotes(m).map((n) => `${m.target} ${n}`));
  }
  return [
    `targets: ${benchTargets()
      .map((t) => t.name)
      .join(', ')} (TESSERA_BENCH_TARGETS); the corpus programs whose every function has at most ${maxInsts}`,
    `machine instructions (TESSERA_BENCH_PROGRESSIVE_INSTS): ${programCount.join('; ')}; checkpoints ${checkpoints.join(', ')} (TESSERA_BENCH_ITERATIONS)`,
    '',
    '1. Code size and dynamic loads+stores (entry main), maxmunch x each allocator and llc-14 greedy -O2, summed over the programs',
    '   every row ran matching the interpreter. "progressive k speed": k iterations under the speed metric (read its loads+stores;',
    '   Fig 6.17); "size": under the size metric (read its code bytes; Fig 6.14); "measured": the perfect profile (Fig 6.22).',
    "   The issue's goal: on x86-32 and Thumb, after 1000 iterations, fewer loads+stores than llc-14 greedy (vs llc < 1).",
    '',
    formatTable(
      ['target', 'back end', 'programs', 'code bytes', 'vs gc', 'vs sc', 'vs llc', 'loads+stores', 'vs gc', 'vs sc', 'vs llc'],
      dynamic,
    ),
    ...notes.map((n) => `  ${n}`),
    '',
    '2. Per function of those programs (the cells matching the interpreter): proven optimal (lower bound = cost), bound of §6.3.3',
    '   within 1 % and 5 % (Figs 6.23/6.24), and the summed model cost against iteration 0 (the hybrid).',
    '',
    formatTable(['target', 'run', 'functions', 'proven', 'bound ≤ 1 %', 'bound ≤ 5 %', 'model cost', 'vs iteration 0'], share),
    '',
    `3. Compile time (wall clock, one run each, speed metric): the hybrid, and the progressive allocator with ${TIMED_ITERATIONS} iterations,`,
    '   over the same functions; per iteration = (progressive − hybrid) / iterations run (a proven function stops early).',
    '',
    formatTable(['target', 'functions', 'iterations', 'hybrid s', 'progressive s', 'ms / iteration', 'x hybrid per function'], time),
    '',
    `progressive section: ${((nowMs() - start) / 1000).toFixed(1)} s wall clock`,
  ].join('\n');
}
