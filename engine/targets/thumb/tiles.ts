// The Thumb-1 (ARMv6-M) tile grammar for engine/isel: tree patterns over DAG operations with sizes
// from the Thumb model's size() and Cortex-M0 latencies (tiles-util.ts). Follows
// engine/targets/x86/tiles.ts; ARMv6-M ARM (DDI 0419E) A6.7 for every form.
//
// Contract: `thumbGrammar(model)` returns the Grammar of the `thumb` target. Every register is
// r0-r7 (class `gpr`). Covered here: constants (movs imm8 or a literal-pool load, chosen by
// codegen from the `const` pseudo), frame addresses (`add rd, sp, #imm8`), add/sub with imm3 and
// imm8 folding (negative immediates flip add/sub), two-address logic ops, `muls` (tied), `bics`,
// `mvns`, `rsbs #0`, shifts by immediate (three-address) and by register (two-address), extends
// (uxtb/uxth/sxtb/sxth, i1 by a shift pair), returns (`bx lr` with r0 fixed), branches and calls
// under the AAPCS (r0-r3, stack arguments at [sp, #4k], result r0, clobbers r0-r3). Memory tiles
// are in tiles-mem.ts, compares, compare-and-branch, setcc and select in tiles-cmp.ts.
// Thumb-1 has no `addr` nonterminal: each load and store tile names its addressing mode in its own
// pattern, because the reach of an offset depends on the access size ([rn, #imm5 × size]).

import type { Grammar, VaEntry } from '../../isel/grammar.js';
import { imm, nt, op } from '../../isel/grammar.js';
import { callRegs, emitConst, frameOf, NONE, pushEntryPseudo, Regs, type EmitCtx } from '../../isel/emit-api.js';
import type { DagOp } from '../../isel/dag.js';
import { planted } from '../../../common/planted-bugs.js';
import type { MInst } from '../../mir/types.js';
import type { IsaModel } from '../../../isa-models/types.js';
import type { ThumbInsn } from '../../../isa-models/thumb/forms.js';
import { compareTiles } from './tiles-cmp.js';
import { indexedTiles, memTiles } from './tiles-mem.js';
import { indexedPatterns, THUMB_INDEXED } from '../../isel/indexed.js';
import { stackTiles } from './tiles-stack.js';
import { asImm, asReg, Builder, insn, LAT, regOut, tmp } from './tiles-util.js';

export function thumbGrammar(model: IsaModel<ThumbInsn>): Grammar {
  const b = new Builder(model);
  leafTiles(b);
  aluTiles(b);
  shiftTiles(b);
  extendTiles(b);
  memTiles(b);
  indexedTiles(b);
  compareTiles(b);
  controlTiles(b);
  callTile(b);
  stackTiles(b);
  const jump = (target: number): MInst => ({ kind: 'isa', insn: insn('b target', 0), regs: [], clobbers: [], target });
  return {
    isa: 'thumb',
    tiles: b.tiles,
    entryArgs: (x, params, incoming, va) => entryArgs(b, x, params, incoming, va),
    variadic: true,
    jump,
    complex: indexedPatterns(
      THUMB_INDEXED,
      { size: b.size([insn('ldm rn!, {reglist}', 'r0', ['r1'])]), latency: LAT.mem },
      { size: b.size([insn('stm rn!, {reglist}', 'r0', ['r1'])]), latency: LAT.alu },
    ),
  };
}

/** AAPCS: the first four in r0-r3, the rest at [entry sp + 4(i - 4)]. */
function entryArgs(
  b: Builder,
  x: EmitCtx,
  params: readonly { vreg: number; bits: number }[],
  incoming: (offset: number, bytes: number) => number,
  va?: VaEntry,
): void {
  const abi = b.model.abi;
  // Variadic (AAPCS §7.1.4): r_n..r3 stored right below the stack arguments, contiguous with them.
  const area = va?.args(4 * (params.length - abi.argRegs.length), 4 * Math.max(0, abi.argRegs.length - params.length)) ?? null;
  const rest = area === null ? [] : abi.argRegs.slice(params.length).map(() => x.newVreg('gpr', 32));
  pushEntryPseudo(x, [...params, ...rest.map((vreg) => ({ vreg }))], abi.argRegs, 32);
  rest.forEach((vreg, k) => {
    const r = new Regs(x);
    b.push(x, r, insn('str rt, [sp, #imm8]', r.use(vreg, 32), 4 * k), { frame: area! });
  });
  params.forEach((p, i) => {
    if (i < abi.argRegs.length) return;
    const frame = incoming(4 * (i - abi.argRegs.length), 4);
    const r = new Regs(x);
    b.push(x, r, insn('ldr rt, [sp, #imm8]', r.def(p.vreg, 32), 0), { frame });
  });
}

