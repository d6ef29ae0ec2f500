// The MCNF model's options by name (issue 20, Deliver 1 and 3: "crossbar groups ... zig-zag by
// default, full available"; "simplifications of §3.8 are options, off by default, each stated in
// the output when on"). Koes's thesis §3.2.4 (crossbars), §3.8 (simplifications 2 and 4).
//
// Contract: `modelNames` turns McnfModelOptions (engine/mir/types.ts) into the list of names that
// were on, in a fixed order (empty: the default model); `parseModel` turns a comma list of the same
// names (`--ra-model`) into McnfModelOptions, or throws a one-line Error naming the unknown or
// conflicting name. `lowerBound` says whether the objective is only a lower bound of the cost the
// extracted allocation pays (the full crossbar prices a register swap at two moves, which no
// sequence of moves achieves); `restricted` whether the model's space is smaller than the default
// one (an inexact restriction: its optimum may be above the default optimum). Pure functions.

import type { McnfModelOptions } from '../../mir/types.js';

/** Every option name, in the order the outputs list them. */
export const MODEL_NAMES = ['full-crossbar', 'mem-at-uses', 'moves-none', 'moves-boundaries'] as const;
export type ModelName = (typeof MODEL_NAMES)[number];

/** The names of the options on in `o` (empty: the default model). */
export function modelNames(o: McnfModelOptions | undefined): ModelName[] {
  if (o === undefined) return [];
  const on: ModelName[] = [];
  if (o.crossbar === 'full') on.push('full-crossbar');
  if (o.memAtUses === true) on.push('mem-at-uses');
  if (o.moves === 'none') on.push('moves-none');
  if (o.moves === 'boundaries') on.push('moves-boundaries');
  return on;
}

/** McnfModelOptions of a comma list of names ('' or 'none': the default model); throws on an unknown name. */
export function parseModel(text: string): McnfModelOptions {
  const names = text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '' && t !== 'none');
  let o: { crossbar?: 'full'; memAtUses?: true; moves?: 'none' | 'boundaries' } = {};
  for (const n of names) {
    if (!(MODEL_NAMES as readonly string[]).includes(n))
      throw new Error(`unknown model option '${n}' (expected a comma list of ${MODEL_NAMES.join(', ')})`);
    const name = n as ModelName;
    if (name === 'full-crossbar') o = { ...o, crossbar: 'full' };
    else if (name === 'mem-at-uses') o = { ...o, memAtUses: true };
    else {
      const moves = name === 'moves-none' ? 'none' : 'boundaries';
      if (o.moves !== undefined && o.moves !== moves) throw new Error('model options moves-none and moves-boundaries exclude each other');
      o = { ...o, moves };
    }
  }
  return o;
}

/** The objective is a lower bound of the extracted allocation's cost, not its cost (the full crossbar). */
export function lowerBound(o: McnfModelOptions | undefined): boolean {
  return o?.crossbar === 'full';
}

/** The model's space is smaller than the default one in a way that may raise the optimum (moves restricted). */
export function restricted(o: McnfModelOptions | undefined): boolean {
  return o?.moves === 'none' || o?.moves === 'boundaries';
}
