// The A32 verification cases (the contract of isa-models/verify.ts): for every form, every register
// in every register slot, every condition, the immediate boundaries of its fields, and draws from
// the seed beyond that.
//
// Contract: deterministic in `seed` (CaseRng). Every case encodes (valid by construction: writeback
// forms get rn ≠ rt, long multiplies rdlo ≠ rdhi, ldm/stm writeback a list without rn). Per form:
// a register sweep (case i puts register (i + k) mod 15 into the form's k-th register slot, so each
// slot sees r0–r14 and slots never collide), one case per condition, the value list of the form
// (rotated immediates: every rotation of 0x01, 0xff, 0xa5 and 0x81, plus boundaries and values with
// several encodings; shift amounts: every amount for mov/add/sub/ldr/str and the boundaries
// 1 2 16 31 32 elsewhere; offsets: min, min+1, -1, 0, 1, max-1, max and nibble edges; branch
// targets: both ends of ±32 MB; register lists: every member alone, all members, random subsets),
// and RANDOM_PER_FORM draws with every field random.

import { CONDS, type Cond } from '../ual/conditions.js';
import { SHIFT_OPS, type ShiftOp } from '../ual/operands.js';
import { type ArmReg, isArmReg, NO_PC_REGS, regNum } from '../ual/registers.js';
import type { AsmCase } from '../types.js';
import { ARM_CLASSES } from './abi.js';
import { BRANCH_RANGE } from './descriptors.js';
import { type ArmInsn, dpClass, type FormSpec, FORM_SPECS, formName } from './forms.js';
import { decodeRotated } from './immediates.js';
import { CaseRng } from '../rng.js';

const RANDOM_PER_FORM = 8;
const GPR = NO_PC_REGS;

type Fields = Omit<ArmInsn, 'form' | 'cond'>;
/** Picks the register for a slot (the k-th register operand of the form). */
type RegPick = (slot: number, avoid?: readonly ArmReg[]) => ArmReg;

function randomPick(rng: CaseRng): RegPick {
  return (_slot, avoid = []) => rng.pick(GPR.filter((r) => !avoid.includes(r)));
}

function sweepPick(i: number): RegPick {
  return (slot) => GPR[(i + slot) % GPR.length]!;
}

function maxAmount(op: ShiftOp): number {
  return op === 'lsr' || op === 'asr' ? 32 : 31;
}

function randomShift(rng: CaseRng): { shift: ShiftOp; amount: number } {
  const shift = rng.pick(SHIFT_OPS);
  return { shift, amount: rng.int(1, maxAmount(shift)) };
}

function randomRotated(rng: CaseRng): number {
  return decodeRotated(rng.int(0, 0xfff));
}

function randomList(rng: CaseRng, members: readonly ArmReg[], avoid?: ArmReg): ArmReg[] {
  const pool = members.filter((r) => r !== avoid);
  const picked = pool.filter(() => rng.bool());
  return picked.length > 0 ? picked : [rng.pick(pool)];
}

