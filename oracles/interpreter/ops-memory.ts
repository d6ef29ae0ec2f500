// Memory operations: load, store, alloca and ptradd, checked against the live objects of Memory.
//
// Contract: a poison address is undefined behaviour (UbSignal); so is an access that Memory refuses
// (null page, out of bounds, freed stack, write to a constant). A load that touches any uninitialised
// bit (Memory.init) yields a value flagged UNINIT whose undefined bits are those (compiled.ts: an
// integer keeps them in U, a pointer is wholly uninitialised); a store initialises its bits, except
// those its value leaves undefined. A store of poison to a stack object makes its bytes
// uninitialised again (LLVM allows the store, and C copies partly uninitialised structs field by
// field); so does a store of an uninitialised value to a global (C11: the global holds an
// unspecified value; the memory digest leaves those bits out); a store of other poison to a global
// is undefined behaviour, because a global's final bytes are compared with the machine's. Touching an
// external global is an ErrorSignal: the module is incomplete, which is not the program's UB.
// A 64-bit pointer must have a zero high half to address anything. `ptradd inbounds` with a non-zero
// offset yields poison unless base and result lie in one object (one past the end allowed); a base
// that is in no object makes it poison as well.
// Provenance (see compiled.ts, memory.ts): alloca gives its object's serial, ptradd keeps its base's
// (inbounds then checks against that object alone), a pointer store records its value's in Memory's
// shadow and a pointer load takes it back. An access through a known provenance must lie wholly in
// that live object: one past the end of @g is out of bounds even where @h begins.
// Alignment: an access whose address is not a multiple of the IR's `align` is undefined behaviour
// (the front end puts the type's ABI alignment where the IR gives none).

import { planted } from '../../common/planted-bugs.js';
import { hexAddress } from '../../common/text.js';
import { aPoison, PARTIAL, SOME_UNDEFINED, UNINIT, type Op, type Width } from './compiled.js';
import type { Memory } from './memory.js';
import { ErrorSignal, stackOverflow, UbSignal, type Site } from './signals.js';

function byteSize(w: Width): number {
  return w === 1 ? 1 : w / 8;
}

function failure(mem: Memory, addr: number, size: number, write: boolean, prov: number, site: Site): UbSignal | ErrorSignal {
  const external = mem.externalAt(addr);
  if (external !== undefined) return new ErrorSignal(`access to external global @${external}`, site);
  return new UbSignal(mem.explain(addr, size, write, prov), site);
}

/** The `align` mask of a `size`-byte access (planted bug: twice the declared alignment). */
function alignMask(align: number): number {
  return (planted('interp-align-doubled') ? align * 2 : align) - 1;
}

function misaligned(addr: number, size: number, align: number, write: boolean, site: Site): UbSignal {
  return new UbSignal(`misaligned ${size}-byte ${write ? 'store' : 'load'} at ${hexAddress(addr)} (align ${align} declared)`, site);
}

/**
 * The bytes an access through a known provenance must find in its object beyond its own size: 0,
 * or 1 under the planted bug that treats an object's last byte as outside it.
 */
function provenanceSlack(): number {
  return planted('interp-provenance-last-byte') ? 1 : 0;
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
  serial = 0;

  /** The index of [addr, addr + size) if it lies in the cached object and `prov` allows it (0: any), else -1. */
  find(mem: Memory, addr: number, size: number, prov: number): number {
    return mem.epoch === this.epoch && addr >= this.start && addr + size <= this.end && (prov === 0 || prov === this.serial)
      ? addr + this.delta
      : -1;
  }

  fill(mem: Memory): void {
    this.epoch = mem.epoch;
    this.start = mem.hitStart;
    this.end = mem.hitEnd;
    this.delta = mem.hitDelta;
    this.serial = mem.hitSerial;
  }
}

/** What a load or store needs to know about its own instruction. */
export interface Access {
  readonly w: Width;
  readonly wideP: boolean;
  /** The IR's `align` (a power of two). */
  readonly align: number;
  /** Whether the value loaded or stored is a pointer (its provenance goes through Memory's shadow). */
  readonly pointer: boolean;
}

