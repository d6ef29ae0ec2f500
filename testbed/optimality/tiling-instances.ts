// The instances `tessera optimality --problem tiling` measures: generated DAGs with shared nodes, and
// every basic block of the corpus (the NOLTIS paper §7 measures SPEC's basic blocks; the generated
// ones reach shapes the corpus lacks and are small enough for exhaustive proofs).
//
// Contract: `generatedInstance(spec, k)` (k < spec.count) returns a DAG from testbed/fuzz/tiling-generator.ts,
// instance k drawn from its own generator seeded by (spec.seed, k) — so instance k is the same
// whatever the count — with sizes in spec.sizes: even k under a random tile set (source
// `generated-random-tiles`), odd k under the ISA grammars of spec.isas in turn (`generated-<isa>`).
// `corpusInstances(spec)` returns every block of spec.corpus/<isa>/*.O1.ll for each ISA in spec.isas
// (testbed/optimality/corpus-blocks.ts: legalized, ARM's DAG combine applied), source `corpus-<isa>`;
// none when spec.corpus is null. Deterministic: same spec, same instances in the same order.

import type { Isa } from '../../isa-models/types.js';
import { CaseRng } from '../../isa-models/rng.js';
import { randomDag, randomIsaDag, randomTileSet } from '../fuzz/tiling-generator.js';
import { grammarOf } from '../../engine/isel/index.js';
import { corpusBlocks } from './corpus-blocks.js';
import type { TilingInstance } from './tiling-measure.js';

export interface InstanceSpec {
  readonly seed: number;
  readonly count: number;
  /** Node counts of the generated DAGs, inclusive. */
  readonly sizes: { readonly min: number; readonly max: number };
  readonly isas: readonly Isa[];
  /** The corpus folder (holding <isa>/*.O1.ll), or null for none. */
  readonly corpus: string | null;
}

/** Instance k's own generator: a function of (seed, k) only (also isel-instances.ts's programs). */
export function instanceRng(seed: number, k: number): CaseRng {
  return new CaseRng((new CaseRng(seed).next() ^ Math.imul(k + 1, 0x9e3779b1)) >>> 0);
}

/** Generated instance k (a campaign builds each when it measures it, not all before the first). */
export function generatedInstance(spec: InstanceSpec, k: number): TilingInstance {
  const size = [spec.sizes.min, spec.sizes.max] as const;
  const rng = instanceRng(spec.seed, k);
  const name = `seed ${spec.seed} #${k}`;
  if (k % 2 === 0 || spec.isas.length === 0) {
    const grammar = randomTileSet(rng);
    return { source: 'generated-random-tiles', name, grammar, dag: randomDag(rng, { size }) };
  }
  const isa = spec.isas[(k >> 1) % spec.isas.length]!;
  return { source: `generated-${isa}`, name, grammar: grammarOf(isa), dag: randomIsaDag(rng, isa, { size }).dag };
}

export function corpusInstances(spec: InstanceSpec): TilingInstance[] {
  if (spec.corpus === null) return [];
  const out: TilingInstance[] = [];
  for (const isa of spec.isas) {
    const grammar = grammarOf(isa);
    for (const b of corpusBlocks(isa, spec.corpus).blocks) out.push({ source: `corpus-${isa}`, name: b.name, grammar, dag: b.dag });
  }
  return out;
}
