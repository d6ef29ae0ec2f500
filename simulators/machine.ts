// One Unicorn engine per ISA, reused across runs: the engine, its fixed memory (entry slots, runtime
// stubs, stack) and its hook callbacks are created once; a run restores the saved CPU context,
// remaps the image's segments and zeroes the stack (a fresh engine costs ~100x more,
// ../shared/design/toolchain.md §4).
//
// The stack is the 8 MiB budget of common/image.ts, [STACK_LO, STACK_TOP), with the unmapped
// guard below it. A run sees all of it mapped and zeroed, but only its top MiB (what every
// ordinary run uses) is mapped ahead and zeroed per run, as the whole 1 MiB stack used to be: the
// rest is mapped, zeroed, when the run first touches it (the invalid-access hook maps it and lets
// the access proceed; a runtime function's access maps it through `accessible`), and unmapped by
// the next load. So an ordinary run costs what it did, and only a run deeper than 1 MiB pays for
// zeroing the other 7 (~1 ms).
//
// The heap (common/image.ts's HEAP_BASE) is mapped only as malloc hands out blocks (`growHeap`, by
// the runtime stubs of traps.ts): in chunks that double, fresh and so zero, and unmapped by the next
// load. A run that never calls malloc costs nothing more.
//
// Contract: `Machine.for(isa)` returns the shared machine. `load(image)` maps the image; `start`
// runs from an address to SENTINEL. `Machine.standalone` makes a private engine (the benchmark's raw
// peer: optionally without the block hook) that its owner closes. Hook callbacks are registered with koffi once per machine and
// dispatch to the `Listener` of the current run, so runs never leak callbacks (koffi allows 8192).
// Thumb runs on the Cortex-M0 model (Thumb-2 encodings are invalid instructions); ARM on the
// ARM1176 (ARMv6), the cores clang-14 and llc-14 compile these triples for.

import koffi from 'koffi';
import { check, HookBlockProto, HookEventProto, HookMemProto, registerCallback, uc, UC, UC_ERR, unregisterCallback } from './unicorn.js';
import { BlockTable } from './block-table.js';
import { nativeBlockHook } from './native-hook.js';
import { alignUp, HEAP_BASE, HEAP_SIZE, PAGE, SLOT_BASE, STACK_LO, STACK_TOP, type Image, type Isa, type Perms } from '../common/image.js';

/** Everything from the entry slots to the end of the stub page: the harness's trap region. */
export const TRAP_BEGIN = SLOT_BASE;
export const TRAP_END = 0x100000n;
/** The top of the stack, mapped once and zeroed every run. */
const STACK_EAGER = 0x100000n;
const STACK_EAGER_BASE = STACK_TOP - STACK_EAGER;
/** The rest of the stack, [STACK_LO, STACK_EAGER_BASE), mapped when a run first touches it. */
const STACK_DEEP = STACK_EAGER_BASE - STACK_LO;
/** The heap is mapped in chunks of at least this many bytes (then doubling). */
const HEAP_CHUNK = 0x10000n;

/** Per-run receivers of the hooks; the machine's registered callbacks forward to them. */
export interface Listener {
  onBlock(address: number, size: number): void;
  /** A code hook on the trap region only (slots and stubs). */
  onTrap(address: number): void;
  /** Only while `exactHooks` is on. */
  onInstruction(address: number): void;
  onMemory(type: number, address: number, size: number): void;
  onInvalidAccess(type: number, address: number): void;
  /** A watched instruction is about to execute (see `watch`). */
  onWatch(address: number): void;
}

/** How a machine counts blocks: native hook + JavaScript slow path, JavaScript only, or not at all. */
export type BlockCounting = 'native' | 'javascript' | 'none';

interface Mapped {
  readonly address: bigint;
  readonly size: bigint;
  readonly perms: Perms;
}

const PROT: Record<Perms, number> = { 'r-x': UC.PROT_READ | UC.PROT_EXEC, 'r--': UC.PROT_READ, 'rw-': UC.PROT_READ | UC.PROT_WRITE };

