// Benchmark, parts 2 and 3 of bench/pbqp.ts (its contract comment describes them): PBQP register
// allocation's time on the corpus functions next to the other allocators, and compile time, code size and
// dynamic loads+stores next to them and to llc-14's greedy and pbqp allocators.
//
// Contract: `collectFunctions` selects every corpus function once; `sampleOf` times it with every allocator
// (and hands pbqp's round graphs to a pool when asked); `allocationPart` and `corpusPart` return the text.

import { ALLOCATORS } from '../engine/regalloc/index.js';
import { allocatePbqp, spillFirst } from '../engine/regalloc/pbqp/pbqp.js';
import { compileModule } from '../engine/codegen/pipeline.js';
import { INF, type PbqpGraph } from '../engine/pbqp/graph.js';
import { type PbqpResult, solvePbqp } from '../engine/pbqp/solve.js';
import { compileWithLlc, LLC, llcOptionsFor, type LlcRegalloc } from '../oracles/llc.js';
import { printModule } from '../engine/ir/print.js';
import { formatTable, type Row } from '../testbed/driver/table.js';
import type { Target } from '../testbed/driver/targets.js';
import {
  type BenchProgram,
  type Cell,
  type Combo,
  comboLabel,
  comparedPrograms,
  LLC_ISEL,
  measureTarget,
  ratio,
  sumCounts,
  tableNotes,
  type TargetMeasurement,
} from './backend.js';
import { bestOf, nowMs, runCommand } from './clock.js';
import { type Collected, collectFunctions as collectRegallocFunctions, median, spillSums } from './regalloc.js';
import { logLogSlope } from './tiling.js';

const ALLOC_REPS = 3;
/** Functions of the first target each allocator runs on untimed before part 2 times anything. */
export const WARM_UP_FUNCTIONS = 20;
const COMPILE_REPS = 2;
const LLC_NOOP_REPS = 10;
const ISEL = 'maxmunch';
/** Matrix cells of a PBQP graph: the solver's input size. */
export const cellCount = (g: PbqpGraph): number => g.edges.reduce((n, e) => n + e.matrix.length, 0);
export const ALLOCATORS_TIMED = ['graph-color', 'second-chance', 'linear-scan', 'pbqp'] as const;
const PEER_RA = 'graph-color';
const PBQP: Combo = { isel: ISEL, ra: 'pbqp' };
const COMBOS: readonly Combo[] = [...ALLOCATORS_TIMED.map((ra) => ({ isel: ISEL, ra })), { isel: LLC_ISEL, ra: 'pbqp' }];

// ---------------------------------------------------------------------------------------------
// Part 2: allocation time on the corpus.

/** Every function as the pipeline hands it to these allocators (none of them declares `coalesced`). */
export function collectFunctions(target: Target, programs: readonly BenchProgram[]): { fns: Collected[]; refused: string[] } {
  return collectRegallocFunctions(target, programs, { isel: ISEL, coalesce: false });
}

/** What pbqp's rounds of one function looked like. */
interface Rounds {
  readonly rounds: number;
  readonly nodes: number;
  /** Matrix cells over all rounds (the solver's input size). */
  readonly cells: number;
  readonly rn: number;
  readonly proven: number;
  readonly infinite: number;
  readonly largest: number;
}

export interface AllocSample {
  readonly name: string;
  readonly insts: number;
  /** Best time per allocator, ms. */
  readonly ms: Readonly<Record<string, number>>;
  /** pbqp's solver time in its best run, ms. */
  readonly solveMs: number;
  readonly rounds: Rounds;
}

/** pbqp as the registry runs it, its solver clocked; every round's graph handed to `seen`. */
function timedPbqp(c: Collected, seen: (g: PbqpGraph, r: PbqpResult) => void): { ms: number; solveMs: number } {
  let solveMs = 0;
  const start = nowMs();
  allocatePbqp('pbqp', c.fn, c.regs, (graph) => {
    const t = nowMs();
    const r = solvePbqp(graph, spillFirst(graph));
    solveMs += nowMs() - t;
    seen(graph, r);
    return r;
  });
  return { ms: nowMs() - start, solveMs };
}

