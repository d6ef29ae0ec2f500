// Test data: hand-written instruction snippets that pin down how Unicorn reports memory accesses, per
// ISA, for the empirical classification test. Each snippet runs from its first to its last instruction;
// every instruction's events are compared with its static class. Control transfers come last.
//
// Contract: plain data. x86 sources are Intel syntax for llvm-mc-14; ARM is armv6 (arm1176jzf-s);
// Thumb is thumbv6m (cortex-m0). Registers start at DATA, sp at STACK (tap-tests/simulators/unicorn-probe.ts).

import type { Isa } from '../../common/image.js';

const x86Common = [
  // loads, stores, immediates, widths
  'mov eax, dword ptr [ebx + 4]\nmov dword ptr [ebx + 8], ecx\nmov dword ptr [ebx], 7\nmov byte ptr [ebx + 1], cl',
  'mov word ptr [ebx + 2], cx\nmov word ptr [ebx + 2], 9\nmovzx eax, byte ptr [ebx]\nmovzx eax, word ptr [ebx]',
  'movsx eax, byte ptr [ebx]\nmovsx eax, word ptr [ebx]\nlea eax, [ebx + 4*ecx + 8]\nnop dword ptr [eax + eax]',
  // read-modify-write and read-only arithmetic
  'add dword ptr [ebx], 1\nsub dword ptr [ebx], ecx\nand byte ptr [ebx], 3\nor word ptr [ebx], cx\nxor dword ptr [ebx], 5',
  'adc dword ptr [ebx], ecx\nsbb dword ptr [ebx], 2\nadd ecx, dword ptr [ebx]\nxor cx, word ptr [ebx]\nadc ecx, dword ptr [ebx]',
  'inc dword ptr [ebx]\ndec byte ptr [ebx]\nneg dword ptr [ebx]\nnot word ptr [ebx]',
  'cmp dword ptr [ebx], 3\ncmp ecx, dword ptr [ebx]\ncmp byte ptr [ebx], cl\ntest byte ptr [ebx], 1\ntest dword ptr [ebx], ecx',
  // shifts: immediate, cl, and cl = 0 (still a read and a write)
  'shl dword ptr [ebx], 3\nshr dword ptr [ebx], 1\nsar dword ptr [ebx], 31\nrol dword ptr [ebx], 4\nror word ptr [ebx], 1',
  'mov ecx, 0\nshl dword ptr [ebx], cl\nsar dword ptr [ebx], cl\nshr dword ptr [ebx], cl\nrol dword ptr [ebx], cl',
  'mov ecx, 5\nshld dword ptr [ebx], edx, 3\nshrd dword ptr [ebx], edx, cl\nmov ecx, 0\nshld dword ptr [ebx], edx, cl',
  // multiply / divide with memory operands
  'imul dword ptr [ebx]\nimul ecx, dword ptr [ebx]\nimul ecx, dword ptr [ebx], 7\nimul cx, word ptr [ebx], 3\nmul dword ptr [ebx]',
  'mov dword ptr [ebx], 7\nxor edx, edx\ndiv dword ptr [ebx]\nxor edx, edx\nidiv dword ptr [ebx]',
  // conditional moves and sets: condition true and false both access memory
  'cmp eax, eax\ncmove ecx, dword ptr [ebx]\ncmovne ecx, dword ptr [ebx]\nsete byte ptr [ebx]\nsetne byte ptr [ebx]',
  'cmp eax, 1\ncmovl ecx, dword ptr [ebx]\ncmovg ecx, dword ptr [ebx]\ncmovs ecx, dword ptr [ebx]\nsetb byte ptr [ebx]',
  'xchg dword ptr [ebx], ecx\nxchg ecx, dword ptr [ebx]\nbt dword ptr [ebx], 3\nbts dword ptr [ebx], 2\nbtc dword ptr [ebx], 1',
  'mov ecx, 100\nbt dword ptr [ebx], ecx\nbtr dword ptr [ebx], 5\nxadd dword ptr [ebx], ecx',
  // SSE (pentium4 has SSE2): 4- and 8-byte accesses are one event, 16-byte accesses two
  'movd xmm0, dword ptr [ebx]\nmovd dword ptr [ebx], xmm0\nmovq xmm0, qword ptr [ebx]\nmovq qword ptr [ebx], xmm0',
  'movss xmm0, dword ptr [ebx]\nmovss dword ptr [ebx], xmm0\nmovsd xmm0, qword ptr [ebx]\nmovsd qword ptr [ebx], xmm0',
  'movaps xmm1, xmmword ptr [ebx]\nmovaps xmmword ptr [ebx], xmm1\nmovups xmm1, xmmword ptr [ebx + 1]\nmovups xmmword ptr [ebx + 3], xmm1',
  'movdqa xmm1, xmmword ptr [ebx]\nmovdqu xmmword ptr [ebx + 1], xmm1\npxor xmm1, xmmword ptr [ebx]\nxorps xmm2, xmmword ptr [ebx]',
  'addsd xmm0, qword ptr [ebx]\nmulss xmm0, dword ptr [ebx]\nucomisd xmm0, qword ptr [ebx]\ncvtsi2sd xmm0, dword ptr [ebx]',
  // the rest of the table, so every entry has been seen in Unicorn
  'rcl dword ptr [ebx], 1\nrcr dword ptr [ebx], cl\nror dword ptr [ebx], cl\nbswap eax\ncbw',
  'movapd xmm0, xmmword ptr [ebx]\nmovupd xmmword ptr [ebx], xmm0\nmovlps xmm0, qword ptr [ebx]\nmovhps qword ptr [ebx], xmm0',
  'movlpd xmm0, qword ptr [ebx]\nmovhpd qword ptr [ebx], xmm0\ncvtsi2ss xmm0, dword ptr [ebx]\ncvtss2sd xmm0, dword ptr [ebx]',
  'cvttsd2si eax, qword ptr [ebx]\ncvttss2si eax, dword ptr [ebx]\ncvtsd2ss xmm0, qword ptr [ebx]',
  'por xmm0, xmmword ptr [ebx]\npand xmm0, xmmword ptr [ebx]\npandn xmm0, xmmword ptr [ebx]\npaddd xmm0, xmmword ptr [ebx]',
  'paddq xmm0, xmmword ptr [ebx]\npsubd xmm0, xmmword ptr [ebx]\npsubq xmm0, xmmword ptr [ebx]\nxorpd xmm0, xmmword ptr [ebx]',
  'andps xmm0, xmmword ptr [ebx]\nandpd xmm0, xmmword ptr [ebx]\norps xmm0, xmmword ptr [ebx]\norpd xmm0, xmmword ptr [ebx]',
  'andnps xmm0, xmmword ptr [ebx]\nandnpd xmm0, xmmword ptr [ebx]\naddss xmm0, dword ptr [ebx]\nsubss xmm0, dword ptr [ebx]',
  'subsd xmm0, qword ptr [ebx]\nmulsd xmm0, qword ptr [ebx]\ndivss xmm0, dword ptr [ebx]\ndivsd xmm0, qword ptr [ebx]',
  'ucomiss xmm0, dword ptr [ebx]\ncomiss xmm0, dword ptr [ebx]\ncomisd xmm0, qword ptr [ebx]',
  'cmovo ecx, dword ptr [ebx]\ncmovno ecx, dword ptr [ebx]\ncmovbe ecx, dword ptr [ebx]\ncmova ecx, dword ptr [ebx]',
  'cmovp ecx, dword ptr [ebx]\ncmovnp ecx, dword ptr [ebx]\ncmovge ecx, dword ptr [ebx]\ncmovle ecx, dword ptr [ebx]',
  'cmovae ecx, dword ptr [ebx]\ncmovb ecx, dword ptr [ebx]\ncmovns ecx, dword ptr [ebx]\ncmovg ecx, dword ptr [ebx]',
  'seto byte ptr [ebx]\nsetno byte ptr [ebx]\nsetbe byte ptr [ebx]\nseta byte ptr [ebx]\nsets byte ptr [ebx]\nsetns byte ptr [ebx]',
  'setp byte ptr [ebx]\nsetnp byte ptr [ebx]\nsetge byte ptr [ebx]\nsetle byte ptr [ebx]\nsetg byte ptr [ebx]\nsetae byte ptr [ebx]',
  'setl byte ptr [ebx]\nsets byte ptr [ebx]\ntest eax, eax\nje L1\nL1: jne L2\nL2: jg L3\nL3: jo L4\nL4: jmp L5\nL5: nop',
  'leave',
  'call L1\nL1: ret',
  'ret 8',
];

