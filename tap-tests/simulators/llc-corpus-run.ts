// Test helper: llc-14 as the reference back end on the whole corpus, one target per call so that each
// target is its own test file (llc-corpus.<target>.test.ts) and tap runs them in parallel.
//
// Contract: requires llc-14 and corpus/ll/<target>/*.O1.ll for every corpus/*.c. Registers one tap test:
// every program, compiled by llc (greedy) for `target`, runs in the emulator and matches the reference
// interpreter (run once per program, its outcome shared by the program's runs); every such run is made
// with exact hooks and the two count derivations (memory hooks; block counts × static classification)
// must agree exactly. One other llc allocator per program runs with the fast path and must match the
// interpreter as well: basic, pbqp and fast in turn (program k: the ((k mod 3) + 1)-th of LLC_REGALLOCS),
// so each runs on a third of the corpus (printed and asserted). The greedy images are kept for
// block-counting-corpus.ts, which the same test files run next (one llc-14 compile per program serves
// both). Each file also checks that the family has a file for every target.
//
// Sampled: all four allocators on every program (twice the llc-14 compiles and runs: 83 s of per-file
// time on the 4 targets) with `TESSERA_FULL_SWEEP=1` (tap-tests/helpers/full-sweep.ts); `npx tessera
// check corpus --backend llc --targets all --llc-regalloc all` runs every allocator too.

import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import t from 'tap';
import type { Module } from '../../engine/ir/types.js';
import type { Image } from '../../common/image.js';
import { executeImage, interpretFor } from '../../testbed/driver/execute.js';
import { loadProgram } from '../../testbed/driver/input.js';
import { buildWithLlc } from '../../testbed/driver/llc-backend.js';
import { findTarget, type TargetName } from '../../testbed/driver/targets.js';
import { LLC_REGALLOCS, type LlcRegalloc } from '../../oracles/llc.js';
import { everyTargetHasAFile } from '../helpers/per-target-files.js';
import { FULL_SWEEP } from '../helpers/full-sweep.js';

const CORPUS = resolve(import.meta.dirname, '../../corpus');
export const PROGRAMS = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.c'))
  .map((f) => f.slice(0, -2))
  .sort();
const SETTINGS = { entry: 'main', args: [], maxSteps: 100_000_000, exactHooks: true };

/** The allocators program `k` runs under: greedy, and one of the others in turn (all with the full sweep). */
function regallocsOf(k: number): readonly LlcRegalloc[] {
  if (FULL_SWEEP) return LLC_REGALLOCS;
  const others = LLC_REGALLOCS.filter((ra) => ra !== 'greedy');
  return ['greedy', others[k % others.length]!];
}

/** A corpus program's -O1 module and its llc-14 (greedy) image, as llcCorpus built them. */
export interface GreedyBuild {
  readonly program: string;
  readonly module: Module;
  readonly image: Image;
}

const greedyBuilds = new Map<TargetName, GreedyBuild[]>();

/** The greedy builds of `name`'s corpus: llcCorpus's when it ran first in this process, built here otherwise. */
export function greedyImages(name: TargetName): readonly GreedyBuild[] {
  const known = greedyBuilds.get(name);
  if (known !== undefined && known.length === PROGRAMS.length) return known;
  const target = findTarget(name)!;
  return PROGRAMS.map((program) => {
    const { module } = loadProgram(join(CORPUS, 'll', name, `${program}.O1.ll`), name);
    return { program, module, image: buildWithLlc(module, target, 'greedy') };
  });
}

export function llcCorpus(name: TargetName): void {
  everyTargetHasAFile(import.meta.dirname, 'llc-corpus');
  t.test(`corpus on ${name} under llc`, async (t) => {
    const target = findTarget(name)!;
    t.ok(PROGRAMS.length >= 30, `${PROGRAMS.length} corpus programs`);
    const builds: GreedyBuild[] = [];
    const runs = new Map<LlcRegalloc, number>(LLC_REGALLOCS.map((ra) => [ra, 0]));
    PROGRAMS.forEach((program, k) => {
      const { module } = loadProgram(join(CORPUS, 'll', name, `${program}.O1.ll`), name);
      const reference = interpretFor(module, SETTINGS);
      for (const ra of regallocsOf(k)) {
        const exact = ra === 'greedy';
        const label = { program, target: name, backend: 'llc' as const, isel: 'llc', ra };
        const image = buildWithLlc(module, target, ra);
        if (exact) builds.push({ program, module, image });
        const r = executeImage(module, target, image, label, { ...SETTINGS, exactHooks: exact }, reference);
        runs.set(ra, runs.get(ra)! + 1);
        const cell = `${program} ${name} ${ra}`;
        t.equal(
          r.matchesInterpreter,
          true,
          `${cell}: matches the interpreter (${r.machine.status}${r.machine.reason === undefined ? '' : `: ${r.machine.reason}`})`,
        );
        if (exact) t.same(r.machine.blockCounts, r.machine.counts, `${cell}: hook and block counts agree`);
      }
    });
    greedyBuilds.set(name, builds);
    const tally = [...runs].map(([ra, n]) => `${ra} ${n}`).join(', ');
    t.comment(`${name}: programs per llc allocator${FULL_SWEEP ? ' (full sweep)' : ' (greedy on all, the others in turn)'}: ${tally}`);
    t.equal(runs.get('greedy'), PROGRAMS.length, 'greedy runs every program');
    t.ok(
      [...runs.values()].every((n) => n >= Math.floor(PROGRAMS.length / (LLC_REGALLOCS.length - 1))),
      'every llc allocator runs on a third of the corpus at least',
    );
  });
}
