// Text the x86 models refuse and llvm-mc-14 refuses too (the verification contract's rejections,
// recorded with llvm-mc's error in the golden file): registers of the other mode, esp/rsp as
// index, register operands where memory is required, a count register other than cl, a scale of
// 3, ah/ch/dh/bh in an instruction that needs REX, and immediates a 64-bit form cannot sign-extend
// from 32 bits. The `form` is the form the text comes closest to.
//
// Contract: plain data, checked by isa-models/verify.ts (llvm-mc must reject each text, the model
// must throw AsmError or EncodeError) and by tap-tests/isa-models/x86/reject.part.ts. Text that
// llvm-mc accepts by truncating silently (`add eax, 0x100000000` becomes `add eax, 0`) is not here:
// the model rejects it and its own tests say so.

import type { X86Mode } from './registers.js';

export interface Reject {
  readonly form: string;
  readonly text: string;
}

const COMMON: readonly Reject[] = [
  { form: 'lea r32, m', text: 'lea eax, ebx' },
  { form: 'shl r32, cl', text: 'shl eax, bl' },
  { form: 'mov r32, r32', text: 'mov eax, bx' },
  { form: 'movzx r32, r16', text: 'movzx eax, ecx' },
  { form: 'movzx r16, r8', text: 'movzx ax, ax' },
  { form: 'mov r32, m32', text: 'mov eax, dword ptr [ebx + 3*ecx]' },
  { form: 'shl r32, imm8', text: 'shl eax, 256' },
];

const ONLY32: readonly Reject[] = [
  { form: 'mov r32, imm32', text: 'mov rax, 1' },
  { form: 'mov r32, r32', text: 'mov r8d, eax' },
  { form: 'mov r8, imm8', text: 'mov sil, 1' },
  { form: 'add r32, m32', text: 'add eax, dword ptr [ebx + 4*esp]' },
  { form: 'mov r32, m32', text: 'mov eax, dword ptr [rip + 16]' },
  { form: 'cdq', text: 'cdqe' },
  { form: 'inc r32', text: 'inc rax' },
  { form: 'mov r32, r32', text: 'movsxd eax, ecx' },
];

const ONLY64: readonly Reject[] = [
  { form: 'mov r8, r8', text: 'mov ah, sil' },
  { form: 'mov r8, r8', text: 'mov ah, r8b' },
  { form: 'add r8, m8', text: 'add ah, byte ptr [r8]' },
  { form: 'mov r8, m8', text: 'mov ah, byte ptr [r8]' },
  { form: 'movzx r64, r8', text: 'movzx rax, ah' },
  { form: 'movzx r32, r8', text: 'movzx r8d, ah' },
  { form: 'add r64, imm32', text: 'add rax, 0x80000000' },
  { form: 'cmp r64, imm32', text: 'cmp rax, 0xffffffff' },
  { form: 'mov m64, imm32', text: 'mov qword ptr [rax], 0x80000000' },
  { form: 'imul r64, r64, imm32', text: 'imul rax, rbx, 0x80000000' },
  { form: 'test r64, imm32', text: 'test rax, 0x80000000' },
  { form: 'push imm32', text: 'push 0x80000000' },
  { form: 'mov r32, m32', text: 'mov eax, dword ptr [rbx + 4*rsp]' },
  { form: 'mov r32, m32', text: 'mov eax, dword ptr [rip + 4*rax]' },
  { form: 'lea r64, m', text: 'lea rax, rbx' },
  { form: 'push r64', text: 'push eax' },
  { form: 'pop r64', text: 'pop eax' },
];

export function rejectsFor(mode: X86Mode): readonly Reject[] {
  return [...COMMON, ...(mode === 64 ? ONLY64 : ONLY32)];
}
