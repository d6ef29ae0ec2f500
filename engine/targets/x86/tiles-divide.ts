// x86 division (Intel SDM vol. 2: CDQ/CQO, DIV, IDIV): `div`/`idiv` divides edx:eax (rdx:rax) by a
// register and gives the quotient in eax and the remainder in edx at once. The tree tiles take one
// of the two (sdiv, srem, udiv, urem); the complex pattern `divrem` (Ebner et al. §4, Fig. 4's P1)
// takes both, for a quotient and a remainder of the same operands in one block — one instruction
// where the tree tiles need two. Only PBQP selection chooses it (engine/isel/complex.ts); its
// rewrite makes an `sdivrem`/`udivrem` node (the quotient) and a `remainder` projection.
//
// Contract: `divTiles(b, w)` adds the tree tiles and the divrem node's tiles at width w;
// `divrem(b, w)` returns the signed and unsigned divrem patterns at width w.

import { type ComplexPattern, rewriteInstance, type VregSink } from '../../isel/complex.js';
import { viableShape } from '../../isel/instance-order.js';
import type { BlockDag, DagNode, DagOp } from '../../isel/dag.js';
import { asReg, type EmitCtx, projectionVreg, Regs } from '../../isel/emit-api.js';
import { nt, op } from '../../isel/grammar.js';
import { type Builder, insn, reg, type W } from './tiles-util.js';

const LATENCY = 25;

/** The bytes of one division: (c)dq/cqo or a zeroed edx, then (i)div. */
function divideSize(b: Builder, w: W, signed: boolean): number {
  const divForm = `${signed ? 'idiv' : 'div'} r${w}`;
  return b.size([insn(divForm, reg(w === 64 ? 'rcx' : 'ecx'))]) + (signed ? b.size([insn(w === 64 ? 'cqo' : 'cdq')]) : 5);
}

/** edx:eax = a (sign- or zero-extended), then (i)div by s: the quotient into vreg q, the remainder into m. */
function divide(b: Builder, x: EmitCtx, w: W, signed: boolean, a: number, s: number, q: number, m: number): void {
  const [acc, data] = b.ptr === 64 ? ['rax', 'rdx'] : ['eax', 'edx'];
  const hi = x.newVreg('gpr', w);
  if (signed) {
    const r = new Regs(x);
    r.fixedUse(a, acc, w);
    r.fixedDef(hi, data, w);
    b.push(x, r, insn(w === 64 ? 'cqo' : 'cdq'));
  } else {
    x.push({ kind: 'const', regs: [{ vreg: hi, kind: 'def', constraint: { kind: 'fixed', preg: data } }], value: 0n });
  }
  const r = new Regs(x);
  r.fixedUse(a, acc, w);
  r.fixedUse(hi, data, w);
  const sr = r.use(s, w);
  r.fixedDef(q, acc, w);
  r.fixedDef(m, data, w);
  b.push(x, r, insn(`${signed ? 'idiv' : 'div'} r${w}`, reg(sr)));
}

export function divTiles(b: Builder, w: W): void {
  const rows: readonly (readonly [DagOp, boolean, boolean])[] = [
    ['sdiv', true, false],
    ['srem', true, true],
    ['udiv', false, false],
    ['urem', false, true],
  ];
  for (const [o, signed, rem] of rows)
    b.tile(`${o}${w}`, 'reg', op(o, w, nt('reg'), nt('reg')), divideSize(b, w, signed), LATENCY, (x, l, n) => {
      const [q, m] = rem ? [x.newVreg('gpr', w), x.resultVreg(n)] : [x.resultVreg(n), x.newVreg('gpr', w)];
      divide(b, x, w, signed, asReg(l[0]), asReg(l[1]), q, m);
      return { kind: 'reg', vreg: rem ? m : q };
    });
  for (const signed of [true, false]) {
    const o: DagOp = signed ? 'sdivrem' : 'udivrem';
    b.tile(`${o}${w}`, 'reg', op(o, w, nt('reg'), nt('reg')), divideSize(b, w, signed), LATENCY, (x, l, n) => {
      const q = x.resultVreg(n);
      divide(b, x, w, signed, asReg(l[0]), asReg(l[1]), q, remainderVreg(x, n));
      return { kind: 'reg', vreg: q };
    });
  }
  // The remainder: already in its vreg, written by the division (the kid, a root).
  b.tile(`remainder${w}`, 'reg', op('remainder', w, nt('reg')), 0, 0, (x, _l, n) => ({
    kind: 'reg',
    vreg: remainderVreg(x, x.dagNode(n.kids[0]!)),
  }));
}

/** The vreg of a divrem node's remainder: the export of its `remainder` user (the rewrite sets it). */
const remainderVreg = (x: EmitCtx, d: DagNode): number => projectionVreg(x, d, 'remainder');

/** The divrem patterns at width w: {reg ← sdiv(x, y), reg ← srem(x, y)} and the unsigned one. */
export function divrem(b: Builder, w: W): ComplexPattern[] {
  return [true, false].map((signed) => {
    const [div, rem]: DagOp[] = signed ? ['sdiv', 'srem'] : ['udiv', 'urem'];
    const pattern: ComplexPattern = {
      name: `${signed ? 'sdivrem' : 'udivrem'}${w}`,
      size: divideSize(b, w, signed),
      latency: LATENCY,
      instances: (dag) => pairs(dag, div, rem, w).map((nodes) => ({ pattern, nodes, lhs: ['reg', 'reg'], kids: [REGS, REGS] })),
      rewrite: (dag, inst, carry, facts) => rewrite(dag, inst.nodes.map(carry), facts, signed ? 'sdivrem' : 'udivrem'),
    };
    return pattern;
  });
}

const REGS = ['reg', 'reg'] as const;

/** Every (quotient, remainder) pair of the same operands, in order, at width w, that an order can emit together. */
function pairs(dag: BlockDag, div: DagOp, rem: DagOp, w: W): number[][] {
  const at = (o: DagOp) => dag.nodes.filter((n) => n.op === o && n.bits === w);
  const rems = at(rem);
  return at(div).flatMap((d) =>
    rems.filter((r) => r.kids[0] === d.kids[0] && r.kids[1] === d.kids[1] && viableShape(dag, [d.id, r.id])).map((r) => [d.id, r.id]),
  );
}

/** The pair [quotient, remainder] (ids in `dag`) as one divrem node and its remainder projection. */
function rewrite(dag: BlockDag, nodes: readonly number[], facts: VregSink, o: DagOp) {
  const [d, r] = [dag.nodes[nodes[0]!]!, dag.nodes[nodes[1]!]!];
  const vreg = r.export ?? facts.vregBits.push(d.bits) - 1;
  return rewriteInstance(dag, nodes, {
    node: { op: o, bits: d.bits, kids: d.kids, ...(d.export === undefined ? {} : { export: d.export }) },
    gives: d.id,
    projections: [{ op: 'remainder', covers: r.id, vreg }],
  });
}
