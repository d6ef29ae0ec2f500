// Test helper: hand-written MFunctions for the four ISAs, allocated by hand (a vreg → preg map,
// plus explicit edits), compiled by emitFunction and linked by linkImage into an Image for the
// emulator harness.
//
// Requires nothing but the engine's MIR types, the ISA models' instruction shapes and the front
// end (for the Module the linker numbers slots and lays out globals from). Produces MIR builders
// (`Mini`) with the same instruction vocabulary on every ISA — arguments, add, add-immediate,
// compare-and-branch, jump, call, return, filler — written the way selection writes them
// (placeholders `%k.b`, fixed constraints for ABI registers, `reuse` for x86 two-address forms).

import { MODELS } from '../../isa-models/index.js';
import type { Isa } from '../../isa-models/types.js';
import { parseModule } from '../../engine/frontend/parse.js';
import type { Module } from '../../engine/ir/types.js';
import type { AllocResult, Edit, FrameObject, IsaInsn, MBlock, MFunction, MInst, PReg, RegOperand, VReg } from '../../engine/mir/types.js';

export const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];

const TRIPLE: Record<Isa, [string, string]> = {
  'x86-32': ['i386-pc-linux-gnu', 'e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128'],
  'x86-64': ['x86_64-pc-linux-gnu', 'e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128'],
  arm: ['armv6-none-unknown-eabi', 'e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64'],
  thumb: ['thumbv6m-none-unknown-eabi', 'e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64'],
};

/** A module defining `defined` (i32 functions, bodies irrelevant to the linker) and declaring `declared`. */
export function moduleFor(isa: Isa, defined: readonly string[], declared: readonly string[] = []): Module {
  const [triple, dl] = TRIPLE[isa];
  const text = [
    `target datalayout = "${dl}"`,
    `target triple = "${triple}"`,
    ...declared.map((n) => `declare i32 @${n}(i32)`),
    ...defined.map((n) => `define i32 @${n}() {\n  ret i32 0\n}`),
  ].join('\n');
  return parseModule(text, 'test.ll');
}

const use = (vreg: VReg, preg?: PReg): RegOperand => ({
  vreg,
  kind: 'use',
  constraint: preg === undefined ? { kind: 'reg', class: 'gpr' } : { kind: 'fixed', preg },
});
const def = (vreg: VReg, preg?: PReg): RegOperand => ({
  vreg,
  kind: 'def',
  constraint: preg === undefined ? { kind: 'reg', class: 'gpr' } : { kind: 'fixed', preg },
});
const reuse = (vreg: VReg, input: number): RegOperand => ({ vreg, kind: 'def', constraint: { kind: 'reuse', input } });
const isaI = (
  insn: unknown,
  regs: RegOperand[],
  extra: Partial<{ clobbers: PReg[]; frame: number; target: number; callee: string }> = {},
): MInst => ({ kind: 'isa', insn: insn as IsaInsn, regs, clobbers: extra.clobbers ?? [], ...extra }); // hand-written test instructions

const x86 = (isa: Isa): boolean => isa === 'x86-32' || isa === 'x86-64';
const r = (k: number): { kind: 'reg'; reg: string } => ({ kind: 'reg', reg: `%${k}.32` });

/** Selection-style instructions for one ISA. */
export class Mini {
  readonly frame: FrameObject[] = [];
  constructor(readonly isa: Isa) {}

  get abi() {
    return MODELS[this.isa].abi;
  }

  /** The entry pseudo (and, on x86-32, loads of the stack arguments): defines vregs args[i]. */
  entry(args: readonly VReg[]): MInst[] {
    if (this.isa !== 'x86-32')
      return [
        isaI(
          null,
          args.map((v, i) => def(v, this.abi.argRegs[i])),
        ),
      ];
    const out: MInst[] = [isaI(null, [])];
    args.forEach((v, i) => {
      this.frame.push({ size: 4, align: 4, kind: { incoming: 4 + 4 * i } });
      out.push(
        isaI({ form: 'mov r32, m32', operands: [r(0), { kind: 'mem', base: 'esp', index: null, scale: 1, disp: 0 }] }, [def(v)], {
          frame: this.frame.length - 1,
        }),
      );
    });
    return out;
  }

  /** d := a + b (x86: two-address, d tied to a). */
  add(d: VReg, a: VReg, b: VReg): MInst {
    if (x86(this.isa)) return isaI({ form: 'add r32, r32', operands: [r(0), r(2)] }, [reuse(d, 1), use(a), use(b)]);
    if (this.isa === 'arm')
      return isaI({ form: 'add rd, rn, rm', cond: 'al', rd: '%0.32', rn: '%1.32', rm: '%2.32' }, [def(d), use(a), use(b)]);
    return isaI({ form: 'adds rd, rn, rm', ops: ['%0.32', '%1.32', '%2.32'] }, [def(d), use(a), use(b)]);
  }

