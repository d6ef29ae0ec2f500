// The NOLTIS paper's two worked instances of DAG tiling, as data: Figure 1 (and Figure 3's NOLTIS run
// on it) and Theorem 3.1's reduction from Boolean satisfiability (Figure 2), with a brute-force SAT
// check and a random formula generator to test the reduction against the exact tilers.
//
// Contract: `figure1(costs)`, `sharedLeafExample()` and `satDag(formula)` return a BlockDag marked as
// engine/isel/dag.ts marks blocks (its markRoots) and a Grammar whose tiles are never
// emitted; `satisfiable` decides a formula by trying every assignment; `randomFormula` is
// deterministic in its CaseRng.

import { markRoots, type BlockDag, type DagNode, type DagOp } from '../../engine/isel/dag.js';
import { imm, nt, type Grammar, type Pattern } from '../../engine/isel/grammar.js';
import { abstractGrammar, opP, tile } from './tiling-generator.js';
import { assertNever } from '../../engine/ir/types.js';
import type { CaseRng } from '../../isa-models/rng.js';

type NewNode = Omit<DagNode, 'id' | 'users' | 'root'>;

/** Nodes from their fields, with `users` filled and roots marked (no phi arguments). */
function dagOf(specs: readonly NewNode[]): BlockDag {
  const nodes: DagNode[] = [];
  for (const s of specs) {
    const n: DagNode = { ...s, id: nodes.length, users: [], root: false };
    for (const k of s.kids) nodes[k]!.users.push(n.id);
    nodes.push(n);
  }
  markRoots(nodes, new Map());
  return { block: 0, nodes, phiArgs: new Map() };
}

// ---------------------------------------------------------------- Figure 1

/**
 * Figure 1, reconstructed: our copy of the paper has only the caption ("in a simple cost model where
 * every tile has a unit cost the top tiling would be optimal, but with the cost model shown the
 * lower tiling is optimal"; §4: with unit costs "the tree decomposition solution would be
 * suboptimal"; Figure 3: NOLTIS's first pass overlaps at the shared node, IMPROVECSEDECISIONS fixes
 * it, the second pass is optimal). An instance with exactly these properties:
 *
 *   s = add(a, b) (a, b live-in vregs), read by u1 = add(s, #1) and u2 = add(s, #2), both live out.
 *   t1: reg <- add(reg, reg)   t2: reg <- add(add(reg, reg), imm) (a 3-operand lea)   t3: reg <- add(reg, imm)
 *
 * Unit costs: overlapping (t2 at u1, t2 at u2) costs 2; fixing s (t1, t3, t3) costs 3, so cse-all's
 * tree decomposition is suboptimal and the optimum (2) overlaps. "Shown" costs t1 = 3, t2 = 3, t3 = 1:
 * the per-tree dynamic programming prefers t2 at each ui (3 < t3 + t1 = 4), so cse-none costs 6,
 * while fixing s costs 3 + 1 + 1 = 5, the optimum; NOLTIS sees s covered twice, finds computing it
 * once (t1 = 3, plus cutting each t2 to t3: 1 + 1) cheaper than the overlap (3 + 3), fixes s and
 * retiles to 5. A live-in vreg costs 0 (it is in a register already). Costs are in units of one
 * byte of size (`cost(size, 0)` = size * 1024).
 */
export function figure1(costs: 'unit' | 'shown'): { dag: BlockDag; grammar: Grammar; optimum: number } {
  const [c1, c2, c3] = costs === 'unit' ? [1, 1, 1] : [3, 3, 1];
  const grammar = abstractGrammar('figure1', [
    tile('vreg', 'reg', opP('vreg'), 0, 0),
    tile('t1 add reg, reg', 'reg', opP('add', nt('reg'), nt('reg')), c1, 0),
    tile('t2 lea reg+reg+imm', 'reg', opP('add', opP('add', nt('reg'), nt('reg')), imm(-128n, 127n)), c2, 0),
    tile('t3 add reg, imm', 'reg', opP('add', nt('reg'), imm(-128n, 127n)), c3, 0),
  ]);
  const dag = dagOf([
    { op: 'vreg', kids: [], bits: 32, vreg: 0 },
    { op: 'vreg', kids: [], bits: 32, vreg: 1 },
    { op: 'add', kids: [0, 1], bits: 32 },
    { op: 'const', kids: [], bits: 32, value: 1n },
    { op: 'add', kids: [2, 3], bits: 32, export: 2 },
    { op: 'const', kids: [], bits: 32, value: 2n },
    { op: 'add', kids: [2, 5], bits: 32, export: 3 },
  ]);
  return { dag, grammar, optimum: (costs === 'unit' ? 2 : 5) * 1024 };
}

