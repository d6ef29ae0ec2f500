// The allocator registry: every register allocator by the name `--ra` accepts.
//
// Contract: each entry (heuristics in ALLOCATORS, the MCNF heuristics in MODEL_ALLOCATORS, exact solvers in EXACT_ALLOCATORS) implements engine/mir/types.ts's Allocator (function + TargetRegs in,
// AllocResult out); results are checked by oracles/allocation-checker.ts in tests and `tessera check`.

import type { Allocator } from '../mir/types.js';
import { spillAll } from './spill-all.js';
import { linearScan } from './linear-scan.js';
import { graphColor } from './graph-color/graph-color.js';
import { secondChance } from './second-chance/second-chance.js';
import { hybrid, iterative, simultaneous } from './mcnf/heuristic.js';
import { optimal } from './mcnf/optimal.js';
import { progressive } from './mcnf/progressive.js';
import { pbqp, pbqpExact } from './pbqp/pbqp.js';

export const ALLOCATORS: Record<'spill-all' | 'linear-scan' | 'graph-color' | 'second-chance' | 'pbqp', Allocator> = {
  'spill-all': spillAll,
  'linear-scan': linearScan,
  'graph-color': graphColor,
  'second-chance': secondChance,
  pbqp,
};

/**
 * The exact allocators: named explicitly (`--ra optimal`), never part of `--ra all`, the matrices
 * of `check`, `fuzz`, `torture --all-cells` or `demo`: their solve time grows steeply with a
 * function's size (engine/regalloc/mcnf/optimal.ts), so they are run where the user asks for them.
 */
export const EXACT_ALLOCATORS: Record<'optimal' | 'pbqp-exact', Allocator> = { optimal, 'pbqp-exact': pbqpExact };

/**
 * The MCNF heuristics (Koes's thesis ch. 5; engine/regalloc/mcnf/heuristic.ts): in `tessera fuzz`'s
 * `--ra all` (testbed/driver/values.ts FUZZ_ALLOCATORS), named explicitly elsewhere (`--ra iterative`),
 * not part of `--ra all` of `check`, `torture --all-cells` and `demo`: they build the function's whole
 * network, and allocating the corpus of one target takes them 15-114 s each (README "The MCNF
 * heuristics") against the others' under a second.
 */
export const MODEL_ALLOCATORS: Record<'iterative' | 'simultaneous' | 'hybrid' | 'progressive', Allocator> = {
  iterative,
  simultaneous,
  hybrid,
  progressive,
};