/**
 * The checked index in mem.bytes of one access; throws the access's UB or error. `v` is a store's
 * value slot, -1 for a load.
 */
function accessIndex(mem: Memory, a: Access, pa: number, v: number, site: Site): (R: Int32Array, P: Uint8Array, V: Int32Array) => number {
  const write = v >= 0;
  const size = byteSize(a.w);
  const cache = new HitCache(); // filled only by successful accesses (for a store: a writable object)
  const mask = alignMask(a.align),
    slack = provenanceSlack(),
    wideP = a.wideP;
  return (R, P, V) => {
    const addr = address(R, P, pa, wideP, write, site);
    const prov = V[pa]!;
    const checked = prov === 0 ? size : size + slack;
    let i = cache.find(mem, addr, checked, prov);
    if (i < 0) {
      i = write ? mem.writeIndex(addr, checked, prov) : mem.readIndex(addr, checked, prov);
      if (i < 0) throw failure(mem, addr, size, write, prov, site);
      cache.fill(mem);
    }
    if ((addr & mask) !== 0) throw misaligned(addr, size, a.align, write, site);
    return i;
  };
}

export function load(mem: Memory, a: Access, d: number, pa: number, site: Site): Op {
  const at = accessIndex(mem, a, pa, -1, site);
  // The result's undefined bits are the complement of the shadow bytes read (little-endian, as the
  // value); an integer keeps them in U (SOME_UNDEFINED), a pointer is wholly uninitialised by any.
  const flag = a.pointer ? UNINIT : SOME_UNDEFINED;
  switch (a.w) {
    case 1:
      return (R, P, V, U) => {
        const i = at(R, P, V);
        R[d] = mem.bytes[i]! & 1;
        const u = mem.init[i] === 0xff ? 0 : 1; // an i1 is its whole byte (LLVM leaves the other bits unspecified)
        P[d] = u === 0 ? 0 : flag;
        U[d] = u;
      };
    case 8:
      return (R, P, V, U) => {
        const i = at(R, P, V);
        R[d] = mem.bytes[i]!;
        const u = ~mem.init[i]! & 0xff;
        P[d] = u === 0 ? 0 : flag;
        U[d] = u;
      };
    case 16:
      return (R, P, V, U) => {
        const i = at(R, P, V);
        R[d] = mem.view.getUint16(i, true);
        const u = ~mem.initView.getUint16(i, true) & 0xffff;
        P[d] = u === 0 ? 0 : flag;
        U[d] = u;
      };
    case 32:
      if (a.pointer)
        return (R, P, V) => {
          const i = at(R, P, V);
          const bits = mem.view.getInt32(i, true);
          R[d] = bits;
          P[d] = mem.initView.getInt32(i) === -1 ? 0 : UNINIT;
          V[d] = mem.loadedPointer(R[pa]! >>> 0, bits);
        };
      return (R, P, V, U) => {
        const i = at(R, P, V);
        R[d] = mem.view.getInt32(i, true);
        const u = ~mem.initView.getInt32(i, true);
        P[d] = u === 0 ? 0 : flag;
        U[d] = u;
      };
    case 64:
      return (R, P, V, U) => {
        const i = at(R, P, V);
        const lo = mem.view.getInt32(i, true);
        R[d] = lo;
        R[d + 1] = mem.view.getInt32(i + 4, true);
        const ulo = ~mem.initView.getInt32(i, true),
          uhi = ~mem.initView.getInt32(i + 4, true);
        P[d] = (ulo | uhi) === 0 ? 0 : flag;
        U[d] = ulo;
        U[d + 1] = uhi;
        if (a.pointer) V[d] = mem.loadedPointer(R[pa]! >>> 0, lo);
      };
  }
}

