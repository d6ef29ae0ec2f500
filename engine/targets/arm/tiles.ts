// The ARM (ARMv6, A32) tile grammar for engine/isel: tree patterns over DAG operations with sizes
// from the ARM model's size() of sample instructions and latencies from the ARM1176JZF-S TRM
// (tiles-util.ts LAT). Follows the structure of engine/targets/x86/tiles.ts. ARM ARM (ARMv6 edition):
// A5.1 operand 2 — rotated immediates (add/sub swapped for negated constants, and → bic for
// inverted ones, cmp → cmn), registers, registers shifted by an immediate or a register (folded
// into add/sub/rsb/and/orr/eor/cmp/tst); A4.1 mul/mla; conditional execution for setcc
// (`mov rd, #0; mov<c> rd, #1`) and select (`mov<c>`); compare-and-branch fusion (cmp + b<c>);
// loads and stores in tiles-mem.ts; calls and the entry under AAPCS (ARM IHI 0042 §5.5: r0–r3, then
// the stack at [sp, #4(i-4)], result in r0, r0–r3 r12 lr clobbered).
//
// Contract: `armGrammar(model)` returns the Grammar of A32. Emit functions write ArmInsn records
// (isa-models/arm/forms.ts) whose registers are `%k.32` placeholders; frame objects are named by
// `frame` with the offset within the object in `imm` (codegen adds the object's sp offset). ARMv6
// has no divide (legalization calls the AEABI helpers) and the model has no uxtb/sxtb, so
// extensions are and/shift pairs. Constants go through the `const` pseudo (codegen: mov, mvn or a
// literal-pool load); the three const tiles only state which it will be, for the costs.

import type { Grammar, Match, Pattern, VaEntry } from '../../isel/grammar.js';
import { imm, nt, op } from '../../isel/grammar.js';
import { callRegs, emitConst, frameOf, NONE, pushEntryPseudo, Regs, type EmitCtx, type Operand } from '../../isel/emit-api.js';
import { planted } from '../../../common/planted-bugs.js';
import type { BlockDag, DagNode, DagOp } from '../../isel/dag.js';
import type { MInst } from '../../mir/types.js';
import { invertCond } from '../../../isa-models/ual/conditions.js';
import { ICMP_COND } from '../ual/conditions.js';
import { indexedTiles, memTiles } from './tiles-mem.js';
import { ARM_INDEXED, indexedPatterns } from '../../isel/indexed.js';
import { stackTiles } from './tiles-stack.js';
import {
  ArmBuilder,
  I32,
  INT_MIN,
  LAT,
  asImm,
  asPred,
  asReg,
  immsFit,
  insn,
  isPow2,
  leafCount,
  log2,
  rotates,
  u32,
  type ArmModel,
  type Fields,
} from './tiles-util.js';

const SHIFTS: readonly (readonly [DagOp, 'lsl' | 'lsr' | 'asr'])[] = [
  ['shl', 'lsl'],
  ['lshr', 'lsr'],
  ['ashr', 'asr'],
];
const BINARY: readonly (readonly [DagOp, string])[] = [
  ['add', 'add'],
  ['sub', 'sub'],
  ['and', 'and'],
  ['or', 'orr'],
  ['xor', 'eor'],
];

/** An operand-2 shape (A5.1): its pattern, the form's suffix, and the fields its leaves fill. */
interface Op2 {
  readonly name: string;
  readonly pat: Pattern;
  readonly suffix: string;
  /** Predicates on the shape's immediate leaves (by leaf index within the shape). */
  readonly fits: Readonly<Record<number, (v: bigint) => boolean>>;
  fields(r: Regs, leaves: readonly Operand[]): Fields;
}

