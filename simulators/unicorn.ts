// A typed binding to Debian's libunicorn2 (Unicorn 2.0.1) through koffi: no native build step.
//
// Contract: thin and faithful — every function returns Unicorn's error code (0 = UC_ERR_OK) or throws
// UnicornError through `check`. Constants were read from the C headers (unicorn.h, x86.h, arm.h).
// Hook callbacks are koffi-registered functions; koffi allows at most 8192 alive, so callers register
// a few once and dispatch in TypeScript (see ../shared/design/toolchain.md §4).
// Pointers the callbacks receive (engine, user data) are declared as integers so koffi does not wrap
// them into objects on every call: block and memory hooks run millions of times per second.

import koffi, { type TypeObject } from 'koffi';

export const UC = {
  ARCH_ARM: 1,
  ARCH_X86: 4,
  MODE_ARM: 0,
  MODE_32: 4,
  MODE_64: 8,
  MODE_THUMB: 16,
  MODE_MCLASS: 32,
  HOOK_INTR: 1,
  HOOK_INSN_INVALID: 1 << 14,
  HOOK_CODE: 4,
  HOOK_BLOCK: 8,
  HOOK_MEM_READ_UNMAPPED: 16,
  HOOK_MEM_WRITE_UNMAPPED: 32,
  HOOK_MEM_FETCH_UNMAPPED: 64,
  HOOK_MEM_READ_PROT: 128,
  HOOK_MEM_WRITE_PROT: 256,
  HOOK_MEM_FETCH_PROT: 512,
  HOOK_MEM_READ: 1024,
  HOOK_MEM_WRITE: 2048,
  MEM_READ: 16,
  MEM_WRITE: 17,
  MEM_FETCH: 18,
  MEM_READ_UNMAPPED: 19,
  MEM_WRITE_UNMAPPED: 20,
  MEM_FETCH_UNMAPPED: 21,
  MEM_WRITE_PROT: 22,
  MEM_READ_PROT: 23,
  MEM_FETCH_PROT: 24,
  PROT_NONE: 0,
  PROT_READ: 1,
  PROT_WRITE: 2,
  PROT_EXEC: 4,
  PROT_ALL: 7,
  CPU_ARM_1176: 5,
  CPU_ARM_CORTEX_M0: 7,
  CTL_WRITE_CPU_MODEL: 0x44000007, // UC_CTL_WRITE(UC_CTL_CPU_MODEL, 1)
  CTL_TB_FLUSH: 0x4000000a, // UC_CTL_WRITE(UC_CTL_TB_FLUSH, 0)
  CTL_TB_REMOVE_CACHE: 0x48000009, // UC_CTL_WRITE(UC_CTL_TB_REMOVE_CACHE, 2): begin, end
} as const;

/** Unicorn error codes (uc_err), for naming why a run stopped. */
export const UC_ERR = {
  OK: 0,
  NOMEM: 1,
  ARCH: 2,
  HANDLE: 3,
  MODE: 4,
  VERSION: 5,
  READ_UNMAPPED: 6,
  WRITE_UNMAPPED: 7,
  FETCH_UNMAPPED: 8,
  HOOK: 9,
  INSN_INVALID: 10,
  MAP: 11,
  WRITE_PROT: 12,
  READ_PROT: 13,
  FETCH_PROT: 14,
  ARG: 15,
  READ_UNALIGNED: 16,
  WRITE_UNALIGNED: 17,
  FETCH_UNALIGNED: 18,
  HOOK_EXIST: 19,
  RESOURCE: 20,
  EXCEPTION: 21,
} as const;

export const X86_REG = {
  EAX: 19,
  EBP: 20,
  EBX: 21,
  ECX: 22,
  EDI: 23,
  EDX: 24,
  EIP: 26,
  ESI: 29,
  ESP: 30,
  RAX: 35,
  RBP: 36,
  RBX: 37,
  RCX: 38,
  RDI: 39,
  RDX: 40,
  RIP: 41,
  RSI: 43,
  RSP: 44,
  R8: 106,
  R9: 107,
  R10: 108,
  R11: 109,
  R12: 110,
  R13: 111,
  R14: 112,
  R15: 113,
} as const;

