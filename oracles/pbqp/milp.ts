// The third PBQP oracle: the problem as a linearised 0-1 program (the standard linearisation of a
// quadratic assignment objective; Scholz & Eckstein's PBQP is a quadratic 0-1 program over one
// indicator per node and alternative), solved by HiGHS through the highs package (1.15.3, HiGHS
// compiled to WebAssembly; the MILP solver engine/regalloc/mcnf/highs.ts also uses, loaded here on
// its own). It shares with branch-and-bound.ts neither reductions nor bounds: only the objective.
//
// The program. Parallel edges are merged first (matrices added, u > v transposed: one edge per pair).
//   x[n, a] in {0, 1} per node n and alternative a, cost c_n(a):  sum_a x[n, a] = 1 per node;
//   y[e, i, j] in [0, 1] per edge e = (u, v) and cell (i, j), cost M_e(i, j), with the marginal
//   constraints  sum_j y[e, i, j] = x[u, i]  for every i  and  sum_i y[e, i, j] = x[v, j]  for every j.
// With x integral the marginals force y[e, i, j] = x[u, i] * x[v, j], so y need not be declared
// integer. An INF vector entry fixes its x to 0; an INF cell fixes its y to 0, which through the
// marginals forbids the pair. So the program is infeasible exactly when the PBQP has no finite
// selection.
//
// Contract: `milpOptimum(graph)` requires a well-formed PbqpGraph (cost.ts checkGraph; throws
// otherwise) whose finite costs are at most MILP_MAX_COST (RangeError otherwise: beyond it the
// doubles of the simplex no longer keep a sum of costs an exact integer). HiGHS is loaded once per
// process (a single-threaded build), runs with its log off, no time limit and mip_rel_gap 0, so an optimum is
// proven; a graph the solver cannot finish will not return: small graphs only. Produces the
// selection taking each node's alternative whose x is 1, and its cost re-computed by cost.ts,
// which must equal HiGHS's objective rounded to an integer (throws otherwise: a bug in the
// program). Infeasible: cost INF and the all-zero selection. Any other HiGHS status throws.

import highsModule, { type Highs, type ModelData } from 'highs';
import type { PbqpGraph, PbqpSelection } from '../../engine/pbqp/graph.js';
import { add, checkedCost, checkGraph, INFINITY } from './cost.js';

/** The largest finite cost the program accepts. */
const MILP_MAX_COST = 1e9;

// highs's types.d.ts declares the loader as the default export of a CommonJS module, but Node
// imports the package's ES module build, whose default export is the loader itself.
const highsLoader = highsModule as unknown as typeof highsModule.default;
let solver: Promise<Highs> | undefined;
function highs(): Promise<Highs> {
  solver ??= highsLoader();
  return solver;
}

/** A 0-1 program: per column its cost, upper bound (0: fixed) and integrality; rows are equalities to `rhs`. */
interface Program {
  readonly cost: number[];
  readonly upper: number[];
  readonly integer: boolean[];
  readonly rows: { readonly columns: number[]; readonly coefficients: number[]; readonly rhs: number }[];
  /** Per node, the column of x[node, alternative] for each alternative. */
  readonly x: number[][];
}

/** The optimum by the 0-1 program (see the header). */
export async function milpOptimum(graph: PbqpGraph): Promise<PbqpSelection> {
  checkGraph(graph);
  const tooLarge = (c: number) => c < INFINITY && c > MILP_MAX_COST;
  if (graph.costs.some((v) => v.some(tooLarge)) || graph.edges.some((e) => e.matrix.some(tooLarge)))
    throw new RangeError(`PBQP 0-1 program: a finite cost above ${MILP_MAX_COST}`);
  if (graph.costs.length === 0) return { selection: [], cost: 0 };
  const program = buildProgram(graph);
  const h = await highs();
  const model = h.createModel(toModelData(h, program));
  try {
    model.options.set({ output_flag: false, mip_rel_gap: 0 });
    const status = model.run().modelStatus;
    if (status === h.constants.modelStatus.infeasible || status === h.constants.modelStatus.unboundedOrInfeasible)
      return { selection: graph.costs.map(() => 0), cost: INFINITY };
    if (status !== h.constants.modelStatus.optimal) throw new Error(`PBQP 0-1 program: HiGHS model status ${status}`);
    const values = model.getSolution().colValue;
    const selection = program.x.map((columns) => columns.findIndex((col) => (values[col] ?? 0) > 0.5));
    const objective = Math.round(model.getObjectiveValue());
    const cost = checkedCost(graph, selection);
    if (selection.includes(-1) || cost !== objective)
      throw new Error(`PBQP 0-1 program: the selection costs ${cost}, HiGHS says ${objective}`);
    return { selection, cost };
  } finally {
    model.dispose();
  }
}

