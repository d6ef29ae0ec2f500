// getelementptr lowering: typed indices to a byte offset.
//
// Contract: `gepOffset` walks the indices over the source type with the datalayout: the first
// index strides by the size of the source type, array indices by the element size, struct
// indices (constants only) add the field offset from `structLayout`. Constant indices are
// read as signed (LLVM sign-extends GEP indices) and summed into one constant; each variable
// index becomes a term (index, stride).
// `lowerGep` builds the offset as instructions of the pointer-width integer type: a variable
// index is sext'ed (or trunc'ed) to the pointer width, multiplied by its stride (no mul when
// the stride is 1), and the pieces are added left to right with the constant last. No nsw/nuw
// flags are put on the mul/add: `inbounds` on the ptradd already covers overflow. The result
// is `ptradd base, offset` (inbounds kept), or `base` itself when the offset is constant 0.
// With `foldGlobal`, a global base plus a constant offset becomes a GlobalAddr (constant
// expressions); an instruction always keeps its ptradd.

import { sizeOf, structLayout } from '../ir/datalayout.js';
import { PTR, type Inst, type IntType, type MemType, type Value } from '../ir/types.js';
import { intConst, toSigned } from './ints.js';
import type { Token } from './lexer.js';
import type { ModuleState } from './module-state.js';
import type { Sink } from './operands.js';

export interface GepIndex {
  readonly value: Value;
  readonly type: IntType;
  readonly tok: Token;
}
export interface GepInput {
  readonly inbounds: boolean;
  readonly srcType: MemType;
  readonly base: Value;
  readonly indices: readonly GepIndex[];
  readonly tok: Token;
}

/** Where the ids of created instructions come from (the function builder). */
export interface IdSource {
  freshId(): number;
}

interface Term {
  readonly value: Value;
  readonly type: IntType;
  readonly stride: bigint;
}
export interface GepOffset {
  readonly constant: bigint;
  readonly terms: readonly Term[];
}

function constIndex(ix: GepIndex): bigint | null {
  return ix.value.kind === 'int' ? toSigned(ix.value.value, ix.type.bits) : null;
}

export function gepOffset(m: ModuleState, input: GepInput): GepOffset {
  let constant = 0n;
  const terms: Term[] = [];
  let cur: MemType = input.srcType;
  input.indices.forEach((ix, i) => {
    const k = constIndex(ix);
    let elem: MemType;
    if (i === 0) {
      elem = cur;
    } else if (cur.kind === 'array') {
      elem = cur.elem;
    } else if (cur.kind === 'struct') {
      if (k === null) throw m.cur.error(ix.tok, 'struct index in getelementptr must be a constant');
      if (k < 0n || k >= BigInt(cur.fields.length)) throw m.cur.error(ix.tok, `struct index ${k} out of range`);
      constant += BigInt(structLayout(m.dl, cur).offsets[Number(k)]!);
      cur = cur.fields[Number(k)]!;
      return;
    } else {
      throw m.cur.error(ix.tok, 'getelementptr index into a non-aggregate type');
    }
    const stride = BigInt(sizeOf(m.dl, elem));
    if (k !== null) constant += k * stride;
    else if (stride !== 0n) terms.push({ value: ix.value, type: ix.type, stride });
    cur = elem;
  });
  return { constant, terms };
}

/**
 * Lowers a GEP; `ids` gives ids for the created instructions. `result` is the id and name
 * the ptradd defines (a getelementptr instruction); without it the ptradd gets a fresh id.
 */
export function lowerGep(
  m: ModuleState,
  input: GepInput,
  sink: Sink,
  ids: IdSource,
  foldGlobal: boolean,
  result?: { readonly id: number; readonly name: string },
): Value {
  const off = gepOffset(m, input);
  const bits = m.dl.pointerBits;
  if (foldGlobal && input.base.kind === 'global' && off.terms.length === 0) {
    return { ...input.base, offset: toSigned(input.base.offset + off.constant, bits) };
  }
  const offset = emitOffset(m, off, sink, ids);
  if (offset === null) return input.base;
  const id = result?.id ?? ids.freshId();
  sink.emit({ op: 'ptradd', id, name: result?.name ?? '', type: PTR, base: input.base, offset, inbounds: input.inbounds, loc: loc(sink) });
  return { kind: 'ref', id, type: PTR };
}

function loc(sink: Sink): { line: number; col: number } {
  return { line: sink.at.line, col: sink.at.col };
}

/** Emits one pointer-width integer instruction through the sink; returns its value. */
function emitInt(sink: Sink, ids: IdSource, type: IntType, make: (id: number) => Inst): Value {
  const id = ids.freshId();
  sink.emit(make(id));
  return { kind: 'ref', id, type };
}

function emitAdd(sink: Sink, ids: IdSource, type: IntType, lhs: Value, rhs: Value): Value {
  return emitInt(sink, ids, type, (id) => ({ op: 'binop', id, name: '', binop: 'add', type, lhs, rhs, flags: {}, loc: loc(sink) }));
}

/** One variable index scaled to bytes: sext/trunc to the pointer width, then mul by the stride. */
function emitTerm(sink: Sink, ids: IdSource, pty: IntType, term: Term): Value {
  let v = term.value;
  if (term.type.bits !== pty.bits) {
    const cast = term.type.bits < pty.bits ? 'sext' : 'trunc';
    const value = v;
    v = emitInt(sink, ids, pty, (id) => ({ op: 'cast', id, name: '', cast, type: pty, value, flags: {}, loc: loc(sink) }));
  }
  if (term.stride === 1n) return v;
  const lhs = v;
  const rhs = intConst(pty.bits, term.stride);
  return emitInt(sink, ids, pty, (id) => ({ op: 'binop', id, name: '', binop: 'mul', type: pty, lhs, rhs, flags: {}, loc: loc(sink) }));
}

function emitOffset(m: ModuleState, off: GepOffset, sink: Sink, ids: IdSource): Value | null {
  const pty = m.intPtr;
  let acc: Value | null = null;
  for (const term of off.terms) {
    const v = emitTerm(sink, ids, pty, term);
    acc = acc === null ? v : emitAdd(sink, ids, pty, acc, v);
  }
  const c = BigInt.asUintN(pty.bits, off.constant);
  if (c !== 0n) acc = acc === null ? intConst(pty.bits, c) : emitAdd(sink, ids, pty, acc, intConst(pty.bits, c));
  return acc;
}
