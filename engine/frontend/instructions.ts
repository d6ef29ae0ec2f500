// One instruction of a function body: dispatch on the opcode, parse, lower, emit.
//
// Contract: `parseInstruction` reads `[%name =] opcode ...` plus trailing metadata
// attachments at the cursor and emits the lowered engine instructions into the function
// builder (calls and terminators live in calls.ts and terminators.ts). Flags are recorded:
// nsw/nuw/exact/disjoint on binops, nneg on zext, nuw/nsw on trunc, samesign on icmp,
// volatile on load/store. Unsupported opcodes are rejected at the opcode with their name.
// Odd-width integers (i10) are accepted by binops, icmp, casts, select, freeze and phi, and
// lowered by promote.ts; loads and stores of them are split into engine-width pieces (odd-memory.ts).
// Aggregate values (extractvalue, insertvalue, aggregate load/store/phi/select/freeze) go to
// aggregate-insts.ts, which scalarizes them per leaf (aggregates.ts).

import { alignOf, sizeOf } from '../ir/datalayout.js';
import {
  BIN_OPS,
  CAST_OPS,
  I1,
  PTR,
  type BinOp,
  type CastOp,
  type Flags,
  type IntType,
  type MemType,
  type PhiIncoming,
  type ScalarType,
  type Value,
} from '../ir/types.js';
import {
  aggregateFreeze,
  aggregateSelect,
  parseAggregateLoad,
  parseAggregatePhi,
  parseAggregateStore,
  parseExtractValue,
  parseInsertValue,
} from './aggregate-insts.js';
import { isAggregate } from './aggregates.js';
import { parseCall } from './calls.js';
import { lowerDynamicAlloca } from './dynamic-stack.js';
import { FLOAT_WORDS, parseBinFlags, parseICmpPred } from './constants.js';
import type { Cursor } from './cursor.js';
import { lowerGep } from './gep.js';
import { promotedType, reprType, type OddIntType, type ValueType } from './ints.js';
import { lowerOddLoad, lowerOddStore } from './odd-memory.js';
import type { Token } from './lexer.js';
import {
  blockSink,
  checkCast,
  incomingSink,
  gepIndex,
  isVanishingBitcast,
  locOfTok,
  lowerAs,
  lowerTypedAs,
  nameOf,
  parsePhiOperands,
  type InstCtx,
  type TypedV,
} from './operands.js';
import { promoteBinop, promoteCast, promoteFreeze, promoteICmp, type ResultDef } from './promote.js';
import { parseTerminator } from './terminators.js';
import { intWidth, wideBinopInst, wideCastInst, wideICmpInst, wideLoadInst, wideStoreInst, type WideSite } from './wide-insts.js';
import { wideBits } from './wide-ints.js';
import type { LType } from './types-parser.js';

interface Head {
  readonly result: Token | null;
  readonly op: Token;
}

const TERMINATORS = new Set(['ret', 'br', 'switch', 'unreachable', 'indirectbr']);
const FAST_MATH = new Set(['nnan', 'ninf', 'nsz', 'arcp', 'contract', 'afn', 'reassoc', 'fast']);
const REJECTED: Record<string, string> = {
  invoke: 'exceptions',
  landingpad: 'exceptions',
  resume: 'exceptions',
  catchswitch: 'exceptions',
  catchret: 'exceptions',
  cleanupret: 'exceptions',
  catchpad: 'exceptions',
  cleanuppad: 'exceptions',
  callbr: 'inline asm',
  va_arg: 'varargs',
  extractelement: 'vector type',
  insertelement: 'vector type',
  shufflevector: 'vector type',
  cmpxchg: 'atomics',
  atomicrmw: 'atomics',
  fence: 'atomics',
  addrspacecast: 'address space',
};

export function parseInstruction(ctx: InstCtx): void {
  const cur = ctx.m.cur;
  let result: Token | null = null;
  if (cur.isKind('local') && cur.peek(1).text === '=') {
    result = cur.next();
    cur.next();
  }
  const op = cur.next();
  if (op.kind !== 'word') throw cur.error(op, 'expected an instruction');
  dispatch(ctx, { result, op });
  cur.skipMetadataAttachments();
}