/** A one-instruction return per ISA fills the trap region: never executed, it only makes the slot translatable. */
const TRAP_FILL: Record<Isa, readonly number[]> = {
  'x86-32': [0xc3],
  'x86-64': [0xc3],
  arm: [0x1e, 0xff, 0x2f, 0xe1],
  thumb: [0x70, 0x47],
};

const ENGINE_MODE: Record<Isa, { arch: number; mode: number; cpu: number | null }> = {
  'x86-32': { arch: UC.ARCH_X86, mode: UC.MODE_32, cpu: null },
  'x86-64': { arch: UC.ARCH_X86, mode: UC.MODE_64, cpu: null },
  arm: { arch: UC.ARCH_ARM, mode: UC.MODE_ARM, cpu: UC.CPU_ARM_1176 },
  thumb: { arch: UC.ARCH_ARM, mode: UC.MODE_THUMB, cpu: UC.CPU_ARM_CORTEX_M0 },
};

function sameMapping(a: Mapped, b: Mapped): boolean {
  return a.address === b.address && a.size === b.size && a.perms === b.perms;
}

export const IDLE: Listener = { onBlock() {}, onTrap() {}, onInstruction() {}, onMemory() {}, onInvalidAccess() {}, onWatch() {} };

export class Machine {
  private static readonly machines = new Map<Isa, Machine>();
  private readonly handle: unknown;
  private readonly context: unknown;
  private listener: Listener = IDLE;
  private mapped: Mapped[] = [];
  private current: Image | null = null;
  private exact = false;
  /** Translations made during a counted start (see `start`). */
  private countedTranslations = false;
  /** A counted start's budget and the instructions it has entered (see `start`). */
  private counted = { budget: 0, entered: 0 };
  private readonly callbacks: {
    block: bigint;
    trap: bigint;
    code: bigint;
    counted: bigint;
    memory: bigint;
    invalid: bigint;
    watch: bigint;
  };
  private exactHookIds: bigint[] = [];
  private watched: readonly number[] = [];
  private watchHookIds: bigint[] = [];
  private readonly reg = Buffer.alloc(8);
  /** Block executions and the step budget (block-table.ts); null on a machine without a block hook. */
  readonly blockTable: BlockTable | null;
  /** Native memory backing the top of the guest stack (freed by `close`; the shared machines live as long as the process). */
  private readonly stackMemory = koffi.alloc('uint8_t', Number(STACK_EAGER));
  private readonly stack = new Uint8Array(koffi.view(this.stackMemory, Number(STACK_EAGER)));
  /** Native memory backing the rest of the stack, allocated by the first run that needs it. */
  private deepMemory: { readonly native: unknown; readonly bytes: Uint8Array } | null = null;
  /** Whether the rest of the stack is mapped (in this run: a load unmaps it). */
  private deepMapped = false;
  /** Bytes of heap mapped from HEAP_BASE in this run. */
  private heapMapped = 0n;

  static for(isa: Isa): Machine {
    let m = Machine.machines.get(isa);
    if (m === undefined) {
      m = new Machine(isa, 'native');
      Machine.machines.set(isa, m);
    }
    return m;
  }

  /** A machine of its own, not shared, that its owner closes; `counting` says how blocks are counted. */
  static standalone(isa: Isa, options: { readonly counting: BlockCounting }): Machine {
    return new Machine(isa, options.counting);
  }