/**
 * Why "tree" must mean unshared operand leaves too: two trees x + #100 and y + #100 share the
 * constant node (dag.ts makes one node per constant and block, `shared` but built unfixed). Tiles:
 * `reg <- const` 3, `add reg, reg` 1, `add reg, imm` 3. Each tree alone prefers the immediate
 * (3 < 1 + 3), so cse-all costs 6; the optimum derives the constant into a register once and uses
 * it twice: 3 + 1 + 1 = 5 (NOLTIS finds it by fixing the constant, engine/isel/noltis.ts).
 */
export function sharedLeafExample(): { dag: BlockDag; grammar: Grammar; optimum: number } {
  const grammar = abstractGrammar('shared-leaf', [
    tile('vreg', 'reg', opP('vreg'), 0, 0),
    tile('const', 'reg', opP('const'), 3, 0),
    tile('add reg, reg', 'reg', opP('add', nt('reg'), nt('reg')), 1, 0),
    tile('add reg, imm', 'reg', opP('add', nt('reg'), imm(0n, 1000n)), 3, 0),
  ]);
  const dag = dagOf([
    { op: 'vreg', kids: [], bits: 32, vreg: 0 },
    { op: 'const', kids: [], bits: 32, value: 100n },
    { op: 'add', kids: [0, 1], bits: 32, export: 1 },
    { op: 'vreg', kids: [], bits: 32, vreg: 2 },
    { op: 'add', kids: [3, 1], bits: 32, export: 3 },
  ]);
  return { dag, grammar, optimum: 5 * 1024 };
}

// ---------------------------------------------------------------- Theorem 3.1

export type Formula =
  | { readonly k: 'var'; readonly v: number }
  | { readonly k: 'not'; readonly a: Formula }
  | { readonly k: 'and' | 'or'; readonly a: Formula; readonly b: Formula };

/*
 * Theorem 3.1's construction. Node kinds {or, and, not, box, R, v}: each variable u is box(v_u), each
 * operator occurrence is box(op(box inputs...)), and R reads the formula's box; only the boxes of
 * variables have several users. Our DAG: `or`/`and` are the commutative DagOps (the matcher also
 * tries their kids swapped), `not`, `box` and `var` are abstract operations (cast to DagOp: no
 * selector looks at an operation's name beyond matching it), R is `ret` (a statement root, derived
 * to `stmt`). A variable's box with several users is `shared` (dag.ts's rule: pure, several users).
 *
 * Figure 2(b)'s tiles are not in our text; derived from the proof, with one nonterminal (reg). Truth
 * is the SHAPE of the tile producing a value: X is TRUE when X's tile is rooted at X's box (box and
 * X in one tile), FALSE when it is rooted at X alone (the box left to X's reader). A reader that
 * needs input X TRUE has X's box at an edge (a reg leaf at the box: only a TRUE tile derives it); one
 * that needs X FALSE covers the box in its own pattern with X at an edge (only a FALSE tile derives
 * X). Every tile has unit cost and exactly one non-box node:
 *   var:T box(var)                  var:F var
 *   or:T  box(or(reg, reg))  (T,T)   box(or(reg, box(reg))) (T,F; F,T by the swap)   or:F or(box(reg), box(reg))
 *   and:T box(and(reg, reg)) (T,T)   and:F and(reg, box(reg)) (T,F; F,T)   and(box(reg), box(reg)) (F,F)
 *   not:T box(not(box(reg))) (F)     not:F not(reg) (T)
 *   R     ret(reg): the formula TRUE
 * Why the optimum is #non-box nodes exactly when the formula is satisfiable. Lower bound: R is a
 * root, and every tile covering a non-box node X derives each input either at its box (a tile
 * covering the input's non-box node) or at the input's non-box node: by induction every non-box
 * node is in some tile, and a tile holds one non-box node, so cost >= #non-box. Equality means each
 * non-box node is in exactly one tile, which gives it one truth value (the shape); each operator's
 * tile is one of the rows above, so its value is the operator applied to its inputs' values, and
 * R's tile makes the formula TRUE: a satisfying assignment. Conversely a satisfying assignment
 * picks, for each node, the row of its inputs' values (every input combination has one), one tile
 * per non-box node. A variable read both TRUE and FALSE needs both var:T and var:F (one more tile),
 * which is what an unsatisfiable formula is forced into somewhere. Overlap at a variable's box (two
 * FALSE readers covering it) costs nothing extra: the box is not a node anybody pays for.
 */
const BOX = 'box' as DagOp;
const NOT = 'not' as DagOp;
const VAR = 'var' as DagOp;

