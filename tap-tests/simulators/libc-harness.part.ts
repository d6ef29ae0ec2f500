// The C library's runtime stubs in the emulator harness, on hand-written machine code for all four
// ISAs: printf's variadic arguments fetched where each ABI puts them (i386: the stack; x86-64: rdi,
// rsi, rdx, rcx; AAPCS: r0-r3 with a 64-bit value in the even pair r2:r3, then the stack), and
// malloc's heap: the interpreter's addresses, pages mapped as blocks are handed out and gone on the
// next run (a store to the heap without malloc faults).

import t from 'tap';
import { runImage } from '../../simulators/harness.js';
import { GLOBAL_BASE, HEAP_BASE, RUNTIME_STUBS, TEXT_BASE, type Image, type Isa } from '../../common/image.js';
import { assemble } from './assemble.js';

const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
const hex = (v: bigint): string => `0x${v.toString(16)}`;
const stub = (isa: Isa, name: string): string => hex(RUNTIME_STUBS.get(name)! | (isa === 'thumb' ? 1n : 0n));
const FORMAT = '%d,%lld,%d|%5s\0';

/** One function `f` from `source`, the format string at GLOBAL_BASE, then "ab" (rodata). */
function image(isa: Isa, source: string, format = FORMAT): Image {
  const text = assemble(isa, `.globl f\n${source}`);
  const rodata = new TextEncoder().encode(`${format}ab\0`);
  return {
    isa,
    segments: [
      { name: 'text', address: TEXT_BASE, size: text.length, bytes: text, perms: 'r-x' },
      { name: 'rodata', address: GLOBAL_BASE, size: rodata.length, bytes: rodata, perms: 'r--' },
    ],
    functions: [{ name: 'f', address: TEXT_BASE, size: text.length }],
    globals: [],
    slots: [],
    spillSites: null,
  };
}

const STR = hex(GLOBAL_BASE + BigInt(FORMAT.length));

/** printf(FORMAT, -5, 0x100000002LL, 7, "ab"), placed by hand per ABI. */
const PRINTF: Record<Isa, string> = {
  'x86-32': `f: push ${STR}\n push 7\n push 1\n push 2\n push -5\n push ${hex(GLOBAL_BASE)}\n mov eax, ${stub('x86-32', 'printf')}\n call eax\n add esp, 24\n ret`,
  'x86-64': `f: push rbx\n mov edi, ${hex(GLOBAL_BASE)}\n mov esi, -5\n movabs rdx, 0x100000002\n mov ecx, 7\n mov r8d, ${STR}\n mov rax, ${stub('x86-64', 'printf')}\n call rax\n pop rbx\n ret`,
  // a in r1, the long long in r2:r3, then 7 and the string on the stack.
  arm: `f: push {r4, lr}\n sub sp, sp, #8\n mov r0, #7\n str r0, [sp]\n ldr r0, =${STR}\n str r0, [sp, #4]\n ldr r0, =${hex(GLOBAL_BASE)}\n mvn r1, #4\n mov r2, #2\n mov r3, #1\n ldr r4, =${stub('arm', 'printf')}\n blx r4\n add sp, sp, #8\n pop {r4, pc}`,
  thumb: `f: push {r4, lr}\n sub sp, #8\n movs r0, #7\n str r0, [sp]\n ldr r0, =${STR}\n str r0, [sp, #4]\n ldr r0, =${hex(GLOBAL_BASE)}\n movs r1, #4\n mvns r1, r1\n movs r2, #2\n movs r3, #1\n ldr r4, =${stub('thumb', 'printf')}\n blx r4\n add sp, #8\n pop {r4, pc}`,
};

t.test('printf reads its variadic arguments per ABI', async (t) => {
  for (const isa of ISAS) {
    const o = runImage(image(isa, PRINTF[isa]), { entry: 'f', args: [] });
    t.equal(o.status, 'ok', `${isa}: ${o.reason ?? ''}`);
    t.equal(Buffer.from(o.stdout).toString(), '-5,4294967298,7|   ab', `${isa}: stdout`);
    t.equal(o.resultRegs[0]! & 0xffffffffn, 21n, `${isa}: printf returns the byte count`);
  }
});

t.test('a conversion the library does not implement ends the run as a fault naming it, not as ub', async (t) => {
  for (const isa of ISAS) {
    const o = runImage(image(isa, PRINTF[isa], '%f,%lld,%d|%5s\0'), { entry: 'f', args: [] });
    t.equal(o.status, 'fault', isa);
    t.match(o.reason, /conversion '%f' is not supported by Tessera's C library/, isa);
  }
});

t.test('x86-64: variadic arguments after the sixth come from the stack', async (t) => {
  const format = '%d%d%d%d%d|%s\0';
  const str = hex(GLOBAL_BASE + BigInt(format.length));
  const src = `f: push rbx\n push ${str}\n mov edi, ${hex(GLOBAL_BASE)}\n mov esi, 1\n mov edx, 2\n mov ecx, 3\n mov r8d, 4\n mov r9d, 5\n mov rax, ${stub('x86-64', 'printf')}\n call rax\n add rsp, 8\n pop rbx\n ret`;
  const o = runImage(image('x86-64', src, format), { entry: 'f', args: [] });
  t.equal(o.status, 'ok', o.reason ?? '');
  t.equal(Buffer.from(o.stdout).toString(), '12345|ab', 'five in registers, the string pointer above the return address');
});

/** p = malloc(10); p[4..8) = 1; return p. */
const MALLOC: Record<Isa, string> = {
  'x86-32': `f: push 10\n mov eax, ${stub('x86-32', 'malloc')}\n call eax\n add esp, 4\n mov dword ptr [eax+4], 1\n ret`,
  'x86-64': `f: push rbx\n mov edi, 10\n mov rax, ${stub('x86-64', 'malloc')}\n call rax\n mov dword ptr [rax+4], 1\n pop rbx\n ret`,
  arm: `f: push {r4, lr}\n mov r0, #10\n ldr r4, =${stub('arm', 'malloc')}\n blx r4\n mov r1, #1\n str r1, [r0, #4]\n pop {r4, pc}`,
  thumb: `f: push {r4, lr}\n movs r0, #10\n ldr r4, =${stub('thumb', 'malloc')}\n blx r4\n movs r1, #1\n str r1, [r0, #4]\n pop {r4, pc}`,
};

/** A store to HEAP_BASE without malloc. */
const WILD: Record<Isa, string> = {
  'x86-32': `f: mov dword ptr [${hex(HEAP_BASE)}], 1\n ret`,
  'x86-64': `f: mov dword ptr [${hex(HEAP_BASE)}], 1\n ret`,
  arm: `f: ldr r0, =${hex(HEAP_BASE)}\n str r1, [r0]\n bx lr`,
  thumb: `f: ldr r0, =${hex(HEAP_BASE)}\n str r1, [r0]\n bx lr`,
};

t.test('malloc: the interpreter’s heap addresses, mapped per run', async (t) => {
  for (const isa of ISAS) {
    for (const round of [1, 2]) {
      const o = runImage(image(isa, MALLOC[isa]), { entry: 'f', args: [] });
      t.equal(o.status, 'ok', `${isa} run ${round}: ${o.reason ?? ''}`);
      t.equal(o.resultRegs[0], HEAP_BASE, `${isa} run ${round}: the first block at HEAP_BASE every run`);
    }
    const wild = runImage(image(isa, WILD[isa]), { entry: 'f', args: [] });
    t.equal(wild.status, 'fault', `${isa}: the previous run's heap is gone`);
  }
});
