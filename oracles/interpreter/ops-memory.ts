// Memory operations: load, store, alloca and ptradd, checked against the live objects of Memory.
//
// Contract: a poison address or stored value is undefined behaviour (UbSignal); so is an access
// that Memory refuses (null page, out of bounds, freed stack, write to a constant). Touching an
// external global is an ErrorSignal: the module is incomplete, which is not the program's UB.
// A 64-bit pointer must have a zero high half to address anything. `ptradd inbounds` with a non-zero
// offset yields poison unless base and result lie in one object (one past the end allowed); a base
// that is in no object makes it poison as well.

import type { Op, Width } from './compiled.js';
import type { Memory } from './memory.js';
import { ErrorSignal, stackOverflow, UbSignal, type Site } from './signals.js';

function byteSize(w: Width): number {
  return w === 1 ? 1 : w / 8;
}

function failure(mem: Memory, addr: number, size: number, write: boolean, site: Site): UbSignal | ErrorSignal {
  const external = mem.externalAt(addr);
  if (external !== undefined) return new ErrorSignal(`access to external global @${external}`, site);
  return new UbSignal(mem.explain(addr, size, write), site);
}

/** The address in pointer slot `pa`, after the checks that do not need the object map. */
function address(R: Int32Array, P: Uint8Array, pa: number, wideP: boolean, write: boolean, site: Site): number {
  if (P[pa]) throw new UbSignal(`${write ? 'store to' : 'load from'} a poison address`, site);
  if (wideP && R[pa + 1] !== 0) {
    const full = ((BigInt(R[pa + 1]! >>> 0) << 32n) | BigInt(R[pa]! >>> 0)).toString(16);
    throw new UbSignal(`out-of-bounds ${write ? 'write' : 'read'} at 0x${full}`, site);
  }
  return R[pa]! >>> 0;
}

// The ops read mem.bytes / mem.view after the check each time: the stack's backing may have grown.

/**
 * The object an operation last touched, valid while mem.epoch is unchanged: repeated accesses
 * to one array or variable skip the per-byte owner lookup.
 */
class HitCache {
  epoch = -1;
  start = 0;
  end = 0;
  delta = 0;

  /** The index of [addr, addr + size) if it lies in the cached object, else -1. */
  find(mem: Memory, addr: number, size: number): number {
    return mem.epoch === this.epoch && addr >= this.start && addr + size <= this.end ? addr + this.delta : -1;
  }

  fill(mem: Memory): void {
    this.epoch = mem.epoch;
    this.start = mem.hitStart;
    this.end = mem.hitEnd;
    this.delta = mem.hitDelta;
  }
}

export function load(mem: Memory, w: Width, wideP: boolean, d: number, pa: number, site: Site): Op {
  const size = byteSize(w);
  const cache = new HitCache();
  const at = (R: Int32Array, P: Uint8Array): number => {
    const addr = address(R, P, pa, wideP, false, site);
    const hit = cache.find(mem, addr, size);
    if (hit >= 0) return hit;
    const i = mem.readIndex(addr, size);
    if (i < 0) throw failure(mem, addr, size, false, site);
    cache.fill(mem);
    return i;
  };
  switch (w) {
    case 1:
      return (R, P) => {
        R[d] = mem.bytes[at(R, P)]! & 1;
        P[d] = 0;
      };
    case 8:
      return (R, P) => {
        R[d] = mem.bytes[at(R, P)]!;
        P[d] = 0;
      };
    case 16:
      return (R, P) => {
        R[d] = mem.view.getUint16(at(R, P), true);
        P[d] = 0;
      };
    case 32:
      return (R, P) => {
        R[d] = mem.view.getInt32(at(R, P), true);
        P[d] = 0;
      };
    case 64:
      return (R, P) => {
        const i = at(R, P);
        R[d] = mem.view.getInt32(i, true);
        R[d + 1] = mem.view.getInt32(i + 4, true);
        P[d] = 0;
      };
  }
}

export function store(mem: Memory, w: Width, wideP: boolean, v: number, pa: number, site: Site): Op {
  const size = byteSize(w);
  const cache = new HitCache(); // filled only by successful writes: a cached object is writable
  const at = (R: Int32Array, P: Uint8Array): number => {
    if (P[v]) throw new UbSignal('store of a poison value', site);
    const addr = address(R, P, pa, wideP, true, site);
    const hit = cache.find(mem, addr, size);
    if (hit >= 0) return hit;
    const i = mem.writeIndex(addr, size);
    if (i < 0) throw failure(mem, addr, size, true, site);
    cache.fill(mem);
    return i;
  };
  switch (w) {
    case 1:
      return (R, P) => {
        const i = at(R, P);
        mem.bytes[i] = R[v]! & 1;
      };
    case 8:
      return (R, P) => {
        const i = at(R, P);
        mem.bytes[i] = R[v]!;
      };
    case 16:
      return (R, P) => {
        const i = at(R, P);
        mem.view.setUint16(i, R[v]!, true);
      };
    case 32:
      return (R, P) => {
        const i = at(R, P);
        mem.view.setInt32(i, R[v]!, true);
      };
    case 64:
      return (R, P) => {
        const i = at(R, P);
        mem.view.setInt32(i, R[v]!, true);
        mem.view.setInt32(i + 4, R[v + 1]!, true);
      };
  }
}

export function alloca(mem: Memory, size: number, align: number, wideP: boolean, d: number, site: Site): Op {
  return (R, P) => {
    const addr = mem.alloca(size, align);
    if (addr < 0) throw stackOverflow(`alloca of ${size} bytes`, mem.stackUsed().now, site);
    R[d] = addr;
    if (wideP) R[d + 1] = 0;
    P[d] = 0;
  };
}

/** Whether base and result stay in one object (see Memory.inbounds), answered from the cache when possible. */
function sameObject(mem: Memory, cache: HitCache, base: number, result: number): boolean {
  if (mem.epoch === cache.epoch && base >= cache.start && base <= cache.end && result >= cache.start && result <= cache.end) {
    return true;
  }
  if (!mem.inbounds(base, result)) return false;
  cache.fill(mem);
  return true;
}

export function ptradd(mem: Memory, wideP: boolean, inbounds: boolean, d: number, a: number, b: number): Op {
  const cache = new HitCache();
  if (!wideP) {
    if (!inbounds)
      return (R, P) => {
        R[d] = (R[a]! + R[b]!) | 0;
        P[d] = P[a]! | P[b]!;
      };
    return (R, P) => {
      const base = R[a]! >>> 0,
        off = R[b]!; // the offset is a signed i32
      R[d] = (base + off) | 0;
      P[d] = P[a]! | P[b]! | (off !== 0 && !sameObject(mem, cache, base, base + off) ? 1 : 0);
    };
  }
  return (R, P) => {
    const blo = R[a]!,
      bhi = R[a + 1]!,
      olo = R[b]!,
      ohi = R[b + 1]!;
    const lo = (blo >>> 0) + (olo >>> 0);
    R[d] = lo | 0;
    R[d + 1] = (bhi + ohi + (lo > 0xffffffff ? 1 : 0)) | 0;
    let bad = 0;
    if (inbounds && (olo !== 0 || ohi !== 0)) {
      // Every object lies below 2^32 and is smaller than 2^31 bytes, so a base with a high half or an
      // offset beyond the int32 range cannot stay inside one.
      if (bhi !== 0 || ohi !== olo >> 31) bad = 1;
      else if (!sameObject(mem, cache, blo >>> 0, (blo >>> 0) + olo)) bad = 1;
    }
    P[d] = P[a]! | P[b]! | bad;
  };
}
