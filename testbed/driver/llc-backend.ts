// llc-14 as a reference back end: the parsed module printed back to LLVM IR, compiled by llc-14 to
// an ELF object, linked into an Image by simulators/link-object.ts at the addresses the reference
// interpreter uses (engine/ir/global-layout.ts), with the runtime stubs of simulators/traps.ts.
//
// Contract: llc compiles exactly the module the interpreter runs (front-end normalisations such as
// intrinsic expansion and odd-width promotion included), so both sides see one program.
// An llc crash or error, or a failure to link llc's object, is an LlcFailure, which the testbed
// reports as status `compile-error` (backend.ts buildCell) although it is not an unsupported
// construct of Tessera's (engine/backend/errors.ts Unsupported): llc is the reference peer, not the
// back end under test, so its refusals mark a program the matrix cannot compare on and do not fail
// `check`. Any other exception here (a bug of this driver or the linker) propagates.

import { moduleDataLayout } from '../../engine/ir/datalayout.js';
import { layoutGlobals } from '../../engine/ir/global-layout.js';
import { printModule } from '../../engine/ir/print.js';
import type { Module } from '../../engine/ir/types.js';
import { compileWithLlc, llcOptionsFor, LlcError, type LlcRegalloc } from '../../oracles/llc.js';
import { linkObject, type LinkPlan } from '../../simulators/link-object.js';
import { LinkError, RUNTIME_STUBS, type Image } from '../../common/image.js';
import type { Target } from './targets.js';

/** llc-14 refused or failed the module, or its object did not link (status `compile-error`). */
export class LlcFailure extends Error {
  override readonly name = 'LlcFailure';
}

export function buildWithLlc(module: Module, target: Target, regalloc: LlcRegalloc): Image {
  const object = compile(module, target, regalloc);
  try {
    return linkObject(object, linkPlan(module, target));
  } catch (e) {
    if (e instanceof LinkError) throw new LlcFailure(`linking llc's object: ${e.message}`);
    throw e;
  }
}

function compile(module: Module, target: Target, regalloc: LlcRegalloc): Uint8Array {
  try {
    return compileWithLlc(printModule(module), llcOptionsFor(target.name, module.triple, regalloc));
  } catch (e) {
    if (e instanceof LlcError) throw new LlcFailure(e.message);
    throw e;
  }
}

/** The addresses the interpreter gives the module's functions and globals, as the linker's plan. */
function linkPlan(module: Module, target: Target): LinkPlan {
  const layout = layoutGlobals(module, moduleDataLayout(module));
  return {
    isa: target.name,
    functions: module.functions.map((f) => ({ name: f.name, defined: f.blocks.length > 0 })),
    globals: layout.globals.map((g) => ({ name: g.name, address: g.address, size: g.size, section: g.section })),
    runtimeStubs: RUNTIME_STUBS,
  };
}
