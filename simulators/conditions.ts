// ARM-mode conditional memory instructions (`ldrne`, `popge`, ...): Unicorn reports no memory event
// when the condition fails, so the block-count derivation needs, for each of them, how many
// executions failed. The harness watches exactly those instructions with a code hook and evaluates
// the condition from the CPSR flags before the instruction runs (ARM ARM A8.3, condition codes);
// that uses the flags, never the memory hooks, so the derivation stays independent of them.
//
// Contract: `conditionalSites(image)` disassembles every function of an ARM image (Thumb-1 has no
// conditional memory instructions; x86 none that skip their access) and returns the sites with
// their condition and memory class, by address, and their addresses as one array per image (the
// machine keeps its translations when it is given the same watch array again). Literal-pool words inside functions decode as arbitrary
// instructions: ones the classifier rejects are skipped here (block analysis stays loud about real
// code), and a spurious site is harmless since a data word never executes.

import { disassemble } from './capstone.js';
import { classify, type MemoryClass } from './classify.js';
import type { Image } from '../common/image.js';

export type Condition = 'eq' | 'ne' | 'hs' | 'cs' | 'lo' | 'cc' | 'mi' | 'pl' | 'vs' | 'vc' | 'hi' | 'ls' | 'ge' | 'lt' | 'gt' | 'le';

export interface ConditionalSite {
  readonly address: number;
  readonly condition: Condition;
  readonly memory: MemoryClass;
}

const PASS: Record<Condition, (n: boolean, z: boolean, c: boolean, v: boolean) => boolean> = {
  eq: (_n, z) => z,
  ne: (_n, z) => !z,
  hs: (_n, _z, c) => c,
  cs: (_n, _z, c) => c,
  lo: (_n, _z, c) => !c,
  cc: (_n, _z, c) => !c,
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

/** Does `condition` pass with these CPSR flags (N bit 31, Z 30, C 29, V 28)? */
export function conditionPasses(condition: Condition, cpsr: bigint): boolean {
  const bit = (i: bigint): boolean => ((cpsr >> i) & 1n) === 1n;
  return PASS[condition](bit(31n), bit(30n), bit(29n), bit(28n));
}

export interface ConditionalSites {
  readonly byAddress: ReadonlyMap<number, ConditionalSite>;
  readonly addresses: readonly number[];
}

const CACHE = new WeakMap<Image, ConditionalSites>();

export function conditionalSites(image: Image): ConditionalSites {
  let sites = CACHE.get(image);
  if (sites === undefined) {
    const found = image.isa === 'arm' ? scan(image) : [];
    sites = { byAddress: new Map(found.map((c) => [c.address, c] as const)), addresses: found.map((c) => c.address) };
    CACHE.set(image, sites);
  }
  return sites;
}

function scan(image: Image): ConditionalSite[] {
  const sites: ConditionalSite[] = [];
  for (const f of image.functions) {
    const seg = image.segments.find((s) => f.address >= s.address && f.address + BigInt(f.size) <= s.address + BigInt(s.bytes.length));
    if (seg === undefined) continue;
    const start = Number(f.address - seg.address);
    const end = f.size - (f.size % 4);
    // Every word as capstone decodes it alone: A32 words decode independently (no state such as
    // Thumb's IT), so one call decodes a run of words up to the first one capstone cannot decode
    // (a literal-pool word), which is skipped, and the scan goes on after it.
    for (let at = 0; at < end; ) {
      const run = disassemble('arm', seg.bytes.subarray(start + at, start + end), f.address + BigInt(at));
      for (const insn of run) {
        const site = siteOf(insn);
        if (site !== null) sites.push(site);
      }
      at += run.reduce((n, insn) => n + insn.size, 0);
      if (at < end) at += 4;
    }
  }
  return sites;
}

function siteOf(insn: Parameters<typeof classify>[1]): ConditionalSite | null {
  let memory: MemoryClass;
  try {
    memory = classify('arm', insn);
  } catch {
    return null;
  }
  if (!memory.conditional) return null;
  const condition = insn.mnemonic.slice(-2) as Condition;
  if (!(condition in PASS)) throw new Error(`conditional instruction '${insn.mnemonic}' without a condition suffix`);
  return { address: Number(insn.address), condition, memory };
}
