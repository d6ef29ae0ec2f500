// The x86 tiles of the dynamic stack (engine/isel/dag.ts `dynalloca`, `stacksave`, `stackrestore`).
//
// Contract: `stackTiles(b)` adds to the grammar of one mode (x86-32 or x86-64, Intel SDM vol. 2):
// - dynalloca n (n a multiple of the stack alignment: engine/lower/dynamic-stack.ts):
//   `sub esp, n` then `lea d, [esp + outgoing]` (the instruction is `aboveOutgoing`: code
//   generation adds the outgoing-argument area's size, engine/codegen/frame.ts, so the area stays
//   at the bottom of the frame for the calls that follow);
// - stacksave: `mov d, esp`; stackrestore p: `mov esp, p`;
// - frameaddress (llvm.frameaddress(0)): `mov d, ebp`, the frame pointer such a function has
//   (engine/isel/emit.ts gives it one).
// The function's frame is then addressed from ebp/rbp (engine/codegen/apply.ts); these are the
// only instructions of a body that write esp (the frame verifier's `dynamic` stack effect).

import { asReg, NONE, Regs } from '../../isel/emit-api.js';
import { op } from '../../isel/grammar.js';
import { nt } from '../../isel/grammar.js';
import { insn, reg, type Builder } from './tiles-util.js';

export function stackTiles(b: Builder): void {
  const p = b.ptr;
  const [mov, sub, lea] = [`mov r${p}, r${p}`, `sub r${p}, r${p}`, `lea r${p}, m`];
  const sample = reg(p === 64 ? 'rax' : 'eax');
  const spMem = { kind: 'mem', base: b.sp, index: null, scale: 1, disp: 0 } as const;
  const movSize = b.size([insn(mov, sample, sample)]);
  b.tile(
    'dynalloca',
    'reg',
    op('dynalloca', p, nt('reg')),
    b.size([insn(sub, sample, sample), insn(lea, sample, b.sampleMem)]) + 1,
    2,
    (x, l, n) => {
      const r = new Regs(x);
      b.push(x, r, insn(sub, reg(b.sp), reg(r.use(asReg(l[0]), p))));
      const rd = new Regs(x);
      const d = x.resultVreg(n);
      b.push(x, rd, insn(lea, reg(rd.def(d, p)), spMem), { aboveOutgoing: true });
      return { kind: 'reg', vreg: d };
    },
  );
  b.tile('stacksave', 'reg', op('stacksave', p), movSize, 1, (x, _l, n) => {
    const r = new Regs(x);
    const d = x.resultVreg(n);
    b.push(x, r, insn(mov, reg(r.def(d, p)), reg(b.sp)));
    return { kind: 'reg', vreg: d };
  });
  b.tile('frameaddress', 'reg', op('frameaddress', p), movSize, 1, (x, _l, n) => {
    const r = new Regs(x);
    const d = x.resultVreg(n);
    b.push(x, r, insn(mov, reg(r.def(d, p)), reg(p === 64 ? 'rbp' : 'ebp')));
    return { kind: 'reg', vreg: d };
  });
  b.tile('stackrestore', 'stmt', op('stackrestore', p, nt('reg')), movSize, 1, (x, l) => {
    const r = new Regs(x);
    b.push(x, r, insn(mov, reg(b.sp), reg(r.use(asReg(l[0]), p))));
    return NONE;
  });
}
