// The IR comparison predicates as ARM condition codes: the map the ARM and Thumb tile grammars
// branch and select with (ARM ARM, ARMv6 edition, A3.2: the flags `cmp a, b` sets).

import type { Cond } from '../../../isa-models/ual/conditions.js';
import type { ICmpPred } from '../../ir/types.js';

/** The condition that holds after `cmp a, b` exactly when the IR predicate holds for (a, b). */
export const ICMP_COND: Readonly<Record<ICmpPred, Cond>> = {
  eq: 'eq',
  ne: 'ne',
  ugt: 'hi',
  uge: 'hs',
  ult: 'lo',
  ule: 'ls',
  sgt: 'gt',
  sge: 'ge',
  slt: 'lt',
  sle: 'le',
};
