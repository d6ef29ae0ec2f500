// The indexed-access DAG combine (LLVM's DAGCombiner::CombineToPreIndexedLoadStore and
// CombineToPostIndexedLoadStore, re-derived for Tessera's per-block DAGs): run after a block's DAG
// is built and before covering, on targets with base-register writeback (ARM A32: ARM ARM, ARMv6
// edition, A5.2.5/A5.2.8 and A5.3.5/A5.3.7, `ldr rt, [rn, #k]!` and `ldr rt, [rn], #k`).
//
//   pre-indexed:  p2 = add p, #k ; access [p2]   (p2 also used elsewhere)  -> access [p, #k]! defining p2
//   post-indexed: access [p] ; p2 = add p, #k    (p used only by the two)  -> access [p], #k  defining p2
//
// Contract: `combineIndexed(dag, facts, rules)` returns a new BlockDag (the input is not changed)
// in which each combined access is ONE node of an IndexedOp (kids [base, offset const], stores
// [value, base, offset const]) at the access's own place in memory order (its chain is kept), and a
// `writeback` node right after it (kid: the access) stands for p2: every former user of p2 and every
// phi argument naming it now names the writeback node. Nodes are renumbered so kids still have
// smaller ids and the order stays a valid evaluation order. Both new nodes are roots; the
// writeback node carries in `export` the vreg the access's writeback defines (p2's own vreg when p2
// leaves the block, else a fresh one added to `facts.vregBits`), so the access's tile and the
// writeback's tile name the same vreg. A narrow load whose only user is a zext/sext of its width
// absorbs it (`sload-*` sign-extends; `load-*` zero-extends, as ldrb/ldrh do).
//
// Legality (each is a negative case in tap-tests/isel/indexed.part.ts): the offset is a nonzero
// constant within `rules.maxOffset` for the access; the access is not volatile; the base is neither
// a constant nor a frame address, and is a vreg or a root (so no tree holding a load moves across a
// store); the access uses the address once (a store does not store its own address); every user of
// p2 other than the access comes after the access (the writeback defines p2 there); pre: p2 has a
// user besides the access (else the plain [p, #k] form is as good), p has no user but p2 and does
// not leave the block; post: p has no user but the access and the add and does not leave the block
// (otherwise the tied writeback would cost a copy of p, no better than add + access). A narrow
// load with an extension among several users is left alone (it would lose its folded extension).

import type { ComplexInstance, ComplexPattern, Rewritten, VregSink } from './complex.js';
import type { BlockDag, DagNode, FuncFacts, IndexedOp } from './dag.js';

export interface IndexedRules {
  /** The offsets the `pre`- or `post`-indexed form of an access takes (besides 0), or null when it has none. */
  offsets(kind: 'pre' | 'post', bytes: number, signedLoad: boolean): { readonly min: number; readonly max: number } | null;
}

/** ARM A32: mode 2 (ldr/str/ldrb/strb) takes imm12, mode 3 (ldrh/strh/ldrsb/ldrsh) imm8, both signed. */
export const ARM_INDEXED: IndexedRules = {
  offsets: (_kind, bytes, signedLoad) => {
    const lim = bytes === 2 || signedLoad ? 255 : 4095;
    return { min: -lim, max: lim };
  },
};

/** Thumb-1 (ARMv6-M ARM A6.7.40, A6.7.117): `ldm rn!, {rt}` and `stm rn!, {rt}` are a word access post-indexed by 4. */
export const THUMB_INDEXED: IndexedRules = {
  offsets: (kind, bytes, signedLoad) => (kind === 'post' && bytes === 4 && !signedLoad ? { min: 4, max: 4 } : null),
};

interface Plan {
  readonly kind: 'pre' | 'post';
  readonly access: number;
  readonly base: number;
  readonly offset: number;
  readonly add: number;
  /** The zext/sext user the load absorbs, if any. */
  readonly ext: number | null;
  readonly signed: boolean;
}

export function combineIndexed(dag: BlockDag, facts: FuncFacts, rules: IndexedRules): BlockDag {
  let cur = dag;
  for (let plan = findPlan(cur, rules); plan !== null; plan = findPlan(cur, rules)) cur = apply(cur, facts, plan).dag;
  return cur;
}

/** How many indexed accesses a DAG holds (tests and reports). */
export function countIndexed(dag: BlockDag): { pre: number; post: number } {
  let pre = 0;
  let post = 0;
  for (const n of dag.nodes) {
    if (n.op.endsWith('-pre')) pre++;
    else if (n.op.endsWith('-post')) post++;
  }
  return { pre, post };
}

function phiUsed(dag: BlockDag): Set<number> {
  const out = new Set<number>();
  for (const args of dag.phiArgs.values()) for (const a of args) out.add(a.node);
  return out;
}

const count = (xs: readonly number[], x: number): number => xs.filter((y) => y === x).length;

