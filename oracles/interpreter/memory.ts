// The interpreter's memory: byte-addressed, little-endian, with every byte owned by at most one
// live object, so each access can be checked.
//
// Contract: built from a GlobalLayout (engine/ir/global-layout.ts). Three regions are backed: the
// defined globals at [GLOBAL_BASE, layout.end), the heap (below) and the stack [STACK_LO, STACK_TOP),
// which grows downward from STACK_TOP. Everything else (the null page, function code, external
// globals, gaps) is invalid. Where their bytes live (grown on demand) and the shadow of their
// initialised bits are memory-backing.ts's, which this class extends with objects: a new alloca's
// or malloc'd block's bytes are zero and uninitialised, the globals' and argv's initialised.
// An access of `size` bytes is valid when all its bytes belong to one live object
// (a global, or an alloca of a frame that has not returned); writes additionally need a non-constant
// object. Addresses are JS numbers (the interpreter checks that 64-bit pointers have a zero high half).
// Provenance: every object also gets a serial, unique for the run (globals 1..n in module order,
// then allocas as they are made; an id is reused by later allocas, a serial never is). An access
// through a pointer with a known serial is valid only when all its bytes belong to that very object
// while it is live (so one past the end of @g is not @h, and a pointer into a returned frame is not
// the new frame's alloca at the same address); serial 0 is a wildcard checked by owner only. Pointers
// stored to memory keep their serial in a shadow keyed by address, used when the same bits are
// loaded back as a pointer while that object lives; anything else loaded as a pointer is a wildcard.
// The stack is the budget common/image.ts defines, shared with the emulator harness: allocas
// (with their alignment padding) plus CALL_FRAME_BYTES per call must fit in [STACK_LO, STACK_TOP),
// else `alloca`/`enterCall` refuse and the run ends `stack-overflow` (signals.ts). That accounting
// is a lower bound of a machine's use (a non-leaf machine frame holds at least its return address
// or saved lr, rounded to the ABI's 8- or 16-byte stack alignment), so when the interpreter
// overflows the machine does too; `stackUsed` is the deepest reservation, for verdicts that must
// say how close to the budget a run came. Unbounded recursion so ends without exhausting the host.
// The heap (common/image.ts's HEAP_BASE, filled by oracles/runtime-heap.ts's allocator through
// `allocate`/`release`, the HeapBacking) is a third backed region, between the globals and the stack
// in `bytes`: each malloc'd block is an object of its own, zero and uninitialised, whose id lies
// above HEAP_ID (so the stack's id discipline — ids reused as frames return — never touches it);
// free makes its bytes belong to no object, so a later access is `ub` (use after free; addresses are
// never reused). Pointers the runtime returns carry no provenance (serial 0), so a heap access is
// checked against the block that owns its bytes: the allocator's red zone after each block makes an
// overflow past the end invalid, an overflow into another block goes unseen.

import {
  ARGV_BASE,
  ARGV_PROGRAM_NAME,
  ARGV_STRING,
  argvBlock,
  STACK_LO as STACK_LO_ADDRESS,
  STACK_SIZE,
  STACK_TOP as STACK_TOP_ADDRESS,
} from '../../common/image.js';
import { planted } from '../../common/planted-bugs.js';
import { hexAddress } from '../../common/text.js';
import { EXTERN_BASE, EXTERN_SPACING, type GlobalLayout } from '../../engine/ir/global-layout.js';
import type { RuntimeMemory } from '../runtime.js';
import { HEAP_REDZONE, type HeapBacking } from '../runtime-heap.js';
import { MemoryBacking } from './memory-backing.js';

const STACK_TOP = Number(STACK_TOP_ADDRESS);
const STACK_LO = Number(STACK_LO_ADDRESS);
/** Heap objects' ids start here: far above any stack id (8 MiB of one-byte allocas stay below it). */
const HEAP_ID = 0x40000000;
const NULL_PAGE_END = 0x1000;
/** The least any target's non-leaf frame takes: ARM's saved lr 8-aligned, x86-64's return address (x86-32 rounds to 16). */
const CALL_FRAME_BYTES = 8;

/** A malloc'd block (see the contract): [start, end), its serial, and whether free has ended it. */
interface HeapObject {
  readonly start: number;
  readonly end: number;
  readonly serial: number;
  live: boolean;
}

