// The counting block hook as host machine code, so that Unicorn does not call into JavaScript once
// per executed block: a koffi callback costs ~170 ns, more than most guest blocks take to run, and an
// empty JavaScript block hook alone slows the corpus 2.5x (bench/emulator.ts). The native hook does
// the common case of block-table.ts's bookkeeping in a dozen host instructions and tail-calls the
// JavaScript slow path for everything else.
//
// Contract: `nativeBlockHook()` is the address of the hook, a Unicorn block-hook callback
// `void hook(uc_engine *uc, uint64_t address, uint32_t size, void *table)` for x86-64 Linux hosts
// (System V: address in rsi, size in edx, table in rcx), or null on any other host, where the
// JavaScript slow path does all the work (same table, same counts, slower). It reads and writes only
// the table (layout in block-table.ts, TABLE below); the code page is mapped read+execute after it
// is written (never writable and executable at once). `hostMemory` maps zeroed host memory that the
// native hook and JavaScript share.

import koffi from 'koffi';

/** Byte offsets in a block table (block-table.ts owns the layout; the host code below bakes it in). */
export const TABLE = {
  base: 0,
  length: 8,
  left: 16,
  last: 24,
  slow: 32,
  entries: 64,
  entryBytes: 16,
  entryCount: 0,
  entrySize: 8,
  entryInsns: 12,
} as const;

/**
 * The hook, assembled by llvm-mc-14 (`-triple=x86_64 -x86-asm-syntax=intel`; the test
 * tap-tests/simulators/native-hook.test.ts reassembles HOOK_ASSEMBLY and compares the bytes):
 * an entry is the table slot of the block's first byte; a known block (same size as recorded)
 * that fits in the budget is counted here, anything else goes to the slow path with the hook's
 * own arguments.
 */
export const HOOK_ASSEMBLY = `
    mov rax, rsi
    sub rax, qword ptr [rcx]           # offset of the block in the table's code range
    cmp rax, qword ptr [rcx + 8]
    jae .Lslow                         # outside the range (or below it: unsigned)
    shl rax, 4
    lea r8, [rcx + rax + 64]           # its entry
    cmp edx, dword ptr [r8 + 8]
    jne .Lslow                         # first sight (size 0) or a different extent
    mov eax, dword ptr [r8 + 12]
    sub qword ptr [rcx + 16], rax      # instructions left in the step budget
    jb .Lundo                          # the block would overrun it
    inc qword ptr [r8]
    mov qword ptr [rcx + 24], rsi      # the last block entered
    ret
.Lundo:
    add qword ptr [rcx + 16], rax
.Lslow:
    jmp qword ptr [rcx + 32]           # the JavaScript slow path, same arguments
`;

export const HOOK_BYTES: readonly number[] = [
  0x48, 0x89, 0xf0, 0x48, 0x2b, 0x01, 0x48, 0x3b, 0x41, 0x08, 0x73, 0x25, 0x48, 0xc1, 0xe0, 0x04, 0x4c, 0x8d, 0x44, 0x01, 0x40, 0x41, 0x3b,
  0x50, 0x08, 0x75, 0x16, 0x41, 0x8b, 0x40, 0x0c, 0x48, 0x29, 0x41, 0x10, 0x72, 0x08, 0x49, 0xff, 0x00, 0x48, 0x89, 0x71, 0x18, 0xc3, 0x48,
  0x01, 0x41, 0x10, 0xff, 0x61, 0x20,
];

const PROT_READ = 1;
const PROT_WRITE = 2;
const PROT_EXEC = 4;
const MAP_PRIVATE = 0x02;
const MAP_ANONYMOUS = 0x20;
/** Reserve address space only: pages cost memory when first touched. */
const MAP_NORESERVE = 0x4000;

const libc = koffi.load('libc.so.6');
const mmap = libc.func('void *mmap(void *addr, size_t length, int prot, int flags, int fd, long offset)');
const mprotect = libc.func('int mprotect(void *addr, size_t length, int prot)');
const munmap = libc.func('int munmap(void *addr, size_t length)');

export interface HostMemory {
  /** koffi's pointer, for passing to native functions. */
  readonly pointer: unknown;
  readonly address: bigint;
  readonly bytes: ArrayBuffer;
  release(): void;
}

/** Zeroed, page-aligned host memory, reserved lazily (untouched pages cost nothing). */
export function hostMemory(length: number): HostMemory {
  const pointer = mmap(null, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  const address = koffi.address(pointer);
  if (address === 0xffffffffffffffffn) throw new Error(`mmap of ${length} bytes failed`);
  let released = false;
  return {
    pointer,
    address,
    bytes: koffi.view(pointer, length),
    release: () => {
      if (!released && munmap(pointer, length) !== 0) throw new Error('munmap failed');
      released = true;
    },
  };
}

let hook: unknown;

/** The native hook (koffi's pointer to it), mapped once per process; null where the host is not x86-64 Linux. */
export function nativeBlockHook(): unknown {
  if (hook !== undefined) return hook;
  if (process.arch !== 'x64' || process.platform !== 'linux') return (hook = null);
  const page = 4096;
  const code = hostMemory(page);
  new Uint8Array(code.bytes).set(HOOK_BYTES);
  if (mprotect(code.pointer, page, PROT_READ | PROT_EXEC) !== 0) throw new Error('mprotect of the native block hook failed');
  return (hook = code.pointer);
}
