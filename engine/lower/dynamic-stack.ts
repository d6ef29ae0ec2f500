// Legalization of the dynamic stack (engine/ir/types.ts DynAllocaInst, StackSaveInst,
// StackRestoreInst) for the back end.
//
// Contract: `legalizeDynamicStack(fn, target, intPtr)` rewrites `fn` in place so that every
// `dynalloca` reserves a multiple of the ABI's stack alignment A (System V i386 / x86-64 §3.2.2:
// 16; AAPCS §5.2.1.2: 8), which is what the selection tiles subtract from sp, so sp keeps its
// alignment at every later call:
//   size' = (size + A - 1) & -A
// An alloca aligned beyond A reserves align - A bytes more and rounds its address up
// (ptrtoint, add, and, inttoptr), as LLVM's DYNAMIC_STACKALLOC does with an `and sp, -align`.
// The interpreter runs the result like the input, up to the padding bytes (the object it makes
// is the padded size, aligned as the IR asks). On a target without a frame pointer
// (Target.framePointer null; every target has one today) a dynamic alloca, stacksave or stackrestore is
// Unsupported, named.

import { Unsupported } from '../backend/errors.js';
import { PTR, type Func, type Inst, type IntType, type SourceLoc, type Value } from '../ir/types.js';
import type { Target } from '../targets/target.js';

export function legalizeDynamicStack(fn: Func, target: Target, intPtr: IntType): void {
  for (const b of fn.blocks) {
    if (!b.insts.some((i) => i.op === 'dynalloca' || i.op === 'stacksave' || i.op === 'stackrestore')) continue;
    if (target.framePointer === null) {
      const i = b.insts.find((i) => i.op === 'dynalloca' || i.op === 'stacksave' || i.op === 'stackrestore')!;
      const at = i.loc === undefined ? '' : ` at ${i.loc.line}:${i.loc.col}`;
      throw new Unsupported(i.op === 'dynalloca' ? 'dynamic alloca' : `llvm.${i.op}`, {
        fn: fn.name,
        at,
        why: `no frame pointer on ${target.isa} yet`,
      });
    }
    b.insts = b.insts.flatMap((i) => (i.op === 'dynalloca' ? padded(fn, i, target.model.abi.stackAlign, intPtr) : [i]));
  }
}

function padded(fn: Func, inst: Extract<Inst, { op: 'dynalloca' }>, stackAlign: number, intPtr: IntType): Inst[] {
  const out: Inst[] = [];
  const loc: SourceLoc | undefined = inst.loc;
  const at = loc === undefined ? {} : { loc };
  const mask = (1n << BigInt(intPtr.bits)) - 1n;
  const c = (v: bigint): Value => ({ kind: 'int', type: intPtr, value: v & mask });
  const binop = (binop: 'add' | 'and', lhs: Value, rhs: Value): Value => {
    const id = fn.nextValueId++;
    out.push({ op: 'binop', id, name: '', binop, type: intPtr, lhs, rhs, flags: {}, ...at });
    return { kind: 'ref', id, type: intPtr };
  };
  const extra = Math.max(inst.align, stackAlign) - stackAlign;
  const rounded = binop('and', binop('add', inst.size, c(BigInt(stackAlign - 1 + extra))), c(-BigInt(stackAlign)));
  if (extra === 0) {
    out.push({ ...inst, size: rounded, align: stackAlign });
    return out;
  }
  const raw = fn.nextValueId++;
  out.push({ ...inst, id: raw, name: '', size: rounded, align: stackAlign });
  const asInt = fn.nextValueId++;
  out.push({
    op: 'cast',
    id: asInt,
    name: '',
    cast: 'ptrtoint',
    type: intPtr,
    value: { kind: 'ref', id: raw, type: PTR },
    flags: {},
    ...at,
  });
  const up = binop('and', binop('add', { kind: 'ref', id: asInt, type: intPtr }, c(BigInt(inst.align - 1))), c(-BigInt(inst.align)));
  out.push({ op: 'cast', id: inst.id, name: inst.name, cast: 'inttoptr', type: PTR, value: up, flags: {}, ...at });
  return out;
}
