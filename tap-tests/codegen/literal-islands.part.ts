// Literal-pool islands (engine/codegen/literal-pool.ts with relax.ts) on ARM (ldr ±4095 from pc+8)
// and Thumb (ldr 0..1020 forward from Align(pc+4, 4)):
// - hand-written MIR functions (tap-tests/codegen/build.ts) with 32-bit constants between runs of
//   filler instructions, sized by a seeded generator so that loads land near every reach limit,
//   straight-line (islands need a branch over them) and in a loop whose blocks end in jumps
//   (islands after the barriers), compiled by emitFunction, linked and run in the emulator: the
//   result is the sum of the constants; every literal's offset is checked against the form's reach
//   and the largest offset seen must come near the limit (else the test would not test the edge);
// - the layout alone on low-level blocks: islands after a barrier carry no branch, islands in
//   straight-line code do, and x86 has no pools.

import t from 'tap';
import type { EmittedFunction } from '../../engine/codegen/index.js';
import { emitFunction } from '../../engine/codegen/pipeline.js';
import { relax } from '../../engine/codegen/relax.js';
import { placePool } from '../../engine/codegen/literal-pool.js';
import { TARGETS } from '../../engine/targets/target.js';
import type { IsaInsn } from '../../engine/mir/types.js';
import type { LBlock } from '../../engine/codegen/lir.js';
import { linkImage } from '../../engine/link/link-image.js';
import type { Isa } from '../../isa-models/types.js';
import type { MInst } from '../../engine/mir/types.js';
import { CaseRng } from '../../isa-models/rng.js';
import { runImage } from '../../simulators/harness.js';
import { allocateByMap, fn, Mini, moduleFor } from './build.js';

const REACH = { arm: 4095, thumb: 1020 } as const;
type PoolIsa = keyof typeof REACH;

/** The pc-relative literal offset of a literal load, or null. */
function literalOffset(isa: PoolIsa, insn: unknown): number | null {
  const i = insn as { form: string; imm?: number; ops?: unknown[] };
  if (isa === 'arm') return i.form === 'ldr rt, [pc, #imm]' ? i.imm! : null;
  return i.form === 'ldr rt, [pc, #imm8]' ? (i.ops![1] as number) : null;
}

const run = (isa: Isa, e: EmittedFunction, a: number): bigint =>
  runImage(linkImage(moduleFor(isa, [e.name]), [e], isa), { entry: e.name, args: [{ width: 32, value: BigInt(a) }] }).resultRegs[0]!;

/** f(a) = a + Σ constants: each constant loaded after `gaps[k]` fillers, straight-line. */
function straight(isa: PoolIsa, gaps: readonly number[], values: readonly bigint[]): EmittedFunction {
  const m = new Mini(isa);
  const body: MInst[] = [...m.entry([0]), m.copy(1, 0)];
  gaps.forEach((g, k) => body.push(...m.filler(2, g), m.konst(2, values[k]!), m.add(1, 1, 2)));
  body.push(m.copy(3, 1), m.ret(3));
  const f = fn('lits', m, [{ insts: body, succs: [] }], 4);
  return emitFunction(f, allocateByMap(f, { 0: 'r0', 1: 'r1', 2: 'r2', 3: 'r0' }, isa), isa);
}

/**
 * f(n) = Σ_{i<n} (c0 + c1): a loop whose body (constants among fillers) is laid out after the exit
 * block, so both the entry's jump and the body's back edge are barriers (never fall through).
 */
function loop(isa: PoolIsa, gaps: readonly number[], values: readonly bigint[]): EmittedFunction {
  const m = new Mini(isa);
  const body: MInst[] = [];
  gaps.forEach((g, k) => body.push(...m.filler(4, g), m.konst(4, values[k]!), m.add(1, 1, 4)));
  const f = fn(
    'lits',
    m,
    [
      { insts: [...m.entry([0]), m.konst(1, 0n), m.konst(2, 0n), m.jump(1)], succs: [1] },
      { insts: m.branchGt(0, 2, 3, 2), succs: [3, 2] }, // n > i: body
      { insts: [m.copy(5, 1), m.ret(5)], succs: [] },
      { insts: [...body, m.addImm(2, 2, 1), m.jump(1)], succs: [1] },
    ],
    6,
  );
  return emitFunction(f, allocateByMap(f, { 0: 'r0', 1: 'r1', 2: 'r2', 4: 'r3', 5: 'r0' }, isa), isa);
}

