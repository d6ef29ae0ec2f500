// `encodingIgnoresAddress` (isa-models/types.ts): a model that sets it promises that no form's
// bytes depend on where the instruction is placed, and code generation relies on it to encode each
// instruction once, for its size during branch relaxation and for its bytes
// (engine/codegen/relax.ts, index.ts). Checked here on every case of random seeds of the model's
// own case generator, each placed at two random addresses of the ISA's alignment.
//
// Property-tested with fast-check under a fixed seed (the replay seed and path are printed on failure).

import t from 'tap';
import fc from 'fast-check';
import { MODELS, REGISTERED } from '../../isa-models/index.js';

const FC_SEED = 0xadd5;

t.test('models that say their encoding ignores the address encode the same bytes at any address', async (t) => {
  for (const isa of REGISTERED) {
    const model = MODELS[isa]!;
    if (model.encodingIgnoresAddress !== true) continue;
    let checked = 0;
    const alignment = isa === 'arm' ? 4 : isa === 'thumb' ? 2 : 1;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.nat({ max: 0x3fff_ffff }), fc.nat({ max: 0x3fff_ffff }), (seed, a, b) => {
        for (const c of model.cases(seed)) {
          const here = model.encode(c.insn, (a * alignment) % 2 ** 31);
          const there = model.encode(c.insn, (b * alignment) % 2 ** 31);
          if (here.length !== there.length || here.some((x, i) => x !== there[i])) return false;
          checked++;
        }
        return true;
      }),
      { seed: FC_SEED, numRuns: 3, verbose: 1 },
    );
    t.ok(checked > 100, `${isa}: ${checked} instructions encode identically at two addresses`);
  }
  t.same(
    REGISTERED.filter((isa) => MODELS[isa]!.encodingIgnoresAddress === true),
    ['x86-32', 'x86-64', 'arm', 'thumb'],
    'the four models say so (codegen encodes once on each)',
  );
});
