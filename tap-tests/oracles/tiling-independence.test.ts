// The tiling oracles judge with their own arithmetic (issue 17, deliverable 4): oracles/tiling/
// computes tile costs, root nonterminals, cover keys and the unfixed DAG itself (rules.ts), so a bug
// in the selectors' helpers (engine/isel/grammar.ts tileCost, rootNt, coverKey; cover.ts withFixed)
// cannot bias the judge and the judged the same way. Shown three ways:
//   - oracles/tiling/*.ts import nothing but types from engine/ (read off their import lines);
//   - rules.ts agrees with the selectors' helpers on the real grammars and DAGs (so the oracles'
//     results are the same as before the split: one definition each, computed twice);
//   - mutation: tiling-mutant-run.ts judges a fixed set of instances (random tile sets on trees and
//     on DAGs with shared nodes, Figure 1, x86-32 and ARM DAGs) in a child process, once as is and
//     once per one-line bug planted in a selector helper by tiling-mutant-hooks.mjs. Required: the
//     instances are the same in every run; the oracles' answers (the exhaustive optimum, the
//     checker's cost of its tiling, the 0-1 program's optimum) are the same under every bug; and
//     every bug is caught, i.e. the judged properties that hold without a bug (every selector's
//     tiling legal, none below the optimum, cse-all optimal on trees) fail on some instance. Before
//     the split the oracles imported these helpers: a planted tileCost or withFixed bug moved the
//     optimum with the selectors (and a tileCost bug hid: cse-all stayed "optimal" on trees).

import t from 'tap';
import { expectTypeOnlyEngineImports } from '../helpers/type-only-imports.js';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { withFixed } from '../../engine/isel/cover.js';
import type { DagNode, DagOp } from '../../engine/isel/dag.js';
import { coverKey, NTS, rootNt, tileCost } from '../../engine/isel/grammar.js';
import { grammarOf } from '../../engine/isel/index.js';
import { derivationKey, rootNtOf, tileCostOf, unfixedDag } from '../../oracles/tiling/rules.js';
import { tile } from '../../testbed/fuzz/tiling-generator.js';
import { dagOf, fixExample, overlapExample, readerCutExample } from './tiling-fixtures.js';
import type { InstanceVerdicts, Verdict } from './tiling-mutant-run.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '..', '..');

t.test('oracles/tiling imports only types from the engine', async (t) => expectTypeOnlyEngineImports(t, 'oracles/tiling'));

t.test("rules.ts agrees with the selectors' helpers on the real grammars and DAGs", async (t) => {
  let tiles = 0;
  for (const isa of ['x86-32', 'x86-64', 'arm', 'thumb'] as const) {
    for (const tl of grammarOf(isa).tiles) {
      tiles++;
      if (tileCostOf(tl) !== tileCost(tl)) t.fail(`${isa} ${tl.name}: ${tileCostOf(tl)} vs ${tileCost(tl)}`);
    }
  }
  t.pass(`tile costs agree on ${tiles} tiles of the four ISA grammars`);
  t.throws(
    () => tileCostOf(tile('slow', 'reg', { k: 'nt', nt: 'reg' }, 1, 1024)),
    /outside the cost model/,
    'a latency of 1024 would outweigh a byte: refused, not priced in a wrong order',
  );
  // Every DAG operation (the Record makes the compiler check that none is missing).
  const ops: Record<DagOp, true> = {
    const: true,
    frame: true,
    vreg: true,
    add: true,
    sub: true,
    mul: true,
    sdiv: true,
    udiv: true,
    srem: true,
    urem: true,
    and: true,
    or: true,
    xor: true,
    shl: true,
    lshr: true,
    ashr: true,
    zext: true,
    sext: true,
    icmp: true,
    select: true,
    load: true,
    store: true,
    call: true,
    dynalloca: true,
    stacksave: true,
    stackrestore: true,
    frameaddress: true,
    br: true,
    condbr: true,
    ret: true,
    'load-pre': true,
    'load-post': true,
    'sload-pre': true,
    'sload-post': true,
    'store-pre': true,
    'store-post': true,
    writeback: true,
    sdivrem: true,
    udivrem: true,
    remainder: true,
  };
  for (const op of Object.keys(ops) as DagOp[]) {
    const n: DagNode = { id: 0, op, kids: [], bits: 32, users: [], root: true };
    t.equal(rootNtOf(n), rootNt(n), `root nonterminal of ${op}`);
  }
  for (let node = 0; node < 64; node++) {
    for (const nt of NTS) if (derivationKey(node, nt) !== coverKey(node, nt)) t.fail(`key of (${node}, ${nt})`);
  }
  const dags = [
    overlapExample().dag,
    fixExample().dag,
    readerCutExample().dag,
    dagOf([{ op: 'vreg' }, { op: 'const', value: 3n }, { op: 'add', kids: [0, 1] }, { op: 'mul', kids: [2, 2] }, { op: 'ret', kids: [3] }]),
  ];
  for (const dag of dags)
    t.same(
      unfixedDag(dag),
      withFixed(dag, () => false),
      `unfixed DAG of ${dag.nodes.length} nodes`,
    );
  t.ok(
    dags.every((d) => d.nodes.some((n) => n.shared === true)),
    'each of those DAGs has a shared node',
  );
});

