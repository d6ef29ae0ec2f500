// The descriptors' register and flag effects against execution: Unicorn's Cortex-M0 runs one
// instruction of sampled cases of every form with every register holding a distinct mapped,
// word-aligned value, and
// - every register that changed (r0–r12, sp, lr; pc aside) is a def of the descriptor: an operand
//   with role def/usedef, a register of a def register list, or an implicit def;
// - flags that changed belong to a form whose descriptor writes flags;
// - per form, every declared def (operand, list, implicit) and the flags of a flag-writing form
//   changed in at least one sampled case — a descriptor claims no effect that never happens.
// Cases sampled as in unicorn.part.ts (udf traps; bl beyond ±1 MiB leaves mapped memory).

import t from 'tap';
import { model, type ThumbInsn } from '../../../isa-models/thumb/model.js';
import { FORMS, type FormSpec } from '../../../isa-models/thumb/forms.js';
import { formCases } from '../../../isa-models/thumb/cases.js';
import { ARM_REG, check, uc, UC } from '../../../simulators/unicorn.js';
import { ARM_REG_NAMES } from '../../../isa-models/ual/registers.js';

const CODE = 0x100000n;
const MEMORY = 0x2000000;
const PER_FORM = 24;
/** Observable registers: r0–r12, sp, lr (pc changes with every instruction). */
const NAMES = ARM_REG_NAMES.slice(0, 15);
const ID = (name: string): number => (name === 'sp' ? ARM_REG.SP : name === 'lr' ? ARM_REG.LR : ARM_REG.R0 + Number(name.slice(1)));
/** Distinct, word-aligned, mapped: r_n = 0x400000 + 0x10404·n (sums of two stay mapped; low bytes differ, for shifts by register), sp, lr odd (Thumb). */
const START: Readonly<Record<string, bigint>> = Object.fromEntries(
  NAMES.map((n, i) => [n, n === 'sp' ? 0x800000n : n === 'lr' ? 0x1800001n : BigInt(0x400000 + 0x10404 * i)]),
);

/** The words around sp hold an odd (Thumb) code address, so `pop {pc}` returns somewhere valid. */
const STACK_FILL = Buffer.alloc(128, Buffer.from([0x01, 0x00, 0x00, 0x01]));

const out: unknown[] = [null];
check(uc.open(UC.ARCH_ARM, UC.MODE_THUMB, out) as number, 'uc_open');
const h = out[0];
check(uc.ctl(h, UC.CTL_WRITE_CPU_MODEL, 'int', UC.CPU_ARM_CORTEX_M0) as number, 'cpu model');
check(uc.memMap(h, 0, MEMORY, UC.PROT_ALL) as number, 'map');
t.teardown(() => uc.close(h));

function write(id: number, v: bigint): void {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(v);
  check(uc.regWrite(h, id, b) as number, 'reg write');
}

function read(id: number): bigint {
  const b = Buffer.alloc(8);
  check(uc.regRead(h, id, b) as number, 'reg read');
  return b.readBigUInt64LE() & 0xffffffffn;
}

/** Runs one instruction; returns the registers that changed and whether NZCV changed. */
function run(insn: ThumbInsn, nzcv: number): { regs: Set<string>; flags: boolean } {
  const code = model.encode(insn);
  check(uc.memWrite(h, CODE, Buffer.from(code), code.length) as number, 'code');
  check(uc.memWrite(h, START.sp! - 64n, STACK_FILL, STACK_FILL.length) as number, 'stack');
  for (const n of NAMES) write(ID(n), START[n]!);
  if (insn.form === 'bx rm' || insn.form === 'blx rm') write(ID(insn.ops[0] as string), 0x1000001n);
  const cpsr = read(ARM_REG.CPSR);
  write(ARM_REG.CPSR, (cpsr & 0x0fffffffn) | (BigInt(nzcv) << 28n));
  const before = new Map(NAMES.map((n) => [n, read(ID(n))]));
  const flagsBefore = read(ARM_REG.CPSR) >> 28n;
  const err = uc.emuStart(h, CODE | 1n, CODE + BigInt(code.length), 0, 1) as number;
  if (err !== 0) throw new Error(`run ${model.print(insn)}: uc_err ${err}`);
  return { regs: new Set(NAMES.filter((n) => read(ID(n)) !== before.get(n))), flags: read(ARM_REG.CPSR) >> 28n !== flagsBefore };
}

/** The registers a descriptor says `insn` may write (pc aside). */
function defsOf(spec: FormSpec, insn: ThumbInsn): Set<string> {
  const defs = new Set(spec.implicitDefs);
  spec.operands.forEach((d, i) => {
    if (d.role === 'use') return;
    const v = insn.ops[i]!;
    for (const r of Array.isArray(v) ? v : [v]) defs.add(r as string);
  });
  return defs;
}

function runnable(insn: ThumbInsn): boolean {
  return insn.form !== 'udf #imm8' && (insn.form !== 'bl target' || Math.abs(insn.ops[0] as number) < 0x100000);
}

t.test('Unicorn changes only the registers and flags the descriptors declare, and each declared effect occurs', async (t) => {
  const failures: string[] = [];
  let runs = 0;
  for (const spec of FORMS) {
    const cases = formCases(spec, 5).cases.filter(runnable);
    if (cases.length === 0) continue;
    const step = Math.max(1, Math.floor(cases.length / PER_FORM));
    const seen = { defs: new Set<string>(), flags: false };
    for (let i = 0; i < cases.length; i += step) {
      const insn = cases[i]!;
      const defs = defsOf(spec, insn);
      for (const nzcv of [0b0000, 0b1111, 0b0110]) {
        const got = run(insn, nzcv);
        runs++;
        for (const r of got.regs) if (!defs.has(r)) failures.push(`${model.print(insn)}: wrote ${r}, not a def`);
        if (got.flags && spec.flags !== 'write' && spec.flags !== 'readwrite') failures.push(`${model.print(insn)}: changed the flags`);
        spec.operands.forEach((d, k) => {
          if (d.role !== 'use' && [...got.regs].some((r) => defsOfOperand(insn, k).has(r))) seen.defs.add(d.name);
        });
        for (const r of spec.implicitDefs) if (got.regs.has(r)) seen.defs.add(r);
        seen.flags ||= got.flags;
      }
    }
    const declared = [...spec.operands.filter((d) => d.role !== 'use').map((d) => d.name), ...spec.implicitDefs];
    const never = declared.filter((d) => !seen.defs.has(d));
    if (never.length > 0) failures.push(`${spec.form}: declared defs never written: ${never.join(' ')}`);
    if ((spec.flags === 'write' || spec.flags === 'readwrite') && !seen.flags) failures.push(`${spec.form}: flags never changed`);
  }
  t.ok(runs > 3000, `${runs} runs`);
  t.same(failures.slice(0, 20), [], `${failures.length} disagreements`);
});

function defsOfOperand(insn: ThumbInsn, k: number): Set<string> {
  const v = insn.ops[k]!;
  return new Set((Array.isArray(v) ? v : [v]) as string[]);
}
