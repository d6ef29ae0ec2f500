// The linked-program format the emulator harness runs: what any linker (Tessera's own, or the ELF
// object linker for llc output) produces, and the fixed memory map both follow.
//
// Contract: an Image is plain data. Segments sit at fixed, page-aligned addresses chosen by the
// linker from the memory map below; identical inputs give identical images, hence identical memory
// layouts. Function entry *slots* give every function of the module the address the reference
// interpreter gives it (CODE_BASE + 16·i, engine/ir/global-layout.ts), so function pointers stored in
// globals hold the same bytes on both sides and memory digests compare; the harness services a slot
// by moving control to its target without executing or counting anything there. Runtime functions
// live at fixed stub addresses (`runtimeStubAddress`), serviced by the shared TypeScript runtime.
//
// Memory map (all targets, 32-bit addresses so x86-64 absolute relocations fit):
//   0x0000_0000 .. 0x0000_ffff  unmapped: null and small-offset dereferences fault
//   0x0001_0000                 function entry slots, 16 bytes each                 r-x
//   0x000f_0000                 runtime stubs, 16 bytes each, and the return sentinel r-x
//   0x0010_0000                 external globals (addresses only, unmapped)
//   0x0020_0000                 globals: rodata (r--), then data and bss (rw-), page-separated
//   0x0090_0000                 text, then read-only data private to the code        r-x / r--
//   0x0800_0000 .. 0x0c00_0000  heap (64 MiB budget): malloc's blocks, mapped as they are handed out rw-
//   0x1000_0000 .. 0x3f80_0000  stack guard: never mapped, so running off the stack faults here
//   0x3f80_0000 .. 0x4000_0000  stack (8 MiB, grows down from STACK_TOP)             rw-
//   0x3fff_ffe0 .. 0x4000_0000  main's argv block, when the entry is main(argc, argv) (ARGV_BASE)
//
// The stack is the STACK BUDGET both sides share (issue 18): the reference interpreter reserves its
// allocas and a fixed cost per call inside [STACK_LO, STACK_TOP) and reports `stack-overflow` when
// a reservation does not fit; the emulated machine gets exactly this range, and a fault in the guard
// below it is its `stack-overflow`. 8 MiB is Linux's default `ulimit -s`, so ordinary C fits. The
// guard is ~760 MiB (down to the top of the text's space), so a frame smaller than that which
// overflows faults in the guard rather than landing in mapped memory. The stack sits below 2 GiB
// (addresses stay positive as signed 32-bit values) and away from the globals and text, whose
// addresses the corpus images fix (moving it changes no image byte).
//
// The heap is the HEAP BUDGET both sides share (issue 19): malloc/calloc/realloc are runtime
// functions (oracles/runtime-heap.ts) whose one deterministic allocator hands out the same addresses
// on both sides; the interpreter makes each block an object of its own, the emulated machine maps
// the pages a block needs when it is handed out. A request that does not fit returns NULL, as C's
// malloc may. Nothing else is ever placed there, so no image byte depends on it.

export type Isa = 'x86-32' | 'x86-64' | 'arm' | 'thumb';

export type Perms = 'r-x' | 'r--' | 'rw-';

/** Where a global lives: constants, initialized data, zero-initialized data. */
export type GlobalSection = 'rodata' | 'data' | 'bss';

export const PAGE = 0x1000n;
export const SLOT_BASE = 0x10000n;
export const SLOT_SIZE = 16n;
const RUNTIME_BASE = 0xf0000n;
const STUB_SIZE = 16n;
/** The return address the harness plants for the entry call: reaching it ends the run. */
export const SENTINEL = 0xfff00n;
export const GLOBAL_BASE = 0x200000n;
/** The top of the stack: the harness's entry stack pointer and the interpreter's first frame start just below it. */
export const STACK_TOP = 0x40000000n;
/** The stack budget in bytes, shared by the interpreter and the emulated machine (8 MiB). */
export const STACK_SIZE = 0x800000n;
/** The lowest stack address: a reservation or access below it is a stack overflow. */
export const STACK_LO = STACK_TOP - STACK_SIZE;
/** The lowest address of the unmapped guard below the stack: a fault in [STACK_GUARD_BASE, STACK_LO) is a stack overflow. */
export const STACK_GUARD_BASE = 0x10000000n;
export const TEXT_BASE = 0x900000n;
/** The first heap address (see the memory map). */
export const HEAP_BASE = 0x8000000n;
/** The heap budget in bytes, shared by the interpreter and the emulated machine (64 MiB). */
export const HEAP_SIZE = 0x4000000n;

