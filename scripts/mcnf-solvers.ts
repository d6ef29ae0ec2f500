// GLPK against HiGHS on the MCNF 0-1 programs of real functions (issue 20, Deliver 3: "measure both
// on these programs and keep the faster"). The networks are the global model `--ra optimal` solves
// (engine/regalloc/mcnf/optimal.ts mcnfModel) of single-block functions after coalescing (the
// measurement that chose HiGHS was made on them, with the earlier local model: same layers),
// from every corpus program (selector maxmunch, copies coalesced as the pipeline does for a
// `coalesced` allocator, static frequency 10^loop depth) and from seeded generated machine IR
// (testbed/fuzz/mir-generator.ts, with all registers and with 3). The hand-made networks of
// tap-tests/regalloc/mcnf-network.part.ts are compared in tap-tests/regalloc/mcnf-highs.part.ts
// instead: scripts may not import tests (dependency rule nothing-imports-tests).
// Requires corpus/ll. Produces, per network, both solvers' status, cost and solve time; a
// disagreement on a proven optimum, or a proof on one side of infeasibility the other found a
// solution for, is printed as DISAGREEMENT and makes the exit status 1. Then per solver: networks
// proven optimal, stopped by the cap, total/median/max time, time by program size (columns, in
// powers of 4) and the log-log slope of time against columns; and the per-network time ratio.
// A measurement script: it times each solve in CPU time (process.cpuUsage: the machine is shared,
// the solvers are single-threaded and synchronous in this process) and wall time, and gives each
// solve a budget of --cap-ms on the wall clock (default 60000; the solvers enforce their time limits
// on their own wall clocks); nothing else reads time.
//
// Usage: node --import tsx scripts/mcnf-solvers.ts [--targets x86-32,thumb] [--levels O1] [--programs a,b]
//          [--generated 16] [--cap-ms 60000] [--quiet]

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Isa } from '../common/image.js';
import { compileModule } from '../engine/codegen/pipeline.js';
import { parseModule } from '../engine/frontend/parse.js';
import { functionRegs, targetRegs } from '../engine/mir/target-regs.js';
import type { MFunction, TargetRegs } from '../engine/mir/types.js';
import { coalesceCopies } from '../engine/regalloc/coalesce.js';
import { type SolveResult, type Solver, solveNetwork } from '../engine/regalloc/mcnf/ilp.js';
import { mcnfModel } from '../engine/regalloc/mcnf/optimal.js';
import type { Network } from '../engine/regalloc/mcnf/network.js';
import { buildProgram } from '../engine/regalloc/mcnf/program.js';
import { TARGETS } from '../engine/targets/target.js';
import { generateMFunction } from '../testbed/fuzz/mir-generator.js';
import { restrictRegs } from '../testbed/optimality/regalloc-instances.js';

const ROOT = join(import.meta.dirname, '..', 'corpus', 'll');
const SOLVERS: readonly Solver[] = ['glpk', 'highs'];

function option(name: string, all: readonly string[]): readonly string[] {
  const i = process.argv.indexOf(name);
  return i < 0 ? all : (process.argv[i + 1] ?? '').split(',');
}

/** The MCNF network of a function, as `--ra optimal` builds it; null outside the model. */
function localNetwork(fn: MFunction, regs: TargetRegs): Network | null {
  const model = mcnfModel(fn, regs);
  return 'outside' in model ? null : model.mn.net;
}

interface Sample {
  readonly name: string;
  readonly insts: number;
  readonly columns: number;
  readonly rows: number;
  readonly runs: Record<Solver, Run>;
}

interface Run {
  /** CPU milliseconds of the solve. */
  readonly ms: number;
  readonly wallMs: number;
  readonly result: SolveResult;
}

const capMs = Number(option('--cap-ms', ['60000'])[0]);
const quiet = process.argv.includes('--quiet');
const samples: Sample[] = [];
const disagreements: string[] = [];
const outside = { functions: 0, outside: 0 };

/** One solve, timed in this process's CPU time (user + system: the machine is shared, the solve is single-threaded) and wall time. */
function timed(net: Network, solver: Solver): Run {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const result = solveNetwork(net, { solver, budget: { ms: capMs, clock: () => performance.now() } });
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000, wallMs: performance.now() - t0, result };
}