/** One instruction of `spec` with registers from `pick` and every other field random. */
function draw(spec: FormSpec, rng: CaseRng, pick: RegPick): Fields {
  switch (spec.kind) {
    case 'dp': {
      const cls = dpClass(spec.op);
      const f: Record<string, unknown> = {};
      let slot = 0;
      if (cls !== 'compare') f.rd = pick(slot++);
      if (cls !== 'move') f.rn = pick(slot++);
      if (spec.shape === 'imm') return { ...f, imm: randomRotated(rng) };
      f.rm = pick(slot++);
      if (spec.shape === 'shift-imm') return { ...f, ...randomShift(rng) };
      if (spec.shape === 'shift-reg') return { ...f, shift: rng.pick(SHIFT_OPS), rs: pick(slot) };
      return f;
    }
    case 'mul': {
      if (spec.op === 'mul') return { rd: pick(0), rn: pick(1), rm: pick(2) };
      if (spec.op === 'mla') return { rd: pick(0), rn: pick(1), rm: pick(2), ra: pick(3) };
      const rdlo = pick(0);
      return { rdlo, rdhi: pick(1, [rdlo]), rn: pick(2), rm: pick(3) };
    }
    case 'ldst':
    case 'ldsth': {
      const rt = pick(0);
      const rn = pick(1, spec.index === 'offset' ? [] : [rt]);
      const limit = spec.kind === 'ldst' ? 4095 : 255;
      switch (spec.offset) {
        case 'imm':
          return { rt, rn, imm: rng.int(-limit, limit) };
        case 'reg':
          return { rt, rn, rm: pick(2) };
        case 'shift':
          return { rt, rn, rm: pick(2), ...randomShift(rng) };
      }
    }
    case 'literal':
      return { rt: pick(0), imm: rng.int(-4095, 4095) };
    case 'ldm': {
      const rn = pick(0);
      return { rn, regs: randomList(rng, ARM_CLASSES.reglist!, spec.writeback ? rn : undefined) };
    }
    case 'push':
      return { regs: randomList(rng, ARM_CLASSES.reglist!) };
    case 'pop':
      return spec.ret
        ? {
            regs: [
              ...randomList(
                rng,
                ARM_CLASSES.reglist!.filter((r) => r !== 'lr'),
              ),
              'pc' as const,
            ],
          }
        : { regs: randomList(rng, ARM_CLASSES.reglist!) };
    case 'branch':
      return { target: rng.int(Number(BRANCH_RANGE[0]) / 4, Number(BRANCH_RANGE[1]) / 4) * 4 };
    case 'bx':
      return { rm: pick(0) };
  }
}

const ROTATED_SEEDS = [0x01, 0xff, 0xa5, 0x81];
const ROTATED_EDGES = [0, 1, 255, 256, 0x3fc, 0x104, 4, 0xff000000, 0xf000000f, 0x80000000, 0xc000003f, 0x000ff000, 0xfc000003];

function rotatedValues(): number[] {
  const values = new Set<number>(ROTATED_EDGES.map((v) => v >>> 0));
  for (const imm8 of ROTATED_SEEDS) for (let rot = 0; rot < 16; rot++) values.add(decodeRotated((rot << 8) | imm8));
  return [...values];
}

const FULL_SHIFT_SWEEP = new Set(['mov', 'add', 'sub', 'ldr', 'str']);

function shiftValues(op: string): { shift: ShiftOp; amount: number }[] {
  const out: { shift: ShiftOp; amount: number }[] = [];
  for (const shift of SHIFT_OPS) {
    const max = maxAmount(shift);
    const amounts = FULL_SHIFT_SWEEP.has(op) ? Array.from({ length: max }, (_, i) => i + 1) : [1, 2, 16, 31, max];
    for (const amount of new Set(amounts)) out.push({ shift, amount });
  }
  return out;
}

function offsetValues(limit: number): number[] {
  const edges = [-limit, -limit + 1, -1, 0, 1, limit - 1, limit];
  return limit === 255 ? [...edges, 15, 16, -15, -16] : [...edges, 255, 256, -256];
}

function listValues(members: readonly ArmReg[]): ArmReg[][] {
  return [...members.map((r) => [r]), [...members]];
}

/** The form's special values, each as the fields it overrides in a random draw. */
function valueOverrides(spec: FormSpec): Fields[] {
  switch (spec.kind) {
    case 'dp':
      if (spec.shape === 'imm') return rotatedValues().map((imm) => ({ imm }));
      if (spec.shape === 'shift-imm') return shiftValues(spec.op);
      if (spec.shape === 'shift-reg') return SHIFT_OPS.map((shift) => ({ shift }));
      return [];
    case 'ldst':
    case 'ldsth':
      if (spec.offset === 'imm') return offsetValues(spec.kind === 'ldst' ? 4095 : 255).map((imm) => ({ imm }));
      return spec.offset === 'shift' ? shiftValues(spec.op) : [];
    case 'literal':
      return offsetValues(4095).map((imm) => ({ imm }));
    case 'ldm':
    case 'push':
      return listValues(ARM_CLASSES.reglist!).map((regs) => ({ regs }));
    case 'pop':
      return spec.ret
        ? [
            ['pc'] as ArmReg[],
            ...ARM_CLASSES.reglist!.filter((r) => r !== 'lr').map((r) => [r, 'pc'] as ArmReg[]),
            [...ARM_CLASSES['reglist-ret']!],
          ].map((regs) => ({ regs }))
        : listValues(ARM_CLASSES.reglist!).map((regs) => ({ regs }));
    case 'branch': {
      const [lo, hi] = [Number(BRANCH_RANGE[0]), Number(BRANCH_RANGE[1])];
      return [lo, lo + 4, -4, 0, 4, 8, 12, hi - 4, hi].map((target) => ({ target }));
    }
    case 'mul':
    case 'bx':
      return [];
  }
}

