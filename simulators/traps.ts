// Servicing the trap region: function entry slots and runtime stubs (common/image.ts).
//
// Contract: `service(address)` runs inside the trap code hook, before the instruction at `address`
// executes, and never lets that instruction run: a `jump` slot moves the pc to its target; a
// runtime stub fetches its arguments per the ABI (abi.ts), runs the shared TypeScript runtime
// (oracles/runtime.ts) on emulator memory, writes the result registers, scrambles the other
// caller-saved registers (so code that wrongly relies on them across a call misbehaves
// deterministically), and returns to the caller as its return instruction would. exit/abort,
// undefined behaviour found by the runtime and calls of undefined functions end the run.
// A variadic runtime function (printf) fetches each further argument where the ABI puts the next
// argument of that width after those before it (argumentLocations over the widths read so far: for
// integers and pointers the variadic placement is the fixed one on i386, System V x86-64 and
// AAPCS); the machine cannot tell a missing argument, so it reads whatever lies there. The run's
// heap allocator (oracles/runtime-heap.ts, the interpreter's too) maps heap pages as it hands out blocks;
// its in-memory files (oracles/runtime-files.ts) are the interpreter's too.

import { hexAddress } from '../common/text.js';
import {
  FileSystem,
  HeapAllocator,
  RUNTIME_FUNCTIONS,
  type RuntimeArg,
  type RuntimeFunction,
  type RuntimeMemory,
  type VarArgs,
} from '../oracles/runtime.js';
import { FRAME_POINTER, LibcJumps, serviceLongjmp, serviceSetjmp, type LibcPort, type SjljPort } from './sjlj.js';
import { ABIS, argumentLocations, type Abi, type ArgLocation, type ArgWidth } from './abi.js';
import { RUNTIME_STUBS, SENTINEL, SJLJ_HELPERS, type Image } from '../common/image.js';
import type { Machine } from './machine.js';

export type TrapEnd =
  | { readonly kind: 'exit'; readonly code: number }
  | { readonly kind: 'ub'; readonly reason: string }
  | { readonly kind: 'bad-call'; readonly pc: bigint; readonly reason: string };

/** A recognisable value for scrambled registers: the register's index in the low byte. */
const SCRAMBLE = 0xdeadbe00n;

type Target =
  | { readonly kind: 'jump'; readonly to: bigint }
  | { readonly kind: 'runtime'; readonly fn: RuntimeFunction }
  | { readonly kind: 'setjmp' | 'longjmp' | 'libc-setjmp' | 'libc-longjmp' }
  | { readonly kind: 'undefined'; readonly name: string };

export class Traps {
  private readonly targets = new Map<number, Target>();
  private readonly abi: Abi;
  readonly stdout: number[] = [];
  ended: TrapEnd | null = null;
  /** The run's heap: blocks at the addresses the interpreter gives them, pages mapped on demand. */
  private readonly heap: HeapAllocator;
  /** The run's in-memory files (and where stdout goes), as the interpreter keeps them. */
  private readonly files = new FileSystem((b) => this.stdout.push(b));
  /** The contexts <setjmp.h>'s setjmp keeps for longjmp (simulators/sjlj.ts). */
  private readonly libcJumps = new LibcJumps();

  constructor(
    image: Image,
    private readonly machine: Machine,
  ) {
    this.abi = ABIS[image.isa];
    this.heap = new HeapAllocator({ allocate: (addr, len) => machine.growHeap(addr + BigInt(len)), release: () => {} });
    for (const [name, address] of RUNTIME_STUBS) {
      this.targets.set(Number(address), { kind: 'runtime', fn: RUNTIME_FUNCTIONS.get(name)! });
    }
    this.targets.set(Number(RUNTIME_STUBS.get(SJLJ_HELPERS.setjmp)!), { kind: 'setjmp' });
    this.targets.set(Number(RUNTIME_STUBS.get(SJLJ_HELPERS.longjmp)!), { kind: 'longjmp' });
    this.targets.set(Number(RUNTIME_STUBS.get('setjmp')!), { kind: 'libc-setjmp' });
    this.targets.set(Number(RUNTIME_STUBS.get('longjmp')!), { kind: 'libc-longjmp' });
    for (const slot of image.slots) this.targets.set(Number(slot.address), slotTarget(slot.action));
  }