function op2Shapes(): Op2[] {
  const out: Op2[] = [
    { name: '#imm', pat: imm(...I32), suffix: '#imm', fits: { 0: rotates }, fields: (_r, l) => ({ imm: u32(asImm(l[0])) }) },
    { name: 'rm', pat: nt('reg'), suffix: 'rm', fits: {}, fields: (r, l) => ({ rm: r.use(asReg(l[0]), 32) }) },
    // x * 2^k is x lsl #k (getelementptr scales arrive as multiplications)
    {
      name: 'rm, lsl #log2(c)',
      pat: op('mul', 32, nt('reg'), imm(2n, 1n << 30n)),
      suffix: 'rm, shift #amount',
      fits: { 1: isPow2 },
      fields: (r, l) => ({ rm: r.use(asReg(l[0]), 32), shift: 'lsl', amount: log2(asImm(l[1])) }),
    },
  ];
  for (const [o, sh] of SHIFTS) {
    out.push({
      name: `rm, ${sh} #k`,
      pat: op(o, 32, nt('reg'), imm(1n, 31n)),
      suffix: 'rm, shift #amount',
      fits: {},
      fields: (r, l) => ({ rm: r.use(asReg(l[0]), 32), shift: sh, amount: Number(asImm(l[1])) }),
    });
    out.push({
      name: `rm, ${sh} rs`,
      pat: op(o, 32, nt('reg'), nt('reg')),
      suffix: 'rm, shift rs',
      fits: {},
      fields: (r, l) => ({ rm: r.use(asReg(l[0]), 32), shift: sh, rs: r.use(asReg(l[1]), 32) }),
    });
  }
  return out;
}

export function armGrammar(model: ArmModel): Grammar {
  const b = new ArmBuilder(model);
  const shapes = op2Shapes();
  leafTiles(b);
  dataTiles(b, shapes);
  negatedImmTiles(b);
  shiftAndMulTiles(b);
  extendTiles(b);
  compareTiles(b, shapes);
  controlTiles(b);
  memTiles(b);
  indexedTiles(b);
  callTile(b);
  stackTiles(b);
  const jump = (target: number): MInst => ({ kind: 'isa', insn: insn('b target', { target: 0 }), regs: [], clobbers: [], target });
  return {
    isa: 'arm',
    tiles: b.tiles,
    entryArgs: (x, params, incoming, va) => entryArgs(b, x, params, incoming, va),
    variadic: true,
    jump,
    // The indexed forms' sizes (one word each) and latencies, as indexedTiles prices them.
    complex: indexedPatterns(
      ARM_INDEXED,
      { size: b.size('ldr rt, [rn], #imm'), latency: LAT.load },
      { size: b.size('str rt, [rn], #imm'), latency: LAT.alu },
    ),
  };
}

/** AAPCS: parameters 0–3 in r0–r3 (the entry pseudo defines them), the rest at [entry sp + 4(i-4)]. */
function entryArgs(
  b: ArmBuilder,
  x: EmitCtx,
  params: readonly { vreg: number; bits: number }[],
  incoming: (offset: number, bytes: number) => number,
  va?: VaEntry,
): void {
  const argRegs = b.model.abi.argRegs;
  // Variadic (AAPCS §7.1.4): r_n..r3 stored right below the stack arguments, contiguous with them.
  const area = va?.args(4 * (params.length - argRegs.length), 4 * Math.max(0, argRegs.length - params.length)) ?? null;
  const rest = area === null ? [] : argRegs.slice(params.length).map(() => x.newVreg('gpr', 32));
  pushEntryPseudo(x, [...params, ...rest.map((vreg) => ({ vreg }))], argRegs, 32);
  rest.forEach((vreg, k) => {
    const r = new Regs(x);
    b.push(x, r, insn('str rt, [rn, #imm]', { rt: r.use(vreg, 32), rn: 'sp', imm: 4 * k }), { frame: area! });
  });
  params.forEach((p, i) => {
    if (i < argRegs.length) return;
    const frame = incoming(4 * (i - argRegs.length), 4);
    const r = new Regs(x);
    b.push(x, r, insn('ldr rt, [rn, #imm]', { rt: r.def(p.vreg, 32), rn: 'sp', imm: 0 }), { frame });
  });
}