/**
 * C's `main(int argc, char **argv)` is entered with argc 1 and argv = {"prog", NULL}, as a program
 * started by a shell would see it. The argv block occupies the top 32 bytes of the stack, above every
 * frame as on Linux (where argv sits above the initial stack pointer): the array {ARGV_STRING, NULL}
 * of pointer-width entries at ARGV_BASE, the string at ARGV_STRING. The interpreter reserves these
 * bytes before its first frame and the harness writes them inside its argument area (which starts
 * 4 KiB lower), so both sides give argv and argv[0] the same addresses; neither is a global, so
 * memory digests do not see them.
 */
export const ARGV_BASE = STACK_TOP - 32n;
export const ARGV_STRING = ARGV_BASE + 16n;
export const ARGV_PROGRAM_NAME = 'prog';

/** The bytes of the argv block at ARGV_BASE (32 bytes: the array, padding, the NUL-terminated name, padding). */
export function argvBlock(pointerBits: 32 | 64): Uint8Array {
  const block = new Uint8Array(Number(STACK_TOP - ARGV_BASE));
  const entry = pointerBits / 8;
  for (let i = 0; i < entry; i++) block[i] = Number((ARGV_STRING >> BigInt(8 * i)) & 0xffn);
  // block[entry .. 2 * entry) stays 0: argv[argc] is NULL.
  block.set(new TextEncoder().encode(ARGV_PROGRAM_NAME), Number(ARGV_STRING - ARGV_BASE));
  return block;
}

export interface Segment {
  readonly name: string;
  readonly address: bigint;
  /** Size in bytes of the mapped range (page rounding is the loader's business). */
  readonly size: number;
  /** Initial contents; shorter than `size` means the rest is zero (bss). */
  readonly bytes: Uint8Array;
  readonly perms: Perms;
}

export interface CodeSymbol {
  readonly name: string;
  /** The first instruction (for Thumb without the interworking bit: the ISA says Thumb). */
  readonly address: bigint;
  readonly size: number;
}

export interface DataSymbol {
  readonly name: string;
  readonly address: bigint;
  readonly size: number;
}

/** What happens when control reaches a function entry slot. */
export type SlotAction =
  | { readonly kind: 'jump'; readonly target: bigint }
  | { readonly kind: 'runtime'; readonly name: string }
  | { readonly kind: 'undefined'; readonly name: string };

export interface Slot {
  readonly address: bigint;
  readonly function: string;
  readonly action: SlotAction;
}

export interface Image {
  readonly isa: Isa;
  readonly segments: readonly Segment[];
  /** Functions with code, by ascending address. */
  readonly functions: readonly CodeSymbol[];
  /** Defined globals in module order: the memory digest reads them after a run. */
  readonly globals: readonly DataSymbol[];
  readonly slots: readonly Slot[];
  /**
   * Addresses of instructions whose memory access is spill or reload traffic (counted separately
   * as spillLoads / spillStores), or null when the producer cannot tell (llc objects).
   */
  readonly spillSites: ReadonlySet<bigint> | null;
}

/** The entry slot of the i-th function of a module, as the interpreter numbers them. */
export function slotAddress(index: number): bigint {
  return SLOT_BASE + SLOT_SIZE * BigInt(index);
}

/**
 * The entry slots of a module's functions, in module order: a jump to the code of a function with
 * code (`codeOf`), the runtime stub of a runtime function, undefined otherwise (calling it faults).
 */
export function entrySlots(
  functions: readonly { readonly name: string }[],
  codeOf: ReadonlyMap<string, bigint>,
  isRuntime: (name: string) => boolean,
): Slot[] {
  return functions.map((f, i) => {
    const target = codeOf.get(f.name);
    const action: SlotAction =
      target !== undefined
        ? { kind: 'jump', target }
        : isRuntime(f.name)
          ? { kind: 'runtime', name: f.name }
          : { kind: 'undefined', name: f.name };
    return { address: slotAddress(i), function: f.name, action };
  });
}

/** Fixed stub addresses for the runtime functions, in the order of `names` (the runtime's table). */
export function runtimeStubAddresses(names: readonly string[]): ReadonlyMap<string, bigint> {
  return new Map(names.map((n, i) => [n, RUNTIME_BASE + STUB_SIZE * BigInt(i)] as const));
}

