// Test-only builder for engine IR modules, so interpreter tests do not depend on the LLVM IR parser.
//
// Contract: produces plain Module data as engine/ir/types.ts describes it; ids are dense per
// function (params first); integer constants are masked to the unsigned range. No verification:
// tests that want malformed input can build it.

import type { TAP } from 'tap';
import { intConst } from '../../engine/ir/builder.js';
import {
  I1,
  PTR,
  type BinOp,
  type Block,
  type CastOp,
  type Flags,
  type Func,
  type Global,
  type ICmpPred,
  type Init,
  type Inst,
  type IntType,
  type MemType,
  type Module,
  type PhiIncoming,
  type RefValue,
  type ScalarType,
  type SourceLoc,
  type Terminator,
  type Value,
} from '../../engine/ir/types.js';

export const DL_X86_64 = 'e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128';
export const DL_I386 = 'e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128';
export const DL_ARM = 'e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64';

/** An integer constant, masked to the unsigned range (the engine builder's helper). */
export const int: (type: IntType, v: bigint | number) => Value = intConst;
export const nullPtr: Value = { kind: 'null', type: PTR };
export function gaddr(name: string, offset: bigint | number = 0n): Value {
  return { kind: 'global', name, offset: BigInt(offset), type: PTR };
}
export function undef(type: ScalarType): Value {
  return { kind: 'undef', type };
}
export function poison(type: ScalarType): Value {
  return { kind: 'poison', type };
}

export class FnBuilder {
  private nextId: number;
  private readonly blocks: Array<{ id: number; name: string; insts: Inst[]; term: Terminator | null }> = [];
  readonly params: RefValue[];

  constructor(
    readonly name: string,
    readonly retType: ScalarType | null,
    paramTypes: readonly ScalarType[],
  ) {
    this.params = paramTypes.map((type, id) => ({ kind: 'ref', id, type }));
    this.nextId = paramTypes.length;
  }

  block(name = ''): number {
    this.blocks.push({ id: this.blocks.length, name, insts: [], term: null });
    return this.blocks.length - 1;
  }

  private push(b: number, inst: Inst): void {
    this.blocks[b]!.insts.push(inst);
  }

  private def(type: ScalarType): { id: number; name: string; ref: RefValue } {
    const id = this.nextId++;
    return { id, name: `v${id}`, ref: { kind: 'ref', id, type } };
  }

  binop(b: number, binop: BinOp, type: IntType, lhs: Value, rhs: Value, flags: Flags = {}, loc?: SourceLoc): RefValue {
    const d = this.def(type);
    this.push(b, { op: 'binop', id: d.id, name: d.name, binop, type, lhs, rhs, flags, ...(loc ? { loc } : {}) });
    return d.ref;
  }

  icmp(b: number, pred: ICmpPred, lhs: Value, rhs: Value, samesign = false): RefValue {
    const d = this.def(I1);
    this.push(b, { op: 'icmp', id: d.id, name: d.name, pred, lhs, rhs, ...(samesign ? { samesign } : {}) });
    return d.ref;
  }

  select(b: number, type: ScalarType, cond: Value, ifTrue: Value, ifFalse: Value): RefValue {
    const d = this.def(type);
    this.push(b, { op: 'select', id: d.id, name: d.name, type, cond, ifTrue, ifFalse });
    return d.ref;
  }

  cast(b: number, cast: CastOp, type: ScalarType, value: Value, flags: Flags = {}): RefValue {
    const d = this.def(type);
    this.push(b, { op: 'cast', id: d.id, name: d.name, cast, type, value, flags });
    return d.ref;
  }

  freeze(b: number, type: ScalarType, value: Value): RefValue {
    const d = this.def(type);
    this.push(b, { op: 'freeze', id: d.id, name: d.name, type, value });
    return d.ref;
  }

  ptradd(b: number, base: Value, offset: Value, inbounds = true): RefValue {
    const d = this.def(PTR);
    this.push(b, { op: 'ptradd', id: d.id, name: d.name, type: PTR, base, offset, inbounds });
    return d.ref;
  }

