// The SSA graph of a function (engine/isel/ssa-graph.ts), on every function of the -O2 corpus
// programs of the four targets, checked against the IR it came from: one graph node per DAG node
// and one per phi; the DAG's kid edges exactly; every phi of the IR has an edge from each of its
// incoming blocks' DAGs (and no other); every `vreg` leaf has at most one producer, which defines
// that vreg (the phi, a node exporting it, or a call returning it as its second result), and a
// leaf without one reads a parameter.

import t from 'tap';
import { buildDags } from '../../engine/isel/dag.js';
import { ssaGraph } from '../../engine/isel/ssa-graph.js';
import type { Isa } from '../../isa-models/types.js';
import { legalizedO2 } from './corpus-o2.js';

const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];

for (const isa of ISAS) {
  t.test(`${isa}: the SSA graphs of the O2 corpus`, (t) => {
    const problems: string[] = [];
    let [functions, phiEdges, transfers, params] = [0, 0, 0, 0];
    const files = legalizedO2(isa);
    for (const { file, module: m } of files) {
      for (const fn of m.functions.filter((f) => f.blocks.length > 0)) {
        functions++;
        const where = `${file} @${fn.name}`;
        const { facts, dags } = buildDags(fn, m);
        const g = ssaGraph(dags);
        const say = (what: string) => problems.push(`${where}: ${what}`);
        const dagCount = dags.reduce((s, d) => s + d.nodes.length, 0);
        const phis = fn.blocks.flatMap((b) => b.insts.filter((i) => i.op === 'phi').map((i) => ({ phi: i, block: b.id })));
        if (g.nodes.length !== dagCount + phis.length) say(`${g.nodes.length} nodes for ${dagCount} DAG nodes and ${phis.length} phis`);
        const kidEdges = dags.reduce((s, d) => s + d.nodes.reduce((k, n) => k + n.kids.length, 0), 0);
        const operandEdges = g.edges.filter((e) => e.kind === 'operand');
        if (operandEdges.length !== kidEdges) say(`${operandEdges.length} operand edges for ${kidEdges} kids`);
        for (const e of operandEdges) {
          const [from, to] = [g.nodes[e.from]!, g.nodes[e.to]!];
          if (
            from.kind !== 'dag' ||
            to.kind !== 'dag' ||
            from.block !== to.block ||
            dags[to.block]!.nodes[to.node]!.kids[e.operand] !== from.node
          )
            say(`operand edge ${e.from} -> ${e.to} is no kid`);
        }
        const blockIndex = new Map(dags.map((d, i) => [d.block, i]));
        for (const { phi, block } of phis) {
          if (phi.op !== 'phi') continue;
          const node = g.phiNode(facts.valueVreg.get(phi.id)!);
          if (node === undefined) {
            say(`phi %${phi.id} of block ${block} has no node`);
            continue;
          }
          const from = g.edges.filter((e) => e.kind === 'phi' && e.to === node).map((e) => e.operand);
          const want = [...new Set(phi.incoming.map((i) => blockIndex.get(i.block)!))];
          if (JSON.stringify([...from].sort()) !== JSON.stringify(want.sort()))
            say(`phi %${phi.id}: edges from ${from} for incoming ${want}`);
          phiEdges += from.length;
        }
        const paramVregs = new Set(fn.params.flatMap((p) => [facts.valueVreg.get(p.id), facts.hiVreg.get(p.id)]));
        dags.forEach((dag, b) => {
          for (const n of dag.nodes) {
            if (n.op !== 'vreg') continue;
            const into = g.edges.filter((e) => e.kind === 'transfer' && e.to === g.dagNode(b, n.id));
            if (into.length > 1) say(`leaf v${n.vreg} has ${into.length} producers`);
            if (into.length === 0) {
              params++;
              if (!paramVregs.has(n.vreg)) say(`leaf v${n.vreg} of block ${dag.block} has no producer and is no parameter`);
              continue;
            }
            transfers++;
            const p = g.nodes[into[0]!.from]!;
            const defines =
              p.kind === 'phi'
                ? p.vreg === n.vreg
                : [dags[p.block]!.nodes[p.node]!].some((d) => d.export === n.vreg || (d.op === 'call' && d.hiVreg === n.vreg));
            if (!defines) say(`leaf v${n.vreg}'s producer ${into[0]!.from} does not define it`);
          }
        });
      }
    }
    t.same(problems.slice(0, 10), [], `${files.length} programs, ${functions} functions`);
    t.ok(
      phiEdges > 0 && transfers > 0 && params > 0,
      `${phiEdges} phi edges, ${transfers} cross-block transfers, ${params} parameter leaves (each case occurs)`,
    );
    t.end();
  });
}
