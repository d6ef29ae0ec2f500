// A builder for engine IR functions, for generators, lowering passes and tests.
//
// Contract: hands out dense value and block ids, normalizes integer constants to the unsigned
// range, and appends instructions at the current block. It checks nothing beyond what the types
// say: run engine/ir/verify on the result.

import {
  I1,
  PTR,
  type BinOp,
  type Block,
  type CallConv,
  type CastOp,
  type Flags,
  type Func,
  type ICmpPred,
  type Inst,
  type IntConst,
  type IntType,
  type Param,
  type PhiIncoming,
  type RefValue,
  type ScalarType,
  type Terminator,
  type Value,
} from './types.js';

export function intConst(type: IntType, value: bigint | number): IntConst {
  return { kind: 'int', type, value: BigInt.asUintN(type.bits, BigInt(value)) };
}

export class FuncBuilder {
  readonly params: RefValue[];
  private readonly paramList: Param[];
  private readonly blocks: Block[] = [];
  private nextValueId = 0;
  private current: Block | undefined;

  constructor(
    readonly name: string,
    readonly retType: ScalarType | null,
    paramTypes: readonly ScalarType[],
    readonly callconv: CallConv = 'ccc',
  ) {
    this.paramList = paramTypes.map((type, i) => ({ id: this.nextValueId++, name: `a${i}`, type }));
    this.params = this.paramList.map((p) => ({ kind: 'ref', id: p.id, type: p.type }));
  }

  /** A new block (terminated by `unreachable` until a terminator is set); it becomes current. */
  block(name = ''): number {
    const block: Block = { id: this.blocks.length, name, insts: [], term: { op: 'unreachable' } };
    this.blocks.push(block);
    this.current = block;
    return block.id;
  }

  at(blockId: number): this {
    this.current = this.blocks[blockId];
    return this;
  }

  private here(): Block {
    if (this.current === undefined) throw new Error('FuncBuilder: no current block');
    return this.current;
  }

  private def<T extends Inst>(make: (id: number) => T, type: ScalarType): RefValue {
    const id = this.nextValueId++;
    this.here().insts.push(make(id));
    return { kind: 'ref', id, type };
  }

  binop(binop: BinOp, lhs: Value, rhs: Value, flags: Flags = {}): RefValue {
    const type = lhs.type as IntType;
    return this.def((id) => ({ op: 'binop', id, name: '', binop, type, lhs, rhs, flags }), type);
  }

  icmp(pred: ICmpPred, lhs: Value, rhs: Value): RefValue {
    return this.def((id) => ({ op: 'icmp', id, name: '', pred, lhs, rhs }), I1);
  }

  select(cond: Value, ifTrue: Value, ifFalse: Value): RefValue {
    const type = ifTrue.type;
    return this.def((id) => ({ op: 'select', id, name: '', type, cond, ifTrue, ifFalse }), type);
  }

  cast(cast: CastOp, value: Value, type: ScalarType, flags: Flags = {}): RefValue {
    return this.def((id) => ({ op: 'cast', id, name: '', cast, type, value, flags }), type);
  }

  freeze(value: Value): RefValue {
    return this.def((id) => ({ op: 'freeze', id, name: '', type: value.type, value }), value.type);
  }

  ptradd(base: Value, offset: Value, inbounds = false): RefValue {
    return this.def((id) => ({ op: 'ptradd', id, name: '', type: PTR, base, offset, inbounds }), PTR);
  }

  /** A phi at the top of the current block; incoming arms may be added later with `addIncoming`. */
  phi(type: ScalarType, incoming: PhiIncoming[] = []): RefValue {
    const id = this.nextValueId++;
    const block = this.here();
    const firstNonPhi = block.insts.findIndex((i) => i.op !== 'phi');
    block.insts.splice(firstNonPhi < 0 ? block.insts.length : firstNonPhi, 0, { op: 'phi', id, name: '', type, incoming });
    return { kind: 'ref', id, type };
  }

  addIncoming(phi: RefValue, block: number, value: Value): void {
    for (const b of this.blocks) {
      const inst = b.insts.find((i) => i.op === 'phi' && i.id === phi.id);
      if (inst?.op === 'phi') (inst.incoming as PhiIncoming[]).push({ block, value });
    }
  }

  alloca(size: number, align: number): RefValue {
    return this.def((id) => ({ op: 'alloca', id, name: '', type: PTR, size, align }), PTR);
  }

  load(type: ScalarType, ptr: Value, align = 1, isVolatile = false): RefValue {
    return this.def((id) => ({ op: 'load', id, name: '', type, ptr, align, volatile: isVolatile }), type);
  }

  store(value: Value, ptr: Value, align = 1, isVolatile = false): void {
    this.here().insts.push({ op: 'store', value, ptr, align, volatile: isVolatile });
  }

  call(callee: string, ret: ScalarType | null, args: readonly Value[], callconv: CallConv = 'ccc'): RefValue | null {
    if (ret === null) {
      this.here().insts.push({ op: 'call', id: -1, name: '', type: null, callee, args, callconv });
      return null;
    }
    return this.def((id) => ({ op: 'call', id, name: '', type: ret, callee, args, callconv }), ret);
  }

  /** A call through the pointer `fn` (an indirect call: callee ''). */
  callIndirect(fn: Value, ret: ScalarType | null, args: readonly Value[]): RefValue | null {
    const call = { op: 'call', name: '', callee: '', args, callconv: 'ccc', indirect: fn } as const;
    if (ret === null) {
      this.here().insts.push({ ...call, id: -1, type: null });
      return null;
    }
    return this.def((id) => ({ ...call, id, type: ret }), ret);
  }

  terminate(term: Terminator): void {
    this.here().term = term;
  }

  br(target: number): void {
    this.terminate({ op: 'br', target });
  }
  condbr(cond: Value, ifTrue: number, ifFalse: number): void {
    this.terminate({ op: 'condbr', cond, ifTrue, ifFalse });
  }
  ret(value: Value | null): void {
    this.terminate({ op: 'ret', value });
  }

  finish(): Func {
    return {
      name: this.name,
      ret: this.retType,
      params: this.paramList,
      callconv: this.callconv,
      blocks: this.blocks,
      nextValueId: this.nextValueId,
      nextBlockId: this.blocks.length,
    };
  }
}

/** A declaration (no body), e.g. of a runtime function. */
export function declareFunc(name: string, ret: ScalarType | null, paramTypes: readonly ScalarType[]): Func {
  const params = paramTypes.map((type, id) => ({ id, name: '', type }));
  return { name, ret, params, callconv: 'ccc', blocks: [], nextValueId: params.length, nextBlockId: 0 };
}
