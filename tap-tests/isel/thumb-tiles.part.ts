// Every tile of the Thumb grammar (engine/targets/thumb/tiles*.ts), instantiated on a DAG made from its
// own pattern (immediates at both ends of their ranges, every compare predicate, calls with 0, 3
// and 8 arguments), emits instructions that the Thumb model encodes once the `%k.32` placeholders
// get registers as an allocator would choose them (fixed constraints honoured, reuse tied to its
// input, other operands distinct registers of r0-r7 from the top). Frame-relative instructions are
// also encoded at a frame offset of 0 and of 1016 (where word offsets pass 1020 and codegen loads the
// offset as a literal and adds sp: engine/targets/thumb/frame-reach.ts). Also: the grammar has no `addr` nonterminal (each access
// names its addressing mode), and every tile's size is the model's size of what it emits for its
// smallest instance (a size that lies would mislead both selectors). The instantiation and register
// choice are tap-tests/isel/tile-instances.ts, shared with the x86 and ARM tile tests.

import t from 'tap';
import { grammarOf } from '../../engine/isel/index.js';
import type { EmitCtx } from '../../engine/isel/emit-api.js';
import type { Tile } from '../../engine/isel/grammar.js';
import type { ICmpPred } from '../../engine/ir/types.js';
import type { MInst, PReg } from '../../engine/mir/types.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import { substitute } from '../../engine/codegen/substitute.js';
import type { IsaInsn } from '../../engine/mir/types.js';
import { TARGETS } from '../../engine/targets/target.js';
import { MODELS } from '../../isa-models/index.js';
import { assignRegs, instantiate, type Instance } from './tile-instances.js';

/** The instructions of a frame access, a literal as the pc-relative ldr that codegen places for it. */
/** The instructions codegen emits for a frame-relative instruction, a literal as its pc-relative load. */
const frameInsns = (insn: IsaInsn): unknown[] =>
  TARGETS.thumb.frameSequence(insn).map((p) => (p.kind === 'insn' ? p.insn : { form: 'ldr rt, [pc, #imm8]', ops: [p.reg, 0] }));

const PREDS: readonly ICmpPred[] = ['eq', 'ne', 'ugt', 'uge', 'ult', 'ule', 'sgt', 'sge', 'slt', 'sle'];
type End = 'min' | 'max';

/** Registers as an allocator would choose them (tile-instances.ts assignRegs): the lo registers r0-r7 from r7 down. */
const LO_FROM_TOP: readonly PReg[] = [...targetRegs('thumb').classes.gpr!].reverse();
const assign = (inst: Extract<MInst, { kind: 'isa' }>): PReg[] => assignRegs(inst, () => LO_FROM_TOP);

/** The tile's pattern instantiated (immediates at one end of their ranges), and its emit on it; vregs numbered leaves first. */
function instanceOf(tile: Tile, end: End, pred: ICmpPred, args: number): Instance & { emit: () => MInst[] } {
  let vregs = 0;
  const newVreg = (): number => vregs++;
  const instance = instantiate(tile.pattern, {
    ptrBits: 32,
    pred,
    args,
    imm: (p) => (end === 'min' ? p.min : p.max),
    newVreg,
    leaf: (nt) => {
      if (nt !== 'reg') throw new Error(`unexpected ${nt} leaf in a Thumb pattern`);
      return { kind: 'reg', vreg: newVreg() };
    },
  });
  const { dag, root, leaves } = instance;
  const emit = (): MInst[] => {
    const out: MInst[] = [];
    const x: EmitCtx = {
      newVreg,
      resultVreg: newVreg,
      classOf: () => 'gpr',
      push: (i) => out.push(i),
      blockOf: (b) => b,
      dagNode: (id) => dag.nodes[id]!,
    };
    tile.emit(x, leaves, dag.nodes[root]!);
    return out;
  };
  return { ...instance, emit };
}

t.test("thumb: every tile's instructions encode", (t) => {
  const model = MODELS.thumb;
  const g = grammarOf('thumb');
  let encoded = 0;
  let instances = 0;
  const sized = new Set<string>();
  for (const tile of g.tiles) {
    const hasPred = JSON.stringify(tile.pattern, (_k, v) => (typeof v === 'bigint' ? String(v) : v)).includes('"icmp"');
    for (const end of ['min', 'max'] as const) {
      for (const pred of hasPred ? PREDS : (['eq'] as const)) {
        for (const args of tile.pattern.k === 'op' && tile.pattern.rest !== undefined ? [0, 3, 8] : [0]) {
          const inst = instanceOf(tile, end, pred, args);
          if (tile.check !== undefined && !tile.check({ tile, node: inst.root, leaves: inst.match, covered: [] }, inst.dag)) continue;
          instances++;
          const insts = inst.emit();
          let bytes = 0;
          for (const i of insts) {
            if (i.kind === 'const') {
              bytes += 2;
              continue;
            } // movs imm8 (the pool tile is sized apart)
            if (i.kind !== 'isa' || i.insn === null) continue;
            const concrete = substitute(TARGETS.thumb, i.insn, assign(i));
            for (const frameOffset of i.frame === undefined ? [null] : [0, 1016]) {
              const list = frameOffset === null ? [concrete] : frameInsns(TARGETS.thumb.addFrameOffset(concrete, frameOffset));
              for (const c of list) {
                try {
                  const b = model.encode(c as never, 0).length;
                  if (frameOffset !== 1016) bytes += b;
                  encoded++;
                } catch (e) {
                  t.fail(
                    `${tile.name} (${end}, ${pred}, ${args} args, frame ${frameOffset}): ${JSON.stringify(c)}: ${(e as Error).message}`,
                  );
                }
              }
            }
          }
          // the smallest instance of a tile (signed setcc is the one with a larger sequence)
          if (!sized.has(tile.name) && args === 0 && !/^s/.test(pred) && !tile.name.startsWith('const pool')) {
            sized.add(tile.name);
            t.equal(bytes, tile.size, `${tile.name}: size ${tile.size} is what it emits`);
          }
        }
      }
    }
  }
  t.ok(
    g.tiles.every((x) => x.nt !== 'addr'),
    'no addr nonterminal',
  );
  t.ok(instances >= g.tiles.length, `${g.tiles.length} tiles, ${instances} instances, ${encoded} instructions encoded`);
  t.end();
});
