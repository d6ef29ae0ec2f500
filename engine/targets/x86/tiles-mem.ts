// The x86 tile grammar's addressing modes, loads and stores (Intel SDM vol. 2): the `addr` tiles
// (base, base+disp, base+index*scale+disp, frame objects: the bytes each adds to `[reg]`), loads with
// their extensions, stores of registers and immediates, and read-modify-write stores.
//
// Contract: `addressTiles(b)` and `memTiles(b, w)` add their tiles to the builder of one mode
// (tiles.ts x86Grammar calls them); sizes and latencies as tiles.ts says.

import type { Tile } from '../../isel/grammar.js';
import { imm, nt, op } from '../../isel/grammar.js';
import { asAddr, asImm, asReg, frameOf, NONE, Regs, type Addr } from '../../isel/emit-api.js';
import type { X86Operand } from '../../../isa-models/x86/insn.js';
import { ALU_OPS, type Builder, I8, I32, immOp, insn, reg, toByte, type W } from './tiles-util.js';

// ---- addressing modes: the bytes each adds to [reg] ----
export function addressTiles(b: Builder): void {
  const p = b.ptr;
  const A = (base: Addr['base'], index: Addr['index'], disp: bigint): Addr => ({ kind: 'addr', base, index, disp });
  b.tile('addr:reg', 'addr', nt('reg'), 0, 0, (_x, l) => A({ vreg: asReg(l[0]) }, null, 0n));
  b.tile('addr:frame', 'addr', op('frame', p), 2, 0, (_x, _l, n) => A({ frame: n.frame! }, null, 0n));
  b.tile('addr:frame+imm', 'addr', op('add', p, op('frame', p), imm(...I32)), 2, 0, (x, l, n) =>
    A({ frame: frameOf(x, n) }, null, asImm(l[0])),
  );
  b.tile('addr:abs', 'addr', imm(...I32), b.ptr === 64 ? 5 : 4, 0, (_x, l) => A(null, null, asImm(l[0])));
  b.tile('addr:reg+imm8', 'addr', op('add', p, nt('reg'), imm(...I8)), 1, 0, (_x, l) => A({ vreg: asReg(l[0]) }, null, asImm(l[1])));
  b.tile('addr:reg+imm32', 'addr', op('add', p, nt('reg'), imm(...I32)), 4, 0, (_x, l) => A({ vreg: asReg(l[0]) }, null, asImm(l[1])));
  b.tile('addr:reg+reg', 'addr', op('add', p, nt('reg'), nt('reg')), 1, 0, (_x, l) =>
    A({ vreg: asReg(l[0]) }, { vreg: asReg(l[1]), scale: 1 }, 0n),
  );
  b.tile('addr:reg+reg<<k', 'addr', op('add', p, nt('reg'), op('shl', p, nt('reg'), imm(1n, 3n))), 1, 0, (_x, l) =>
    A({ vreg: asReg(l[0]) }, { vreg: asReg(l[1]), scale: scaleOf(asImm(l[2])) }, 0n),
  );
  b.tile(
    'addr:reg+reg<<k+imm8',
    'addr',
    op('add', p, op('add', p, nt('reg'), op('shl', p, nt('reg'), imm(1n, 3n))), imm(...I8)),
    2,
    0,
    (_x, l) => A({ vreg: asReg(l[0]) }, { vreg: asReg(l[1]), scale: scaleOf(asImm(l[2])) }, asImm(l[3])),
  );
  b.tile('addr:reg+reg+imm8', 'addr', op('add', p, op('add', p, nt('reg'), nt('reg')), imm(...I8)), 2, 0, (_x, l) =>
    A({ vreg: asReg(l[0]) }, { vreg: asReg(l[1]), scale: 1 }, asImm(l[2])),
  );
  // lea computes any address that is more than a register into a register.
  const leaForm = `lea r${p}, m`;
  const leaSize = b.size([insn(leaForm, reg(p === 64 ? 'rax' : 'eax'), b.sampleMem)]);
  for (const t of b.tiles.filter((t) => t.nt === 'addr' && t.pattern.k === 'op' && t.pattern.op === 'add')) {
    b.tile(`lea ${t.name}`, 'reg', t.pattern, leaSize + t.size, 1, (x, l, n) => {
      const a = asAddr(t.emit(x, l, n));
      const r = new Regs(x);
      const m = b.mem(r, a);
      const d = x.resultVreg(n);
      b.push(x, r, insn(leaForm, reg(r.def(d, p)), m.op), m.frame === undefined ? {} : { frame: m.frame });
      return { kind: 'reg', vreg: d };
    });
  }
}

