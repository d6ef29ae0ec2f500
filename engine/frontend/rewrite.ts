// Operand rewriting for instructions and terminators.
//
// Contract: `mapInst` / `mapTerm` return a copy of an instruction or terminator with every
// value operand passed through `r.value`, every block reference through `r.block` and the
// defined id through `r.id` (a call without result keeps id -1). Nothing else changes. The
// function builder uses it to apply replacements (vanished bitcasts, zero GEPs) and to
// renumber ids densely in layout order.

import { assertNever, type Inst, type Terminator, type Value } from '../ir/types.js';

export interface Renaming {
  value(v: Value): Value;
  block(id: number): number;
  id(id: number): number;
}

export function mapInst(inst: Inst, r: Renaming): Inst {
  switch (inst.op) {
    case 'binop':
      return { ...inst, id: r.id(inst.id), lhs: r.value(inst.lhs), rhs: r.value(inst.rhs) };
    case 'icmp':
      return { ...inst, id: r.id(inst.id), lhs: r.value(inst.lhs), rhs: r.value(inst.rhs) };
    case 'select':
      return { ...inst, id: r.id(inst.id), cond: r.value(inst.cond), ifTrue: r.value(inst.ifTrue), ifFalse: r.value(inst.ifFalse) };
    case 'cast':
      return { ...inst, id: r.id(inst.id), value: r.value(inst.value) };
    case 'freeze':
      return { ...inst, id: r.id(inst.id), value: r.value(inst.value) };
    case 'ptradd':
      return { ...inst, id: r.id(inst.id), base: r.value(inst.base), offset: r.value(inst.offset) };
    case 'phi':
      return {
        ...inst,
        id: r.id(inst.id),
        incoming: inst.incoming.map((inc) => ({ block: r.block(inc.block), value: r.value(inc.value) })),
      };
    case 'alloca':
    case 'stacksave':
    case 'frameaddress':
      return { ...inst, id: r.id(inst.id) };
    case 'dynalloca':
      return { ...inst, id: r.id(inst.id), size: r.value(inst.size) };
    case 'stackrestore':
      return { ...inst, ptr: r.value(inst.ptr) };
    case 'load':
      return { ...inst, id: r.id(inst.id), ptr: r.value(inst.ptr) };
    case 'store':
      return { ...inst, value: r.value(inst.value), ptr: r.value(inst.ptr) };
    case 'call':
      return {
        ...inst,
        id: inst.id < 0 ? inst.id : r.id(inst.id),
        args: inst.args.map((a) => r.value(a)),
        ...(inst.indirect === undefined ? {} : { indirect: r.value(inst.indirect) }),
      };
    default:
      return assertNever(inst, 'instruction');
  }
}

export function mapTerm(term: Terminator, r: Renaming): Terminator {
  switch (term.op) {
    case 'br':
      return { ...term, target: r.block(term.target) };
    case 'condbr':
      return { ...term, cond: r.value(term.cond), ifTrue: r.block(term.ifTrue), ifFalse: r.block(term.ifFalse) };
    case 'switch':
      return {
        ...term,
        value: r.value(term.value),
        defaultTarget: r.block(term.defaultTarget),
        cases: term.cases.map((c) => ({ value: c.value, target: r.block(c.target) })),
      };
    case 'ret':
      return { ...term, value: term.value === null ? null : r.value(term.value) };
    case 'unreachable':
      return term;
    default:
      return assertNever(term, 'terminator');
  }
}
