// Thumb-1 load and store tiles (ARMv6-M ARM A6.7: LDR/LDRH/LDRB/STR/STRH/STRB (immediate, register,
// SP-relative), LDRSB/LDRSH (register)). Each tile names its addressing mode in its own pattern,
// because what an offset may be depends on the access size: [rn, #imm5 × size], [rn, rm], and for
// words only [sp, #imm8 × 4] (frame objects); a narrow access to a frame object takes its address
// first (`add rt, sp, #imm8 × 4`).
//
// Contract: loads zero-extend narrow values (ldrb/ldrh), which is also what a `zext` of a load
// folds into; a `sext` of a narrow load folds into ldrsb/ldrsh, which only have the [rn, rm] mode.
// Frame offsets are sp-relative words: frame layout aligns Thumb frame objects to 4
// (engine/codegen/frame.ts), so a frame object's displacement folds into [sp, #imm8] only when it
// is a multiple of 4; codegen adds the object's offset, and an offset beyond 1020 is the model's
// EncodeError (never wrong bytes).

import type { Pattern, Tile } from '../../isel/grammar.js';
import { imm, nt, op } from '../../isel/grammar.js';
import { frameOf, NONE, projectionVreg, Regs, type EmitCtx, type Operand } from '../../isel/emit-api.js';
import type { ThumbValue } from '../../../isa-models/thumb/forms.js';
import { assertNever } from '../../ir/types.js';
import { asImm, asReg, type Builder, insn, LAT, regOut, tmp, type Node } from './tiles-util.js';

/** Where an access goes, after any address computation the mode needed. */
type Place =
  | { readonly kind: 'imm5'; readonly base: number; readonly disp: number }
  | { readonly kind: 'reg'; readonly base: number; readonly index: number }
  | { readonly kind: 'sp'; readonly disp: number; readonly frame: number };

interface Mode {
  readonly name: string;
  readonly pattern: Pattern;
  /** Bytes the mode adds to the access (an `add rt, sp` first). */
  readonly extra: number;
  /** The immediate leaf (if any) is acceptable. */
  /** Which immediates the mode's pattern may fold (patterns cannot say "multiple of"); absent: any in its range. */
  readonly ok?: (disp: bigint) => boolean;
  /** `leaves` are this mode's leaves; `addrNode` the DAG node the mode's pattern matched. */
  readonly place: (b: Builder, x: EmitCtx, leaves: readonly Operand[], addrNode: Node) => Place;
}

const spBase = (b: Builder, x: EmitCtx, frame: number): number => {
  const r = new Regs(x);
  const t = tmp(x);
  b.push(x, r, insn('add rd, sp, #imm8', r.def(t, 32), 0), { frame });
  return t;
};

function modes(scale: 1 | 2 | 4): Mode[] {
  const out: Mode[] = [
    { name: '[rn]', pattern: nt('reg'), extra: 0, place: (_b, _x, l) => ({ kind: 'imm5', base: asReg(l[0]), disp: 0 }) },
    {
      name: '[rn, #imm5]',
      pattern: op('add', 32, nt('reg'), imm(0n, BigInt(31 * scale))),
      extra: 0,
      ok: (d) => d % BigInt(scale) === 0n,
      place: (_b, _x, l) => ({ kind: 'imm5', base: asReg(l[0]), disp: Number(asImm(l[1])) }),
    },
    {
      name: '[rn, rm]',
      pattern: op('add', 32, nt('reg'), nt('reg')),
      extra: 0,
      place: (_b, _x, l) => ({ kind: 'reg', base: asReg(l[0]), index: asReg(l[1]) }),
    },
  ];
  if (scale === 4) {
    out.push(
      {
        name: '[sp, frame]',
        pattern: op('frame', 32),
        extra: 0,
        place: (_b, _x, _l, n) => ({ kind: 'sp', disp: 0, frame: n.frame! }),
      },
      {
        name: '[sp, frame+imm]',
        pattern: op('add', 32, op('frame', 32), imm(0n, 1020n)),
        extra: 0,
        ok: (d) => d % 4n === 0n,
        place: (_b, x, l, n) => ({ kind: 'sp', disp: Number(asImm(l[0])), frame: frameOf(x, n) }),
      },
    );
  } else {
    out.push(
      {
        name: '[add sp, frame]',
        pattern: op('frame', 32),
        extra: 2,
        place: (b, x, _l, n) => ({ kind: 'imm5', base: spBase(b, x, n.frame!), disp: 0 }),
      },
      {
        name: '[add sp, frame+imm5]',
        pattern: op('add', 32, op('frame', 32), imm(0n, BigInt(31 * scale))),
        extra: 2,
        ok: (d) => d % BigInt(scale) === 0n,
        place: (b, x, l, n) => ({ kind: 'imm5', base: spBase(b, x, frameOf(x, n)), disp: Number(asImm(l[0])) }),
      },
    );
  }
  return out;
}

