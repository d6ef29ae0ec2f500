// Static memory classification of machine instructions, the second of the two independent derivations
// of dynamic memory counts (../shared/design/architecture.md, "Counting convention for dynamic memory
// operations"): block execution counts × this per-instruction class must equal what Unicorn's memory
// hooks report.
//
// Contract: requires a Decoded instruction from simulators/capstone.ts for the same Isa. Produces, per
// execution of that instruction: loads (1 if it reads data memory), stores (1 if it writes data memory;
// read-modify-write gives both), accesses (the number of UC_HOOK_MEM_READ/WRITE events), and
// conditional. `conditional: true` (ARM mode only) means the accesses happen only when the
// instruction's condition passes — Unicorn reports no event for a condition-failed `ldrne` / `popge` —
// so the counts given are those of a passing execution and the harness must decide per execution.
// Instruction fetch never counts; data loads from code memory (literal pools, jump tables) do.
// What a classifier cannot determine throws an UnclassifiedInstruction (classify-error.ts) naming the
// instruction: never a silent 0. x86 mnemonics outside the table are classified by the SDM's operand
// order where that decides (classify-x86.ts).
// The per-ISA tables live in classify-x86.ts and classify-arm.ts.

import type { Decoded } from './capstone.js';
import type { Isa } from '../common/image.js';
import { classifyArm, classifyThumb } from './classify-arm.js';
import { classifyX86 } from './classify-x86.js';

export { UnclassifiedInstruction } from './classify-error.js';

export interface MemoryClass {
  readonly loads: 0 | 1;
  readonly stores: 0 | 1;
  readonly accesses: number;
  /** True when the accesses depend on an ARM condition code (counts are for the condition passing). */
  readonly conditional: boolean;
}

export function classify(isa: Isa, insn: Decoded): MemoryClass {
  switch (isa) {
    case 'x86-32':
    case 'x86-64':
      return knownX86(isa, insn);
    case 'arm':
      return classifyArm(insn);
    case 'thumb':
      return classifyThumb(insn);
  }
}

/**
 * x86 classes already computed, per mode, by the instruction's text (all the x86 table reads). Its
 * classification parses operand text (~2 µs an instruction, a large part of a short run's block
 * analysis) and ~90 % of the instructions of a fuzz image were seen in earlier images; a lookup
 * costs ~0.7 µs. ARM's table lookups (~0.1 µs) are cheaper than the key. The class objects are
 * shared (readonly). Bounded, since texts with addresses in them are many over a long campaign.
 */
const KNOWN_X86 = new Map<Isa, Map<string, MemoryClass>>();
const KNOWN_MAX = 1 << 16;

function knownX86(isa: Isa, insn: Decoded): MemoryClass {
  let known = KNOWN_X86.get(isa);
  if (known === undefined) KNOWN_X86.set(isa, (known = new Map()));
  const key = `${insn.mnemonic}\t${insn.opStr}`; // a tab: 'lock' + 'add ...' is not 'lock add' + '...'
  let c = known.get(key);
  if (c === undefined) {
    c = { ...classifyX86(insn), conditional: false };
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(key, c);
  }
  return c;
}