/** Forms that only exist (or only mean this) in 32-bit mode. */
const x86_32 = [
  'push eax\npush 5\npush dword ptr [ebx + 4]\npop ecx\npop dword ptr [ebx]',
  'call eax',
  'call dword ptr [ebx + 4]',
  'jmp dword ptr [4*ecx + 0x10]',
  'jmp eax',
  'jecxz L1\nL1: nop',
  'mov eax, dword ptr [0x101020]\nmov dword ptr [0x101024], eax\nadd dword ptr [0x101028], 1',
];

const x86_64 = [
  'mov rax, qword ptr [rbx + 8]\nmov qword ptr [rbx], rcx\nmov qword ptr [rbx], -1\nmovsxd rax, dword ptr [rbx]',
  'add qword ptr [rbx], 1\nadd rax, qword ptr [rbx]\ncmp qword ptr [rbx], rcx\nneg qword ptr [rbx]\nshr qword ptr [rbx], 4',
  'mov eax, dword ptr [rip + 0x40]\nmov dword ptr [rip + 0x40], eax\nlea rax, [rip + 0x40]\ncmp byte ptr [rip + 0x44], 1',
  'movabs rax, qword ptr [0x101020]\nmovabs qword ptr [0x101028], rax\nmovabs rax, 0x123456789',
  'imul rax, qword ptr [rbx]\ncmp rax, rax\ncmovs rax, qword ptr [rbx]\ncmovns rax, qword ptr [rbx]',
  'push rax\npush qword ptr [rbx + 8]\npop rcx\npop qword ptr [rbx]',
  'push 5\ncall rax',
  'call qword ptr [rbx]',
  'jmp qword ptr [8*rcx]',
  'movaps xmm0, xmmword ptr [rbx]\nmovups xmmword ptr [rbx + 4], xmm0\nxorps xmm0, xmm0\nmovaps xmmword ptr [rip + 0x40], xmm0',
  'movq xmm0, qword ptr [rbx]\nmovsd qword ptr [rbx], xmm0\nmovd xmm1, dword ptr [rbx]\nmovq rax, xmm0',
  'cdqe\ncqo\ncdq\ncwde\ncwd\nnop word ptr cs:[rax + rax]\njrcxz L1\nL1: nop',
];

