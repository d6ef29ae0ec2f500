// DAG covers -> Machine IR: one MFunction from a legalized IR function, the per-block DAGs
// (engine/isel/dag.ts) and a cover per DAG (maxmunch or cse-all), with phi elimination by
// parallel copies (engine/codegen/parallel-copy.ts) and critical edges split.
//
// Contract (engine/mir/types.ts and the selection conventions of the shared design):
// - blocks[0] starts with the entry pseudo (`insn: null`) defining the register parameters with
//   fixed constraints; stack parameters are `incoming` frame objects loaded by the grammar's
//   `entryArgs`. Allocas are `local` frame objects, numbered as dag.ts numbers them.
// - Within a block, roots are emitted in DAG order (= IR order: loads, stores and calls keep their
//   chain order) and each root's tree depth first, a tile's register and address leaves before its
//   `cc` leaves, so nothing runs between a compare and the tile that reads its flags. A value
//   shared by several trees of the block (a constant, a frame address, a shared node the selector
//   did not fix: engine/isel/cover.ts `withFixed`) is materialised once, at its first use — it is
//   pure and holds no load (dag.ts), so any place after its root kids is right; a derivation to
//   `cc` is emitted again for each tile that reads it. A tile's other leaves are evaluated in
//   Sethi–Ullman order (most registers first).
// - Phi elimination: at the end of each predecessor, the successor's phi vregs are written by one
//   parallel copy, sequentialised; on a conditional branch, an edge whose copy is not empty gets a
//   new block (copies + jump), so no copy sits between the compare and the branch and no critical
//   edge carries moves. Every block ends in explicit jumps (fall-through jumps are dropped later by
//   branch relaxation).
// - A cover that throws Unsupported (engine/isel/cover.ts: no tile of the grammar derives a node)
//   is rethrown naming the function too. Any other exception of a cover is a selector bug: it is
//   rethrown as an Error naming the function, with the original as its `cause` — never turned
//   into Unsupported, so the testbed reports it as a `backend-fault`, not as an unsupported
//   construct.

import { Unsupported } from '../backend/errors.js';
import { sequentialize } from '../codegen/parallel-copy.js';
import { dominates, immediateDominators, predecessors } from '../ir/cfg.js';
import type { Func, Module } from '../ir/types.js';
import type { FrameObject, MBlock, MFunction, MInst, VRegInfo } from '../mir/types.js';
import { buildDags, type BlockDag, type DagNode, type FuncFacts } from './dag.js';
import type { EmitCtx, Operand } from './emit-api.js';
import { coverKey, rootNt, type Cover, type Grammar, type Leaf, type Match, type Nt, type VaEntry } from './grammar.js';
import type { Tiling } from './cover.js';

/** A selector's covering of one block's DAG (engine/isel/cover.ts `Tiling`). */
export type CoverFn = (g: Grammar, dag: BlockDag) => Tiling;
/** A target's DAG combine, run on each block's DAG before covering (ARM: engine/isel/indexed.ts). */
export type DagCombine = (dag: BlockDag, facts: FuncFacts) => BlockDag;
/** Told the name of every tile the emitter instantiates (coverage counters of `tessera fuzz`). */
export type TileObserver = (tileName: string) => void;

/** What a function's selection shares between its blocks. */
class FuncState {
  readonly vregs: VRegInfo[] = [];
  readonly frame: FrameObject[] = [];
  readonly blocks: { insts: MInst[]; loopDepth: number }[] = [];

  newVreg(cls: string, bits: number): number {
    this.vregs.push({ class: cls, bits });
    return this.vregs.length - 1;
  }
}

class BlockEmitter implements EmitCtx {
  readonly insts: MInst[] = [];
  private readonly memo = new Map<number, Operand>();
  private readonly needs = new Map<number, number>();
  /** IR successor -> MIR block a branch to it targets (a split edge block when it has copies). */
  readonly edgeTarget = new Map<number, number>();

  constructor(
    private readonly st: FuncState,
    private readonly dag: BlockDag,
    private readonly cover: Cover,
    private readonly irIndex: ReadonlyMap<number, number>,
    private readonly onTile?: TileObserver,
  ) {}

