// Thumb-1 compares, compare-and-branch, setcc and select (ARMv6-M ARM A6.7 CMP, TST, B, SBC, RSB).
//
// Thumb-1 has no conditional execution (no IT, no cmov) and a block of Machine IR may not contain
// a branch in its middle (engine/mir/types.ts: branches end blocks; the allocators and the checker
// rely on it), so setcc and select are branch-free sequences:
// - setcc reduces every predicate to the carry flag of one compare (C = x >=u y after `cmp x, y`):
//   uge: cmp a, b → C; ult: !C; ule/ugt: the same with a, b swapped; eq/ne: `subs t, a, b` then
//   `rsbs u, t, #0` (C = t == 0); signed predicates bias both sides by 2^31 (`adds a', a, k` with
//   k = 0x80000000 from `movs k, #1; lsls k, k, #31`), which maps signed order onto unsigned order.
//   The carry becomes 0/1 by `sbcs s, s` (s = C ? 0 : -1) and `adds s, #1` (C) or `rsbs s, s, #0`
//   (!C). Only flag-neutral instructions can come between (the allocator's `mov`, `ldr`, `str`).
// - select(c, x, y) = y ^ ((x ^ y) & mask), mask = -(c & 1) from `lsls m, c, #31; asrs m, m, #31`
//   (an i1 register's upper bits are unspecified: engine/isel/dag.ts).
// - compare-and-branch is `cmp` + `b<cond>` + `b` (branch relaxation picks the reach).
//
// Contract: `cc` tiles return the predicate whose flags they set, last (emit-api.ts).

import type { ICmpPred } from '../../ir/types.js';
import { imm, nt, op } from '../../isel/grammar.js';
import { asPred, NONE, Regs, type EmitCtx, type Operand } from '../../isel/emit-api.js';
import { ICMP_COND } from '../ual/conditions.js';
import { asImm, asReg, type Builder, insn, LAT, regOut, tmp, type Node } from './tiles-util.js';

const UNSIGNED: Readonly<Record<'sgt' | 'sge' | 'slt' | 'sle', ICmpPred>> = { sgt: 'ugt', sge: 'uge', slt: 'ult', sle: 'ule' };

/** Sets the carry for `pred` on (a, b); true when the predicate holds exactly when C is set. */
function carryFor(b: Builder, x: EmitCtx, pred: ICmpPred, a: number, c: number): boolean {
  switch (pred) {
    case 'uge':
      b.compare(x, 'cmp rn, rm', a, c);
      return true;
    case 'ult':
      b.compare(x, 'cmp rn, rm', a, c);
      return false;
    case 'ule':
      b.compare(x, 'cmp rn, rm', c, a);
      return true;
    case 'ugt':
      b.compare(x, 'cmp rn, rm', c, a);
      return false;
    case 'eq':
    case 'ne': {
      const t = b.three(x, 'subs rd, rn, rm', tmp(x), a, c);
      b.unary(x, 'rsbs rd, rn, #0', tmp(x), t);
      return pred === 'eq';
    }
    case 'sgt':
    case 'sge':
    case 'slt':
    case 'sle': {
      const k = b.threeImm(x, 'lsls rd, rm, #imm5', tmp(x), movs(b, x, 1), 31);
      const a2 = b.three(x, 'adds rd, rn, rm', tmp(x), a, k);
      const c2 = b.three(x, 'adds rd, rn, rm', tmp(x), c, k);
      return carryFor(b, x, UNSIGNED[pred], a2, c2);
    }
    default:
      throw new Error(`unknown predicate ${String(pred)}`);
  }
}

/** A fresh register holding a small constant (`movs rd, #imm8`: it writes N and Z, so it goes before any compare). */
function movs(b: Builder, x: EmitCtx, v: number): number {
  const r = new Regs(x);
  const d = tmp(x);
  b.push(x, r, insn('movs rd, #imm8', r.def(d, 32), v));
  return d;
}