const MN: Readonly<Record<8 | 16 | 32, [string, string, 1 | 2 | 4]>> = {
  8: ['ldrb', 'strb', 1],
  16: ['ldrh', 'strh', 2],
  32: ['ldr', 'str', 4],
};

/**
 * The access instruction. `rt` adds the loaded (def) or stored (use) register to `r` and returns
 * its placeholder; it runs after the address registers are added, so a load's def follows its
 * uses in `regs` (the form still prints it first).
 */
function access(b: Builder, x: EmitCtx, r: Regs, mn: string, rt: () => string, p: Place): void {
  let form: string;
  let ops: ThumbValue[];
  let frame: number | undefined;
  switch (p.kind) {
    case 'imm5': {
      const rn = r.use(p.base, 32);
      form = `${mn} rt, [rn, #imm5]`;
      ops = [rt(), rn, p.disp];
      break;
    }
    case 'reg': {
      const rn = r.use(p.base, 32);
      const rm = r.use(p.index, 32);
      form = `${mn} rt, [rn, rm]`;
      ops = [rt(), rn, rm];
      break;
    }
    case 'sp':
      form = `${mn} rt, [sp, #imm8]`;
      ops = [rt(), p.disp];
      frame = p.frame;
      break;
    default:
      return assertNever(p, 'place');
  }
  b.push(x, r, insn(form, ...ops), frame === undefined ? {} : { frame });
}

/** The DAG node a mode's pattern matched: the address kid of the access node. */
const addrOf = (x: EmitCtx, access: Node): Node => x.dagNode(access.kids[access.op === 'store' ? 1 : 0]!);

/**
 * `ok` of the mode applied to the tile's immediate leaves (patterns cannot say "multiple of"); no
 * check where the mode has none, so that PBQP selection shares those tiles' inner rules
 * (engine/isel/normal-form.ts innerNt: a checked tile's are its own).
 */
const checkOf = (m: Mode): Tile['check'] => {
  const ok = m.ok;
  return ok === undefined ? undefined : (match) => match.leaves.every((l) => !('imm' in l) || ok(l.imm));
};

