// Benchmark: `tessera fuzz` throughput (issue 6, deliverable 7): end-to-end cases per second on
// one core, per target. One case = generate a program (engine/fuzz/campaign.ts caseProgram:
// several functions of at most ~50 IR instructions each), interpret it, compile it for one
// selector x allocator with the verifiers and the allocation checker on (compileModule), run the
// image in Unicorn and compare — what the fuzzer does per cell. The combinations are taken in turn
// (case k uses combination k mod their number), so every built selector x allocator is in the mix.
//
// Contract: `benchFuzz()` returns the report: per target the cases per second per core (goal >=
// 100; the work is single-threaded, so cases over the process's CPU time — user + system, which
// other processes on a busy machine do not inflate — and over wall time beside it), the share of
// wall time in each phase (generate, interpret, compile, run + compare), and the programs' size
// (IR instructions per function, phis and terminators included: mean and largest). One warm-up
// pass over the same cases first (the JIT). Wall time only through bench/clock.ts, CPU time from
// process.cpuUsage; which programs and cells run is deterministic (seed FUZZ_SEED).

import { ALLOCATOR_NAMES, SELECTOR_NAMES } from '../engine/codegen/pipeline.js';
import { buildCell, isFailure } from '../engine/driver/backend.js';
import { executeImage, interpretFor } from '../engine/driver/execute.js';
import { formatTable } from '../engine/driver/table.js';
import { TARGETS, type Target } from '../engine/driver/targets.js';
import { caseProgram } from '../engine/fuzz/campaign.js';
import { SETTINGS } from '../engine/fuzz/differential.js';
import type { Module } from '../engine/ir/types.js';
import { nowMs } from './clock.js';

const FUZZ_SEED = 1;
const CASES = 60;
const GOAL = 100;
const COMBOS = SELECTOR_NAMES.flatMap((isel) => ALLOCATOR_NAMES.map((ra) => ({ isel, ra })));

interface Phases { generate: number; interpret: number; compile: number; run: number; failures: number }

function functionSizes(m: Module): number[] {
  return m.functions.filter((f) => f.blocks.length > 0).map((f) => f.blocks.reduce((a, b) => a + b.insts.length + 1, 0));
}

function runCases(target: Target, sizes: number[] | null): Phases {
  const p: Phases = { generate: 0, interpret: 0, compile: 0, run: 0, failures: 0 };
  for (let k = 0; k < CASES; k++) {
    const combo = COMBOS[k % COMBOS.length]!;
    let t = nowMs();
    const { module } = caseProgram(FUZZ_SEED, k, target.name);
    p.generate += nowMs() - t;
    sizes?.push(...functionSizes(module));
    t = nowMs();
    const reference = interpretFor(module, SETTINGS);
    p.interpret += nowMs() - t;
    t = nowMs();
    const built = buildCell(module, target, { backend: 'tessera', isel: combo.isel, ra: combo.ra, verify: true });
    p.compile += nowMs() - t;
    if (isFailure(built)) { p.failures++; continue; }
    t = nowMs();
    const r = executeImage(module, target, built.image, { program: 'fuzz', target: target.name, backend: 'tessera', ...combo }, SETTINGS, reference);
    p.run += nowMs() - t;
    if (r.matchesInterpreter !== true) p.failures++;
  }
  return p;
}

const pct = (part: number, total: number): string => `${Math.round((100 * part) / total)}%`;

export function benchFuzz(): string {
  const rows = TARGETS.map((target) => {
    runCases(target, null); // warm-up
    const sizes: number[] = [];
    const cpu0 = process.cpuUsage();
    const wall0 = nowMs();
    const p = runCases(target, sizes);
    const wall = nowMs() - wall0;
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const total = p.generate + p.interpret + p.compile + p.run;
    const perSecond = (CASES * 1000) / cpuMs;
    const mean = sizes.reduce((a, b) => a + b, 0) / sizes.length;
    return [
      target.name, String(CASES), perSecond.toFixed(1), ((CASES * 1000) / wall).toFixed(1), (perSecond / GOAL).toFixed(2),
      pct(p.generate, total), pct(p.interpret, total), pct(p.compile, total), pct(p.run, total),
      mean.toFixed(1), String(Math.max(...sizes)), String(p.failures),
    ];
  });
  const header = ['target', 'cases', 'cases/s/core (CPU)', 'cases/s (wall)', `vs goal ${GOAL}`, 'generate', 'interpret', 'compile', 'run+compare', 'IR insts/fn', 'largest fn', 'failures'];
  return [
    `fuzz throughput: one case = generate + interpret + compile (checker on) + run in Unicorn + compare, for one selector x allocator ` +
      `(the ${COMBOS.length} built combinations in turn), seed ${FUZZ_SEED}, ${CASES} cases per target after a warm-up pass`,
    formatTable(header, rows),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(benchFuzz());
