// Test helper: compare an instruction's static memory class with the events Unicorn reported for it.
//
// Contract: requires Decoded instructions (simulators/capstone.ts) and the probe's event lists. Produces
// a mismatch description (null when they agree): loads = any read event, stores = any write event,
// accesses = number of events. ARM condition codes are evaluated here so a test can run a conditional
// instruction with its condition passing and failing.

import type { Decoded } from '../../simulators/capstone.js';
import { classify, type MemoryClass } from '../../simulators/classify.js';
import type { Isa } from '../../common/image.js';
import type { MemEvent } from './unicorn-probe.js';

export interface Observed {
  readonly loads: number;
  readonly stores: number;
  readonly accesses: number;
}

export function observe(events: readonly MemEvent[]): Observed {
  return {
    loads: events.some((e) => e.kind === 'read') ? 1 : 0,
    stores: events.some((e) => e.kind === 'write') ? 1 : 0,
    accesses: events.length,
  };
}

const NONE: Observed = { loads: 0, stores: 0, accesses: 0 };

/** Expected events: the class, or nothing when a conditional instruction's condition failed. */
function expected(c: MemoryClass, passes: boolean): Observed {
  return c.conditional && !passes ? NONE : { loads: c.loads, stores: c.stores, accesses: c.accesses };
}

export function mismatch(isa: Isa, insn: Decoded, events: readonly MemEvent[], passes = true): string | null {
  const want = expected(classify(isa, insn), passes);
  const got = observe(events);
  if (want.loads === got.loads && want.stores === got.stores && want.accesses === got.accesses) return null;
  const ev = events.map((e) => `${e.kind[0]}${e.size}@${e.address.toString(16)}`).join(' ');
  return (
    `${isa} '${insn.mnemonic} ${insn.opStr}'${passes ? '' : ' (condition failing)'}: ` +
    `classified ${JSON.stringify(want)}, Unicorn ${JSON.stringify(got)} [${ev}]`
  );
}

const CONDITION: Record<string, (n: boolean, z: boolean, c: boolean, v: boolean) => boolean> = {
  eq: (_n, z) => z,
  ne: (_n, z) => !z,
  cs: (_n, _z, c) => c,
  hs: (_n, _z, c) => c,
  cc: (_n, _z, c) => !c,
  lo: (_n, _z, c) => !c,
  mi: (n) => n,
  pl: (n) => !n,
  vs: (_n, _z, _c, v) => v,
  vc: (_n, _z, _c, v) => !v,
  hi: (_n, z, c) => c && !z,
  ls: (_n, z, c) => !c || z,
  ge: (n, _z, _c, v) => n === v,
  lt: (n, _z, _c, v) => n !== v,
  gt: (n, z, _c, v) => !z && n === v,
  le: (n, z, _c, v) => z || n !== v,
};

/** The condition suffix of an ARM-mode mnemonic (`ldrne` → ne), or null. */
export function conditionOf(mnemonic: string): string | null {
  const cond = mnemonic.slice(-2);
  return cond in CONDITION ? cond : null;
}

/** The first NZCV value (bits 3..0) for which `cond` evaluates to `wanted`. */
export function flagsFor(cond: string, wanted: boolean): number {
  const f = CONDITION[cond];
  if (f === undefined) throw new Error(`unknown condition ${cond}`);
  for (let nzcv = 0; nzcv < 16; nzcv++) {
    if (f((nzcv & 8) !== 0, (nzcv & 4) !== 0, (nzcv & 2) !== 0, (nzcv & 1) !== 0) === wanted) return nzcv;
  }
  throw new Error(`condition ${cond} never ${wanted}`);
}