for (const isa of ['thumb', 'arm'] as const) {
  t.test(`${isa}: literals near every reach limit, run in the emulator`, (t) => {
    const rng = new CaseRng(isa === 'arm' ? 0xa5 : 0x75);
    const int = (n: number): number => rng.int(0, n - 1);
    const fillerBytes = isa === 'arm' ? 4 : 2;
    const span = Math.floor(REACH[isa] / fillerBytes); // fillers that span the reach
    let maxOffset = 0;
    let literals = 0;
    let functions = 0;
    for (let c = 0; c < 24; c++) {
      // gaps from tiny to just over the reach: some loads sit right at their pool's limit
      const n = 3 + int(6);
      const gaps = Array.from({ length: n }, () => (int(3) === 0 ? int(8) : span - 16 + int(40)));
      const values = gaps.map(() => BigInt(0x10000 + int(0x7fff0000)) | 0x100n); // never movs/mov-able
      const shape = c % 2 === 0 ? 'straight' : 'loop';
      const e = shape === 'straight' ? straight(isa, gaps, values) : loop(isa, gaps, values);
      functions++;
      for (const { insn } of e.insns) {
        const off = literalOffset(isa, insn);
        if (off === null) continue;
        literals++;
        maxOffset = Math.max(maxOffset, off);
        if (off < (isa === 'arm' ? -REACH.arm : 0) || off > REACH[isa]) t.fail(`${shape} ${c}: literal offset ${off} beyond reach`);
      }
      const sum = values.reduce((s, v) => s + v, 0n);
      const [arg, want] = shape === 'straight' ? [5, BigInt.asUintN(32, 5n + sum)] : [3, BigInt.asUintN(32, 3n * sum)];
      const got = run(isa, e, arg);
      if (got !== want) t.fail(`${shape} ${c} (gaps ${gaps.join(',')}): got 0x${got.toString(16)}, want 0x${want.toString(16)}`);
    }
    t.pass(`${functions} functions, ${literals} literal loads, largest offset ${maxOffset}`);
    t.ok(maxOffset >= REACH[isa] - 24, `some literal within 24 bytes of the ${REACH[isa]}-byte reach (largest ${maxOffset})`);
    t.end();
  });
}

/** Low-level blocks: `n` 2-byte (Thumb) / 4-byte (ARM) moves, a literal, more moves; optionally a jump ending block 0. */
function lir(isa: PoolIsa, before: number, after: number, barrier: boolean): LBlock[] {
  const mov: IsaInsn = isa === 'arm' ? { form: 'mov rd, rm', cond: 'al', rd: 'r0', rm: 'r0' } : { form: 'mov rd, rm', ops: ['r0', 'r0'] };
  const movs = (k: number) => Array.from({ length: k }, () => ({ kind: 'insn' as const, insn: mov, spill: false }));
  const ret: IsaInsn = isa === 'arm' ? { form: 'bx rm', cond: 'al', rm: 'lr' } : { form: 'bx rm', ops: ['lr'] };
  return [
    {
      id: 0,
      insts: [
        { kind: 'literal', reg: 'r1', value: 0x12345678n },
        ...movs(before),
        ...(barrier ? [{ kind: 'jump' as const, cond: null, target: 2 }] : []),
      ],
    },
    { id: 1, insts: [...movs(after), { kind: 'insn', insn: ret, spill: false }] },
    { id: 2, insts: [...movs(4), { kind: 'jump', cond: null, target: 1 }] },
  ];
}

t.test('island placement on low-level blocks', (t) => {
  for (const isa of ['thumb', 'arm'] as const) {
    const unit = isa === 'arm' ? 4 : 2;
    const far = Math.ceil((REACH[isa] + 64) / unit);
    const near = Math.floor(REACH[isa] / unit / 2);
    // one pool after the code when it reaches
    const one = relax(lir(isa, 4, 4, true), TARGETS[isa]);
    t.equal(placePool(one, TARGETS[isa]).islands.length, 1, `${isa}: a small function has one pool`);
    // a barrier within reach: the island goes after it, without a branch
    const b = relax(lir(isa, near, far, true), TARGETS[isa]);
    const bp = placePool(b, TARGETS[isa]);
    t.equal(bp.islands.length, 1, `${isa}: one island`);
    t.equal(bp.islands[0]!.branch, null, `${isa}: after the barrier, no branch over it`);
    t.ok(bp.islands[0]!.offset < b.end, `${isa}: the island is inside the function`);
    // no barrier within reach: an island with a branch over it
    const s = relax(lir(isa, far, far, false), TARGETS[isa]);
    const sp = placePool(s, TARGETS[isa]);
    t.ok(sp.islands[0]!.branch !== null, `${isa}: straight-line code branches over its island`);
    t.ok(sp.islands[0]!.words - s.items[0]!.offset <= REACH[isa] + 8, `${isa}: the island is within reach`);
  }
  t.throws(
    () => placePool(relax([{ id: 0, insts: [{ kind: 'literal', reg: 'eax', value: 1n }] }], TARGETS['x86-64']), TARGETS['x86-64']),
    /no literal pools/,
  );
  t.end();
});
