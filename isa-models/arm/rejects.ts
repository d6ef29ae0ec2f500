// A32 text that the model refuses (AsmError from the parser or EncodeError from the encoder) and
// llvm-mc-14 -triple=armv6 refuses too; recorded with llvm-mc's error in the golden file
// (isa-models/verify.ts checks both sides). Refusals where llvm-mc is lax — it wraps an out-of-range
// `b #N`, accepts `mul r0, r1, pc` — are tested in tap-tests/isa-models/arm/ instead.

export const ARM_REJECTS: readonly { readonly form: string; readonly text: string }[] = [
  { form: 'mov rd, #imm', text: 'mov r0, #257' },
  { form: 'add rd, rn, #imm', text: 'add r0, r1, #0x101' },
  { form: 'and rd, rn, #imm', text: 'and r0, r1, #0x1fe00' },
  { form: 'ldr rt, [rn, #imm]', text: 'ldr r0, [r1, #4096]' },
  { form: 'ldr rt, [rn, #imm]', text: 'ldr r0, [r1, #-4096]' },
  { form: 'ldr rt, [pc, #imm]', text: 'ldr r0, [pc, #4096]' },
  { form: 'ldrh rt, [rn, #imm]', text: 'ldrh r0, [r1, #256]' },
  { form: 'ldrsb rt, [rn, #imm]', text: 'ldrsb r0, [r1, #-256]' },
  { form: 'ldrh rt, [rn, rm]', text: 'ldrh r0, [r1, r2, lsl #2]' },
  { form: 'ldr rt, [rn, rm, shift #amount]', text: 'ldr r0, [r1, r2, lsl #32]' },
  { form: 'mov rd, rm, shift #amount', text: 'mov r0, r1, lsl #32' },
  { form: 'mov rd, rm, shift #amount', text: 'ror r0, r1, #32' },
  { form: 'mov rd, rm, shift #amount', text: 'lsl r0, r1, #32' },
  { form: 'ldrb rt, [rn, #imm]', text: 'ldrb pc, [r1, #1]' },
  { form: 'strb rt, [rn, #imm]', text: 'strb pc, [r1]' },
  { form: 'mul rd, rn, rm', text: 'mul r0, pc, r1' },
  { form: 'mla rd, rn, rm, ra', text: 'mla r0, r1, r2, pc' },
  { form: 'smull rdlo, rdhi, rn, rm', text: 'smull r3, r3, r1, r2' },
  { form: 'umull rdlo, rdhi, rn, rm', text: 'umull r0, r0, r1, r2' },
  { form: 'ldrh rt, [rn], #imm', text: 'ldrh r2, [r2], #2' },
  { form: 'str rt, [rn, rm]!', text: 'str r1, [r1, r2]!' },
  { form: 'ldr rt, [rn, #imm]!', text: 'ldr r0, [r0, #4]!' },
  { form: 'add rd, rn, rm', text: 'addeqs r0, r1, r2' },
  { form: 'b target', text: 'b #2' },
  { form: 'bl target', text: 'bl #6' },
  { form: 'push {regs}', text: 'push {}' },
  { form: 'mov rd, #imm', text: 'movw r0, #1' },
  { form: 'mov rd, #imm', text: 'movt r0, #1' },
];