const costOf = (r: SolveResult) => (r.status === 'optimal' || r.status === 'feasible' ? r.cost : undefined);

/** Whether the two results contradict each other (a bug in one solver, or in the program). */
function contradiction(a: SolveResult, b: SolveResult): boolean {
  if (a.status === 'optimal' && b.status === 'optimal') return a.cost !== b.cost;
  const proven = (x: SolveResult, y: SolveResult) =>
    (x.status === 'infeasible' && costOf(y) !== undefined) ||
    (x.status === 'optimal' && costOf(y) !== undefined && costOf(y)! < x.cost) ||
    (x.status === 'optimal' && y.status === 'infeasible');
  return proven(a, b) || proven(b, a);
}

/** Solves one function's network with both solvers (in alternating order) and records the sample. */
function measure(name: string, fn: MFunction, regs: TargetRegs): void {
  outside.functions++;
  const net = localNetwork(fn, regs);
  if (net === null) {
    outside.outside++;
    return;
  }
  const program = buildProgram(net);
  const order = samples.length % 2 === 0 ? SOLVERS : [...SOLVERS].reverse();
  const runs = {} as Record<Solver, Run>;
  for (const s of order) runs[s] = timed(net, s);
  const sample = { name, insts: fn.blocks[0]!.insts.length, columns: program.columns.length, rows: program.rows.length, runs };
  samples.push(sample);
  const line = SOLVERS.map((s) => `${s} ${runs[s].result.status} ${costOf(runs[s].result) ?? '-'} ${runs[s].ms.toFixed(1)}ms`).join('  ');
  if (contradiction(runs.glpk.result, runs.highs.result)) {
    disagreements.push(`${name}: ${line}`);
    console.log(`DISAGREEMENT ${name} (${sample.columns} columns): ${line}`);
  } else if (!quiet) console.log(`${name} insts ${sample.insts} cols ${sample.columns} rows ${sample.rows}: ${line}`);
}

/** Every function of the corpus programs, as the pipeline hands them to a `coalesced` allocator. */
function corpus(targets: readonly Isa[], levels: readonly string[], programs: readonly string[]): void {
  for (const isa of targets)
    for (const level of levels)
      for (const program of programs) {
        const text = readFileSync(join(ROOT, isa, `${program}.${level}.ll`), 'utf8');
        const observe = {
          allocated: (mir: MFunction) => {
            if (mir.blocks.length !== 1) {
              outside.functions++;
              outside.outside++;
              return;
            }
            measure(`${isa} ${program}.${level} ${mir.name}`, mir, functionRegs(targetRegs(isa), mir, TARGETS[isa].framePointer));
          },
        };
        compileModule(parseModule(text, program), isa, { isel: 'maxmunch', ra: 'second-chance', coalesce: true, observe });
      }
}

