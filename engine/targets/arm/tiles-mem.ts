// Loads and stores of the ARM (A32) tile grammar: ldr/ldrb/ldrh (zero-extending) and str/strb/strh,
// ldrsb/ldrsh folded into sign extensions of narrow loads, with every addressing mode the DAG
// offers (ARM ARM, ARMv6 edition, A5.2 addressing mode 2 for words and bytes: [rn, #±imm12],
// [rn, ±rm], [rn, rm, lsl #k]; A5.3 mode 3 for halfwords and signed bytes: [rn, #±imm8],
// [rn, ±rm]); frame objects as [sp, #off] in mode 2.
//
// Indexed forms with base writeback (A5.2.5 pre-indexed `[rn, #±imm]!`, A5.2.8 post-indexed
// `[rn], #±imm`, and their mode-3 twins) cover the IndexedOp nodes of the ARM DAG combine
// (engine/isel/indexed.ts); the written-back address is a def tied (`reuse`) to the base's use, in
// the vreg the combine put in the `writeback` node's `export`, which that node's tile returns.
//
// Contract: `memTiles(builder)` adds the tiles. A frame object's offset is only known after
// allocation and reaches 4095 in mode 2, so mode 3 (±255) never folds a frame address: it takes
// the address in a register (`add rd, sp, #off`). Emit functions name the frame object in `frame`
// and put the offset within it in `imm`, to which codegen adds the object's sp offset.

import type { Pattern } from '../../isel/grammar.js';
import type { DagNode, IndexedOp } from '../../isel/dag.js';
import { imm, nt, op } from '../../isel/grammar.js';
import { frameOf, NONE, projectionVreg, Regs, type EmitCtx, type Operand } from '../../isel/emit-api.js';
import { type ArmBuilder, LAT, asImm, asReg, immsFit, insn, isPow2, log2, type Fields } from './tiles-util.js';

type Mode = 2 | 3;

/** An addressing mode: its pattern over the address node and the fields (and frame) it fills. */
interface AddrShape {
  readonly name: string;
  readonly pat: Pattern;
  readonly suffix: string;
  readonly modes: readonly Mode[];
  /** Predicates on immediate leaves beyond the pattern's range (by leaf index within the shape). */
  readonly fits?: Readonly<Record<number, (v: bigint) => boolean>>;
  fields(r: Regs, leaves: readonly Operand[], x: EmitCtx, addr: number): { fields: Fields; frame?: number };
}

function addrShapes(mode: Mode): AddrShape[] {
  const lim = mode === 2 ? 4095n : 255n;
  const shapes: AddrShape[] = [
    {
      name: '[rn]',
      pat: nt('reg'),
      suffix: '[rn, #imm]',
      modes: [2, 3],
      fields: (r, l) => ({ fields: { rn: r.use(asReg(l[0]), 32), imm: 0 } }),
    },
    {
      name: '[rn, #imm]',
      pat: op('add', 32, nt('reg'), imm(-lim, lim)),
      suffix: '[rn, #imm]',
      modes: [2, 3],
      fields: (r, l) => ({ fields: { rn: r.use(asReg(l[0]), 32), imm: Number(asImm(l[1])) } }),
    },
    {
      name: '[rn, rm]',
      pat: op('add', 32, nt('reg'), nt('reg')),
      suffix: '[rn, rm]',
      modes: [2, 3],
      fields: (r, l) => ({ fields: { rn: r.use(asReg(l[0]), 32), rm: r.use(asReg(l[1]), 32) } }),
    },
    {
      name: '[rn, -rm]',
      pat: op('sub', 32, nt('reg'), nt('reg')),
      suffix: '[rn, -rm]',
      modes: [2, 3],
      fields: (r, l) => ({ fields: { rn: r.use(asReg(l[0]), 32), rm: r.use(asReg(l[1]), 32) } }),
    },
    {
      name: '[rn, rm, lsl #k]',
      pat: op('add', 32, nt('reg'), op('shl', 32, nt('reg'), imm(1n, 31n))),
      suffix: '[rn, rm, shift #amount]',
      modes: [2],
      fields: (r, l) => ({ fields: { rn: r.use(asReg(l[0]), 32), rm: r.use(asReg(l[1]), 32), shift: 'lsl', amount: Number(asImm(l[2])) } }),
    },
    {
      name: '[rn, rm, lsl #log2(c)]',
      pat: op('add', 32, nt('reg'), op('mul', 32, nt('reg'), imm(2n, 1n << 30n))),
      suffix: '[rn, rm, shift #amount]',
      modes: [2],
      fits: { 2: isPow2 },
      fields: (r, l) => ({ fields: { rn: r.use(asReg(l[0]), 32), rm: r.use(asReg(l[1]), 32), shift: 'lsl', amount: log2(asImm(l[2])) } }),
    },
    {
      name: '[sp, #frame]',
      pat: op('frame', 32),
      suffix: '[rn, #imm]',
      modes: [2],
      fields: (_r, _l, x, a) => ({ fields: { rn: 'sp', imm: 0 }, frame: frameOf(x, x.dagNode(a)) }),
    },
    {
      name: '[sp, #frame+imm]',
      pat: op('add', 32, op('frame', 32), imm(0n, 2047n)),
      suffix: '[rn, #imm]',
      modes: [2],
      fields: (_r, l, x, a) => ({ fields: { rn: 'sp', imm: Number(asImm(l[0])) }, frame: frameOf(x, x.dagNode(a)) }),
    },
  ];
  return shapes.filter((s) => s.modes.includes(mode));
}

