// The mutants of a campaign: mutant K of seed S, from the corpus's `.ll` files (scripts/mutation-campaign.ts).
//
// Contract: `makeMutant(seed, k, targets)` depends on nothing but its arguments and the corpus files
// (corpus/ll/<target>/*.ll, sorted by name): the same seed, index and target list give the same
// mutant on every machine and in every process, whatever the campaign's size, so `--only K`
// replays mutant K alone. Its generator is the repository's seeded one (isa-models/rng.ts, the
// mulberry32 stream the fuzzer's seededChoices uses), seeded from S and K. The mutant also names
// the cell it runs on: one selector and one allocator drawn from the built ones.

import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ALLOCATOR_NAMES, SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { CaseRng } from '../../isa-models/rng.js';
import { applyOperator, OPERATORS, type OperatorName } from './operators.js';

const CORPUS_LL = resolve(import.meta.dirname, '../../corpus/ll');
export const CAMPAIGN_TARGETS: readonly string[] = ['x86-32', 'x86-64', 'arm', 'thumb'];

export interface Mutant {
  readonly k: number;
  readonly target: string;
  /** The corpus file it mutates, relative to the repository (corpus/ll/<target>/<name>.ll). */
  readonly source: string;
  readonly operator: OperatorName;
  readonly what: string;
  readonly isel: string;
  readonly ra: string;
  readonly bytes: Buffer;
}

const files = new Map<string, string[]>();

function corpusFiles(target: string): string[] {
  let list = files.get(target);
  if (list === undefined) {
    list = readdirSync(join(CORPUS_LL, target))
      .filter((f) => f.endsWith('.ll'))
      .sort();
    files.set(target, list);
  }
  return list;
}

/** A generator for mutant k of seed s: the two mixed by two odd multipliers, then a few draws discarded. */
function mutantRng(seed: number, k: number): CaseRng {
  const rng = new CaseRng((Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) + Math.imul(k + 1, 0x85ebca6b)) >>> 0);
  for (let i = 0; i < 4; i++) rng.next();
  return rng;
}

export function makeMutant(seed: number, k: number, targets: readonly string[]): Mutant {
  const rng = mutantRng(seed, k);
  const target = rng.pick(targets);
  const name = rng.pick(corpusFiles(target));
  const bytes = readFileSync(join(CORPUS_LL, target, name));
  const isel = rng.pick(SELECTOR_NAMES);
  const ra = rng.pick(ALLOCATOR_NAMES);
  const first = rng.int(0, OPERATORS.length - 1);
  // An operator with nothing to mutate in this file hands over to the next one (truncate and garbage always apply).
  for (let i = 0; i < OPERATORS.length; i++) {
    const operator = OPERATORS[(first + i) % OPERATORS.length]!;
    const m = applyOperator(operator, bytes, rng);
    if (m !== null) return { k, target, source: `corpus/ll/${target}/${name}`, operator, what: m.what, isel, ra, bytes: m.bytes };
  }
  throw new Error(`no operator applies to ${name}`);
}

/** The file name a mutant is written to and that its messages name. */
export function mutantFileName(m: Pick<Mutant, 'k' | 'source'>): string {
  const base = m.source.split('/').pop()!.replace(/\.ll$/, '');
  return `m${m.k}-${base}.ll`;
}