/** add(base, #k) with k a nonzero constant in the range: [base, offset]. */
function addOf(
  dag: BlockDag,
  id: number,
  range: { readonly min: number; readonly max: number } | null,
): { base: number; offset: number } | null {
  const a = dag.nodes[id]!;
  if (range === null || a.op !== 'add' || a.bits !== 32) return null;
  for (const [b, k] of [
    [a.kids[0]!, a.kids[1]!],
    [a.kids[1]!, a.kids[0]!],
  ] as const) {
    const kn = dag.nodes[k]!;
    if (kn.op === 'const' && kn.value !== 0n && kn.value! >= BigInt(range.min) && kn.value! <= BigInt(range.max) && b !== k)
      return { base: b, offset: k };
  }
  return null;
}

/** A base the writeback may update: a register value whose tree does not move (see the contract). */
function usableBase(n: DagNode): boolean {
  return n.op !== 'const' && n.op !== 'frame' && (n.op === 'vreg' || n.root);
}

function findPlan(dag: BlockDag, rules: IndexedRules): Plan | null {
  return plans(dag, rules).next().value ?? null;
}

/** Every plan the contract's legality admits, access by access in order, pre before post. */
function* plans(dag: BlockDag, rules: IndexedRules): Generator<Plan> {
  const phi = phiUsed(dag);
  const leaves = (n: DagNode): boolean => n.export !== undefined || phi.has(n.id);
  for (const x of dag.nodes) {
    if ((x.op !== 'load' && x.op !== 'store') || x.volatile || x.bits !== 32) continue;
    const addr = x.op === 'load' ? x.kids[0]! : x.kids[1]!;
    if (count(x.kids, addr) !== 1) continue;
    const ext = extOf(dag, x, leaves);
    if (ext === undefined) continue;
    const signed = ext !== null && dag.nodes[ext]!.op === 'sext';
    const after = (users: readonly number[], except: number) => users.every((u) => u === except || u > x.id);
    // pre-indexed: the address is p2 = add p, #k, and p2 is also used elsewhere, after the access
    const pre = addOf(dag, addr, rules.offsets('pre', x.from! / 8, signed));
    const p2 = dag.nodes[addr]!;
    if (pre !== null && (p2.users.length > 1 || leaves(p2)) && after(p2.users, x.id)) {
      const p = dag.nodes[pre.base]!;
      if (usableBase(p) && !leaves(p) && p.users.length === 1) yield { kind: 'pre', access: x.id, ...pre, add: addr, ext, signed };
    }
    // post-indexed: the address p is used by the access and by p2 = add p, #k only
    const p = dag.nodes[addr]!;
    if (!usableBase(p) || leaves(p) || p.users.length !== 2) continue;
    const other = p.users.find((u) => u !== x.id);
    if (other === undefined) continue;
    const post = addOf(dag, other, rules.offsets('post', x.from! / 8, signed));
    if (post === null || post.base !== addr || !after(dag.nodes[other]!.users, -1)) continue;
    yield { kind: 'post', access: x.id, base: addr, offset: post.offset, add: other, ext, signed };
  }
}

/**
 * The extension a narrow load absorbs: its only user, a zext/sext of its width (null: none);
 * undefined when the load should not be combined (an extension among several users).
 */
function extOf(dag: BlockDag, x: DagNode, leaves: (n: DagNode) => boolean): number | null | undefined {
  if (x.op !== 'load' || x.from === 32) return null;
  const exts = x.users.filter((u) => {
    const n = dag.nodes[u]!;
    return (n.op === 'zext' || n.op === 'sext') && n.from === x.from;
  });
  if (exts.length === 0) return null;
  return exts.length === 1 && x.users.length === 1 && !leaves(x) ? exts[0]! : undefined;
}

function indexedOp(x: DagNode, plan: Plan): IndexedOp {
  if (x.op === 'store') return plan.kind === 'pre' ? 'store-pre' : 'store-post';
  if (plan.signed) return plan.kind === 'pre' ? 'sload-pre' : 'sload-post';
  return plan.kind === 'pre' ? 'load-pre' : 'load-post';
}

