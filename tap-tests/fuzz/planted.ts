// Test helper: deliberately wrong back ends for the fuzzer's failure paths (never registered
// anywhere; passed to `tessera fuzz` through its test-only `compile` hook, testbed/driver/fuzz.ts).
//
// Contract: each is a `Compile` (testbed/driver/backend.ts) that runs the real pipeline
// (compileModule) on a real input and plants one bug — no mocks of Unicorn or the interpreter:
// - `swappedSub`: every `sub` is compiled with its operands swapped (a selector-like bug: wrong code
//   that the verifiers and the allocation checker cannot see; only the differential run catches it);
// - `sdivUnsupported`: a module with an `sdiv` is refused with Unsupported (engine/backend/errors.ts),
//   as the legalizer refuses a construct (drives the fuzzer's reject counting);
// - `mulUnsupported(selector)`: the selector over a grammar without `mul` tiles (a real grammar gap:
//   the cover raises Unsupported naming `mul i32`); `loopingCover`, `forgetfulCover`: covers that
//   break buildCover's invariants (a selector bug: must be a backend-fault, never unsupported).

import { compileFunction, compileModule, findAllocator } from '../../engine/codegen/pipeline.js';
import { Unsupported } from '../../engine/backend/errors.js';
import type { Compile } from '../../testbed/driver/backend.js';
import type { Inst, Module } from '../../engine/ir/types.js';
import type { Isa } from '../../common/image.js';
import { buildCover } from '../../engine/isel/cover.js';
import { selectFunction, type CoverFn } from '../../engine/isel/emit.js';
import type { Grammar } from '../../engine/isel/grammar.js';
import { dagCombineOf, grammarOf, SELECTORS, type Selector } from '../../engine/isel/index.js';
import { linkImage } from '../../engine/link/link-image.js';
import { legalizeModule } from '../../engine/lower/legalize.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import { TARGETS } from '../../engine/targets/target.js';

function mapInsts(m: Module, f: (i: Inst) => Inst): Module {
  return {
    ...m,
    functions: m.functions.map((fn) => ({ ...fn, blocks: fn.blocks.map((b) => ({ ...b, insts: b.insts.map(f) })) })),
  };
}

export const swappedSub: Compile = (module, isa, options) =>
  compileModule(
    mapInsts(module, (i) => (i.op === 'binop' && i.binop === 'sub' ? { ...i, lhs: i.rhs, rhs: i.lhs } : i)),
    isa,
    options,
  );

export const sdivUnsupported: Compile = (module, isa, options) => {
  const hasUdiv = module.functions.some((f) => f.blocks.some((b) => b.insts.some((i) => i.op === 'binop' && i.binop === 'sdiv')));
  if (hasUdiv) throw new Unsupported('sdiv', { fn: module.functions[0]!.name, why: 'planted' });
  return compileModule(module, isa, options);
};

// Broken selectors (issue 17, honest outcomes): the real pipeline — legalizer, DAG builder,
// emitter, the allocator named in the options, verifiers, allocation checker, linker — with the
// selection stage given a test grammar or a test cover through selectFunction's own parameters.

/** The real pipeline, selecting with `grammar(isa)` and `cover` instead of a registered selector. */
function withSelection(grammar: (isa: Isa) => Grammar, cover: CoverFn): Compile {
  return (module, isa, options) => {
    const selector: Selector = {
      name: 'planted',
      cover,
      select: (fn, m, i, onTile) => selectFunction(fn, m, grammar(i), cover, dagCombineOf(i), onTile),
    };
    // The pipeline selects with its target's grammar: the test's grammar comes in through a target that differs only there.
    const target = { ...TARGETS[isa], grammar: () => grammar(isa) };
    const verify = options.verify ?? true;
    const checks = { verify, allocation: verify ? options.checkAllocation : undefined };
    const legal = legalizeModule(module, isa);
    const allocator = findAllocator(options.ra);
    const functions = legal.functions
      .filter((f) => f.blocks.length > 0)
      .map((f) => compileFunction(f, legal, target, selector, allocator, targetRegs(isa), checks, { observe: options.observe }));
    return {
      image: linkImage(
        legal,
        functions.map((f) => f.emitted),
        isa,
      ),
      functions,
      legalized: legal,
    };
  };
}

const withoutMul = new Map<Isa, Grammar>();

/** The ISA's grammar without the tiles rooted at `mul`: a multiplication is then a construct no tile derives. */
export function grammarWithoutMul(isa: Isa): Grammar {
  let g = withoutMul.get(isa);
  if (g === undefined) {
    const full = grammarOf(isa);
    g = { ...full, tiles: full.tiles.filter((t) => t.pattern.k !== 'op' || t.pattern.op !== 'mul') };
    withoutMul.set(isa, g);
  }
  return g;
}

/** `selector`'s cover over the grammar without `mul` tiles (an honest grammar gap: Unsupported). */
export const mulUnsupported = (selector: string): Compile => withSelection(grammarWithoutMul, SELECTORS[selector]!.cover);

/**
 * A cover whose choice at every (node, nt) is a chain rule deriving the node from itself at the
 * same nonterminal: buildCover's invariant "chain rule loops" (a selector bug, not the program's).
 */
export const loopingCover: Compile = withSelection(grammarOf, (g, dag) => {
  const chain = g.tiles.find((t) => t.pattern.k === 'nt')!;
  return { dag, cover: buildCover(g, dag, (node, nt) => ({ tile: chain, node, leaves: [{ node, nt }], covered: [] })) };
});

/** A cover that chooses nothing although the labelling derives every node: a selector bug too. */
export const forgetfulCover: Compile = withSelection(grammarOf, (g, dag) => ({ dag, cover: buildCover(g, dag, () => undefined) }));