function scaleOf(k: bigint): 1 | 2 | 4 | 8 {
  return (1 << Number(k)) as 2 | 4 | 8;
}

export function memTiles(b: Builder, w: W): void {
  const sample = (form: string, ...ops: X86Operand[]) => b.size([insn(form, ...ops)]);
  const loads: readonly (readonly [number, string, string])[] =
    w === 64
      ? [[64, 'mov r64, m64', 'rax']]
      : [
          [8, 'movzx r32, m8', 'eax'],
          [16, 'movzx r32, m16', 'eax'],
          [32, 'mov r32, m32', 'eax'],
        ];
  for (const [from, form, s] of loads) {
    b.tile(form, 'reg', { k: 'op', op: 'load', bits: w, from, kids: [nt('addr')] }, sample(form, reg(s), b.sampleMem), 4, (x, l, n) => {
      const r = new Regs(x);
      const m = b.mem(r, asAddr(l[0]));
      const d = x.resultVreg(n);
      const dst = r.def(d, w);
      // the def comes after the address uses in `regs`; Intel order puts it first in the insn
      b.push(x, r, insn(form, reg(dst), m.op), m.frame === undefined ? {} : { frame: m.frame });
      return { kind: 'reg', vreg: d };
    });
  }
  const stores: readonly number[] = w === 64 ? [64] : [8, 16, 32];
  for (const from of stores) {
    const form = `mov m${from}, r${from}`;
    b.tile(
      form,
      'stmt',
      { k: 'op', op: 'store', bits: w, from, kids: [nt('reg'), nt('addr')] },
      sample(form, b.sampleMem, reg(from === 8 ? 'cl' : from === 16 ? 'cx' : w === 64 ? 'rcx' : 'ecx')),
      1,
      (x, l) => {
        const r = new Regs(x);
        let v = asReg(l[0]);
        if (from === 8 && b.ptr === 32 && x.classOf(v) !== 'byte') v = toByte(b, x, v);
        const src = r.use(v, from);
        const m = b.mem(r, asAddr(l[1]));
        b.push(x, r, insn(form, m.op, reg(src)), m.frame === undefined ? {} : { frame: m.frame });
        return NONE;
      },
    );
    const immForm = `mov m${from}, imm${from === 64 ? 32 : from}`;
    const range: [bigint, bigint] = from === 8 ? [-128n, 255n] : from === 16 ? [-32768n, 65535n] : I32;
    b.tile(
      immForm,
      'stmt',
      { k: 'op', op: 'store', bits: w, from, kids: [imm(...range), nt('addr')] },
      sample(immForm, b.sampleMem, immOp(0n)),
      1,
      (x, l) => {
        const r = new Regs(x);
        const m = b.mem(r, asAddr(l[1]));
        const v = BigInt.asIntN(from, asImm(l[0]));
        b.push(x, r, insn(immForm, m.op, immOp(v)), m.frame === undefined ? {} : { frame: m.frame });
        return NONE;
      },
    );
  }
  // read-modify-write: store(OP(load(a), reg), a)
  for (const [o, mn] of ALU_OPS) {
    const form = `${mn} m${w}, r${w}`;
    b.tile(
      form,
      'stmt',
      {
        k: 'op',
        op: 'store',
        bits: w,
        from: w,
        kids: [op(o, w, { k: 'op', op: 'load', bits: w, from: w, kids: [nt('addr')] }, nt('reg')), nt('addr')],
      },
      sample(form, b.sampleMem, reg(w === 64 ? 'rcx' : 'ecx')),
      6,
      (x, l) => {
        const r = new Regs(x);
        const m = b.mem(r, asAddr(l[2]));
        const src = r.use(asReg(l[1]), w);
        b.push(x, r, insn(form, m.op, reg(src)), m.frame === undefined ? {} : { frame: m.frame });
        return NONE;
      },
      sameAddress,
      true,
    );
  }
}

/**
 * RMW tiles: the load the match covered reads the store's address node. Read from the match (its
 * leaves: [load address, register, store address]), never from the DAG's kid order: add, and, or
 * and xor are commutative, so the matcher also tries the operation's kids swapped, and the covered
 * load may be its second kid while its first is another load of the store's address that is a root
 * (a volatile load, used as the register operand). Checking the first kid then accepted a tile
 * whose covered load (of another address) was never emitted (Csmith seed 3738112321, issue 19).
 */
function sameAddress(m: Parameters<NonNullable<Tile['check']>>[0], dag: Parameters<NonNullable<Tile['check']>>[1]): boolean {
  const [loadAddr, , storeAddr] = m.leaves;
  const load = dag.nodes[m.covered[2]!]!;
  return load.op === 'load' && loadAddr!.node === storeAddr!.node && load.users.length === 1;
}
