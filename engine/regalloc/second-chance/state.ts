// The second-chance allocator's scan state and its binpacking choices (Traub, Holloway and Smith,
// "Quality and speed in linear-scan register allocation", PLDI 1998, as Koes thesis §2.1.3 and digest
// §7 B3): where each vreg's current value is (at most one register, and whether its own spill slot
// holds it), which vreg owns each register, and how a register is chosen for a value.
//
// Contract: requires the Liveness of engine/regalloc/shared/live-intervals.ts and TargetRegs. Produces:
// - `State`: regOf[v] (the register holding v's current value, or null), valid[v] (v's spill slot
//   holds its current value: an eviction's store is skipped then), owner (register -> vreg);
//   only vregs live at the scan point are in registers;
// - `slotOf`: one spill slot per vreg, numbered in the order the scan first needs them;
// - `pickFree`: binpacking over register "bins" — a register is free until the next instruction
//   that fixes it to another vreg or clobbers it; a value goes to the free register whose free
//   stretch covers the rest of its current live range most tightly (best fit), else the one free
//   longest; a hint (a copy's dying source, the register a later fixed operand or an already
//   allocated successor block wants) wins when it fits;
// - `pickVictim`: the register to evict when none is free: the owner with the lowest spill weight
//   (intervals.ts: frequency-weighted references over length, digest §7 B1), ties broken by the
//   farthest next reference (Traub et al.'s rule) and then by register preference order.

import type { MFunction, PReg, TargetRegs } from '../../mir/types.js';
import { nextRef, rangeEnd, type Liveness } from '../shared/live-intervals.js';

export interface State {
  readonly regOf: (PReg | null)[];
  readonly valid: boolean[];
  readonly owner: Map<PReg, number>;
}

export function emptyState(vregs: number): State {
  return { regOf: new Array<PReg | null>(vregs).fill(null), valid: new Array<boolean>(vregs).fill(false), owner: new Map() };
}

/** A register unavailable to every vreg but `vreg` (-1: to all) at an instruction (scan position). */
interface Blocked {
  readonly inst: number;
  readonly vreg: number;
}

export interface Facts {
  readonly fn: MFunction;
  readonly regs: TargetRegs;
  readonly live: Liveness;
  /** Registers a vreg may ever take: its class and every `reg` constraint on it. */
  readonly classOf: readonly (readonly PReg[])[];
  readonly blocked: ReadonlyMap<PReg, readonly Blocked[]>;
  /** Per vreg, its fixed operands by scan position (hints); positions are intervals.ts's. */
  readonly fixedAt: readonly (readonly { inst: number; preg: PReg }[])[];
  /** Memo for the scan: a vreg class (outer key) narrowed by a `reg` constraint's class. */
  readonly narrowed: Map<string, Map<string, readonly PReg[]>>;
}

function pushTo<K, T>(m: Map<K, T[]>, k: K, x: T): void {
  const list = m.get(k);
  if (list) list.push(x);
  else m.set(k, [x]);
}

export function gatherFacts(fn: MFunction, regs: TargetRegs, live: Liveness): Facts {
  const classOf = fn.vregs.map((info) => regs.classes[info.class] ?? []);
  const blocked = new Map<PReg, Blocked[]>();
  const fixedAt = fn.vregs.map((): { inst: number; preg: PReg }[] => []);
  let index = 0;
  for (const b of fn.blocks) {
    for (const inst of b.insts) {
      const i = live.positions[index++]!;
      for (const op of inst.regs) {
        const c = op.constraint;
        // classOf[v] starts as v's own class, so a constraint naming that class narrows nothing
        if ((c.kind === 'reg' || c.kind === 'any') && c.class !== fn.vregs[op.vreg]!.class)
          classOf[op.vreg] = classOf[op.vreg]!.filter((r) => (regs.classes[c.class] ?? []).includes(r));
        if (c.kind === 'fixed') {
          pushTo(blocked, c.preg, { inst: i, vreg: op.vreg });
          fixedAt[op.vreg]!.push({ inst: i, preg: c.preg });
        }
        if (c.kind === 'reuse') {
          const input = inst.regs[c.input]!.constraint;
          if (input.kind === 'fixed') pushTo(blocked, input.preg, { inst: i, vreg: op.vreg });
        }
      }
      if (inst.kind === 'isa') for (const r of inst.clobbers) pushTo(blocked, r, { inst: i, vreg: -1 });
    }
  }
  for (const list of blocked.values()) list.sort((a, b) => a.inst - b.inst || a.vreg - b.vreg);
  for (const list of fixedAt) list.sort((a, b) => a.inst - b.inst);
  return { fn, regs, live, classOf, blocked, fixedAt, narrowed: new Map() };
}