export function memTiles(b: Builder): void {
  for (const from of [8, 16, 32] as const) {
    const [ld, st, scale] = MN[from];
    for (const m of modes(scale)) {
      const load = (x: EmitCtx, l: readonly Operand[], n: Node, accessNode: Node): Operand => {
        const p = m.place(b, x, l, addrOf(x, accessNode));
        const r = new Regs(x);
        const d = x.resultVreg(n);
        access(b, x, r, ld, () => r.def(d, 32), p);
        return regOut(d);
      };
      const loadPat: Pattern = { k: 'op', op: 'load', bits: 32, from, kids: [m.pattern] };
      const size = 2 + m.extra;
      b.tile(`${ld} ${m.name}`, 'reg', loadPat, size, LAT.mem + (m.extra > 0 ? LAT.alu : 0), (x, l, n) => load(x, l, n, n), checkOf(m));
      if (from < 32) {
        // ldrb/ldrh zero-extend: a zext of the load is the load itself
        b.tile(
          `${ld} ${m.name} (zext)`,
          'reg',
          { k: 'op', op: 'zext', bits: 32, from, kids: [loadPat] },
          size,
          LAT.mem + (m.extra > 0 ? LAT.alu : 0),
          (x, l, n) => load(x, l, n, x.dagNode(n.kids[0]!)),
          checkOf(m),
        );
      }
      b.tile(
        `${st} ${m.name}`,
        'stmt',
        { k: 'op', op: 'store', bits: 32, from, kids: [nt('reg'), m.pattern] },
        size,
        LAT.mem + (m.extra > 0 ? LAT.alu : 0),
        (x, l, n) => {
          const p = m.place(b, x, l.slice(1), addrOf(x, n));
          const r = new Regs(x);
          const v = asReg(l[0]);
          access(b, x, r, st, () => r.use(v, 32), p);
          return NONE;
        },
        checkOf(m),
      );
    }
  }
  // sign-extending loads: register offset only
  for (const [from, mn] of [
    [8, 'ldrsb'],
    [16, 'ldrsh'],
  ] as const) {
    b.tile(
      `${mn} [rn, rm]`,
      'reg',
      { k: 'op', op: 'sext', bits: 32, from, kids: [{ k: 'op', op: 'load', bits: 32, from, kids: [op('add', 32, nt('reg'), nt('reg'))] }] },
      2,
      LAT.mem,
      (x, l, n) => {
        const r = new Regs(x);
        const rn = r.use(asReg(l[0]), 32);
        const rm = r.use(asReg(l[1]), 32);
        const d = x.resultVreg(n);
        b.push(x, r, insn(`${mn} rt, [rn, rm]`, r.def(d, 32), rn, rm));
        return regOut(d);
      },
    );
  }
}

/**
 * The post-indexed word accesses PBQP selection's complex patterns make (engine/isel/indexed.ts
 * THUMB_INDEXED; ARMv6-M ARM A6.7.40 LDM, A6.7.117 STM): `ldm rn!, {rt}` loads [rn] and adds 4 to
 * rn, `stm rn!, {rt}` stores; the updated base is the `writeback` node's vreg, tied to rn. The
 * register list of one register needs rt ≠ rn for ldm (two defs of one instruction never share a
 * register) and takes rt = rn for stm (the base is then the lowest listed, which stores its old value).
 */
export function indexedTiles(b: Builder): void {
  const wbOf = (x: EmitCtx, access: Node) => projectionVreg(x, access, 'writeback');
  b.tile(
    'ldm rn!, {rt}',
    'reg',
    { k: 'op', op: 'load-post', bits: 32, from: 32, kids: [nt('reg'), imm(4n, 4n)] },
    b.size([insn('ldm rn!, {reglist}', 'r0', ['r1'])]),
    LAT.mem,
    (x, l, n) => {
      const r = new Regs(x);
      const rn = r.use(asReg(l[0]), 32);
      r.reuse(wbOf(x, n), 32, r.last);
      const d = x.resultVreg(n);
      b.push(x, r, insn('ldm rn!, {reglist}', rn, [r.def(d, 32)]));
      return { kind: 'reg', vreg: d };
    },
  );
  b.tile(
    'stm rn!, {rt}',
    'reg',
    { k: 'op', op: 'store-post', bits: 32, from: 32, kids: [nt('reg'), nt('reg'), imm(4n, 4n)] },
    b.size([insn('stm rn!, {reglist}', 'r0', ['r1'])]),
    LAT.alu,
    (x, l, n) => {
      const r = new Regs(x);
      const rt = r.use(asReg(l[0]), 32);
      const rn = r.use(asReg(l[1]), 32);
      const wb = wbOf(x, n);
      r.reuse(wb, 32, r.last);
      b.push(x, r, insn('stm rn!, {reglist}', rn, [rt]));
      return { kind: 'reg', vreg: wb };
    },
  );
  b.tile('writeback', 'reg', op('writeback', 32, nt('reg')), 0, 0, (x, _l, n) => ({ kind: 'reg', vreg: wbOf(x, x.dagNode(n.kids[0]!)) }));
}