  newVreg(cls: string, bits: number): number {
    return this.st.newVreg(cls, bits);
  }
  resultVreg(node: DagNode, cls = 'gpr'): number {
    return node.export ?? this.st.newVreg(cls, node.bits);
  }
  classOf(vreg: number): string {
    return this.st.vregs[vreg]!.class;
  }
  push(inst: MInst): void {
    this.insts.push(inst);
  }
  dagNode(id: number): DagNode {
    return this.dag.nodes[id]!;
  }
  blockOf(irBlock: number): number {
    return this.edgeTarget.get(irBlock) ?? this.irIndex.get(irBlock)!;
  }

  /**
   * Emits node `node` derived to `nt`; `fromUser`: as a leaf of another node's tile. Depth first,
   * each tile's leaves in leafOrder, on an explicit stack: a chain as deep as the block is long
   * must not overflow the call stack (issue 18). The order and the checks are the recursion's.
   */
  emitAt(node: number, nt: Nt, fromUser: boolean): Operand {
    const first = this.enterEmit(node, nt, fromUser);
    if (!('m' in first)) return first;
    const stack: EmitFrame[] = [first];
    for (;;) {
      const f = stack[stack.length - 1]!;
      if (f.pos === f.order.length) {
        const out = this.finishEmit(f);
        stack.pop();
        const user = stack[stack.length - 1];
        if (user === undefined) return out;
        user.operands[user.order[user.pos - 1]!] = out;
        continue;
      }
      const i = f.order[f.pos++]!;
      const leaf = f.m.leaves[i]!;
      if ('imm' in leaf) {
        f.operands[i] = { kind: 'imm', value: leaf.imm };
        continue;
      }
      const below = this.enterEmit(leaf.node, leaf.nt, leaf.node !== f.node || f.kidsFromUser);
      if ('m' in below) stack.push(below);
      else f.operands[i] = below;
    }
  }

  /** (node, nt)'s operand when already emitted, otherwise the frame that emits its tile after its leaves. */
  private enterEmit(node: number, nt: Nt, fromUser: boolean): Operand | EmitFrame {
    const key = coverKey(node, nt);
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const n = this.dag.nodes[node]!;
    if (n.root && fromUser && nt === 'reg') throw new Error(`root node ${node} (${n.op}) used before it was computed`);
    const m = this.cover.get(key);
    if (m === undefined) throw new Error(`cover has no match for node ${node} (${n.op}) at ${nt}`);
    const kidsFromUser = n.root && fromUser;
    const order = this.leafOrder(node, m.leaves, kidsFromUser);
    return { node, nt, key, m, kidsFromUser, order, pos: 0, operands: new Array<Operand>(m.leaves.length) };
  }

  /** The frame's tile, its leaves' operands all known. */
  private finishEmit(f: EmitFrame): Operand {
    const out = f.m.tile.emit(this, f.operands, this.dag.nodes[f.node]!);
    this.onTile?.(f.m.tile.name);
    // Flags are consumed by the next instruction: a second tile reading this compare runs it again.
    if (f.nt !== 'cc') this.memo.set(f.key, out);
    return out;
  }

  /**
   * The order a tile's leaves are evaluated in. Flags last: a compare's flags must reach its user
   * with nothing emitted in between. Otherwise Sethi–Ullman: the leaf needing most registers first,
   * then pattern order. Any order keeps memory order, because a tree holds no store or call (they
   * are roots) and its loads cross none (dag.ts separates them). An insertion sort on a fresh
   * index array: leaves are few, and the key is a total order (the same answer as any sort).
   */
  private leafOrder(node: number, leaves: readonly Leaf[], kidsFromUser: boolean): number[] {
    const order = new Array<number>(leaves.length);
    const rank = new Array<number>(leaves.length);
    // Every leaf's need is asked, in pattern order, even for a single leaf: need() caches, and
    // when a cc derivation's need is first cached decides the value later tiles see.
    for (let i = 0; i < leaves.length; i++) {
      const l = leaves[i]!;
      // cc leaves after every other (needs are small: 1 << 20 dwarfs them).
      rank[i] = 'imm' in l ? 0 : (l.nt === 'cc' ? -(1 << 20) : 0) + this.need(l.node, l.nt, l.node !== node || kidsFromUser);
    }
    for (let i = 0; i < leaves.length; i++) {
      let j = i;
      while (j > 0 && rank[order[j - 1]!]! < rank[i]!) {
        order[j] = order[j - 1]!;
        j--;
      }
      order[j] = i;
    }
    return order;
  }