  service(address: number): void {
    if (BigInt(address) === SENTINEL) return;
    const target = this.targets.get(address);
    if (target === undefined) {
      this.end({ kind: 'bad-call', pc: BigInt(address), reason: `jump into the trap region at ${hexAddress(address)}` });
      return;
    }
    switch (target.kind) {
      case 'jump':
        this.setPc(target.to);
        return;
      case 'undefined':
        this.end({ kind: 'bad-call', pc: BigInt(address), reason: `call to undefined function @${target.name}` });
        return;
      case 'runtime':
        this.callRuntime(target.fn, BigInt(address));
        return;
      case 'setjmp': {
        const [buf, slot] = argumentLocations(this.abi, [this.wordBits(), this.wordBits()]).map((loc) => this.fetch(loc, this.wordBits()));
        serviceSetjmp(this.sjljPort(), buf!, slot!);
        return;
      }
      case 'longjmp':
        serviceLongjmp(this.sjljPort(), this.fetch(argumentLocations(this.abi, [this.wordBits()])[0]!, this.wordBits()));
        return;
      case 'libc-setjmp':
        this.libcJumps.setjmp(this.libcPort(), this.fetch(argumentLocations(this.abi, [this.wordBits()])[0]!, this.wordBits()));
        return;
      case 'libc-longjmp': {
        const [env, val] = argumentLocations(this.abi, [this.wordBits(), 32]).map((loc, i) =>
          this.fetch(loc, i === 0 ? this.wordBits() : 32),
        );
        this.libcJumps.longjmp(this.libcPort(), env!, val!);
        return;
      }
    }
  }

  /** The registers and memory of <setjmp.h>'s functions (simulators/sjlj.ts LibcJumps). */
  private libcPort(): LibcPort {
    const port = this.sjljPort();
    const abi = this.abi;
    return {
      wordBytes: abi.wordBytes,
      save: () => {
        const sp = this.regWord(abi.sp.id);
        return {
          calleeSaved: abi.calleeSaved.map((r) => this.regWord(r.id)),
          // x86: the return pops the return address; ARM/Thumb: sp is the caller's already.
          sp: abi.lr === null ? sp + BigInt(abi.wordBytes) : sp,
          pc: port.returnAddress(),
        };
      },
      writeWord: port.writeWord,
      readWord: port.readWord,
      returnValue: port.returnValue,
      restore: (context, value) => {
        abi.calleeSaved.forEach((r, i) => this.machine.writeReg(r.id, context.calleeSaved[i]!));
        this.machine.writeReg(abi.sp.id, context.sp);
        this.machine.writeReg(abi.resultRegs[0]!.id, value);
        abi.callerSaved.forEach((r, i) => {
          if (r.id !== abi.resultRegs[0]!.id) this.machine.writeReg(r.id, SCRAMBLE + BigInt(i));
        });
        this.setPc(context.pc);
      },
      ub: port.ub,
    };
  }

  private wordBits(): ArgWidth {
    return (this.abi.wordBytes * 8) as ArgWidth;
  }

  /** The registers and memory simulators/sjlj.ts works on. */
  private sjljPort(): SjljPort {
    const w = this.abi.wordBytes;
    const memory = runtimeMemory(this.machine);
    const abi = this.abi;
    return {
      wordBytes: w,
      returnAddress: () => (abi.lr !== null ? this.regWord(abi.lr.id) : this.readStack(0, w)),
      readWord: (addr) => {
        const bytes = memory.read(addr, w);
        return bytes === null ? null : bytes.reduceRight((acc, b) => (acc << 8n) | BigInt(b), 0n);
      },
      writeWord: (addr, value) =>
        memory.write(
          addr,
          Uint8Array.from({ length: w }, (_, k) => Number((value >> BigInt(8 * k)) & 0xffn)),
        ),
      returnValue: (value) => {
        this.machine.writeReg(abi.resultRegs[0]!.id, value);
        this.returnToCaller(1);
      },
      resume: (fp, sp, pc) => {
        this.machine.writeReg(FRAME_POINTER[abi.isa], fp);
        this.machine.writeReg(abi.sp.id, sp);
        this.machine.writeReg(abi.resultRegs[0]!.id, 1n);
        abi.callerSaved.forEach((r, i) => {
          if (r.id !== abi.resultRegs[0]!.id) this.machine.writeReg(r.id, SCRAMBLE + BigInt(i));
        });
        this.setPc(pc);
      },
      ub: (reason) => this.end({ kind: 'ub', reason }),
    };
  }

  /** Services runtime function `fn`, called at stub `address`. */
  private callRuntime(fn: RuntimeFunction, address: bigint): void {
    const widths = fn.params.map((p) => this.width(p));
    const args = argumentLocations(this.abi, widths).map((loc, i) => this.fetch(loc, widths[i]!));
    const memory = runtimeMemory(this.machine);
    const env = {
      memory,
      output: this.files.stdout,
      files: this.files,
      pointerBits: this.abi.wordBytes === 8 ? (64 as const) : (32 as const),
      heap: this.heap,
      vaList: this.abi.isa === 'arm' || this.abi.isa === 'thumb' ? ('aapcs' as const) : this.abi.isa,
    };
    const result = fn.variadic === true ? fn.run(args, env, this.varArgs(widths)) : fn.run(args, env);
    switch (result.kind) {
      case 'exit':
        this.end({ kind: 'exit', code: result.code });
        return;
      case 'ub':
        this.end({ kind: 'ub', reason: result.what });
        return;
      case 'unsupported':
        this.end({ kind: 'bad-call', pc: address, reason: result.what });
        return;
      case 'void':
        this.returnToCaller(0);
        return;
      case 'value':
        this.returnToCaller(this.placeResult(fn, result.value));
        return;
    }
  }

