// Benchmark: the emulator harness (simulators/harness.ts `runImage`) against raw Unicorn, and llc-14's
// four register allocators on the corpus, measured in one run.
//
// Contract: `benchEmulator()` compiles with llc-14 (testbed/driver/llc-backend.ts `buildWithLlc`) and
// returns the report as text; it prints three things:
//   1. Guest instructions per second with counting on (runImage's default fast path: block counts —
//      kept by the native block hook, simulators/native-hook.ts, where the host has one —  ×
//      static classification) against raw Unicorn on the same Image, for a handful of corpus
//      programs per target (llc greedy). The raw peer is a standalone simulators/machine.ts Machine
//      of its own without the counting block hook: the same segments, trap region and stack, the
//      trap-region code hook servicing entry slots and runtime stubs with simulators/traps.ts, and
//      the invalid-access hook (free: it fires only on a fault). No block, instruction or memory
//      hooks, no watched instructions. Both sides
//      reset the writable segments and the stack per run and keep their translations across runs
//      (best of REPS, so the first, translating run is not what is reported). Instruction counts
//      are the harness's `counts.instructions`; both sides must end the same way (exit code, stdout,
//      memory digest) or the benchmark throws. Goal: counted/raw >= 0.5; whether it is met is printed.
//      For scale, a third engine adds a block hook whose JavaScript callback does nothing: the floor
//      of any design that calls into JavaScript once per block (why the counting hook is native).
//   2. Runs per second of a tiny function (`add` of two i32, llc greedy) with engine reuse, per target,
//      against the same raw engine (reused) and, for scale, a fresh raw engine per run.
//   3. The dynamic instructions, loads and stores of every corpus program (corpus/ll/<target>/*.O1.ll,
//      entry main) and its code size, totalled per target and llc allocator (LLC_REGALLOCS); every run
//      must match the reference interpreter (status, return, exit, stdout, memory digest) or the
//      benchmark throws. A program llc or the linker rejects under any allocator is left out of that
//      target's totals for all allocators, and named.
// Timing uses bench/clock.ts only; no counted number depends on the clock. Deterministic apart from
// the times: the counts in section 3 are the same on every run.

import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseModule } from '../engine/frontend/parse.js';
import { verifyModule } from '../engine/ir/verify.js';
import type { Module } from '../engine/ir/types.js';
import { loadProgram } from '../testbed/driver/input.js';
import { buildWithLlc, LlcFailure } from '../testbed/driver/llc-backend.js';
import { formatTable } from '../testbed/driver/table.js';
import { TARGETS, type Target } from '../testbed/driver/targets.js';
import { interpret } from '../oracles/interpreter/interpret.js';
import { LLC_REGALLOCS, type LlcRegalloc } from '../oracles/llc.js';
import type { Outcome } from '../oracles/outcome.js';
import { ABIS, type ArgWidth } from '../simulators/abi.js';
import { globalsDigest, placeArguments, runImage, type ArgValue, type MachineOutcome } from '../simulators/harness.js';
import { SENTINEL, type Image } from '../common/image.js';
import { IDLE, Machine } from '../simulators/machine.js';
import { nativeBlockHook } from '../simulators/native-hook.js';
import { Traps, type TrapEnd } from '../simulators/traps.js';
import { UC_ERR } from '../simulators/unicorn.js';
import { bestOf } from './clock.js';

const CORPUS = resolve(import.meta.dirname, '../corpus/ll');
const SPEED_PROGRAMS = ['sieve', 'nqueens', 'collatz', 'matrix2d', 'quicksort'];
const REPS = 10;
const GOAL = 0.5;
const TINY_RUNS = 500;
const TINY_REPS = 10;
const FRESH_RUNS = 25;
const FRESH_REPS = 4;

// ---------------------------------------------------------------------------------------------
// The raw peer: a standalone Machine without the counting block hook, whose listener only services
// the trap region with simulators/traps.ts, exactly as the harness does.

/** A block hook that does nothing but count: the floor of any design that calls JavaScript per block. */
let emptyBlocks = 0;

interface RawResult {
  readonly err: number;
  readonly ended: TrapEnd | null;
  readonly stdout: readonly number[];
  readonly result: bigint;
}

class RawEngine {
  private readonly machine: Machine;

  /** `emptyBlockHookOn`: also a block hook on all code whose JavaScript callback does nothing (the floor). */
  constructor(
    private readonly image: Image,
    emptyBlockHookOn = false,
  ) {
    this.machine = Machine.standalone(image.isa, { counting: emptyBlockHookOn ? 'javascript' : 'none' });
  }

