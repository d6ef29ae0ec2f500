// The MCNF heuristic allocators (`--ra iterative`, `simultaneous`, `hybrid`, `progressive` at PROGRESSIVE_ITERATIONS: engine/regalloc/index.ts
// MODEL_ALLOCATORS; Koes's thesis ch. 5 and 6) through Tessera's whole back end on the corpus, in Unicorn,
// on all four targets (issue 22, Deliver 4): each program's O1 .ll compiled with the verifiers and the
// allocation checker on, run in the emulator and compared with the interpreter.
//
// Sampled: the programs whose every function has at most MAX_INSTS machine instructions (maxmunch's
// selection), program k under allocator k mod 4 and selector k mod 5, so each allocator runs on a
// quarter of them on every target and the selectors vary (printed and asserted). The heuristics take
// 15-114 s for one target's whole corpus (README "The MCNF heuristics"); every program under all
// four: `npx tessera check corpus --targets all --ra iterative,simultaneous,hybrid,progressive`. One file per
// target (mcnf-heuristics-corpus.<target>.test.ts), so that tap's two jobs share them.

import t from 'tap';
import type { Isa } from '../../common/image.js';
import { MODEL_ALLOCATOR_NAMES, SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { buildCell, cellLabel, isFailure, type CellSpec } from '../../testbed/driver/backend.js';
import { executeImage, interpretFor, type RunSettings } from '../../testbed/driver/execute.js';
import { loadProgram } from '../../testbed/driver/input.js';
import { findTarget } from '../../testbed/driver/targets.js';
import { corpusInstances, instructionCount } from '../../testbed/optimality/regalloc-instances.js';

const MAX_INSTS = 200;
/** The progressive allocator's iterations here (its default 10 would take most of the file's time; its own tests run 15). */
const PROGRESSIVE_ITERATIONS = 3;
const SETTINGS: RunSettings = { entry: 'main', args: [], maxSteps: 50_000_000, exactHooks: false };

/** The corpus programs (file stems, sorted) whose functions all have at most MAX_INSTS instructions. */
function smallPrograms(isa: Isa): string[] {
  const { instances } = corpusInstances(isa, 'corpus/ll', 'maxmunch');
  const largest = new Map<string, number>();
  for (const i of instances) {
    const program = i.name.slice(0, i.name.indexOf('@'));
    largest.set(program, Math.max(largest.get(program) ?? 0, instructionCount(i.fn)));
  }
  return [...largest]
    .filter(([, n]) => n <= MAX_INSTS)
    .map(([p]) => p)
    .sort();
}

export function mcnfHeuristicsCorpus(isa: Isa): void {
  t.test(
    `${isa}: the MCNF heuristics' code matches the interpreter on the corpus programs up to ${MAX_INSTS} instructions a function`,
    async (t) => {
      const target = findTarget(isa)!;
      const programs = smallPrograms(isa);
      t.ok(programs.length >= 2 * MODEL_ALLOCATOR_NAMES.length, `${programs.length} programs`);
      const ran = new Map<string, number>(MODEL_ALLOCATOR_NAMES.map((ra) => [ra, 0]));
      programs.forEach((program, k) => {
        const module = loadProgram(`corpus/ll/${isa}/${program}.O1.ll`, isa).module;
        const reference = interpretFor(module, SETTINGS);
        const spec: CellSpec = {
          backend: 'tessera',
          isel: SELECTOR_NAMES[k % SELECTOR_NAMES.length]!,
          ra: MODEL_ALLOCATOR_NAMES[k % MODEL_ALLOCATOR_NAMES.length]!,
          verify: true,
          // Only the progressive allocator reads these settings.
          alloc: { profile: 'static', progressive: { iterations: PROGRESSIVE_ITERATIONS } },
        };
        const cell = `${program} ${isa} ${spec.isel}/${spec.ra}`;
        const built = buildCell(module, target, spec);
        if (isFailure(built)) return void t.fail(`${cell}: ${built.status}: ${built.reason}`);
        const r = executeImage(module, target, built.image, cellLabel(module, target, spec), SETTINGS, reference);
        if (r.matchesInterpreter !== true)
          t.fail(
            `${cell}: machine ${r.machine.status} return ${r.returnValue} (${r.machine.reason ?? ''}), interpreter return ${reference.return}`,
          );
        ran.set(spec.ra, ran.get(spec.ra)! + 1);
      });
      t.comment(`${isa}: ${[...ran].map(([ra, n]) => `${ra} ${n}`).join(', ')} programs matched`);
      const share = Math.floor(programs.length / MODEL_ALLOCATOR_NAMES.length);
      t.ok(
        [...ran.values()].every((n) => n >= share),
        `every heuristic matched on at least ${share} programs`,
      );
    },
  );
}
