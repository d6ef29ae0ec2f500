// The x86 tile grammar (x86-32 and x86-64) for engine/isel: tree patterns over DAG operations with
// sizes from the x86 model's size() and a latency estimate (Agner Fog's tables, rounded: ALU 1,
// load 4, imul 3, div 25, call 5). Covers immediate folding (imm8/imm32), base+index*scale+disp
// addressing (and lea), load folding into ALU operations and compares, read-modify-write stores,
// compare-and-branch fusion (cmp+jcc), setcc, cmovcc, movzx/movsx, div/idiv with fixed eax/edx and
// shifts by cl. Intel SDM vol. 2 for every form.
//
// Contract: `x86Grammar(model)` returns the Grammar of one mode. Sizes are the model's size() of a
// sample instance of each tile's instructions (registers eax/ecx, the smallest immediate of the
// tile's range, `[reg]` memory); an `addr` tile's size is the bytes it adds to `[reg]` (SIB,
// displacement). Emit functions write MInsts whose registers are `%k.b` placeholders.

import type { Grammar, Pattern, Tile, VaEntry } from '../../isel/grammar.js';
import { imm, nt, op } from '../../isel/grammar.js';
import {
  asAddr,
  asImm,
  asPred,
  asReg,
  callRegs,
  emitConst,
  NONE,
  pushEntryPseudo,
  Regs,
  type EmitCtx,
  type Operand,
} from '../../isel/emit-api.js';
import type { DagOp } from '../../isel/dag.js';
import type { ICmpPred } from '../../ir/types.js';
import type { X86Operand } from '../../../isa-models/x86/insn.js';
import type { MInst } from '../../mir/types.js';
import type { X86Model } from '../../../isa-models/x86/model.js';
import { planted } from '../../../common/planted-bugs.js';
import { ALU_OPS, Builder, CC, I8, I32, immOp, insn, reg, type W } from './tiles-util.js';
import { addressTiles, memTiles } from './tiles-mem.js';
import { stackTiles } from './tiles-stack.js';
import { divrem, divTiles } from './tiles-divide.js';

export function x86Grammar(model: X86Model): Grammar {
  const ptr: W = model.mode;
  const b = new Builder(model, ptr, model.abi.sp);
  const widths: W[] = model.mode === 64 ? [32, 64] : [32];
  addressTiles(b);
  leafTiles(b, widths);
  for (const w of widths) {
    aluTiles(b, w);
    shiftTiles(b, w);
    divTiles(b, w);
    memTiles(b, w);
    compareTiles(b, w);
  }
  extendTiles(b);
  if (ptr === 64) extend64Tiles(b);
  controlTiles(b, widths);
  callTile(b);
  stackTiles(b);
  const jump = (target: number): MInst => ({
    kind: 'isa',
    insn: insn('jmp rel32', { kind: 'target', disp: 0 }),
    regs: [],
    clobbers: [],
    target,
  });
  return {
    isa: model.isa,
    tiles: b.tiles,
    entryArgs: (x, params, incoming, va) => entryArgs(b, x, params, incoming, va),
    variadic: true,
    jump,
    complex: widths.flatMap((w) => divrem(b, w)),
  };
}

/** System V: x86-64 passes the first six in rdi, rsi, rdx, rcx, r8, r9; i386 passes all at [esp + 4 + 4i]. */
function entryArgs(
  b: Builder,
  x: EmitCtx,
  params: readonly { vreg: number; bits: number }[],
  incoming: (offset: number, bytes: number) => number,
  va?: VaEntry,
): void {
  const abi = b.model.abi;
  const word = b.ptr / 8;
  const regArgs = b.ptr === 64 ? abi.argRegs.length : 0;
  // A variadic x86-64 function also receives the argument registers past the named ones (§3.5.7).
  const saved = va === undefined || va.regs.length === 0 ? [] : abi.argRegs.slice(params.length, regArgs).map(() => x.newVreg('gpr', 64));
  pushEntryPseudo(x, [...params, ...saved.map((vreg) => ({ vreg }))], abi.argRegs.slice(0, regArgs), b.ptr);
  va?.args(word + word * Math.max(0, params.length - regArgs), 0);
  for (const frame of va?.regs ?? []) {
    saved.forEach((vreg, k) => {
      const r = new Regs(x);
      const at: X86Operand = { kind: 'mem', base: b.sp, index: null, scale: 1, disp: 8 * (params.length + k) };
      b.push(x, r, insn('mov m64, r64', at, reg(r.use(vreg, 64))), { frame });
    });
  }
  params.forEach((p, i) => {
    if (i < regArgs) return;
    const frame = incoming(word + word * (i - regArgs), word);
    const r = new Regs(x);
    const form = `mov r${b.ptr}, m${b.ptr}`;
    b.push(x, r, insn(form, reg(r.def(p.vreg, b.ptr)), { kind: 'mem', base: b.sp, index: null, scale: 1, disp: 0 }), { frame });
  });
}

