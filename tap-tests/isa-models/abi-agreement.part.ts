// The ISA models' ABI descriptions (isa-models/<isa>) and the emulator harness's calling conventions
// (simulators/abi.ts) name the same registers in the same roles — the back end will emit code under
// the first and the harness will call it under the second, so they must not drift apart.
//
// Two differences are by design and pinned here (why simulators/abi.ts keeps its own tables):
// - AAPCS result registers: the models list r0, r1 (what a C integer result occupies); the harness
//   lists r0–r3, because the run-time ABI helpers __aeabi_ldivmod/__aeabi_uldivmod return
//   {quotient, remainder} as a 128-bit value in r0–r3 (RTABI §4.3.1), which the trap handler writes.
// - Caller-saved on ARM/Thumb: the models include lr (a call overwrites it, which an allocator must
//   know); the harness scrambles caller-saved registers after a runtime call and then returns through
//   lr, so lr is not in its list.

import t from 'tap';
import { MODELS, REGISTERED } from '../../isa-models/index.js';
import { ABIS } from '../../simulators/abi.js';

const names = (regs: readonly { readonly name: string }[]): string[] => regs.map((r) => r.name);

t.test('all four ISAs have a model', async (t) => {
  t.same([...REGISTERED], ['x86-32', 'x86-64', 'arm', 'thumb']);
});

t.test('model ABI and harness ABI agree on every register role', async (t) => {
  for (const isa of REGISTERED) {
    const model = MODELS[isa]!.abi;
    const harness = ABIS[isa];
    const aapcs = isa === 'arm' || isa === 'thumb';
    t.equal(model.wordBytes, harness.wordBytes, `${isa} word size`);
    t.equal(model.stackAlign, harness.stackAlign, `${isa} stack alignment`);
    t.equal(model.sp, harness.sp.name, `${isa} sp`);
    t.equal(model.pc, harness.pc.name, `${isa} pc`);
    t.equal(model.lr, harness.lr?.name ?? null, `${isa} lr`);
    t.same(model.argRegs, names(harness.argRegs), `${isa} argument registers`);
    t.same(model.calleeSaved, names(harness.calleeSaved), `${isa} callee-saved`);
    t.same(model.resultRegs, names(harness.resultRegs).slice(0, aapcs ? 2 : undefined), `${isa} result registers`);
    t.same(
      model.callerSaved.filter((r) => r !== model.lr),
      names(harness.callerSaved),
      `${isa} caller-saved (lr aside)`,
    );
    t.same(model.calleeSaved, MODELS[isa]!.registers.calleeSaved, `${isa}: the register file's callee-saved list is the ABI's`);
  }
});