  /** One call of `entry` with these arguments, from reset writable memory, stack and CPU, to the sentinel or exit. */
  run(entry: string, args: readonly ArgValue[] = []): RawResult {
    const abi = ABIS[this.image.isa];
    this.machine.load(this.image);
    placeArguments(this.machine, abi, args);
    const traps = new Traps(this.image, this.machine);
    this.machine.setListener({
      ...IDLE,
      onTrap: (a) => traps.service(a),
      onBlock: () => {
        emptyBlocks++;
      },
    });
    const address = this.image.functions.find((f) => f.name === entry)!.address;
    const thumb = this.image.isa === 'thumb' ? 1n : 0n;
    const err = this.machine.start(address | thumb, SENTINEL, 0);
    this.machine.setListener(null);
    return { err, ended: traps.ended, stdout: traps.stdout, result: this.machine.readReg(abi.resultRegs[0]!.id) };
  }

  digest(): bigint {
    return globalsDigest(this.machine, this.image);
  }

  close(): void {
    this.machine.close();
  }
}

/** The raw run ended as the harness's run did: same exit or result, same output, same memory. */
function sameEnd(what: string, m: MachineOutcome, raw: RawResult, rawDigest: bigint, resultBits: number): void {
  const problems: string[] = [];
  if (raw.err !== UC_ERR.OK) problems.push(`raw Unicorn stopped with uc_err ${raw.err}`);
  if (m.status !== 'ok') problems.push(`harness status ${m.status} ${m.reason ?? ''}`);
  const rawExit = raw.ended?.kind === 'exit' ? raw.ended.code : null;
  if (raw.ended !== null && raw.ended.kind !== 'exit') problems.push(`raw run ended by ${raw.ended.kind}`);
  if (rawExit !== m.exit) problems.push(`exit ${m.exit} vs raw ${rawExit}`);
  if (m.exit === null && BigInt.asUintN(resultBits, m.resultRegs[0]!) !== BigInt.asUintN(resultBits, raw.result)) {
    problems.push(`result ${m.resultRegs[0]} vs raw ${raw.result}`);
  }
  if (!Buffer.from(m.stdout).equals(Buffer.from(raw.stdout))) problems.push('stdout differs');
  if (m.memoryDigest !== rawDigest) problems.push('memory digest differs');
  if (problems.length > 0) throw new Error(`${what}: the raw peer did not do the harness's work: ${problems.join('; ')}`);
}

// ---------------------------------------------------------------------------------------------

function corpusPath(target: Target, name: string): string {
  return join(CORPUS, target.name, `${name}.O1.ll`);
}

function corpusNames(target: Target): string[] {
  return readdirSync(join(CORPUS, target.name))
    .filter((f) => f.endsWith('.O1.ll'))
    .map((f) => f.slice(0, -'.O1.ll'.length))
    .sort();
}

const mips = (insns: number, ms: number): number => insns / ms / 1000;

/** One raw engine's best time over REPS runs of main, checked against the harness's outcome; blocks entered per run when hooked. */
function timeRaw(what: string, image: Image, counted: MachineOutcome, emptyHook: boolean): { ms: number; blocks: number } {
  const engine = new RawEngine(image, emptyHook);
  try {
    const before = emptyBlocks;
    engine.run('main');
    const blocks = emptyBlocks - before;
    const raw = bestOf(REPS, () => engine.run('main'));
    sameEnd(what, counted, raw.result, engine.digest(), 32);
    return { ms: raw.ms, blocks };
  } finally {
    engine.close();
  }
}