// ---- constants, frame addresses, live-in values ----
function leafTiles(b: Builder, widths: readonly W[]): void {
  b.tile('vreg', 'reg', op('vreg', undefined), 0, 0, (_x, _l, n) => ({ kind: 'reg', vreg: n.vreg! }));
  for (const w of widths) {
    b.tile(`const${w}`, 'reg', { k: 'op', op: 'const', bits: w, kids: [] }, w === 64 ? 7 : 5, 1, (x, _l, n) => emitConst(x, n));
  }
  const p = b.ptr;
  const leaForm = `lea r${p}, m`;
  b.tile('lea frame', 'reg', op('frame', p), b.size([insn(leaForm, reg(p === 64 ? 'rax' : 'eax'), b.sampleMem)]) + 2, 1, (x, _l, n) => {
    const r = new Regs(x);
    const d = x.resultVreg(n);
    b.push(x, r, insn(leaForm, reg(r.def(d, p)), { kind: 'mem', base: b.sp, index: null, scale: 1, disp: 0 }), { frame: n.frame! });
    return { kind: 'reg', vreg: d };
  });
}

/** dst := lhs OP src, two-address: the def reuses lhs's register. */
function twoAddr(
  b: Builder,
  x: EmitCtx,
  form: string,
  w: W,
  lhs: number,
  n: Parameters<Tile['emit']>[2],
  src: (r: Regs) => X86Operand | { op: X86Operand; frame?: number },
): Operand {
  const r = new Regs(x);
  r.use(lhs, w);
  const s = src(r);
  const { op: operand, frame } = 'op' in s ? s : { op: s, frame: undefined };
  const d = x.resultVreg(n);
  const dst = r.reuse(d, w, 0);
  b.push(x, r, insn(form, reg(dst), operand), frame === undefined ? {} : { frame });
  return { kind: 'reg', vreg: d };
}

function aluTiles(b: Builder, w: W): void {
  const sampleR = reg(w === 64 ? 'rax' : 'eax');
  // Form names built once per tile, not per instruction emitted (a fresh string is hashed again at every lookup).
  for (const [o, mn] of ALU_OPS) {
    const [rr, ri8, ri32, rm] = [`${mn} r${w}, r${w}`, `${mn} r${w}, imm8`, `${mn} r${w}, imm32`, `${mn} r${w}, m${w}`];
    b.tile(rr, 'reg', op(o, w, nt('reg'), nt('reg')), b.size([insn(rr, sampleR, sampleR)]), 1, (x, l, n) =>
      twoAddr(b, x, rr, w, asReg(l[0]), n, (r) => reg(r.use(asReg(l[1]), w))),
    );
    b.tile(ri8, 'reg', op(o, w, nt('reg'), imm(...I8)), b.size([insn(ri8, sampleR, immOp(0n))]), 1, (x, l, n) =>
      twoAddr(b, x, ri8, w, asReg(l[0]), n, () => immOp(asImm(l[1]))),
    );
    b.tile(ri32, 'reg', op(o, w, nt('reg'), imm(...I32)), b.size([insn(ri32, reg(w === 64 ? 'rcx' : 'ecx'), immOp(1000n))]), 1, (x, l, n) =>
      twoAddr(b, x, ri32, w, asReg(l[0]), n, () => immOp(asImm(l[1]))),
    );
    // The folded load reads exactly w bits: a narrower load (an i8 or i16 value, bits 32 from 8 or 16)
    // would be read as w bits, past the object's end (and a volatile one wider than the program asked).
    const load: Pattern = { k: 'op', op: 'load', bits: w, from: w, kids: [nt('addr')] };
    b.tile(rm, 'reg', op(o, w, nt('reg'), load), b.size([insn(rm, sampleR, b.sampleMem)]), 4, (x, l, n) =>
      twoAddr(b, x, rm, w, asReg(l[0]), n, (r) => b.mem(r, asAddr(l[1]))),
    );
  }
  const imul = `imul r${w}, r${w}`;
  b.tile(imul, 'reg', op('mul', w, nt('reg'), nt('reg')), b.size([insn(imul, sampleR, sampleR)]), 3, (x, l, n) =>
    twoAddr(b, x, imul, w, asReg(l[0]), n, (r) => reg(r.use(asReg(l[1]), w))),
  );
  for (const [form, range] of [
    [`imul r${w}, r${w}, imm8`, I8],
    [`imul r${w}, r${w}, imm32`, I32],
  ] as const) {
    b.tile(
      form,
      'reg',
      op('mul', w, nt('reg'), imm(...range)),
      b.size([insn(form, sampleR, sampleR, immOp(range === I8 ? 3n : 1000n))]),
      3,
      (x, l, n) => {
        const r = new Regs(x);
        const s = r.use(asReg(l[0]), w);
        const d = x.resultVreg(n);
        b.push(x, r, insn(form, reg(r.def(d, w)), reg(s), immOp(asImm(l[1]))));
        return { kind: 'reg', vreg: d };
      },
    );
  }
}

