// The executor: runs compiled segments with an explicit call stack and an exact step budget.
//
// Contract: given a Program and its compiled entry function with one unsigned bit pattern per
// parameter, runs until the entry returns, a signal (ub, exit, error) is raised, or the budget is
// spent. Steps count executed IR instructions, phis and terminators included; a signalling
// instruction counts as executed. When the next instruction would exceed `maxSteps`, the run stops
// with exactly `maxSteps` steps. Calls never recurse on the host stack, so deep recursion in the
// program costs heap only (and ends in the modelled stack overflow, status `stack-overflow`, see memory.ts).
// Poison reaching a branch condition or a switch value is ub; so is poison passed to a parameter or
// returned from a function that the IR marks `noundef` (as clang marks most C parameters and return
// values, but not those it proved unused), and the entry function's result (the run's observed
// value). Elsewhere poison travels into the callee or back to the caller like any value. The reason
// says "uninitialised" instead of "poison" when the value came from a load of uninitialised memory
// (the UNINIT flag bit, compiled.ts).

import { assertNever } from '../../common/assert-never.js';
import {
  aPoison,
  poisonWord,
  slotsValue,
  widthOf,
  writeSlots,
  type CallEnd,
  type CompiledFunc,
  type Edge,
  type FrameArrays,
  type SegmentEnd,
} from './compiled.js';
import type { Program } from './program.js';
import { layoutVarargs, vaAbi } from './varargs.js';
import { isSignal, stackOverflow, UbSignal, type Signal } from './signals.js';
import { Jumps } from './sjlj.js';

export type RunEnd =
  | { readonly kind: 'returned'; readonly value: bigint | null } // unsigned bit pattern of the return type
  | { readonly kind: 'signal'; readonly signal: Signal }
  | { readonly kind: 'step-limit' };

export interface RunResult {
  readonly end: RunEnd;
  readonly steps: number;
}

/** One activation: its function, slots, and what to restore and where to continue when it returns. */
interface Frame {
  readonly fn: CompiledFunc;
  readonly arrays: FrameArrays;
  /** Stack pointer and object mark at entry: returning frees everything reserved since. */
  readonly sp: number;
  readonly mark: number;
  /** The call in the caller's code, null for the entry function. */
  readonly call: CallEnd | null;
}

const STEP_LIMIT: RunEnd = { kind: 'step-limit' };

function acquire(fn: CompiledFunc): FrameArrays {
  return (
    fn.pool.pop() ?? {
      R: fn.template.slice(),
      P: fn.poisonTemplate.slice(),
      V: fn.provenanceTemplate.slice(),
      U: new Int32Array(fn.template.length),
    }
  );
}

function switchEdge(end: Extract<SegmentEnd, { kind: 'switch' }>, R: Int32Array, P: Uint8Array): Edge {
  if (P[end.value]) throw new UbSignal(`switch on ${aPoison(P[end.value])} value`, end.site);
  const key = end.wide ? slotsValue(R, end.value, 64) : R[end.value]!;
  return end.cases.get(key) ?? end.defaultEdge;
}

/** Enters `name` from `end` in the frame whose slots are R/P/V; returns the callee's frame. */
function enter(program: Program, end: CallEnd, name: string, R: Int32Array, P: Uint8Array, V: Int32Array): Frame {
  const callee = program.function(name)!;
  const arrays = acquire(callee);
  // A variadic callee's extra arguments go to memory (enterVarargs), not to parameters. Its named
  // ones may be poison: clang's dead-argument elimination cannot drop an unused named parameter of
  // a variadic function, so it passes undef there (and strips the parameter's noundef); the poison
  // is the parameter's, ub only where the callee uses it as the other rules say.
  const lenient = callee.va !== undefined;
  for (let j = 0; j < callee.params.length; j++) {
    const arg = end.args[j]!,
      param = callee.params[j]!;
    if (P[arg.slot] && !lenient && callee.func.params[j]!.noundef)
      throw new UbSignal(`${poisonWord(P[arg.slot]!)} argument ${j} in call to @${name}`, end.site);
    arrays.R[param.slot] = R[arg.slot]!;
    if (arg.wide) arrays.R[param.slot + 1] = R[arg.slot + 1]!;
    arrays.P[param.slot] = P[arg.slot]!;
    arrays.V[param.slot] = V[arg.slot]!;
  }
  const sp = program.mem.sp,
    mark = program.mem.objectMark();
  if (!program.mem.enterCall()) throw stackOverflow(`call to @${name}`, program.mem.stackUsed().now, end.site);
  if (callee.va !== undefined) enterVarargs(program, name, callee, callee.va, end, arrays, R, P, V);
  return { fn: callee, arrays, sp, mark, call: end };
}

