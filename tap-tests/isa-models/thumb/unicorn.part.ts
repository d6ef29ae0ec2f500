// The descriptors' memory effects against execution: Unicorn's Cortex-M0 runs the model's bytes
// for sampled cases of every form (tap-tests/simulators/unicorn-probe.ts: registers hold a mapped
// data address, sp the stack) and its memory hooks must show exactly what the descriptor says —
// no access for `none`, only reads for `load`, only writes for `store` — with one access per listed
// register for push/pop/ldm/stm and the access width of the mnemonic (b, h, word) otherwise. This
// is the static classification the dynamic load/store counts rely on. (bl cases beyond ±1 MiB would
// leave the probe's mapped memory and are not run; udf traps.)

import t from 'tap';
import { model, type ThumbInsn } from '../../../isa-models/thumb/model.js';
import { FORMS } from '../../../isa-models/thumb/forms.js';
import { formCases } from '../../../isa-models/thumb/cases.js';
import { closeProbes, CODE, probe, type MemEvent, type ProbeOptions } from '../../simulators/unicorn-probe.js';
import { ARM_REG } from '../../../simulators/unicorn.js';

t.teardown(closeProbes);

/** Cases per form, spread over its case list. */
const PER_FORM = 12;
/** A permanently undefined instruction traps: nothing to observe. */
const SKIP = new Set(['udf #imm8']);

function expectedAccesses(insn: ThumbInsn): { count: number; size: number } {
  const list = insn.ops.find((v) => Array.isArray(v)) as readonly string[] | undefined;
  if (list !== undefined) return { count: list.length, size: 4 };
  const m = /^(ldr|str)(s?)(b|h)?/.exec(insn.form)!;
  return { count: 1, size: m[3] === 'b' ? 1 : m[3] === 'h' ? 2 : 4 };
}

/** bx/blx need a Thumb (odd) mapped address in rm; bl must stay inside the probe's 32 MiB. */
function runnable(insn: ThumbInsn): ProbeOptions | null {
  if (insn.form === 'bl target') return Math.abs(insn.ops[0] as number) < 0x100000 ? {} : null;
  if (insn.form !== 'bx rm' && insn.form !== 'blx rm') return {};
  const rm = insn.ops[0] as string;
  const id = rm === 'sp' ? ARM_REG.SP : rm === 'lr' ? ARM_REG.LR : ARM_REG.R0 + Number(rm.slice(1));
  return { regs: new Map([[id, (CODE + 0x100n) | 1n]]) };
}

function describe(events: readonly MemEvent[]): string {
  return events.map((e) => `${e.kind}${e.size}`).join(' ') || 'no access';
}

t.test('Unicorn sees each form access memory as its descriptor says', async (t) => {
  const failures: string[] = [];
  let runs = 0;
  for (const spec of FORMS) {
    if (SKIP.has(spec.form)) continue;
    const cases = formCases(spec, 3).cases;
    const step = Math.max(1, Math.floor(cases.length / PER_FORM));
    for (let i = 0; i < cases.length; i += step) {
      const insn = cases[i]!;
      const options = runnable(insn);
      if (options === null) continue;
      const events = probe('thumb', model.encode(insn), 1, options).get(CODE) ?? [];
      runs++;
      const text = model.print(insn);
      const kinds = new Set(events.map((e) => e.kind));
      if (spec.memory === 'none') {
        if (events.length > 0) failures.push(`${text}: descriptor says none, Unicorn ${describe(events)}`);
        continue;
      }
      const want = expectedAccesses(insn);
      const kind = spec.memory === 'load' ? 'read' : 'write';
      const ok = kinds.size === 1 && kinds.has(kind) && events.length === want.count && events.every((e) => e.size === want.size);
      if (!ok) failures.push(`${text}: descriptor ${spec.memory} ×${want.count} of ${want.size}, Unicorn ${describe(events)}`);
    }
  }
  t.ok(runs > 600, `${runs} instructions run`);
  t.same(failures.slice(0, 20), [], `${failures.length} disagreements`);
});
