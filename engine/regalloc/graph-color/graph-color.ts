// graph-color: Chaitin–Briggs optimistic graph-coloring register allocation with conservative
// (Briggs/George) coalescing — the classic baseline of the Koes thesis (§2.1.1;
// koes-thesis-digest §7 B4), worklists after George & Appel, "Iterated register coalescing"
// (TOPLAS 18(3), 1996).
//
// Contract: requires an MFunction that passes verifyMir and its TargetRegs; produces an
// AllocResult for that function (allocs and edits at its own instruction indices) that the
// allocation checker accepts. Each round:
//   build   the working program (gc-program.ts: fixed operands as precolored registers joined by
//           moves, tied defs on their input's temporary, narrow-class operands on temporaries,
//           `stack` operands as stores/reloads of the vreg's slot) and its interference graph
//           (gc-graph.ts: liveness, Chaitin's copy rule, clobbers, precolored masks);
//   color   simplify / coalesce / freeze / potential spill / select (gc-color.ts);
//   spill   if some nodes got no color, rewrite them with short new temporaries around each use
//           (reload before) and def (store after), and start again.
// A spilled class that holds only spill temporaries (they are never spilled again) spills its
// colored, spillable neighbours instead, so every round removes at least one spillable node from
// the program and the loop ends. The colored program maps back directly: an original operand's
// allocation is its node's color (a `stack` operand: its vreg's slot), and every pseudo move,
// reload and store whose two sides differ becomes an edit at its program point, in program order.
// Values never move between blocks (a node keeps one color everywhere), so no resolution is needed.
// Deterministic: no hashing of objects, every collection is built in layout order.

import type { AllocResult, Allocator, Edit, MFunction, OperandAlloc, TargetRegs } from '../../mir/types.js';
import { assertNever } from '../../ir/types.js';
import { buildGraph } from './interference-graph.js';
import { colorGraph, type Coloring } from './color.js';
import { buildProgram, spillNodes, type GcInst, type GcProgram, vregNode } from './program.js';
import { NoRegisterError } from '../shared/operand-assignment.js';

/** More rounds than any function needs: each round spills at least one spillable node. */
const MAX_ROUNDS = 1000;

function colorRound(prog: GcProgram): Coloring {
  const graph = buildGraph(prog);
  return colorGraph({
    graph,
    allowed: prog.nodes.map((n) => n?.allowed ?? 0),
    spillTemp: prog.nodes.map((n) => n?.spillTemp ?? true),
    pregs: prog.pregs.length,
    colors: prog.colors,
  });
}

/** The representatives whose members get rewritten: spillable spilled classes, else their spillable neighbours. */
function spillSet(name: string, prog: GcProgram, coloring: Coloring): number[] {
  const reps = new Set<number>();
  for (const n of coloring.spilled) {
    if (coloring.spillable(n)) {
      reps.add(n);
      continue;
    }
    let found = false;
    for (const w of coloring.adj[n]!) {
      const a = coloring.alias(w);
      if (a >= prog.pregs.length && coloring.spillable(a)) {
        reps.add(a);
        found = true;
      }
    }
    if (!found)
      throw new NoRegisterError(
        `${name}: spill temporary n${n} of v${prog.nodes[n]!.vreg} has no register and nothing around it can be spilled`,
      );
  }
  return [...reps].sort((a, b) => a - b);
}

/** Every member of each spilled class shares one slot: its first member vreg's stack slot, or a new one. */
function slotsFor(prog: GcProgram, coloring: Coloring, reps: readonly number[]): Map<number, number> {
  const members = new Map<number, number[]>(reps.map((r) => [r, []]));
  for (let n = prog.pregs.length; n < prog.nodes.length; n++) members.get(coloring.alias(n))?.push(n);
  const slotOf = new Map<number, number>();
  for (const r of reps) {
    const list = members.get(r)!;
    const vregNodes = list.filter((n) => n - prog.pregs.length === prog.nodes[n]!.vreg);
    const owned = vregNodes.map((n) => prog.vregSlot.get(prog.nodes[n]!.vreg)).find((s) => s !== undefined);
    const slot = owned ?? prog.slots++;
    for (const n of vregNodes) if (!prog.vregSlot.has(prog.nodes[n]!.vreg)) prog.vregSlot.set(prog.nodes[n]!.vreg, slot);
    for (const n of list) slotOf.set(n, slot);
  }
  return slotOf;
}