function dispatch(ctx: InstCtx, head: Head): void {
  const w = head.op.text;
  const cur = ctx.m.cur;
  const binop = BIN_OPS.find((b) => b === w);
  if (binop !== undefined) return parseBinop(ctx, head, binop);
  const cast = CAST_OPS.find((c) => c === w);
  if (cast !== undefined) return parseCast(ctx, head, cast);
  if (w === 'bitcast') return parseBitcast(ctx, head);
  if (TERMINATORS.has(w)) {
    noName(cur, head);
    return parseTerminator(ctx, head.op);
  }
  switch (w) {
    case 'icmp':
      return parseICmp(ctx, head);
    case 'select':
      return parseSelect(ctx, head);
    case 'freeze':
      return parseFreeze(ctx, head);
    case 'phi':
      return parsePhi(ctx, head);
    case 'alloca':
      return parseAlloca(ctx, head);
    case 'load':
      return parseLoad(ctx, head);
    case 'store':
      noName(cur, head);
      return parseStore(ctx, head);
    case 'getelementptr':
      return parseGep(ctx, head);
    case 'extractvalue':
      return parseExtractValue(ctx, head);
    case 'insertvalue':
      return parseInsertValue(ctx, head);
    case 'call':
    case 'tail':
    case 'musttail':
    case 'notail':
      return parseCall(ctx, head.result, head.op);
    default:
      break;
  }
  if (FLOAT_WORDS.has(w)) throw cur.unsupported(head.op, 'floating point');
  const rejected = REJECTED[w];
  if (rejected !== undefined) throw cur.unsupported(head.op, rejected);
  throw cur.error(head.op, `expected an instruction, found '${w}'`);
}

function noName(cur: Cursor, head: Head): void {
  if (head.result !== null) throw cur.error(head.result, `'${head.op.text}' does not produce a value to name`);
}

function define(ctx: InstCtx, head: Head, type: ValueType): number {
  return ctx.b.defineValue(head.result, type, head.op);
}

/** The first token of the instruction: where its loc and helper instructions point. */
function start(head: Head): Token {
  return head.result ?? head.op;
}

function loc(head: Head): { line: number; col: number } {
  return locOfTok(start(head));
}

/** The result `id` of the instruction, for promote.ts. */
function resultDef(head: Head, id: number): ResultDef {
  return { id, name: nameOf(head), at: start(head), loc: loc(head) };
}

function intOperandType(ctx: InstCtx, context: string): IntType | OddIntType {
  const tok = ctx.m.cur.peek();
  const t = ctx.m.types.parseValueType(context);
  if (t.kind === 'ptr') throw ctx.m.cur.error(tok, `${context} must be an integer type`);
  return t;
}

/** The type of a loaded or stored value; the memory layout of odd widths is not modelled. */
function memValueType(ctx: InstCtx, t: LType, tok: Token, context: string): ScalarType {
  return ctx.m.types.asScalar(ctx.m.types.asMem(t, tok, context), tok, context);
}

function site(ctx: InstCtx, head: Head): WideSite {
  return { result: head.result, at: start(head), loc: loc(head), sink: blockSink(ctx, start(head)) };
}

function parseBinop(ctx: InstCtx, head: Head, binop: BinOp): void {
  const { cur, vals } = ctx.m;
  const flags = parseBinFlags(cur, binop);
  const wide = wideBits(ctx.m.types.peekType());
  if (wide !== null) {
    ctx.m.types.parse();
    const lhsW = vals.parseValue(`as ${binop} operand`);
    cur.expect(',', `after the first ${binop} operand`);
    return wideBinopInst(ctx, site(ctx, head), wide, binop, lhsW, vals.parseValue(`as ${binop} operand`));
  }
  const type = intOperandType(ctx, `the type of ${binop}`);
  const lhsV = vals.parseValue(`as ${binop} operand`);
  cur.expect(',', `after the first ${binop} operand`);
  const rhsV = vals.parseValue(`as ${binop} operand`);
  const id = define(ctx, head, type);
  const sink = blockSink(ctx, start(head));
  const lhs = lowerAs(ctx, lhsV, type, sink);
  const rhs = lowerAs(ctx, rhsV, type, sink);
  if (type.kind === 'odd') return promoteBinop(ctx, resultDef(head, id), binop, flags, type, lhs, rhs);
  ctx.b.emit({ op: 'binop', id, name: nameOf(head), binop, type, lhs, rhs, flags, loc: loc(head) }, head.op);
}

