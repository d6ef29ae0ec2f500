// Where the interpreter's memory bytes live, and the shadow of their initialised bits.
//
// Contract: built from a GlobalLayout (engine/ir/global-layout.ts). Three address regions are
// backed, in this order, by one array `bytes` (and its DataView `view`): the defined globals
// [gbase, gend) holding their initial bytes, the heap from common/image.ts's HEAP_BASE (`heapBacked`
// bytes), and the top of the stack below STACK_TOP (from `stackBase`). `index` maps an address
// range to its position there, or -1 (the null page, code, external globals, gaps, unbacked stack).
// Most runs touch little, so the stack's backing starts at 16 KiB and `reserveDownTo` doubles it as
// the stack grows down, `backHeap` doubles the heap's as blocks are handed out; either moves every
// per-byte array into new ones (globals stay, the heap keeps its start, the stack its top) and says
// so, since indices cached by memory.ts are then stale. Which object owns a byte (`owner`, 0: none)
// is memory.ts's to decide; it is kept here only because it moves with the bytes.
// The shadow (`init`, `initView`): per backed byte, the mask of its initialised bits (0xff: the whole
// byte), bit-precise as Memory Sanitizer's shadow (Stepanov and Serebryany, CGO 2015, §3), so a
// bit-field store, a load-modify-store of its container, leaves the container's other bits
// uninitialised. The globals' bytes start initialised; memory.ts marks an alloca's or a malloc'd
// block's uninitialised (and zero, so the bytes themselves stay deterministic); a store sets them
// from its value's undefined bits and a load gives its value the undefined bits of the bytes it
// reads (ops-memory.ts, reading `init`/`initView` directly: they are fields of the Memory itself,
// no indirection on the hot path). The runtime functions see bytes: a byte with any uninitialised
// bit counts as uninitialised for them, and memcpy/memmove carry that shadow byte by byte while other
// writes initialise (`byteShadow`, `setByteShadow`). `undefinedGlobalBits` tells the memory digest
// which bits of the globals are uninitialised at exit (oracles/outcome.ts).

import { HEAP_BASE as HEAP_BASE_ADDRESS, STACK_LO as STACK_LO_ADDRESS, STACK_TOP as STACK_TOP_ADDRESS } from '../../common/image.js';
import type { GlobalLayout } from '../../engine/ir/global-layout.js';

const STACK_TOP = Number(STACK_TOP_ADDRESS);
const STACK_LO = Number(STACK_LO_ADDRESS);
const HEAP_BASE = Number(HEAP_BASE_ADDRESS);

/** The stack's backing store starts this small and doubles on demand (most runs need little). */
const INITIAL_STACK_BACKING = 1 << 14;
/** The heap's backing, once a block needs it, starts at least this large. */
const INITIAL_HEAP_BACKING = 1 << 12;

export class MemoryBacking {
  /** Globals, heap, then the backed top of the stack. Replaced when a region grows: read it after checks. */
  bytes: Uint8Array<ArrayBuffer>;
  view: DataView<ArrayBuffer>;
  /** Per byte of `bytes`: the mask of its initialised bits (0xff: all). Replaced with `bytes`: read it after checks. */
  init: Uint8Array<ArrayBuffer>;
  /** `init` as a DataView, so a wide access checks or sets its shadow bytes in one read or write. */
  initView: DataView<ArrayBuffer>;
  /** Object id per byte; 0 means no live object (memory.ts assigns them). */
  protected owner: Int32Array<ArrayBuffer>;
  private readonly gbase: number;
  private readonly gend: number;
  /** Where the heap's backing starts inside `bytes` (right after the globals). */
  private readonly heapIndex: number;
  /** Bytes of heap backed, from HEAP_BASE. */
  private heapBacked = 0;
  /** Where the stack's backing starts inside `bytes` (after the globals and the heap). */
  private stackIndex: number;
  /** The lowest backed stack address; below it (down to STACK_LO) nothing is reserved yet. */
  private stackBase = STACK_TOP - INITIAL_STACK_BACKING;

  constructor(private readonly layout: GlobalLayout) {
    // Sections reorder globals (global-layout.ts), so the lowest address is not the first in module order.
    this.gbase = layout.globals.reduce((lo, g) => Math.min(lo, Number(g.address)), Number(layout.end));
    this.gend = Number(layout.end);
    this.heapIndex = this.gend - this.gbase;
    this.stackIndex = this.heapIndex;
    this.bytes = new Uint8Array(this.stackIndex + INITIAL_STACK_BACKING);
    this.view = new DataView(this.bytes.buffer);
    this.owner = new Int32Array(this.bytes.length);
    this.init = new Uint8Array(this.bytes.length).fill(0xff, 0, this.stackIndex);
    this.initView = new DataView(this.init.buffer);
    for (const g of layout.globals) this.bytes.set(g.bytes, Number(g.address) - this.gbase);
  }