  /** A phi whose incoming list the caller may extend later (for loops). */
  phi(b: number, type: ScalarType, incoming: Array<[number, Value]> = []): { ref: RefValue; add: (block: number, v: Value) => void } {
    const d = this.def(type);
    const list: PhiIncoming[] = incoming.map(([block, value]) => ({ block, value }));
    this.push(b, { op: 'phi', id: d.id, name: d.name, type, incoming: list });
    return {
      ref: d.ref,
      add: (block, value) => {
        list.push({ block, value });
      },
    };
  }

  alloca(b: number, size: number, align = 4): RefValue {
    const d = this.def(PTR);
    this.push(b, { op: 'alloca', id: d.id, name: d.name, type: PTR, size, align });
    return d.ref;
  }

  load(b: number, type: ScalarType, ptr: Value, loc?: SourceLoc): RefValue {
    const d = this.def(type);
    this.push(b, { op: 'load', id: d.id, name: d.name, type, ptr, align: 1, volatile: false, ...(loc ? { loc } : {}) });
    return d.ref;
  }

  store(b: number, value: Value, ptr: Value, loc?: SourceLoc): void {
    this.push(b, { op: 'store', value, ptr, align: 1, volatile: false, ...(loc ? { loc } : {}) });
  }

  call(b: number, callee: string, type: ScalarType | null, args: Value[]): RefValue {
    const d = this.def(type ?? I1);
    this.push(b, { op: 'call', id: type === null ? -1 : d.id, name: type === null ? '' : d.name, type, callee, args, callconv: 'ccc' });
    return d.ref;
  }

  br(b: number, target: number): void {
    this.term(b, { op: 'br', target });
  }
  condbr(b: number, cond: Value, ifTrue: number, ifFalse: number): void {
    this.term(b, { op: 'condbr', cond, ifTrue, ifFalse });
  }
  switch(b: number, type: IntType, value: Value, defaultTarget: number, cases: Array<[bigint, number]>): void {
    this.term(b, {
      op: 'switch',
      type,
      value,
      defaultTarget,
      cases: cases.map(([v, target]) => ({ value: BigInt.asUintN(type.bits, v), target })),
    });
  }
  ret(b: number, value: Value | null, loc?: SourceLoc): void {
    this.term(b, { op: 'ret', value, ...(loc ? { loc } : {}) });
  }
  unreachable(b: number, loc?: SourceLoc): void {
    this.term(b, { op: 'unreachable', ...(loc ? { loc } : {}) });
  }

  private term(b: number, t: Terminator): void {
    this.blocks[b]!.term = t;
  }

  build(): Func {
    const blocks: Block[] = this.blocks.map((b) => {
      if (b.term === null) throw new Error(`block ${b.id} of @${this.name} has no terminator`);
      return { id: b.id, name: b.name, insts: b.insts, term: b.term };
    });
    return {
      name: this.name,
      ret: this.retType,
      callconv: 'ccc',
      blocks,
      nextValueId: this.nextId,
      nextBlockId: blocks.length,
      params: this.params.map((p) => ({ id: p.id, name: `p${p.id}`, type: p.type })),
    };
  }
}

export function declare(name: string, ret: ScalarType | null, params: readonly ScalarType[]): Func {
  return {
    name,
    ret,
    callconv: 'ccc',
    blocks: [],
    nextValueId: params.length,
    nextBlockId: 0,
    params: params.map((type, id) => ({ id, name: `p${id}`, type })),
  };
}

export function global(name: string, type: MemType, init: Init | null, opts: { constant?: boolean; align?: number } = {}): Global {
  return { name, type, init, constant: opts.constant ?? false, align: opts.align ?? 0 };
}

export function module(functions: Func[], globals: Global[] = [], datalayout = DL_X86_64, source = 'test.ll'): Module {
  const triple = datalayout === DL_X86_64 ? 'x86_64-unknown-linux-gnu' : 'i386-unknown-linux-gnu';
  return { source, triple, datalayout, globals, functions };
}

/** The tap assertions test helpers use (subtests share these signatures with the root TAP object). */
export type Asserts = Pick<TAP, 'equal' | 'match' | 'ok'>;