function parseICmp(ctx: InstCtx, head: Head): void {
  const { cur, vals, types } = ctx.m;
  const samesign = cur.eat('samesign');
  const pred = parseICmpPred(cur);
  const wide = wideBits(types.peekType());
  if (wide !== null) {
    types.parse();
    const lhsW = vals.parseValue('as icmp operand');
    cur.expect(',', 'after the first icmp operand');
    return wideICmpInst(ctx, site(ctx, head), wide, pred, lhsW, vals.parseValue('as icmp operand'));
  }
  const type = types.parseValueType('as icmp operand type');
  const lhsV = vals.parseValue('as icmp operand');
  cur.expect(',', 'after the first icmp operand');
  const rhsV = vals.parseValue('as icmp operand');
  const id = define(ctx, head, I1);
  const sink = blockSink(ctx, start(head));
  const lhs = lowerAs(ctx, lhsV, type, sink);
  const rhs = lowerAs(ctx, rhsV, type, sink);
  if (type.kind === 'odd') return promoteICmp(ctx, resultDef(head, id), pred, samesign, type, lhs, rhs);
  ctx.b.emit(
    {
      op: 'icmp',
      id,
      name: nameOf(head),
      pred,
      lhs,
      rhs,
      ...(samesign ? { samesign } : {}),
      loc: loc(head),
    },
    head.op,
  );
}

function skipFastMath(cur: Cursor): void {
  while (cur.isKind('word') && FAST_MATH.has(cur.peek().text)) cur.next();
}

function parseSelect(ctx: InstCtx, head: Head): void {
  const { cur, vals } = ctx.m;
  skipFastMath(cur);
  const condV = vals.parseTypedValue('as select condition');
  cur.expect(',', 'after the select condition');
  const tV = vals.parseTypedValue('as select operand');
  cur.expect(',', 'after the second select operand');
  const fV = vals.parseTypedValue('as select operand');
  if (isAggregate(tV.type)) return aggregateSelect(ctx, head, condV, tV, fV);
  const sink = blockSink(ctx, start(head));
  const type = ctx.m.types.asValue(tV.type, tV.typeTok, 'as select operand');
  const id = define(ctx, head, type);
  const cond = lowerTypedAs(ctx, condV, I1, sink, 'as select condition');
  const ifTrue = lowerAs(ctx, tV.v, type, sink);
  const ifFalse = lowerTypedAs(ctx, fV, type, sink, 'as select operand');
  // Canonical operands make a canonical result: an odd width selects on its promoted type.
  ctx.b.emit({ op: 'select', id, name: nameOf(head), type: reprType(type), cond, ifTrue, ifFalse, loc: loc(head) }, head.op);
}

function castFlags(cur: Cursor, op: CastOp): Flags {
  const flags: { nneg?: boolean; nuw?: boolean; nsw?: boolean } = {};
  for (;;) {
    const w = cur.peek().text;
    if (cur.isKind('word') && ((op === 'zext' && w === 'nneg') || (op === 'trunc' && (w === 'nuw' || w === 'nsw')))) {
      flags[w as 'nneg' | 'nuw' | 'nsw'] = true;
      cur.next();
    } else {
      return flags;
    }
  }
}

