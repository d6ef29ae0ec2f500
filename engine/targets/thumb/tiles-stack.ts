// The Thumb tiles of the dynamic stack (engine/isel/dag.ts `dynalloca`, `stacksave`, `stackrestore`).
//
// Contract: `stackTiles(b)` adds to the Thumb grammar (ARMv6-M ARM A6.7). Thumb-1 has no `sub sp,
// reg`, so a dynamic alloca of n bytes (a multiple of 8: engine/lower/dynamic-stack.ts) goes
// through a low register, as LLVM's Thumb1 DYNAMIC_STACKALLOC does: `mov t, sp`, `subs t, t, n`,
// `mov sp, t`, then `add d, sp, #outgoing` (`aboveOutgoing`: code generation adds the
// outgoing-argument area's size, engine/codegen/frame.ts, so the area stays at the bottom of the
// frame). The subs writes the flags between tiles, which no tile reads across (a compare and its
// branch are one tile). stacksave: `mov d, sp`; stackrestore p: `mov sp, p`; frameaddress (llvm.frameaddress(0)):
// `mov d, r7`, the frame pointer such a function has (engine/isel/emit.ts). The function's frame is
// then addressed from r7 (engine/targets/thumb/frame-reach.ts); these are the only instructions of
// a body that write sp (the frame verifier's `dynamic` stack effect).

import { NONE, Regs } from '../../isel/emit-api.js';
import { nt, op } from '../../isel/grammar.js';
import { asReg, type Builder, insn, LAT, tmp } from './tiles-util.js';

export function stackTiles(b: Builder): void {
  const mov = (d: string, s: string) => insn('mov rd, rm', d, s);
  const size = b.size([mov('r0', 'sp'), insn('subs rd, rn, rm', 'r0', 'r0', 'r1'), mov('sp', 'r0'), insn('add rd, sp, #imm8', 'r0', 0)]);
  b.tile('dynalloca', 'reg', op('dynalloca', 32, nt('reg')), size, 4 * LAT.alu, (x, l, n) => {
    const t = tmp(x);
    const r1 = new Regs(x);
    b.push(x, r1, mov(r1.def(t, 32), 'sp'));
    const lowered = tmp(x);
    const r2 = new Regs(x);
    const [from, bytes] = [r2.use(t, 32), r2.use(asReg(l[0]), 32)];
    b.push(x, r2, insn('subs rd, rn, rm', r2.def(lowered, 32), from, bytes));
    const r3 = new Regs(x);
    b.push(x, r3, mov('sp', r3.use(lowered, 32)));
    const r4 = new Regs(x);
    const d = x.resultVreg(n);
    b.push(x, r4, insn('add rd, sp, #imm8', r4.def(d, 32), 0), { aboveOutgoing: true });
    return { kind: 'reg', vreg: d };
  });
  b.tile('stacksave', 'reg', op('stacksave', 32), b.size([mov('r0', 'sp')]), LAT.alu, (x, _l, n) => {
    const r = new Regs(x);
    const d = x.resultVreg(n);
    b.push(x, r, mov(r.def(d, 32), 'sp'));
    return { kind: 'reg', vreg: d };
  });
  b.tile('frameaddress', 'reg', op('frameaddress', 32), b.size([mov('r0', 'r7')]), LAT.alu, (x, _l, n) => {
    const r = new Regs(x);
    const d = x.resultVreg(n);
    b.push(x, r, mov(r.def(d, 32), 'r7'));
    return { kind: 'reg', vreg: d };
  });
  b.tile('stackrestore', 'stmt', op('stackrestore', 32, nt('reg')), b.size([mov('sp', 'r0')]), LAT.alu, (x, l) => {
    const r = new Regs(x);
    b.push(x, r, mov('sp', r.use(asReg(l[0]), 32)));
    return NONE;
  });
}
