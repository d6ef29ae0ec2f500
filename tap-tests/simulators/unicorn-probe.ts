// Test helper: run a short code snippet in Unicorn and report, per executed instruction, the memory
// access events UC_HOOK_MEM_READ / UC_HOOK_MEM_WRITE delivered while that instruction ran.
//
// Contract: requires libunicorn.so.2 (simulators/unicorn.ts). One engine per Isa, opened on first use
// and kept: 32 MiB mapped rwx from address 0 (ARM also the top 32 MiB, for negative register offsets),
// filled once with FILL words. Each run writes its code at CODE over a page of FILL, refills the memory
// around DATA and STACK, sets every general register to DATA (so base + index*scale + disp lands in
// mapped memory), the stack pointer to STACK and ARM lr to RETURN, then applies the options (register
// overrides, ARM flags; otherwise flags carry over). Events are attributed to the instruction whose
// UC_HOOK_CODE fired last. The run stops after `count` instructions (branches in a snippet come last);
// afterwards every span it wrote is filled with FILL again, so one run's stores never steer the next.

import type { Isa } from '../../common/image.js';
import { ARM_REG, check, HookBlockProto, HookMemProto, registerCallback, uc, UC, X86_REG } from '../../simulators/unicorn.js';

export const CODE = 0xe00000n;
const DATA = 0x101010n; // 16-aligned, every low byte / half non-zero (x86 divisors)
const STACK = 0x800000n;
const RETURN = 0xf00000n;
const MEMORY = 0x2000000; // 32 MiB: CODE + 4·DATA (ARM jump-table form) still lands inside
/**
 * UC_CTL_WRITE(UC_CTL_TB_REMOVE_CACHE, 2), arguments begin and end. Unicorn 2.0.1's uc_mem_write does not
 * reliably invalidate translated code: after a run whose first block ended in a direct `call`, rewriting
 * the code and starting again executed the old block. Removing the code page's blocks before every run
 * avoids it (UC_CTL_TB_FLUSH, 0x4000000a, works too but costs about 20 ms a call).
 */
const CTL_TB_REMOVE_CACHE = 0x48000009;
/**
 * Memory holds FILL in every word (x86-64: every quadword), a mapped, odd code address: a loaded return
 * address or jump target stays in mapped memory, and an ARM/Thumb pc loaded from memory stays Thumb-safe.
 */
const FILL = RETURN | 1n;
const WINDOW = 0x10000;

function filled(isa: Isa, size: number): Buffer {
  const unit = Buffer.alloc(isa === 'x86-64' ? 8 : 4);
  unit.writeUInt32LE(Number(FILL));
  return Buffer.alloc(size, unit);
}

const windows = new Map<Isa, Buffer>();

export interface MemEvent {
  readonly kind: 'read' | 'write';
  readonly address: bigint;
  readonly size: number;
}

interface Engine {
  readonly h: unknown;
  readonly isa: Isa;
}

const engines = new Map<Isa, Engine>();
let current: { insn: bigint; events: Map<bigint, MemEvent[]> } | null = null;

const codeHook = registerCallback(
  ((_uc: unknown, address: bigint) => {
    if (current !== null) current.insn = BigInt(address);
  }) as (...args: never[]) => unknown,
  HookBlockProto,
);

const memHook = registerCallback(
  ((_uc: unknown, type: number, address: bigint, size: number) => {
    if (current === null) return;
    const list = current.events.get(current.insn) ?? [];
    list.push({ kind: type === UC.MEM_WRITE ? 'write' : 'read', address: BigInt(address), size });
    current.events.set(current.insn, list);
  }) as (...args: never[]) => unknown,
  HookMemProto,
);

function open(isa: Isa): Engine {
  const arch = isa === 'x86-32' || isa === 'x86-64' ? UC.ARCH_X86 : UC.ARCH_ARM;
  const mode = { 'x86-32': UC.MODE_32, 'x86-64': UC.MODE_64, arm: UC.MODE_ARM, thumb: UC.MODE_THUMB }[isa];
  const out: unknown[] = [null];
  check(uc.open(arch, mode, out) as number, `uc_open ${isa}`);
  const h = out[0];
  if (isa === 'thumb') check(uc.ctl(h, UC.CTL_WRITE_CPU_MODEL, 'int', UC.CPU_ARM_CORTEX_M0) as number, 'cpu model');
  if (isa === 'arm') check(uc.ctl(h, UC.CTL_WRITE_CPU_MODEL, 'int', UC.CPU_ARM_1176) as number, 'cpu model');
  check(uc.memMap(h, 0, MEMORY, UC.PROT_ALL) as number, 'mem map');
  // ARM register-offset subtraction ([r1, -r2, lsl #2] with r1 = r2 = DATA) wraps below zero.
  if (isa === 'arm') check(uc.memMap(h, 0x1_0000_0000 - MEMORY, MEMORY, UC.PROT_ALL) as number, 'high map');
  check(uc.memWrite(h, 0, filled(isa, MEMORY), MEMORY) as number, 'fill');
  windows.set(isa, filled(isa, 2 * WINDOW));
  const hh = [0n];
  check(uc.hookAdd(h, hh, UC.HOOK_CODE, codeHook, null, 1, 0) as number, 'code hook');
  check(uc.hookAdd(h, hh, UC.HOOK_MEM_READ | UC.HOOK_MEM_WRITE, memHook, null, 1, 0) as number, 'mem hook');
  return { h, isa };
}