export function sampleOf(c: Collected, graphs: PbqpGraph[] | null): AllocSample {
  const ms: Record<string, number> = {};
  for (const ra of ALLOCATORS_TIMED) if (ra !== 'pbqp') ms[ra] = bestOf(ALLOC_REPS, () => ALLOCATORS[ra].allocate(c.fn, c.regs)).ms;
  let best = { ms: Infinity, solveMs: 0 };
  let rounds: Rounds = { rounds: 0, nodes: 0, cells: 0, rn: 0, proven: 0, infinite: 0, largest: 0 };
  for (let rep = 0; rep < ALLOC_REPS; rep++) {
    const tally = { rounds: 0, nodes: 0, cells: 0, rn: 0, proven: 0, infinite: 0, largest: 0 };
    const t = timedPbqp(c, (g, r) => {
      tally.rounds++;
      tally.nodes += g.costs.length;
      tally.cells += cellCount(g);
      tally.rn += r.stats.rn;
      if (r.stats.provenOptimal) tally.proven++;
      if (r.cost >= INF) tally.infinite++;
      tally.largest = Math.max(tally.largest, g.costs.length);
      if (rep === 0) graphs?.push(g);
    });
    rounds = tally;
    if (t.ms < best.ms) best = t;
  }
  ms.pbqp = best.ms;
  return { name: c.name, insts: c.insts, ms, solveMs: best.solveMs, rounds };
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** One target's row: functions, largest, per allocator total ms and ratio to graph-color, pbqp's solve share, slopes, rounds. */
export function allocRow(target: string, samples: readonly AllocSample[]): Row {
  const total = (ra: string): number => sum(samples.map((s) => s.ms[ra]!));
  const fitted = samples.filter((s) => s.insts > 0 && s.ms.pbqp! > 0 && s.ms[PEER_RA]! > 0);
  const slope = (ra: string): string =>
    fitted.length < 2 ? '-' : logLogSlope(fitted.map((s) => ({ x: s.insts, y: s.ms[ra]! }))).toFixed(2);
  const solved = samples.filter((s) => s.rounds.cells > 0 && s.solveMs > 0);
  const cellSlope = solved.length < 2 ? '-' : logLogSlope(solved.map((s) => ({ x: s.rounds.cells, y: s.solveMs }))).toFixed(2);
  const r = (k: keyof Rounds): number => sum(samples.map((s) => s.rounds[k]));
  const peer = total(PEER_RA);
  return [
    target,
    `${samples.length}`,
    `${Math.max(0, ...samples.map((s) => s.insts))}`,
    ...ALLOCATORS_TIMED.flatMap((ra) => [total(ra).toFixed(1), ratio(total(ra), peer)]),
    total('pbqp') === 0 ? '-' : `${((100 * sum(samples.map((s) => s.solveMs))) / total('pbqp')).toFixed(0)}%`,
    slope('pbqp'),
    slope(PEER_RA),
    cellSlope,
    `${median(samples.map((s) => s.ms.pbqp! / Math.max(s.ms[PEER_RA]!, 1e-3)))?.toFixed(1) ?? '-'}`,
    `${r('rounds')}`,
    `${r('nodes')}`,
    `${Math.max(0, ...samples.map((s) => s.rounds.largest))}`,
    `${r('rn')}`,
    `${r('proven')}`,
    `${r('infinite')}`,
  ];
}

export interface Corpus {
  readonly target: Target;
  readonly programs: BenchProgram[];
  readonly fns: Collected[];
  readonly refused: string[];
}

export function allocationPart(corpora: readonly Corpus[], samplesOf: (c: Corpus) => AllocSample[]): string {
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const c of corpora) {
    const samples = samplesOf(c);
    rows.push(allocRow(c.target.name, samples));
    const slowest = [...samples].sort((a, b) => b.ms.pbqp! - a.ms.pbqp!).slice(0, 3);
    notes.push(
      `${c.target.name} slowest under pbqp: ${slowest
        .map(
          (s) =>
            `${s.name} (${s.insts} insts, ${s.rounds.rounds} rounds, largest graph ${s.rounds.largest} nodes: pbqp ${s.ms.pbqp!.toFixed(0)} ms, solver ${s.solveMs.toFixed(0)} ms, ${PEER_RA} ${s.ms[PEER_RA]!.toFixed(1)} ms)`,
        )
        .join('; ')}`,
    );
    for (const r of c.refused) notes.push(`${c.target.name} not compiled: ${r}`);
  }
  return [
    `2. Allocation time on the corpus: every function of the corpus *.O1.ll programs (${ISEL}, as the pipeline hands it to the`,
    `   allocator), each allocator best of ${ALLOC_REPS} per function, totals in ms; "vs g-c": total / ${PEER_RA}'s total (pbqp's peer:`,
    `   the same rounds, working program and spill code; only the colouring differs). solver: pbqp's time inside solvePbqp.`,
    `   Slopes: least-squares log-log slope of per-function time against machine instructions (1.0 = linear); solver/cells:`,
    `   of pbqp's solver time against the matrix cells of its rounds' graphs (the solver's input). median pbqp/g-c: per`,
    `   function. pbqp's rounds (all functions): PBQP nodes, largest graph, RN decisions, rounds proven optimal (no RN),`,
    `   rounds whose selection was infinite (the round loop then spills the nodes on an INF entry).`,
    '',
    formatTable(
      [
        'target',
        'functions',
        'max insts',
        ...ALLOCATORS_TIMED.flatMap((ra) => [`${ra} ms`, 'vs g-c']),
        'solver',
        'pbqp slope',
        'g-c slope',
        'solver/cells slope',
        'median pbqp/g-c',
        'rounds',
        'PBQP nodes',
        'largest',
        'RN',
        'proven',
        'infinite',
      ],
      rows,
    ),
    ...notes.map((n) => `  ${n}`),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Part 3: compile time, code size and loads+stores against the other allocators and llc-14.

/** Rows of the code-size and loads+stores table: every row as a ratio to maxmunch + pbqp. */
export function dynamicRows(m: TargetMeasurement): Row[] {
  const compared = comparedPrograms(m);
  if (compared.length === 0) return [[m.target, '(no program every row ran matching)', '0']];
  const base = m.tessera.find((r) => r.label === comboLabel(PBQP));
  if (base === undefined) throw new Error(`${m.target}: no ${comboLabel(PBQP)} row`);
  const b = sumCounts(base, compared);
  const bs = spillSums(base, compared);
  return [m.llc, ...m.tessera].map((row) => {
    const s = sumCounts(row, compared);
    const sp = spillSums(row, compared);
    return [
      m.target,
      row.label,
      `${compared.length}`,
      `${s.codeSize}`,
      ratio(s.codeSize, b.codeSize),
      `${s.accesses}`,
      ratio(s.accesses, b.accesses),
      sp === null ? '-' : `${sp.loads}`,
      sp === null ? '-' : `${sp.stores}`,
      sp === null || bs === null ? '-' : ratio(sp.loads + sp.stores, bs.loads + bs.stores),
    ];
  });
}

/** The programs every row compiled (the run may still mismatch: compile time does not depend on it). */
function compiledByAll(m: TargetMeasurement): string[] {
  const compiled = (c: Cell | undefined): boolean => c !== undefined && c.kind !== 'compile-error' && c.kind !== 'fault';
  return m.programs.filter((p) => [m.llc, ...m.tessera].every((r) => compiled(r.cells.get(p))));
}

function compileTimeRows(target: Target, programs: readonly BenchProgram[]): Row[] {
  const llc = (ra: LlcRegalloc): { label: string; ms: number } => {
    const inputs = programs.map((p) => ({ text: printModule(p.module), opts: llcOptionsFor(target.name, p.module.triple, ra) }));
    const { ms } = bestOf(COMPILE_REPS, () => {
      for (const i of inputs) compileWithLlc(i.text, i.opts);
    });
    return { label: comboLabel({ isel: LLC_ISEL, ra }), ms };
  };
  const ours = ALLOCATORS_TIMED.map((ra) => {
    const { ms } = bestOf(COMPILE_REPS, () => {
      for (const p of programs) compileModule(p.module, target.name, { isel: ISEL, ra, verify: false });
    });
    return { label: comboLabel({ isel: ISEL, ra }), ms };
  });
  const peers = [llc('greedy'), llc('pbqp')];
  const noopMs = bestOf(LLC_NOOP_REPS, () => runCommand(LLC, ['--version'])).ms;
  const base = ours.find((o) => o.label === comboLabel(PBQP))!.ms;
  return [...peers.map((p) => ({ ...p, starts: true })), ...ours.map((o) => ({ ...o, starts: false }))].map((x) => {
    const net = x.ms - programs.length * noopMs;
    return [
      target.name,
      x.label,
      `${programs.length}`,
      x.ms.toFixed(1),
      x.starts ? (net > 0 ? net.toFixed(1) : '-') : '',
      ratio(x.ms, base),
      x.starts && net > 0 ? ratio(net, base) : '',
    ];
  });
}

export function corpusPart(corpora: readonly Corpus[]): string {
  const dynamic: Row[] = [];
  const compile: Row[] = [];
  const notes: string[] = [];
  for (const c of corpora) {
    const m = measureTarget(c.target, c.programs, COMBOS);
    dynamic.push(...dynamicRows(m));
    notes.push(...tableNotes(m).map((n) => `${m.target} ${n}`));
    const compiled = new Set(compiledByAll(m));
    compile.push(
      ...compileTimeRows(
        c.target,
        c.programs.filter((p) => compiled.has(p.name)),
      ),
    );
  }
  return [
    `3. Code size and dynamic loads+stores (entry main) of ${ISEL} with each allocator, llc-14 greedy and llc-14 -regalloc=pbqp`,
    `   (-O2), summed over the corpus *.O1.ll programs every row ran matching the interpreter (bench/backend.ts), as ratios to`,
    `   ${comboLabel(PBQP)} (vs pbqp > 1: more than pbqp). Spill loads/stores: the harness's counts at spill sites (none for llc).`,
    '',
    formatTable(
      ['target', 'back end', 'programs', 'code bytes', 'vs pbqp', 'loads+stores', 'vs pbqp', 'spill loads', 'spill stores', 'vs pbqp'],
      dynamic,
    ),
    ...notes.map((n) => `  ${n}`),
    '',
    `   Compile time over the programs every row compiled, best of ${COMPILE_REPS}: Tessera's compileModule in-process without verifiers`,
    `   (select, allocate, emit, link); llc-14 to an object, one process per file ("minus starts": less one no-op \`${LLC} --version\``,
    `   per file, best of ${LLC_NOOP_REPS}, for scale). vs pbqp: / ${comboLabel(PBQP)}.`,
    '',
    formatTable(['target', 'back end', 'programs', 'ms', 'minus starts', 'vs pbqp', 'minus starts vs pbqp'], compile),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
