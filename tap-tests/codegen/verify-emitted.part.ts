// The verifier after code generation (engine/codegen/verify-emitted.ts): clean on what the real
// pipeline emits, and each of its checks fails on an emitted function broken in its way — bytes
// that are not the instruction's encoding, a spill slot outside the frame, a local over a spill
// slot (the planted bug `local-overlaps-spill`, caught in the pipeline as a BackendFault of pass
// `emit`), an epilogue that forgets a pop, and an sp adjustment left unbalanced.

import t from 'tap';
import { BackendFault, compileModule, type CompiledFunction } from '../../engine/codegen/pipeline.js';
import { verifyEmitted } from '../../engine/codegen/verify-emitted.js';
import { parseModule } from '../../engine/frontend/parse.js';
import { TARGETS } from '../../engine/targets/target.js';
import { plantBug } from '../../common/planted-bugs.js';
import type { Isa } from '../../isa-models/types.js';

// A local object, a value live across a call (a callee-saved register under linear-scan), spill
// slots under spill-all.
const SOURCE = `
declare i32 @g(i32)
define i32 @f(i32 %a, i32 %b) {
entry:
  %p = alloca i32, align 4
  store i32 %b, i32* %p, align 4
  %c = call i32 @g(i32 %a)
  %x = load i32, i32* %p, align 4
  %s = add i32 %x, %c
  %t = add i32 %s, %a
  ret i32 %t
}
`;
const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];

/** The corpus's datalayout and triple per target (32-bit pointers on the 32-bit targets). */
const HEADER: Readonly<Record<Isa, string>> = {
  'x86-32':
    'target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"\ntarget triple = "i386-unknown-linux-gnu"',
  'x86-64':
    'target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"\ntarget triple = "x86_64-unknown-linux-gnu"',
  arm: 'target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"\ntarget triple = "armv6-none-unknown-eabi"',
  thumb: 'target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"\ntarget triple = "thumbv6m-none-unknown-eabi"',
};

function compiled(isa: Isa, ra: string): CompiledFunction {
  const c = compileModule(parseModule(`${HEADER[isa]}\n${SOURCE}`, 'verify-emitted.ll'), isa, { isel: 'maxmunch', ra });
  return c.functions.find((f) => f.emitted.name === 'f')!;
}

const messages = (f: CompiledFunction, isa: Isa): string =>
  verifyEmitted(f.emitted, f.mir, f.alloc, TARGETS[isa])
    .map((p) => `${p.pass} @${p.fn}: ${p.message}`)
    .join('\n');

for (const isa of ISAS) {
  t.test(`${isa}: what the pipeline emits passes; each kind of damage is reported`, async (t) => {
    for (const ra of ['linear-scan', 'spill-all']) {
      const f = compiled(isa, ra);
      t.equal(messages(f, isa), '', `${ra}: clean`);
      if (ra === 'linear-scan')
        t.ok(f.emitted.frame.saved.length > 0, 'a callee-saved register is saved (the stack walk has pops to pair)');
    }
    const f = compiled(isa, 'spill-all');
    t.ok(f.alloc.spillSlots > 0, 'spill-all gives spill slots');

    // bytes that are not the instruction's encoding
    const bytes = f.emitted.bytes.slice();
    const first = f.emitted.insns[0]!;
    bytes[first.offset] = bytes[first.offset]! ^ 0xff;
    t.match(messages({ ...f, emitted: { ...f.emitted, bytes } }, isa), /encodes to other bytes than those emitted/, 'a changed byte');

    // a spill slot beyond the frame
    const frame = f.emitted.frame;
    const outside = { ...frame, slotOffsets: frame.slotOffsets.map((o, k) => (k === 0 ? frame.size : o)) };
    t.match(
      messages({ ...f, emitted: { ...f.emitted, frame: outside } }, isa),
      /spill slot 0 at sp\+\d+\.\.\d+ lies outside the frame/,
      'a slot outside the frame',
    );

    // an epilogue that pops nothing: the return finds sp off and registers still pushed
    const saving = compiled(isa, 'linear-scan');
    const pops = saving.emitted.insns.filter((i) => {
      const fx = TARGETS[isa].stackEffect(i.insn);
      return fx.kind === 'pop';
    });
    t.ok(pops.length > 0, 'the epilogue pops');
    const noPop = saving.emitted.insns.filter((i) => !pops.includes(i));
    const m = messages({ ...saving, emitted: { ...saving.emitted, insns: noPop } }, isa);
    if (isa === 'arm' || isa === 'thumb')
      t.match(
        m,
        /the code ends with sp -?\d+ bytes off the body's .* without a return/,
        'an epilogue without its pop (ARM/Thumb: the pop is the return)',
      );
    else t.match(m, /returns with sp \d+ bytes below its entry value/, 'a return without its pops');

    // an sp adjustment dropped from the epilogue
    const adjusts = f.emitted.insns.filter((i) => {
      const fx = TARGETS[isa].stackEffect(i.insn);
      return fx.kind === 'adjust' && fx.bytes > 0;
    });
    t.ok(adjusts.length > 0, 'the epilogue raises sp');
    const unbalanced = f.emitted.insns.filter((i) => i !== adjusts[adjusts.length - 1]);
    t.match(
      messages({ ...f, emitted: { ...f.emitted, insns: unbalanced } }, isa),
      /bytes below its entry value|pops \{/,
      'an unbalanced sp',
    );
  });
}

t.test('the planted bug local-overlaps-spill is a BackendFault of pass emit', async (t) => {
  plantBug('local-overlaps-spill');
  try {
    for (const isa of ISAS) {
      const e = (() => {
        try {
          compiled(isa, 'spill-all');
          return null;
        } catch (err) {
          return err;
        }
      })();
      t.ok(e instanceof BackendFault, `${isa}: a BackendFault`);
      if (e instanceof BackendFault) {
        t.equal(e.pass, 'emit', `${isa}: of pass emit`);
        t.match(e.message, /local object \d+ .* overlaps spill slot|spill slot \d+ .* overlaps local object/, `${isa}: names the overlap`);
      }
    }
  } finally {
    plantBug(null);
  }
});
