// Memory operations: load, store, alloca and ptradd, checked against the live objects of Memory.
//
// Contract: a poison address is undefined behaviour (UbSignal); so is an access that Memory refuses
// (null page, out of bounds, freed stack, write to a constant). A load that touches any uninitialised
// byte (Memory.init) yields poison flagged UNINIT, whatever its width; a store initialises its
// bytes. A store of poison to a stack object makes its bytes uninitialised again (LLVM allows the
// store, and C copies partly uninitialised structs field by field); a store of poison to a global
// is undefined behaviour, because a global's final bytes are compared with the machine's. Touching an
// external global is an ErrorSignal: the module is incomplete, which is not the program's UB.
// A 64-bit pointer must have a zero high half to address anything. `ptradd inbounds` with a non-zero
// offset yields poison unless base and result lie in one object (one past the end allowed); a base
// that is in no object makes it poison as well.

import { planted } from '../../common/planted-bugs.js';
import { aPoison, UNINIT, type Op, type Width } from './compiled.js';
import type { Memory } from './memory.js';
import { ErrorSignal, UbSignal, type Site } from './signals.js';

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
  if (P[pa]) throw new UbSignal(`${write ? 'store to' : 'load from'} ${aPoison(P[pa])} address`, site);
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
    // P[d] = UNINIT unless every byte read is initialised (each shadow byte is 1).
    case 1:
      return (R, P) => {
        const i = at(R, P);
        R[d] = mem.bytes[i]! & 1;
        P[d] = (mem.init[i]! ^ 1) * UNINIT;
      };
    case 8:
      return (R, P) => {
        const i = at(R, P);
        R[d] = mem.bytes[i]!;
        P[d] = (mem.init[i]! ^ 1) * UNINIT;
      };
    case 16:
      return (R, P) => {
        const i = at(R, P);
        R[d] = mem.view.getUint16(i, true);
        P[d] = mem.initView.getUint16(i) === 0x0101 ? 0 : UNINIT;
      };
    case 32:
      return (R, P) => {
        const i = at(R, P);
        R[d] = mem.view.getInt32(i, true);
        P[d] = mem.initView.getInt32(i) === ALL_INIT ? 0 : UNINIT;
      };
    case 64:
      return (R, P) => {
        const i = at(R, P);
        R[d] = mem.view.getInt32(i, true);
        R[d + 1] = mem.view.getInt32(i + 4, true);
        P[d] = mem.initView.getInt32(i) === ALL_INIT && mem.initView.getInt32(i + 4) === ALL_INIT ? 0 : UNINIT;
      };
  }
}

/** Four initialised shadow bytes read as one int32. */
const ALL_INIT = 0x01010101;

/**
 * The shadow a store of poison (flag p) at index i gives its bytes: 0, uninitialised, on the stack.
 * Poison stored to a global is ub: its final bytes enter the memory digest compared with the machine's.
 */
function poisonStored(mem: Memory, p: number, i: number, site: Site): 0 {
  if (!mem.inStack(i)) {
    throw new UbSignal(`store of ${aPoison(p)} value to global @${mem.nameAt(i)} (its final bytes are compared with the machine's)`, site);
  }
  return 0;
}

export function store(mem: Memory, w: Width, wideP: boolean, v: number, pa: number, site: Site): Op {
  const size = byteSize(w);
  const cache = new HitCache(); // filled only by successful writes: a cached object is writable
  // Shadow masks for the first and any further 4 bytes of a wide store. The planted bug (test-only)
  // keeps only the first byte of a store of 4 or more bytes (the shadow's DataView reads big-endian,
  // so the first byte is the top one).
  const skip = planted('interp-store-skips-init');
  const first = skip ? 0x01000000 : ALL_INIT,
    rest = skip ? 0 : ALL_INIT;
  const at = (R: Int32Array, P: Uint8Array): number => {
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
        mem.init[i] = P[v] === 0 ? 1 : poisonStored(mem, P[v]!, i, site);
        mem.bytes[i] = R[v]! & 1;
      };
    case 8:
      return (R, P) => {
        const i = at(R, P);
        mem.init[i] = P[v] === 0 ? 1 : poisonStored(mem, P[v]!, i, site);
        mem.bytes[i] = R[v]!;
      };
    case 16:
      return (R, P) => {
        const i = at(R, P);
        mem.initView.setUint16(i, P[v] === 0 ? 0x0101 : poisonStored(mem, P[v]!, i, site));
        mem.view.setUint16(i, R[v]!, true);
      };
    case 32:
      return (R, P) => {
        const i = at(R, P);
        mem.initView.setInt32(i, P[v] === 0 ? first : poisonStored(mem, P[v]!, i, site));
        mem.view.setInt32(i, R[v]!, true);
      };
    case 64:
      return (R, P) => {
        const i = at(R, P),
          k = P[v] === 0 ? ALL_INIT : poisonStored(mem, P[v]!, i, site);
        mem.initView.setInt32(i, k & first);
        mem.initView.setInt32(i + 4, k & rest);
        mem.view.setInt32(i, R[v]!, true);
        mem.view.setInt32(i + 4, R[v + 1]!, true);
      };
  }
}

export function alloca(mem: Memory, size: number, align: number, wideP: boolean, d: number, site: Site): Op {
  return (R, P) => {
    const addr = mem.alloca(size, align);
    if (addr < 0) throw new UbSignal(`stack overflow (alloca of ${size} bytes)`, site);
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