// ---- constants, frame addresses, live-in values ----
function leafTiles(b: ArmBuilder): void {
  b.tile('vreg', 'reg', op('vreg', undefined), 0, 0, (_x, _l, n) => ({ kind: 'reg', vreg: n.vreg! }));
  const constant = (x: EmitCtx, _l: readonly Operand[], n: DagNode): Operand => emitConst(x, n);
  const constPat: Pattern = { k: 'op', op: 'const', bits: 32, kids: [] };
  const value = (m: Match, dag: BlockDag): bigint => dag.nodes[m.node]!.value!;
  // codegen's choice (engine/targets/arm/target.ts `constant`): mov, else mvn, else a literal (ldr + pool word)
  b.tile('const mov', 'reg', constPat, b.size('mov rd, #imm'), LAT.alu, constant, (m, dag) => rotates(value(m, dag)));
  b.tile(
    'const mvn',
    'reg',
    constPat,
    b.size('mvn rd, #imm'),
    LAT.alu,
    constant,
    (m, dag) => !rotates(value(m, dag)) && rotates(~value(m, dag)),
  );
  b.tile(
    'const literal',
    'reg',
    constPat,
    b.size('ldr rt, [pc, #imm]') + 4,
    LAT.load,
    constant,
    (m, dag) => !rotates(value(m, dag)) && !rotates(~value(m, dag)),
  );
  const frameAdd = (x: EmitCtx, frame: number, off: bigint, n: DagNode): Operand => {
    const r = new Regs(x);
    const d = x.resultVreg(n);
    b.push(x, r, insn('add rd, rn, #imm', { rd: r.def(d, 32), rn: 'sp', imm: Number(off) }), { frame });
    return { kind: 'reg', vreg: d };
  };
  b.tile('frame', 'reg', op('frame', 32), b.size('add rd, rn, #imm'), LAT.alu, (x, _l, n) => frameAdd(x, n.frame!, 0n, n));
  b.tile('frame+imm', 'reg', op('add', 32, op('frame', 32), imm(0n, 4095n)), b.size('add rd, rn, #imm'), LAT.alu, (x, l, n) =>
    frameAdd(x, frameOf(x, n), asImm(l[0]), n),
  );
}

// ---- data processing with every operand-2 shape; rsb for reversed operands ----
function dataTiles(b: ArmBuilder, shapes: readonly Op2[]): void {
  for (const [o, mn] of BINARY) {
    for (const s of shapes) {
      const form = `${mn} rd, rn, ${s.suffix}`;
      b.tile(
        `${mn} ${s.name}`,
        'reg',
        op(o, 32, nt('reg'), s.pat),
        b.size(form),
        LAT.alu,
        (x, l, n) => b.def(x, n, form, (r) => ({ rn: r.use(asReg(l[0]), 32), ...s.fields(r, l.slice(1)) })),
        immsFit(s.fits, 1),
      );
    }
  }
  // sub(k, x) = rsb x, k: immediates and shifted registers as the first operand
  for (const s of shapes.filter((s) => s.name !== 'rm')) {
    const form = `rsb rd, rn, ${s.suffix}`;
    const k = leafCount(s.pat);
    b.tile(
      `rsb ${s.name}`,
      'reg',
      op('sub', 32, s.pat, nt('reg')),
      b.size(form),
      LAT.alu,
      (x, l, n) => b.def(x, n, form, (r) => ({ ...s.fields(r, l.slice(0, k)), rn: r.use(asReg(l[k]), 32) })),
      immsFit(s.fits),
    );
  }
  // x ^ -1 = mvn x
  b.tile('mvn rm', 'reg', op('xor', 32, nt('reg'), imm(-1n, -1n)), b.size('mvn rd, rm'), LAT.alu, (x, l, n) =>
    b.def(x, n, 'mvn rd, rm', (r) => ({ rm: r.use(asReg(l[0]), 32) })),
  );
}

/** Constants that only rotate negated or inverted: add ↔ sub, and → bic. */
function negatedImmTiles(b: ArmBuilder): void {
  const rows: readonly (readonly [DagOp, string, (v: bigint) => bigint])[] = [
    ['add', 'sub', (v) => -v],
    ['sub', 'add', (v) => -v],
    ['and', 'bic', (v) => ~v],
  ];
  for (const [o, mn, f] of rows) {
    const form = `${mn} rd, rn, #imm`;
    b.tile(
      `${o} as ${mn} #imm`,
      'reg',
      op(o, 32, nt('reg'), imm(...I32)),
      b.size(form),
      LAT.alu,
      (x, l, n) => b.def(x, n, form, (r) => ({ rn: r.use(asReg(l[0]), 32), imm: u32(f(asImm(l[1]))) })),
      immsFit({ 1: (v) => !rotates(v) && rotates(f(v)) }),
    );
  }
}

