// select, freeze, and calls that stay inside one segment: runtime functions and calls that can only fail.
//
// Contract: select with a poison condition is poison; otherwise it copies the chosen arm, value
// and poison flag (a poison arm that is not chosen does not matter). freeze turns poison into 0.
// Both carry the provenance of the value they copy (compiled.ts); a runtime function's result has none.
// A runtime call passes its arguments as unsigned bit patterns to oracles/runtime.ts; a poison
// argument is undefined behaviour; the runtime's exit and ub results become signals. A variadic
// runtime function (printf) reads the arguments after its fixed ones through VarArgs, one at a time:
// asking for one the call does not pass, or for a width other than the IR argument's (%lld of an
// int), is undefined behaviour (C11 §7.16.1.1: va_arg of a missing or incompatible argument).

import { assertNever } from '../../common/assert-never.js';
import type { RuntimeArg as MachineArg, RuntimeEnv, RuntimeFunction, VarArgs } from '../runtime.js';
import { poisonWord, slotsValue, writeSlots, type Op, type Width } from './compiled.js';
import { ErrorSignal, ExitSignal, UbSignal, type Site } from './signals.js';

export function select(wide: boolean, d: number, c: number, t: number, f: number): Op {
  if (!wide) {
    return (R, P, V) => {
      if (P[c]) {
        R[d] = 0;
        P[d] = P[c]!; // keeps the UNINIT bit for the reason
        return;
      }
      const s = R[c] ? t : f;
      R[d] = R[s]!;
      P[d] = P[s]!;
      V[d] = V[s]!;
    };
  }
  return (R, P, V) => {
    if (P[c]) {
      R[d] = 0;
      R[d + 1] = 0;
      P[d] = P[c]!;
      return;
    }
    const s = R[c] ? t : f;
    R[d] = R[s]!;
    R[d + 1] = R[s + 1]!;
    P[d] = P[s]!;
    V[d] = V[s]!;
  };
}

export function freeze(wide: boolean, d: number, a: number): Op {
  if (!wide)
    return (R, P, V) => {
      R[d] = P[a] ? 0 : R[a]!;
      P[d] = 0;
      V[d] = V[a]!;
    };
  return (R, P, V) => {
    const poison = P[a] !== 0;
    R[d] = poison ? 0 : R[a]!;
    R[d + 1] = poison ? 0 : R[a + 1]!;
    P[d] = 0;
    V[d] = V[a]!;
  };
}

export interface RuntimeArg {
  readonly slot: number;
  readonly width: Width;
}

export function runtimeCall(
  fn: RuntimeFunction,
  env: RuntimeEnv,
  args: readonly RuntimeArg[],
  d: number,
  dw: Width | null,
  site: Site,
): Op {
  return (R, P, V) => {
    const values: bigint[] = [];
    for (let i = 0; i < args.length; i++) {
      const arg = args[i]!;
      if (P[arg.slot]) throw new UbSignal(`${poisonWord(P[arg.slot]!)} argument ${i} in call to @${fn.name}`, site);
      values.push(slotsValue(R, arg.slot, arg.width));
    }
    const fixed = fn.params.length;
    const result = fn.variadic === true ? fn.run(values.slice(0, fixed), env, varArgs(fn, env, values, args, fixed)) : fn.run(values, env);
    switch (result.kind) {
      case 'value':
        if (d >= 0 && dw !== null) {
          writeSlots(R, d, result.value, dw);
          P[d] = 0;
          V[d] = 0;
        }
        return;
      case 'void':
        if (d >= 0) {
          R[d] = 0;
          P[d] = 0;
          V[d] = 0;
        }
        return;
      case 'exit':
        throw new ExitSignal(result.code, site);
      case 'ub':
        throw new UbSignal(result.what, site);
      case 'unsupported':
        throw new ErrorSignal(result.what, site);
      default:
        assertNever(result, 'runtime result');
    }
  };
}

/** The variadic arguments of one call, from its IR operands (already checked for poison). */
function varArgs(fn: RuntimeFunction, env: RuntimeEnv, values: readonly bigint[], args: readonly RuntimeArg[], fixed: number): VarArgs {
  let next = fixed;
  return {
    next(kind: MachineArg): bigint | string {
      const i = next++;
      const bits = kind === 'i32' ? 32 : kind === 'i64' ? 64 : env.pointerBits;
      if (i >= values.length) return `reads argument ${i + 1}, but the call to @${fn.name} passes ${values.length}`;
      if (args[i]!.width !== bits) return `reads argument ${i + 1} as ${bits} bits, but it is ${args[i]!.width} bits wide`;
      return values[i]!;
    },
  };
}

/** An instruction that cannot run (e.g. a call of an undefined function): an error when reached. */
export function failing(what: string, site: Site): Op {
  return () => {
    throw new ErrorSignal(what, site);
  };
}
