// Benchmark: `tessera fuzz` throughput (issue 6, deliverable 7): end-to-end cases per second on
// one core, per target. One case = generate a program (testbed/fuzz/campaign.ts caseProgram:
// several functions of at most ~50 IR instructions each), interpret it, compile it for one
// selector x allocator with the verifiers and the allocation checker on (compileModule), run the
// image in Unicorn and compare — what the fuzzer does per cell. The combinations are taken in turn
// (case k uses combination k mod their number), so every built selector x allocator is in the mix.
//
// Contract: `benchFuzz()` returns the report: per target the cases per second per core (goal >=
// 100), the share of wall time in each phase (generate, interpret, compile, run + compare), and the
// programs' size (IR instructions per function, phis and terminators included: mean and largest).
// "Per core": the measurement runs in a child process pinned to one core with taskset (util-linux),
// so every thread of the process — V8's garbage-collection and compiler threads as well as the
// main one — shares that core, as when a campaign runs one process per core. Measured in-process
// instead, V8's helper threads ran on the other core and added ~30% CPU time for the same work on a
// quiet 2-core machine (x86-32: 62 cases/s over CPU time unpinned, 81 pinned, the same code). Both
// the rate over CPU time (user + system, which other processes on a busy machine do not inflate)
// and over wall time are printed. Without taskset the measurement runs in-process and says so.
// Every target first runs WARMUP cases of its own (different seeds from the measured ones), all
// before anything is measured: with a short warm-up of one target at a time, most of the first
// target's CPU time went to V8 compiling the shared code (x86-32 measured at ~45 cases/s that way,
// ~90 warm). Wall time only through bench/clock.ts, CPU time from process.cpuUsage; which programs
// and cells run is deterministic (seed FUZZ_SEED).

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALLOCATOR_NAMES, SELECTOR_NAMES } from '../engine/codegen/pipeline.js';
import { buildCell, isFailure } from '../testbed/driver/backend.js';
import { executeImage, interpretFor } from '../testbed/driver/execute.js';
import { formatTable } from '../testbed/driver/table.js';
import { TARGETS, type Target } from '../testbed/driver/targets.js';
import { caseProgram } from '../testbed/fuzz/campaign.js';
import { SETTINGS } from '../testbed/fuzz/differential.js';
import { functionSize, type Module } from '../engine/ir/types.js';
import { nowMs } from './clock.js';

const FUZZ_SEED = 1;
const WARMUP_SEED = 2;
const WARMUP = 100;
const CASES = 200;
const GOAL = 100;
const COMBOS = SELECTOR_NAMES.flatMap((isel) => ALLOCATOR_NAMES.map((ra) => ({ isel, ra })));

interface Phases {
  generate: number;
  interpret: number;
  compile: number;
  run: number;
  failures: number;
}

function functionSizes(m: Module): number[] {
  return m.functions.filter((f) => f.blocks.length > 0).map(functionSize);
}

function runCases(target: Target, seed: number, cases: number, sizes: number[] | null): Phases {
  const p: Phases = { generate: 0, interpret: 0, compile: 0, run: 0, failures: 0 };
  for (let k = 0; k < cases; k++) {
    const combo = COMBOS[k % COMBOS.length]!;
    let t = nowMs();
    const { module } = caseProgram(seed, k, target.name);
    p.generate += nowMs() - t;
    sizes?.push(...functionSizes(module));
    t = nowMs();
    const reference = interpretFor(module, SETTINGS);
    p.interpret += nowMs() - t;
    t = nowMs();
    const built = buildCell(module, target, { backend: 'tessera', isel: combo.isel, ra: combo.ra, verify: true });
    p.compile += nowMs() - t;
    if (isFailure(built)) {
      p.failures++;
      continue;
    }
    t = nowMs();
    const r = executeImage(
      module,
      target,
      built.image,
      { program: 'fuzz', target: target.name, backend: 'tessera', ...combo },
      SETTINGS,
      reference,
    );
    p.run += nowMs() - t;
    if (r.matchesInterpreter !== true) p.failures++;
  }
  return p;
}

const pct = (part: number, total: number): string => `${Math.round((100 * part) / total)}%`;

/** Set in the pinned child: measure here. */
const PINNED_ENV = 'TESSERA_BENCH_FUZZ_PINNED';

export function benchFuzz(): string {
  if (process.env[PINNED_ENV] !== undefined) return measure(`pinned to core ${process.env[PINNED_ENV]} (taskset)`);
  const core = firstAllowedCore();
  const probe = spawnSync('taskset', ['-c', core, 'true'], { encoding: 'utf8' });
  if (probe.error !== undefined || probe.status !== 0) {
    const why = probe.error?.message ?? probe.stderr.trim().split('\n')[0];
    return measure(`not pinned (taskset: ${why}): CPU time includes V8's helper threads on other cores`);
  }
  const child = spawnSync('taskset', ['-c', core, process.execPath, '--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, [PINNED_ENV]: core },
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  if (child.error !== undefined || child.status !== 0)
    throw new Error(
      `pinned fuzz benchmark failed (${child.error?.message ?? `exit ${child.status}`}): ${child.stderr.trim().split('\n').slice(-3).join(' | ')}`,
    );
  return child.stdout.trimEnd();
}

/** The first core this process may run on (Linux: /proc/self/status), 0 when unknown. */
function firstAllowedCore(): string {
  try {
    return /Cpus_allowed_list:\s*(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '0';
  } catch {
    return '0';
  }
}

function measure(where: string): string {
  for (const target of TARGETS) runCases(target, WARMUP_SEED, WARMUP, null);
  const rows = TARGETS.map((target) => {
    const sizes: number[] = [];
    const cpu0 = process.cpuUsage();
    const wall0 = nowMs();
    const p = runCases(target, FUZZ_SEED, CASES, sizes);
    const wall = nowMs() - wall0;
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const total = p.generate + p.interpret + p.compile + p.run;
    const perSecond = (CASES * 1000) / cpuMs;
    const mean = sizes.reduce((a, b) => a + b, 0) / sizes.length;
    return [
      target.name,
      String(CASES),
      perSecond.toFixed(1),
      ((CASES * 1000) / wall).toFixed(1),
      (perSecond / GOAL).toFixed(2),
      pct(p.generate, total),
      pct(p.interpret, total),
      pct(p.compile, total),
      pct(p.run, total),
      mean.toFixed(1),
      String(Math.max(...sizes)),
      String(p.failures),
    ];
  });
  const header = [
    'target',
    'cases',
    'cases/s/core (CPU)',
    'cases/s (wall)',
    `vs goal ${GOAL}`,
    'generate',
    'interpret',
    'compile',
    'run+compare',
    'IR insts/fn',
    'largest fn',
    'failures',
  ];
  return [
    `fuzz throughput: one case = generate + interpret + compile (checker on) + run in Unicorn + compare, for one selector x allocator ` +
      `(the ${COMBOS.length} built combinations in turn), seed ${FUZZ_SEED}, ${CASES} cases per target after ${WARMUP} warm-up cases on every target (seed ${WARMUP_SEED}); ${where}`,
    formatTable(header, rows),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(benchFuzz());