  private constructor(
    readonly isa: Isa,
    counting: BlockCounting,
  ) {
    const { arch, mode, cpu } = ENGINE_MODE[isa];
    const out: unknown[] = [null];
    check(uc.open(arch, mode, out) as number, `uc_open(${isa})`);
    this.handle = out[0];
    if (cpu !== null) check(uc.ctl(this.handle, UC.CTL_WRITE_CPU_MODEL, 'int', cpu) as number, 'uc_ctl(cpu model)');
    this.mapFixed();
    this.callbacks = this.registerCallbacks();
    this.blockTable = counting === 'none' ? null : new BlockTable();
    this.addBlockHook(counting);
    this.addHook(UC.HOOK_CODE, this.callbacks.trap, TRAP_BEGIN, TRAP_END - 1n);
    this.addHook(
      UC.HOOK_MEM_READ_UNMAPPED |
        UC.HOOK_MEM_WRITE_UNMAPPED |
        UC.HOOK_MEM_FETCH_UNMAPPED |
        UC.HOOK_MEM_READ_PROT |
        UC.HOOK_MEM_WRITE_PROT |
        UC.HOOK_MEM_FETCH_PROT,
      this.callbacks.invalid,
      1n,
      0n,
    );
    const ctx: unknown[] = [null];
    check(uc.contextAlloc(this.handle, ctx) as number, 'uc_context_alloc');
    this.context = ctx[0];
    check(uc.contextSave(this.handle, this.context) as number, 'uc_context_save');
  }

  /** Releases a standalone machine: the engine, its context, its callbacks and its stack memory. */
  close(): void {
    check(uc.free(this.context) as number, 'uc_free(context)');
    check(uc.close(this.handle) as number, 'uc_close');
    this.blockTable?.release();
    for (const cb of Object.values(this.callbacks)) unregisterCallback(cb);
    koffi.free(this.stackMemory);
    if (this.deepMemory !== null) koffi.free(this.deepMemory.native);
  }

  private mapFixed(): void {
    const trapBytes = new Uint8Array(Number(TRAP_END - TRAP_BEGIN));
    const fill = TRAP_FILL[this.isa];
    for (let i = 0; i < trapBytes.length; i++) trapBytes[i] = fill[i % fill.length]!;
    this.map(TRAP_BEGIN, TRAP_END - TRAP_BEGIN, PROT['r-x']);
    this.write(TRAP_BEGIN, trapBytes);
    // The stack is host memory the machine owns (uc_mem_map_ptr), so a run resets it with one memset.
    check(uc.memMapPtr(this.handle, STACK_EAGER_BASE, STACK_EAGER, PROT['rw-'], this.stackMemory) as number, 'uc_mem_map_ptr(stack)');
  }

  /**
   * Maps the rest of the stack, zeroed, if [address, address + length) reaches into it and it is not
   * mapped yet; true when it mapped it. An access that faults there was always meant to succeed.
   */
  private mapDeepStack(address: bigint, length: number): boolean {
    if (this.deepMapped || address + BigInt(length) <= STACK_LO || address >= STACK_EAGER_BASE) return false;
    if (this.deepMemory === null) {
      const native = koffi.alloc('uint8_t', Number(STACK_DEEP));
      this.deepMemory = { native, bytes: new Uint8Array(koffi.view(native, Number(STACK_DEEP))) };
    }
    this.deepMemory.bytes.fill(0);
    check(uc.memMapPtr(this.handle, STACK_LO, STACK_DEEP, PROT['rw-'], this.deepMemory.native) as number, 'uc_mem_map_ptr(deep stack)');
    this.deepMapped = true;
    return true;
  }

  private registerCallbacks(): Machine['callbacks'] {
    return {
      block: registerCallback((_h: number, address: number, size: number) => this.listener.onBlock(address, size), HookBlockProto),
      trap: registerCallback((_h: number, address: number) => this.listener.onTrap(address), HookBlockProto),
      code: registerCallback((_h: number, address: number) => this.listener.onInstruction(address), HookBlockProto),
      counted: registerCallback((_h: number, address: number) => this.enterCounted(address), HookBlockProto),
      memory: registerCallback(
        (_h: number, type: number, address: number, size: number) => this.listener.onMemory(type, address, size),
        HookMemProto,
      ),
      watch: registerCallback((_h: number, address: number) => this.listener.onWatch(address), HookBlockProto),
      invalid: registerCallback((_h: number, type: number, address: number, size: number) => {
        if (type !== UC.MEM_FETCH_UNMAPPED && this.mapDeepStack(BigInt(address), Math.max(size, 1))) return true;
        this.listener.onInvalidAccess(type, address);
        return false;
      }, HookEventProto),
    };
  }