/** Seeded generated single-block functions per target, with every register and with 3. */
function generated(targets: readonly Isa[], perTarget: number): void {
  targets.forEach((isa, t) => {
    const full = targetRegs(isa);
    for (const [label, regs] of [['all', full] as const, ['3 regs', restrictRegs(full, 3)] as const]) {
      let found = 0;
      for (let seed = 1 + 100_000 * t; found < perTarget && seed < 100_000 * t + 5000; seed++) {
        const fn = generateMFunction(seed, regs);
        if (fn.blocks.length !== 1) continue;
        found++;
        measure(`${isa} gen${seed} (${label})`, coalesceCopies(fn, regs).fn, regs);
      }
    }
  });
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** Least-squares slope of log(ms) against log(columns) over the samples with columns > 0. */
function slope(points: readonly { x: number; y: number }[]): number {
  const p = points.filter((q) => q.x > 0 && q.y > 0).map((q) => ({ x: Math.log(q.x), y: Math.log(q.y) }));
  const mx = p.reduce((a, q) => a + q.x, 0) / p.length;
  const my = p.reduce((a, q) => a + q.y, 0) / p.length;
  const sxy = p.reduce((a, q) => a + (q.x - mx) * (q.y - my), 0);
  const sxx = p.reduce((a, q) => a + (q.x - mx) ** 2, 0);
  return sxy / sxx;
}

/** One row per solver over `set`: statuses, CPU total/median/max, the log-log slope, wall total. */
function table(label: string, set: readonly Sample[]): void {
  console.log(`\n${label}: ${set.length} networks; CPU time of the solves (the solvers enforce --cap-ms on the wall clock)`);
  console.log('solver  optimal  feasible  unsolved  infeasible  total-s  median-ms    max-ms  slope(log ms/log cols)  wall-total-s');
  for (const s of SOLVERS) {
    const count = (st: string) => String(set.filter((x) => x.runs[s].result.status === st).length);
    const ms = set.map((x) => x.runs[s].ms);
    const cells = [
      s.padEnd(7),
      count('optimal').padStart(7),
      count('feasible').padStart(9),
      count('unsolved').padStart(9),
      count('infeasible').padStart(11),
      (ms.reduce((x, y) => x + y, 0) / 1000).toFixed(2).padStart(8),
      median(ms).toFixed(2).padStart(10),
      Math.max(...ms)
        .toFixed(1)
        .padStart(9),
      slope(set.map((x) => ({ x: x.columns, y: x.runs[s].ms })))
        .toFixed(2)
        .padStart(23),
      (set.reduce((x, y) => x + y.runs[s].wallMs, 0) / 1000).toFixed(2).padStart(13),
    ];
    console.log(cells.join(' '));
  }
}

function report(): void {
  console.log(`\nfunctions ${outside.functions}, outside the local model ${outside.outside}, networks solved by both ${samples.length}`);
  table('all', samples);
  table(
    'corpus',
    samples.filter((x) => !x.name.includes(' gen')),
  );
  table(
    'generated',
    samples.filter((x) => x.name.includes(' gen')),
  );
  console.log('\ncolumns      networks  glpk median-ms  highs median-ms  glpk max-ms  highs max-ms');
  for (let lo = 1; samples.some((x) => x.columns >= lo); lo *= 4) {
    const b = samples.filter((x) => x.columns >= lo && x.columns < lo * 4);
    if (b.length === 0) continue;
    const col = (s: Solver, f: (xs: number[]) => number) => f(b.map((x) => x.runs[s].ms)).toFixed(1);
    const max = (xs: number[]) => Math.max(...xs);
    console.log(
      `${`${lo}-${lo * 4 - 1}`.padEnd(12)} ${String(b.length).padStart(8)} ${col('glpk', median).padStart(15)} ${col('highs', median).padStart(16)} ${col('glpk', max).padStart(12)} ${col('highs', max).padStart(13)}`,
    );
  }
  const ratio = samples.map((x) => x.runs.glpk.ms / x.runs.highs.ms);
  console.log(
    `\nglpk/highs time per network: median ${median(ratio).toFixed(2)}, highs faster on ${ratio.filter((r) => r > 1).length}/${ratio.length}`,
  );
  console.log(`disagreements: ${disagreements.length}`);
  for (const d of disagreements) console.log(`  ${d}`);
}

/**
 * Both solvers run twice, unmeasured, on one generated network first: a WebAssembly module's first
 * calls run unoptimised code (measured: HiGHS's first solve of a 1743-column program took 3x its
 * second), which would otherwise be charged to whichever network comes first.
 */
function warmUp(): void {
  const regs = targetRegs('x86-32');
  const fn = generateMFunction(15, regs);
  const net = localNetwork(coalesceCopies(fn, regs).fn, regs);
  if (net === null) throw new Error('the warm-up network (x86-32 gen15) is outside the local model');
  for (let i = 0; i < 2; i++) for (const s of SOLVERS) solveNetwork(net, { solver: s });
}

function main(): void {
  const targets = option('--targets', ['x86-32', 'x86-64', 'arm', 'thumb']) as Isa[];
  const levels = option('--levels', ['O1']);
  const programs = option(
    '--programs',
    readdirSync(join(ROOT, 'x86-32'))
      .filter((f) => f.endsWith('.O1.ll'))
      .map((f) => f.slice(0, -'.O1.ll'.length))
      .sort(),
  );
  const perTarget = Number(option('--generated', ['16'])[0]);
  warmUp();
  corpus(targets, levels, programs);
  generated(targets, perTarget);
  report();
  if (disagreements.length > 0) process.exitCode = 1;
}

main();
