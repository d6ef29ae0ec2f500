// The boundary classes of an anti-variable, decided for the whole function before its paths are
// searched (Koes's thesis §3.4 and §5.1; a decision the thesis leaves open). An anti-variable has
// two places, `mem` (the slot is stale) and `antionly` (the slot is valid); it goes from mem to
// antionly by a store and never back until the value is redefined. Fixed one block at a time, as
// Listing 5.12 fixes a variable, the first block's cheap choice (stale, no store) can contradict a
// later block that must end with the slot valid (its value was spilled there) across the same
// boundary: the iterative allocator would then be stuck. The anti-variable's choice is small enough
// to decide globally.
//
// Contract: requires the FlowState with the anti-variable's variable fully marked and the anti-
// variable not yet marked. Computes, per connected boundary component of the anti-variable (exits
// and entries joined by CFG edges where it is present), `antionly` when some member must be valid:
// an exit whose last segment has the variable in its slot somewhere (the slot stays valid to the
// exit), an entry whose variable is in its slot there or reaches it before any store opportunity;
// then, to a fixed point, the exit of every block whose one segment runs from a valid entry to the
// exit. Every other component is `mem` (no store needed). It fixes those classes in the boundary
// constraints and throws Stuck when a block must end valid but cannot (its last segment starts
// stale and has no store opportunity: a crossbar with moves whose top holds the variable in a
// register and whose store edge is open to the anti-variable).

import type { FlowState } from './flow-state.js';
import type { Segment } from './layout.js';
import { Stuck } from './stuck.js';

export function fixAntiBoundaries(state: FlowState, anti: number, layerKind: (L: number) => string): void {
  const { layout } = state;
  const info = layout.commodities[anti]!;
  const v = info.partner;
  const k = layout.k;
  const inMem = (L: number) => state.classAt(v, L) === k;
  const storeOpportunity = (L: number) =>
    layerKind(L) === 'M' && layout.storeAt[anti]!.has(L) && state.classAt(v, L - 1) >= 0 && state.classAt(v, L - 1) < k;
  const layers = (s: Segment) => Array.from({ length: s.end.layer - s.start.layer + 1 }, (_, i) => s.start.layer + i);
  const id = (b: number, side: 'entry' | 'exit') => b * 2 + (side === 'exit' ? 1 : 0);
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let r = x;
    while (parent.has(r) && parent.get(r) !== r) r = parent.get(r)!;
    parent.set(x, r);
    return r;
  };
  const union = (a: number, b: number) => parent.set(find(a), find(b));
  const entrySeg = new Map<number, Segment>();
  const exitSeg = new Map<number, Segment>();
  for (const [b, segs] of info.segments) {
    for (const s of segs) {
      if (s.start.kind === 'entry') entrySeg.set(b, s);
      if (s.end.kind === 'exit') exitSeg.set(b, s);
    }
  }
  for (const p of exitSeg.keys()) {
    for (const succ of layout.blocks[p]!.succs) if (entrySeg.has(succ)) union(id(p, 'exit'), id(succ, 'entry'));
  }
  const valid = new Set<number>();
  for (const [b, s] of entrySeg) {
    const ls = layers(s);
    const firstMem = ls.find(inMem);
    if (firstMem !== undefined && !ls.some((L) => L <= firstMem && storeOpportunity(L))) valid.add(find(id(b, 'entry')));
  }
  for (const [b, s] of exitSeg) if (layers(s).some(inMem)) valid.add(find(id(b, 'exit')));
  for (let changed = true; changed; ) {
    changed = false;
    for (const [b, s] of entrySeg) {
      if (exitSeg.get(b) !== s || !valid.has(find(id(b, 'entry'))) || valid.has(find(id(b, 'exit')))) continue;
      valid.add(find(id(b, 'exit')));
      changed = true;
    }
  }
  for (const [b, s] of exitSeg) {
    if (!valid.has(find(id(b, 'exit')))) continue;
    const startsValid =
      s.start.kind === 'anti-source' ? layout.classOf(s.start.node) === k + 1 : s.start.kind === 'entry' && valid.has(find(id(b, 'entry')));
    if (!startsValid && !layers(s).some(storeOpportunity))
      throw new Stuck(`the slot of ${info.group} must be valid leaving block ${b}, which has no store opportunity`);
  }
  for (const b of entrySeg.keys()) state.boundary.fix(anti, b, 'entry', valid.has(find(id(b, 'entry'))) ? k + 1 : k);
  for (const b of exitSeg.keys()) state.boundary.fix(anti, b, 'exit', valid.has(find(id(b, 'exit'))) ? k + 1 : k);
}
