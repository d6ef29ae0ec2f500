// How a run ends early: undefined behaviour, stack exhaustion, program exit, or an error that is not
// the program's fault. Compiled operations throw these; the executor catches them and builds the Outcome.
//
// Contract: every signal carries the Site of the instruction that raised it. A Site knows its
// position inside its segment (`index`), so the executor can count steps exactly up to and
// including the raising instruction, and it formats the location part of a ub reason:
// `in @func at file:line:col`, or without a source location `in @func, block %b, instruction k`
// (k is 0-based within the block, counting phis; the terminator is the last index).

import { STACK_SIZE } from '../../common/image.js';
import type { Block, Func, SourceLoc } from '../../engine/ir/types.js';

export class Site {
  constructor(
    readonly source: string,
    readonly func: Func,
    readonly block: Block,
    /** Index of the instruction in its block (phis included; the terminator is insts.length). */
    readonly instIndex: number,
    /** Index of the operation inside its compiled segment: steps counted up to here when it signals. */
    readonly index: number,
    readonly loc: SourceLoc | undefined,
  ) {}

  where(): string {
    if (this.loc !== undefined) return `in @${this.func.name} at ${this.source}:${this.loc.line}:${this.loc.col}`;
    const block = this.block.name !== '' ? `%${this.block.name}` : `#${this.block.id}`;
    return `in @${this.func.name}, block ${block}, instruction ${this.instIndex}`;
  }
}

/** Undefined behaviour: `what` says what happened, e.g. `sdiv by zero`. */
export class UbSignal {
  constructor(
    readonly what: string,
    readonly site: Site,
  ) {}
  reason(): string {
    return `${this.what} ${this.site.where()}`;
  }
}

/**
 * The program needs more stack than the budget it shares with the harness (common/image.ts
 * STACK_SIZE): `what` says which reservation did not fit and how much was in use. Not `ub`: C
 * leaves stack exhaustion to the implementation, and both sides report it as `stack-overflow`.
 */
export class StackOverflowSignal {
  constructor(
    readonly what: string,
    readonly site: Site,
  ) {}
  reason(): string {
    return `${this.what} ${this.site.where()}`;
  }
}

/** A stack overflow of `request` (e.g. `alloca of 16 bytes`) with `inUse` bytes of the budget reserved. */
export function stackOverflow(request: string, inUse: number, site: Site): StackOverflowSignal {
  return new StackOverflowSignal(`stack overflow: ${request} does not fit (${inUse} of the ${STACK_SIZE}-byte stack in use)`, site);
}

/** exit(n) or abort() was called. */
export class ExitSignal {
  constructor(
    readonly code: number,
    readonly site: Site,
  ) {}
}

/** Not the program's fault in the sense of UB: e.g. a call to a function nobody defines. */
export class ErrorSignal {
  constructor(
    readonly what: string,
    readonly site: Site,
  ) {}
  reason(): string {
    return `${this.what} ${this.site.where()}`;
  }
}

export type Signal = UbSignal | StackOverflowSignal | ExitSignal | ErrorSignal;

export function isSignal(x: unknown): x is Signal {
  return x instanceof UbSignal || x instanceof StackOverflowSignal || x instanceof ExitSignal || x instanceof ErrorSignal;
}