const SHIFT: readonly (readonly [DagOp, string])[] = [
  ['shl', 'shl'],
  ['lshr', 'shr'],
  ['ashr', 'sar'],
];

function shiftTiles(b: Builder, w: W): void {
  const sampleR = reg(w === 64 ? 'rax' : 'eax');
  for (const [o, mn] of SHIFT) {
    const [by1, byImm, byCl] = [`${mn} r${w}, 1`, `${mn} r${w}, imm8`, `${mn} r${w}, cl`];
    b.tile(by1, 'reg', op(o, w, nt('reg'), imm(1n, 1n)), b.size([insn(by1, sampleR)]), 1, (x, l, n) => {
      const r = new Regs(x);
      r.use(asReg(l[0]), w);
      const d = x.resultVreg(n);
      b.push(x, r, insn(by1, reg(r.reuse(d, w, 0))));
      return { kind: 'reg', vreg: d };
    });
    b.tile(byImm, 'reg', op(o, w, nt('reg'), imm(2n, BigInt(w - 1))), b.size([insn(byImm, sampleR, immOp(2n))]), 1, (x, l, n) =>
      twoAddr(b, x, byImm, w, asReg(l[0]), n, () => immOp(asImm(l[1]))),
    );
    b.tile(byCl, 'reg', op(o, w, nt('reg'), nt('reg')), b.size([insn(byCl, sampleR, reg('cl'))]), 2, (x, l, n) => {
      const r = new Regs(x);
      r.use(asReg(l[0]), w);
      r.fixedUse(asReg(l[1]), b.ptr === 64 ? 'rcx' : 'ecx', w);
      const d = x.resultVreg(n);
      b.push(x, r, insn(byCl, reg(r.reuse(d, w, 0)), reg('cl')));
      return { kind: 'reg', vreg: d };
    });
  }
}

function compareTiles(b: Builder, w: W): void {
  const sampleR = reg(w === 64 ? 'rax' : 'eax');
  const cmp = (form: string, size: number, pat: Pattern, src: (r: Regs, l: readonly Operand[]) => { op: X86Operand; frame?: number }) =>
    b.tile(form, 'cc', pat, size, 1, (x, l, n) => {
      const r = new Regs(x);
      const lhs = r.use(asReg(l[0]), w);
      const s = src(r, l);
      b.push(x, r, insn(form, reg(lhs), s.op), s.frame === undefined ? {} : { frame: s.frame });
      return { kind: 'cc', pred: n.pred! };
    });
  cmp(`cmp r${w}, r${w}`, b.size([insn(`cmp r${w}, r${w}`, sampleR, sampleR)]), op('icmp', w, nt('reg'), nt('reg')), (r, l) => ({
    op: reg(r.use(asReg(l[1]), w)),
  }));
  cmp(`cmp r${w}, imm8`, b.size([insn(`cmp r${w}, imm8`, sampleR, immOp(0n))]), op('icmp', w, nt('reg'), imm(...I8)), (_r, l) => ({
    op: immOp(asImm(l[1])),
  }));
  cmp(
    `cmp r${w}, imm32`,
    b.size([insn(`cmp r${w}, imm32`, reg(w === 64 ? 'rcx' : 'ecx'), immOp(1000n))]),
    op('icmp', w, nt('reg'), imm(...I32)),
    (_r, l) => ({ op: immOp(asImm(l[1])) }),
  );
  cmp(
    `cmp r${w}, m${w}`,
    b.size([insn(`cmp r${w}, m${w}`, sampleR, b.sampleMem)]),
    op('icmp', w, nt('reg'), { k: 'op', op: 'load', bits: w, from: w, kids: [nt('addr')] }),
    (r, l) => b.mem(r, asAddr(l[1])),
  );
}