/** Section 1: guest instructions per second, counted against raw. */
function speed(): string {
  const rows: string[][] = [];
  const perProgram: string[][] = [];
  const all = { insns: 0, counted: 0, raw: 0, hooked: 0 };
  const verdicts: string[] = [];
  for (const target of TARGETS) {
    const names = SPEED_PROGRAMS.filter((n) => corpusNames(target).includes(n));
    const sum = { insns: 0, counted: 0, raw: 0, hooked: 0 };
    for (const name of names) {
      const what = `${target.name} ${name}`;
      const { module } = loadProgram(corpusPath(target, name), target.name);
      const image = buildWithLlc(module, target, 'greedy');
      const counted = bestOf(REPS, () => runImage(image, { entry: 'main', args: [] }));
      const raw = timeRaw(what, image, counted.result, false);
      const hooked = timeRaw(what, image, counted.result, true);
      const n = counted.result.counts.instructions;
      sum.insns += n;
      sum.counted += counted.ms;
      sum.raw += raw.ms;
      sum.hooked += hooked.ms;
      const nsPerBlock = (ms: number): string => (((ms - raw.ms) * 1e6) / hooked.blocks).toFixed(0);
      perProgram.push([
        target.name,
        name,
        `${n}`,
        `${hooked.blocks}`,
        counted.ms.toFixed(2),
        raw.ms.toFixed(2),
        hooked.ms.toFixed(2),
        (raw.ms / counted.ms).toFixed(3),
        nsPerBlock(counted.ms),
        nsPerBlock(hooked.ms),
      ]);
    }
    for (const k of ['insns', 'counted', 'raw', 'hooked'] as const) all[k] += sum[k];
    const ratio = sum.raw / sum.counted;
    verdicts.push(`${target.name} ${ratio.toFixed(3)} ${ratio >= GOAL ? 'met' : 'NOT met'}`);
    rows.push([
      target.name,
      `${names.length}`,
      `${sum.insns}`,
      mips(sum.insns, sum.counted).toFixed(1),
      mips(sum.insns, sum.raw).toFixed(1),
      ratio.toFixed(3),
      mips(sum.insns, sum.hooked).toFixed(1),
      (sum.raw / sum.hooked).toFixed(3),
    ]);
  }
  const ratio = all.raw / all.counted;
  rows.push([
    'all',
    '',
    `${all.insns}`,
    mips(all.insns, all.counted).toFixed(1),
    mips(all.insns, all.raw).toFixed(1),
    ratio.toFixed(3),
    mips(all.insns, all.hooked).toFixed(1),
    (all.raw / all.hooked).toFixed(3),
  ]);
  return [
    `1. Guest instructions per second: runImage with block counting (fast path; ${nativeBlockHook() === null ? 'no native block hook on this host: JavaScript per block' : 'native block hook'}) vs raw Unicorn (only the trap-region code hook),`,
    `   llc greedy, programs ${SPEED_PROGRAMS.join(', ')} (entry main), best of ${REPS} runs each, engine and translations reused per side.`,
    `   Both sides reset writable memory and the stack per run and service runtime calls in TypeScript (simulators/traps.ts).`,
    `   For scale: raw Unicorn plus a block hook whose JavaScript callback does nothing (the floor of any per-block callback).`,
    '',
    formatTable(
      ['target', 'programs', 'insns/run', 'M insn/s counted', 'M insn/s raw', 'ratio', 'M insn/s empty hook', 'empty hook/raw'],
      rows,
    ),
    '',
    `goal: counted/raw >= ${GOAL}: ${verdicts.join('; ')}; overall ${ratio.toFixed(3)} ${ratio >= GOAL ? 'met' : 'NOT met'}`,
    `(ratios are of summed times; programs whose time goes to runtime calls — matrix2d on the 32-bit targets calls the`,
    ` 64-bit division helpers — spend it equally on both sides and pull their target's ratio towards 1)`,
    '',
    formatTable(
      ['target', 'program', 'insns', 'blocks', 'counted ms', 'raw ms', 'empty hook ms', 'ratio', 'ns/block counted', 'ns/block empty'],
      perProgram,
    ),
  ].join('\n');
}

/** A module with one function `add(i32, i32) -> i32`, with the target's datalayout and triple taken from the corpus. */
function tinyModule(target: Target): Module {
  const header = readFileSync(corpusPath(target, 'collatz'), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('target datalayout') || l.startsWith('target triple'));
  const text = [...header, '', 'define i32 @add(i32 %a, i32 %b) {', '  %s = add i32 %a, %b', '  ret i32 %s', '}', ''].join('\n');
  const module = parseModule(text, `add-${target.name}.ll`);
  verifyModule(module);
  return module;
}

