// The ARM (A32) tile grammar (engine/targets/arm/tiles*.ts):
// 1. every tile, instantiated on a DAG made from its own pattern (immediates drawn from the ends of
//    their ranges and from values around the rotated-immediate and power-of-two boundaries, kept
//    when the tile's own check accepts them; compares with eq and slt), matches that DAG and emits
//    instructions the ARM model encodes once placeholders get registers as an allocator would
//    choose them (fixed constraints honoured, reuse tied to its input, others distinct from r11
//    down) and, for frame-relative ones, codegen has added a frame offset (0 and 1000) as it does
//    (engine/targets/arm/target.ts addFrameOffset, frameSequence). Indexed accesses get the writeback
//    node the DAG combine gives them (engine/isel/indexed.ts), so their tied writeback def is
//    assigned the base's register and the model's rt != rn rule is exercised. A tile no
//    instantiation reaches, or a form the model refuses, fails. (Instantiation and register choice:
//    tap-tests/isel/tile-instances.ts, shared with the x86 tile test.)
// 2. on the ARM corpus, cse-all's selection uses the folds the grammar exists for (shifted-register
//    operands, scaled-index and register-offset addressing, conditional moves, cmn, bic, rsb, mla,
//    sign-extending loads) — a grammar whose tiles never win would pass test 1 and be useless.
// 3. every legalizable ARM corpus program (O1), selected, verified, allocated, allocation-checked,
//    emitted, linked and run, matches the interpreter — one selector x allocator per program,
//    rotating through the four (the budget); all four on every program: `tessera check`.
// (cse-all never costs more than maxmunch on an ARM block: tap-tests/isel/select.test.ts.)

import t from 'tap';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { grammarOf, SELECTORS } from '../../engine/isel/index.js';
import { matchAt, type Pattern, type Tile } from '../../engine/isel/grammar.js';
import type { EmitCtx } from '../../engine/isel/emit-api.js';
import type { MInst, PReg } from '../../engine/mir/types.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import { substitute } from '../../engine/codegen/substitute.js';
import type { IsaInsn } from '../../engine/mir/types.js';
import { TARGETS } from '../../engine/targets/target.js';
import { MODELS } from '../../isa-models/index.js';
import { loadProgram } from '../../testbed/driver/input.js';
import { legalizeModule } from '../../engine/lower/legalize.js';
import { verifyMir } from '../../engine/mir/verify.js';
import { ALLOCATORS } from '../../engine/regalloc/index.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { emitFunction } from '../../engine/codegen/pipeline.js';
import { linkImage } from '../../engine/link/link-image.js';
import { executeImage } from '../../testbed/driver/execute.js';
import { findTarget } from '../../testbed/driver/targets.js';
import { assignRegs, instantiate } from './tile-instances.js';

/** The instructions of a frame access (these offsets are in reach: no literal loads). */
/** The instructions codegen emits for a frame-relative instruction (ARM's frame pieces are all instructions). */
const frameInsns = (insn: IsaInsn): unknown[] => TARGETS[ARM].frameSequence(insn).map((p) => (p.kind === 'insn' ? p.insn : p));

const ARM = 'arm' as const;
const SPECIAL: readonly bigint[] = [
  0n,
  1n,
  2n,
  4n,
  255n,
  256n,
  257n,
  1020n,
  4095n,
  0xff00n,
  0x3fc00n,
  -1n,
  -4n,
  -255n,
  -256n,
  -257n,
  -4095n,
  -(1n << 31n),
  1n << 30n,
  0x12345678n,
];

/** Immediate candidates for a leaf: its range's ends and the special values inside the range. */
const candidates = (p: Extract<Pattern, { k: 'imm' }>): bigint[] => [
  ...new Set([p.min, p.max, ...SPECIAL.filter((v) => v >= p.min && v <= p.max)]),
];

function immLeaves(p: Pattern): Extract<Pattern, { k: 'imm' }>[] {
  if (p.k === 'imm') return [p];
  return p.k === 'op' ? p.kids.flatMap(immLeaves) : [];
}