  /** d := a + imm (small imm). */
  addImm(d: VReg, a: VReg, imm: number): MInst {
    if (x86(this.isa)) return isaI({ form: 'add r32, imm8', operands: [r(0), { kind: 'imm', value: BigInt(imm) }] }, [reuse(d, 1), use(a)]);
    if (this.isa === 'arm') return isaI({ form: 'add rd, rn, #imm', cond: 'al', rd: '%0.32', rn: '%1.32', imm }, [def(d), use(a)]);
    return isaI({ form: 'adds rd, rn, #imm3', ops: ['%0.32', '%1.32', imm] }, [def(d), use(a)]);
  }

  /** if (a > b) goto yes else goto no (signed), as compare + conditional branch + jump. */
  branchGt(a: VReg, b: VReg, yes: number, no: number): MInst[] {
    const cmp = x86(this.isa)
      ? isaI({ form: 'cmp r32, r32', operands: [r(0), r(1)] }, [use(a), use(b)])
      : this.isa === 'arm'
        ? isaI({ form: 'cmp rn, rm', cond: 'al', rn: '%0.32', rm: '%1.32' }, [use(a), use(b)])
        : isaI({ form: 'cmp rn, rm', ops: ['%0.32', '%1.32'] }, [use(a), use(b)]);
    const bc = x86(this.isa)
      ? {
          form: 'jcc rel8',
          operands: [
            { kind: 'cond', cond: 'g' },
            { kind: 'target', disp: 0 },
          ],
        }
      : this.isa === 'arm'
        ? { form: 'b target', cond: 'gt', target: 0 }
        : { form: 'b<c> target', ops: ['gt', 0] };
    return [cmp, isaI(bc, [], { target: yes }), this.jump(no)];
  }

  jump(target: number): MInst {
    const j = x86(this.isa)
      ? { form: 'jmp rel8', operands: [{ kind: 'target', disp: 0 }] }
      : this.isa === 'arm'
        ? { form: 'b target', cond: 'al', target: 0 }
        : { form: 'b target', ops: [0] };
    return isaI(j, [], { target });
  }

  ret(v: VReg): MInst {
    const insn = x86(this.isa)
      ? { form: 'ret', operands: [] }
      : this.isa === 'arm'
        ? { form: 'bx rm', cond: 'al', rm: 'lr' }
        : { form: 'bx rm', ops: ['lr'] };
    return isaI(insn, [use(v, this.abi.resultRegs[0])]);
  }

  /** result := callee(args...) — register arguments, or on x86-32 stores to [esp + 4i]. */
  call(callee: string, args: readonly VReg[], result: VReg): MInst[] {
    const out: MInst[] = [];
    const regs: RegOperand[] = [];
    args.forEach((v, i) => {
      if (this.isa === 'x86-32') {
        out.push(
          isaI({ form: 'mov m32, r32', operands: [{ kind: 'mem', base: 'esp', index: null, scale: 1, disp: 4 * i }, r(0)] }, [use(v)]),
        );
      } else regs.push(use(v, this.abi.argRegs[i]));
    });
    regs.push(def(result, this.abi.resultRegs[0]));
    const insn = x86(this.isa)
      ? { form: 'call rel32', operands: [{ kind: 'target', disp: 0 }] }
      : this.isa === 'arm'
        ? { form: 'bl target', cond: 'al', target: 0 }
        : { form: 'bl target', ops: [0] };
    const clobbers = this.abi.callerSaved.filter((p) => p !== this.abi.resultRegs[0] && p !== 'lr');
    out.push(isaI(insn, regs, { callee, clobbers }));
    return out;
  }

  /** `n` instructions that change nothing the test looks at (branch relaxation filler): a += 0 on a dead-after vreg's register. */
  filler(v: VReg, n: number): MInst[] {
    return Array.from({ length: n }, () => this.addImm(v, v, 0));
  }

  /** The sp-relative memory operand a `stack` operand is written as (codegen adds its slot's offset). */
  private stackMem(): unknown {
    return { kind: 'mem', base: this.abi.sp, index: null, scale: 1, disp: 0 };
  }

  /** d := s, written by a store into d's spill slot (a `stack` def). */
  toStack(d: VReg, s: VReg): MInst {
    const regs = [{ vreg: d, kind: 'def', constraint: { kind: 'stack' } } as const, use(s)];
    if (x86(this.isa)) return isaI({ form: 'mov m32, r32', operands: [this.stackMem(), r(1)] }, regs);
    if (this.isa === 'arm') return isaI({ form: 'str rt, [rn, #imm]', cond: 'al', rt: '%1.32', rn: 'sp', imm: 0 }, regs);
    return isaI({ form: 'str rt, [sp, #imm8]', ops: ['%1.32', 0] }, regs);
  }

  /** d := s, read by a load from s's spill slot (a `stack` use). */
  fromStack(d: VReg, s: VReg): MInst {
    const regs = [def(d), { vreg: s, kind: 'use', constraint: { kind: 'stack' } } as const];
    if (x86(this.isa)) return isaI({ form: 'mov r32, m32', operands: [r(0), this.stackMem()] }, regs);
    if (this.isa === 'arm') return isaI({ form: 'ldr rt, [rn, #imm]', cond: 'al', rt: '%0.32', rn: 'sp', imm: 0 }, regs);
    return isaI({ form: 'ldr rt, [sp, #imm8]', ops: ['%0.32', 0] }, regs);
  }

