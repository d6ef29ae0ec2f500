// The one error the static memory classifiers (classify-x86.ts, classify-arm.ts) raise for an
// instruction whose memory accesses they cannot determine: a mnemonic or operand form they do not
// know, an access size they cannot count, or data-dependent counts (rep-prefixed string instructions).
//
// Contract: `instruction` is the instruction as Capstone prints it (mnemonic and operands), `address`
// where it was decoded, the message says why. The harness (simulators/harness.ts) reports it as the run's outcome naming the
// instruction instead of letting it escape the emulator's block hook; it is never a silent zero.

import type { Decoded } from './capstone.js';

export class UnclassifiedInstruction extends Error {
  override readonly name = 'UnclassifiedInstruction';
  readonly instruction: string;
  readonly address: bigint;

  constructor(insn: Decoded, why: string) {
    super(why);
    this.instruction = `${insn.mnemonic} ${insn.opStr}`.trim();
    this.address = insn.address;
  }
}
