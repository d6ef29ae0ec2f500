// The instructions on first-class aggregates, scalarized per leaf (the representation is
// aggregates.ts's contract): extractvalue, insertvalue, and the aggregate forms of load, store,
// phi, select and freeze.
//
// Contract: each function is called by instructions.ts once the instruction's type is known to be
// an aggregate (extractvalue/insertvalue always), with the cursor where instructions.ts stopped
// (noted per function); it reads the rest and defines the result's leaves. Errors point at tokens.
// A struct field of odd type iN is a leaf of its promoted type (types-parser asLayout): insertvalue
// takes an iN value there (canonical, ints.ts); an extractvalue of it reads as the promoted type.

import { alignOf } from '../ir/datalayout.js';
import { I1, PTR, type PhiIncoming, type Value } from '../ir/types.js';
import {
  aggregateIds,
  aggregateOperand,
  defineAggregate,
  Emitter,
  isAggregate,
  leavesAt,
  loadLeaves,
  memberAt,
  memberOperand,
  storeLeaves,
  type AggType,
} from './aggregates.js';
import type { TypedV } from './constants.js';
import { promotedType } from './ints.js';
import type { Token } from './lexer.js';
import { blockSink, incomingSink, locOfTok, lowerAs, lowerTypedAs, parsePhiOperands, type InstCtx } from './operands.js';

export interface AggHead {
  readonly result: Token | null;
  readonly op: Token;
}

function at(head: AggHead): Token {
  return head.result ?? head.op;
}

function aggOf(ctx: InstCtx, tv: TypedV, context: string): AggType {
  if (!isAggregate(tv.type)) throw ctx.m.cur.error(tv.typeTok, `${context} must be an aggregate`);
  return tv.type;
}

/** `, idx, idx...`: the constant index path of extractvalue/insertvalue. */
function indexPath(ctx: InstCtx): { value: number; tok: Token }[] {
  const cur = ctx.m.cur;
  const path: { value: number; tok: Token }[] = [];
  while (cur.is(',') && cur.peek(1).kind === 'int') {
    cur.next();
    const tok = cur.peek();
    path.push({ value: cur.expectSmallInt('as an aggregate index', 2 ** 32), tok });
  }
  if (path.length === 0) throw cur.error(cur.peek(), 'expected an aggregate index');
  return path;
}

/** After `extractvalue`. A scalar result is one of the leaves, an aggregate result a range of them. */
export function parseExtractValue(ctx: InstCtx, head: AggHead): void {
  const tv = ctx.m.vals.parseTypedValue('as extractvalue operand');
  const t = aggOf(ctx, tv, 'the extractvalue operand');
  const path = indexPath(ctx);
  const member = memberAt(ctx, t, path);
  const leaves = aggregateOperand(ctx, tv.v, t, blockSink(ctx, at(head))).slice(member.first, member.first + member.count);
  if (isAggregate(member.type)) return defineAggregate(ctx, head.result, head.op, leavesAt(ctx.m, member.type, head.op), leaves);
  const id = ctx.b.defineValue(head.result, member.type, head.op);
  ctx.b.replace(id, leaves[0]!, head.op);
}

/** After `insertvalue`: the aggregate's leaves with the member's range replaced. */
export function parseInsertValue(ctx: InstCtx, head: AggHead): void {
  const { cur, vals } = ctx.m;
  const tv = vals.parseTypedValue('as insertvalue operand');
  const t = aggOf(ctx, tv, 'the insertvalue operand');
  cur.expect(',', 'after the insertvalue aggregate');
  const elt = vals.parseTypedValue('as inserted value');
  const path = indexPath(ctx);
  const member = memberAt(ctx, t, path);
  // A struct field of odd type iN is laid out as its promoted type (types-parser asLayout), so an
  // inserted iN value (canonical: upper bits zero, ints.ts) matches a field of the promoted type.
  const eltType = elt.type.kind === 'odd' ? promotedType(elt.type.bits) : elt.type;
  if (JSON.stringify(eltType) !== JSON.stringify(member.type)) throw cur.error(elt.typeTok, 'inserted value does not have the member type');
  const sink = blockSink(ctx, at(head));
  const leaves = aggregateOperand(ctx, tv.v, t, sink);
  const inserted = elt.type.kind === 'odd' ? [lowerAs(ctx, elt.v, elt.type, sink)] : memberOperand(ctx, elt.v, member.type, sink);
  leaves.splice(member.first, member.count, ...inserted);
  defineAggregate(ctx, head.result, head.op, leavesAt(ctx.m, t, tv.typeTok), leaves);
}

