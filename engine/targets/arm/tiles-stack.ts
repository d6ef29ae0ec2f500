// The ARM tiles of the dynamic stack (engine/isel/dag.ts `dynalloca`, `stacksave`, `stackrestore`).
//
// Contract: `stackTiles(b)` adds to the ARM grammar (ARM ARM, ARMv6 edition, A4.1):
// - dynalloca n (n a multiple of 8: engine/lower/dynamic-stack.ts): `sub sp, sp, n` then
//   `add d, sp, #outgoing` (the instruction is `aboveOutgoing`: code generation adds the
//   outgoing-argument area's size, engine/codegen/frame.ts, so the area stays at the bottom of the
//   frame for the calls that follow);
// - stacksave: `mov d, sp`; stackrestore p: `mov sp, p`;
// - frameaddress (llvm.frameaddress(0)): `mov d, r11`, the frame pointer such a function has
//   (engine/isel/emit.ts gives it one).
// The function's frame is then addressed from r11 (engine/codegen/apply.ts); these are the only
// instructions of a body that write sp (the frame verifier's `dynamic` stack effect).

import { asReg, NONE, Regs } from '../../isel/emit-api.js';
import { nt, op } from '../../isel/grammar.js';
import { type ArmBuilder, insn, LAT } from './tiles-util.js';

export function stackTiles(b: ArmBuilder): void {
  b.tile('dynalloca', 'reg', op('dynalloca', 32, nt('reg')), b.size('sub rd, rn, rm', 'add rd, rn, #imm'), 2 * LAT.alu, (x, l, n) => {
    const r = new Regs(x);
    b.push(x, r, insn('sub rd, rn, rm', { rd: 'sp', rn: 'sp', rm: r.use(asReg(l[0]), 32) }));
    const rd = new Regs(x);
    const d = x.resultVreg(n);
    b.push(x, rd, insn('add rd, rn, #imm', { rd: rd.def(d, 32), rn: 'sp', imm: 0 }), { aboveOutgoing: true });
    return { kind: 'reg', vreg: d };
  });
  b.tile('stacksave', 'reg', op('stacksave', 32), b.size('mov rd, rm'), LAT.alu, (x, _l, n) => {
    const r = new Regs(x);
    const d = x.resultVreg(n);
    b.push(x, r, insn('mov rd, rm', { rd: r.def(d, 32), rm: 'sp' }));
    return { kind: 'reg', vreg: d };
  });
  b.tile('frameaddress', 'reg', op('frameaddress', 32), b.size('mov rd, rm'), LAT.alu, (x, _l, n) => {
    const r = new Regs(x);
    const d = x.resultVreg(n);
    b.push(x, r, insn('mov rd, rm', { rd: r.def(d, 32), rm: 'r11' }));
    return { kind: 'reg', vreg: d };
  });
  b.tile('stackrestore', 'stmt', op('stackrestore', 32, nt('reg')), b.size('mov rd, rm'), LAT.alu, (x, l) => {
    const r = new Regs(x);
    b.push(x, r, insn('mov rd, rm', { rd: 'sp', rm: r.use(asReg(l[0]), 32) }));
    return NONE;
  });
}