function extendTiles(b: Builder): void {
  const and = (mask: bigint) => (x: EmitCtx, l: readonly Operand[], n: Parameters<Tile['emit']>[2]) =>
    twoAddr(b, x, mask <= 127n ? 'and r32, imm8' : 'and r32, imm32', 32, asReg(l[0]), n, () => immOp(mask));
  b.tile('zext1', 'reg', { k: 'op', op: 'zext', bits: 32, from: 1, kids: [nt('reg')] }, 3, 1, and(1n));
  b.tile('zext8', 'reg', { k: 'op', op: 'zext', bits: 32, from: 8, kids: [nt('reg')] }, 6, 1, and(255n));
  b.tile('zext16', 'reg', { k: 'op', op: 'zext', bits: 32, from: 16, kids: [nt('reg')] }, 3, 1, (x, l, n) => {
    const r = new Regs(x);
    const s = r.use(asReg(l[0]), 16);
    const d = x.resultVreg(n);
    b.push(x, r, insn('movzx r32, r16', reg(r.def(d, 32)), reg(s)));
    return { kind: 'reg', vreg: d };
  });
  for (const from of [1, 8, 16]) {
    b.tile(`sext${from}`, 'reg', { k: 'op', op: 'sext', bits: 32, from, kids: [nt('reg')] }, 6, 2, (x, l, n) => {
      const k = BigInt(32 - from);
      const t = twoAddr(b, x, 'shl r32, imm8', 32, asReg(l[0]), { ...n, export: undefined } as typeof n, () => immOp(k));
      return twoAddr(b, x, 'sar r32, imm8', 32, asReg(t), n, () => immOp(k));
    });
  }
  if (b.ptr === 64) {
    b.tile('zext32', 'reg', { k: 'op', op: 'zext', bits: 64, from: 32, kids: [nt('reg')] }, 2, 1, (x, l, n) => {
      const r = new Regs(x);
      const s = r.use(asReg(l[0]), 32);
      const d = x.resultVreg(n);
      b.push(x, r, insn('mov r32, r32', reg(r.def(d, 32)), reg(s)));
      return { kind: 'reg', vreg: d };
    });
    b.tile('sext32', 'reg', { k: 'op', op: 'sext', bits: 64, from: 32, kids: [nt('reg')] }, 3, 1, (x, l, n) => {
      const r = new Regs(x);
      const s = r.use(asReg(l[0]), 32);
      const d = x.resultVreg(n);
      b.push(x, r, insn('movsxd r64, r32', reg(r.def(d, 64)), reg(s)));
      return { kind: 'reg', vreg: d };
    });
  }
}