/** Lays out the call's variadic arguments (varargs.ts) and points the callee's hidden slots at them. */
function enterVarargs(
  program: Program,
  name: string,
  callee: CompiledFunc,
  va: NonNullable<CompiledFunc['va']>,
  end: CallEnd,
  arrays: FrameArrays,
  R: Int32Array,
  P: Uint8Array,
  V: Int32Array,
): void {
  const fixed = callee.params.length;
  const extra = end.args.slice(fixed).map((arg, k) => {
    if (P[arg.slot]) throw new UbSignal(`${poisonWord(P[arg.slot]!)} argument ${fixed + k} in call to @${name}`, end.site);
    const width = arg.wide ? 64 : 32;
    return { value: slotsValue(R, arg.slot, width), width, prov: V[arg.slot]! } as const;
  });
  const named = callee.params.map((p) => (p.wide ? 64 : 32) as 32 | 64);
  const areas = layoutVarargs(program.mem, vaAbi(program.dl), named, extra);
  if (areas === null) throw stackOverflow(`variadic arguments of @${name}`, program.mem.stackUsed().now, end.site);
  const wide = program.pointerBits === 64;
  arrays.R[va.args] = areas.args;
  arrays.R[va.regs] = areas.regs;
  if (wide) arrays.R[va.args + 1] = arrays.R[va.regs + 1] = 0;
  arrays.V[va.args] = areas.argsProv;
  arrays.V[va.regs] = areas.regsProv;
}

/**
 * The function an indirect call reaches: its pointer must be a function's address (an entry slot,
 * the Thumb bit included; on 64-bit targets with a zero high word), else the call is ub.
 */
function calleeOf(program: Program, end: CallEnd, R: Int32Array, P: Uint8Array): string {
  const p = end.pointer;
  if (P[p]) throw new UbSignal(`call through ${aPoison(P[p])} pointer`, end.site);
  const high = program.pointerBits === 64 ? R[p + 1]! : 0;
  const address = R[p]! >>> 0;
  const name = high === 0 ? program.functionNamed(address) : undefined;
  if (name === undefined) throw new UbSignal(`call through a pointer to no function (0x${address.toString(16)})`, end.site);
  return name;
}