/** The edges with parallel ones merged, each u < v with a row-major |alts u| x |alts v| matrix. */
function mergedEdges(graph: PbqpGraph): { u: number; v: number; matrix: number[] }[] {
  const merged = new Map<string, { u: number; v: number; matrix: number[] }>();
  for (const { u, v, matrix } of graph.edges) {
    const [a, b] = u < v ? [u, v] : [v, u];
    const rows = graph.costs[a]!.length;
    const columns = graph.costs[b]!.length;
    const edge = merged.get(`${a},${b}`) ?? { u: a, v: b, matrix: new Array<number>(rows * columns).fill(0) };
    merged.set(`${a},${b}`, edge);
    for (let i = 0; i < rows; i++)
      for (let j = 0; j < columns; j++) {
        const c = u < v ? matrix[i * columns + j]! : matrix[j * rows + i]!;
        edge.matrix[i * columns + j] = add(edge.matrix[i * columns + j]!, c);
      }
  }
  return [...merged.values()];
}

/** The program of the header: x columns, then y columns edge by edge. */
function buildProgram(graph: PbqpGraph): Program {
  const program: Program = { cost: [], upper: [], integer: [], rows: [], x: [] };
  const column = (c: number, integer: boolean) => {
    program.cost.push(c < INFINITY ? c : 0);
    program.upper.push(c < INFINITY ? 1 : 0);
    program.integer.push(integer);
    return program.cost.length - 1;
  };
  for (const vector of graph.costs) {
    const x = vector.map((c) => column(c, true));
    program.x.push(x);
    program.rows.push({ columns: x, coefficients: x.map(() => 1), rhs: 1 });
  }
  for (const { u, v, matrix } of mergedEdges(graph)) {
    const columns = graph.costs[v]!.length;
    const y = matrix.map((c) => column(c, false));
    const cellsOfRow = (i: number) => y.slice(i * columns, (i + 1) * columns);
    const cellsOfColumn = (j: number) => y.filter((_, k) => k % columns === j);
    program.x[u]!.forEach((xi, i) => program.rows.push(marginal(cellsOfRow(i), xi)));
    program.x[v]!.forEach((xj, j) => program.rows.push(marginal(cellsOfColumn(j), xj)));
  }
  return program;
}

/** sum(cells) - x = 0. */
function marginal(cells: number[], x: number): Program['rows'][number] {
  return { columns: [...cells, x], coefficients: [...cells.map(() => 1), -1], rhs: 0 };
}

function toModelData(h: Highs, p: Program): ModelData {
  const starts = [0];
  const indices: number[] = [];
  const values: number[] = [];
  for (const row of p.rows) {
    indices.push(...row.columns);
    values.push(...row.coefficients);
    starts.push(indices.length);
  }
  const n = p.cost.length;
  return {
    numCols: n,
    numRows: p.rows.length,
    colCost: p.cost,
    colLower: new Float64Array(n),
    colUpper: p.upper,
    rowLower: p.rows.map((r) => r.rhs),
    rowUpper: p.rows.map((r) => r.rhs),
    matrix: { format: 'csr', numRows: p.rows.length, numCols: n, starts, indices, values },
    integrality: p.integer.map((i) => (i ? h.constants.variableType.integer : h.constants.variableType.continuous)),
  };
}
