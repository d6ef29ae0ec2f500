// Property: every allocator's result on random valid MFunctions (testbed/fuzz/mir-generator.ts) passes
// the independent allocation checker (oracles/allocation-checker.ts) on every target's TargetRegs.
// fast-check draws the generator seeds from a fixed seed; a failure prints a one-line replay.
// Also: the generator's output passes verifyMir (so the property is over valid inputs), and the
// operand shapes the generator promises all occur (regalloc2's blind spots #179/#212 came from
// shapes a generator never produced).

import t from 'tap';
import fc from 'fast-check';
import { generateMFunction } from '../../testbed/fuzz/mir-generator.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import { ALLOCATORS } from '../../engine/regalloc/index.js';
import type { MFunction } from '../../engine/mir/types.js';
import type { Isa } from '../../common/image.js';
import { allocateGenerated } from './random-mir.js';

const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
const SEED = 20261121;
const RUNS = 200;
const FILE = 'tap-tests/regalloc/allocators.test.ts';

function failure(isa: Isa, name: keyof typeof ALLOCATORS, genSeed: number): string | null {
  return allocateGenerated(isa, ALLOCATORS[name], genSeed).failure;
}

const replay = process.env.TESSERA_RA_REPLAY;
if (replay) {
  const [isa, name, seed] = replay.split(':') as [Isa, keyof typeof ALLOCATORS, string];
  t.test(`replay ${replay}`, async (t) => {
    t.equal(failure(isa, name, Number(seed)), null);
  });
} else {
  for (const isa of ISAS) {
    for (const name of Object.keys(ALLOCATORS) as (keyof typeof ALLOCATORS)[]) {
      t.test(`${name} on ${isa}: ${RUNS} random functions pass the allocation checker`, async (t) => {
        let message = '';
        const result = fc.check(
          fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (genSeed) => {
            const f = failure(isa, name, genSeed);
            if (f) {
              message = `${f}\nreplay: TESSERA_RA_REPLAY=${isa}:${name}:${genSeed} npx tap ${FILE}`;
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
}

function shapes(fn: MFunction): Set<string> {
  const seen = new Set<string>();
  for (const b of fn.blocks) {
    if (b.loopDepth > 0) seen.add('loop');
    for (const inst of b.insts) {
      seen.add(inst.kind);
      if (inst.kind === 'isa' && inst.clobbers.length > 0) seen.add('clobbers');
      for (const op of inst.regs) {
        seen.add(`${op.kind}-${op.constraint.kind}${op.early ? '-early' : ''}`);
        if (op.constraint.kind === 'reg' && op.constraint.class !== 'gpr') seen.add('subclass');
        if (op.constraint.kind === 'reuse') {
          const input = inst.regs[op.constraint.input]!;
          if (input.constraint.kind === 'fixed') seen.add('reuse-of-fixed');
          if (input.vreg === op.vreg) seen.add('reuse-same-vreg');
        }
      }
      const defs = inst.regs.filter((o) => o.kind === 'def').map((o) => o.vreg);
      if (defs.some((v) => fn.blocks[0]!.insts.slice(1).some((i) => i.regs.some((o) => o.kind === 'def' && o.vreg === v))) && b.id > 0)
        seen.add('redefinition');
    }
  }
  return seen;
}

t.test('the generator produces every operand shape it promises', async (t) => {
  const want = [
    'loop',
    'isa',
    'copy',
    'const',
    'clobbers',
    'use-reg',
    'use-fixed',
    'def-reg',
    'def-fixed',
    'def-reuse',
    'def-reg-early',
    'use-stack',
    'def-stack',
    'subclass',
    'reuse-of-fixed',
    'reuse-same-vreg',
    'redefinition',
  ];
  for (const isa of ISAS) {
    const seen = new Set<string>();
    for (let s = 0; s < 50; s++) for (const x of shapes(generateMFunction(s, targetRegs(isa)))) seen.add(x);
    const missing = want.filter((w) => !seen.has(w) && !(w === 'subclass' && !targetRegs(isa).classes.byte));
    t.same(missing, [], `${isa}: all shapes in 50 functions`);
  }
});
