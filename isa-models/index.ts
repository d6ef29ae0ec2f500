// The registry of ISA models: one `IsaModel` per target, for the back end, `tessera asm` and the
// llvm-mc verification (isa-models/verify.ts).
//
// Contract: imports the four models' `model.ts` files and nothing else; `REGISTERED` lists the ISAs
// in the architecture note's target order.

import type { Isa, IsaModel } from './types.js';
import { model as x86_32 } from './x86-32/model.js';
import { model as x86_64 } from './x86-64/model.js';
import { model as arm } from './arm/model.js';
import { model as thumb } from './thumb/model.js';

// The instruction type differs per ISA; users go through the model's own functions only.
// biome-ignore lint/suspicious/noExplicitAny: IsaModel<I> takes and returns I (invariant in I): only `any` admits every ISA's model.
export type AnyIsaModel = IsaModel<any>;

export const MODELS: Record<Isa, AnyIsaModel> = { 'x86-32': x86_32, 'x86-64': x86_64, arm, thumb };

export const REGISTERED: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];

export function modelFor(isa: Isa): AnyIsaModel {
  return MODELS[isa];
}