/** ARM registers: r0..r12 are R0 + n (66..78); sp, lr, pc have their own ids. */
export const ARM_REG = { CPSR: 3, LR: 10, PC: 11, SP: 12, R0: 66 } as const;

const lib = koffi.load('libunicorn.so.2');
koffi.opaque('uc_engine');
koffi.opaque('uc_context');

/** Block and code hooks: (engine, address, size in bytes, user). */
export const HookBlockProto = koffi.proto('void TesseraUcHookBlock(uintptr_t uc, uint64_t address, uint32_t size, uintptr_t user)');
/** Memory access hooks: type is MEM_READ or MEM_WRITE. */
export const HookMemProto = koffi.proto(
  'void TesseraUcHookMem(uintptr_t uc, int type, uint64_t address, int size, int64_t value, uintptr_t user)',
);
/** Invalid-access event hooks: returning false stops emulation with the matching error. */
export const HookEventProto = koffi.proto(
  'bool TesseraUcHookEvent(uintptr_t uc, int type, uint64_t address, int size, int64_t value, uintptr_t user)',
);

export const uc = {
  open: lib.func('int uc_open(int arch, int mode, _Out_ uc_engine **uc)'),
  close: lib.func('int uc_close(uc_engine *uc)'),
  strerror: lib.func('const char *uc_strerror(int code)'),
  memMap: lib.func('int uc_mem_map(uc_engine *uc, uint64_t address, size_t size, uint32_t perms)'),
  memMapPtr: lib.func('int uc_mem_map_ptr(uc_engine *uc, uint64_t address, size_t size, uint32_t perms, void *ptr)'),
  memUnmap: lib.func('int uc_mem_unmap(uc_engine *uc, uint64_t address, size_t size)'),
  memWrite: lib.func('int uc_mem_write(uc_engine *uc, uint64_t address, const void *bytes, size_t size)'),
  memRead: lib.func('int uc_mem_read(uc_engine *uc, uint64_t address, _Out_ void *bytes, size_t size)'),
  regWrite: lib.func('int uc_reg_write(uc_engine *uc, int regid, const void *value)'),
  regRead: lib.func('int uc_reg_read(uc_engine *uc, int regid, _Out_ void *value)'),
  emuStart: lib.func('int uc_emu_start(uc_engine *uc, uint64_t begin, uint64_t until, uint64_t timeout, size_t count)'),
  emuStop: lib.func('int uc_emu_stop(uc_engine *uc)'),
  hookAdd: lib.func(
    'int uc_hook_add(uc_engine *uc, _Out_ uint64_t *hh, int type, void *callback, void *user_data, uint64_t begin, uint64_t end, ...)',
  ),
  hookDel: lib.func('int uc_hook_del(uc_engine *uc, uint64_t hh)'),
  ctl: lib.func('int uc_ctl(uc_engine *uc, int control, ...)'),
  contextAlloc: lib.func('int uc_context_alloc(uc_engine *uc, _Out_ uc_context **context)'),
  contextSave: lib.func('int uc_context_save(uc_engine *uc, uc_context *context)'),
  contextRestore: lib.func('int uc_context_restore(uc_engine *uc, uc_context *context)'),
  free: lib.func('int uc_free(void *mem)'),
};

class UnicornError extends Error {
  override readonly name = 'UnicornError';
  constructor(
    readonly code: number,
    what: string,
  ) {
    super(`${what}: ${uc.strerror(code) as string} (uc_err ${code})`);
  }
}

export function check(code: number, what: string): void {
  if (code !== UC_ERR.OK) throw new UnicornError(code, what);
}

/** Registers a JS function as a native callback of the given prototype; returns the pointer for uc_hook_add. */
export function registerCallback(fn: (...args: never[]) => unknown, proto: TypeObject): bigint {
  return koffi.register(fn, koffi.pointer(proto));
}

export function unregisterCallback(cb: bigint): void {
  koffi.unregister(cb);
}