const arm = [
  'ldr r0, [r1, #4]\nldr r0, [r1, #-4]\nldr r0, [r1, r2]\nldr r0, [r1, r2, lsl #2]\nldr r0, [r1, -r2]',
  'ldr r0, [r1, #4]!\nldr r0, [r1], #4\nldr r0, [r1, r2]!\nldr r0, [r1, r2, lsl #2]!\nldr r0, [r1], r2',
  'ldrb r0, [r1, #1]\nldrb r0, [r1, r2, lsr #4]\nldrh r0, [r1, #2]\nldrh r0, [r1], #2\nldrsb r0, [r1, #-1]!',
  'ldrsh r0, [r1, #2]!\nldrsh r0, [r1]\nldrsb r0, [r1]\nldrh r0, [r1, -r2]',
  'str r0, [r1, #4]\nstr r0, [r1, r2, lsl #2]\nstr r0, [r1], #4\nstrb r0, [r1, #1]!\nstrh r0, [r1, #2]\nstrh r0, [r1, r2]!',
  'ldrd r2, r3, [r1]\nldrd r2, r3, [r1, #8]\nstrd r2, r3, [r1]\nstrd r2, r3, [r1, #-8]!',
  'ldr r0, [pc, #8]\nldrb r0, [pc, #-4]\nldrh r0, [pc, #4]',
  'ldm r1, {r2, r3, r4, r5}\nldm r1!, {r2, r3}\nldmib r1, {r2, r3, r4}\nldmda r1, {r2, r3}\nldmdb r1, {r2}',
  'stm r1, {r2, r3, r4, r5}\nstm r1!, {r2, r3}\nstmib r1, {r2, r3, r4}\nstmda r1, {r2, r3}\nstmdb r1, {r2}',
  'push {r4, r5, r6, r7, r8, r9, r10, r11, lr}\npop {r4, r5, r6, r7, r8, r9, r10, r11, lr}\npush {lr}\npop {r0}',
  'pop {r4, pc}',
  'ldm sp, {r0, pc}',
  'mov r0, #0\nldr pc, [pc, r0, lsl #2]\nnop\n.word 0xe00010', // the table entry is the run's end address
  'bl L1\nL1: bx lr',
  'add r0, r1, r2\nmul r0, r1, r2\numull r0, r1, r2, r3\nclz r0, r1\nuxtb r0, r1',
];