/** The first position after i at which r is not available to v (Infinity: never). */
function freeUntil(facts: Facts, r: PReg, v: number, i: number): number {
  const list = facts.blocked.get(r);
  if (list === undefined) return Infinity;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.inst <= i) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < list.length; k++) if (list[k]!.vreg !== v) return list[k]!.inst;
  return Infinity;
}

/** The last position of the live range of v that contains point p. */
function neededUntil(facts: Facts, v: number, p: number): number {
  return Math.floor(rangeEnd(facts.live.intervals[v], p) / 2);
}

/** The register of v's next fixed operand after position i, if any. */
export function nextFixed(facts: Facts, v: number, i: number): PReg | undefined {
  for (const f of facts.fixedAt[v]!) if (f.inst > i) return f.preg;
  return undefined;
}

/** pickFree's per-candidate free stretches (grown on demand; pickFree does not nest). */
let untilBuf = new Float64Array(64);

/** Best fit among free candidates for v from point p (hints first when they fit). */
export function pickFree(
  facts: Facts,
  cands: readonly PReg[],
  v: number,
  p: number,
  hints: readonly (PReg | undefined)[],
): PReg | undefined {
  if (cands.length === 0) return undefined;
  const i = Math.floor(p / 2);
  const need = neededUntil(facts, v, p);
  if (untilBuf.length < cands.length) untilBuf = new Float64Array(2 * cands.length);
  const until = untilBuf;
  for (let k = 0; k < cands.length; k++) until[k] = freeUntil(facts, cands[k]!, v, i);
  for (const h of hints) {
    if (h === undefined) continue;
    const k = cands.indexOf(h);
    if (k >= 0 && until[k]! > need) return h;
  }
  let best = 0;
  for (let k = 1; k < cands.length; k++) {
    const u = until[k]!;
    const b = until[best]!;
    const fits = u > need;
    const bestFits = b > need;
    if (fits && (!bestFits || u < b)) best = k;
    else if (!fits && !bestFits && u > b) best = k;
  }
  return cands[best];
}

/** The candidate register whose owner is cheapest to evict at position i. */
export function pickVictim(facts: Facts, state: State, cands: readonly PReg[], i: number): PReg | undefined {
  let best: PReg | undefined;
  let bestKey: [number, number] = [Infinity, 0];
  for (const r of cands) {
    const w = state.owner.get(r);
    if (w === undefined) continue;
    const iv = facts.live.intervals[w];
    const key: [number, number] = [iv?.weight ?? 0, -nextRef(iv, i)];
    if (best === undefined || key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
      best = r;
      bestKey = key;
    }
  }
  return best;
}

/** Spill slots, one per vreg, numbered in the order first needed (plus one shared temporary). */
export class Slots {
  private readonly byVreg = new Map<number, number>();
  private temp: number | undefined;
  count = 0;

  of(v: number): number {
    let s = this.byVreg.get(v);
    if (s === undefined) {
      s = this.count++;
      this.byVreg.set(v, s);
    }
    return s;
  }

  /** A slot no vreg owns, for breaking a register cycle when no register is free. */
  scratch(): number {
    this.temp ??= this.count++;
    return this.temp;
  }
}
