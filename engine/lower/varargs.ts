// va_start / va_copy of a variadic function definition, expanded into plain IR for the back end.
//
// Contract: `expandVarargs(fn, pointerBits)` returns `fn` with every `call @llvm.va_start(p)` and
// `call @llvm.va_copy(d, s)` (engine/frontend/varargs.ts keeps them as calls) replaced, per ABI:
// - 32-bit targets (System V i386 §2.2.4, AAPCS §7.1.4: va_list is a pointer):
//   va_start(p) -> %a = alloca va args ; store ptr %a, p
//   va_copy(d, s) -> the pointer copied
// - x86-64 (System V AMD64 ABI §3.5.7, va_list = {i32 gp_offset, i32 fp_offset,
//   ptr overflow_arg_area, ptr reg_save_area}, 24 bytes):
//   va_start(p) -> gp_offset = 8 × min(named, 6) (every named parameter is an integer or a pointer
//   in one register), fp_offset = 176 (= 48 + 8 × 16: no vector register left, so an fp va_arg
//   reads the overflow area — floating point is out of scope, and the register save area has no
//   xmm part), overflow_arg_area = alloca va args, reg_save_area = alloca va regs (48 bytes)
//   va_copy(d, s) -> the four fields copied
// `alloca va` (engine/ir/types.ts AllocaInst.va) names the ABI's areas; engine/isel/emit.ts gives
// them frame objects (the grammar's entryArgs fills them). `isVaIntrinsic` names the declarations
// the module drops once no call is left. The input is not changed.

import { I32, PTR, intType, type Func, type Inst, type ScalarType, type Value } from '../ir/types.js';

const VA_START = 'llvm.va_start';
const VA_COPY = 'llvm.va_copy';

export function isVaIntrinsic(name: string): boolean {
  return name === VA_START || name === VA_COPY;
}

/** x86-64's va_list fields: offset, type. */
const X64_FIELDS: readonly (readonly [number, ScalarType])[] = [
  [0, I32],
  [4, I32],
  [8, PTR],
  [16, PTR],
];
const X64_GP_REGS = 6;
/** fp_offset past the last xmm slot of the register save area: every fp va_arg reads memory. */
const X64_FP_EXHAUSTED = 48 + 8 * 16;

export function expandVarargs(fn: Func, pointerBits: 32 | 64): Func {
  if (!fn.blocks.some((b) => b.insts.some((i) => i.op === 'call' && isVaIntrinsic(i.callee)))) return fn;
  const x = new Expander(fn, pointerBits);
  const blocks = fn.blocks.map((b) => ({ ...b, insts: b.insts.flatMap((i) => x.expand(i)) }));
  return { ...fn, blocks, nextValueId: x.nextId };
}

class Expander {
  nextId: number;
  private out: Inst[] = [];
  private loc: Inst['loc'];

  constructor(
    private readonly fn: Func,
    private readonly pw: 32 | 64,
  ) {
    this.nextId = fn.nextValueId;
  }

  expand(i: Inst): Inst[] {
    if (i.op !== 'call' || !isVaIntrinsic(i.callee)) return [i];
    this.out = [];
    this.loc = i.loc;
    const [first, second] = i.args as [Value, Value | undefined];
    if (i.callee === VA_START) this.start(first);
    else for (const [off, type] of this.fields()) this.store(this.load(type, this.at(second!, off)), this.at(first, off));
    return this.out;
  }

  private fields(): readonly (readonly [number, ScalarType])[] {
    return this.pw === 64 ? X64_FIELDS : [[0, PTR]];
  }

  private start(list: Value): void {
    if (this.pw === 32) {
      this.store(this.area('args'), list);
      return;
    }
    const named = this.fn.params.length;
    const values: Value[] = [
      { kind: 'int', type: I32, value: BigInt(8 * Math.min(named, X64_GP_REGS)) },
      { kind: 'int', type: I32, value: BigInt(X64_FP_EXHAUSTED) },
      this.area('args'),
      this.area('regs'),
    ];
    X64_FIELDS.forEach(([off], k) => this.store(values[k]!, this.at(list, off)));
  }

  private def(make: (id: number) => Inst, type: ScalarType): Value {
    const id = this.nextId++;
    this.out.push(make(id));
    return { kind: 'ref', id, type };
  }

  private area(va: 'args' | 'regs'): Value {
    const [size, align] = va === 'regs' ? [48, 16] : [0, this.pw / 8];
    const loc = this.loc;
    return this.def((id) => ({ op: 'alloca', id, name: '', type: PTR, size, align, va, loc }), PTR);
  }

  private at(base: Value, offset: number): Value {
    if (offset === 0) return base;
    const off: Value = { kind: 'int', type: intType(this.pw), value: BigInt(offset) };
    const loc = this.loc;
    return this.def((id) => ({ op: 'ptradd', id, name: '', type: PTR, base, offset: off, inbounds: true, loc }), PTR);
  }

  private load(type: ScalarType, ptr: Value): Value {
    const align = type.kind === 'ptr' ? this.pw / 8 : 4;
    const loc = this.loc;
    return this.def((id) => ({ op: 'load', id, name: '', type, ptr, align, volatile: false, loc }), type);
  }

  private store(value: Value, ptr: Value): void {
    const align = value.type.kind === 'ptr' ? this.pw / 8 : 4;
    this.out.push({ op: 'store', value, ptr, align, volatile: false, loc: this.loc });
  }
}
