// Every tile of the Thumb grammar (isa-models/thumb/tiles*.ts), instantiated on a DAG made from its
// own pattern (immediates at both ends of their ranges, every compare predicate, calls with 0, 3
// and 8 arguments), emits instructions that the Thumb model encodes once the `%k.32` placeholders
// get registers as an allocator would choose them (fixed constraints honoured, reuse tied to its
// input, other operands distinct registers of r0-r7 from the top). Frame-relative instructions are
// also encoded at a frame offset of 0 and of 1016 (where word offsets pass 1020 and codegen raises
// sp around them: target-ops frameInsns). Also: the grammar has no `addr` nonterminal (each access
// names its addressing mode), and every tile's size is the model's size of what it emits for its
// smallest instance (a size that lies would mislead both selectors).

import t from 'tap';
import { grammarOf } from '../../engine/isel/index.js';
import type { BlockDag, DagNode } from '../../engine/isel/dag.js';
import type { EmitCtx, Operand } from '../../engine/isel/emit-api.js';
import type { Leaf, Pattern, Tile } from '../../engine/isel/grammar.js';
import type { ICmpPred } from '../../engine/ir/types.js';
import type { MInst, PReg } from '../../engine/mir/types.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import { addFrameOffset, frameInsns, substitute } from '../../engine/codegen/target-ops.js';
import { MODELS } from '../../isa-models/index.js';

const PREDS: readonly ICmpPred[] = ['eq', 'ne', 'ugt', 'uge', 'ult', 'ule', 'sgt', 'sge', 'slt', 'sle'];
type End = 'min' | 'max';

interface Inst { nodes: DagNode[]; leaves: Operand[]; match: Leaf[]; root: number }

function instantiate(tile: Tile, end: End, pred: ICmpPred, args: number): Inst {
  const nodes: DagNode[] = [];
  const leaves: Operand[] = [];
  const match: Leaf[] = [];
  let vregs = 0;
  const add = (n: Omit<DagNode, 'id' | 'users' | 'root'>): number => {
    nodes.push({ ...n, id: nodes.length, users: [], root: false } as DagNode);
    return nodes.length - 1;
  };
  const walk = (p: Pattern): number => {
    switch (p.k) {
      case 'nt': {
        const id = add({ op: 'vreg', kids: [], bits: 32, vreg: 0 });
        if (p.nt === 'reg') leaves.push({ kind: 'reg', vreg: vregs++ });
        else if (p.nt === 'cc') leaves.push({ kind: 'cc', pred });
        else throw new Error(`unexpected ${p.nt} leaf in a Thumb pattern`);
        match.push({ node: id, nt: p.nt });
        return id;
      }
      case 'imm': {
        const v = end === 'min' ? p.min : p.max;
        leaves.push({ kind: 'imm', value: v });
        const id = add({ op: 'const', kids: [], bits: 32, value: v });
        match.push({ node: id, imm: v });
        return id;
      }
      case 'op': {
        const kidPats = p.rest === undefined ? p.kids : [...p.kids, ...Array.from({ length: args }, () => ({ k: 'nt', nt: p.rest! }) as Pattern)];
        const kids = kidPats.map(walk);
        return add({
          op: p.op, kids, bits: p.bits ?? 32, ...(p.from === undefined ? {} : { from: p.from }), pred, frame: 0,
          targets: [1, 2], callee: 'f', callType: { kind: 'int', bits: 32 }, vreg: 0, value: 0n,
        });
      }
      default: throw new Error('unknown pattern');
    }
  };
  const root = walk(tile.pattern);
  return { nodes, leaves, match, root };
}

function emit(tile: Tile, inst: Inst, vregs: number): MInst[] {
  let next = vregs;
  const out: MInst[] = [];
  const x: EmitCtx = {
    newVreg: () => next++, resultVreg: () => next++, classOf: () => 'gpr',
    push: (i) => out.push(i), blockOf: (b) => b, dagNode: (id) => inst.nodes[id]!,
  };
  tile.emit(x, inst.leaves, inst.nodes[inst.root]!);
  return out;
}

/** Registers as an allocator would choose them: fixed ones, reuse tied, the rest distinct from r7 down. */
function assign(inst: Extract<MInst, { kind: 'isa' }>): PReg[] {
  const gpr = [...targetRegs('thumb').classes.gpr!].reverse();
  const taken = new Set(inst.regs.flatMap((r) => (r.constraint.kind === 'fixed' ? [r.constraint.preg] : [])));
  const byVreg = new Map<number, PReg>();
  return inst.regs.map((r, i, all) => {
    const c = r.constraint;
    if (c.kind === 'fixed') return c.preg;
    if (c.kind === 'reuse') return assignOf(all, c.input, byVreg, gpr, taken);
    return assignOf(all, i, byVreg, gpr, taken);
  });
}

function assignOf(all: Extract<MInst, { kind: 'isa' }>['regs'], i: number, byVreg: Map<number, PReg>, gpr: PReg[], taken: Set<PReg>): PReg {
  const r = all[i]!;
  if (r.constraint.kind === 'fixed') return r.constraint.preg;
  const known = r.kind === 'use' ? byVreg.get(r.vreg) : undefined;
  if (known !== undefined) return known;
  const p = gpr.find((x) => !taken.has(x));
  if (p === undefined) throw new Error('out of registers');
  taken.add(p);
  if (r.kind === 'use') byVreg.set(r.vreg, p);
  return p;
}

t.test('thumb: every tile\'s instructions encode', (t) => {
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
          const inst = instantiate(tile, end, pred, args);
          const dag: BlockDag = { block: 0, nodes: inst.nodes, phiArgs: new Map() };
          if (tile.check !== undefined && !tile.check({ tile, node: inst.root, leaves: inst.match, covered: [] }, dag)) continue;
          instances++;
          const insts = emit(tile, inst, inst.leaves.filter((l) => l.kind === 'reg').length);
          let bytes = 0;
          for (const i of insts) {
            if (i.kind === 'const') { bytes += 2; continue; } // movs imm8 (the pool tile is sized apart)
            if (i.kind !== 'isa' || i.insn === null) continue;
            const concrete = substitute('thumb', i.insn, assign(i));
            for (const frameOffset of i.frame === undefined ? [null] : [0, 1016]) {
              const list = frameOffset === null ? [concrete] : frameInsns('thumb', addFrameOffset('thumb', concrete, frameOffset));
              for (const c of list) {
                try {
                  const b = model.encode(c as never, 0).length;
                  if (frameOffset !== 1016) bytes += b;
                  encoded++;
                } catch (e) {
                  t.fail(`${tile.name} (${end}, ${pred}, ${args} args, frame ${frameOffset}): ${JSON.stringify(c)}: ${(e as Error).message}`);
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
  t.ok(g.tiles.every((x) => x.nt !== 'addr'), 'no addr nonterminal');
  t.ok(instances >= g.tiles.length, `${g.tiles.length} tiles, ${instances} instances, ${encoded} instructions encoded`);
  t.end();
});
