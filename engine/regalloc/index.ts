// The allocator registry: every register allocator by the name `--ra` accepts.
//
// Contract: each entry implements engine/mir/types.ts's Allocator (function + TargetRegs in,
// AllocResult out); results are checked by oracles/allocation-checker.ts in tests and `tessera check`.

import type { Allocator } from '../mir/types.js';
import { spillAll } from './spill-all.js';
import { linearScan } from './linear-scan.js';
import { graphColor } from './graph-color/graph-color.js';
import { secondChance } from './second-chance/second-chance.js';
import { optimal } from './mcnf/optimal.js';

export const ALLOCATORS: Record<'spill-all' | 'linear-scan' | 'graph-color' | 'second-chance' | 'optimal', Allocator> = {
  'spill-all': spillAll,
  'linear-scan': linearScan,
  'graph-color': graphColor,
  'second-chance': secondChance,
  optimal,
};