function shiftAndMulTiles(b: ArmBuilder): void {
  for (const [o, sh] of SHIFTS) {
    b.tile(`mov rm, ${sh} #k`, 'reg', op(o, 32, nt('reg'), imm(1n, 31n)), b.size('mov rd, rm, shift #amount'), LAT.alu, (x, l, n) =>
      b.def(x, n, 'mov rd, rm, shift #amount', (r) => ({ rm: r.use(asReg(l[0]), 32), shift: sh, amount: Number(asImm(l[1])) })),
    );
    // A shift by a register uses its low byte: amounts 32–255 give 0 (lsl/lsr) or the sign (asr);
    // the IR makes amounts >= 32 poison, so every defined result is right.
    b.tile(`mov rm, ${sh} rs`, 'reg', op(o, 32, nt('reg'), nt('reg')), b.size('mov rd, rm, shift rs'), LAT.alu + 1, (x, l, n) =>
      b.def(x, n, 'mov rd, rm, shift rs', (r) => ({ rm: r.use(asReg(l[0]), 32), shift: sh, rs: r.use(asReg(l[1]), 32) })),
    );
  }
  b.tile(
    'mov rm, lsl #log2(c)',
    'reg',
    op('mul', 32, nt('reg'), imm(2n, 1n << 30n)),
    b.size('mov rd, rm, shift #amount'),
    LAT.alu,
    (x, l, n) => b.def(x, n, 'mov rd, rm, shift #amount', (r) => ({ rm: r.use(asReg(l[0]), 32), shift: 'lsl', amount: log2(asImm(l[1])) })),
    immsFit({ 1: isPow2 }),
  );
  b.tile('mul', 'reg', op('mul', 32, nt('reg'), nt('reg')), b.size('mul rd, rn, rm'), LAT.mul, (x, l, n) =>
    b.def(x, n, 'mul rd, rn, rm', (r) => ({ rn: r.use(asReg(l[0]), 32), rm: r.use(asReg(l[1]), 32) })),
  );
  b.tile('mla', 'reg', op('add', 32, op('mul', 32, nt('reg'), nt('reg')), nt('reg')), b.size('mla rd, rn, rm, ra'), LAT.mul, (x, l, n) =>
    b.def(x, n, 'mla rd, rn, rm, ra', (r) => ({ rn: r.use(asReg(l[0]), 32), rm: r.use(asReg(l[1]), 32), ra: r.use(asReg(l[2]), 32) })),
  );
}

/** Extensions of i1/i8/i16 in a register (ARMv6's uxtb/sxtb are not in the model): and, or a shift pair. */
function extendTiles(b: ArmBuilder): void {
  for (const [from, mask] of [
    [1, 1],
    [8, 255],
  ] as const) {
    b.tile(
      `zext${from}`,
      'reg',
      { k: 'op', op: 'zext', bits: 32, from, kids: [nt('reg')] },
      b.size('and rd, rn, #imm'),
      LAT.alu,
      (x, l, n) => b.def(x, n, 'and rd, rn, #imm', (r) => ({ rn: r.use(asReg(l[0]), 32), imm: mask })),
    );
  }
  const pair = (o: DagOp, from: number, second: 'lsr' | 'asr') =>
    b.tile(
      `${o}${from}`,
      'reg',
      { k: 'op', op: o, bits: 32, from, kids: [nt('reg')] },
      b.size('mov rd, rm, shift #amount', 'mov rd, rm, shift #amount'),
      2 * LAT.alu,
      (x, l, n) => {
        const k = 32 - from;
        const t = x.newVreg('gpr', 32);
        const r = new Regs(x);
        const s = r.use(asReg(l[0]), 32);
        b.push(x, r, insn('mov rd, rm, shift #amount', { rd: r.def(t, 32), rm: s, shift: 'lsl', amount: k }));
        return b.def(x, n, 'mov rd, rm, shift #amount', (q) => ({ rm: q.use(t, 32), shift: second, amount: k }));
      },
    );
  pair('zext', 16, 'lsr');
  for (const from of [1, 8, 16]) pair('sext', from, 'asr');
}