  private addHook(type: number, callback: unknown, begin: bigint, end: bigint, user: unknown = null): bigint {
    const id = [0n];
    check(uc.hookAdd(this.handle, id, type, callback, user, begin, end) as number, 'uc_hook_add');
    return id[0]!;
  }

  /**
   * The block hook: the native one (native-hook.ts) over the block table with the JavaScript
   * callback as its slow path, or the JavaScript callback alone ('javascript', or a host without a
   * native hook); none for the benchmark's raw peer.
   */
  private addBlockHook(counting: BlockCounting): void {
    if (counting === 'none') return;
    const native = counting === 'native' ? nativeBlockHook() : null;
    if (native === null) {
      this.addHook(UC.HOOK_BLOCK, this.callbacks.block, 1n, 0n);
      return;
    }
    this.blockTable!.setSlowPath(koffi.address(this.callbacks.block));
    this.addHook(UC.HOOK_BLOCK, native, 1n, 0n, this.blockTable!.pointer);
  }

  /**
   * Maps the image's segments (replacing the previous image's), zeroes the stack, restores the CPU.
   * The same image again only gets its writable segments rewritten: its code is unchanged (r-x), so
   * its translations stay valid — that is what makes short repeated runs cheap.
   */
  load(image: Image): void {
    if (image === this.current) {
      for (const s of image.segments) if (s.perms === 'rw-') this.resetSegment(s.address, s.size, s.bytes);
    } else {
      this.remap(image);
    }
    this.resetStack();
    check(uc.contextRestore(this.handle, this.context) as number, 'uc_context_restore');
  }

  private remap(image: Image): void {
    // Invalidate while the old pages are still mapped: translations are found through them. The
    // trap region's translations stay: its bytes and hooks do not change with the image.
    this.invalidateCode(false);
    this.current = null; // until the new image is fully in place
    const wanted: Mapped[] = image.segments.map((s) => ({
      address: s.address,
      size: alignUp(BigInt(Math.max(s.size, 1)), PAGE),
      perms: s.perms,
    }));
    this.mapSegments(image, wanted);
    this.current = image;
    const code = this.mapped.filter((m) => m.perms === 'r-x');
    const begin = code.length === 0 ? 0n : code.reduce((a, m) => (m.address < a ? m.address : a), code[0]!.address);
    const end = code.reduce((e, m) => (m.address + m.size > e ? m.address + m.size : e), begin);
    this.blockTable?.setRange(Number(begin), Number(end - begin));
  }

  /**
   * Maps the image's segments. A range the previous image mapped the same way (address, size and
   * permissions: small programs mostly fit the same pages) keeps its mapping and gets its contents
   * rewritten, zero-padded as a fresh mapping would be; the others are unmapped and mapped afresh
   * (~100 µs an unmap and a map, so a text that grows by a page no longer remaps the data too).
   */
  private mapSegments(image: Image, wanted: readonly Mapped[]): void {
    const kept: Mapped[] = [];
    for (const m of this.mapped) {
      if (wanted.some((w) => sameMapping(m, w))) kept.push(m);
      else check(uc.memUnmap(this.handle, m.address, m.size) as number, 'uc_mem_unmap');
    }
    this.mapped = [...kept]; // kept stays the old mappings only: new segments are pushed to this.mapped
    image.segments.forEach((s, i) => {
      const w = wanted[i]!;
      if (kept.some((m) => sameMapping(m, w))) {
        this.resetSegment(s.address, s.size, s.bytes);
        return;
      }
      this.map(w.address, w.size, PROT[w.perms]);
      this.mapped.push(w);
      if (s.bytes.length > 0) this.write(s.address, s.bytes);
    });
  }

