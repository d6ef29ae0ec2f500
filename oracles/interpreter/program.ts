// Everything one run of a module needs: datalayout, global layout, memory, runtime environment,
// stdout, and the compiled functions (compiled lazily, on first call).
//
// Contract: constructing a Program parses the datalayout (engine/ir/datalayout.ts's
// moduleDataLayout: the triple's default when the module has none, the rule the parser, printer
// and verifier share) and lays out the globals; both may throw (DataLayoutError, LayoutError).
// One Program serves one run: its memory and stdout are the run's state.

import { vaAbi } from './varargs.js';
import { moduleDataLayout, type DataLayout } from '../../engine/ir/datalayout.js';
import { layoutGlobals, type GlobalLayout } from '../../engine/ir/global-layout.js';
import type { Func, Module } from '../../engine/ir/types.js';
import type { RuntimeEnv } from '../runtime.js';
import { HeapAllocator } from '../runtime-heap.js';
import { FileSystem } from '../runtime-files.js';
import { compileFunction } from './compile.js';
import type { CompiledFunc } from './compiled.js';
import { Memory } from './memory.js';

/** What compiling a function needs to know about its program. */
export interface ProgramContext {
  readonly source: string;
  readonly pointerBits: 32 | 64;
  readonly layout: GlobalLayout;
  readonly mem: Memory;
  readonly env: RuntimeEnv;
  /** Functions with a body, by name. */
  readonly defined: ReadonlyMap<string, Func>;
}

/** A growable byte buffer for stdout. */
class ByteSink {
  private buf = new Uint8Array(256);
  private length = 0;

  push(byte: number): void {
    if (this.length === this.buf.length) {
      const bigger = new Uint8Array(this.buf.length * 2);
      bigger.set(this.buf);
      this.buf = bigger;
    }
    this.buf[this.length++] = byte;
  }

  bytes(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

export class Program implements ProgramContext {
  readonly source: string;
  readonly dl: DataLayout;
  readonly pointerBits: 32 | 64;
  readonly layout: GlobalLayout;
  readonly mem: Memory;
  readonly env: RuntimeEnv;
  readonly defined: ReadonlyMap<string, Func>;
  readonly stdout = new ByteSink();
  private readonly compiled = new Map<string, CompiledFunc>();
  /** Function names by address (the entry slots of global-layout.ts), for indirect calls. */
  private readonly functionAt = new Map<number, string>();

  constructor(readonly module: Module) {
    this.source = module.source;
    this.dl = moduleDataLayout(module);
    this.pointerBits = this.dl.pointerBits;
    this.layout = layoutGlobals(module, this.dl);
    this.mem = new Memory(this.layout);
    const sink = this.stdout;
    const files = new FileSystem((b) => sink.push(b));
    this.env = {
      memory: this.mem,
      output: files.stdout,
      files,
      pointerBits: this.pointerBits,
      heap: new HeapAllocator(this.mem),
      vaList: vaAbi(this.dl),
    };
    this.defined = new Map(module.functions.filter((f) => f.blocks.length > 0).map((f) => [f.name, f] as const));
    for (const [name, address] of this.layout.functions) this.functionAt.set(Number(address), name);
  }

  /** The function whose address `address` is (the Thumb bit included), or undefined. */
  functionNamed(address: number): string | undefined {
    return this.functionAt.get(address);
  }

  /** The compiled form of defined function `name`, or undefined when it has no body. */
  function(name: string): CompiledFunc | undefined {
    let c = this.compiled.get(name);
    if (c === undefined) {
      const f = this.defined.get(name);
      if (f === undefined) return undefined;
      c = compileFunction(this, f);
      this.compiled.set(name, c);
    }
    return c;
  }
}