// ---- compares: cmp/cmn/tst set the flags a `cc` consumer reads ----
function compareTiles(b: ArmBuilder, shapes: readonly Op2[]): void {
  const cc = (x: EmitCtx, form: string, fields: (r: Regs) => Fields, pred: Operand): Operand => {
    const r = new Regs(x);
    b.push(x, r, insn(form, fields(r)));
    return pred;
  };
  for (const s of shapes) {
    const form = `cmp rn, ${s.suffix}`;
    b.tile(
      `cmp ${s.name}`,
      'cc',
      op('icmp', 32, nt('reg'), s.pat),
      b.size(form),
      LAT.alu,
      (x, l, n) => cc(x, form, (r) => ({ rn: r.use(asReg(l[0]), 32), ...s.fields(r, l.slice(1)) }), { kind: 'cc', pred: n.pred! }),
      immsFit(s.fits, 1),
    );
  }
  // cmn x, #-k sets the same N Z C V as cmp x, #k unless k is 0 (C differs) or INT_MIN (V differs).
  b.tile(
    'cmn #imm',
    'cc',
    op('icmp', 32, nt('reg'), imm(...I32)),
    b.size('cmn rn, #imm'),
    LAT.alu,
    (x, l, n) => cc(x, 'cmn rn, #imm', (r) => ({ rn: r.use(asReg(l[0]), 32), imm: u32(-asImm(l[1])) }), { kind: 'cc', pred: n.pred! }),
    immsFit({ 1: (v) => v !== 0n && v !== INT_MIN && !rotates(v) && rotates(-v) }),
  );
  // (a & b) == 0 / != 0: tst a, b (Z only, so eq and ne alone)
  for (const s of shapes) {
    const form = `tst rn, ${s.suffix}`;
    const k = 1 + leafCount(s.pat);
    const fit = immsFit(s.fits, 1);
    const check = (m: Match, dag: BlockDag) => {
      const pred = dag.nodes[m.node]!.pred;
      return (pred === 'eq' || pred === 'ne') && (fit === undefined || fit(m, dag));
    };
    b.tile(
      `tst ${s.name}`,
      'cc',
      op('icmp', 32, op('and', 32, nt('reg'), s.pat), imm(0n, 0n)),
      b.size(form),
      LAT.alu,
      (x, l, n) => cc(x, form, (r) => ({ rn: r.use(asReg(l[0]), 32), ...s.fields(r, l.slice(1, k)) }), { kind: 'cc', pred: n.pred! }),
      check,
    );
  }
}

function controlTiles(b: ArmBuilder): void {
  const branch = (x: EmitCtx, cond: Parameters<typeof insn>[2], target: number) =>
    b.push(x, new Regs(x), insn('b target', { target: 0 }, cond), { target });
  const bSize = b.size('b target');
  b.tile('br', 'stmt', { k: 'op', op: 'br', kids: [] }, bSize, LAT.branch, (x, _l, n) => {
    branch(x, 'al', x.blockOf(n.targets![0]!));
    return NONE;
  });
  b.tile('condbr cc', 'stmt', { k: 'op', op: 'condbr', kids: [nt('cc')] }, 2 * bSize, LAT.branch, (x, l, n) => {
    branch(x, ICMP_COND[asPred(l[0])], x.blockOf(n.targets![0]!));
    branch(x, 'al', x.blockOf(n.targets![1]!));
    return NONE;
  });
  const testBit0 = (x: EmitCtx, c: number) => {
    const r = new Regs(x);
    b.push(x, r, insn('tst rn, #imm', { rn: r.use(c, 32), imm: 1 }));
  };
  b.tile(
    'condbr reg',
    'stmt',
    { k: 'op', op: 'condbr', kids: [nt('reg')] },
    b.size('tst rn, #imm') + 2 * bSize,
    LAT.alu + LAT.branch,
    (x, l, n) => {
      testBit0(x, asReg(l[0]));
      branch(x, 'ne', x.blockOf(n.targets![0]!));
      branch(x, 'al', x.blockOf(n.targets![1]!));
      return NONE;
    },
  );
  const bxSize = b.size('bx rm');
  b.tile('ret32', 'stmt', { k: 'op', op: 'ret', bits: 32, kids: [nt('reg')] }, bxSize, LAT.branch, (x, l) => {
    const r = new Regs(x);
    r.fixedUse(asReg(l[0]), b.model.abi.resultRegs[0]!, 32);
    b.push(x, r, insn('bx rm', { rm: 'lr' }));
    return NONE;
  });
  b.tile('ret void', 'stmt', { k: 'op', op: 'ret', kids: [] }, bxSize, LAT.branch, (x) => {
    b.push(x, new Regs(x), insn('bx rm', { rm: 'lr' }));
    return NONE;
  });
  // An i64 (engine/lower/wide.ts's register pair): low half in r0, high half in r1 (AAPCS).
  b.tile('ret pair', 'stmt', { k: 'op', op: 'ret', kids: [nt('reg'), nt('reg')] }, bxSize, LAT.branch, (x, l) => {
    const r = new Regs(x);
    r.fixedUse(asReg(l[0]), b.model.abi.resultRegs[0]!, 32);
    r.fixedUse(asReg(l[1]), b.model.abi.resultRegs[1]!, 32);
    b.push(x, r, insn('bx rm', { rm: 'lr' }));
    return NONE;
  });
  // setcc: mov rd, #0 (leaves the flags alone), then mov<c> rd, #1 into the same register.
  b.tile('setcc', 'reg', nt('cc'), 2 * b.size('mov rd, #imm'), 2 * LAT.alu, (x, l, n) => {
    const zero = x.newVreg('gpr', 32);
    const z = new Regs(x);
    b.push(x, z, insn('mov rd, #imm', { rd: z.def(zero, 32), imm: 0 }));
    return condMove(b, x, n, ICMP_COND[asPred(l[0])], zero, () => ({ imm: 1 }), 'mov rd, #imm');
  });
  selectTiles(b, testBit0);
}

