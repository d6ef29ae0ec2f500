// Terminators: ret, br (conditional or not), switch, unreachable, and indirectbr (expanded to a
// switch over block numbers, block-addresses.ts).
//
// Contract: `parseTerminator` reads the operands after the opcode token, lowers them into the
// current block (a constant expression operand is materialized before the terminator), and
// closes the block. `ret` is checked against the function's return type; switch case values
// must be integer literals of the switch type, without duplicates. An odd-width switch (i10)
// switches on the promoted type: its canonical value and case values are the same numbers.

import type { SwitchCase, Terminator } from '../ir/types.js';
import { alignOf } from '../ir/datalayout.js';
import { aggregateOperand, aggregateReturn, Emitter, isAggregate, storeLeaves, type AggType } from './aggregates.js';
import type { VSyntax } from './constants.js';
import { reprInt, sameValueType } from './ints.js';
import type { Token } from './lexer.js';
import { blockSink, locOfTok, lowerAs, typeText, type InstCtx } from './operands.js';

export function parseTerminator(ctx: InstCtx, op: Token): void {
  const term = parseTerm(ctx, op);
  ctx.b.terminate(term, op);
}

function parseTerm(ctx: InstCtx, op: Token): Terminator {
  const loc = locOfTok(op);
  switch (op.text) {
    case 'ret':
      return parseRet(ctx, op);
    case 'br':
      return parseBr(ctx, op);
    case 'switch':
      return parseSwitch(ctx, op);
    case 'unreachable':
      return { op: 'unreachable', loc };
    case 'indirectbr':
      return parseIndirectBr(ctx, op);
    default:
      throw ctx.m.cur.error(op, `expected a terminator, found '${op.text}'`);
  }
}

function parseRet(ctx: InstCtx, op: Token): Terminator {
  const { cur, vals, types } = ctx.m;
  const loc = locOfTok(op);
  if (cur.is('void')) {
    const tok = cur.next();
    if (ctx.ret !== null) throw cur.error(tok, `'ret void' in a function returning ${typeText(ctx.ret)}`);
    return { op: 'ret', value: null, loc };
  }
  const tv = vals.parseTypedValue('as return value');
  // An aggregate is returned as its one leaf (aggregates.ts).
  if (isAggregate(tv.type)) return aggregateRet(ctx, op, tv.v, tv.type, tv.typeTok);
  if (tv.type.kind === 'odd') {
    // An odd-width return value leaves as its canonical promoted value (odd-abi.ts).
    if (ctx.retOdd === undefined || ctx.retOdd.bits !== tv.type.bits)
      throw cur.error(
        tv.typeTok,
        `returning i${tv.type.bits} from a function returning ${ctx.ret === null ? 'void' : ctx.retOdd === undefined ? typeText(ctx.ret) : `i${ctx.retOdd.bits}`}`,
      );
    return { op: 'ret', value: lowerAs(ctx, tv.v, tv.type, blockSink(ctx, op)), loc };
  }
  const type = types.asScalar(tv.type, tv.typeTok, 'as return type');
  if (ctx.retOdd !== undefined) throw cur.error(tv.typeTok, `returning ${typeText(type)} from a function returning i${ctx.retOdd.bits}`);
  if (ctx.ret === null || ctx.ret.kind !== type.kind || (ctx.ret.kind === 'int' && type.kind === 'int' && ctx.ret.bits !== type.bits)) {
    throw cur.error(tv.typeTok, `returning ${typeText(type)} from a function returning ${ctx.ret === null ? 'void' : typeText(ctx.ret)}`);
  }
  return { op: 'ret', value: lowerAs(ctx, tv.v, type, blockSink(ctx, op)), loc };
}

/** `ret <aggty> %v`: its one leaf, or its leaves stored through the hidden pointer (aggregates.ts). */
function aggregateRet(ctx: InstCtx, op: Token, v: VSyntax, t: AggType, typeTok: Token): Terminator {
  const loc = locOfTok(op);
  const how = aggregateReturn(ctx.m, t, typeTok);
  const sink = blockSink(ctx, op);
  const values = aggregateOperand(ctx, v, t, sink);
  if (how.kind === 'leaf') {
    if (ctx.ret === null || typeText(ctx.ret) !== typeText(how.type))
      throw ctx.m.cur.error(typeTok, 'returning an aggregate of another type');
    return { op: 'ret', value: values[0]!, loc };
  }
  const into = ctx.retMemory;
  if (into === undefined || JSON.stringify(into.type) !== JSON.stringify(t))
    throw ctx.m.cur.error(typeTok, 'returning an aggregate of another type');
  storeLeaves(new Emitter(ctx, sink, loc), how.leaves, values, into.ptr, alignOf(ctx.m.dl, t), false);
  return { op: 'ret', value: null, loc };
}