/** Object ids (per byte in `owner`): globals are 1..n, allocas follow, heap blocks from HEAP_ID. */
export class Memory extends MemoryBacking implements RuntimeMemory, HeapBacking {
  /** malloc'd blocks, by id - HEAP_ID. */
  private readonly heap: HeapObject[] = [];
  /** The index in `heap` of the block starting at an address (each address starts at most one block). */
  private readonly heapIds = new Map<number, number>();
  private start = new Int32Array(64);
  private end = new Int32Array(64);
  /** Serial per id (see the contract); a pointer's provenance is its object's serial. */
  private serial = new Int32Array(64);
  private nextSerial = 1;
  private readonly globalSerials = new Map<string, number>();
  /** Pointer stores by address: the bits stored and their provenance, valid while `id` holds `serial`. */
  private readonly storedPointers = new Map<number, { bits: number; serial: number; id: number }>();
  private readonly constantIds: Uint8Array;
  private readonly names: string[] = [''];
  private readonly externals: Map<number, string>;
  /** Next free object id; allocas are released in stack order, so ids are reused like the stack. */
  private count: number;
  /** The current stack pointer: the lowest reserved stack address. */
  sp = STACK_TOP;
  /** The frame base of each activation entered by `enterCall` and not yet left, innermost last. */
  private readonly frameBases: number[] = [];
  /** The lowest the stack pointer has been in this run (see `stackUsed`). */
  private lowestSp = STACK_TOP;
  /** The lowest address a reservation may reach: STACK_LO (a planted bug halves the budget). */
  private readonly limit = planted('interp-stack-budget-halved') ? STACK_TOP - Number(STACK_SIZE) / 2 : STACK_LO;
  /**
   * Bumped whenever an object dies or the backing moves. Within one epoch objects are only added
   * and never move, so an operation may cache the object it last hit (see `hitStart`).
   */
  epoch = 0;
  /** After a successful readIndex/writeIndex/inbounds: the object hit, [hitStart, hitEnd), and the index - address delta. */
  hitStart = -1;
  hitEnd = -1;
  hitDelta = 0;
  /** The serial of the object hit. */
  hitSerial = 0;
  /** The serial of the object the last `alloca` made. */
  lastSerial = 0;

  constructor(layout: GlobalLayout) {
    super(layout);
    this.constantIds = new Uint8Array(layout.globals.length + 1);
    this.count = 1;
    for (const g of layout.globals) {
      const id = this.newObject(Number(g.address), g.size, `@${g.name}`);
      this.globalSerials.set(g.name, this.serial[id]!);
      this.constantIds[id] = g.constant ? 1 : 0;
    }
    this.externals = new Map([...layout.externals].map(([name, a]) => [Number(a), name]));
  }

  private newObject(address: number, size: number, name: string): number {
    const id = this.count++;
    if (id >= this.start.length) {
      const grow = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.start = grow(this.start);
      this.end = grow(this.end);
      this.serial = grow(this.serial);
    }
    this.serial[id] = this.nextSerial++;
    this.start[id] = address;
    this.end[id] = address + size;
    this.names[id] = name;
    const i = this.index(address, 0);
    this.owner.fill(id, i, i + size);
    return id;
  }

  /** The index in `bytes` of a valid read of `size` bytes at `addr` through provenance `prov`, or -1. */
  readIndex(addr: number, size: number, prov = 0): number {
    const i = this.index(addr, size);
    if (i < 0) return -1;
    const o = this.owner[i]!;
    if (o === 0 || this.owner[i + size - 1] !== o) return -1;
    if (prov !== 0 && this.serialOf(o) !== prov) return -1;
    this.hit(o, i - addr);
    return i;
  }

  private hit(o: number, delta: number): void {
    this.hitStart = this.startOf(o);
    this.hitEnd = this.endOf(o);
    this.hitDelta = delta;
    this.hitSerial = this.serialOf(o);
  }

  // Object facts by id, heap objects included (ids from HEAP_ID).
  private startOf(o: number): number {
    return o >= HEAP_ID ? this.heap[o - HEAP_ID]!.start : this.start[o]!;
  }
  private endOf(o: number): number {
    return o >= HEAP_ID ? this.heap[o - HEAP_ID]!.end : this.end[o]!;
  }
  private serialOf(o: number): number {
    return o >= HEAP_ID ? this.heap[o - HEAP_ID]!.serial : this.serial[o]!;
  }