  /** Maps the heap, zeroed, up to at least `end` (within the heap budget); false when `end` is beyond it. */
  growHeap(end: bigint): boolean {
    if (end > HEAP_BASE + HEAP_SIZE) return false;
    if (end <= HEAP_BASE + this.heapMapped) return true;
    let size = this.heapMapped === 0n ? HEAP_CHUNK : this.heapMapped * 2n;
    while (HEAP_BASE + size < end) size *= 2n;
    if (size > HEAP_SIZE) size = HEAP_SIZE;
    this.map(HEAP_BASE + this.heapMapped, size - this.heapMapped, PROT['rw-']);
    this.heapMapped = size;
    return true;
  }

  private resetStack(): void {
    if (this.heapMapped > 0n) check(uc.memUnmap(this.handle, HEAP_BASE, this.heapMapped) as number, 'uc_mem_unmap(heap)');
    this.heapMapped = 0n;
    this.stack.fill(0);
    if (this.deepMapped) check(uc.memUnmap(this.handle, STACK_LO, STACK_DEEP) as number, 'uc_mem_unmap(deep stack)');
    this.deepMapped = false;
  }

  private resetSegment(address: bigint, size: number, bytes: Uint8Array): void {
    const page = new Uint8Array(Number(alignUp(BigInt(Math.max(size, 1)), PAGE)));
    page.set(bytes);
    this.write(address, page);
  }

  /**
   * Drops the translated blocks of the image's code and, with `trapRegion`, of the trap region.
   * Unicorn 2.0.1 keeps translations across uc_mem_unmap/uc_mem_map (a new image at the same
   * addresses would run the previous image's code), and hooks added later are not compiled into
   * blocks translated earlier. So the image's code goes on every remap and every hook change, the
   * trap region (fixed bytes, mapped once) only when hooks that cover it change: the exact hooks and
   * a counted start's count hook (watch hooks sit on image code only). A full uc_ctl TB_FLUSH costs
   * ~20 ms; removing a range walks it once per page (quadratic in its pages), so the 240-page trap
   * region costs ~90 µs on x86 and ~350 µs on ARM, a page or two of code a few µs.
   */
  private invalidateCode(trapRegion: boolean): void {
    if (trapRegion) this.removeTranslations(TRAP_BEGIN, TRAP_END);
    for (const m of this.mapped) if (m.perms === 'r-x') this.removeTranslations(m.address, m.address + m.size);
  }

  private removeTranslations(begin: bigint, end: bigint): void {
    check(uc.ctl(this.handle, UC.CTL_TB_REMOVE_CACHE, 'uint64_t', begin, 'uint64_t', end) as number, 'uc_ctl(tb remove cache)');
  }

  /** Is [address, address+length) inside memory the program may read (or write)? */
  accessible(address: bigint, length: number, write: boolean): boolean {
    const end = address + BigInt(length);
    if (address >= STACK_LO && end <= STACK_TOP) {
      this.mapDeepStack(address, length);
      return true;
    }
    if (address >= HEAP_BASE && end <= HEAP_BASE + this.heapMapped) return true;
    return this.mapped.some((m) => address >= m.address && end <= m.address + m.size && (write ? m.perms === 'rw-' : true));
  }

  setListener(listener: Listener | null): void {
    this.listener = listener ?? IDLE;
  }

  /**
   * Puts a code hook on exactly these instruction addresses (replacing the previous set, unless it is
   * the same array). Hooks only reach code translated after they exist, hence the invalidation.
   */
  watch(addresses: readonly number[]): void {
    if (addresses === this.watched || (addresses.length === 0 && this.watched.length === 0)) return;
    this.unwatch();
    this.watched = addresses;
    this.rewatch();
    this.invalidateCode(false);
  }

  private unwatch(): void {
    for (const id of this.watchHookIds) check(uc.hookDel(this.handle, id) as number, 'uc_hook_del');
    this.watchHookIds = [];
  }

  private rewatch(): void {
    this.watchHookIds = this.watched.map((a) => this.addHook(UC.HOOK_CODE, this.callbacks.watch, BigInt(a), BigInt(a)));
  }

