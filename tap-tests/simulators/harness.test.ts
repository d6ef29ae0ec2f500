// The ABI call harness on hand-written machine code for all four ISAs: arguments and results per
// calling convention, runtime stubs, entry slots, faults, the step budget, ABI violations, the two
// count derivations (every run here is made with exact hooks and both counts must agree), engine
// reuse and determinism.

import t, { type Test } from 'tap';
import { runImage, type ArgValue, type MachineOutcome, type RunRequest } from '../../simulators/harness.js';
import { GLOBAL_BASE, RUNTIME_STUBS, PAGE, SLOT_BASE, TEXT_BASE, type Image, type Isa, type Slot } from '../../common/image.js';
import { RUNTIME_FUNCTIONS } from '../../oracles/runtime.js';
import { assemble } from './assemble.js';

const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
const hex = (v: bigint): string => `0x${v.toString(16)}`;
const stub = (isa: Isa, name: string): string => hex(RUNTIME_STUBS.get(name)! | (isa === 'thumb' ? 1n : 0n));

/** An image of one or more functions assembled from `source` (labels name the functions), with a rodata and a data page. */
function image(isa: Isa, source: string, functions: readonly string[] = ['f'], slots: readonly Slot[] = []): Image {
  const labelled = functions.map((name) => `.globl ${name}\n`).join('') + source;
  const text = assemble(isa, labelled);
  const offsets = functionOffsets(isa, labelled, functions);
  return {
    isa,
    segments: [
      { name: 'text', address: TEXT_BASE, size: text.length, bytes: text, perms: 'r-x' },
      { name: 'rodata', address: GLOBAL_BASE, size: 8, bytes: new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]), perms: 'r--' },
      { name: 'data', address: GLOBAL_BASE + PAGE, size: 8, bytes: new Uint8Array(8), perms: 'rw-' },
    ],
    functions: functions.map((name, i) => ({
      name,
      address: TEXT_BASE + BigInt(offsets[i]!),
      size: (offsets[i + 1] ?? text.length) - offsets[i]!,
    })),
    globals: [
      { name: 'ro', address: GLOBAL_BASE, size: 8 },
      { name: 'rw', address: GLOBAL_BASE + PAGE, size: 8 },
    ],
    slots,
    spillSites: null,
  };
}

/** Function offsets: each named function is preceded by a `<name>:` label; assemble prefixes to measure. */
function functionOffsets(isa: Isa, source: string, functions: readonly string[]): number[] {
  return functions.map((name, i) => {
    if (i === 0) return 0; // only `.globl` lines precede the first function
    return assemble(isa, source.slice(0, source.indexOf(`${name}:`))).length;
  });
}

/** Runs with exact hooks; the hook-derived and block-derived counts must agree on every run. */
function run(tt: Test, img: Image, request: Partial<RunRequest> = {}): MachineOutcome {
  const o = runImage(img, { entry: 'f', args: [], exactHooks: true, ...request });
  tt.same(o.counts, o.blockCounts, `${img.isa}: hook and block counts agree`);
  return o;
}

const i32 = (v: bigint): ArgValue => ({ width: 32, value: v });
const i64 = (v: bigint): ArgValue => ({ width: 64, value: v });

const SUB: Record<Isa, string> = {
  'x86-32': 'f: mov eax, dword ptr [esp+4]\n sub eax, dword ptr [esp+8]\n ret',
  'x86-64': 'f: mov rax, rdi\n sub rax, rsi\n ret',
  arm: 'f: sub r0, r0, r1\n bx lr',
  thumb: 'f: subs r0, r0, r1\n bx lr',
};

t.test('arguments and results per calling convention', async (t) => {
  for (const isa of ISAS) {
    const o = run(t, image(isa, SUB[isa]), { args: [i32(10n), i32(3n)] });
    t.equal(o.status, 'ok', isa);
    t.equal(BigInt.asIntN(32, o.resultRegs[0]!), 7n, `${isa}: 10 - 3`);
    t.ok(o.counts.instructions >= 2, `${isa}: instructions counted`);
  }
  const x86loads = run(t, image('x86-32', SUB['x86-32']), { args: [i32(1n), i32(2n)] }).counts;
  t.same([x86loads.instructions, x86loads.loads, x86loads.stores, x86loads.accesses], [3, 3, 0, 3], 'i386: two stack loads and ret');
});

t.test('64-bit arguments: even register pairs (AAPCS), two stack slots (i386)', async (t) => {
  // f(i32 a, i64 b) returns the high word of b: AAPCS puts b in r2:r3, i386 at [esp+8].
  const src: Record<Isa, string> = {
    'x86-32': 'f: mov eax, dword ptr [esp+12]\n ret',
    'x86-64': 'f: mov rax, rsi\n shr rax, 32\n ret',
    arm: 'f: mov r0, r3\n bx lr',
    thumb: 'f: mov r0, r3\n bx lr',
  };
  for (const isa of ISAS) {
    const o = run(t, image(isa, src[isa]), { args: [i32(1n), i64(0x1234567800000009n)] });
    t.equal(o.resultRegs[0]! & 0xffffffffn, 0x12345678n, isa);
  }
});