// ---- constants, frame addresses, live-in values ----
function leafTiles(b: Builder): void {
  b.tile('vreg', 'reg', op('vreg', undefined), 0, 0, (_x, _l, n) => regOut(n.vreg!));
  const movs = b.size([insn('movs rd, #imm8', 'r0', 0)]);
  // codegen: movs for 0..255 where the flags are dead, else `ldr rd, [pc, #k]` and a 4-byte pool word
  b.tile(
    'const imm8',
    'reg',
    { k: 'op', op: 'const', bits: 32, kids: [] },
    movs,
    LAT.alu,
    (x, _l, n) => emitConst(x, n),
    (m, dag) => {
      const v = dag.nodes[m.node]!.value!;
      return v >= 0n && v <= 255n;
    },
  );
  b.tile(
    'const pool',
    'reg',
    { k: 'op', op: 'const', bits: 32, kids: [] },
    b.size([insn('ldr rt, [pc, #imm8]', 'r0', 0)]) + 4,
    LAT.mem,
    (x, _l, n) => emitConst(x, n),
  );
  const addSp = b.size([insn('add rd, sp, #imm8', 'r0', 0)]);
  b.tile('add rd, sp (frame)', 'reg', op('frame', 32), addSp, LAT.alu, (x, _l, n) => {
    const r = new Regs(x);
    const d = x.resultVreg(n);
    b.push(x, r, insn('add rd, sp, #imm8', r.def(d, 32), 0), { frame: n.frame! });
    return regOut(d);
  });
  b.tile(
    'add rd, sp (frame+imm)',
    'reg',
    op('add', 32, op('frame', 32), imm(0n, 1020n)),
    addSp,
    LAT.alu,
    (x, l, n) => {
      const r = new Regs(x);
      const d = x.resultVreg(n);
      b.push(x, r, insn('add rd, sp, #imm8', r.def(d, 32), Number(asImm(l[0]))), { frame: frameOf(x, n) });
      return regOut(d);
    },
    (m) => m.leaves.every((k) => !('imm' in k) || k.imm % 4n === 0n),
  );
}

const TWO_ADDR: readonly (readonly [DagOp, string])[] = [
  ['and', 'ands'],
  ['or', 'orrs'],
  ['xor', 'eors'],
];