/** After `load [volatile] <aggty>` (typeTok): `, ptr %p [, align N]`; one load per leaf. */
export function parseAggregateLoad(
  ctx: InstCtx,
  head: AggHead,
  t: AggType,
  typeTok: Token,
  volatile: boolean,
  parseAlign: () => number | null,
): void {
  const { cur, vals, dl } = ctx.m;
  cur.expect(',', 'after the load type');
  const ptrV = vals.parseTypedValue('as load address');
  const align = parseAlign() ?? alignOf(dl, t);
  const leaves = leavesAt(ctx.m, t, typeTok);
  const ids = aggregateIds(ctx, head.result, head.op, leaves);
  const sink = blockSink(ctx, at(head));
  const ptr = lowerTypedAs(ctx, ptrV, PTR, sink, 'as load address');
  loadLeaves(new Emitter(ctx, sink, locOfTok(at(head))), leaves, ptr, align, volatile, ids);
}

/** After `store [volatile] <aggty> <value>` (valueV): `, ptr %p [, align N]`; one store per leaf. */
export function parseAggregateStore(ctx: InstCtx, head: AggHead, valueV: TypedV, volatile: boolean, parseAlign: () => number | null): void {
  const { cur, vals, dl } = ctx.m;
  const t = aggOf(ctx, valueV, 'the stored value');
  cur.expect(',', 'after the stored value');
  const ptrV = vals.parseTypedValue('as store address');
  const align = parseAlign() ?? alignOf(dl, t);
  const sink = blockSink(ctx, at(head));
  const values = aggregateOperand(ctx, valueV.v, t, sink);
  const ptr = lowerTypedAs(ctx, ptrV, PTR, sink, 'as store address');
  storeLeaves(new Emitter(ctx, sink, locOfTok(at(head))), leavesAt(ctx.m, t, valueV.typeTok), values, ptr, align, volatile);
}

/** After `phi <aggty>`: one phi per leaf, each incoming value's leaf from the same block. */
export function parseAggregatePhi(ctx: InstCtx, head: AggHead, t: AggType, typeTok: Token): void {
  const leaves = leavesAt(ctx.m, t, typeTok);
  const ids = aggregateIds(ctx, head.result, head.op, leaves);
  const incoming: PhiIncoming[][] = leaves.map(() => []);
  parsePhiOperands(ctx, (v, block) =>
    aggregateOperand(ctx, v, t, incomingSink(ctx, block, at(head))).forEach((value, i) => incoming[i]!.push({ block, value })),
  );
  const loc = locOfTok(at(head));
  leaves.forEach((l, i) => ctx.b.emit({ op: 'phi', id: ids[i]!, name: '', type: l.type, incoming: incoming[i]!, loc }, head.op));
}

/** `select i1 %c, <aggty> %a, <aggty> %b` (all parsed): one select per leaf. */
export function aggregateSelect(ctx: InstCtx, head: AggHead, condV: TypedV, tV: TypedV, fV: TypedV): void {
  const t = aggOf(ctx, tV, 'the select operand');
  if (JSON.stringify(fV.type) !== JSON.stringify(t)) throw ctx.m.cur.error(fV.typeTok, 'select operands of different types');
  const leaves = leavesAt(ctx.m, t, tV.typeTok);
  const ids = aggregateIds(ctx, head.result, head.op, leaves);
  const sink = blockSink(ctx, at(head));
  const cond = lowerTypedAs(ctx, condV, I1, sink, 'as select condition');
  const a = aggregateOperand(ctx, tV.v, t, sink);
  const b = aggregateOperand(ctx, fV.v, t, sink);
  const loc = locOfTok(at(head));
  leaves.forEach((l, i) =>
    ctx.b.emit({ op: 'select', id: ids[i]!, name: '', type: l.type, cond, ifTrue: a[i]!, ifFalse: b[i]!, loc }, head.op),
  );
}

/** `freeze <aggty> %a` (parsed): one freeze per leaf. */
export function aggregateFreeze(ctx: InstCtx, head: AggHead, tv: TypedV): void {
  const t = aggOf(ctx, tv, 'the freeze operand');
  const leaves = leavesAt(ctx.m, t, tv.typeTok);
  const ids = aggregateIds(ctx, head.result, head.op, leaves);
  const values: Value[] = aggregateOperand(ctx, tv.v, t, blockSink(ctx, at(head)));
  const loc = locOfTok(at(head));
  leaves.forEach((l, i) => ctx.b.emit({ op: 'freeze', id: ids[i]!, name: '', type: l.type, value: values[i]!, loc }, head.op));
}