/** Section 2: runs per second of a tiny function with engine reuse. */
function shortRuns(): string {
  const rows: string[][] = [];
  const args: ArgValue[] = [
    { width: 32 as ArgWidth, value: 40n },
    { width: 32 as ArgWidth, value: 2n },
  ];
  for (const target of TARGETS) {
    const image = buildWithLlc(tinyModule(target), target, 'greedy');
    const counted = bestOf(TINY_REPS, () => {
      let last: MachineOutcome | null = null;
      for (let i = 0; i < TINY_RUNS; i++) last = runImage(image, { entry: 'add', args });
      return last!;
    });
    if (counted.result.status !== 'ok' || BigInt.asUintN(32, counted.result.resultRegs[0]!) !== 42n) {
      throw new Error(`${target.name} add: harness gave ${counted.result.status} ${counted.result.resultRegs[0]}`);
    }
    const engine = new RawEngine(image);
    let raw;
    try {
      raw = bestOf(TINY_REPS, () => {
        let last: RawResult | null = null;
        for (let i = 0; i < TINY_RUNS; i++) last = engine.run('add', args);
        return last!;
      });
      sameEnd(`${target.name} add`, counted.result, raw.result, engine.digest(), 32);
    } finally {
      engine.close();
    }
    const fresh = bestOf(FRESH_REPS, () => {
      let last: RawResult | null = null;
      for (let i = 0; i < FRESH_RUNS; i++) {
        const e = new RawEngine(image);
        try {
          last = e.run('add', args);
        } finally {
          e.close();
        }
      }
      return last!;
    });
    if (fresh.result.err !== UC_ERR.OK || BigInt.asUintN(32, fresh.result.result) !== 42n)
      throw new Error(`${target.name} add: fresh raw engine failed`);
    const perSec = (runs: number, ms: number): number => (runs / ms) * 1000;
    const c = perSec(TINY_RUNS, counted.ms);
    const r = perSec(TINY_RUNS, raw.ms);
    rows.push([
      target.name,
      `${counted.result.counts.instructions}`,
      c.toFixed(0),
      r.toFixed(0),
      (c / r).toFixed(3),
      perSec(FRESH_RUNS, fresh.ms).toFixed(0),
    ]);
  }
  return [
    `2. Short runs: add(40, 2) as its own llc image, runImage ${TINY_RUNS}× per timing (engine reused), best of ${TINY_REPS};`,
    `   peers: raw Unicorn engine reused (trap hook only) and a fresh raw engine per run (${FRESH_RUNS}× per timing, best of ${FRESH_REPS})`,
    '',
    formatTable(['target', 'insns/run', 'runImage runs/s', 'raw reused runs/s', 'ratio', 'raw fresh runs/s'], rows),
  ].join('\n');
}

/** The machine run ended as the interpreter did (main returns i32). */
function matches(m: MachineOutcome, ref: Outcome): boolean {
  if (ref.status !== 'ok' || m.status !== 'ok') return false;
  const ret = m.exit === null ? BigInt.asIntN(32, m.resultRegs[0]!) : null;
  return (
    ret === ref.return &&
    m.exit === ref.exit &&
    Buffer.from(m.stdout).equals(Buffer.from(ref.stdout)) &&
    m.memoryDigest === ref.memoryDigest
  );
}

interface Totals {
  insns: number;
  loads: number;
  stores: number;
  code: number;
}

/** Section 3: the corpus's dynamic loads and stores under llc's allocators. */
function allocators(): string {
  const rows: string[][] = [];
  const notes: string[] = [];
  let programs = 0;
  for (const target of TARGETS) {
    const totals = new Map<LlcRegalloc, Totals>(LLC_REGALLOCS.map((ra) => [ra, { insns: 0, loads: 0, stores: 0, code: 0 }]));
    const names = corpusNames(target);
    let kept = 0;
    for (const name of names) {
      const { module } = loadProgram(corpusPath(target, name), target.name);
      const ref = interpret(module, { entry: 'main' });
      const outcomes: Array<[LlcRegalloc, MachineOutcome]> = [];
      let rejected: string | null = null;
      for (const ra of LLC_REGALLOCS) {
        let image: Image;
        try {
          image = buildWithLlc(module, target, ra);
        } catch (e) {
          if (!(e instanceof LlcFailure)) throw e;
          rejected = `${target.name} ${name} left out: ${ra}: ${e.message}`;
          break;
        }
        const m = runImage(image, { entry: 'main', args: [] });
        if (!matches(m, ref)) {
          throw new Error(
            `${target.name} ${name} -regalloc=${ra}: ${m.status} ${m.reason ?? ''} does not match the interpreter (${ref.status})`,
          );
        }
        outcomes.push([ra, m]);
      }
      if (rejected !== null) {
        notes.push(rejected);
        continue;
      }
      kept++;
      for (const [ra, m] of outcomes) {
        const t = totals.get(ra)!;
        t.insns += m.counts.instructions;
        t.loads += m.counts.loads;
        t.stores += m.counts.stores;
        t.code += m.codeSize;
      }
    }
    programs += kept;
    const greedy = totals.get('greedy')!;
    for (const [ra, t] of totals) {
      rows.push([
        target.name,
        ra,
        `${kept}`,
        `${t.insns}`,
        `${t.loads}`,
        `${t.stores}`,
        ((t.loads + t.stores) / (greedy.loads + greedy.stores)).toFixed(3),
        `${t.code}`,
      ]);
    }
  }
  return [
    `3. llc-14 -O2 register allocators on the corpus (*.O1.ll, entry main), dynamic counts totalled per target; ${programs} program builds per allocator, all matching the interpreter`,
    '',
    formatTable(['target', 'regalloc', 'programs', 'instructions', 'loads', 'stores', 'ld+st vs greedy', 'code bytes'], rows),
    ...(notes.length > 0 ? ['', ...notes] : []),
  ].join('\n');
}

export function benchEmulator(): string {
  return [speed(), '', shortRuns(), '', allocators()].join('\n');
}
