// The registry of ISA models: one `IsaModel` per target, for the back end, `tessera asm` and the
// llvm-mc verification (isa-models/verify.ts).
//
// Contract: imports the models' `model.ts` files and nothing else. Models are wired in as they land
// (issue 4); `REGISTERED` lists the ISAs that have one, in the architecture note's target order, and
// `modelFor` is a clear error for an ISA without one yet.

import type { Isa, IsaModel } from './types.js';
import { model as x86_32 } from './x86-32/model.js';
import { model as x86_64 } from './x86-64/model.js';
import { model as arm } from './arm/model.js';
import { model as thumb } from './thumb/model.js';

// The instruction type differs per ISA; users go through the model's own functions only.
export type AnyIsaModel = IsaModel<any>;

export const MODELS: Partial<Record<Isa, AnyIsaModel>> = { 'x86-32': x86_32, 'x86-64': x86_64, arm, thumb };

const ORDER: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];

export const REGISTERED: readonly Isa[] = ORDER.filter((isa) => MODELS[isa] !== undefined);

export function modelFor(isa: Isa): AnyIsaModel {
  const model = MODELS[isa];
  if (model === undefined) throw new Error(`no ISA model for ${isa} yet (models: ${REGISTERED.join(', ')})`);
  return model;
}