/** Registers from r11 down: distinct unless tied, fixed ones honoured. */
const GPR_FROM_TOP: readonly PReg[] = [...targetRegs(ARM).classes.gpr!].reverse();
const assign = (inst: Extract<MInst, { kind: 'isa' }>): PReg[] => assignRegs(inst, () => GPR_FROM_TOP);

/** Value combinations for a tile's immediate leaves (bounded: the first leaf varies fastest). */
function combos(tile: Tile): bigint[][] {
  const lists = immLeaves(tile.pattern).map(candidates);
  if (tile.pattern.k === 'op' && tile.pattern.op === 'const' && lists.length === 0) lists.push(SPECIAL.slice());
  let out: bigint[][] = [[]];
  for (const l of lists) out = out.flatMap((c) => l.map((v) => [...c, v])).slice(0, 400);
  return out;
}

t.test('arm: every tile matches its own instantiation and its instructions encode', async (t) => {
  const g = grammarOf(ARM);
  const model = MODELS.arm;
  let encoded = 0;
  let failures = 0;
  for (const tile of g.tiles) {
    if (tile.pattern.k === 'nt') continue; // chain rules (setcc) are instantiated from a cc leaf below
    let reached = 0;
    for (const values of combos(tile)) {
      for (const pred of ['eq', 'slt'] as const) {
        for (const args of tile.pattern.k === 'op' && tile.pattern.rest !== undefined ? [0, 4, 7] : [0]) {
          const classes: string[] = [];
          const newVreg = () => {
            classes.push('gpr');
            return classes.length - 1;
          };
          const { dag, leaves, root } = instantiate(tile.pattern, {
            ptrBits: 32,
            pred,
            args,
            imm: (_p, k) => values[k]!,
            leaf: () => ({ kind: 'reg', vreg: newVreg() }),
            constValue: values[0] ?? 0n,
            newVreg,
          });
          if (!matchAt(g, dag, root).some((m) => m.tile === tile)) continue;
          reached++;
          const out: MInst[] = [];
          const x: EmitCtx = {
            newVreg: () => newVreg(),
            resultVreg: () => newVreg(),
            classOf: () => 'gpr',
            push: (i) => out.push(i),
            blockOf: (b) => b,
            dagNode: (id) => dag.nodes[id]!,
          };
          tile.emit(x, leaves, dag.nodes[root]!);
          for (const inst of out) {
            if (inst.kind !== 'isa' || inst.insn === null) continue;
            try {
              const insn = substitute(TARGETS[ARM], inst.insn, assign(inst));
              // a frame-relative instruction encodes once codegen has added the object's offset (and split a non-rotating add)
              const final =
                inst.frame === undefined ? [insn] : [0, 1000].flatMap((off) => frameInsns(TARGETS[ARM].addFrameOffset(insn, off)));
              for (const i of final) {
                model.encode(i as never);
                encoded++;
              }
            } catch (e) {
              failures++;
              t.fail(`${tile.name} [${values.join(', ')}] ${pred}: ${JSON.stringify(inst.insn)}: ${(e as Error).message}`);
            }
          }
        }
      }
    }
    if (reached === 0) {
      failures++;
      t.fail(`${tile.name}: no instantiation matches the tile`);
    }
  }
  // setcc (reg <- cc): the chain rule's emit on a cc leaf
  const setcc = g.tiles.find((x) => x.name === 'setcc')!;
  const out: MInst[] = [];
  let v = 0;
  setcc.emit(
    {
      newVreg: () => v++,
      resultVreg: () => v++,
      classOf: () => 'gpr',
      push: (i) => out.push(i),
      blockOf: (b) => b,
      dagNode: () => {
        throw new Error('no dag');
      },
    },
    [{ kind: 'cc', pred: 'ult' }],
    { id: 0, op: 'icmp', kids: [], bits: 32, pred: 'ult', users: [], root: false },
  );
  for (const inst of out)
    if (inst.kind === 'isa' && inst.insn !== null) {
      model.encode(substitute(TARGETS[ARM], inst.insn, assign(inst)) as never);
      encoded++;
    }
  t.equal(failures, 0, `${g.tiles.length} tiles, ${encoded} instructions encoded`);
});

