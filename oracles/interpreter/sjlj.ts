// llvm.eh.sjlj.setjmp / llvm.eh.sjlj.longjmp in the interpreter (GCC's __builtin_setjmp/longjmp,
// engine/frontend/sjlj.ts): a non-local transfer between the executor's frames.
//
// Contract: the executor (exec.ts) hands a `setjmp` segment end to `setjmp` and a `longjmp` one to
// `longjmp`, with its stack of frames (outermost first, the running one last).
// - setjmp(buf) records where the call returns a second time — the frame, the segment after the
//   call, the result slot, and the stack as it is (sp and object mark) — under a token, writes the
//   token in buf[1] and returns 0. The token is an address of the interpreter's stack (the frame
//   base, engine/frontend/frame-intrinsics.ts, less 1 + the setjmp's ordinal in its function), so a
//   global buffer's digest canonicalises it as it does the machine's stack address there (the back
//   end's buf[1] points at a slot of the setjmp's frame, engine/lower/sjlj.ts): the token is only
//   compared, never dereferenced. buf[0] (llvm.frameaddress) and buf[2] (llvm.stacksave) are
//   clang's stores, made before the call.
// - longjmp(buf) reads buf[0..2]; the token must name a setjmp whose frame is still on the stack
//   and buf[0] and buf[2] must be what that frame stored there, else the longjmp is undefined
//   behaviour (a buffer no setjmp filled, a function that has returned, or a corrupted buffer —
//   on a machine a jump to garbage). It pops the frames above (their objects die, as on return),
//   frees what the setjmp's frame reserved since the setjmp (dynamic allocas: the machine's sp is
//   restored from buf[2]) and resumes after the setjmp call with result 1.
// <setjmp.h>'s setjmp(env)/longjmp(env, val) (libc/include/setjmp.h) work alike with the C
// library's buffer: setjmp writes env's own address in env[0] (as the harness does,
// simulators/sjlj.ts, so a global jmp_buf digests the same) and records the resume under it;
// longjmp finds it through env[0], so a copied jmp_buf still names its original, and makes setjmp
// return val (1 for 0). Only the frame must still be live; clang stores nothing else in env.

import { hexAddress } from '../../common/text.js';
import type { FrameArrays } from './compiled.js';
import type { Memory } from './memory.js';
import { UbSignal, type Site } from './signals.js';

export interface SetjmpEnd {
  readonly kind: 'setjmp';
  /** <setjmp.h>'s setjmp(env) rather than llvm.eh.sjlj.setjmp. */
  readonly libc: boolean;
  /** The slot of the buffer pointer. */
  readonly buf: number;
  /** The i32 result slot, -1 when unused. */
  readonly dst: number;
  /** Which setjmp of its function this is (0, 1, ...): part of the token. */
  readonly ordinal: number;
  /** The segment that continues after the call (both times it returns). */
  readonly next: number;
  readonly site: Site;
}

export interface LongjmpEnd {
  readonly kind: 'longjmp';
  readonly libc: boolean;
  readonly buf: number;
  /** libc: the slot of longjmp's i32 value; -1 for llvm.eh.sjlj.longjmp (always 1). */
  readonly value: number;
  readonly site: Site;
}

/** What the executor's frames offer here. */
interface FrameLike {
  readonly arrays: FrameArrays;
}

interface Resume<F> {
  readonly frame: F;
  readonly next: number;
  readonly dst: number;
  readonly base: number;
  readonly sp: number;
  readonly mark: number;
}

/** Where a longjmp lands: the frame's index in the executor's stack and the segment to run. */
export interface Landing {
  readonly depth: number;
  readonly next: number;
}

export class Jumps<F extends FrameLike> {
  private readonly resumes = new Map<number, Resume<F>>();
  /** <setjmp.h>'s, by jmp_buf address (a key of its own: a builtin's token could equal a stack jmp_buf's address). */
  private readonly libcResumes = new Map<number, Resume<F>>();

