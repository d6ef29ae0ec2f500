// The 64-bit integer rules ARM and Thumb share (AAPCS and the ARM run-time ABI, "RTABI" §4.2):
// division and remainder through __aeabi_ldivmod/__aeabi_uldivmod (quotient in r0:r1; the remainder
// comes back in r2:r3, which the IR cannot name, so engine/lower/wide.ts computes it as a - q * b),
// and 64-bit arguments at even words (r0:r1 or r2:r3, 8-byte aligned on the stack).
// Requires nothing; produces the WideRules object both targets' `legalize.wideIntegers` name.

import type { WideRules } from '../../lower/wide.js';

export const AEABI_WIDE: WideRules = {
  helpers: { sdiv: '__aeabi_ldivmod', udiv: '__aeabi_uldivmod', srem: '__aeabi_ldivmod', urem: '__aeabi_uldivmod' },
  remainderFromQuotient: true,
  evenPairs: true,
};