function engine(isa: Isa): Engine {
  const known = engines.get(isa);
  if (known !== undefined) return known;
  const e = open(isa);
  engines.set(isa, e);
  return e;
}

function setReg(h: unknown, reg: number, value: bigint): void {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(value);
  check(uc.regWrite(h, reg, b) as number, `reg ${reg}`);
}

function resetRegisters(e: Engine): void {
  if (e.isa === 'x86-32') {
    for (const r of ['EAX', 'EBX', 'ECX', 'EDX', 'ESI', 'EDI', 'EBP'] as const) setReg(e.h, X86_REG[r], DATA);
    setReg(e.h, X86_REG.ESP, STACK);
  } else if (e.isa === 'x86-64') {
    for (const r of ['RAX', 'RBX', 'RCX', 'RDX', 'RSI', 'RDI', 'RBP', 'R8', 'R9', 'R10', 'R11', 'R12', 'R13', 'R14', 'R15'] as const) {
      setReg(e.h, X86_REG[r], DATA);
    }
    setReg(e.h, X86_REG.RSP, STACK);
  } else {
    for (let r = 0; r <= 12; r++) setReg(e.h, ARM_REG.R0 + r, DATA);
    setReg(e.h, ARM_REG.SP, STACK);
    setReg(e.h, ARM_REG.LR, e.isa === 'thumb' ? RETURN | 1n : RETURN);
  }
}

export interface ProbeOptions {
  /** Register values to set after the reset (Unicorn register ids from simulators/unicorn.ts). */
  readonly regs?: ReadonlyMap<number, bigint>;
  /** ARM/Thumb: the N, Z, C, V flags (bits 3..0) to start with. */
  readonly nzcv?: number;
}

function setFlags(e: Engine, nzcv: number): void {
  const b = Buffer.alloc(8);
  check(uc.regRead(e.h, ARM_REG.CPSR, b) as number, 'cpsr read');
  const cpsr = (b.readUInt32LE(0) & 0x0fffffff) | ((nzcv & 15) << 28);
  setReg(e.h, ARM_REG.CPSR, BigInt(cpsr >>> 0));
}

/** Runs `count` instructions of `code` (placed at CODE); returns the events keyed by instruction address. */
export function probe(isa: Isa, code: Uint8Array, count: number, options: ProbeOptions = {}): Map<bigint, MemEvent[]> {
  const e = engine(isa);
  const fill = windows.get(isa)!;
  check(uc.memWrite(e.h, CODE, fill, 0x1000) as number, 'code page fill');
  check(uc.memWrite(e.h, CODE, code, code.length) as number, 'code write');
  check(uc.ctl(e.h, CTL_TB_REMOVE_CACHE, 'uint64_t', CODE, 'uint64_t', CODE + 0x1000n) as number, 'tb remove');
  check(uc.memWrite(e.h, DATA - BigInt(WINDOW), fill, fill.length) as number, 'data fill');
  check(uc.memWrite(e.h, STACK - BigInt(WINDOW), fill, fill.length) as number, 'stack fill');
  resetRegisters(e);
  for (const [reg, value] of options.regs ?? []) setReg(e.h, reg, value);
  if (options.nzcv !== undefined) setFlags(e, options.nzcv);
  current = { insn: -1n, events: new Map() };
  const events = current.events;
  try {
    const begin = isa === 'thumb' ? CODE | 1n : CODE;
    check(uc.emuStart(e.h, begin, CODE + BigInt(code.length), 0, count) as number, `emu_start ${isa}`);
    return events;
  } finally {
    current = null;
    restoreWritten(e, events);
  }
}

/** Puts FILL back wherever the run wrote (16-byte aligned spans: the pattern's phase stays right). */
function restoreWritten(e: Engine, events: Map<bigint, MemEvent[]>): void {
  const fill = windows.get(e.isa)!;
  for (const list of events.values()) {
    for (const w of list) {
      if (w.kind !== 'write') continue;
      const start = w.address & ~15n;
      const end = (w.address + BigInt(w.size) + 15n) & ~15n;
      uc.memWrite(e.h, start, fill, Number(end - start));
    }
  }
}

/** Closes the engines (tests call this in teardown so the process exits cleanly). */
export function closeProbes(): void {
  for (const e of engines.values()) uc.close(e.h);
  engines.clear();
}