function aluTiles(b: Builder): void {
  const s2 = b.size([insn('adds rd, rn, rm', 'r0', 'r1', 'r2')]);
  for (const [o, mn] of [
    ['add', 'adds'],
    ['sub', 'subs'],
  ] as const) {
    const other = mn === 'adds' ? 'subs' : 'adds';
    b.tile(`${mn} rd, rn, rm`, 'reg', op(o, 32, nt('reg'), nt('reg')), s2, LAT.alu, (x, l, n) =>
      regOut(b.three(x, `${mn} rd, rn, rm`, x.resultVreg(n), asReg(l[0]), asReg(l[1]))),
    );
    // a + k with k in 0..7 (or a - k) is one three-address instruction; 8..255 two-address
    for (const [name, form, range, neg] of [
      [`${mn} rd, rn, #imm3`, `${mn} rd, rn, #imm3`, [0n, 7n], false],
      [`${mn} rdn, #imm8`, `${mn} rdn, #imm8`, [8n, 255n], false],
      [`${other} rd, rn, #imm3 (neg)`, `${other} rd, rn, #imm3`, [-7n, -1n], true],
      [`${other} rdn, #imm8 (neg)`, `${other} rdn, #imm8`, [-255n, -8n], true],
    ] as const) {
      const three = form.includes('imm3');
      b.tile(name, 'reg', op(o, 32, nt('reg'), imm(range[0], range[1])), s2, LAT.alu, (x, l, n) => {
        const k = Number(neg ? -asImm(l[1]) : asImm(l[1]));
        const d = x.resultVreg(n);
        return regOut(three ? b.threeImm(x, form, d, asReg(l[0]), k) : b.twoImm(x, form, d, asReg(l[0]), k));
      });
    }
  }
  b.tile('rsbs rd, rn, #0', 'reg', op('sub', 32, imm(0n, 0n), nt('reg')), s2, LAT.alu, (x, l, n) =>
    regOut(b.unary(x, 'rsbs rd, rn, #0', x.resultVreg(n), asReg(l[1]))),
  );
  for (const [o, mn] of TWO_ADDR) {
    b.tile(`${mn} rdn, rm`, 'reg', op(o, 32, nt('reg'), nt('reg')), s2, LAT.alu, (x, l, n) =>
      regOut(b.two(x, `${mn} rdn, rm`, x.resultVreg(n), asReg(l[0]), asReg(l[1]))),
    );
  }
  b.tile('mvns rd, rm', 'reg', op('xor', 32, nt('reg'), imm(-1n, -1n)), s2, LAT.alu, (x, l, n) =>
    regOut(b.unary(x, 'mvns rd, rm', x.resultVreg(n), asReg(l[0]))),
  );
  b.tile('bics rdn, rm', 'reg', op('and', 32, nt('reg'), op('xor', 32, nt('reg'), imm(-1n, -1n))), s2, LAT.alu, (x, l, n) =>
    regOut(b.two(x, 'bics rdn, rm', x.resultVreg(n), asReg(l[0]), asReg(l[1]))),
  );
  // muls rdm, rn, rdm: the destination is the second source (printed `muls rd, rn, rd`)
  b.tile('muls rdm, rn, rdm', 'reg', op('mul', 32, nt('reg'), nt('reg')), s2, LAT.mul, (x, l, n) => {
    const r = new Regs(x);
    r.use(asReg(l[0]), 32);
    const rn = r.use(asReg(l[1]), 32);
    const d = x.resultVreg(n);
    b.push(x, r, insn('muls rdm, rn, rdm', r.reuse(d, 32, 0), rn));
    return regOut(d);
  });
}

const SHIFTS: readonly (readonly [DagOp, string, bigint])[] = [
  ['shl', 'lsls', 0n],
  ['lshr', 'lsrs', 1n],
  ['ashr', 'asrs', 1n],
];

function shiftTiles(b: Builder): void {
  const s2 = b.size([insn('lsls rd, rm, #imm5', 'r0', 'r1', 1)]);
  for (const [o, mn, lo] of SHIFTS) {
    b.tile(`${mn} rd, rm, #imm5`, 'reg', op(o, 32, nt('reg'), imm(lo, 31n)), s2, LAT.alu, (x, l, n) =>
      regOut(b.threeImm(x, `${mn} rd, rm, #imm5`, x.resultVreg(n), asReg(l[0]), Number(asImm(l[1])))),
    );
    // by register: Thumb reads the amount's low byte; LLVM makes amounts >= 32 poison, so any result is fine
    b.tile(`${mn} rdn, rm`, 'reg', op(o, 32, nt('reg'), nt('reg')), s2, LAT.alu, (x, l, n) =>
      regOut(b.two(x, `${mn} rdn, rm`, x.resultVreg(n), asReg(l[0]), asReg(l[1]))),
    );
  }
  // lshr/ashr by 0 (the imm5 forms encode 1..32): a plain copy
  for (const o of ['lshr', 'ashr'] as const) {
    b.tile(`${o} #0`, 'reg', op(o, 32, nt('reg'), imm(0n, 0n)), s2, LAT.alu, (x, l, n) =>
      regOut(b.threeImm(x, 'lsls rd, rm, #imm5', x.resultVreg(n), asReg(l[0]), 0)),
    );
  }
}

