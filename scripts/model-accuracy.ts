// The MCNF model's accuracy over the whole corpus, as a table (issue 20 Deliver 5; Koes's thesis §3.7,
// Fig 3.14): testbed/report/model-accuracy.ts measures each program (its header says how); this
// prints per target and metric the functions solved, proven, exact and within 1 %, and every mismatch
// with its named cause. The solver budget comes from MODEL_ACCURACY_BUDGET_MS (default 10 000 ms)
// through the process's monotonic clock. `tessera report` draws the same measurement as a plot.
//
// Usage: node --import tsx scripts/model-accuracy.ts [--targets x86-32,thumb] [--programs a,b] [--levels O1] [-v]

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Isa } from '../common/image.js';
import type { AllocOptions } from '../engine/mir/types.js';
import { CORPUS_LL as ROOT, measureProgram, type SizeRow, type SpeedRow, type Unsolved } from '../testbed/report/model-accuracy.js';

/** The solver budget through the process's monotonic clock (see the header). */
function budget(ms: number): NonNullable<AllocOptions['solverBudget']> {
  return { ms, clock: () => Number(process.hrtime.bigint()) / 1e6 };
}

function option(name: string, all: readonly string[]): readonly string[] {
  const i = process.argv.indexOf(name);
  return i < 0 ? all : (process.argv[i + 1] ?? '').split(',');
}

interface Tally {
  solved: number;
  proven: number;
  exact: number;
  within1: number;
}

const within1 = (p: number, m: number): boolean => Math.abs(p - m) <= 0.01 * Math.abs(m);

function tally(rows: readonly { status: string; cause: string | null }[], near: (i: number) => boolean): Tally {
  return {
    solved: rows.length,
    proven: rows.filter((r) => r.status === 'optimal').length,
    exact: rows.filter((r) => r.cause === null).length,
    within1: rows.filter((_, i) => near(i)).length,
  };
}

const pct = (n: number, d: number): string => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)} %`);

function line(isa: string, metric: string, t: Tally, unsolved: number): string {
  return `${isa.padEnd(8)} ${metric.padEnd(6)} ${String(t.solved).padStart(6)} ${String(t.proven).padStart(7)} ${String(unsolved).padStart(9)} ${pct(t.exact, t.solved).padStart(9)} ${pct(t.within1, t.solved).padStart(11)}`;
}

function main(): void {
  const targets = option('--targets', ['x86-32', 'x86-64', 'arm', 'thumb']) as Isa[];
  const levels = option('--levels', ['O1']);
  const verbose = process.argv.includes('-v');
  const budgetMs = Number(process.env.MODEL_ACCURACY_BUDGET_MS ?? 10_000);
  const summary: string[] = [];
  for (const isa of targets) {
    const all = readdirSync(join(ROOT, isa))
      .filter((f) => f.endsWith('.O1.ll'))
      .map((f) => f.slice(0, -'.O1.ll'.length));
    const programs = option('--programs', all.sort());
    const speed: SpeedRow[] = [];
    const size: SizeRow[] = [];
    const unsolved: Unsolved[] = [];
    for (const level of levels)
      for (const program of programs) {
        const r = measureProgram(program, level, isa, budget(budgetMs));
        speed.push(...r.speed);
        size.push(...r.size);
        unsolved.push(...r.unsolved);
        for (const s of r.speed)
          if (verbose || s.cause !== null)
            console.log(
              `${isa} speed ${program} ${s.name} ${s.status}: loads ${s.predicted.loads}/${s.measured.loads} stores ${s.predicted.stores}/${s.measured.stores}${s.cause === null ? '' : `  ${s.cause}`}`,
            );
        for (const s of r.size)
          if (verbose || s.cause !== null)
            console.log(
              `${isa} size  ${program} ${s.name} ${s.status}: bytes ${s.predicted}/${s.measured}${s.cause === null ? '' : `  ${s.cause}`}`,
            );
        for (const u of r.unsolved) console.log(`${isa} ${u.metric} ${program} ${u.name}: not solved: ${u.reason}`);
      }
    const ts = tally(speed, (i) =>
      within1(speed[i]!.predicted.loads + speed[i]!.predicted.stores, speed[i]!.measured.loads + speed[i]!.measured.stores),
    );
    const tz = tally(size, (i) => within1(size[i]!.predicted, size[i]!.measured));
    summary.push(line(isa, 'speed', ts, unsolved.filter((u) => u.metric === 'speed').length));
    summary.push(line(isa, 'size', tz, unsolved.filter((u) => u.metric === 'size').length));
    const causes = new Map<string, number>();
    for (const r of [...speed, ...size]) if (r.cause !== null) causes.set(r.cause, (causes.get(r.cause) ?? 0) + 1);
    for (const [c, n] of causes) summary.push(`  ${isa}: ${n} functions: ${c}`);
  }
  console.log(
    `\nbudget ${budgetMs} ms per function; predicted vs measured (speed: dynamic spill loads + stores, perfect profile; size: bytes added)`,
  );
  console.log('target   metric solved  proven  unsolved     exact  within 1 %');
  for (const s of summary) console.log(s);
}

if (process.argv[1] !== undefined && import.meta.filename === process.argv[1]) main();