  /**
   * Registers needed to evaluate (node, nt) as covered (Sethi–Ullman numbers over the tiles).
   * Depth first, leaves in pattern order, each derivation cached when its leaves are done, on an
   * explicit stack (issue 18): the same derivations cached in the same order as the recursion.
   */
  private need(node: number, nt: Nt, fromUser: boolean): number {
    const first = this.enterNeed(node, nt, fromUser);
    if (typeof first === 'number') return first;
    const stack: NeedFrame[] = [first];
    for (;;) {
      const f = stack[stack.length - 1]!;
      if (f.kids.length === f.leaves.length) {
        const out = sethiUllman(f.kids);
        this.needs.set(f.key, out);
        stack.pop();
        const user = stack[stack.length - 1];
        if (user === undefined) return out;
        user.kids.push(out);
        continue;
      }
      const l = f.leaves[f.kids.length]!;
      if ('imm' in l) {
        f.kids.push(0);
        continue;
      }
      const below = this.enterNeed(l.node, l.nt, l.node !== f.node || f.kidsFromUser);
      if (typeof below === 'number') f.kids.push(below);
      else stack.push(below);
    }
  }

  /** (node, nt)'s need when known without looking below it (emitted, a root used as a register, cached), otherwise its frame. */
  private enterNeed(node: number, nt: Nt, fromUser: boolean): number | NeedFrame {
    const n = this.dag.nodes[node]!;
    const key = coverKey(node, nt);
    if (this.memo.has(key) || (n.root && fromUser && nt === 'reg')) return 0;
    const known = this.needs.get(key);
    if (known !== undefined) return known;
    return { node, key, kidsFromUser: n.root && fromUser, leaves: this.cover.get(key)?.leaves ?? [], kids: [] };
  }

  /** A node's value in a register, copied into its export vreg when the tile left it elsewhere. */
  emitValue(node: number, fromUser: boolean): number {
    const out = this.emitAt(node, 'reg', fromUser);
    if (out.kind !== 'reg') throw new Error(`node ${node} did not produce a register`);
    const n = this.dag.nodes[node]!;
    if (!fromUser && n.export !== undefined && out.vreg !== n.export) {
      this.push(copy(n.export, out.vreg));
      const exported: Operand = { kind: 'reg', vreg: n.export };
      this.memo.set(coverKey(node, 'reg'), exported);
      return n.export;
    }
    return out.vreg;
  }
}

/** A tile being emitted: its leaves' operands so far, `pos` into `order` (leafOrder's), the next leaf to emit. */
interface EmitFrame {
  readonly node: number;
  readonly nt: Nt;
  readonly key: number;
  readonly m: Match;
  readonly kidsFromUser: boolean;
  readonly order: readonly number[];
  pos: number;
  readonly operands: Operand[];
}

/** A derivation whose need is being computed: its leaves' needs so far, in pattern order. */
interface NeedFrame {
  readonly node: number;
  readonly key: number;
  readonly kidsFromUser: boolean;
  readonly leaves: readonly Leaf[];
  readonly kids: number[];
}

/** The Sethi–Ullman number of a tile from its leaves' needs (sorts `kids`). */
function sethiUllman(kids: number[]): number {
  kids.sort((a, b) => b - a);
  let out = 1;
  for (let i = 0; i < kids.length; i++) if (kids[i]! + i > out) out = kids[i]! + i;
  return out;
}

function copy(dst: number, src: number): MInst {
  return {
    kind: 'copy',
    regs: [
      { vreg: dst, kind: 'def', constraint: { kind: 'reg', class: 'gpr' } },
      { vreg: src, kind: 'use', constraint: { kind: 'reg', class: 'gpr' } },
    ],
  };
}

export function selectFunction(
  fn: Func,
  module: Module,
  g: Grammar,
  coverOf: CoverFn,
  combine?: DagCombine,
  onTile?: TileObserver,
): MFunction {
  return selectWith(fn, module, g, combine, onTile, (dags) => dags.map((dag) => coverBlock(fn, g, coverOf, dag)));
}

/** A selector that covers all of a function's blocks at once (PBQP selection over the SSA graph): one tiling per block DAG, in order. */
/** `facts`: the function's, to which a cover may add vregs (a complex pattern's projections) before the vregs are created. */
export type FunctionCoverFn = (g: Grammar, dags: readonly BlockDag[], facts: FuncFacts) => readonly Tiling[];

