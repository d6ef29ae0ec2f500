// The x86 ISA model of one mode over the shared core: register file and ABI (registers.ts), the
// form table (forms.ts), encoder and size model (encode.ts), printer (print.ts), parser
// (parse.ts), verification cases (cases.ts) and rejections (rejects.ts).
//
// Contract: `x86Model(mode)` returns an `IsaModel<X86Insn>` for isa `x86-32` (mode 32) or `x86-64`
// (mode 64). `encode` ignores `address`: x86 branch targets are displacements relative to the end
// of the instruction, and no form's bytes depend on where it sits. `size(i) === encode(i).length`
// by construction of the layout (encode.ts) and by test. `print` needs an instruction that encodes
// (a branch prints its target relative to its own start, which needs its size); `parse(print(i))`
// deep-equals `i` for every instruction that encodes.

import { EncodeError, type IsaModel } from '../types.js';
import { generateCases } from './cases.js';
import { emit, encodeProblem, layout, sizeOf } from './encode.js';
import { formsFor } from './forms.js';
import type { X86Desc, X86Insn } from './insn.js';
import { parseLine, type ParseContext } from './parse.js';
import { printInsn } from './print.js';
import { ABIS, REGISTER_FILES, type X86Mode } from './registers.js';
import { rejectsFor } from './rejects.js';

export interface X86Model extends IsaModel<X86Insn> {
  readonly mode: X86Mode;
  /** The descriptor of a form name (the x86 encoding data included), or undefined. */
  descriptor(form: string): X86Desc | undefined;
  /** Why `insn` does not encode (the EncodeError message encode would throw), or null when it
   *  does: a cheap fit test for instruction selection. */
  problem(insn: X86Insn): string | null;
}

export function x86Model(mode: X86Mode): X86Model {
  const forms = formsFor(mode);
  const byForm = new Map(forms.map((d) => [d.form, d]));
  const descOf = (insn: X86Insn): X86Desc => {
    const d = byForm.get(insn.form);
    if (d === undefined) throw new EncodeError(`x86-${mode} has no form '${insn.form}'`);
    return d;
  };
  const size = (insn: X86Insn): number => sizeOf(layout(mode, descOf(insn), insn));
  const problem = (insn: X86Insn): string | null => {
    const d = byForm.get(insn.form);
    return d === undefined ? `x86-${mode} has no form '${insn.form}'` : encodeProblem(mode, d, insn);
  };
  const byMnemonic = new Map<string, X86Desc[]>();
  for (const d of forms) byMnemonic.set(d.mnemonic, [...(byMnemonic.get(d.mnemonic) ?? []), d]);
  const ctx: ParseContext = { mode, byMnemonic, problem, sizeOf: size };
  const encodes = (insn: X86Insn): boolean => problem(insn) === null;
  return {
    isa: mode === 64 ? 'x86-64' : 'x86-32',
    mode,
    registers: REGISTER_FILES[mode],
    abi: ABIS[mode],
    descriptors: forms,
    descriptor: (form) => byForm.get(form),
    problem,
    encode: (insn) => emit(layout(mode, descOf(insn), insn)),
    encodingIgnoresAddress: true,
    size,
    print: (insn) => printInsn(descOf(insn), insn, size(insn)),
    parse: (line) => parseLine(ctx, line),
    cases: (seed) => generateCases(mode, forms, seed, encodes),
    rejects: () => rejectsFor(mode),
  };
}
