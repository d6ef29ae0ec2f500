// Property: the graph-color allocator (engine/regalloc/graph-color/graph-color.ts) on random valid MFunctions
// (testbed/fuzz/mir-generator.ts: fixed registers, tied operands incl. of fixed inputs and of the same
// vreg, early defs, call clobbers, stack operands, copies, consts, loops, more live values than
// registers) passes the independent allocation checker on every target, is deterministic (a second
// allocation of the same function is identical), and emits no empty edit (a move to its own
// location). fast-check draws generator seeds from a fixed seed, disjoint in practice from
// allocators.test.ts's; a failure prints a one-line replay.

import t from 'tap';
import fc from 'fast-check';
import { graphColor } from '../../engine/regalloc/graph-color/graph-color.js';
import type { Allocation, Edit } from '../../engine/mir/types.js';
import type { Isa } from '../../common/image.js';
import { allocateGenerated } from './random-mir.js';

const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
const SEED = 6061996;
const RUNS = 250;
const FILE = 'tap-tests/regalloc/graph-color.part.ts';

const same = (a: Edit['from'], b: Allocation) =>
  a.kind === 'const' ? false : a.kind === 'reg' ? b.kind === 'reg' && a.preg === b.preg : b.kind === 'slot' && a.slot === b.slot;

function failure(isa: Isa, genSeed: number): string | null {
  const generated = allocateGenerated(isa, graphColor, genSeed);
  if (generated.failure !== null) return generated.failure;
  const { fn, regs, result } = generated;
  const empty = result.edits.find((e) => same(e.from, e.to));
  if (empty) return `empty edit at ${empty.point.inst} ${empty.point.pos}`;
  if (JSON.stringify(graphColor.allocate(fn, regs)) !== JSON.stringify(result)) return 'a second allocation of the same function differs';
  return null;
}

const replay = process.env.TESSERA_GC_REPLAY;
if (replay) {
  const [isa, seed] = replay.split(':') as [Isa, string];
  t.test(`replay ${replay}`, async (t) => {
    t.equal(failure(isa, Number(seed)), null);
  });
} else {
  for (const isa of ISAS) {
    t.test(`graph-color on ${isa}: ${RUNS} random functions pass the checker, deterministically`, async (t) => {
      let message = '';
      const result = fc.check(
        fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (genSeed) => {
          const f = failure(isa, genSeed);
          if (f) {
            message = `${f}\nreplay: TESSERA_GC_REPLAY=${isa}:${genSeed} node --import tsx ${FILE}`;
            return false;
          }
          return true;
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      t.ok(
        !result.failed,
        result.failed ? `${message}\n(fast-check seed ${result.seed}, path ${result.counterexamplePath})` : `seed ${SEED}`,
      );
    });
  }
}