/** 0/1 of `pred` on (a, b) into `d`. */
function setcc(b: Builder, x: EmitCtx, pred: ICmpPred, a: number, c: number, d: number): number {
  const whenSet = carryFor(b, x, pred, a, c);
  // s := a - a - !C = C ? 0 : -1 (s tied to a's register; the value of a does not matter)
  const s = b.two(x, 'sbcs rdn, rm', tmp(x), a, a);
  return whenSet ? b.twoImm(x, 'adds rdn, #imm8', d, s, 1) : b.unary(x, 'rsbs rd, rn, #0', d, s);
}

function select(b: Builder, x: EmitCtx, c: number, t: number, f: number, n: Node): Operand {
  const m1 = b.threeImm(x, 'lsls rd, rm, #imm5', tmp(x), c, 31);
  const mask = b.threeImm(x, 'asrs rd, rm, #imm5', tmp(x), m1, 31);
  const diff = b.two(x, 'eors rdn, rm', tmp(x), t, f);
  const picked = b.two(x, 'ands rdn, rm', tmp(x), diff, mask);
  return regOut(b.two(x, 'eors rdn, rm', x.resultVreg(n), picked, f));
}

export function compareTiles(b: Builder): void {
  const s2 = b.size([insn('cmp rn, rm', 'r0', 'r1')]);
  b.tile('cmp rn, rm', 'cc', op('icmp', 32, nt('reg'), nt('reg')), s2, LAT.alu, (x, l, n) => {
    b.compare(x, 'cmp rn, rm', asReg(l[0]), asReg(l[1]));
    return { kind: 'cc', pred: n.pred! };
  });
  b.tile('cmp rn, #imm8', 'cc', op('icmp', 32, nt('reg'), imm(0n, 255n)), s2, LAT.alu, (x, l, n) => {
    b.compare(x, 'cmp rn, #imm8', asReg(l[0]), asImm(l[1]));
    return { kind: 'cc', pred: n.pred! };
  });
  b.tile(
    'tst rn, rm',
    'cc',
    op('icmp', 32, op('and', 32, nt('reg'), nt('reg')), imm(0n, 0n)),
    s2,
    LAT.alu,
    (x, l, n) => {
      b.compare(x, 'tst rn, rm', asReg(l[0]), asReg(l[1]));
      return { kind: 'cc', pred: n.pred! };
    },
    (m, dag) => {
      const p = dag.nodes[m.node]!.pred;
      return p === 'eq' || p === 'ne';
    },
  );

  const bcc = b.size([insn('b<c> target', 'eq', 0), insn('b target', 0)]);
  const branch = (x: EmitCtx, cond: string, n: Node): void => {
    b.push(x, new Regs(x), insn('b<c> target', cond, 0), { target: x.blockOf(n.targets![0]!) });
    b.push(x, new Regs(x), insn('b target', 0), { target: x.blockOf(n.targets![1]!) });
  };
  b.tile('b<c> (cc)', 'stmt', { k: 'op', op: 'condbr', kids: [nt('cc')] }, bcc, LAT.branch, (x, l, n) => {
    branch(x, ICMP_COND[asPred(l[0])], n);
    return NONE;
  });
  // an i1 in a register: bit 0 decides (lsls #31 sets Z from it)
  b.tile('b<c> (reg)', 'stmt', { k: 'op', op: 'condbr', kids: [nt('reg')] }, s2 + bcc, LAT.alu + LAT.branch, (x, l, n) => {
    b.threeImm(x, 'lsls rd, rm, #imm5', tmp(x), asReg(l[0]), 31);
    branch(x, 'ne', n);
    return NONE;
  });

  // sizes: unsigned 3 instructions, eq/ne 4, signed 7
  b.tile('setcc', 'reg', op('icmp', 32, nt('reg'), nt('reg')), 4 * s2, 4 * LAT.alu, (x, l, n) =>
    regOut(setcc(b, x, n.pred!, asReg(l[0]), asReg(l[1]), x.resultVreg(n))),
  );
  b.tile('select', 'reg', op('select', 32, nt('reg'), nt('reg'), nt('reg')), 5 * s2, 5 * LAT.alu, (x, l, n) =>
    select(b, x, asReg(l[0]), asReg(l[1]), asReg(l[2]), n),
  );
}
