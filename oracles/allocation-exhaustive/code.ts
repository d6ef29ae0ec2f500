// The exhaustive allocation search's small shared vocabulary (search.ts, block.ts, zigzag.ts): a
// vreg's home at a program point as one number, the edit weights, and the space searched.
//
// Contract: requires nothing. Produces the Code encoding (memory, or a register with or without a
// valid spill slot), Weights and Space; search.ts's contract states what each space allows.

/** A vreg's home as a small number: 1 memory (valid), 2(r+1) register r, +1 when its slot is valid. */
export type Code = number;
export const MEM: Code = 1;
export const regOf = (c: Code): number => (c >> 1) - 1;
export const isValid = (c: Code): boolean => (c & 1) === 1;
export const codeOf = (reg: number, valid: boolean): Code => (reg < 0 ? MEM : 2 * (reg + 1) + (valid ? 1 : 0));

/** Single-execution edit costs (Koes §4.2.2: 8:8:1); a memory operand costs a load. */
export interface Weights {
  readonly load: number;
  readonly store: number;
  readonly move: number;
}

/**
 * `full`: what allocators may do (transient copies at a use; copies left out of the cost).
 * `model`: exactly the MCNF model's allocations and prices (search.ts's contract).
 */
export type Space = 'full' | 'model';
