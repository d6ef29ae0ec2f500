// The codegen's low-level instruction list: what apply.ts makes of an allocated MFunction and what
// relax.ts / literal-pool.ts lay out and encode.
//
// Contract: every register is physical and every frame offset is final (sp-relative) in an `insn`;
// only three things still depend on addresses: branches (`jump`: relaxation picks the form),
// direct calls (`call`: the linker fills the displacement) and literal loads (`literal`: the pool
// is placed after relaxation). `insn` is the ISA model's own instruction type, encoded only by the
// model (never hand-assembled bytes). `spill` marks spill/reload traffic (Image.spillSites).

import type { IsaInsn, PReg } from '../mir/types.js';

export type LInst =
  | { readonly kind: 'insn'; readonly insn: IsaInsn; readonly spill: boolean }
  /** A branch to a block; `cond` is the ISA's condition spelling, null for unconditional. */
  | { readonly kind: 'jump'; readonly cond: string | null; readonly target: number }
  /** A direct call: `insn` is the call form with a zero target, re-encoded by the linker. */
  | { readonly kind: 'call'; readonly callee: string; readonly insn: IsaInsn }
  /** ARM/Thumb: `ldr reg, [pc, #off]` of a 32-bit pool constant. */
  | { readonly kind: 'literal'; readonly reg: PReg; readonly value: bigint };

export interface LBlock {
  readonly id: number;
  readonly insts: LInst[];
}

export class CodegenError extends Error {
  override readonly name = 'CodegenError';
}
