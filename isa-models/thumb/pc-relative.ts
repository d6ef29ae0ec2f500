// Thumb-1 pc-relative operands from addresses: what the back end's branch relaxation and literal
// pools need to fill in the `target` of b/b<c>/bl and the `imm` of ldr-literal and adr.
//
// Requires byte addresses (the instruction's and the destination's). Produces operand values for the
// forms of ./forms.ts, or throws EncodeError when no value reaches the destination. Follows the
// ARMv6-M ARM: a Thumb instruction reads pc as its address + 4; ldr (literal) and adr add their
// immediate to Align(pc, 4) (A6.7 LDR (literal), ADR), so the literal must be word-aligned, at or
// after that base and at most 1020 bytes beyond it. A branch `target` is simply the destination minus
// the branch's address; its range and parity are checked by the encoder.

import { EncodeError } from '../types.js';

/** The base ldr-literal and adr add their immediate to: Align(address + 4, 4). */
export function literalBase(address: number): number {
  return (address + 4) & ~3;
}

/** The imm of `ldr rt, [pc, #imm]` or `adr rd, #imm` placed at `address` that reaches `literal`. */
export function literalOffset(address: number, literal: number): number {
  if (address % 2 !== 0) throw new EncodeError(`thumb: instruction address ${address} is odd`);
  const imm = literal - literalBase(address);
  if (imm < 0 || imm > 1020 || imm % 4 !== 0) {
    throw new EncodeError(
      `thumb: literal at ${literal} is out of reach from ${address} (offset ${imm} from Align(pc, 4); needs 0..1020, a multiple of 4)`,
    );
  }
  return imm;
}

/** The `target` operand of a branch or call at `address` to `destination` (forms.ts convention). */
export function branchTarget(address: number, destination: number): number {
  return destination - address;
}
