// Module-wide state of one parse: the shared parsers, the datalayout, and the checks that can
// only run once the whole file has been read (globals and functions may be used before they
// are defined or declared, as clang puts declarations last).
//
// Contract: function and global parsers record every `@name` use and every direct call here;
// `finish` reports undefined globals, calls to non-functions and calls whose types do not
// match the callee (a variadic callee's arguments need only begin with its fixed parameters), and appends the runtime declarations (`memcpy`, `memset`, `memmove`, `abort`)
// that expanded intrinsics call, unless the module already has them with the right type.

import type { DataLayout } from '../ir/datalayout.js';
import { I32, I64, PTR, intType, sameType, type Func, type Global, type ScalarType } from '../ir/types.js';
import type { ValueParser } from './constants.js';
import type { Cursor } from './cursor.js';
import type { Token } from './lexer.js';
import type { TypeParser } from './types-parser.js';

export type RuntimeFn = 'memcpy' | 'memset' | 'memmove' | 'abort' | WideHelper;
/** The 128-bit division helpers of wide-ints.ts: i64 (i64 alo, i64 ahi, i64 blo, i64 bhi, i32 half). */
export type WideHelper = '__tessera_divti3' | '__tessera_udivti3' | '__tessera_modti3' | '__tessera_umodti3';

interface CallRecord {
  readonly callee: string;
  readonly tok: Token;
  readonly args: readonly ScalarType[];
  readonly ret: ScalarType | null;
  /** The call's function type ends in `...`. */
  readonly variadic: boolean;
}

function typeText(t: ScalarType | null): string {
  if (t === null) return 'void';
  return t.kind === 'ptr' ? 'ptr' : `i${t.bits}`;
}

function sameScalar(a: ScalarType | null, b: ScalarType | null): boolean {
  return a === null || b === null ? a === b : sameType(a, b);
}

export class ModuleState {
  private readonly globalUses = new Map<string, Token>();
  private readonly calls: CallRecord[] = [];
  private readonly runtime = new Map<RuntimeFn, Token>();
  /** Intrinsics kept as calls (frontend/varargs.ts, sjlj.ts): name -> pointer parameter count and result type. */
  private readonly intrinsics = new Map<string, { readonly arity: number; readonly ret: ScalarType | null }>();

  constructor(
    readonly cur: Cursor,
    readonly types: TypeParser,
    readonly vals: ValueParser,
    readonly dl: DataLayout,
  ) {}

  /** The integer type of the pointer width (GEP offsets, memcpy lengths). */
  get intPtr(): ScalarType & { kind: 'int' } {
    return intType(this.dl.pointerBits);
  }

  noteGlobalUse(tok: Token): void {
    if (!this.globalUses.has(tok.text)) this.globalUses.set(tok.text, tok);
  }

  noteCall(callee: string, tok: Token, args: readonly ScalarType[], ret: ScalarType | null, variadic = false): void {
    this.calls.push({ callee, tok, args, ret, variadic });
  }

  needRuntime(fn: RuntimeFn, tok: Token): void {
    if (!this.runtime.has(fn)) this.runtime.set(fn, tok);
  }

  needIntrinsic(name: string, arity: number, ret: ScalarType | null = null): void {
    this.intrinsics.set(name, { arity, ret });
  }

  runtimeParams(fn: RuntimeFn): ScalarType[] {
    if (fn === 'abort') return [];
    if (fn.startsWith('__tessera_')) return [I64, I64, I64, I64, I32];
    return fn === 'memset' ? [PTR, I32, this.intPtr] : [PTR, PTR, this.intPtr];
  }

  /** The mem* functions return their first argument; abort (llvm.trap) returns nothing. */
  runtimeRet(fn: RuntimeFn): ScalarType | null {
    if (fn.startsWith('__tessera_')) return I64;
    return fn === 'abort' ? null : PTR;
  }

  /**
   * Checks the whole-module references (an alias, already resolved in the IR by aliases.ts, names
   * its target); returns the functions with runtime declarations added.
   */
  finish(globals: readonly Global[], functions: readonly Func[], aliases: ReadonlyMap<string, { target: string }> = new Map()): Func[] {
    const funcs = new Map(functions.map((f) => [f.name, f] as const));
    const vars = new Set(globals.map((g) => g.name));
    const real = (name: string) => aliases.get(name)?.target ?? name;
    for (const [name, tok] of this.globalUses) {
      if (!funcs.has(real(name)) && !vars.has(real(name))) throw this.cur.error(tok, `use of undefined global '@${name}'`);
    }
    for (const call of this.calls) this.checkCall({ ...call, callee: real(call.callee) }, funcs, vars);
    const out = [...functions];
    for (const [name, { arity, ret }] of this.intrinsics) {
      const params = Array.from({ length: arity }, (_, id) => ({ id, name: '', type: PTR }));
      out.push({ name, ret, params, callconv: 'ccc', blocks: [], nextValueId: arity, nextBlockId: 0 });
    }
    for (const [fn, tok] of this.runtime) {
      const params = this.runtimeParams(fn);
      const ret = this.runtimeRet(fn);
      const have = funcs.get(fn);
      const sig = `${typeText(ret)} (${params.map(typeText).join(', ')})`;
      if (vars.has(fn)) throw this.cur.error(tok, `the expansion of this intrinsic calls @${fn}, but @${fn} is a global variable`);
      if (have === undefined) {
        out.push({
          name: fn,
          ret,
          params: params.map((type, id) => ({ id, name: '', type })),
          callconv: 'ccc',
          blocks: [],
          nextValueId: params.length,
          nextBlockId: 0,
        });
      } else if (!this.matches(have, params, ret)) {
        throw this.cur.error(tok, `the expansion of this intrinsic calls @${fn} as ${sig}, but the module declares it differently`);
      }
    }
    return out;
  }

  /** A variadic callee takes any arguments that begin with its fixed parameters' types. */
  private matches(f: Func, args: readonly ScalarType[], ret: ScalarType | null): boolean {
    const count = f.variadic ? f.params.length <= args.length : f.params.length === args.length;
    return sameScalar(f.ret, ret) && count && f.params.every((p, i) => sameType(p.type, args[i]!));
  }

  private checkCall(call: CallRecord, funcs: ReadonlyMap<string, Func>, vars: ReadonlySet<string>): void {
    const f = funcs.get(call.callee);
    if (f === undefined) {
      if (vars.has(call.callee)) throw this.cur.error(call.tok, `call to '@${call.callee}', which is not a function`);
      throw this.cur.error(call.tok, `call to undefined function '@${call.callee}'`);
    }
    if (!this.matches(f, call.args, call.ret)) {
      const want = `${typeText(f.ret)} (${[...f.params.map((p) => typeText(p.type)), ...(f.variadic ? ['...'] : [])].join(', ')})`;
      const got = `${typeText(call.ret)} (${[...call.args.map(typeText), ...(call.variadic ? ['...'] : [])].join(', ')})`;
      throw this.cur.error(call.tok, `call to '@${call.callee}' as ${got} does not match its type ${want}`);
    }
  }
}