function extendTiles(b: Builder): void {
  const s2 = b.size([insn('uxtb rd, rm', 'r0', 'r1')]);
  for (const [kind, from, form] of [
    ['zext', 8, 'uxtb rd, rm'],
    ['zext', 16, 'uxth rd, rm'],
    ['sext', 8, 'sxtb rd, rm'],
    ['sext', 16, 'sxth rd, rm'],
  ] as const) {
    b.tile(`${kind}${from}`, 'reg', { k: 'op', op: kind, bits: 32, from, kids: [nt('reg')] }, s2, LAT.alu, (x, l, n) =>
      regOut(b.unary(x, planted('thumb-sext-as-zext') && form === 'sxtb rd, rm' ? 'uxtb rd, rm' : form, x.resultVreg(n), asReg(l[0]))),
    );
  }
  // i1: bit 0 to the top, then back with a logical (zext) or arithmetic (sext) shift
  for (const [kind, form] of [
    ['zext', 'lsrs rd, rm, #imm5'],
    ['sext', 'asrs rd, rm, #imm5'],
  ] as const) {
    b.tile(`${kind}1`, 'reg', { k: 'op', op: kind, bits: 32, from: 1, kids: [nt('reg')] }, 2 * s2, 2 * LAT.alu, (x, l, n) => {
      const t = b.threeImm(x, 'lsls rd, rm, #imm5', tmp(x), asReg(l[0]), 31);
      return regOut(b.threeImm(x, form, x.resultVreg(n), t, 31));
    });
  }
}

function controlTiles(b: Builder): void {
  const bSize = b.size([insn('b target', 0)]);
  b.tile('b', 'stmt', { k: 'op', op: 'br', kids: [] }, bSize, LAT.branch, (x, _l, n) => {
    b.push(x, new Regs(x), insn('b target', 0), { target: x.blockOf(n.targets![0]!) });
    return NONE;
  });
  const bx = b.size([insn('bx rm', 'lr')]);
  b.tile('bx lr (r0)', 'stmt', { k: 'op', op: 'ret', bits: 32, kids: [nt('reg')] }, bx, LAT.branch, (x, l) => {
    const r = new Regs(x);
    r.fixedUse(asReg(l[0]), b.model.abi.resultRegs[0]!, 32);
    b.push(x, r, insn('bx rm', 'lr'));
    return NONE;
  });
  b.tile('bx lr', 'stmt', { k: 'op', op: 'ret', kids: [] }, bx, LAT.branch, (x) => {
    b.push(x, new Regs(x), insn('bx rm', 'lr'));
    return NONE;
  });
  // An i64 (engine/lower/wide.ts's register pair): low half in r0, high half in r1 (AAPCS).
  b.tile('bx lr (r0:r1)', 'stmt', { k: 'op', op: 'ret', kids: [nt('reg'), nt('reg')] }, bx, LAT.branch, (x, l) => {
    const r = new Regs(x);
    r.fixedUse(asReg(l[0]), b.model.abi.resultRegs[0]!, 32);
    r.fixedUse(asReg(l[1]), b.model.abi.resultRegs[1]!, 32);
    b.push(x, r, insn('bx rm', 'lr'));
    return NONE;
  });
}

/**
 * Calls under the AAPCS (IHI 0042 §5.5): arguments 0-3 in r0-r3 (fixed uses), the rest stored by
 * `str rt, [sp, #4k]` into the outgoing area frame layout reserves; the result a fixed def of r0;
 * the other caller-saved registers clobbered (r12 and lr are never allocated on Thumb, so only
 * r0-r3 matter to an allocator). An indirect call (last kid: the pointer, an entry slot with the
 * Thumb bit) is `blx rm`, which interworks on that bit.
 */
function callTile(b: Builder): void {
  const abi = b.model.abi;
  b.tile('bl', 'reg', { k: 'op', op: 'call', kids: [], rest: 'reg' }, b.size([insn('bl target', 0)]), LAT.call, (x, kids, n) => {
    const l = n.indirect === true ? kids.slice(0, -1) : kids;
    const nRegs = abi.argRegs.length;
    l.forEach((a, i) => {
      if (i < nRegs) return;
      const r = new Regs(x);
      b.push(x, r, insn('str rt, [sp, #imm8]', r.use(asReg(a), 32), 4 * (i - nRegs)));
    });
    const { regs, result, clobbers } = callRegs(x, l, n, abi, 32);
    const allocatable = b.model.registers.allocatable;
    const clobbered = clobbers.filter((p) => allocatable.includes(p));
    if (n.indirect === true)
      b.push(x, regs, insn('blx rm', regs.use(asReg(kids.at(-1)!), 32)), { indirectCall: true, clobbers: clobbered });
    else b.push(x, regs, insn('bl target', 0), { callee: n.callee!, clobbers: clobbered });
    return result === null ? NONE : regOut(result);
  });
}