/** One-line bugs in the selectors' helpers (the TypeScript source text, replaced once). */
const MUTATIONS = {
  'tileCost weighs latency before size': {
    file: '/engine/isel/grammar.ts',
    find: 'return cost(t.size, t.latency);',
    replace: 'return cost(t.latency, t.size);',
  },
  'rootNt forgets ret': {
    file: '/engine/isel/grammar.ts',
    find: "n.op === 'condbr' || n.op === 'ret' ? 'stmt'",
    replace: "n.op === 'condbr' ? 'stmt'",
  },
  'coverKey packs 3 nonterminals a node': {
    file: '/engine/isel/grammar.ts',
    find: 'node * 4 + ntIndex(nt)',
    replace: 'node * 3 + ntIndex(nt)',
  },
  'withFixed un-roots every root': {
    file: '/engine/isel/cover.ts',
    find: 'n.shared === true && n.root !== fixed(n.id)',
    replace: 'n.root !== fixed(n.id)',
  },
} as const;
type Mutation = (typeof MUTATIONS)[keyof typeof MUTATIONS];

/** The child's verdicts with `mutation` planted (null: none). */
function run(mutation: Mutation | null): InstanceVerdicts[] {
  const hooks = pathToFileURL(join(HERE, 'tiling-mutant-hooks.mjs')).href;
  const code = `import{register}from"node:module";register(${JSON.stringify(hooks)},{data:${JSON.stringify(mutation)}});`;
  const register = `data:text/javascript,${encodeURIComponent(code)}`;
  const r = spawnSync(process.execPath, ['--import', register, '--import', 'tsx', join(HERE, 'tiling-mutant-run.ts')], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (r.status !== 0) throw new Error(`tiling-mutant-run.ts exited ${r.status}: ${r.stderr.slice(0, 2000)}`);
  return JSON.parse(r.stdout) as InstanceVerdicts[];
}

/** The properties the oracles judge that fail on this instance (empty: none). */
function failures(x: InstanceVerdicts): string[] {
  const out: string[] = [];
  const cost = (v: Verdict): number | null => ('cost' in v ? v.cost : null);
  for (const [s, v] of Object.entries(x.selectors)) {
    const c = cost(v);
    if (c === null) out.push(`${x.name}: ${s} ${'illegal' in v ? `illegal: ${v.illegal}` : `threw: ${'threw' in v ? v.threw : ''}`}`);
    else if (x.optimum !== null && c < x.optimum) out.push(`${x.name}: ${s} below the optimum (${c} < ${x.optimum})`);
    else if (x.tree && s === 'cse-all' && c !== x.optimum) out.push(`${x.name}: cse-all gap ${c - x.optimum!} on a tree`);
  }
  return out;
}

/** What the oracles alone answer on an instance (must not depend on the selectors' code). */
const oracleAnswer = (x: InstanceVerdicts) => ({ optimum: x.optimum, checked: x.optimumChecked, milp: x.milp });

t.test('a bug planted in a selector helper moves no oracle answer, and the oracles catch it', async (t) => {
  const clean = run(null);
  t.ok(clean.length >= 70, `${clean.length} instances judged`);
  t.ok(
    clean.every((x) => x.optimum !== null && 'cost' in x.optimumChecked && x.optimumChecked.cost === x.optimum),
    'without a bug: every optimum proven, its tiling legal at that cost',
  );
  t.ok(
    clean.filter((x) => x.milp !== undefined).every((x) => x.milp === x.optimum),
    'without a bug: the 0-1 program agrees',
  );
  t.same(clean.flatMap(failures), [], 'without a bug: every selector legal, none below the optimum, cse-all optimal on trees');
  t.ok(
    clean.filter((x) => x.tree).length >= 20 && clean.some((x) => x.name.startsWith('arm')) && clean.some((x) => x.name.startsWith('x86')),
    'trees, x86-32 and ARM DAGs among them',
  );
  for (const [name, mutation] of Object.entries(MUTATIONS)) {
    const bugged = run(mutation);
    t.same(
      bugged.map((x) => x.fingerprint),
      clean.map((x) => x.fingerprint),
      `${name}: the same instances`,
    );
    const moved = bugged.filter((x, i) => JSON.stringify(oracleAnswer(x)) !== JSON.stringify(oracleAnswer(clean[i]!)));
    t.same(
      moved.map((x) => x.name),
      [],
      `${name}: no oracle answer moved`,
    );
    const caught = bugged.flatMap(failures);
    t.ok(
      caught.length > 0,
      `${name}: caught on ${new Set(caught.map((f) => f.split(':')[0])).size} instances (first: ${caught[0] ?? 'none'})`,
    );
  }
});