/**
 * The undefined bits (low word; `hi` for the high word of an i64) a store of value slot v with flag
 * p gives memory: none for a defined value, its U when `exact` (the value's definer keeps U, see
 * compiled.ts) and it is partly uninitialised, else all. Poison that is not (only) uninitialised
 * (an overflowing nsw, an over-wide shift: the source program's own undefined behaviour) stored
 * to a global stays undefined behaviour: its final bytes would enter the memory digest as garbage
 * no machine reproduces. An uninitialised value stored to a global is not undefined in C (C11
 * 6.2.6.1p6 and 6.7.9p10: the object just holds an unspecified value); its bits stay
 * uninitialised in the shadow, and the memory digest leaves them out on both sides (outcome.ts).
 */
function undefinedStored(mem: Memory, p: number, u: number, exact: boolean, i: number, site: Site): number {
  if (p === 0) return 0;
  if ((p & ~(UNINIT | PARTIAL)) !== 0 && !mem.inStackOrHeap(i)) {
    throw new UbSignal(`store of ${aPoison(p)} value to global ${mem.nameAt(i)} (its final bytes are compared with the machine's)`, site);
  }
  return exact && p === SOME_UNDEFINED ? u : -1;
}

export function store(mem: Memory, a: Access, v: number, pa: number, site: Site, exact = false): Op {
  const check = accessIndex(mem, a, pa, v, site);
  // Shadow masks for the first and any further 4 bytes of a wide store. The planted bug (test-only)
  // keeps only the first byte of a store of 4 or more bytes (the shadow is little-endian, so the
  // first byte is the low one).
  const skip = planted('interp-store-skips-init');
  const first = skip ? 0xff : -1,
    rest = skip ? 0 : -1;
  switch (a.w) {
    case 1:
      return (R, P, V, U) => {
        const i = check(R, P, V);
        mem.init[i] = undefinedStored(mem, P[v]!, U[v]!, exact, i, site) === 0 ? 0xff : 0;
        mem.bytes[i] = R[v]! & 1;
      };
    case 8:
      return (R, P, V, U) => {
        const i = check(R, P, V);
        mem.init[i] = ~undefinedStored(mem, P[v]!, U[v]!, exact, i, site);
        mem.bytes[i] = R[v]!;
      };
    case 16:
      return (R, P, V, U) => {
        const i = check(R, P, V);
        mem.initView.setUint16(i, ~undefinedStored(mem, P[v]!, U[v]!, exact, i, site), true);
        mem.view.setUint16(i, R[v]!, true);
      };
    case 32:
      if (a.pointer)
        return (R, P, V) => {
          const i = check(R, P, V);
          mem.initView.setInt32(i, ~undefinedStored(mem, P[v]!, -1, false, i, site) & first, true);
          mem.view.setInt32(i, R[v]!, true);
          mem.storePointer(R[pa]! >>> 0, R[v]!, V[v]!);
        };
      return (R, P, V, U) => {
        const i = check(R, P, V);
        mem.initView.setInt32(i, ~undefinedStored(mem, P[v]!, U[v]!, exact, i, site) & first, true);
        mem.view.setInt32(i, R[v]!, true);
      };
    case 64:
      return (R, P, V, U) => {
        const i = check(R, P, V),
          p = P[v]!;
        const lo = undefinedStored(mem, p, U[v]!, exact, i, site),
          hi = p === 0 ? 0 : undefinedStored(mem, p, U[v + 1]!, exact, i, site);
        mem.initView.setInt32(i, ~lo & first, true);
        mem.initView.setInt32(i + 4, ~hi & rest, true);
        mem.view.setInt32(i, R[v]!, true);
        mem.view.setInt32(i + 4, R[v + 1]!, true);
        if (a.pointer) mem.storePointer(R[pa]! >>> 0, R[v]!, V[v]!);
      };
  }
}

export function alloca(mem: Memory, size: number, align: number, wideP: boolean, d: number, name: string, site: Site): Op {
  return (R, P, V) => {
    const addr = mem.alloca(size, align, name);
    if (addr < 0) throw stackOverflow(`alloca of ${size} bytes`, mem.stackUsed().now, site);
    R[d] = addr;
    if (wideP) R[d + 1] = 0;
    P[d] = 0;
    V[d] = mem.lastSerial;
  };
}