/** Loads: [dag op wrapping the load (or none), bytes loaded, mnemonic, addressing mode]. */
const LOADS: readonly (readonly ['zext' | 'sext' | null, 8 | 16 | 32, string, Mode])[] = [
  [null, 32, 'ldr', 2],
  [null, 8, 'ldrb', 2],
  [null, 16, 'ldrh', 3],
  ['zext', 8, 'ldrb', 2],
  ['zext', 16, 'ldrh', 3],
  ['sext', 8, 'ldrsb', 3],
  ['sext', 16, 'ldrsh', 3],
];
const STORES: readonly (readonly [8 | 16 | 32, string, Mode])[] = [
  [32, 'str', 2],
  [8, 'strb', 2],
  [16, 'strh', 3],
];

export function memTiles(b: ArmBuilder): void {
  for (const [ext, from, mn, mode] of LOADS) {
    for (const s of addrShapes(mode)) {
      const form = `${mn} rt, ${s.suffix}`;
      const load: Pattern = { k: 'op', op: 'load', bits: 32, from, kids: [s.pat] };
      const pat: Pattern = ext === null ? load : { k: 'op', op: ext, bits: 32, from, kids: [load] };
      b.tile(
        `${ext === null ? '' : `${ext} `}${mn} ${s.name}`,
        'reg',
        pat,
        b.size(form),
        LAT.load,
        (x, l, n) => {
          const loadNode = ext === null ? n : x.dagNode(n.kids[0]!);
          const r = new Regs(x);
          const a = s.fields(r, l, x, loadNode.kids[0]!);
          const d = x.resultVreg(n);
          b.push(x, r, insn(form, { ...a.fields, rt: r.def(d, 32) }), a.frame === undefined ? {} : { frame: a.frame });
          return { kind: 'reg', vreg: d };
        },
        immsFit(s.fits ?? {}),
      );
    }
  }
  for (const [from, mn, mode] of STORES) {
    for (const s of addrShapes(mode)) {
      const form = `${mn} rt, ${s.suffix}`;
      b.tile(
        `${mn} ${s.name}`,
        'stmt',
        { k: 'op', op: 'store', bits: 32, from, kids: [nt('reg'), s.pat] },
        b.size(form),
        LAT.alu,
        (x, l, n) => {
          const r = new Regs(x);
          const rt = r.use(asReg(l[0]), 32);
          const a = s.fields(r, l.slice(1), x, n.kids[1]!);
          b.push(x, r, insn(form, { ...a.fields, rt }), a.frame === undefined ? {} : { frame: a.frame });
          return NONE;
        },
        immsFit(s.fits ?? {}, 1),
      );
    }
  }
}

/** Indexed loads and stores: [op, bytes, mnemonic, addressing mode]. */
const INDEXED: readonly (readonly [IndexedOp, 8 | 16 | 32, string, Mode])[] = (['pre', 'post'] as const).flatMap(
  (k) =>
    [
      [`load-${k}`, 32, 'ldr', 2],
      [`load-${k}`, 8, 'ldrb', 2],
      [`load-${k}`, 16, 'ldrh', 3],
      [`sload-${k}`, 8, 'ldrsb', 3],
      [`sload-${k}`, 16, 'ldrsh', 3],
      [`store-${k}`, 32, 'str', 2],
      [`store-${k}`, 8, 'strb', 2],
      [`store-${k}`, 16, 'strh', 3],
    ] as const,
);

/** The vreg the access writes its updated base to: the export of its `writeback` user (indexed.ts). */
const writebackVreg = (x: EmitCtx, access: DagNode): number => projectionVreg(x, access, 'writeback');

export function indexedTiles(b: ArmBuilder): void {
  for (const [dagOp, from, mn, mode] of INDEXED) {
    const lim = mode === 2 ? 4095n : 255n;
    const pre = dagOp.endsWith('-pre');
    const form = pre ? `${mn} rt, [rn, #imm]!` : `${mn} rt, [rn], #imm`;
    const store = dagOp.startsWith('store');
    const kids = store ? [nt('reg'), nt('reg'), imm(-lim, lim)] : [nt('reg'), imm(-lim, lim)];
    b.tile(
      `${mn} ${pre ? '[rn, #imm]!' : '[rn], #imm'}`,
      'reg',
      { k: 'op', op: dagOp, bits: 32, from, kids },
      b.size(form),
      store ? LAT.alu : LAT.load,
      (x, l, n) => {
        const r = new Regs(x);
        const wb = writebackVreg(x, n);
        if (store) {
          const rt = r.use(asReg(l[0]), 32);
          const rn = r.use(asReg(l[1]), 32);
          r.reuse(wb, 32, r.last);
          b.push(x, r, insn(form, { rt, rn, imm: Number(asImm(l[2])) }));
          return { kind: 'reg', vreg: wb };
        }
        const rn = r.use(asReg(l[0]), 32);
        r.reuse(wb, 32, r.last);
        const d = x.resultVreg(n);
        b.push(x, r, insn(form, { rt: r.def(d, 32), rn, imm: Number(asImm(l[1])) }));
        return { kind: 'reg', vreg: d };
      },
    );
  }
  // The updated address: already in its vreg, written by the access (the kid, a root).
  b.tile('writeback', 'reg', op('writeback', 32, nt('reg')), 0, 0, (x, _l, n) => ({
    kind: 'reg',
    vreg: writebackVreg(x, x.dagNode(n.kids[0]!)),
  }));
}