function controlTiles(b: Builder, widths: readonly W[]): void {
  const jcc = (x: EmitCtx, pred: ICmpPred | 'ne', n: Parameters<Tile['emit']>[2]) => {
    const cond = planted('x86-signed-branch-as-unsigned') && pred.startsWith('s') ? CC[`u${pred.slice(1)}` as ICmpPred] : CC[pred];
    b.push(x, new Regs(x), insn('jcc rel32', { kind: 'cond', cond: cond as never }, { kind: 'target', disp: 0 }), {
      target: x.blockOf(n.targets![0]!),
    });
    b.push(x, new Regs(x), insn('jmp rel32', { kind: 'target', disp: 0 }), { target: x.blockOf(n.targets![1]!) });
  };
  b.tile('br', 'stmt', { k: 'op', op: 'br', kids: [] }, 5, 1, (x, _l, n) => {
    b.push(x, new Regs(x), insn('jmp rel32', { kind: 'target', disp: 0 }), { target: x.blockOf(n.targets![0]!) });
    return NONE;
  });
  b.tile('condbr cc', 'stmt', { k: 'op', op: 'condbr', kids: [nt('cc')] }, 11, 2, (x, l, n) => {
    jcc(x, asPred(l[0]), n);
    return NONE;
  });
  b.tile('condbr reg', 'stmt', { k: 'op', op: 'condbr', kids: [nt('reg')] }, 17, 3, (x, l, n) => {
    const r = new Regs(x);
    const c = r.use(asReg(l[0]), 32);
    b.push(x, r, insn('test r32, imm32', reg(c), immOp(1n)));
    jcc(x, 'ne', n);
    return NONE;
  });
  const acc = b.ptr === 64 ? 'rax' : 'eax';
  for (const w of widths) {
    b.tile(`ret${w}`, 'stmt', { k: 'op', op: 'ret', bits: w, kids: [nt('reg')] }, 1, 1, (x, l) => {
      const r = new Regs(x);
      r.fixedUse(asReg(l[0]), acc, w);
      b.push(x, r, insn('ret'));
      return NONE;
    });
  }
  b.tile('ret void', 'stmt', { k: 'op', op: 'ret', kids: [] }, 1, 1, (x) => {
    b.push(x, new Regs(x), insn('ret'));
    return NONE;
  });
  if (b.ptr === 32) {
    // An i64 on i386 (engine/lower/wide.ts's register pair): low half in eax, high half in edx.
    b.tile('ret pair', 'stmt', { k: 'op', op: 'ret', kids: [nt('reg'), nt('reg')] }, 1, 1, (x, l) => {
      const r = new Regs(x);
      r.fixedUse(asReg(l[0]), 'eax', 32);
      r.fixedUse(asReg(l[1]), 'edx', 32);
      b.push(x, r, insn('ret'));
      return NONE;
    });
  }
  // setcc writes 8 bits: into a byte-class temporary, then movzx gives a clean 0/1 in any register.
  b.tile('setcc', 'reg', nt('cc'), 6, 2, (x, l, n) => {
    const t = x.newVreg(b.ptr === 32 ? 'byte' : 'gpr', 32);
    const r = new Regs(x);
    b.push(x, r, insn('setcc r8', { kind: 'cond', cond: CC[asPred(l[0])] as never }, reg(r.def(t, 8))));
    const z = new Regs(x);
    const s = z.use(t, 8);
    const d = x.resultVreg(n);
    b.push(x, z, insn('movzx r32, r8', reg(z.def(d, 32)), reg(s)));
    return { kind: 'reg', vreg: d };
  });
  for (const w of widths) {
    const cmov = `cmovcc r${w}, r${w}`;
    b.tile(`select${w} reg`, 'reg', op('select', w, nt('reg'), nt('reg'), nt('reg')), 3 + 4, 2, (x, l, n) => {
      const t = new Regs(x);
      const c = t.use(asReg(l[0]), 32);
      b.push(x, t, insn('test r32, imm32', reg(c), immOp(1n)));
      const r = new Regs(x);
      r.use(asReg(l[2]), w);
      const v = r.use(asReg(l[1]), w);
      const d = x.resultVreg(n);
      b.push(x, r, insn(cmov, { kind: 'cond', cond: 'ne' as never }, reg(r.reuse(d, w, 0)), reg(v)));
      return { kind: 'reg', vreg: d };
    });
    b.tile(`select${w} cc`, 'reg', op('select', w, nt('cc'), nt('reg'), nt('reg')), 4, 2, (x, l, n) => {
      const r = new Regs(x);
      r.use(asReg(l[2]), w);
      const t = r.use(asReg(l[1]), w);
      const d = x.resultVreg(n);
      b.push(x, r, insn(cmov, { kind: 'cond', cond: CC[asPred(l[0])] as never }, reg(r.reuse(d, w, 0)), reg(t)));
      return { kind: 'reg', vreg: d };
    });
  }
}