const PUTCHAR: Record<Isa, (stub: string) => string> = {
  'x86-32': (s) => `f: push 65\n mov eax, ${s}\n call eax\n add esp, 4\n mov eax, 7\n ret`,
  'x86-64': (s) => `f: push rbx\n mov edi, 65\n mov rax, ${s}\n call rax\n mov eax, 7\n pop rbx\n ret`,
  arm: (s) => `f: push {r4, lr}\n mov r0, #65\n ldr r3, =${s}\n blx r3\n mov r0, #7\n pop {r4, pc}`,
  thumb: (s) => `f: push {r4, lr}\n movs r0, #65\n ldr r3, =${s}\n blx r3\n movs r0, #7\n pop {r4, pc}`,
};

t.test('runtime stubs: putchar writes stdout, exit ends the run, neither is counted', async (t) => {
  for (const isa of ISAS) {
    const o = run(t, image(isa, PUTCHAR[isa](stub(isa, 'putchar'))));
    t.equal(o.status, 'ok', isa);
    t.equal(Buffer.from(o.stdout).toString(), 'A', `${isa}: stdout`);
    t.equal(o.resultRegs[0]! & 0xffn, 7n, `${isa}: returns after the call`);
    const exit = run(t, image(isa, PUTCHAR[isa](stub(isa, 'exit'))));
    t.equal(exit.exit, 65, `${isa}: exit(65)`);
    t.ok(exit.counts.instructions < o.counts.instructions, `${isa}: nothing after exit runs`);
  }
});

const LOAD_NULL: Record<Isa, string> = {
  'x86-32': 'f: mov eax, dword ptr [0x10]\n ret',
  'x86-64': 'f: mov eax, dword ptr [0x10]\n ret',
  arm: 'f: mov r0, #16\n ldr r0, [r0]\n bx lr',
  thumb: 'f: movs r0, #16\n ldr r0, [r0]\n bx lr',
};

t.test('faults: unmapped read, write to rodata, invalid instruction', async (t) => {
  for (const isa of ISAS) {
    const o = run(t, image(isa, LOAD_NULL[isa]));
    t.equal(o.status, 'fault', `${isa}: null page`);
    t.equal(o.fault?.address, 0x10n, `${isa}: fault address`);
    t.match(o.fault?.instruction ?? '', /^(mov|ldr)/, `${isa}: disassembled`);
    t.equal(
      o.fault?.pc,
      o.fault?.instruction.startsWith('mov') && isa.startsWith('x86') ? TEXT_BASE : TEXT_BASE + (isa === 'thumb' ? 2n : 4n),
      `${isa}: pc of the load`,
    );
    t.match(o.reason ?? '', /read of unmapped memory at 0x10/);
  }
  const rodata: Record<Isa, string> = {
    'x86-32': `f: mov dword ptr [${hex(GLOBAL_BASE)}], 1\n ret`,
    'x86-64': `f: mov dword ptr [${hex(GLOBAL_BASE)}], 1\n ret`,
    arm: `f: ldr r0, =${hex(GLOBAL_BASE)}\n str r1, [r0]\n bx lr`,
    thumb: `f: ldr r0, =${hex(GLOBAL_BASE)}\n str r1, [r0]\n bx lr`,
  };
  for (const isa of ISAS) {
    const o = run(t, image(isa, rodata[isa]));
    t.equal(o.status, 'fault', `${isa}: rodata is read-only`);
    t.match(o.reason ?? '', /write to read-only memory/, isa);
  }
  const invalid: Record<Isa, string> = {
    'x86-32': 'f: ud2',
    'x86-64': 'f: ud2',
    arm: 'f: .inst 0xe7f000f0',
    thumb: 'f: .inst.w 0xf500707a',
  };
  for (const isa of ISAS) {
    const o = run(t, image(isa, invalid[isa]));
    t.equal(o.status, 'fault', `${isa}: invalid instruction`);
    t.equal(o.fault?.pc, TEXT_BASE, `${isa}: at the entry`);
    t.equal(o.counts.instructions, 0, `${isa}: the faulting instruction did not execute`);
  }
});

// Local labels: a branch to a global symbol would carry a relocation that assemble() leaves unapplied.
const LOOP: Record<Isa, string> = {
  'x86-32': 'f:\n.Ll: inc eax\n mov dword ptr [esp-4], eax\n jmp .Ll',
  'x86-64': 'f:\n.Ll: inc eax\n mov dword ptr [rsp-4], eax\n jmp .Ll',
  arm: 'f:\n.Ll: add r0, r0, #1\n str r0, [sp, #-4]\n b .Ll',
  thumb: 'f:\n.Ll: adds r0, #1\n str r0, [sp]\n b .Ll',
};

