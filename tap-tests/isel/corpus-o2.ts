// Test helper: the -O2 corpus programs of a target, legalized, loaded once per process (the isel
// parts that read them all run in one tap process: tap-tests/isel/units.test.ts).

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Module } from '../../engine/ir/types.js';
import { legalizeModule } from '../../engine/lower/legalize.js';
import type { Isa } from '../../isa-models/types.js';
import { loadProgram } from '../../testbed/driver/input.js';

const loaded = new Map<Isa, readonly { readonly file: string; readonly module: Module }[]>();

/** Every corpus/ll/<isa>/*.O2.ll, by file name, legalized for the target. */
export function legalizedO2(isa: Isa): readonly { readonly file: string; readonly module: Module }[] {
  let programs = loaded.get(isa);
  if (programs === undefined) {
    const files = readdirSync(join('corpus/ll', isa))
      .filter((f) => f.endsWith('.O2.ll'))
      .sort();
    programs = files.map((file) => ({ file, module: legalizeModule(loadProgram(join('corpus/ll', isa, file), isa).module, isa) }));
    loaded.set(isa, programs);
  }
  return programs;
}
