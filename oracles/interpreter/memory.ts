// The interpreter's memory: byte-addressed, little-endian, with every byte owned by at most one
// live object, so each access can be checked.
//
// Contract: built from a GlobalLayout (engine/ir/global-layout.ts). Two backed regions exist:
// the defined globals at [GLOBAL_BASE, layout.end) and the stack [STACK_LO, STACK_TOP), which grows
// downward from STACK_TOP. Everything else (the null page, function code, external globals,
// gaps) is invalid. An access of `size` bytes is valid when all its bytes belong to one live object
// (a global, or an alloca of a frame that has not returned); writes additionally need a non-constant
// object. Addresses are JS numbers (the interpreter checks that 64-bit pointers have a zero high half).
// Allocas are zero-filled when reserved, so an uninitialised read is deterministic (0); memory never
// holds poison, because storing poison is undefined behaviour and stops the run first.
// The stack is the budget common/image.ts defines, shared with the emulator harness: allocas
// (with their alignment padding) plus CALL_FRAME_BYTES per call must fit in [STACK_LO, STACK_TOP),
// else `alloca`/`enterCall` refuse and the run ends `stack-overflow` (signals.ts). That accounting
// is a lower bound of a machine's use (a non-leaf machine frame holds at least its return address
// or saved lr, rounded to the ABI's 8- or 16-byte stack alignment), so when the interpreter
// overflows the machine does too; `stackUsed` is the deepest reservation, for verdicts that must
// say how close to the budget a run came. Unbounded recursion so ends without exhausting the host.

import { STACK_LO as STACK_LO_ADDRESS, STACK_SIZE, STACK_TOP as STACK_TOP_ADDRESS } from '../../common/image.js';
import { planted } from '../../common/planted-bugs.js';
import { hexAddress } from '../../common/text.js';
import { EXTERN_BASE, EXTERN_SPACING, type GlobalLayout } from '../../engine/ir/global-layout.js';
import type { RuntimeMemory } from '../runtime.js';

const STACK_TOP = Number(STACK_TOP_ADDRESS);
const STACK_LO = Number(STACK_LO_ADDRESS);
const NULL_PAGE_END = 0x1000;
/** The least any target's non-leaf frame takes: ARM's saved lr 8-aligned, x86-64's return address (x86-32 rounds to 16). */
const CALL_FRAME_BYTES = 8;

/** The stack's backing store starts this small and doubles on demand (most runs need little). */
const INITIAL_STACK_BACKING = 1 << 14;

export class Memory implements RuntimeMemory {
  /** Globals, then the backed top of the stack. Replaced when the stack grows: read it after checks. */
  bytes: Uint8Array<ArrayBuffer>;
  view: DataView<ArrayBuffer>;
  /** Object id per byte; 0 means no live object. Globals are ids 1..n, allocas follow. */
  private owner: Int32Array<ArrayBuffer>;
  private readonly gbase: number;
  private readonly gend: number;
  /** Where the stack's backing starts inside `bytes` (the globals come first). */
  private readonly stackIndex: number;
  /** The lowest backed stack address; below it (down to STACK_LO) nothing is reserved yet. */
  private stackBase = STACK_TOP - INITIAL_STACK_BACKING;
  private start = new Int32Array(64);
  private end = new Int32Array(64);
  private readonly constantIds: Uint8Array;
  private readonly names: string[] = [''];
  private readonly externals: Map<number, string>;
  /** Next free object id; allocas are released in stack order, so ids are reused like the stack. */
  private count: number;
  /** The current stack pointer: the lowest reserved stack address. */
  sp = STACK_TOP;
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

  constructor(private readonly layout: GlobalLayout) {
    // Sections reorder globals (global-layout.ts), so the lowest address is not the first in module order.
    this.gbase = layout.globals.reduce((lo, g) => Math.min(lo, Number(g.address)), Number(layout.end));
    this.gend = Number(layout.end);
    this.stackIndex = this.gend - this.gbase;
    this.bytes = new Uint8Array(this.stackIndex + INITIAL_STACK_BACKING);
    this.view = new DataView(this.bytes.buffer);
    this.owner = new Int32Array(this.bytes.length);
    this.constantIds = new Uint8Array(layout.globals.length + 1);
    this.count = 1;
    for (const g of layout.globals) {
      const id = this.newObject(Number(g.address), g.size, g.name);
      this.constantIds[id] = g.constant ? 1 : 0;
      this.bytes.set(g.bytes, Number(g.address) - this.gbase);
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
    }
    this.start[id] = address;
    this.end[id] = address + size;
    this.names[id] = name;
    const i = this.index(address, 0);
    this.owner.fill(id, i, i + size);
    return id;
  }