  private nameOf(o: number): string {
    return o >= HEAP_ID ? `heap block ${hexAddress(this.heap[o - HEAP_ID]!.start)}` : this.names[o]!;
  }

  /** The index in `bytes` of a valid write of `size` bytes at `addr` through provenance `prov`, or -1. */
  writeIndex(addr: number, size: number, prov = 0): number {
    const i = this.readIndex(addr, size, prov);
    return i >= 0 && this.constantIds[this.owner[i]!] !== 1 ? i : -1;
  }

  /** The serial of defined global `name` (the provenance of its address), 0 for anything else. */
  globalSerial(name: string): number {
    return this.globalSerials.get(name) ?? 0;
  }

  /** The live object with serial `prov`, or 0 (a dead one, or the wildcard). Live serials rise with the id. */
  private liveObject(prov: number): number {
    let lo = 1,
      hi = this.count - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const s = this.serial[mid]!;
      if (s === prov) return mid;
      if (s < prov) lo = mid + 1;
      else hi = mid - 1;
    }
    return 0;
  }

  /** Records that a pointer with bits `bits` (low 32) and provenance `prov` was stored at `addr`. */
  storePointer(addr: number, bits: number, prov: number): void {
    if (prov === 0) {
      this.storedPointers.delete(addr);
      return;
    }
    const o = this.liveObject(prov);
    const known = this.storedPointers.get(addr);
    if (known === undefined) this.storedPointers.set(addr, { bits, serial: prov, id: o });
    else {
      known.bits = bits;
      known.serial = prov;
      known.id = o;
    }
  }

  /** The provenance of pointer bits `bits` loaded from `addr`: the stored one while its object lives, else 0. */
  loadedPointer(addr: number, bits: number): number {
    const known = this.storedPointers.get(addr);
    if (known === undefined || known.bits !== bits || known.id >= this.count) return 0;
    return this.serial[known.id] === known.serial ? known.serial : 0;
  }

  /** The name of the object that owns index `i` of `bytes` (for reasons). */
  nameAt(i: number): string {
    return this.nameOf(this.owner[i]!);
  }

  private ownerAt(addr: number): number {
    const i = this.index(addr, 1);
    return i < 0 ? 0 : this.owner[i]!;
  }

  /**
   * Whether `result` (an exact integer, possibly out of the address range) stays in the object of
   * `base`, one-past-the-end included. A base that is one past the end of an object may also be the
   * start of the next one, so both readings are accepted.
   */
  inbounds(base: number, result: number, prov = 0): boolean {
    if (prov !== 0) {
      // Derived from a live object: only that object counts (a dead one falls back to the owner check).
      // Usually the base lies in (or one past) its object: find it by owner before searching.
      const o = this.ownerAt(base),
        p = this.ownerAt(base - 1);
      const q = o !== 0 && this.serialOf(o) === prov ? o : p !== 0 && this.serialOf(p) === prov ? p : this.liveObject(prov);
      if (q !== 0) {
        const lo = this.startOf(q),
          hi = this.endOf(q);
        this.hit(q, 0);
        return base >= lo && base <= hi && result >= lo && result <= hi;
      }
    }
    const o = this.ownerAt(base);
    if (o !== 0 && result >= this.startOf(o) && result <= this.endOf(o)) {
      this.hit(o, 0);
      return true;
    }
    const p = this.ownerAt(base - 1);
    if (p !== 0 && this.endOf(p) === base && result >= this.startOf(p) && result <= this.endOf(p)) {
      this.hit(p, 0);
      return true;
    }
    // An external global has no known size: its accesses are reported as errors instead.
    this.hitStart = this.hitEnd = -1;
    return this.externalAt(base) !== undefined;
  }

  /** The name of the external global whose unbacked slot contains `addr`, if any. */
  externalAt(addr: number): string | undefined {
    const base = Number(EXTERN_BASE);
    if (addr < base) return undefined;
    return this.externals.get(addr - ((addr - base) % Number(EXTERN_SPACING)));
  }

  /** Why an access of `size` bytes at `addr` through provenance `prov` is invalid (called only after a check failed). */
  explain(addr: number, size: number, write: boolean, prov = 0): string {
    const at = hexAddress(addr);
    if (prov !== 0) {
      const why = this.explainProvenance(addr, size, write, prov);
      if (why !== null) return why;
    }
    if (addr < NULL_PAGE_END) return `null pointer ${write ? 'write' : 'read'} at ${at}`;
    const i = this.readIndex(addr, size);
    if (i >= 0) return `write to constant global ${this.names[this.owner[i]!]} at ${at}`;
    if (addr >= STACK_LO && addr < this.sp && addr + size <= STACK_TOP) {
      return `access to freed stack memory at ${at} (use after return)`;
    }
    const freed = this.heap.find((h) => !h.live && addr < Math.max(h.end, h.start + 1) && addr + size > h.start);
    if (freed !== undefined) return `access to freed heap memory at ${at} (use after free of the block at ${hexAddress(freed.start)})`;
    const block = this.heap.find((h) => addr < h.end + Number(HEAP_REDZONE) && addr + size > h.start);
    const near = block === undefined ? '' : ` (heap block of ${block.end - block.start} bytes at ${hexAddress(block.start)})`;
    return `out-of-bounds ${write ? 'write' : 'read'} of ${size} bytes at ${at}${near}`;
  }

  /** Why the access breaks provenance `prov`, or null when it lies inside that live object. */
  private explainProvenance(addr: number, size: number, write: boolean, prov: number): string | null {
    const o = this.liveObject(prov);
    const access = `${write ? 'write' : 'read'} of ${size} byte${size === 1 ? '' : 's'} at ${hexAddress(addr)}`;
    // Globals never die, so a dead object is an alloca of a returned frame.
    if (o === 0) return `access to freed stack memory at ${hexAddress(addr)} (use after return)`;
    const start = this.start[o]!,
      end = this.end[o]!,
      name = this.names[o]!;
    if (addr >= start && addr + size <= end) return null;
    const bytes = (n: number): string => `${n} byte${n === 1 ? '' : 's'}`;
    let where: string;
    if (addr === end) where = `one past the end of ${name}`;
    else if (addr > end) where = `${bytes(addr - end)} past the end of ${name}`;
    else if (addr + size <= start) where = `${bytes(start - addr)} before ${name}`;
    else where = `crossing the bounds of ${name}`;
    return `out-of-bounds ${access} (${where}, ${end - start} bytes at ${hexAddress(start)})`;
  }

  /** Reserves a zeroed, uninitialised alloca; returns its address, or -1 on stack overflow. */
  alloca(size: number, align: number, name = 'alloca'): number {
    const a = Math.max(1, align);
    const sp = Math.floor((this.sp - size) / a) * a;
    if (sp < this.limit) return -1;
    this.reserve(sp);
    this.sp = sp;
    this.lowestSp = Math.min(this.lowestSp, sp);
    const i = this.index(sp, 0);
    this.bytes.fill(0, i, i + size);
    this.markUninitialised(i, size);
    this.lastSerial = this.serial[this.newObject(sp, size, name)]!;
    return sp;
  }

  /**
   * Reserves main's argv block at the top of the stack (common/image.ts's ARGV_BASE), before the
   * first frame: the array and the string are two live, initialised, writable objects that no
   * frame frees, and argv[0] keeps the string's provenance.
   */
  placeArgv(pointerBits: 32 | 64): void {
    const base = Number(ARGV_BASE),
      str = Number(ARGV_STRING);
    const block = argvBlock(pointerBits);
    this.sp = this.lowestSp = base;
    const i = this.index(base, 0);
    this.bytes.set(block, i);
    this.markInitialised(i, block.length);
    this.newObject(base, (2 * pointerBits) / 8, 'argv');
    const name = this.newObject(str, ARGV_PROGRAM_NAME.length + 1, 'argv[0]');
    this.storePointer(base, str, this.serial[name]!);
  }

  /** Reserves a call's own stack bytes; false on stack overflow. */
  enterCall(): boolean {
    if (this.sp - CALL_FRAME_BYTES < this.limit) return false;
    this.sp -= CALL_FRAME_BYTES;
    this.reserve(this.sp);
    this.lowestSp = Math.min(this.lowestSp, this.sp);
    this.frameBases.push(this.sp);
    return true;
  }

  /** The executor leaves an activation entered by `enterCall` (its frame base is no longer current). */
  leaveCall(): void {
    this.frameBases.pop();
  }

  /**
   * llvm.frameaddress(0) of the running activation: the sp just after its call's reservation, so
   * above its own objects and below its callers' (the stack grows down, as on every target here).
   * The entry function, entered without a reservation, has the last byte of the stack (STACK_TOP
   * itself lies outside the stack range the memory digest canonicalises, oracles/outcome.ts).
   */
  frameBase(): number {
    return this.frameBases.at(-1) ?? STACK_TOP - 1;
  }

  /** Bytes of the stack budget in use now, and at the deepest point of the run so far. */
  stackUsed(): { readonly now: number; readonly peak: number } {
    return { now: STACK_TOP - this.sp, peak: STACK_TOP - this.lowestSp };
  }

  /** Backs the stack down to `addr`; moved arrays move every index a cached hit holds. */
  private reserve(addr: number): void {
    if (this.reserveDownTo(addr)) this.epoch++;
  }

  // ---- HeapBacking: malloc's blocks as objects (oracles/runtime-heap.ts decides their addresses) ----

  /** Makes [addr, addr + len) a new heap object, zero and uninitialised. */
  allocate(addr: bigint, len: number): boolean {
    const start = Number(addr);
    if (this.backHeap(start + len)) this.epoch++; // every stack index moved
    const id = HEAP_ID + this.heap.length;
    this.heapIds.set(start, this.heap.length);
    this.heap.push({ start, end: start + len, serial: this.nextSerial++, live: true });
    const i = this.index(start, 0);
    this.owner.fill(id, i, i + len);
    this.markUninitialised(i, len);
    return true;
  }

  /** Ends the heap object at [addr, addr + len): its bytes belong to no object any more. */
  release(addr: bigint, len: number): void {
    const start = Number(addr);
    const block = this.heap[this.heapIds.get(start) ?? -1];
    if (block !== undefined) block.live = false;
    const i = this.index(start, 0);
    this.owner.fill(0, i, i + len);
    this.epoch++; // an object died: cached hits may name it
  }

  /** The marks to give `leave` when the frame entered now returns. */
  objectMark(): number {
    return this.count;
  }

  /**
   * llvm.stackrestore: frees the stack objects below `sp` (the dynamic allocas made since the
   * stacksave that returned it; stack objects are made in address order, so they are the newest)
   * and moves sp back up. False when `sp` is below the current sp or above the stack: no stacksave
   * of a live frame returned it.
   */
  restoreStack(sp: number): boolean {
    if (sp < this.sp || sp > STACK_TOP) return false;
    let mark = this.count;
    while (mark > 0 && this.start[mark - 1]! >= STACK_LO && this.start[mark - 1]! < sp) mark--;
    this.leave(sp, mark);
    return true;
  }

  /** Frees everything reserved since the frame started: its allocas become invalid. */
  leave(sp: number, objectMark: number): void {
    if (objectMark !== this.count) this.epoch++; // allocas die
    this.owner.fill(0, this.index(this.sp, 0), this.index(sp, 0));
    this.sp = sp;
    this.count = objectMark;
  }

  // ---- RuntimeMemory: bigint addresses for the shared runtime functions ----

  private rangeIndex(addr: bigint, len: number): number {
    if (addr < 0n || addr >= 0x100000000n || len <= 0) return -1;
    return this.readIndex(Number(addr), len);
  }

  read(addr: bigint, len: number): Uint8Array | null {
    const i = this.rangeIndex(addr, len);
    return i < 0 ? null : this.bytes.slice(i, i + len);
  }

  /**
   * The shadow of a readable range: per byte 1 when initialised (see RuntimeMemory.initialised); the
   * runtime functions see bytes, so a byte with any uninitialised bit counts as uninitialised.
   */
  initialised(addr: bigint, len: number): Uint8Array | null {
    const i = this.rangeIndex(addr, len);
    return i < 0 ? null : this.byteShadow(i, len);
  }

  write(addr: bigint, data: Uint8Array, init?: Uint8Array): boolean {
    const i = this.rangeIndex(addr, data.length);
    if (i < 0 || this.constantIds[this.owner[i]!] === 1) return false;
    this.bytes.set(data, i);
    this.setByteShadow(i, data.length, init);
    return true;
  }
}