function reg(prog: GcProgram, coloring: Coloring, node: number): string {
  const c = node < prog.pregs.length ? node : coloring.color[node]!;
  const r = prog.pregs[c];
  if (c < 0 || r === undefined) throw new Error(`node n${node} has no register after coloring`);
  return r;
}

function editOf(prog: GcProgram, coloring: Coloring, inst: Exclude<GcInst, { kind: 'orig' }>): Edit | null {
  switch (inst.kind) {
    case 'move': {
      const from = reg(prog, coloring, inst.src);
      const to = reg(prog, coloring, inst.dst);
      return from === to ? null : { point: inst.at, from: { kind: 'reg', preg: from }, to: { kind: 'reg', preg: to }, vreg: inst.vreg };
    }
    case 'reload':
      return {
        point: inst.at,
        from: { kind: 'slot', slot: inst.slot },
        to: { kind: 'reg', preg: reg(prog, coloring, inst.dst) },
        vreg: inst.vreg,
      };
    case 'store':
      return {
        point: inst.at,
        from: { kind: 'reg', preg: reg(prog, coloring, inst.src) },
        to: { kind: 'slot', slot: inst.slot },
        vreg: inst.vreg,
      };
    default:
      return assertNever(inst, 'pseudo instruction');
  }
}

function result(fn: MFunction, prog: GcProgram, coloring: Coloring, regs: TargetRegs): AllocResult {
  const total = fn.blocks.reduce((n, b) => n + b.insts.length, 0);
  const allocs: OperandAlloc[][] = new Array(total);
  const edits: Edit[] = [];
  for (const b of prog.blocks) {
    for (const inst of b.insts) {
      if (inst.kind !== 'orig') {
        const e = editOf(prog, coloring, inst);
        if (e) edits.push(e);
        continue;
      }
      allocs[inst.index] = inst.ops.map(
        (op): OperandAlloc => (op.node < 0 ? { slot: prog.vregSlot.get(op.vreg)! } : reg(prog, coloring, op.node)),
      );
    }
  }
  return { allocs, edits, spillSlots: prog.slots, slotBytes: regs.wordBytes };
}

/**
 * The rounds every allocator over the working program shares (graph colouring here, PBQP in
 * engine/regalloc/pbqp/): build the program, colour it with `colorRound`, spill what got no colour
 * (or, for a spill temporary, its spillable neighbours) and colour again, until nothing spills.
 */
export function allocateInRounds(name: string, fn: MFunction, regs: TargetRegs, colorRound: (prog: GcProgram) => Coloring): AllocResult {
  const prog = buildProgram(fn, regs);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const coloring = colorRound(prog);
    if (coloring.spilled.length === 0) return result(fn, prog, coloring, regs);
    spillNodes(prog, slotsFor(prog, coloring, spillSet(name, prog, coloring)));
  }
  throw new NoRegisterError(`${name}: @${fn.name} still has uncolorable nodes after ${MAX_ROUNDS} rounds`);
}

/**
 * One round of simplify/select on the function as it is, without spill rewriting: the colour (an
 * index into regs.allocatable) each vreg would get, -1 where it would spill. The MCNF heuristics
 * break ties toward it (Koes's thesis §5.1.2, "pre-coloring").
 */
export function precolor(fn: MFunction, regs: TargetRegs): number[] {
  const prog = buildProgram(fn, regs);
  const coloring = colorRound(prog);
  return fn.vregs.map((_, v) => coloring.color[vregNode(prog, v)] ?? -1);
}

export const graphColor: Allocator = {
  name: 'graph-color',
  allocate: (fn: MFunction, regs: TargetRegs): AllocResult => allocateInRounds('graph-color', fn, regs, colorRound),
};
