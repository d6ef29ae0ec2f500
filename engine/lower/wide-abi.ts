// AAPCS's even-word rule for 64-bit arguments (§6.5, C.3/C.4), made explicit in the IR after the
// 64-bit expansion (wide.ts) for targets whose WideRules say `evenPairs` (ARM and Thumb).
// Requires a legalized module; produces it with padding parameters and arguments inserted.

import { planted } from '../../common/planted-bugs.js';
import { I32, type Func, type Module, type ScalarType, type Value } from '../ir/types.js';

const ZERO: Value = { kind: 'int', type: I32, value: 0n };

/**
 * AAPCS's even-word rule for 64-bit arguments, made explicit in the IR: an i64 parameter that would
 * start at an odd word (r1, r3, or a stack word not 8-byte aligned) gets an i32 padding parameter
 * before it, in every function, defined or declared, and every call gets a 0 argument there (not
 * undef: the interpreter calls a poison argument undefined behaviour), so the back end's plain
 * "word i in r_i, then the stack" assignment is the ABI's. The rule is positional, so it pads a
 * call's arguments beyond a variadic callee's fixed parameters too (AAPCS §6.5 applies it to
 * variadic arguments alike: printf("%d %lld", a, b) passes b in r2:r3), and the runtime, which reads
 * arguments per ABI (simulators/traps.ts), finds them where it looks.
 */
export function padPairArguments(module: Module): void {
  const fixed = planted('arm-variadic-i64-unpadded') ? new Map(module.functions.map((f) => [f.name, f.params.length])) : null;
  for (const f of module.functions) {
    const params = withPads(
      f.params,
      (p) => p.type,
      () => ({ id: f.nextValueId++, name: '', type: I32 }),
    );
    if (params.length !== f.params.length) (f as { params: Func['params'] }).params = params;
  }
  for (const f of module.functions)
    for (const b of f.blocks)
      b.insts = b.insts.map((i) => {
        if (i.op !== 'call') return i;
        const args = withPads(
          i.args,
          (a) => a.type,
          (): Value => ZERO,
          (i.variadic === true ? fixed?.get(i.callee) : undefined) ?? Infinity,
        );
        return args.length === i.args.length ? i : { ...i, args };
      });
}

/** `padBefore` (a planted bug's only): no padding from that item on. */
function withPads<T>(items: readonly T[], typeOf: (x: T) => ScalarType, pad: () => T, padBefore = Infinity): T[] {
  const out: T[] = [];
  let word = 0;
  for (const [n, x] of items.entries()) {
    const t = typeOf(x);
    const wide = t.kind === 'int' && t.bits === 64;
    if (wide && word % 2 === 1 && n < padBefore) {
      out.push(pad());
      word++;
    }
    out.push(x);
    word += wide ? 2 : 1;
  }
  return out;
}
