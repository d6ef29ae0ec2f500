// select, freeze, and calls that stay inside one segment: runtime functions and calls that can only fail.
//
// Contract: select with a poison condition is poison; otherwise it copies the chosen arm, value
// and poison flag (a poison arm that is not chosen does not matter). freeze turns poison into 0.
// Both carry the provenance of the value they copy (compiled.ts); a runtime function's result has none.
// A runtime call passes its arguments as unsigned bit patterns to oracles/runtime.ts; a poison
// argument is undefined behaviour; the runtime's exit and ub results become signals.

import { assertNever } from '../../common/assert-never.js';
import type { RuntimeEnv, RuntimeFunction } from '../runtime.js';
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
    const result = fn.run(values, env);
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
      default:
        assertNever(result, 'runtime result');
    }
  };
}

/** An instruction that cannot run (e.g. a call of an undefined function): an error when reached. */
export function failing(what: string, site: Site): Op {
  return () => {
    throw new ErrorSignal(what, site);
  };
}