/** selectFunction for a selector that covers the whole function at once (its failures reported as coverBlock's are). */
export function selectWholeFunction(
  fn: Func,
  module: Module,
  g: Grammar,
  coverAll: FunctionCoverFn,
  combine?: DagCombine,
  onTile?: TileObserver,
): MFunction {
  return selectWith(fn, module, g, combine, onTile, (dags, facts) => coverWholeFunction(fn, g, coverAll, dags, facts));
}

/** All of a function's blocks covered at once by the selector (its failures reported as coverBlock's are). */
export function coverWholeFunction(
  fn: Func,
  g: Grammar,
  coverAll: FunctionCoverFn,
  dags: readonly BlockDag[],
  facts: FuncFacts,
): readonly Tiling[] {
  try {
    return coverAll(g, dags, facts);
  } catch (e) {
    throw coverFailure(fn.name, e);
  }
}

/** The function's DAGs (combined), tiled by `tile`, emitted. */
function selectWith(
  fn: Func,
  module: Module,
  g: Grammar,
  combine: DagCombine | undefined,
  onTile: TileObserver | undefined,
  tile: (dags: readonly BlockDag[], facts: FuncFacts) => readonly Tiling[],
): MFunction {
  const built = buildDags(fn, module);
  // Before the vregs are created: a combine may add vregs to facts.vregBits.
  const dags = combine === undefined ? built.dags : built.dags.map((d) => combine(d, built.facts));
  return emitMachineIr(fn, built.facts, tile(dags, built.facts), g, onTile);
}

/** One block's DAG covered by the selector (the passes of selection, in order: engine/codegen/pipeline.ts). */
export function coverBlock(fn: Func, g: Grammar, coverOf: CoverFn, dag: BlockDag): Tiling {
  try {
    return coverOf(g, dag);
  } catch (e) {
    throw coverFailure(fn.name, e);
  }
}

/** The MFunction of the blocks' tilings (one per IR block, in order), phis eliminated by parallel copies at the ends of predecessors. */
export function emitMachineIr(fn: Func, facts: FuncFacts, tilings: readonly Tiling[], g: Grammar, onTile?: TileObserver): MFunction {
  const st = new FuncState();
  for (const bits of facts.vregBits) st.newVreg('gpr', bits);
  for (const a of [...facts.allocaFrame.values()].sort((x, y) => x.index - y.index))
    st.frame.push({ size: a.size, align: a.align, kind: 'local' });
  const irIndex = new Map(fn.blocks.map((b, i) => [b.id, i] as const));
  const depth = loopDepths(fn);
  for (const b of fn.blocks) st.blocks.push({ insts: [], loopDepth: depth.get(b.id) ?? 0 });
  const va = fn.variadic === true ? vaEntry(fn, facts, g, st) : undefined;
  tilings.forEach((tiling, i) => {
    const em = new BlockEmitter(st, tiling.dag, tiling.cover, irIndex, onTile);
    if (i === 0) {
      g.entryArgs(
        em,
        // An i64 on a 32-bit target is two consecutive parameters, low half first (engine/lower/wide.ts).
        fn.params
          .flatMap((p) => [facts.valueVreg.get(p.id)!, ...(facts.hiVreg.has(p.id) ? [facts.hiVreg.get(p.id)!] : [])])
          .map((vreg) => ({ vreg, bits: st.vregs[vreg]!.bits })),
        (offset, bytes) => {
          st.frame.push({ size: bytes, align: bytes, kind: { incoming: offset } });
          return st.frame.length - 1;
        },
        va,
      );
    }
    emitBlock(st, em, tiling.dag, g, facts.ptrBits, st.blocks[i]!.loopDepth);
    st.blocks[i]!.insts.push(...em.insts);
  });
  const mfn: MFunction = { name: fn.name, blocks: linkBlocks(st), vregs: st.vregs, frame: st.frame };
  return movesSp(fn) ? { ...mfn, framePointer: true } : mfn;
}

/**
 * Does the function move sp in its body (a dynamic alloca, stacksave/stackrestore), or read its
 * frame pointer (llvm.frameaddress)? Then its frame needs a frame pointer.
 */
function movesSp(fn: Func): boolean {
  return fn.blocks.some((b) =>
    b.insts.some((i) => i.op === 'dynalloca' || i.op === 'stacksave' || i.op === 'stackrestore' || i.op === 'frameaddress'),
  );
}