  constructor(
    private readonly mem: Memory,
    private readonly pointerBytes: 4 | 8,
  ) {}

  setjmp(end: SetjmpEnd, frame: F): void {
    const { R, P } = frame.arrays;
    const buf = this.bufferOf(R, P, end.buf, end.site);
    const base = this.mem.frameBase();
    const token = end.libc ? buf : base - 1 - end.ordinal;
    if (!this.mem.write(BigInt(buf + (end.libc ? 0 : this.pointerBytes)), this.word(token)))
      throw new UbSignal(`setjmp buffer at ${hexAddress(buf)} is not writable`, end.site);
    const resume = { frame, next: end.next, dst: end.dst, base, sp: this.mem.sp, mark: this.mem.objectMark() };
    (end.libc ? this.libcResumes : this.resumes).set(token, resume);
    if (end.dst >= 0) {
      R[end.dst] = 0;
      P[end.dst] = 0;
    }
  }

  /** Checks the buffer and unwinds the memory to the setjmp's frame; the executor pops its frames down to `depth`. */
  longjmp(end: LongjmpEnd, frames: readonly F[]): Landing {
    const { R, P } = frames.at(-1)!.arrays;
    const buf = this.bufferOf(R, P, end.buf, end.site);
    const words = (end.libc ? [0] : [0, 1, 2]).map((k) => this.read(buf + k * this.pointerBytes, end.site));
    const resume = end.libc ? this.libcResumes.get(words[0]!) : this.resumes.get(words[1]!);
    if (resume === undefined) throw new UbSignal(`longjmp through a buffer no setjmp filled (${hexAddress(buf)})`, end.site);
    const depth = frames.lastIndexOf(resume.frame);
    if (depth < 0) throw new UbSignal('longjmp to a setjmp whose function has returned', end.site);
    if (!end.libc && (words[0] !== resume.base || words[2] !== resume.sp))
      throw new UbSignal(`longjmp through a corrupted buffer (frame address or stack pointer at ${hexAddress(buf)} changed)`, end.site);
    const value = end.libc ? this.valueOf(R, P, end.value, end.site) : 1;
    for (let k = frames.length - 1; k > depth; k--) this.mem.leaveCall();
    this.mem.leave(resume.sp, resume.mark);
    const { R: TR, P: TP } = resume.frame.arrays;
    if (resume.dst >= 0) {
      TR[resume.dst] = value;
      TP[resume.dst] = 0;
    }
    return { depth, next: resume.next };
  }

  /** longjmp's value, as setjmp returns it: 1 for 0 (C11 7.13.2.1). */
  private valueOf(R: Int32Array, P: Uint8Array, slot: number, site: Site): number {
    if (P[slot]) throw new UbSignal('longjmp value is poison', site);
    return R[slot] === 0 ? 1 : R[slot]!;
  }

  private bufferOf(R: Int32Array, P: Uint8Array, slot: number, site: Site): number {
    if (P[slot]) throw new UbSignal('setjmp buffer pointer is poison', site);
    if (this.pointerBytes === 8 && R[slot + 1] !== 0) throw new UbSignal('setjmp buffer pointer outside the address space', site);
    return R[slot]! >>> 0;
  }

  private read(addr: number, site: Site): number {
    const bytes = this.mem.read(BigInt(addr), this.pointerBytes);
    if (bytes === null) throw new UbSignal(`longjmp buffer read at ${hexAddress(addr)} is invalid`, site);
    const high = this.pointerBytes === 8 ? bytes[4]! | bytes[5]! | bytes[6]! | bytes[7]! : 0;
    const low = (bytes[0]! | (bytes[1]! << 8) | (bytes[2]! << 16) | (bytes[3]! << 24)) >>> 0;
    return high === 0 ? low : -1;
  }

  private word(value: number): Uint8Array {
    const out = new Uint8Array(this.pointerBytes);
    for (let k = 0; k < 4; k++) out[k] = (value >>> (8 * k)) & 0xff;
    return out;
  }
}