function parseCast(ctx: InstCtx, head: Head, cast: CastOp): void {
  const { cur, vals, types } = ctx.m;
  const flags = castFlags(cur, cast);
  const fromV = vals.parseTypedValue(`as ${cast} operand`);
  cur.expect('to', `after the ${cast} operand`);
  const toTok = cur.peek();
  if (wideBits(fromV.type) !== null || wideBits(types.peekType()) !== null) return parseWideCast(ctx, head, cast, fromV, toTok);
  const to = types.parseValueType(`as ${cast} result`);
  const from = types.asValue(fromV.type, fromV.typeTok, `as ${cast} operand`);
  checkCast(ctx, toTok, cast, from, to, fromV.typeTok);
  const id = define(ctx, head, to);
  const value = lowerAs(ctx, fromV.v, from, blockSink(ctx, start(head)));
  if (from.kind === 'odd' || to.kind === 'odd') return promoteCast(ctx, resultDef(head, id), cast, flags, from, to, value);
  ctx.b.emit({ op: 'cast', id, name: nameOf(head), cast, type: to, value, flags, loc: loc(head) }, head.op);
}

/** A trunc/zext/sext from or to an integer wider than 64 bits (wide-insts.ts). */
function parseWideCast(ctx: InstCtx, head: Head, cast: CastOp, fromV: TypedV, toTok: Token): void {
  const toL = ctx.m.types.parse();
  const [fromBits, toBits] = [intWidth(fromV.type), intWidth(toL)];
  if (fromBits === null || toBits === null || (cast !== 'trunc' && cast !== 'zext' && cast !== 'sext')) {
    throw ctx.m.cur.unsupported(toTok, `${cast} of an integer wider than 64 bits`);
  }
  if (cast === 'trunc' ? toBits >= fromBits : toBits <= fromBits)
    throw ctx.m.cur.error(toTok, `invalid ${cast} from i${fromBits} to i${toBits}`);
  const asNarrow = (t: LType): ValueType | null => (wideBits(t) === null ? (t as ValueType) : null);
  const from = { bits: fromBits, type: asNarrow(fromV.type), v: fromV.v };
  wideCastInst(ctx, site(ctx, head), cast, from, { bits: toBits, type: asNarrow(toL) });
}

/** Pointer-to-pointer and same-width integer bitcasts vanish: uses read the operand. */
function parseBitcast(ctx: InstCtx, head: Head): void {
  const { cur, vals, types } = ctx.m;
  const fromV = vals.parseTypedValue('as bitcast operand');
  cur.expect('to', 'after the bitcast operand');
  const to = types.parseScalar('as bitcast result');
  const from = types.asScalar(fromV.type, fromV.typeTok, 'as bitcast operand');
  if (!isVanishingBitcast(from, to)) throw cur.unsupported(head.op, 'bitcast');
  const id = define(ctx, head, to);
  ctx.b.replace(id, lowerAs(ctx, fromV.v, from, blockSink(ctx, start(head))), head.op);
}

function parseFreeze(ctx: InstCtx, head: Head): void {
  const tv = ctx.m.vals.parseTypedValue('as freeze operand');
  if (isAggregate(tv.type)) return aggregateFreeze(ctx, head, tv);
  const type = ctx.m.types.asValue(tv.type, tv.typeTok, 'as freeze operand');
  const id = define(ctx, head, type);
  const value = lowerAs(ctx, tv.v, type, blockSink(ctx, start(head)));
  if (type.kind === 'odd') return promoteFreeze(ctx, resultDef(head, id), type, value);
  ctx.b.emit({ op: 'freeze', id, name: nameOf(head), type, value, loc: loc(head) }, head.op);
}

function parsePhi(ctx: InstCtx, head: Head): void {
  const { cur, types } = ctx.m;
  skipFastMath(cur);
  const typeTok = cur.peek();
  const written = types.parse();
  if (isAggregate(written)) return parseAggregatePhi(ctx, head, written, typeTok);
  const type = types.asValue(written, typeTok, 'as phi type');
  const id = define(ctx, head, type);
  const incoming: PhiIncoming[] = [];
  parsePhiOperands(ctx, (v, block) => incoming.push({ block, value: lowerAs(ctx, v, type, incomingSink(ctx, block, start(head))) }));
  ctx.b.emit({ op: 'phi', id, name: nameOf(head), type: reprType(type), incoming, loc: loc(head) }, head.op);
}