const corpus = (): { file: string; module: ReturnType<typeof legalizeModule>; original: ReturnType<typeof loadProgram>['module'] }[] => {
  const dir = join('corpus/ll', ARM);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.O1.ll'))
    .sort()
    .flatMap((file) => {
      const original = loadProgram(join(dir, file), ARM).module;
      try {
        return [{ file, module: legalizeModule(original, ARM), original }];
      } catch {
        return [];
      } // 64-bit: select.test.ts checks the refusals
    });
};

t.test('arm corpus: cse-all selects the folds the grammar exists for', async (t) => {
  const forms = new Map<string, number>();
  for (const { module } of corpus()) {
    for (const fn of module.functions.filter((f) => f.blocks.length > 0)) {
      for (const b of SELECTORS['cse-all'].select(fn, module, ARM).blocks) {
        for (const i of b.insts) {
          if (i.kind !== 'isa' || i.insn === null) continue;
          const insn = i.insn as { form: string; cond: string };
          const key = `${insn.form}${insn.cond === 'al' ? '' : ' <c>'}`;
          forms.set(key, (forms.get(key) ?? 0) + 1);
        }
      }
    }
  }
  const expected = [
    'add rd, rn, rm, shift #amount',
    'sub rd, rn, rm, shift #amount',
    'eor rd, rn, rm, shift #amount',
    'orr rd, rn, rm, shift rs',
    'ldr rt, [rn, rm, shift #amount]',
    'str rt, [rn, rm, shift #amount]',
    'ldrb rt, [rn, rm]',
    'strh rt, [rn, #imm]',
    'ldrsh rt, [rn, #imm]',
    'ldrsb rt, [rn, #imm]',
    'mla rd, rn, rm, ra',
    'rsb rd, rn, #imm',
    'bic rd, rn, #imm',
    'cmn rn, #imm',
    'tst rn, #imm',
    'mov rd, rm <c>',
    'mov rd, #imm <c>',
    'b target <c>',
    'bl target',
  ];
  for (const f of expected) t.ok((forms.get(f) ?? 0) > 0, `${f}: ${forms.get(f) ?? 0}`);
});

const COMBOS = [
  ['maxmunch', 'spill-all'],
  ['cse-all', 'linear-scan'],
  ['maxmunch', 'linear-scan'],
  ['cse-all', 'spill-all'],
] as const;

t.test("arm corpus: Tessera's back end matches the interpreter", async (t) => {
  const target = findTarget(ARM)!;
  const regs = targetRegs(ARM);
  let matched = 0;
  const programs = corpus();
  programs.forEach(({ file, module: m, original }, k) => {
    const [sel, ra] = COMBOS[k % COMBOS.length]!;
    const emitted = m.functions
      .filter((f) => f.blocks.length > 0)
      .map((fn) => {
        const mf = SELECTORS[sel].select(fn, m, ARM);
        t.same(verifyMir(mf, ARM), [], `${file} @${fn.name}: verifyMir`);
        const alloc = ALLOCATORS[ra].allocate(mf, regs);
        const errors = checkAllocation(mf, alloc, regs);
        if (errors.length > 0) t.fail(`${file} @${fn.name} ${sel}/${ra}: allocation checker: ${JSON.stringify(errors.slice(0, 2))}`);
        return emitFunction(mf, alloc, ARM);
      });
    const image = linkImage(m, emitted, ARM);
    const r = executeImage(
      original,
      target,
      image,
      { program: file, target: ARM, backend: 'tessera', isel: sel, ra },
      { entry: 'main', args: [], maxSteps: 50_000_000, exactHooks: false },
    );
    if (r.matchesInterpreter === true) matched++;
    else
      t.fail(
        `${file} ${sel}/${ra}: machine ${r.machine.status} return ${r.returnValue}, interpreter ${r.interpreter.status} return ${r.interpreter.return}`,
      );
  });
  t.equal(matched, programs.length, `${matched} of ${programs.length} legalizable ARM programs match the interpreter`);
  t.ok(programs.length >= 20, `${programs.length} ARM programs legalize`);
});