  /** d := a + b with b read from its spill slot (x86 `add r32, m32`; ARM/Thumb: a load, then an add). */
  addStack(d: VReg, a: VReg, b: VReg, temp: VReg): MInst[] {
    if (!x86(this.isa)) return [this.fromStack(temp, b), this.add(d, a, temp)];
    const regs = [reuse(d, 1), use(a), { vreg: b, kind: 'use', constraint: { kind: 'stack' } } as const];
    return [isaI({ form: 'add r32, m32', operands: [r(0), this.stackMem()] }, regs)];
  }

  konst(v: VReg, value: bigint): MInst {
    return { kind: 'const', regs: [def(v)], value };
  }

  copy(d: VReg, s: VReg): MInst {
    return { kind: 'copy', regs: [def(d), use(s)] };
  }
}

export function fn(name: string, mini: Mini, blocks: readonly { insts: MInst[]; succs: number[] }[], vregs: number): MFunction {
  const preds = blocks.map((_, i) => blocks.flatMap((b, j) => (b.succs.includes(i) ? [j] : [])));
  const mblocks: MBlock[] = blocks.map((b, i) => ({ id: i, insts: b.insts, succs: b.succs, preds: preds[i]!, loopDepth: 0 }));
  return { name, blocks: mblocks, vregs: Array.from({ length: vregs }, () => ({ class: 'gpr', bits: 32 })), frame: mini.frame };
}

/** Program point index of instruction j of block b. */
export function instIndex(f: MFunction, b: number, j: number): number {
  return f.blocks.slice(0, b).reduce((n, x) => n + x.insts.length, 0) + j;
}

/** A hand allocation: every vreg in one register (`where`), plus explicit edits; fixed operands must agree. */
export function allocateByMap(
  f: MFunction,
  where: Readonly<Record<number, PReg>>,
  isa: Isa,
  edits: Edit[] = [],
  spillSlots = 0,
  override: Readonly<Record<string, PReg>> = {},
): AllocResult {
  const allocs = f.blocks.flatMap((b, bi) =>
    b.insts.map((i, j) =>
      i.regs.map((op, k) => {
        const o = override[`${instIndex(f, bi, j)}:${k}`];
        if (o !== undefined) return o;
        const p = where[op.vreg];
        if (p === undefined) throw new Error(`test allocation: v${op.vreg} has no register`);
        if (op.constraint.kind === 'fixed' && op.constraint.preg !== p)
          throw new Error(`test allocation: v${op.vreg} in ${p}, fixed to ${op.constraint.preg}`);
        return p;
      }),
    ),
  );
  return { allocs, edits, spillSlots, slotBytes: MODELS[isa].abi.wordBytes };
}

/** The MFunctions the codegen tests run, unallocated: add2(a, b); sum(n) = 1 + … + n by a loop
 *  (`filler` no-op instructions in its body); main() calling putchar twice and add2(40, 2), adding a
 *  constant kept across the calls (returns 49, prints "Hi"); stackOps(a, b) = b + 2a. */
export function programs(isa: Isa, filler = 0): { add2: MFunction; sum: MFunction; main: MFunction; stackOps: MFunction } {
  const a = new Mini(isa);
  const add2 = fn('add2', a, [{ insts: [...a.entry([0, 1]), a.add(2, 0, 1), a.copy(3, 2), a.ret(3)], succs: [] }], 4);
  const s = new Mini(isa);
  const sum = fn(
    'sum',
    s,
    [
      { insts: [...s.entry([0]), s.konst(1, 0n), s.konst(2, 1n), s.jump(1)], succs: [1] },
      { insts: s.branchGt(2, 0, 3, 2), succs: [3, 2] },
      { insts: [s.add(1, 1, 2), ...s.filler(2, filler), s.addImm(2, 2, 1), s.jump(1)], succs: [1] },
      { insts: [s.copy(4, 1), s.ret(4)], succs: [] },
    ],
    5,
  );
  const m = new Mini(isa);
  const main = fn(
    'main',
    m,
    [
      {
        insts: [
          ...m.entry([]),
          m.konst(5, 7n),
          m.konst(0, 72n),
          ...m.call('putchar', [0], 1),
          m.konst(0, 105n),
          ...m.call('putchar', [0], 1),
          m.konst(2, 40n),
          m.konst(3, 2n),
          ...m.call('add2', [2, 3], 4),
          m.add(6, 4, 5),
          m.ret(6),
        ],
        succs: [],
      },
    ],
    7,
  );
  const k = new Mini(isa);
  // stackOps(a, b) = b + 2a through `stack` operands: a stored into v2's slot, read back by a load
  // and by an ALU memory operand (x86) or a second load (ARM, Thumb).
  const stackOps = fn(
    'stackOps',
    k,
    [
      {
        insts: [...k.entry([0, 1]), k.toStack(2, 0), k.fromStack(3, 2), k.add(4, 1, 3), ...k.addStack(5, 4, 2, 6), k.ret(5)],
        succs: [],
      },
    ],
    7,
  );
  return { add2, sum, main, stackOps };
}
