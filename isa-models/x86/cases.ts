// The x86 verification cases: for every form, operand values chosen to cover each register of each
// class, immediate and displacement boundaries and every addressing-mode corner, plus seeded random
// combinations (the verification contract in the issue, "cases(seed)").
//
// Contract: `generateCases(mode, forms, seed, encodes)` returns a deterministic list of cases (same
// seed, same list). Per form: the full product of operand pools when it has at most PRODUCT_LIMIT
// members, otherwise every pool value of every operand at least once (the others drawn from the
// seed), plus EXTRA random combinations. Pools: every register of the class; immediates min, min+1,
// -1, 0, 1, max-1, max and the values just outside a form's hole (128 and -129 for imm32 forms);
// branch displacements likewise; all sixteen conditions; memory corners (absolute address, each
// base alone with no/8-bit/32-bit displacement and the sign boundaries -128/127/128/-129, each
// index with each scale, rip-relative, base+index). The lea and `mov r32, m32` forms also get every
// base × index combination. Only operands that encode are kept (`encodes`): an 8-bit case mixing
// ah with a REX register is a rejection test (tap-tests/isa-models/x86/reject.part.ts), not a case.

import type { AsmCase, OperandDesc } from '../types.js';
import { CONDS, type MemOperand, type Scale, type X86Desc, type X86Insn, type X86Operand } from './insn.js';
import { CLASSES, type X86Mode } from './registers.js';
import { CaseRng } from '../rng.js';

const PRODUCT_LIMIT = 40;
const EXTRA = 4;
const RETRIES = 24;
const DISPS = [1, -1, 127, -128, 128, -129, 2 ** 31 - 1, -(2 ** 31), 0x1234, -0x4321];
const MEM_SAMPLE = 8;

function mem(base: string | null, index: string | null, scale: Scale, disp: number): MemOperand {
  return { kind: 'mem', base, index, scale, disp };
}

/** Every addressing corner of the mode, as a list (used whole or sampled). */
function memCorners(mode: X86Mode): MemOperand[] {
  const bases = CLASSES[mode][mode === 64 ? 'gpr64' : 'gpr32']!;
  const indexes = CLASSES[mode][`idx${mode}`]!;
  const out: MemOperand[] = [0, ...DISPS].map((d) => mem(null, null, 1, d));
  bases.forEach((b, i) => {
    out.push(mem(b, null, 1, 0), mem(b, null, 1, DISPS[i % DISPS.length]!), mem(b, null, 1, DISPS[(i + 3) % DISPS.length]!));
  });
  indexes.forEach((x, i) => {
    const scale = ([2, 4, 8] as const)[i % 3]!;
    out.push(mem(null, x, scale, i % 2 === 0 ? 0 : DISPS[i % DISPS.length]!));
    out.push(mem(bases[(i + 5) % bases.length]!, x, ([1, 2, 4, 8] as const)[i % 4]!, DISPS[(i + 1) % DISPS.length]!));
  });
  if (mode === 64) for (const d of [0, 1, -1, 2 ** 31 - 1, -(2 ** 31)]) out.push(mem('rip', null, 1, d));
  return out;
}

/** Every base (none, each register, rip) with every index (none, each register). */
function memMatrix(mode: X86Mode): MemOperand[] {
  const bases: (string | null)[] = [null, ...CLASSES[mode][mode === 64 ? 'gpr64' : 'gpr32']!];
  if (mode === 64) bases.push('rip');
  const indexes: (string | null)[] = [null, ...CLASSES[mode][`idx${mode}`]!];
  const out: MemOperand[] = [];
  let k = 0;
  for (const b of bases) {
    for (const x of indexes) {
      if (b === 'rip' && x !== null) continue;
      k++;
      const scale = ([1, 2, 4, 8] as const)[k % 4]!;
      out.push(mem(b, x, b === null && x !== null && scale === 1 ? 4 : scale, k % 3 === 0 ? 0 : DISPS[k % DISPS.length]!));
    }
  }
  return out;
}

function boundaries(range: readonly [bigint, bigint], hole: readonly [bigint, bigint] | undefined, r: CaseRng): bigint[] {
  const [lo, hi] = range;
  const vals = [lo, lo + 1n, -1n, 0n, 1n, hi - 1n, hi];
  if (hole !== undefined) vals.push(hole[0] - 1n, hole[1] + 1n, hole[0] - 2n, hole[1] + 2n);
  for (let i = 0; i < 3; i++) vals.push(r.bigint(lo, hi));
  const ok = vals.filter((v) => v >= lo && v <= hi && (hole === undefined || v < hole[0] || v > hole[1]));
  return [...new Set(ok)];
}

function pool(mode: X86Mode, d: X86Desc, od: OperandDesc, r: CaseRng, corners: readonly MemOperand[]): X86Operand[] {
  switch (od.kind) {
    case 'reg':
      return CLASSES[mode][od.regClass!]!.map((reg) => ({ kind: 'reg', reg }));
    case 'imm':
      return boundaries(od.range!, d.enc.immHole, r).map((value) => ({ kind: 'imm', value }));
    case 'target':
      return boundaries(od.range!, undefined, r).map((v) => ({ kind: 'target', disp: Number(v) }));
    case 'cond':
      return CONDS.map((cond) => ({ kind: 'cond', cond }));
    case 'mem': {
      const full = d.mnemonic === 'lea' || d.form === 'mov r32, m32';
      if (full) return [...corners, ...memMatrix(mode)];
      return Array.from({ length: MEM_SAMPLE }, (_, i) => (i < 3 ? corners[r.int(0, corners.length - 1)]! : r.pick(corners)));
    }
    case 'reglist':
    case 'shift':
      throw new Error(`x86 has no ${od.kind} operands (${d.form})`);
  }
}

function product(pools: readonly X86Operand[][]): X86Operand[][] {
  return pools.reduce<X86Operand[][]>((acc, p) => acc.flatMap((ops) => p.map((v) => [...ops, v])), [[]]);
}

function formCases(mode: X86Mode, d: X86Desc, r: CaseRng, corners: readonly MemOperand[], encodes: (i: X86Insn) => boolean): X86Insn[] {
  const pools = d.operands.map((od) => pool(mode, d, od, r, corners));
  const size = pools.reduce((n, p) => n * p.length, 1);
  const out: X86Insn[] = [];
  const add = (operands: X86Operand[]): boolean => {
    const insn = { form: d.form, operands };
    if (!encodes(insn)) return false;
    out.push(insn);
    return true;
  };
  if (size <= PRODUCT_LIMIT) {
    for (const ops of product(pools)) add(ops);
    return out;
  }
  const randomOps = () => pools.map((p) => r.pick(p));
  pools.forEach((p, i) => {
    for (const v of p) {
      for (let t = 0; t < RETRIES; t++) {
        const ops = randomOps();
        ops[i] = v;
        if (add(ops)) break;
      }
    }
  });
  for (let k = 0; k < EXTRA; k++) add(randomOps());
  return out;
}

export function generateCases(
  mode: X86Mode,
  forms: readonly X86Desc[],
  seed: number,
  encodes: (i: X86Insn) => boolean,
): AsmCase<X86Insn>[] {
  const r = new CaseRng(seed);
  const corners = memCorners(mode);
  const seen = new Set<string>();
  const out: AsmCase<X86Insn>[] = [];
  for (const d of forms) {
    for (const insn of formCases(mode, d, r, corners, encodes)) {
      const key = JSON.stringify(insn, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v));
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ form: d.form, insn });
    }
  }
  return out;
}