/** Figure 2(b)'s tiles, as derived above. */
function satGrammar(): Grammar {
  const r = nt('reg');
  const box = (p: Pattern) => opP(BOX, p);
  const u = (name: string, p: Pattern) => tile(name, 'reg', p, 0, 1);
  return abstractGrammar('sat', [
    u('var:T', box(opP(VAR))),
    u('var:F', opP(VAR)),
    u('or:T (T,T)', box(opP('or', r, r))),
    u('or:T (T,F)', box(opP('or', r, box(r)))),
    u('or:F', opP('or', box(r), box(r))),
    u('and:T', box(opP('and', r, r))),
    u('and:F (T,F)', opP('and', r, box(r))),
    u('and:F (F,F)', opP('and', box(r), box(r))),
    u('not:T', box(opP(NOT, box(r)))),
    u('not:F', opP(NOT, r)),
    tile('R', 'stmt', opP('ret', r), 0, 1),
  ]);
}

/**
 * The DAG of Theorem 3.1 for `f`, its tile set, the number of non-box nodes (R included), and each
 * variable's box node (a variable is TRUE in a tiling when that box is derived: var:T).
 */
export function satDag(f: Formula): { dag: BlockDag; grammar: Grammar; nonBox: number; varBox: ReadonlyMap<number, number> } {
  const specs: NewNode[] = [];
  const varBox = new Map<number, number>();
  const push = (n: NewNode) => specs.push(n) - 1;
  const build = (g: Formula): number => {
    switch (g.k) {
      case 'var': {
        const known = varBox.get(g.v);
        if (known !== undefined) return known;
        const box = push({ op: BOX, kids: [push({ op: VAR, kids: [], bits: 32 })], bits: 32 });
        varBox.set(g.v, box);
        return box;
      }
      case 'not':
        return push({ op: BOX, kids: [push({ op: NOT, kids: [build(g.a)], bits: 32 })], bits: 32 });
      case 'and':
      case 'or': {
        const a = build(g.a);
        const b = build(g.b);
        return push({ op: BOX, kids: [push({ op: g.k, kids: [a, b], bits: 32 })], bits: 32 });
      }
      default:
        return assertNever(g, 'formula');
    }
  };
  push({ op: 'ret', kids: [build(f)], bits: 32 });
  const dag = dagOf(specs);
  return { dag, grammar: satGrammar(), nonBox: dag.nodes.filter((n) => n.op !== BOX).length, varBox };
}

export function evaluate(f: Formula, value: (v: number) => boolean): boolean {
  switch (f.k) {
    case 'var':
      return value(f.v);
    case 'not':
      return !evaluate(f.a, value);
    case 'and':
      return evaluate(f.a, value) && evaluate(f.b, value);
    case 'or':
      return evaluate(f.a, value) || evaluate(f.b, value);
    default:
      return assertNever(f, 'formula');
  }
}

function variables(f: Formula): number[] {
  const out = new Set<number>();
  const walk = (g: Formula): void => {
    if (g.k === 'var') out.add(g.v);
    else if (g.k === 'not') walk(g.a);
    else {
      walk(g.a);
      walk(g.b);
    }
  };
  walk(f);
  return [...out].sort((x, y) => x - y);
}

/** Whether some assignment of the formula's variables makes it true (all 2^n tried). */
export function satisfiable(f: Formula): boolean {
  const vs = variables(f);
  for (let bits = 0; bits < 2 ** vs.length; bits++) {
    if (evaluate(f, (v) => ((bits >> vs.indexOf(v)) & 1) === 1)) return true;
  }
  return false;
}

/** A random formula with `ops` operators over variables 0..vars-1. */
export function randomFormula(rng: CaseRng, vars: number, ops: number): Formula {
  if (ops === 0) return { k: 'var', v: rng.int(0, vars - 1) };
  const k = rng.pick(['and', 'or', 'not'] as const);
  if (k === 'not') return { k, a: randomFormula(rng, vars, ops - 1) };
  const left = rng.int(0, ops - 1);
  return { k, a: randomFormula(rng, vars, left), b: randomFormula(rng, vars, ops - 1 - left) };
}

/**
 * A random CNF: `clauses` clauses of `width` literals over variables 0..vars-1, joined by `and`
 * (random formulas are nearly always satisfiable; near 2-SAT's threshold about half are not).
 */
export function randomCnf(rng: CaseRng, vars: number, clauses: number, width: number): Formula {
  const literal = (): Formula => {
    const v: Formula = { k: 'var', v: rng.int(0, vars - 1) };
    return rng.bool() ? { k: 'not', a: v } : v;
  };
  const clause = (): Formula => {
    let c = literal();
    for (let i = 1; i < width; i++) c = { k: 'or', a: c, b: literal() };
    return c;
  };
  let f = clause();
  for (let i = 1; i < clauses; i++) f = { k: 'and', a: f, b: clause() };
  return f;
}

export function showFormula(f: Formula): string {
  switch (f.k) {
    case 'var':
      return `x${f.v}`;
    case 'not':
      return `!${showFormula(f.a)}`;
    case 'and':
      return `(${showFormula(f.a)} & ${showFormula(f.b)})`;
    case 'or':
      return `(${showFormula(f.a)} | ${showFormula(f.b)})`;
    default:
      return assertNever(f, 'formula');
  }
}