/**
 * The runtime functions every image can call, in stub order: both linkers resolve calls to them
 * here, and the harness services each stub with oracles/runtime.ts's implementation of that name
 * (a test checks the two lists are the same).
 */
/**
 * The runtime helpers of llvm.eh.sjlj.setjmp/longjmp on Tessera's back end (engine/lower/sjlj.ts):
 * `setjmp(buf, slot)` stores its return address (the resume point) in `slot` and `slot` in buf[1],
 * returning 0; `longjmp(buf)` sets the frame pointer to buf[0], sp to buf[2] and resumes at *buf[1]
 * with 1 in the result register (simulators/sjlj.ts). The setjmp returns twice: its calls clobber
 * every register (engine/isel/emit-api.ts callRegs).
 */
export const SJLJ_HELPERS = { setjmp: '__tessera_builtin_setjmp', longjmp: '__tessera_builtin_longjmp' } as const;

const RUNTIME_FUNCTION_NAMES: readonly string[] = [
  'abort',
  'exit',
  'putchar',
  'memcpy',
  'memmove',
  'memset',
  'memcmp',
  'strlen',
  '__aeabi_idiv',
  '__aeabi_uidiv',
  '__aeabi_idivmod',
  '__aeabi_uidivmod',
  '__aeabi_ldivmod',
  '__aeabi_uldivmod',
  '__divdi3',
  '__udivdi3',
  '__moddi3',
  '__umoddi3',
  '__aeabi_lmul',
  '__aeabi_llsl',
  '__aeabi_llsr',
  '__aeabi_lasr',
  // The freestanding C library (libc/include), appended so the earlier stubs keep their addresses.
  'puts',
  'malloc',
  'calloc',
  'realloc',
  'free',
  'abs',
  'labs',
  'strcmp',
  'strncmp',
  'strcpy',
  'strncpy',
  'strcat',
  'strncat',
  'strchr',
  'strrchr',
  'strstr',
  'memchr',
  'printf',
  'sprintf',
  // The rest of stdio (oracles/runtime-stdio.ts), appended likewise.
  'fprintf',
  'snprintf',
  'vprintf',
  'vfprintf',
  'vsprintf',
  'vsnprintf',
  'fputs',
  'fputc',
  'putc',
  'mempcpy',
  // Files and anonymous memory (oracles/runtime-files.ts, runtime-mman.ts), appended likewise.
  'tmpnam',
  'fopen',
  'freopen',
  'fclose',
  'fflush',
  'fgetc',
  'getc',
  'fgets',
  'fread',
  'fwrite',
  'fscanf',
  'feof',
  'ferror',
  'fseek',
  'ftell',
  'rewind',
  'remove',
  'unlink',
  'mmap',
  'munmap',
  'open',
  'close',
  // The 128-bit division of the front end's wide integers (engine/frontend/wide-ints.ts), appended likewise.
  '__tessera_divti3',
  '__tessera_udivti3',
  '__tessera_modti3',
  '__tessera_umodti3',
  // GCC's __builtin_setjmp/__builtin_longjmp on Tessera's back end (engine/lower/sjlj.ts,
  // simulators/sjlj.ts), appended likewise.
  SJLJ_HELPERS.setjmp,
  SJLJ_HELPERS.longjmp,
  // <setjmp.h> (libc/include/setjmp.h; simulators/sjlj.ts), appended likewise.
  'setjmp',
  'longjmp',
];

/** The runtime stubs every image can call, at fixed addresses in RUNTIME_FUNCTION_NAMES's order. */
export const RUNTIME_STUBS: ReadonlyMap<string, bigint> = runtimeStubAddresses(RUNTIME_FUNCTION_NAMES);

/** A symbol that could not be resolved or placed while linking (by either linker). */
export class LinkError extends Error {
  override readonly name = 'LinkError';
  /** The symbol that could not be resolved or placed, when there is one. */
  readonly symbol: string | undefined;
  constructor(message: string, symbol?: string) {
    super(message);
    this.symbol = symbol;
  }
}

export function alignUp(value: bigint, align: bigint): bigint {
  return ((value + align - 1n) / align) * align;
}

/** Total bytes of code: the sizes of all function bodies (padding between them excluded). */
export function codeSize(image: Image): number {
  return image.functions.reduce((sum, f) => sum + f.size, 0);
}