const thumb = [
  'ldr r0, [r1, #4]\nldr r0, [r1, r2]\nldr r0, [r1]\nldr r0, [sp, #8]\nldr r0, [pc, #8]',
  'ldrb r0, [r1, #1]\nldrb r0, [r1, r2]\nldrh r0, [r1, #2]\nldrh r0, [r1, r2]\nldrsb r0, [r1, r2]\nldrsh r0, [r1, r2]',
  'str r0, [r1, #4]\nstr r0, [r1, r2]\nstr r0, [sp, #8]\nstrb r0, [r1, #1]\nstrb r0, [r1, r2]\nstrh r0, [r1, #2]\nstrh r0, [r1, r2]',
  'ldm r1!, {r2, r3, r4}\nstm r5!, {r2, r4}\nstm r0!, {r3, r4, r5, r6, r7}\nldm r7, {r6, r7}',
  'push {r4, r5, r6, r7, lr}\npop {r4, r5, r6, r7}\npush {r0}\npop {r1}',
  'pop {r4, pc}',
  'adds r0, r0, r1\nmovs r0, #1\nlsls r0, r1, #2\nmuls r0, r1, r0\nadd r0, sp, #8\nsub sp, #8\nadd sp, #8',
  'bl L1\nL1: bx lr',
];

export const SNIPPETS: Record<Isa, readonly string[]> = {
  'x86-32': [...x86Common, ...x86_32],
  // x86-64 runs the common snippets too: 32-bit registers and addresses (0x67 prefix) in 64-bit mode.
  'x86-64': [...x86Common, ...x86_64],
  arm,
  thumb,
};

/** ARM-mode conditional memory instructions, each run with its condition passing and failing. */
export const ARM_CONDITIONAL = [
  'ldrne r0, [r1, #4]',
  'ldreq r0, [r1]',
  'ldrbeq r0, [r1, #1]',
  'ldrbpl r0, [r1]',
  'ldrge r0, [r1, #4]',
  'ldrgt r0, [r1, #4]',
  'ldrhs r0, [r1, #4]',
  'ldrlo r0, [r1, #4]',
  'ldrls r0, [r1, r2, lsl #2]',
  'ldrlt r0, [r1, r2, lsl #2]',
  'ldrmi r0, [r1, #4]',
  'ldrsbpl r0, [r1]',
  'ldrhhi r0, [r1, #2]',
  'streq r0, [r1, #4]',
  'strgt r0, [r1]',
  'strhls r0, [r1]',
  'strhpl r0, [r1]',
  'strlo r0, [r1, #4]',
  'strlt r0, [r1, r2, lsl #2]',
  'strmi r0, [r1, #4]',
  'strbne r0, [r1]',
  'ldrdeq r2, r3, [r1]',
  'strdne r2, r3, [r1]',
  'popge {r4, r5, pc}',
  'pople {r4, pc}',
  'popne {r4, r5, r6, r7, r8, r9, r10, r11, pc}',
  'pushne {r4, lr}',
  'ldmne r1, {r2, r3}',
  'ldmibeq r1, {r2, r3, r4}',
  'stmne r1, {r2, r3}',
  'stmibgt r1, {r2}',
];