/** x86-64: extensions of narrow values to 64 bits (32-bit operations zero the upper half). */
function extend64Tiles(b: Builder): void {
  const and = (mask: bigint) => (x: EmitCtx, l: readonly Operand[], n: Parameters<Tile['emit']>[2]) =>
    twoAddr(b, x, mask <= 127n ? 'and r32, imm8' : 'and r32, imm32', 32, asReg(l[0]), n, () => immOp(mask));
  b.tile('zext1to64', 'reg', { k: 'op', op: 'zext', bits: 64, from: 1, kids: [nt('reg')] }, 3, 1, and(1n));
  // movzx into the 32-bit register zeroes the upper half too; movsx writes all 64 bits
  const rows = [
    ['zext', 'movzx r32', 32, 'eax'],
    ['sext', 'movsx r64', 64, 'rax'],
  ] as const;
  for (const from of [8, 16] as const) {
    for (const [o, mn, dw, sample] of rows) {
      const form = `${mn}, r${from}`;
      b.tile(
        `${o}${from}to64`,
        'reg',
        { k: 'op', op: o, bits: 64, from, kids: [nt('reg')] },
        b.size([insn(form, reg(sample), reg(from === 8 ? 'cl' : 'cx'))]),
        1,
        (x, l, n) => {
          const r = new Regs(x);
          const s = r.use(asReg(l[0]), from);
          const d = x.resultVreg(n);
          b.push(x, r, insn(form, reg(r.def(d, dw)), reg(s)));
          return { kind: 'reg', vreg: d };
        },
      );
    }
  }
  b.tile('sext1to64', 'reg', { k: 'op', op: 'sext', bits: 64, from: 1, kids: [nt('reg')] }, 8, 2, (x, l, n) => {
    const t = twoAddr(b, x, 'shl r64, imm8', 64, asReg(l[0]), { ...n, export: undefined } as typeof n, () => immOp(63n));
    return twoAddr(b, x, 'sar r64, imm8', 64, asReg(t), n, () => immOp(63n));
  });
}

/**
 * System V x86-64: a variadic callee reads %al as an upper bound of the vector registers carrying
 * arguments (psABI 3.5.7); with no floating point that is 0. A vreg holding 0, used in rax by the call.
 */
function vectorCount(x: EmitCtx): number {
  const v = x.newVreg('gpr', 32);
  x.push({ kind: 'const', regs: [{ vreg: v, kind: 'def', constraint: { kind: 'reg', class: 'gpr' } }], value: 0n });
  return v;
}

/**
 * Calls (System V i386: every argument on the stack at [esp + 4i]; System V x86-64: rdi, rsi, rdx,
 * rcx, r8, r9, then [rsp + 8(i-6)]): argument registers are fixed uses, the result a fixed def,
 * the other caller-saved registers clobbers; a variadic call on x86-64 also sets %al. Stack arguments are stored below the call by plain
 * stores to [sp + k] (frame layout reserves the outgoing area). An indirect call (its last kid the
 * pointer, a function's entry slot) is `call r32`/`call r64` on a register the allocator picks.
 */
function callTile(b: Builder): void {
  const abi = b.model.abi;
  const w = b.ptr;
  const size = b.size([insn('call rel32', { kind: 'target', disp: 0 })]);
  const storeArg = `mov m${w}, r${w}`;
  b.tile('call', 'reg', { k: 'op', op: 'call', kids: [], rest: 'reg' }, size, 5, (x, kids, n) => {
    const l = n.indirect === true ? kids.slice(0, -1) : kids;
    const regArgs = w === 64 ? abi.argRegs.length : 0;
    l.forEach((a, i) => {
      if (i < regArgs) return;
      const r = new Regs(x);
      const src = r.use(asReg(a), w);
      const slot = planted('x86-stack-args-reversed') ? l.length - 1 - i : i - regArgs;
      b.push(x, r, insn(storeArg, { kind: 'mem', base: b.sp, index: null, scale: 1, disp: (w / 8) * slot }, reg(src)));
    });
    const al = w === 64 && n.variadic === true ? vectorCount(x) : null;
    const { regs, result, clobbers } = callRegs(x, l, n, { ...abi, argRegs: abi.argRegs.slice(0, regArgs) }, w);
    if (al !== null) regs.fixedUse(al, 'rax', 32);
    if (n.indirect === true) b.push(x, regs, insn(`call r${w}`, reg(regs.use(asReg(kids.at(-1)!), w))), { indirectCall: true, clobbers });
    else b.push(x, regs, insn('call rel32', { kind: 'target', disp: 0 }), { callee: n.callee!, clobbers });
    return result === null ? NONE : { kind: 'reg', vreg: result };
  });
}
