// Test helper shared by the tile-grammar tests (tap-tests/isel/tiles.part.ts for x86,
// arm-tiles.part.ts, thumb-tiles.part.ts): a DAG made from a tile's own pattern, with the operands its leaves get, and
// registers for an emitted instruction's placeholders as an allocator would choose them.
//
// Contract: `instantiate(pattern, options)` builds the nodes kids first (a nonterminal leaf is a
// `vreg` node, or an `icmp` node with the predicate for a `cc` leaf; an immediate leaf a `const`
// node of the value `options.imm` gives it; a `rest` pattern gets `options.args` more kids) and
// fills every op node's attributes a tile may read (predicate, frame 0, targets, callee, value).
// Indexed accesses (engine/isel/indexed.ts) get the `writeback` user the combine would give them,
// and x86's divrem nodes the `remainder` user (engine/targets/x86/tiles-divide.ts); every such
// projection carries its vreg in `export`, as the rewrites leave them. The leaves'
// operands come in pattern order (left to right, depth first), as the matcher gives them.
// `assignRegs(inst, pool)` gives fixed operands their register, a reuse its input's, a vreg used
// twice one register, and every other operand a distinct register from `pool(vreg)`, first free.

import type { BlockDag, DagNode } from '../../engine/isel/dag.js';
import type { Operand } from '../../engine/isel/emit-api.js';
import type { Leaf, Nt, Pattern } from '../../engine/isel/grammar.js';
import type { ICmpPred } from '../../engine/ir/types.js';
import type { MInst, PReg } from '../../engine/mir/types.js';

export interface InstanceOptions {
  readonly ptrBits: 32 | 64;
  readonly pred: ICmpPred;
  /** How many kids a `rest` pattern (a call's arguments) gets beyond its fixed ones. */
  readonly args: number;
  /** The value of the k-th immediate leaf (pattern order). */
  readonly imm: (p: Extract<Pattern, { k: 'imm' }>, k: number) => bigint;
  /** The operand a nonterminal leaf gets (a register leaf: a fresh vreg). */
  readonly leaf: (nt: Nt) => Operand;
  /** The value of a `const` op node (a pattern matching a constant as a whole). */
  readonly constValue?: bigint;
  /** A fresh vreg (for writeback nodes). */
  readonly newVreg: () => number;
}

export interface Instance {
  readonly dag: BlockDag;
  readonly root: number;
  readonly leaves: Operand[];
  /** The match's leaves, as the matcher would report them. */
  readonly match: Leaf[];
}

export function instantiate(pattern: Pattern, o: InstanceOptions): Instance {
  const nodes: DagNode[] = [];
  const leaves: Operand[] = [];
  const match: Leaf[] = [];
  let k = 0;
  const add = (n: Omit<DagNode, 'id' | 'users' | 'root'>): number => {
    nodes.push({ ...n, id: nodes.length, users: [], root: false } as DagNode);
    return nodes.length - 1;
  };
  const walk = (p: Pattern): number => {
    switch (p.k) {
      case 'nt': {
        leaves.push(p.nt === 'cc' ? { kind: 'cc', pred: o.pred } : o.leaf(p.nt));
        const id = add(
          p.nt === 'cc' ? { op: 'icmp', kids: [], bits: 32, pred: o.pred } : { op: 'vreg', kids: [], bits: o.ptrBits, vreg: 0 },
        );
        match.push({ node: id, nt: p.nt });
        return id;
      }
      case 'imm': {
        const v = o.imm(p, k++);
        leaves.push({ kind: 'imm', value: v });
        const id = add({ op: 'const', kids: [], bits: o.ptrBits, value: v });
        match.push({ node: id, imm: v });
        return id;
      }
      case 'op': {
        const pats =
          p.rest === undefined ? p.kids : [...p.kids, ...Array.from({ length: o.args }, () => ({ k: 'nt', nt: p.rest! }) as Pattern)];
        const kids = pats.map(walk);
        return add({
          op: p.op,
          kids,
          bits: p.bits ?? o.ptrBits,
          ...(p.from === undefined ? {} : { from: p.from }),
          pred: o.pred,
          frame: 0,
          targets: [1, 2],
          callee: 'f',
          callType: { kind: 'int', bits: 32 },
          vreg: 0,
          value: p.op === 'const' ? (o.constValue ?? 0n) : 0n,
          ...(p.op === 'writeback' || p.op === 'remainder' ? { export: o.newVreg() } : {}),
        });
      }
      default:
        throw new Error('unknown pattern');
    }
  };
  const root = walk(pattern);
  for (const n of [...nodes]) {
    if (/-(pre|post)$/.test(n.op)) add({ op: 'writeback', kids: [n.id], bits: 32, export: o.newVreg() });
    if (n.op === 'sdivrem' || n.op === 'udivrem') add({ op: 'remainder', kids: [n.id], bits: n.bits, export: o.newVreg() });
  }
  for (const n of nodes) for (const kid of n.kids) nodes[kid]!.users.push(n.id);
  return { dag: { block: 0, nodes, phiArgs: new Map() }, root, leaves, match };
}

export function assignRegs(inst: Extract<MInst, { kind: 'isa' }>, pool: (vreg: number) => readonly PReg[]): PReg[] {
  const taken = new Set(inst.regs.flatMap((r) => (r.constraint.kind === 'fixed' ? [r.constraint.preg] : [])));
  const byVreg = new Map<number, PReg>();
  const out: PReg[] = [];
  inst.regs.forEach((r, i) => {
    const c = r.constraint;
    if (c.kind === 'fixed') {
      out[i] = c.preg;
      return;
    }
    if (c.kind === 'reuse') {
      out[i] = out[c.input]!;
      return;
    }
    const known = r.kind === 'use' ? byVreg.get(r.vreg) : undefined;
    const p = known ?? pool(r.vreg).find((x) => !taken.has(x));
    if (p === undefined) throw new Error(`no free register for vreg ${r.vreg}`);
    taken.add(p);
    if (r.kind === 'use') byVreg.set(r.vreg, p);
    out[i] = p;
  });
  return out;
}