/** `, align N` if present; N a power of two. */
function parseAlign(cur: Cursor): number | null {
  if (!(cur.is(',') && cur.peek(1).text === 'align')) return null;
  cur.next();
  cur.next();
  const tok = cur.peek();
  const n = cur.expectSmallInt('as alignment', 2 ** 32);
  if (n === 0 || (n & (n - 1)) !== 0) throw cur.error(tok, 'alignment must be a power of two');
  return n;
}

function parseAlloca(ctx: InstCtx, head: Head): void {
  const { cur, vals, types, dl } = ctx.m;
  if (cur.is('inalloca')) throw cur.unsupported(cur.peek(), 'inalloca');
  const type: MemType = types.parseLayout('as alloca type');
  let count = 1n;
  if (cur.is(',') && cur.peek(1).kind !== 'meta' && cur.peek(1).text !== 'align') {
    cur.next();
    const countV = vals.parseTypedValue('as alloca count');
    const ct = types.asScalar(countV.type, countV.typeTok, 'as alloca count');
    if (ct.kind !== 'int') throw cur.error(countV.typeTok, 'alloca count must be an integer');
    if (countV.v.k !== 'int') return parseDynamicAlloca(ctx, head, type, lowerAs(ctx, countV.v, ct, blockSink(ctx, start(head))), ct);
    count = BigInt.asUintN(ct.bits, countV.v.value);
  }
  const align = parseAlign(cur) ?? alignOf(dl, type);
  if (cur.is(',') && cur.peek(1).text === 'addrspace') throw cur.unsupported(cur.peek(1), 'address space');
  const size = BigInt(sizeOf(dl, type)) * count;
  if (size > BigInt(2 ** 40)) throw cur.error(head.op, 'alloca too large');
  const id = define(ctx, head, PTR);
  ctx.b.emit({ op: 'alloca', id, name: nameOf(head), type: PTR, size: Number(size), align, loc: loc(head) }, head.op);
}

/** The rest of an alloca whose count is a run-time value (dynamic-stack.ts). */
function parseDynamicAlloca(ctx: InstCtx, head: Head, type: MemType, count: Value, countType: IntType): void {
  const align = parseAlign(ctx.m.cur);
  if (ctx.m.cur.is(',') && ctx.m.cur.peek(1).text === 'addrspace') throw ctx.m.cur.unsupported(ctx.m.cur.peek(1), 'address space');
  const id = define(ctx, head, PTR);
  lowerDynamicAlloca(ctx, start(head), { id, name: nameOf(head) }, type, count, countType, align);
}

function memFlags(cur: Cursor): boolean {
  if (cur.is('atomic')) throw cur.unsupported(cur.peek(), 'atomics');
  const volatile = cur.eat('volatile');
  if (cur.is('atomic')) throw cur.unsupported(cur.peek(), 'atomics');
  return volatile;
}

function parseLoad(ctx: InstCtx, head: Head): void {
  const { cur, vals, types, dl } = ctx.m;
  const volatile = memFlags(cur);
  const typeTok = cur.peek();
  const written = types.parse();
  const wide = wideBits(written);
  if (wide !== null) {
    cur.expect(',', 'after the load type');
    const ptrW = vals.parseTypedValue('as load address');
    const ptr = lowerTypedAs(ctx, ptrW, PTR, blockSink(ctx, start(head)), 'as load address');
    return wideLoadInst(ctx, site(ctx, head), wide, ptr, parseAlign(cur), volatile);
  }
  if (isAggregate(written)) return parseAggregateLoad(ctx, head, written, typeTok, volatile, () => parseAlign(cur));
  cur.expect(',', 'after the load type');
  const ptrV = vals.parseTypedValue('as load address');
  if (written.kind === 'odd') return parseOddLoad(ctx, head, written, ptrV, volatile);
  const type = memValueType(ctx, written, typeTok, 'as load type');
  const align = parseAlign(cur) ?? alignOf(dl, type);
  const id = define(ctx, head, type);
  const ptr = lowerTypedAs(ctx, ptrV, PTR, blockSink(ctx, start(head)), 'as load address');
  ctx.b.emit({ op: 'load', id, name: nameOf(head), type, ptr, align, volatile, loc: loc(head) }, head.op);
}

