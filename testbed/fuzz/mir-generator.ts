// A constructive generator of random valid MFunctions for allocator tests (regalloc2's
// src/fuzzing/func.rs idea, anchors.md §1: construct valid inputs rather than filter).
//
// Contract: requires a seed and a target's TargetRegs; produces an MFunction that passes
// verifyMirRegs by construction: a CFG in layout order where every block but the last either
// jumps to the next or branches to the next and to a random block (backward branches make loops,
// with loop depths), an entry pseudo defining argument vregs in fixed registers, "global" vregs
// defined in the entry block (which dominates everything) and redefined anywhere (the MIR is not
// SSA), block-local vregs used only after their def in their block. Instructions are `isa` with
// `insn: { form: 'generated', ops: [] }` (never looked into), with reg constraints of every class, fixed
// uses and defs, reuse (also of fixed inputs and of the same vreg), early defs, call-like
// instructions (fixed arguments, fixed result, caller-saved clobbers), div-like instructions (two
// fixed uses and defs), copies and consts; pressure is high (more globals than registers).
// Deterministic: the mulberry32 stream of isa-models/rng.ts (CaseRng) from the seed, no Math.random.

import type { MBlock, MFunction, MInst, PReg, RegOperand, TargetRegs, VRegInfo } from '../../engine/mir/types.js';
import { CaseRng } from '../../isa-models/rng.js';

/** A draw in 0..n-1: the stream's next 32-bit value modulo n (not CaseRng.int's scaling, which would change every generated function). */
function rng(seed: number): (n: number) => number {
  const r = new CaseRng(seed);
  return (n: number) => r.next() % n;
}

interface Gen {
  readonly r: (n: number) => number;
  readonly regs: TargetRegs;
  readonly vregs: VRegInfo[];
  readonly globals: number[];
}

const GENERATED = { form: 'generated', ops: [] };

function newVreg(g: Gen): number {
  g.vregs.push({ class: 'gpr', bits: g.regs.wordBytes * 8 });
  return g.vregs.length - 1;
}

function pick<T>(g: Gen, xs: readonly T[]): T {
  return xs[g.r(xs.length)]!;
}

function use(vreg: number, constraint: RegOperand['constraint']): RegOperand {
  return { vreg, kind: 'use', constraint };
}

function def(vreg: number, constraint: RegOperand['constraint'], early = false): RegOperand {
  return early ? { vreg, kind: 'def', constraint, early } : { vreg, kind: 'def', constraint };
}

function isa(regs: RegOperand[], clobbers: PReg[] = []): MInst {
  return { kind: 'isa', insn: GENERATED, regs, clobbers };
}

function anyClass(g: Gen): RegOperand['constraint'] {
  const names = Object.keys(g.regs.classes);
  return { kind: 'reg', class: g.r(4) === 0 ? pick(g, names) : 'gpr' };
}

/** Distinct registers, in random order. */
function distinctRegs(g: Gen, n: number, from: readonly PReg[] = g.regs.allocatable): PReg[] {
  const pool = [...from];
  const out: PReg[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(g.r(pool.length), 1)[0]!);
  return out;
}

/** The vreg a def writes: a new local, or (not SSA) a global redefined. */
function target(g: Gen, locals: number[]): number {
  if (g.r(3) === 0) return pick(g, g.globals);
  const v = newVreg(g);
  locals.push(v);
  return v;
}

function randomInst(g: Gen, avail: () => number[], locals: number[]): MInst {
  const a = () => pick(g, avail());
  switch (g.r(11)) {
    case 9:
      return isa([use(a(), { kind: 'stack' }), use(a(), anyClass(g)), def(target(g, locals), anyClass(g))]);
    case 10: {
      const src = use(a(), anyClass(g));
      return isa([def(target(g, locals), { kind: 'stack' }), src]);
    }
    case 0:
    case 1: {
      const uses = Array.from({ length: 1 + g.r(3) }, () => use(a(), anyClass(g)));
      return isa([...uses, def(target(g, locals), anyClass(g))]);
    }
    case 2: {
      const x = a();
      const y = a();
      const d = g.r(3) === 0 ? x : target(g, locals);
      return isa([use(x, anyClass(g)), use(y, anyClass(g)), def(d, { kind: 'reuse', input: 0 })]);
    }
    case 3: {
      const [p, q] = distinctRegs(g, 2);
      const fixedInput = g.r(2) === 0;
      return fixedInput
        ? isa([use(a(), { kind: 'fixed', preg: p! }), use(a(), anyClass(g)), def(target(g, locals), { kind: 'reuse', input: 0 })])
        : isa([use(a(), { kind: 'fixed', preg: p! }), def(target(g, locals), { kind: 'fixed', preg: q! })]);
    }
    case 4: {
      const args = g.regs.callerSaved.filter((r) => g.regs.allocatable.includes(r));
      const n = g.r(Math.min(4, args.length) + 1);
      const used = new Set<number>();
      const uses: RegOperand[] = [];
      for (const p of args.slice(0, n)) {
        let v = a();
        if (used.has(v)) v = a();
        used.add(v);
        uses.push(use(v, { kind: 'fixed', preg: p }));
      }
      const dedup = uses.filter((u, i) => uses.findIndex((w) => w.vreg === u.vreg) === i);
      return {
        ...isa([...dedup, def(target(g, locals), { kind: 'fixed', preg: args[0]! })], [...g.regs.callerSaved]),
        callee: 'f',
      } as MInst;
    }
    case 5: {
      const x = a();
      let y = a();
      if (y === x) y = newLocalConst(g, locals, x);
      const d = target(g, locals);
      return isa([use(x, anyClass(g)), use(y, anyClass(g)), def(d === x || d === y ? newLocal(g, locals) : d, anyClass(g), true)]);
    }
    case 6: {
      const [p, q] = distinctRegs(g, 2);
      const lo = a();
      const hi = a();
      const divisor = a();
      const d1 = target(g, locals);
      let d2 = target(g, locals);
      if (d2 === d1) d2 = newLocal(g, locals);
      const uses =
        hi === lo ? [use(lo, { kind: 'fixed', preg: p! })] : [use(lo, { kind: 'fixed', preg: p! }), use(hi, { kind: 'fixed', preg: q! })];
      return isa([
        ...uses,
        use(divisor, { kind: 'reg', class: 'gpr' }),
        def(d1, { kind: 'fixed', preg: p! }),
        def(d2, { kind: 'fixed', preg: q! }),
      ]);
    }
    case 7: {
      const src = a();
      return { kind: 'copy', regs: [def(target(g, locals), { kind: 'reg', class: 'gpr' }), use(src, { kind: 'reg', class: 'gpr' })] };
    }
    default:
      return { kind: 'const', regs: [def(target(g, locals), anyClass(g))], value: BigInt(g.r(1000)) };
  }
}