/** Rebuilds the DAG with the plan's access and writeback nodes (see the contract for numbering). */
function apply(dag: BlockDag, facts: VregSink, plan: Plan): Rewritten {
  const x = dag.nodes[plan.access]!;
  const a = dag.nodes[plan.add]!;
  const ext = plan.ext === null ? null : dag.nodes[plan.ext]!;
  const removed = new Set([plan.access, plan.add, ...(plan.ext === null ? [] : [plan.ext])]);
  const kidsOld = x.op === 'store' ? [x.kids[0]!, plan.base, plan.offset] : [plan.base, plan.offset];
  // New order: every kept node in its old order, the access at the old access's place (after any
  // kid still to place: the offset constant may come later in the old order), the writeback next.
  const order: (number | 'access' | 'writeback')[] = [];
  const placed = new Set<number>();
  for (const n of dag.nodes) {
    if (n.id === plan.access) {
      for (const k of kidsOld)
        if (!placed.has(k)) {
          placed.add(k);
          order.push(k);
        }
      order.push('access', 'writeback');
    } else if (!removed.has(n.id) && !placed.has(n.id)) {
      placed.add(n.id);
      order.push(n.id);
    }
  }
  const newId = new Map<number | 'access' | 'writeback', number>(order.map((o, i) => [o, i]));
  const redirect = (old: number): number => {
    if (old === plan.access || old === plan.ext) return newId.get('access')!;
    if (old === plan.add) return newId.get('writeback')!;
    return newId.get(old)!;
  };
  const wbVreg = a.export ?? facts.vregBits.push(32) - 1;
  const valueExport = ext === null ? x.export : ext.export;
  const nodes: DagNode[] = order.map((o, id) => {
    if (o === 'access') {
      return {
        id,
        op: indexedOp(x, plan),
        kids: kidsOld.map(redirect),
        bits: 32,
        from: x.from!,
        users: [],
        root: true,
        chain: x.chain == null ? null : redirect(x.chain),
        ...(valueExport === undefined ? {} : { export: valueExport }),
      };
    }
    if (o === 'writeback') return { id, op: 'writeback', kids: [newId.get('access')!], bits: 32, export: wbVreg, users: [], root: true };
    const n = dag.nodes[o]!;
    return { ...n, id, kids: n.kids.map(redirect), users: [], ...(n.chain == null ? {} : { chain: redirect(n.chain) }) };
  });
  for (const n of nodes) for (const k of n.kids) nodes[k]!.users.push(n.id);
  const phiArgs = new Map([...dag.phiArgs].map(([s, args]) => [s, args.map((p) => ({ vreg: p.vreg, node: redirect(p.node) }))] as const));
  return { dag: { block: dag.block, nodes, phiArgs }, redirect };
}

/**
 * The indexed accesses as complex patterns (Ebner et al. §4: P2, the post-increment store, is one),
 * for PBQP selection to choose instead of the combine: each plan this file's legality admits in the
 * DAG as built is an instance over the access, the add and an absorbed extension; the rewrite is
 * the combine's for that plan. Loads and stores are two patterns (their tiles' costs differ).
 * Per covered node (the proxy signatures): a load gives `reg`, a store `stmt`, the add `reg` (the
 * updated address), an absorbed extension `reg`; kids want `reg`, the offset its range's nonterminal.
 */
export function indexedPatterns(
  rules: IndexedRules,
  load: { size: number; latency: number },
  store: { size: number; latency: number },
): ComplexPattern[] {
  return (['load', 'store'] as const).map((kind) => {
    const pattern: ComplexPattern = {
      name: `indexed-${kind}`,
      ...(kind === 'load' ? load : store),
      instances: (dag) =>
        [...plans(dag, rules)].filter((p) => dag.nodes[p.access]!.op === kind).map((p) => instanceOf(pattern, dag, rules, p)),
      rewrite: (dag, inst, carry, facts) => apply(dag, facts, carried(PLANS.get(inst)!, carry)),
    };
    return pattern;
  });
}

/** Each instance's plan, as enumerated: its rewrite applies it, its ids carried through earlier rewrites, without judging legality again (a chained walk's second access has the first's writeback, a block output, as its base). */
const PLANS = new WeakMap<ComplexInstance, Plan>();

function instanceOf(pattern: ComplexPattern, dag: BlockDag, rules: IndexedRules, p: Plan): ComplexInstance {
  const x = dag.nodes[p.access]!;
  const range = rules.offsets(p.kind, x.from! / 8, p.signed)!;
  const imm = `imm[${range.min},${range.max}]`;
  const kidNt = (k: number) => (k === p.offset ? imm : 'reg');
  const nodes = [p.access, p.add, ...(p.ext === null ? [] : [p.ext])];
  // The access gives `reg` also where an extension it absorbs is its only reader (a root load then still derives its root's `reg`).
  const lhs = [x.op === 'store' ? 'stmt' : 'reg', 'reg', ...(p.ext === null ? [] : ['reg'])];
  const kids = [x.kids.map(() => 'reg'), dag.nodes[p.add]!.kids.map(kidNt), ...(p.ext === null ? [] : [['reg']])];
  const inst: ComplexInstance = { pattern, nodes, lhs, kids };
  PLANS.set(inst, p);
  return inst;
}

function carried(p: Plan, carry: (old: number) => number): Plan {
  return {
    ...p,
    access: carry(p.access),
    base: carry(p.base),
    offset: carry(p.offset),
    add: carry(p.add),
    ext: p.ext === null ? null : carry(p.ext),
  };
}
