// GCC's __builtin_setjmp/__builtin_longjmp (clang's llvm.eh.sjlj.setjmp/longjmp) for the back end.
//
// Contract: clang has already stored llvm.frameaddress(0) in buf[0] and llvm.stacksave() in buf[2]
// (CodeGenFunction's __builtin_setjmp); `lowerSjlj(fn, ptrBytes)` rewrites in place
//   %r = call i32 @llvm.eh.sjlj.setjmp(ptr %buf)
//     -> %slot = alloca [ptrBytes x i8] (one per setjmp, at the top of the entry block: a frame object)
//        %r = call i32 @__tessera_builtin_setjmp(ptr %buf, ptr %slot)
//   call void @llvm.eh.sjlj.longjmp(ptr %buf) -> call void @__tessera_builtin_longjmp(ptr %buf)
// and `declareSjljHelpers(module)` swaps the intrinsics' declarations for the helpers'. The helpers
// (common/image.ts SJLJ_HELPERS, serviced by simulators/sjlj.ts) are the scheme of LLVM's
// emitEHSjLjSetJmp/LongJmp with one indirection: setjmp stores its return address — the resume
// point, where the call "returns" a second time — in the slot, and the slot's address in buf[1];
// longjmp sets the frame pointer from buf[0] and sp from buf[2] and resumes at *buf[1] with result 1.
// LLVM puts the resume address itself in buf[1]; a code address there would make the memory digest
// of a global buffer differ from the interpreter's, which has no code addresses, whereas a stack
// address is canonicalised on both sides (oracles/outcome.ts). As LLVM does, the setjmp call
// clobbers every register (engine/isel/emit-api.ts callRegs), so nothing lives in a register across
// it and resuming needs only fp and sp; a function with a setjmp has a frame pointer because clang's
// sequence reads it (llvm.frameaddress) and moves sp (llvm.stacksave).

import { SJLJ_HELPERS } from '../../common/image.js';
import { I32, PTR, type CallInst, type Func, type Inst, type Module } from '../ir/types.js';

const SETJMP = 'llvm.eh.sjlj.setjmp';
const LONGJMP = 'llvm.eh.sjlj.longjmp';

function isSjljIntrinsic(name: string): boolean {
  return name === SETJMP || name === LONGJMP;
}

export function lowerSjlj(fn: Func, ptrBytes: number): Func {
  const uses = fn.blocks.some((b) => b.insts.some((i) => i.op === 'call' && isSjljIntrinsic(i.callee)));
  if (!uses) return fn;
  const slots: Inst[] = [];
  let nextValueId = fn.nextValueId;
  const rewrite = (i: Inst): Inst => {
    if (i.op !== 'call' || !isSjljIntrinsic(i.callee)) return i;
    const { tail: _tail, ...call } = i;
    if (i.callee === LONGJMP) return { ...call, callee: SJLJ_HELPERS.longjmp };
    const slot = nextValueId++;
    slots.push({
      op: 'alloca',
      id: slot,
      name: '',
      type: PTR,
      size: ptrBytes,
      align: ptrBytes,
      ...(i.loc === undefined ? {} : { loc: i.loc }),
    });
    const setjmp: CallInst = { ...call, callee: SJLJ_HELPERS.setjmp, args: [...i.args, { kind: 'ref', id: slot, type: PTR }] };
    return setjmp;
  };
  const blocks = fn.blocks.map((b) => ({ ...b, insts: b.insts.map(rewrite) }));
  blocks[0] = { ...blocks[0]!, insts: [...slots, ...blocks[0]!.insts] };
  return { ...fn, blocks, nextValueId };
}

/** Replaces the declarations of the sjlj intrinsics by those of the helpers the module now calls. */
export function declareSjljHelpers(module: Module): void {
  const used = new Set<string>();
  for (const f of module.functions) for (const b of f.blocks) for (const i of b.insts) if (i.op === 'call') used.add(i.callee);
  module.functions = module.functions.filter((f) => !(f.blocks.length === 0 && isSjljIntrinsic(f.name)));
  const declare = (name: string, params: number, ret: typeof I32 | null): void => {
    if (!used.has(name) || module.functions.some((f) => f.name === name)) return;
    const ps = Array.from({ length: params }, (_, id) => ({ id, name: '', type: PTR }));
    module.functions.push({ name, ret, params: ps, callconv: 'ccc', blocks: [], nextValueId: params, nextBlockId: 0 });
  };
  declare(SJLJ_HELPERS.setjmp, 2, I32);
  declare(SJLJ_HELPERS.longjmp, 1, null);
}
