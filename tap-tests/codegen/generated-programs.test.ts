// Generated programs through Tessera's whole back end (issue 5, deliverable 10): for each target,
// RUNS programs from the constructive generator (testbed/fuzz/program-generator.ts; UB-free,
// terminating, in bounds by construction), driven by fast-check from a fixed seed, each compiled
// with compileModule (the verifiers and the allocation checker on), run in the emulator and
// compared with the interpreter (testbed/fuzz/differential.ts). An Unsupported is a failure: the
// config only generates what the back end claims to support (no i64 on 32-bit targets).
//
// Sampled cells: program k runs three selectors (a window that moves with k), each under an allocator
// rotating with k (tap-tests/helpers/cell-sample.ts): every two programs run every selector (with six
// selectors), and every selector x allocator pair runs within every ten programs (asserted over the
// RUNS a target). One cell per selector a program made a sixth selector add a fifth to the file's time
// (70 programs a target, 15 s of the suite's per-file time, once ran each pair 14 times). Every cell
// of every program is `npx tessera fuzz`, whose defaults run every built selector x allocator on
// every target; a replay (below) runs every cell of its program.
//
// On a failure the program's recorded choices are shrunk (testbed/fuzz/shrink.ts, at most
// SHRINK_TRIES runs of the failing cell, keeping the same kind of verdict), and the test prints
// the cell, the verdict, the shrunk program's IR and a one-line replay:
//   TESSERA_GEN_REPLAY=<isa>[/<isel>/<ra>]:tape:<choices> npx tap tap-tests/codegen/generated-programs.test.ts
// (also `...:fc:<seed>:<path>` for the unshrunk program, and
// `npx tsx scripts/replay-generated.ts <isa> tape:<choices>`), which rebuilds exactly that program,
// prints its IR and runs its cells. The replay path itself is tested: the program rebuilt from
// fast-check's (seed, path) and from its recorded choices prints the same IR as the run's.