/**
 * The variadic areas of `fn` for the grammar's entryArgs: `args` turns the (local placeholder)
 * frame objects of `alloca va args` into incoming objects at the offset the grammar names; each
 * `alloca va regs` (one per va_start) is a register save area the entry fills.
 */
function vaEntry(fn: Func, facts: FuncFacts, g: Grammar, st: FuncState): VaEntry {
  if (g.variadic !== true) throw new Unsupported(`variadic function definition on ${g.isa}`).inFunction(fn.name);
  const areas = [...facts.allocaFrame.values()];
  const args = areas.filter((a) => a.va === 'args').map((a) => a.index);
  const regs = areas.filter((a) => a.va === 'regs').map((a) => a.index);
  // Each `alloca va args` is an incoming object at the same offset (a frame node names one index).
  return {
    args: (offset, bytes) => {
      for (const k of args) st.frame[k] = { size: bytes, align: 1, kind: { incoming: offset } };
      return args[0] ?? null;
    },
    regs,
  };
}

/** A cover's exception, located in function `fn`: Unsupported stays Unsupported, anything else is a bug. */
function coverFailure(fn: string, e: unknown): Error {
  if (e instanceof Unsupported) return e.inFunction(fn);
  const what = !(e instanceof Error) ? String(e) : e.name === 'Error' ? e.message : `${e.name}: ${e.message}`;
  return new Error(`selecting @${fn}: ${what}`, { cause: e });
}

function emitBlock(st: FuncState, em: BlockEmitter, dag: BlockDag, g: Grammar, ptrBits: number, loopDepth: number): void {
  const term = dag.nodes[dag.nodes.length - 1]!;
  for (const n of dag.nodes) {
    if (n === term) break;
    if (n.root) em.emitAt(n.id, rootNt(n), false);
    if (n.export !== undefined && rootNt(n) === 'reg') em.emitValue(n.id, false);
  }
  // Phi sources in registers before the terminator's tree (whose compare must stay next to its branch).
  const moves = new Map<number, { dst: number; src: number }[]>();
  for (const [succ, args] of dag.phiArgs) {
    const copies = args.map((a) => ({ dst: a.vreg, src: em.emitValue(a.node, dag.nodes[a.node]!.root) }));
    const seq = sequentialize(
      copies.filter((c) => c.dst !== c.src),
      () => st.newVreg('gpr', ptrBits),
    );
    if (seq.length > 0) moves.set(succ, seq);
  }
  if (term.op === 'condbr') {
    for (const [succ, seq] of moves) {
      st.blocks.push({ insts: [...seq.map((m) => copy(m.dst, m.src)), g.jump(em.blockOf(succ))], loopDepth });
      em.edgeTarget.set(succ, st.blocks.length - 1);
    }
  } else {
    for (const seq of moves.values()) for (const m of seq) em.push(copy(m.dst, m.src));
  }
  em.emitAt(term.id, rootNt(term), false);
}

/** succs from each block's branch targets (in order, distinct), preds from succs. */
function linkBlocks(st: FuncState): MBlock[] {
  const succs = st.blocks.map((b) => {
    const out: number[] = [];
    for (const i of b.insts) if (i.kind === 'isa' && i.target !== undefined && !out.includes(i.target)) out.push(i.target);
    return out;
  });
  const preds: number[][] = st.blocks.map(() => []);
  succs.forEach((ss, i) => {
    for (const s of ss) preds[s]!.push(i);
  });
  return st.blocks.map((b, i) => ({ id: i, insts: b.insts, succs: succs[i]!, preds: preds[i]!, loopDepth: b.loopDepth }));
}

/** Loop nesting depth per IR block: the number of natural loops (back edges to a dominator) containing it. */
function loopDepths(fn: Func): Map<number, number> {
  const idom = immediateDominators(fn);
  const preds = predecessors(fn);
  const depth = new Map<number, number>();
  for (const [h, ps] of preds) {
    for (const u of ps) {
      if (!idom.has(u) || !dominates(idom, h, u)) continue;
      const body = new Set<number>([h]);
      const work = [u];
      while (work.length > 0) {
        const b = work.pop()!;
        if (body.has(b)) continue;
        body.add(b);
        work.push(...(preds.get(b) ?? []));
      }
      for (const b of body) depth.set(b, (depth.get(b) ?? 0) + 1);
    }
  }
  return depth;
}