/** d := src unless `cond`, then mov<cond> d, <op2>: the def reuses src's register. */
function condMove(
  b: ArmBuilder,
  x: EmitCtx,
  n: DagNode,
  cond: Parameters<typeof insn>[2],
  src: number,
  op2: (r: Regs) => Fields,
  form: string,
): Operand {
  const r = new Regs(x);
  r.use(src, 32);
  const f = op2(r);
  const d = x.resultVreg(n);
  b.push(x, r, insn(form, { ...f, rd: r.reuse(d, 32, 0) }, cond));
  return { kind: 'reg', vreg: d };
}

function selectTiles(b: ArmBuilder, testBit0: (x: EmitCtx, c: number) => void): void {
  const movSize = b.size('mov rd, rm');
  b.tile('select cc', 'reg', op('select', 32, nt('cc'), nt('reg'), nt('reg')), movSize, LAT.alu, (x, l, n) =>
    condMove(b, x, n, ICMP_COND[asPred(l[0])], asReg(l[2]), (r) => ({ rm: r.use(asReg(l[1]), 32) }), 'mov rd, rm'),
  );
  b.tile(
    'select cc #imm, reg',
    'reg',
    op('select', 32, nt('cc'), imm(...I32), nt('reg')),
    movSize,
    LAT.alu,
    (x, l, n) => condMove(b, x, n, ICMP_COND[asPred(l[0])], asReg(l[2]), () => ({ imm: u32(asImm(l[1])) }), 'mov rd, #imm'),
    immsFit({ 1: rotates }),
  );
  b.tile(
    'select cc reg, #imm',
    'reg',
    op('select', 32, nt('cc'), nt('reg'), imm(...I32)),
    movSize,
    LAT.alu,
    (x, l, n) => condMove(b, x, n, invertCond(ICMP_COND[asPred(l[0])]), asReg(l[1]), () => ({ imm: u32(asImm(l[2])) }), 'mov rd, #imm'),
    immsFit({ 2: rotates }),
  );
  b.tile(
    'select reg',
    'reg',
    op('select', 32, nt('reg'), nt('reg'), nt('reg')),
    b.size('tst rn, #imm') + movSize,
    2 * LAT.alu,
    (x, l, n) => {
      testBit0(x, asReg(l[0]));
      return condMove(
        b,
        x,
        n,
        planted('arm-select-swapped') ? 'eq' : 'ne',
        asReg(l[2]),
        (r) => ({ rm: r.use(asReg(l[1]), 32) }),
        'mov rd, rm',
      );
    },
  );
}

/**
 * Calls under AAPCS: arguments 0–3 are fixed uses of r0–r3, the rest are stored to [sp, #4(i-4)]
 * first (frame layout reserves the outgoing area from these stores); the result is a fixed def of
 * r0; the other caller-saved registers (r1–r3, r12, lr) are clobbers. An indirect call (last kid: the
 * pointer, an entry slot) is `blx rm` (ARMv5T and later).
 */
function callTile(b: ArmBuilder): void {
  const abi = b.model.abi;
  b.tile('call', 'reg', { k: 'op', op: 'call', kids: [], rest: 'reg' }, b.size('bl target'), LAT.call, (x, kids, n) => {
    const l = n.indirect === true ? (planted('arm-indirect-call-args-shifted') ? kids.slice(1) : kids.slice(0, -1)) : kids;
    l.forEach((a, i) => {
      if (i < abi.argRegs.length) return;
      const r = new Regs(x);
      b.push(x, r, insn('str rt, [rn, #imm]', { rt: r.use(asReg(a), 32), rn: 'sp', imm: 4 * (i - abi.argRegs.length) }));
    });
    const { regs, result, clobbers } = callRegs(x, l, n, abi, 32);
    if (n.indirect === true) b.push(x, regs, insn('blx rm', { rm: regs.use(asReg(kids.at(-1)!), 32) }), { indirectCall: true, clobbers });
    else b.push(x, regs, insn('bl target', { target: 0 }), { callee: n.callee!, clobbers });
    return result === null ? NONE : { kind: 'reg', vreg: result };
  });
}
