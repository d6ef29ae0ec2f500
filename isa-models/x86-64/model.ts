// The x86-64 ISA model: the shared x86 core (isa-models/x86/) in 64-bit mode — sixteen registers,
// REX, rip-relative addressing, System V. llvm-mc reference: `llvm-mc-14 -triple=x86_64
// -x86-asm-syntax=intel -output-asm-variant=1`. See isa-models/x86/model.ts for the contract.

import type { X86Model } from '../x86/model.js';
import { x86Model } from '../x86/model.js';

export const model: X86Model = x86Model(64);