t.test('the step budget stops exactly at maxSteps, inside a block', async (t) => {
  for (const isa of ISAS) {
    for (const maxSteps of [1, 2, 3, 1000, 1001]) {
      const o = run(t, image(isa, LOOP[isa]), { maxSteps });
      t.equal(o.status, 'step-limit', `${isa} ${maxSteps}`);
      t.equal(o.counts.instructions, maxSteps, `${isa}: exactly ${maxSteps} instructions ran`);
      t.equal(o.counts.stores, Math.floor((maxSteps + 1) / 3), `${isa}: one store per full iteration`);
    }
  }
});

t.test('ABI violations name the register', async (t) => {
  const clobber: Record<Isa, [string, string]> = {
    'x86-32': ['f: mov ebx, 1\n ret', 'ebx'],
    'x86-64': ['f: mov r12, 1\n ret', 'r12'],
    arm: ['f: mov r4, #1\n bx lr', 'r4'],
    thumb: ['f: movs r7, #1\n bx lr', 'r7'],
  };
  const sp: Record<Isa, string> = {
    'x86-32': 'f: pop ecx\n add esp, 4\n jmp ecx',
    'x86-64': 'f: pop rcx\n add rsp, 8\n jmp rcx',
    arm: 'f: sub sp, sp, #8\n bx lr',
    thumb: 'f: sub sp, #8\n bx lr',
  };
  for (const isa of ISAS) {
    const o = run(t, image(isa, clobber[isa][0]));
    t.equal(o.status, 'abi-violation', isa);
    t.match(o.reason ?? '', new RegExp(`callee-saved register ${clobber[isa][1]} not preserved`), isa);
    const s = run(t, image(isa, sp[isa]));
    t.equal(s.status, 'abi-violation', `${isa}: stack pointer`);
    t.match(s.reason ?? '', /stack pointer/, isa);
  }
});

t.test('entry slots: a jump slot reaches the function, an undefined one faults', async (t) => {
  const call: Record<Isa, (slot: string) => string> = {
    'x86-32': (s) => `f: mov eax, ${s}\n call eax\n inc eax\n ret\ng: mov eax, 41\n ret`,
    'x86-64': (s) => `f: push rbx\n mov eax, ${s}\n call rax\n inc eax\n pop rbx\n ret\ng: mov eax, 41\n ret`,
    arm: (s) => `f: push {r4, lr}\n ldr r3, =${s}\n blx r3\n add r0, r0, #1\n pop {r4, pc}\n .ltorg\ng: mov r0, #41\n bx lr`,
    thumb: (s) => `f: push {r4, lr}\n ldr r3, =${s}\n blx r3\n adds r0, #1\n pop {r4, pc}\n .ltorg\ng: movs r0, #41\n bx lr`,
  };
  for (const isa of ISAS) {
    const bit = isa === 'thumb' ? 1n : 0n;
    const probe = image(isa, call[isa](hex(SLOT_BASE + 16n + bit)), ['f', 'g']);
    const g = probe.functions[1]!.address;
    const slots: Slot[] = [
      { address: SLOT_BASE, function: 'missing', action: { kind: 'undefined', name: 'missing' } },
      { address: SLOT_BASE + 16n, function: 'g', action: { kind: 'jump', target: g } },
    ];
    const o = run(t, { ...probe, slots });
    t.equal(o.status, 'ok', isa);
    t.equal(o.resultRegs[0]! & 0xffn, 42n, `${isa}: g() + 1 through the slot`);
    const bad = run(t, image(isa, call[isa](hex(SLOT_BASE + bit)), ['f', 'g'], slots));
    t.equal(bad.status, 'fault', `${isa}: undefined function`);
    t.match(bad.reason ?? '', /call to undefined function @missing/);
  }
});

t.test('engine reuse and determinism: identical runs give identical outcomes', async (t) => {
  for (const isa of ISAS) {
    const img = image(isa, PUTCHAR[isa](stub(isa, 'putchar')));
    const a = runImage(img, { entry: 'f', args: [] });
    runImage(image(isa, LOAD_NULL[isa]), { entry: 'f', args: [] });
    const b = runImage(img, { entry: 'f', args: [] });
    t.same(b, a, `${isa}: a fault in between leaves no trace`);
    t.equal(a.blockCounts, null, 'the fast path reports one derivation');
  }
  t.throws(() => runImage(image('x86-32', SUB['x86-32']), { entry: 'nope', args: [] }), /no function @nope/);
  // Unicorn keeps translated blocks across remapping: the machine must flush them per image.
  for (const isa of ISAS) {
    const a = image(isa, SUB[isa]);
    const b = image(isa, SUB[isa].replace(/sub/g, 'add'));
    const results = [a, b, a, b].map((img) => BigInt.asIntN(32, runImage(img, { entry: 'f', args: [i32(10n), i32(3n)] }).resultRegs[0]!));
    t.same(results, [7n, 13n, 7n, 13n], `${isa}: each image runs its own code at the same address`);
  }
});

t.test('the image format names exactly the runtime functions the shared runtime implements, in stub order', async (t) => {
  t.same([...RUNTIME_STUBS.keys()], [...RUNTIME_FUNCTIONS.keys()]);
});