function parseLabel(ctx: InstCtx, context: string): number {
  const { cur } = ctx.m;
  cur.expect('label', context);
  return ctx.b.useBlock(cur.expectKind('local', 'a block label', context));
}

function parseBr(ctx: InstCtx, op: Token): Terminator {
  const { cur, vals, types } = ctx.m;
  const loc = locOfTok(op);
  if (cur.is('label')) return { op: 'br', target: parseLabel(ctx, 'in br'), loc };
  const tv = vals.parseTypedValue('as branch condition');
  const type = types.asScalar(tv.type, tv.typeTok, 'as branch condition');
  if (type.kind !== 'int' || type.bits !== 1) throw cur.error(tv.typeTok, 'branch condition must be i1');
  const cond = lowerAs(ctx, tv.v, type, blockSink(ctx, op));
  cur.expect(',', 'after the branch condition');
  const ifTrue = parseLabel(ctx, 'in br');
  cur.expect(',', 'after the first branch target');
  const ifFalse = parseLabel(ctx, 'in br');
  return { op: 'condbr', cond, ifTrue, ifFalse, loc };
}

function parseSwitch(ctx: InstCtx, op: Token): Terminator {
  const { cur, vals, types } = ctx.m;
  const typeTok = cur.peek();
  const type = types.parseValueType('as switch type');
  if (type.kind === 'ptr') throw cur.error(typeTok, 'switch needs an integer type');
  const value = lowerAs(ctx, vals.parseValue('as switch value'), type, blockSink(ctx, op));
  cur.expect(',', 'after the switch value');
  const defaultTarget = parseLabel(ctx, 'as switch default');
  cur.expect('[', 'to open the switch cases');
  const cases: SwitchCase[] = [];
  const seen = new Set<bigint>();
  while (!cur.is(']')) {
    const caseTypeTok = cur.peek();
    const caseType = types.parseValueType('as switch case type');
    if (!sameValueType(caseType, type)) throw cur.error(caseTypeTok, 'switch case type differs from the switch type');
    const v = lowerAs(ctx, vals.parseValue('as switch case value'), caseType, blockSink(ctx, op));
    if (v.kind !== 'int') throw cur.error(caseTypeTok, 'switch case value must be an integer constant');
    if (seen.has(v.value)) throw cur.error(caseTypeTok, `duplicate switch case value ${v.value}`);
    seen.add(v.value);
    cur.expect(',', 'after a switch case value');
    cases.push({ value: v.value, target: parseLabel(ctx, 'as switch case target') });
  }
  cur.next();
  return { op: 'switch', type: reprInt(type), value, defaultTarget, cases, loc: locOfTok(op) };
}

/** `indirectbr <ptr ty> <address>, [label %a, ...]` after the opcode, as a switch on the address. */
function parseIndirectBr(ctx: InstCtx, op: Token): Terminator {
  const { cur, vals, types } = ctx.m;
  const numbers = vals.blockNumbers;
  const typeTok = cur.peek();
  if (types.parseValueType('as indirectbr address type').kind !== 'ptr') throw cur.error(typeTok, 'indirectbr needs a pointer');
  const address = vals.parseValue('as indirectbr address');
  cur.expect(',', 'after the indirectbr address');
  cur.expect('[', 'to open the indirectbr destinations');
  const dests: { block: number; value: bigint }[] = [];
  while (!cur.is(']')) {
    if (dests.length > 0) cur.expect(',', 'between indirectbr destinations');
    cur.expect('label', 'in indirectbr');
    const label = cur.expectKind('local', 'a block label', 'in indirectbr');
    dests.push({ block: ctx.b.useBlock(label), value: numbers.of(cur, label, ctx.fn, label.text) });
  }
  cur.next();
  const loc = locOfTok(op);
  if (dests.length === 0) return { op: 'unreachable', loc };
  const intPtr = ctx.m.intPtr;
  const asInt: VSyntax = {
    k: 'cast',
    tok: op,
    op: 'ptrtoint',
    value: { type: { kind: 'ptr' }, typeTok, v: address },
    to: intPtr,
    toTok: op,
  };
  const value = lowerAs(ctx, asInt, intPtr, blockSink(ctx, op));
  const seen = new Set<bigint>();
  const cases: SwitchCase[] = [];
  for (const d of dests.slice(1)) {
    if (seen.has(d.value) || d.value === dests[0]!.value) continue;
    seen.add(d.value);
    cases.push({ value: d.value, target: d.block });
  }
  return { op: 'switch', type: intPtr, value, defaultTarget: dests[0]!.block, cases, loc };
}