  /** The position of [addr, addr + size) inside `bytes` if it lies in a backed region, else -1. */
  private index(addr: number, size: number): number {
    if (addr >= this.stackBase) return addr + size <= STACK_TOP ? addr - this.stackBase + this.stackIndex : -1;
    if (addr >= STACK_LO) return -1;
    if (addr >= this.gbase && addr + size <= this.gend) return addr - this.gbase;
    return -1;
  }

  /** The index in `bytes` of a valid read of `size` bytes at `addr`, or -1. */
  readIndex(addr: number, size: number): number {
    const i = this.index(addr, size);
    if (i < 0) return -1;
    const o = this.owner[i]!;
    if (o === 0 || this.owner[i + size - 1] !== o) return -1;
    this.hit(o, i - addr);
    return i;
  }

  private hit(o: number, delta: number): void {
    this.hitStart = this.start[o]!;
    this.hitEnd = this.end[o]!;
    this.hitDelta = delta;
  }

  /** The index in `bytes` of a valid write of `size` bytes at `addr`, or -1. */
  writeIndex(addr: number, size: number): number {
    const i = this.readIndex(addr, size);
    return i >= 0 && this.constantIds[this.owner[i]!] !== 1 ? i : -1;
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
  inbounds(base: number, result: number): boolean {
    const o = this.ownerAt(base);
    if (o !== 0 && result >= this.start[o]! && result <= this.end[o]!) {
      this.hit(o, 0);
      return true;
    }
    const p = this.ownerAt(base - 1);
    if (p !== 0 && this.end[p] === base && result >= this.start[p]! && result <= this.end[p]!) {
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

  /** Why an access of `size` bytes at `addr` is invalid (called only after a check failed). */
  explain(addr: number, size: number, write: boolean): string {
    const at = hexAddress(addr);
    if (addr < NULL_PAGE_END) return `null pointer ${write ? 'write' : 'read'} at ${at}`;
    const i = this.readIndex(addr, size);
    if (i >= 0) return `write to constant global @${this.names[this.owner[i]!]} at ${at}`;
    if (addr >= STACK_LO && addr < this.sp && addr + size <= STACK_TOP) {
      return `access to freed stack memory at ${at} (use after return)`;
    }
    return `out-of-bounds ${write ? 'write' : 'read'} of ${size} bytes at ${at}`;
  }

  /** Reserves a zeroed alloca; returns its address, or -1 on stack overflow. */
  alloca(size: number, align: number): number {
    const a = Math.max(1, align);
    const sp = Math.floor((this.sp - size) / a) * a;
    if (sp < this.limit) return -1;
    this.reserveDownTo(sp);
    this.sp = sp;
    this.lowestSp = Math.min(this.lowestSp, sp);
    const i = this.index(sp, 0);
    this.bytes.fill(0, i, i + size);
    this.newObject(sp, size, 'alloca');
    return sp;
  }

  /** Reserves a call's own stack bytes; false on stack overflow. */
  enterCall(): boolean {
    if (this.sp - CALL_FRAME_BYTES < this.limit) return false;
    this.sp -= CALL_FRAME_BYTES;
    this.reserveDownTo(this.sp);
    this.lowestSp = Math.min(this.lowestSp, this.sp);
    return true;
  }

  /** Bytes of the stack budget in use now, and at the deepest point of the run so far. */
  stackUsed(): { readonly now: number; readonly peak: number } {
    return { now: STACK_TOP - this.sp, peak: STACK_TOP - this.lowestSp };
  }

  /** Grows the stack's backing (doubling) until it covers `addr`. */
  private reserveDownTo(addr: number): void {
    if (addr >= this.stackBase) return;
    let backing = STACK_TOP - this.stackBase;
    while (STACK_TOP - backing > addr) backing *= 2;
    const shift = backing - (STACK_TOP - this.stackBase);
    const bytes = new Uint8Array(this.stackIndex + backing);
    const owner = new Int32Array(bytes.length);
    bytes.set(this.bytes.subarray(0, this.stackIndex));
    owner.set(this.owner.subarray(0, this.stackIndex));
    bytes.set(this.bytes.subarray(this.stackIndex), this.stackIndex + shift);
    owner.set(this.owner.subarray(this.stackIndex), this.stackIndex + shift);
    this.epoch++; // every stack index moved
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer);
    this.owner = owner;
    this.stackBase = STACK_TOP - backing;
  }

  /** The marks to give `leave` when the frame entered now returns. */
  objectMark(): number {
    return this.count;
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

  write(addr: bigint, data: Uint8Array): boolean {
    const i = this.rangeIndex(addr, data.length);
    if (i < 0 || this.constantIds[this.owner[i]!] === 1) return false;
    this.bytes.set(data, i);
    return true;
  }

  /** The current contents of the defined globals, in module order (for the memory digest). */
  globalContents(): Array<{ name: string; bytes: Uint8Array }> {
    return this.layout.globals.map((g) => {
      const i = Number(g.address) - this.gbase;
      return { name: g.name, bytes: this.bytes.subarray(i, i + g.size) };
    });
  }
}