  /** The position of [addr, addr + size) inside `bytes` if it lies in a backed region, else -1. */
  protected index(addr: number, size: number): number {
    if (addr >= this.stackBase) return addr + size <= STACK_TOP ? addr - this.stackBase + this.stackIndex : -1;
    if (addr >= STACK_LO) return -1;
    if (addr >= this.gbase && addr + size <= this.gend) return addr - this.gbase;
    if (addr >= HEAP_BASE && addr + size <= HEAP_BASE + this.heapBacked) return addr - HEAP_BASE + this.heapIndex;
    return -1;
  }

  /** Whether index `i` of `bytes` lies in the heap or the stack (else in a global, whose final bytes are compared). */
  inStackOrHeap(i: number): boolean {
    return i >= this.heapIndex;
  }

  /** Grows the stack's backing (doubling) until it covers `addr`; true when the arrays moved. */
  protected reserveDownTo(addr: number): boolean {
    if (addr >= this.stackBase) return false;
    let backing = STACK_TOP - this.stackBase;
    while (STACK_TOP - backing > addr) backing *= 2;
    this.rebuild(this.heapBacked, backing);
    return true;
  }

  /** Grows the heap's backing (doubling) until it covers the addresses below `limit`; true when the arrays moved. */
  protected backHeap(limit: number): boolean {
    const end = limit - HEAP_BASE;
    if (end <= this.heapBacked) return false;
    let backed = Math.max(this.heapBacked, INITIAL_HEAP_BACKING);
    while (backed < end) backed *= 2;
    this.rebuild(backed, STACK_TOP - this.stackBase);
    return true;
  }

  /**
   * Moves everything into arrays with `heapBacked` bytes of heap and `stackBacked` bytes of stack
   * (neither smaller than now): globals stay, the heap keeps its start, the stack keeps its top.
   */
  private rebuild(heapBacked: number, stackBacked: number): void {
    const oldStack = STACK_TOP - this.stackBase;
    const stackIndex = this.heapIndex + heapBacked;
    const shift = stackIndex + stackBacked - oldStack - this.stackIndex;
    const bytes = new Uint8Array(stackIndex + stackBacked);
    const owner = new Int32Array(bytes.length);
    const init = new Uint8Array(bytes.length);
    for (const [to, from] of [
      [bytes, this.bytes],
      [owner, this.owner],
      [init, this.init],
    ] as const) {
      to.set(from.subarray(0, this.stackIndex) as never);
      to.set(from.subarray(this.stackIndex) as never, this.stackIndex + shift);
    }
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer);
    this.owner = owner;
    this.init = init;
    this.initView = new DataView(init.buffer);
    this.heapBacked = heapBacked;
    this.stackIndex = stackIndex;
    this.stackBase = STACK_TOP - stackBacked;
  }

  // ---- the shadow ----

  /** Marks [i, i + n) of `bytes` wholly uninitialised (a new alloca or heap block). */
  protected markUninitialised(i: number, n: number): void {
    this.init.fill(0, i, i + n);
  }

  /** Marks [i, i + n) of `bytes` wholly initialised. */
  protected markInitialised(i: number, n: number): void {
    this.init.fill(0xff, i, i + n);
  }

  /** The runtime functions' shadow of [i, i + len): per byte 1 when wholly initialised, else 0. */
  protected byteShadow(i: number, len: number): Uint8Array {
    return this.init.slice(i, i + len).map((m) => (m === 0xff ? 1 : 0));
  }

  /** Gives [i, i + len) the runtime functions' shadow `init` (per byte 0: uninitialised), or initialises it without one. */
  protected setByteShadow(i: number, len: number, init?: Uint8Array): void {
    if (init === undefined) this.init.fill(0xff, i, i + len);
    else for (let k = 0; k < init.length; k++) this.init[i + k] = init[k] === 0 ? 0 : 0xff;
  }

  /**
   * Per defined global with some bit uninitialised at exit (a store of an uninitialised value put
   * it there), in module order: its name and the mask of its initialised bits per byte. Empty when
   * every global is wholly initialised, the common case.
   */
  undefinedGlobalBits(): Array<{ name: string; defined: Uint8Array }> {
    const out: Array<{ name: string; defined: Uint8Array }> = [];
    for (const g of this.layout.globals) {
      const i = Number(g.address) - this.gbase;
      const defined = this.init.subarray(i, i + g.size);
      if (defined.some((m) => m !== 0xff)) out.push({ name: g.name, defined: defined.slice() });
    }
    return out;
  }

  /** The current contents of the defined globals, in module order (for the memory digest). */
  globalContents(): Array<{ name: string; bytes: Uint8Array }> {
    return this.layout.globals.map((g) => {
      const i = Number(g.address) - this.gbase;
      return { name: g.name, bytes: this.bytes.subarray(i, i + g.size) };
    });
  }
}