  /** Turns the per-instruction and memory hooks of the exact (oracle) count path on or off. */
  setExactHooks(on: boolean): void {
    if (on === this.exact) return;
    this.exact = on;
    for (const id of this.exactHookIds) check(uc.hookDel(this.handle, id) as number, 'uc_hook_del');
    this.exactHookIds = on
      ? [
          this.addHook(UC.HOOK_CODE, this.callbacks.code, 1n, 0n),
          this.addHook(UC.HOOK_MEM_READ | UC.HOOK_MEM_WRITE, this.callbacks.memory, 1n, 0n),
        ]
      : [];
    this.invalidateCode(true);
  }

  /**
   * Runs from `begin` until the sentinel `until`, or `count` instructions (0: no limit); the uc_err code.
   * A counted start counts with a code hook that exists for that start only; like any hook it
   * reaches only code translated while it exists, so translations are dropped
   * on the way in (or a counted run overshoots in cached blocks) and on the way out (or later runs
   * keep paying for the hook's call in every instruction translated meanwhile).
   */
  start(begin: bigint, until: bigint, count: number): number {
    if (count > 0 || this.countedTranslations) this.invalidateCode(true);
    this.countedTranslations = count > 0;
    if (count === 0) return uc.emuStart(this.handle, begin, until, 0, 0) as number;
    // The count as our own code hook, not uc_emu_start's: Unicorn 2.0.1 drops its count hook at the
    // next uncounted start with a full tb_flush, which zeroes the whole 1 GiB translation buffer
    // (0.5-3 s and up to a gigabyte of resident memory per flush). Like Unicorn's, it must run before
    // any other code hook, so that the instruction it stops in front of is seen by none: it stands in
    // for the exact path's per-instruction hook, and the watch hooks are added again after it.
    const exactCode = this.exactHookIds[0];
    if (exactCode !== undefined) check(uc.hookDel(this.handle, exactCode) as number, 'uc_hook_del');
    this.unwatch();
    this.counted = { budget: count, entered: 0 };
    const id = this.addHook(UC.HOOK_CODE, this.callbacks.counted, 1n, 0n);
    this.rewatch();
    try {
      return uc.emuStart(this.handle, begin, until, 0, 0) as number;
    } finally {
      check(uc.hookDel(this.handle, id) as number, 'uc_hook_del');
      if (exactCode !== undefined) this.exactHookIds[0] = this.addHook(UC.HOOK_CODE, this.callbacks.code, 1n, 0n);
    }
  }

  /** A counted start's code hook: the instruction past the budget stops the run before it executes (as Unicorn's own count does). */
  private enterCounted(address: number): void {
    if (++this.counted.entered > this.counted.budget) {
      this.stop();
      return;
    }
    if (this.exact) this.listener.onInstruction(address);
  }

  stop(): void {
    check(uc.emuStop(this.handle) as number, 'uc_emu_stop');
  }

  readReg(id: number): bigint {
    check(uc.regRead(this.handle, id, this.reg) as number, 'uc_reg_read');
    return this.reg.readBigUInt64LE();
  }

  writeReg(id: number, value: bigint): void {
    this.reg.writeBigUInt64LE(BigInt.asUintN(64, value));
    check(uc.regWrite(this.handle, id, this.reg) as number, 'uc_reg_write');
  }

  read(address: bigint, length: number): Uint8Array {
    const bytes = new Uint8Array(length);
    if (length > 0) check(uc.memRead(this.handle, address, bytes, length) as number, 'uc_mem_read');
    return bytes;
  }

  /** Reads that may fail (fault reporting): null where memory is not mapped. */
  tryRead(address: bigint, length: number): Uint8Array | null {
    const bytes = new Uint8Array(length);
    return uc.memRead(this.handle, address, bytes, length) === UC_ERR.OK ? bytes : null;
  }

  write(address: bigint, bytes: Uint8Array): void {
    if (bytes.length > 0) check(uc.memWrite(this.handle, address, bytes, bytes.length) as number, 'uc_mem_write');
  }

  private map(address: bigint, size: bigint, perms: number): void {
    check(uc.memMap(this.handle, address, size, perms) as number, `uc_mem_map(0x${address.toString(16)})`);
  }
}