/** Applies overrides, keeping the draw valid (an ldm/stm writeback list never holds rn). */
function withOverride(spec: FormSpec, fields: Fields, override: Fields): Fields {
  const merged = { ...fields, ...override };
  if (spec.kind === 'ldm' && spec.writeback && merged.regs !== undefined && merged.rn !== undefined && merged.regs.includes(merged.rn)) {
    const free = GPR.find((r) => !merged.regs!.includes(r));
    if (free === undefined) throw new Error('no free base register');
    return { ...merged, rn: free };
  }
  return merged;
}

function formCases(spec: FormSpec, rng: CaseRng): ArmInsn[] {
  const form = formName(spec);
  const make = (cond: Cond, fields: Fields): ArmInsn => {
    const sorted = fields.regs === undefined ? fields : { ...fields, regs: [...fields.regs].sort((a, b) => regNum(a) - regNum(b)) };
    return { form, cond, ...sorted };
  };
  const out: ArmInsn[] = [];
  for (let i = 0; i < GPR.length; i++) out.push(make('al', draw(spec, rng, sweepPick(i))));
  for (const cond of CONDS) out.push(make(cond, draw(spec, rng, randomPick(rng))));
  for (const override of valueOverrides(spec)) {
    out.push(make('al', withOverride(spec, draw(spec, rng, randomPick(rng)), override)));
  }
  for (let i = 0; i < RANDOM_PER_FORM; i++) out.push(make(rng.pick(CONDS), draw(spec, rng, randomPick(rng))));
  return out;
}

const OTHER_REGS: readonly ArmReg[] = ['r1', 'r2', 'r3', 'r4', 'r5'];

/** Register pairs that may not coincide in a form (UNPREDICTABLE; llvm-mc refuses them). */
function mayTie(spec: FormSpec, a: string, b: string): boolean {
  const pair = [a, b].sort().join(' ');
  if (pair === 'rdhi rdlo') return false;
  return !((spec.kind === 'ldst' || spec.kind === 'ldsth') && spec.index !== 'offset' && pair === 'rn rt');
}

/**
 * Tied register choices: for every form and every pair of its register operands that may name the
 * same register, cases where they do (r0, r7, sp, lr): the two-address shapes a back end emits
 * (`add r0, r0, r1`, `mul r0, r0, r1`, ARMv6 allowing rd = rm). Kept apart from `armCases` so the
 * recorded golden file of armCases stays valid; tap-tests/isa-models/arm/ verifies them live.
 */
export function* armTiedCases(seed: number): Iterable<AsmCase<ArmInsn>> {
  const rng = new CaseRng(seed ^ 0x71ed);
  for (const spec of FORM_SPECS) {
    const form = formName(spec);
    // Other operands get r1, r2, … so that the tied pair is the only coincidence.
    const base = draw(spec, rng, (slot) => OTHER_REGS[slot]!) as Record<string, unknown>;
    const regOps = Object.keys(base).filter((k) => isArmReg(base[k]));
    for (let i = 0; i < regOps.length; i++) {
      for (let j = i + 1; j < regOps.length; j++) {
        if (!mayTie(spec, regOps[i]!, regOps[j]!)) continue;
        for (const reg of ['r0', 'r7', 'sp', 'lr'] as const) {
          const fields = withOverride(spec, base as Fields, { [regOps[i]!]: reg, [regOps[j]!]: reg });
          yield { form, insn: { form, cond: 'al', ...fields } };
        }
      }
    }
  }
}

/** Every form's cases, in form-table order. */
export function* armCases(seed: number): Iterable<AsmCase<ArmInsn>> {
  const rng = new CaseRng(seed);
  for (const spec of FORM_SPECS) {
    for (const insn of formCases(spec, rng)) yield { form: insn.form, insn };
  }
}