/**
 * A run-time-sized alloca (`dynalloca`): a new object of R[s] bytes (a 64-bit size's high half
 * must be 0), with its own provenance; a poison size is UB, a size beyond the budget a stack overflow.
 */
export function dynalloca(mem: Memory, align: number, wideP: boolean, d: number, s: number, name: string, site: Site): Op {
  return (R, P, V) => {
    if (P[s]) throw new UbSignal(`alloca of ${aPoison(P[s])} size`, site);
    const size = R[s]! >>> 0;
    const addr = wideP && R[s + 1] !== 0 ? -1 : mem.alloca(size, align, name);
    if (addr < 0) throw stackOverflow(`alloca of ${wideP && R[s + 1] !== 0 ? 'over 4 GiB' : `${size} bytes`}`, mem.stackUsed().now, site);
    R[d] = addr;
    if (wideP) R[d + 1] = 0;
    P[d] = 0;
    V[d] = mem.lastSerial;
  };
}

/** llvm.stacksave: the stack pointer, as a pointer into no object. */
export function stacksave(mem: Memory, wideP: boolean, d: number): Op {
  return (R, P, V) => {
    R[d] = mem.sp;
    if (wideP) R[d + 1] = 0;
    P[d] = 0;
    V[d] = 0;
  };
}

/** llvm.frameaddress(0): the running activation's frame base (Memory.frameBase), a pointer into no object. */
export function frameaddress(mem: Memory, wideP: boolean, d: number): Op {
  return (R, P, V) => {
    R[d] = mem.frameBase();
    if (wideP) R[d + 1] = 0;
    P[d] = 0;
    V[d] = 0;
  };
}

/** llvm.stackrestore: frees the dynamic allocas made since the stacksave of R[a]; any other pointer is UB. */
export function stackrestore(mem: Memory, wideP: boolean, a: number, site: Site): Op {
  return (R, P) => {
    if (P[a]) throw new UbSignal(`stackrestore to ${aPoison(P[a])} pointer`, site);
    const sp = R[a]! >>> 0;
    if ((wideP && R[a + 1] !== 0) || !mem.restoreStack(sp))
      throw new UbSignal(`stackrestore to ${hexAddress(sp)}, which no live stacksave returned`, site);
  };
}

/** Whether base and result stay in one object (see Memory.inbounds), answered from the cache when possible. */
function sameObject(mem: Memory, cache: HitCache, base: number, result: number, prov: number): boolean {
  if (
    mem.epoch === cache.epoch &&
    base >= cache.start &&
    base <= cache.end &&
    result >= cache.start &&
    result <= cache.end &&
    (prov === 0 || prov === cache.serial)
  ) {
    return true;
  }
  if (!mem.inbounds(base, result, prov)) return false;
  cache.fill(mem);
  return true;
}

export function ptradd(mem: Memory, wideP: boolean, inbounds: boolean, d: number, a: number, b: number): Op {
  const cache = new HitCache();
  if (!wideP) {
    if (!inbounds)
      return (R, P, V) => {
        R[d] = (R[a]! + R[b]!) | 0;
        P[d] = P[a]! | P[b]!;
        V[d] = V[a]!;
      };
    return (R, P, V) => {
      const base = R[a]! >>> 0,
        off = R[b]!, // the offset is a signed i32
        prov = V[a]!;
      R[d] = (base + off) | 0;
      P[d] = P[a]! | P[b]! | (off !== 0 && !sameObject(mem, cache, base, base + off, prov) ? 1 : 0);
      V[d] = prov;
    };
  }
  return (R, P, V) => {
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
      else if (!sameObject(mem, cache, blo >>> 0, (blo >>> 0) + olo, V[a]!)) bad = 1;
    }
    P[d] = P[a]! | P[b]! | bad;
    V[d] = V[a]!;
  };
}