export function execute(program: Program, entry: CompiledFunc, args: readonly bigint[], maxSteps: number): RunResult {
  const mem = program.mem;
  const entryArrays = acquire(entry);
  entry.params.forEach((p, i) => {
    // writeSlots truncates to the parameter's width, which keeps narrow values canonical.
    writeSlots(entryArrays.R, p.slot, args[i]!, widthOf(entry.func.params[i]!.type, program.pointerBits));
    entryArrays.P[p.slot] = 0;
    entryArrays.V[p.slot] = 0; // the caller's pointers have no object here
  });
  const callers: Frame[] = [];
  const jumps = new Jumps<Frame>(mem, program.pointerBits === 64 ? 8 : 4);
  let frame: Frame = { fn: entry, arrays: entryArrays, sp: mem.sp, mark: mem.objectMark(), call: null };
  // The hot loop keeps the current frame's parts in locals; it is one function on purpose.
  let R = entryArrays.R,
    P = entryArrays.P,
    V = entryArrays.V,
    U = entryArrays.U,
    segments = entry.segments;
  let seg = segments[0]!;
  let steps = 0,
    segStart = 0;
  try {
    for (;;) {
      const ops = seg.ops,
        n = ops.length;
      segStart = steps;
      if (steps + n + 1 > maxSteps) {
        const budget = maxSteps - steps; // the segment's end is out of reach: run what fits
        for (let i = 0; i < budget; i++) ops[i]!(R, P, V, U);
        return { end: STEP_LIMIT, steps: maxSteps };
      }
      steps += n + 1;
      for (let i = 0; i < n; i++) ops[i]!(R, P, V, U);
      const end = seg.end;
      let edge: Edge;
      switch (end.kind) {
        case 'br':
          edge = end.edge;
          break;
        case 'condbr':
          if (P[end.cond]) throw new UbSignal(`branch on ${aPoison(P[end.cond])} condition`, end.site);
          edge = R[end.cond] ? end.ifTrue : end.ifFalse;
          break;
        case 'switch':
          edge = switchEdge(end, R, P);
          break;
        case 'unreachable':
          throw new UbSignal('unreachable executed', end.site);
        case 'setjmp':
          jumps.setjmp(end, frame);
          seg = segments[end.next]!;
          continue;
        case 'longjmp': {
          callers.push(frame);
          const landing = jumps.longjmp(end, callers);
          while (callers.length > landing.depth + 1) {
            const dead = callers.pop()!;
            dead.fn.pool.push(dead.arrays);
          }
          frame = callers.pop()!;
          R = frame.arrays.R;
          P = frame.arrays.P;
          V = frame.arrays.V;
          U = frame.arrays.U;
          segments = frame.fn.segments;
          seg = segments[landing.next]!;
          continue;
        }
        case 'call': {
          const name = end.pointer < 0 ? end.callee : calleeOf(program, end, R, P);
          if (end.inPlace !== null && program.function(name)?.params.length !== end.args.length) {
            end.inPlace(name)(R, P, V, U); // a runtime function (or one that can only fail) runs in place
            seg = segments[end.next]!;
            continue;
          }
          callers.push(frame);
          frame = enter(program, end, name, R, P, V);
          R = frame.arrays.R;
          P = frame.arrays.P;
          V = frame.arrays.V;
          U = frame.arrays.U;
          segments = frame.fn.segments;
          seg = segments[0]!;
          continue;
        }
        case 'ret': {
          const v = end.value;
          if (v !== null && P[v.slot] && (frame.fn.func.retNoundef || callers.length === 0))
            throw new UbSignal(`return of ${aPoison(P[v.slot])} value`, end.site);
          mem.leave(frame.sp, frame.mark);
          const caller = callers.pop();
          if (caller !== undefined) mem.leaveCall();
          if (caller === undefined) {
            return { end: { kind: 'returned', value: v === null ? null : slotsValue(R, v.slot, v.wide ? 64 : 32) }, steps };
          }
          const call = frame.call!;
          const CR = caller.arrays.R;
          if (call.dst >= 0) {
            CR[call.dst] = v === null ? 0 : R[v.slot]!;
            if (call.dstWide) CR[call.dst + 1] = v === null ? 0 : R[v.slot + 1]!;
            caller.arrays.P[call.dst] = v === null ? 0 : P[v.slot]!;
            caller.arrays.V[call.dst] = v === null ? 0 : V[v.slot]!;
          }
          frame.fn.pool.push(frame.arrays);
          frame = caller;
          R = CR;
          P = caller.arrays.P;
          V = caller.arrays.V;
          U = caller.arrays.U;
          segments = caller.fn.segments;
          seg = segments[call.next]!;
          continue;
        }
        default:
          assertNever(end, 'segment end');
      }
      if (edge.move !== null) {
        if (steps + edge.phis > maxSteps) return { end: STEP_LIMIT, steps: maxSteps };
        steps += edge.phis;
        edge.move(R, P, V, U);
      }
      seg = segments[edge.target]!;
    }
  } catch (e) {
    if (!isSignal(e)) throw e;
    return { end: { kind: 'signal', signal: e }, steps: segStart + e.site.index + 1 };
  }
}
