// The harness's side of __builtin_setjmp/__builtin_longjmp on Tessera's back end: the two helpers
// engine/lower/sjlj.ts calls (common/image.ts SJLJ_HELPERS), serviced at their runtime stubs.
//
// Contract (the scheme of engine/lower/sjlj.ts; buffer words are pointer-sized, little-endian):
// - setjmp(buf, slot): stores the call's return address (x86: the word at sp; ARM/Thumb: lr, the
//   Thumb bit included) at `slot`, stores `slot` at buf[1] and returns 0 like any runtime call.
//   clang's code has already stored the frame pointer at buf[0] and sp at buf[2].
// - longjmp(buf): sets the target's frame pointer (x86-32 ebp, x86-64 rbp, ARM r11, Thumb r7: the
//   registers the back end's frames use, engine/targets/*/target.ts) to buf[0] and sp to buf[2],
//   puts 1 in the result register, scrambles the other caller-saved registers as a return from a
//   runtime call does, and continues at the address stored at buf[1] — the setjmp call's return
//   point, where sp is what it was before that call (arguments are stored, never pushed).
// <setjmp.h>'s setjmp(env)/longjmp(env, val) (libc/include/setjmp.h) are the C library's: setjmp
// keeps the callee-saved registers, the sp its caller has after the return and the return address
// in the harness (`LibcJumps`, keyed by the buffer's address, which it writes in env[0] — the
// interpreter writes the same, oracles/interpreter/sjlj.ts) and returns 0; longjmp(env, val) finds
// them through env[0] (a copied jmp_buf still names its original), restores them and returns val
// from that setjmp, 1 for 0 (C11 7.13.2.1). A longjmp through a buffer no setjmp filled is undefined
// behaviour; one to a function that has returned is too, but the harness cannot tell it.
// A buffer or slot the program may not read or write ends the run as undefined behaviour.

import type { Isa } from '../common/image.js';
import { ARM_REG, X86_REG } from './unicorn.js';

/** The frame pointer register of Tessera's frames, per ISA (Unicorn register ids). */
export const FRAME_POINTER: Readonly<Record<Isa, number>> = {
  'x86-32': X86_REG.EBP,
  'x86-64': X86_REG.RBP,
  arm: ARM_REG.R0 + 11,
  thumb: ARM_REG.R0 + 7,
};

/** What servicing a helper needs from the trap handler (simulators/traps.ts). */
export interface SjljPort {
  readonly wordBytes: 4 | 8;
  /** The running call's return address (x86: the word at sp; ARM/Thumb: lr). */
  returnAddress(): bigint;
  readWord(addr: bigint): bigint | null;
  writeWord(addr: bigint, value: bigint): boolean;
  /** Returns to the caller with `value` in the result register. */
  returnValue(value: bigint): void;
  /** fp := fp, sp := sp, result := 1, pc := resume (on Thumb the interworking bit kept set). */
  resume(fp: bigint, sp: bigint, resume: bigint): void;
  ub(reason: string): void;
}

export function serviceSetjmp(port: SjljPort, buf: bigint, slot: bigint): void {
  if (!port.writeWord(slot, port.returnAddress())) return port.ub(`__builtin_setjmp: its resume slot ${hex(slot)} is not writable`);
  if (!port.writeWord(buf + BigInt(port.wordBytes), slot)) return port.ub(`__builtin_setjmp: the buffer at ${hex(buf)} is not writable`);
  port.returnValue(0n);
}

export function serviceLongjmp(port: SjljPort, buf: bigint): void {
  const w = BigInt(port.wordBytes);
  const [fp, slot, sp] = [port.readWord(buf), port.readWord(buf + w), port.readWord(buf + 2n * w)];
  if (fp === null || slot === null || sp === null) return port.ub(`__builtin_longjmp: the buffer at ${hex(buf)} is not readable`);
  const resume = port.readWord(slot);
  if (resume === null) return port.ub(`__builtin_longjmp: buf[1] (${hex(slot)}) points at no readable resume slot`);
  port.resume(fp, sp, resume);
}

/** What a libc setjmp keeps: the callee-saved registers (the ABI's order), the caller's sp after the return, the return address. */
export interface SavedContext {
  readonly calleeSaved: readonly bigint[];
  readonly sp: bigint;
  readonly pc: bigint;
}

/** The machine side of the libc setjmp/longjmp. */
export interface LibcPort {
  readonly wordBytes: 4 | 8;
  save(): SavedContext;
  writeWord(addr: bigint, value: bigint): boolean;
  readWord(addr: bigint): bigint | null;
  returnValue(value: bigint): void;
  /** Restores `context` and continues at its pc with `value` in the result register. */
  restore(context: SavedContext, value: bigint): void;
  ub(reason: string): void;
}

/** The contexts of the run's libc setjmps, by buffer address. */
export class LibcJumps {
  private readonly contexts = new Map<bigint, SavedContext>();

  setjmp(port: LibcPort, env: bigint): void {
    if (!port.writeWord(env, env)) return port.ub(`setjmp: the jmp_buf at ${hex(env)} is not writable`);
    this.contexts.set(env, port.save());
    port.returnValue(0n);
  }

  longjmp(port: LibcPort, env: bigint, val: bigint): void {
    const key = port.readWord(env);
    if (key === null) return port.ub(`longjmp: the jmp_buf at ${hex(env)} is not readable`);
    const context = this.contexts.get(key);
    if (context === undefined) return port.ub(`longjmp through a jmp_buf no setjmp filled (${hex(env)})`);
    port.restore(context, BigInt.asUintN(32, val) === 0n ? 1n : BigInt.asUintN(32, val));
  }
}

const hex = (v: bigint): string => `0x${v.toString(16)}`;