function newLocal(g: Gen, locals: number[]): number {
  const v = newVreg(g);
  locals.push(v);
  return v;
}

/** Early defs need two distinct inputs only to be interesting; fall back to any other vreg. */
function newLocalConst(_g: Gen, _locals: number[], x: number): number {
  return x;
}

interface Shape {
  succs: number[];
  depth: number;
}

function shapeCfg(g: Gen, n: number): Shape[] {
  const shapes: Shape[] = Array.from({ length: n }, () => ({ succs: [], depth: 0 }));
  for (let b = 0; b < n - 1; b++) {
    if (g.r(2) === 0) {
      shapes[b]!.succs = [b + 1];
      continue;
    }
    let t = g.r(n);
    if (t === b + 1 || t === 0) t = b === n - 2 ? b : n - 1; // the entry is never a target: it starts with the entry pseudo
    if (t === b + 1) {
      shapes[b]!.succs = [b + 1];
      continue;
    }
    shapes[b]!.succs = [t, b + 1];
    if (t <= b) for (let k = t; k <= b; k++) shapes[k]!.depth++;
  }
  return shapes;
}

export function generateMFunction(seed: number, regs: TargetRegs): MFunction {
  const g: Gen = { r: rng(seed), regs, vregs: [], globals: [] };
  const n = 1 + g.r(6);
  const shapes = shapeCfg(g, n);
  const blocks: MBlock[] = shapes.map((s, id) => ({ id, insts: [], succs: s.succs, preds: [], loopDepth: Math.min(s.depth, 3) }));
  for (const b of blocks) for (const s of b.succs) (blocks[s]!.preds as number[]).push(b.id);
  const argRegs = distinctRegs(
    g,
    1 + g.r(3),
    regs.callerSaved.filter((r) => regs.allocatable.includes(r)),
  );
  const args = argRegs.map(() => newVreg(g));
  blocks[0]!.insts.push({ kind: 'isa', insn: null, regs: args.map((v, k) => def(v, { kind: 'fixed', preg: argRegs[k]! })), clobbers: [] });
  const globalCount = Math.ceil(regs.allocatable.length * (0.5 + g.r(3) * 0.5));
  for (let k = 0; k < globalCount; k++) {
    const v = newVreg(g);
    g.globals.push(v);
    const from = pick(g, [...args, ...g.globals.slice(0, k)]);
    blocks[0]!.insts.push(
      g.r(2) === 0
        ? { kind: 'const', regs: [def(v, { kind: 'reg', class: 'gpr' })], value: BigInt(k) }
        : isa([use(from, { kind: 'reg', class: 'gpr' }), def(v, { kind: 'reg', class: 'gpr' })]),
    );
  }
  for (const b of blocks) fillBlock(g, b);
  return { name: `gen${seed}`, blocks, vregs: g.vregs, frame: [] };
}

function fillBlock(g: Gen, b: MBlock): void {
  const locals: number[] = [];
  const avail = () => [...g.globals, ...locals];
  const count = 2 + g.r(10);
  for (let k = 0; k < count; k++) b.insts.push(randomInst(g, avail, locals));
  const jump = (t: number, regs: RegOperand[]): MInst => ({ kind: 'isa', insn: GENERATED, regs, clobbers: [], target: t });
  if (b.succs.length === 0) {
    const result = g.regs.callerSaved.find((r) => g.regs.allocatable.includes(r))!;
    b.insts.push(
      isa([
        use(pick(g, avail()), { kind: 'fixed', preg: result }),
        ...g.globals.slice(0, 2).map((v) => use(v, { kind: 'reg', class: 'gpr' })),
      ]),
    );
  } else if (b.succs.length === 1) {
    b.insts.push(jump(b.succs[0]!, []));
  } else {
    b.insts.push(jump(b.succs[0]!, [use(pick(g, avail()), { kind: 'reg', class: 'gpr' }), use(pick(g, avail()), anyClass(g))]));
    b.insts.push(jump(b.succs[1]!, []));
  }
}