  /** Reads the arguments after the fixed ones (`fixed`: their widths) from where the ABI puts them. */
  varArgs(fixed: readonly ArgWidth[]): VarArgs {
    const widths = [...fixed];
    return {
      next: (kind) => {
        const w = this.width(kind);
        widths.push(w);
        return this.fetch(argumentLocations(this.abi, widths)[widths.length - 1]!, w);
      },
    };
  }

  private width(arg: RuntimeArg): ArgWidth {
    return arg === 'i32' ? 32 : arg === 'i64' ? 64 : ((this.abi.wordBytes * 8) as ArgWidth);
  }

  private fetch(loc: ArgLocation, width: ArgWidth): bigint {
    let raw: bigint;
    if (loc.kind === 'regs') {
      raw = loc.regs.reduceRight((acc, r) => (acc << BigInt(this.abi.wordBytes * 8)) | this.regWord(r.id), 0n);
    } else {
      raw = this.readStack(loc.offset, loc.bytes);
    }
    return BigInt.asUintN(width, raw);
  }

  /** The little-endian value of `bytes` bytes at sp + offset. */
  private readStack(offset: number, bytes: number): bigint {
    const sp = this.machine.readReg(this.abi.sp.id);
    return this.machine.read(sp + BigInt(offset), bytes).reduceRight((acc, b) => (acc << 8n) | BigInt(b), 0n);
  }

  private regWord(id: number): bigint {
    return BigInt.asUintN(this.abi.wordBytes * 8, this.machine.readReg(id));
  }

  /** Writes the result registers; returns how many hold the result. */
  private placeResult(fn: RuntimeFunction, value: bigint): number {
    const bits = fn.result === 'i128' ? 128 : fn.result === 'i64' ? 64 : this.abi.wordBytes * 8;
    const wordBits = BigInt(this.abi.wordBytes * 8);
    const count = Math.ceil(bits / Number(wordBits));
    for (let i = 0; i < count; i++) {
      this.machine.writeReg(this.abi.resultRegs[i]!.id, BigInt.asUintN(Number(wordBits), value >> (wordBits * BigInt(i))));
    }
    return count;
  }

  /** Scrambles the caller-saved registers not holding the result, then returns as `ret` / `bx lr` would. */
  private returnToCaller(resultRegs: number): void {
    const keep = new Set(this.abi.resultRegs.slice(0, resultRegs).map((r) => r.id));
    this.abi.callerSaved.forEach((r, i) => {
      if (!keep.has(r.id)) this.machine.writeReg(r.id, SCRAMBLE + BigInt(i));
    });
    if (this.abi.lr !== null) {
      this.setPc(this.machine.readReg(this.abi.lr.id) & 0xfffffffen);
      return;
    }
    const ret = this.readStack(0, this.abi.wordBytes);
    this.machine.writeReg(this.abi.sp.id, this.machine.readReg(this.abi.sp.id) + BigInt(this.abi.wordBytes));
    this.setPc(ret);
  }

  /** Thumb code addresses carry the interworking bit when written to the pc, or the core leaves Thumb state. */
  private setPc(address: bigint): void {
    this.machine.writeReg(this.abi.pc.id, this.abi.isa === 'thumb' ? address | 1n : address);
  }

  private end(how: TrapEnd): void {
    this.ended = how;
    this.machine.stop();
  }
}

function slotTarget(action: Image['slots'][number]['action']): Target {
  switch (action.kind) {
    case 'jump':
      return { kind: 'jump', to: action.target };
    case 'undefined':
      return { kind: 'undefined', name: action.name };
    case 'runtime': {
      const fn = RUNTIME_FUNCTIONS.get(action.name);
      return fn === undefined ? { kind: 'undefined', name: action.name } : { kind: 'runtime', fn };
    }
  }
}

/** The runtime's view of emulator memory: only mapped program memory, writable only where the program may write. */
function runtimeMemory(machine: Machine): RuntimeMemory {
  return {
    read: (addr, len) => (machine.accessible(addr, len, false) ? machine.read(addr, len) : null),
    write: (addr, bytes) => {
      if (!machine.accessible(addr, bytes.length, true)) return false;
      machine.write(addr, bytes);
      return true;
    },
  };
}