function parseStore(ctx: InstCtx, head: Head): void {
  const { cur, vals, dl } = ctx.m;
  const volatile = memFlags(cur);
  const valueV = vals.parseTypedValue('as stored value');
  const wide = wideBits(valueV.type);
  if (wide !== null) {
    cur.expect(',', 'after the stored value');
    const ptrW = vals.parseTypedValue('as store address');
    const ptr = lowerTypedAs(ctx, ptrW, PTR, blockSink(ctx, start(head)), 'as store address');
    return wideStoreInst(ctx, site(ctx, head), wide, valueV.v, ptr, parseAlign(cur), volatile);
  }
  if (isAggregate(valueV.type)) return parseAggregateStore(ctx, head, valueV, volatile, () => parseAlign(cur));
  cur.expect(',', 'after the stored value');
  const ptrV = vals.parseTypedValue('as store address');
  if (valueV.type.kind === 'odd') return parseOddStore(ctx, head, valueV.type, valueV, ptrV, volatile);
  const type = memValueType(ctx, valueV.type, valueV.typeTok, 'as stored value');
  const align = parseAlign(cur) ?? alignOf(dl, type);
  const sink = blockSink(ctx, start(head));
  const value = lowerAs(ctx, valueV.v, type, sink);
  const ptr = lowerTypedAs(ctx, ptrV, PTR, sink, 'as store address');
  ctx.b.emit({ op: 'store', value, ptr, align, volatile, loc: loc(head) }, head.op);
}

/** An odd-width load (odd-memory.ts), split into engine-width pieces. */
function parseOddLoad(ctx: InstCtx, head: Head, type: OddIntType, ptrV: TypedV, volatile: boolean): void {
  const { cur, dl } = ctx.m;
  const align = parseAlign(cur) ?? alignOf(dl, promotedType(type.bits));
  const id = define(ctx, head, type);
  const ptr = lowerTypedAs(ctx, ptrV, PTR, blockSink(ctx, start(head)), 'as load address');
  lowerOddLoad(ctx, { type, ptr, align, volatile, at: head.op, loc: loc(head) }, id, nameOf(head));
}

function parseOddStore(ctx: InstCtx, head: Head, type: OddIntType, valueV: TypedV, ptrV: TypedV, volatile: boolean): void {
  const { cur, dl } = ctx.m;
  const align = parseAlign(cur) ?? alignOf(dl, promotedType(type.bits));
  const sink = blockSink(ctx, start(head));
  const value = lowerAs(ctx, valueV.v, type, sink);
  const ptr = lowerTypedAs(ctx, ptrV, PTR, sink, 'as store address');
  lowerOddStore(ctx, { type, ptr, align, volatile, at: head.op, loc: loc(head) }, value);
}

function parseGep(ctx: InstCtx, head: Head): void {
  const { cur, vals, types } = ctx.m;
  const inbounds = cur.eat('inbounds');
  vals.skipGepFlags();
  const srcType = types.parseLayout('as getelementptr source type');
  cur.expect(',', 'after the getelementptr source type');
  const baseV = vals.parseTypedValue('as getelementptr base');
  const indexVs = [];
  while (cur.is(',') && cur.peek(1).kind !== 'meta') {
    cur.next();
    cur.eat('inrange');
    indexVs.push(vals.parseTypedValue('as getelementptr index'));
  }
  const id = define(ctx, head, PTR);
  const sink = blockSink(ctx, start(head));
  const base = lowerTypedAs(ctx, baseV, PTR, sink, 'as getelementptr base');
  const indices = indexVs.map((ix) => gepIndex(ctx, ix, sink));
  const input = { inbounds, srcType, base, indices, tok: head.op };
  const v = lowerGep(ctx.m, input, sink, ctx.b, false, { id, name: nameOf(head) });
  if (!(v.kind === 'ref' && v.id === id)) ctx.b.replace(id, v, head.op);
}
