// The allocator registry: every register allocator by the name `--ra` accepts.
//
// Contract: each entry (heuristics in ALLOCATORS, exact solvers in EXACT_ALLOCATORS) implements engine/mir/types.ts's Allocator (function + TargetRegs in,
// AllocResult out); results are checked by oracles/allocation-checker.ts in tests and `tessera check`.

import type { Allocator } from '../mir/types.js';
import { spillAll } from './spill-all.js';
import { linearScan } from './linear-scan.js';
import { graphColor } from './graph-color/graph-color.js';
import { secondChance } from './second-chance/second-chance.js';
import { optimal } from './mcnf/optimal.js';
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