import t, { type Test } from 'tap';
import fc from 'fast-check';
import { configFor, generateModule, type GenTarget } from '../../testbed/fuzz/program-generator.js';
import { encodeChoices, listChoices, recordingChoices } from '../../testbed/fuzz/choices.js';
import { shrinkChoices } from '../../testbed/fuzz/shrink.js';
import { cellName, cellsOf, firstFailure, runCell, type Cell, type CellVerdict } from '../../testbed/fuzz/differential.js';
import { ALLOCATOR_NAMES, SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { TARGET_NAMES } from '../../testbed/driver/targets.js';
import { printModule } from '../../engine/ir/print.js';
import { moduleSize } from '../../engine/ir/types.js';
import { choicesArb, programFor } from '../fuzz/choices-fc.js';
import { sampledCells } from '../helpers/cell-sample.js';

const SEED = 20261205;
const RUNS = 40;
const SHRINK_TRIES = 300;
/** The run whose program the replay self-test rebuilds. */
const REPLAYED_RUN = 3;
const FILE = 'tap-tests/codegen/generated-programs.test.ts';

const irSize = moduleSize;

interface Failure {
  readonly cell: Cell;
  readonly verdict: CellVerdict;
  readonly answers: readonly number[];
  readonly path: string;
}

function replayTest(spec: string): void {
  const colon = spec.indexOf(':');
  const [isa, isel, ra] = spec.slice(0, colon).split('/') as [GenTarget, string?, string?];
  if (colon < 0 || !TARGET_NAMES.includes(isa)) throw new Error(`TESSERA_GEN_REPLAY=${spec}: expected <isa>[/<isel>/<ra>]:<program>`);
  t.test(`replay ${spec}`, async (t) => {
    const m = programFor(isa, spec.slice(colon + 1));
    t.comment(printModule(m));
    const cells = cellsOf(isa).filter((c) => (isel === undefined || c.isel === isel) && (ra === undefined || c.ra === ra));
    for (const cell of cells) {
      const v = runCell(m, cell);
      t.equal(v.kind, 'match', `${cellName(cell)}${v.kind === 'match' ? '' : `: ${v.detail}`}`);
    }
  });
}

/** Shrinks a failure's choices, running only its cell and keeping its kind of verdict. */
function shrink(isa: GenTarget, f: Failure): { answers: number[]; tries: number } {
  return shrinkChoices(f.answers, (c) => runCell(generateModule(c, configFor(isa)), f.cell).kind === f.verdict.kind, SHRINK_TRIES);
}

function report(t: Test, isa: GenTarget, seed: number, f: Failure): void {
  const shrunk = shrink(isa, f);
  const m = generateModule(listChoices(shrunk.answers), configFor(isa));
  const v = runCell(m, f.cell);
  const where = cellName(f.cell);
  t.comment(`program (shrunk in ${shrunk.tries} tries, ${irSize(m)} IR instructions):\n${printModule(m)}`);
  t.comment(`unshrunk: TESSERA_GEN_REPLAY=${where}:fc:${seed}:${f.path} npx tap ${FILE}`);
  t.fail(
    `${where}: ${v.kind}: ${v.kind === 'match' ? '(the shrunk program passes: flaky?)' : v.detail} -- ` +
      `replay: TESSERA_GEN_REPLAY=${where}:tape:${encodeChoices(shrunk.answers)} npx tap ${FILE}`,
  );
}

/** How many selectors (one cell each) a generated program runs. */
const SELECTORS_PER_RUN = 3;

/** The cells run `k` checks: its window of selectors, the allocator rotating with k. */
function cellsOfRun(isa: GenTarget, k: number): Cell[] {
  return sampledCells(SELECTOR_NAMES, ALLOCATOR_NAMES, k, SELECTORS_PER_RUN).map(([isel, ra]) => ({ isa, isel, ra }));
}

function targetTest(isa: GenTarget, seed: number): void {
  t.test(`${isa}: ${RUNS} generated programs x ${SELECTORS_PER_RUN} sampled cells match the interpreter`, async (t) => {
    let failure: Failure | null = null;
    let programs = 0;
    let insts = 0;
    const seen = new Set<string>();
    let replayed = { ir: '', answers: [] as number[] };
    const result = fc.check(
      fc.property(choicesArb, (c) => {
        const rec = recordingChoices(c);
        const m = generateModule(rec, configFor(isa));
        if (programs === REPLAYED_RUN) replayed = { ir: printModule(m), answers: rec.answers };
        const run = programs++;
        insts += irSize(m);
        const cells = cellsOfRun(isa, run);
        for (const c of cells) seen.add(cellName(c));
        const f = firstFailure(m, cells);
        if (f === null) return true;
        failure = { ...f, answers: rec.answers, path: String(run) };
        return false;
      }),
      { seed, numRuns: RUNS, endOnFailure: true },
    );
    const f = failure as Failure | null;
    if (result.failed && f !== null) report(t, isa, seed, f);
    else
      t.ok(!result.failed, `${programs} programs (${insts} IR instructions) x ${SELECTORS_PER_RUN} cells match (fast-check seed ${seed})`);
    if (!result.failed) t.equal(seen.size, cellsOf(isa).length, `the programs ran every one of the ${cellsOf(isa).length} cells`);
    // The replay tokens rebuild the very program the run generated.
    t.equal(
      printModule(programFor(isa, `fc:${seed}:${REPLAYED_RUN}`)),
      replayed.ir,
      `fc:${seed}:${REPLAYED_RUN} rebuilds run ${REPLAYED_RUN}'s program`,
    );
    t.equal(
      printModule(programFor(isa, `tape:${encodeChoices(replayed.answers)}`)),
      replayed.ir,
      `its recorded choices (tape:...) rebuild it too`,
    );
  });
}

const replay = process.env.TESSERA_GEN_REPLAY;
if (replay !== undefined && replay !== '') replayTest(replay);
else TARGET_NAMES.forEach((isa, i) => targetTest(isa, SEED + i));
