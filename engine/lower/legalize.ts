// Target legalization of the engine IR, before DAG building: what the selectors' grammars cannot
// express is rewritten into IR they can (LLVM's type and operation legalization, SelectionDAG
// "LegalizeTypes"/"LegalizeDAG", done here on the IR so the reference interpreter can check it).
//
// Contract: `legalizeModule(module, isa)` returns a NEW module (the input is not changed) that the
// interpreter runs with the same outcome as the input:
// - `switch` becomes a chain of `icmp eq` + `condbr` blocks (one per case, in case order; the last
//   falls to the default), phis of the targets get one entry per new incoming edge;
// - on ARM and Thumb (no divide instruction on ARMv6 / ARMv6-M), sdiv/udiv become calls to the
//   AEABI helpers `__aeabi_idiv`/`__aeabi_uidiv` on 32-bit operands (narrow operands sign- or
//   zero-extended first), and srem/urem become `a - (a / b) * b` over such a call;
// - 64-bit integers on a 32-bit target whose rules name `wideIntegers` become pairs of i32 halves
//   (wide.ts; the i64 left at the ABI boundary is the DAG builder's register pair), 64-bit division
//   calls of the runtime helpers the rules name (declared in the module); on a target without such
//   rules they throw Unsupported (engine/backend/errors.ts) naming the construct and function (not
//   supported yet — never wrong code);
// - va_start/va_copy of a variadic definition become the ABI's va_list stores (varargs.ts), and
//   their declarations go;
// - a `dynalloca` reserves a multiple of the stack alignment (dynamic-stack.ts; Unsupported on a
//   target without a frame pointer);
// - on Thumb (the Cortex-M0 faults on an unaligned access), a load or store whose `align` is below
//   its size becomes aligned narrower accesses (unaligned.ts).
// Narrow integers (i1/i8/i16) are widened later, by the DAG builder (engine/isel/dag.ts), which
// inserts the zero/sign extensions each operation needs: registers hold narrow values with
// unspecified upper bits, as LLVM's "promote integer" legalization does.

import { Unsupported } from '../backend/errors.js';
import { successors } from '../ir/cfg.js';
import { pointerBitsOfTriple } from '../ir/datalayout.js';
import {
  I32,
  I64,
  assertNever,
  type Block,
  type Func,
  type Inst,
  type IntType,
  type Module,
  type ScalarType,
  type Terminator,
  type Value,
} from '../ir/types.js';
import { expandVarargs, isVaIntrinsic } from './varargs.js';
import type { Isa } from '../../common/image.js';
import { TARGETS } from '../targets/target.js';
import { legalizeDynamicStack } from './dynamic-stack.js';
import { declareSjljHelpers, lowerSjlj } from './sjlj.js';
import { splitUnalignedAccesses } from './unaligned.js';
import { expandWide, usesWide } from './wide.js';
import { padPairArguments } from './wide-abi.js';

export function legalizeModule(module: Module, isa: Isa): Module {
  const pointerBits = TARGETS[isa].model.abi.wordBytes === 8 ? 64 : 32;
  const functions = module.functions
    .filter((f) => !isVaIntrinsic(f.name))
    .map((f) => (f.blocks.length === 0 ? f : legalizeFunc(lowerSjlj(expandVarargs(f, pointerBits), pointerBits / 8), module, isa)));
  const out: Module = { ...module, globals: [...module.globals], functions };
  declareSjljHelpers(out);
  if (TARGETS[isa].legalize.divisionByHelpers) declareHelpers(out);
  const wide = TARGETS[isa].legalize.wideIntegers;
  if (wide !== null) declareWideHelpers(out, Object.values(wide.helpers));
  if (wide?.evenPairs === true) padPairArguments(out);
  return out;
}

const DIV_HELPERS: Readonly<Record<'sdiv' | 'udiv', string>> = { sdiv: '__aeabi_idiv', udiv: '__aeabi_uidiv' };

function declareHelpers(module: Module): void {
  const used = new Set<string>();
  for (const f of module.functions) for (const b of f.blocks) for (const i of b.insts) if (i.op === 'call') used.add(i.callee);
  for (const name of Object.values(DIV_HELPERS)) {
    if (!used.has(name) || module.functions.some((f) => f.name === name)) continue;
    module.functions.push({
      name,
      ret: I32,
      params: [
        { id: 0, name: 'a', type: I32 },
        { id: 1, name: 'b', type: I32 },
      ],
      callconv: 'ccc',
      blocks: [],
      nextValueId: 2,
      nextBlockId: 0,
    });
  }
}

/** Declares the 64-bit division helpers the expansion called (i64 (i64, i64), as libgcc's). */
function declareWideHelpers(module: Module, names: readonly string[]): void {
  const used = new Set<string>();
  for (const f of module.functions) for (const b of f.blocks) for (const i of b.insts) if (i.op === 'call') used.add(i.callee);
  for (const name of names) {
    if (!used.has(name) || module.functions.some((f) => f.name === name)) continue;
    const params = [
      { id: 0, name: 'a', type: I64 },
      { id: 1, name: 'b', type: I64 },
    ];
    module.functions.push({ name, ret: I64, params, callconv: 'ccc', blocks: [], nextValueId: 2, nextBlockId: 0 });
  }
}

export function legalizeFunc(fn: Func, module: Module, isa: Isa): Func {
  const out: Func = {
    ...fn,
    blocks: fn.blocks.map((b) => ({ ...b, insts: [...b.insts] })),
  };
  const rules = TARGETS[isa].legalize;
  legalizeDynamicStack(out, TARGETS[isa], pointerBitsOfTriple(module.triple) === 64 ? I64 : I32);
  if (pointerBitsOfTriple(module.triple) === 32 || rules.registerBits === 32) {
    if (rules.wideIntegers === null) reject64(out);
    else if (usesWide(out)) {
      // Switches first (only here: the order of the other functions' rewrites, and so their value
      // ids, stays as it was), so a 64-bit switch's compares are expanded too.
      lowerSwitches(out);
      expandWide(out, rules.wideIntegers);
    }
  }
  if (rules.divisionByHelpers) lowerDivision(out);
  if (rules.alignedAccessesOnly) splitUnalignedAccesses(out);
  lowerSwitches(out);
  return out;
}

// ---------------------------------------------------------------------------------------------
// 64-bit integers on 32-bit targets

function is64(t: ScalarType | null): boolean {
  return t !== null && t.kind === 'int' && t.bits === 64;
}

function what64(inst: Inst): string | null {
  switch (inst.op) {
    case 'binop':
    case 'select':
    case 'freeze':
    case 'phi':
    case 'load':
      return is64(inst.type) ? `64-bit ${inst.op === 'binop' ? inst.binop : inst.op}` : null;
    case 'cast':
      return is64(inst.type) || is64(inst.value.type) ? `64-bit ${inst.cast}` : null;
    case 'icmp':
      return is64(inst.lhs.type) ? '64-bit icmp' : null;
    case 'store':
      return is64(inst.value.type) ? '64-bit store' : null;
    case 'call':
      return is64(inst.type) || inst.args.some((a) => is64(a.type)) ? `64-bit call argument or result (@${inst.callee})` : null;
    case 'ptradd':
      return is64(inst.offset.type) ? '64-bit ptradd offset' : null;
    case 'alloca':
    case 'dynalloca':
    case 'stacksave':
    case 'frameaddress':
    case 'stackrestore':
      return null;
    default:
      return assertNever(inst, 'instruction');
  }
}

function reject64(fn: Func): void {
  const fail = (what: string, loc?: { line: number; col: number }): never => {
    const at = loc === undefined ? '' : ` at ${loc.line}:${loc.col}`;
    throw new Unsupported(what, { fn: fn.name, at, why: '64-bit integers on a 32-bit target are not supported yet' });
  };
  if (is64(fn.ret) || fn.params.some((p) => is64(p.type))) fail('64-bit parameter or return type', fn.loc);
  for (const b of fn.blocks) {
    for (const inst of b.insts) {
      const what = what64(inst);
      if (what !== null) fail(what, inst.loc);
    }
    if ((b.term.op === 'switch' && b.term.type.bits === 64) || (b.term.op === 'ret' && b.term.value !== null && is64(b.term.value.type))) {
      fail(`64-bit ${b.term.op}`, b.term.loc);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Division on ARM and Thumb

function widen(fn: Func, insts: Inst[], v: Value, signed: boolean): Value {
  const t = v.type as IntType;
  if (t.bits === 32) return v;
  const id = fn.nextValueId++;
  insts.push({ op: 'cast', id, name: '', cast: signed ? 'sext' : 'zext', type: I32, value: v, flags: {} });
  return { kind: 'ref', id, type: I32 };
}

function lowerDivision(fn: Func): void {
  for (const b of fn.blocks) {
    const insts: Inst[] = [];
    for (const inst of b.insts) {
      if (inst.op !== 'binop' || !['sdiv', 'udiv', 'srem', 'urem'].includes(inst.binop)) {
        insts.push(inst);
        continue;
      }
      const signed = inst.binop === 'sdiv' || inst.binop === 'srem';
      const a = widen(fn, insts, inst.lhs, signed);
      const d = widen(fn, insts, inst.rhs, signed);
      const isDiv = inst.binop === 'sdiv' || inst.binop === 'udiv';
      const q = fn.nextValueId++;
      const callee = DIV_HELPERS[signed ? 'sdiv' : 'udiv'];
      insts.push({ op: 'call', id: q, name: '', type: I32, callee, args: [a, d], callconv: 'ccc', ...(inst.loc ? { loc: inst.loc } : {}) });
      const qv: Value = { kind: 'ref', id: q, type: I32 };
      let result: Value = qv;
      if (!isDiv) {
        const p = fn.nextValueId++;
        insts.push({ op: 'binop', id: p, name: '', binop: 'mul', type: I32, lhs: qv, rhs: d, flags: {} });
        const r = fn.nextValueId++;
        insts.push({ op: 'binop', id: r, name: '', binop: 'sub', type: I32, lhs: a, rhs: { kind: 'ref', id: p, type: I32 }, flags: {} });
        result = { kind: 'ref', id: r, type: I32 };
      }
      // Keep the original id: a trunc back to the narrow type, or a copy through `freeze` (the
      // helper's result is never poison for defined inputs, so freeze is the identity here).
      if (inst.type.bits === 32) insts.push({ op: 'freeze', id: inst.id, name: inst.name, type: I32, value: result });
      else insts.push({ op: 'cast', id: inst.id, name: inst.name, cast: 'trunc', type: inst.type, value: result, flags: {} });
    }
    b.insts = insts;
  }
}

// ---------------------------------------------------------------------------------------------
// Switches

function lowerSwitches(fn: Func): void {
  for (const b of [...fn.blocks]) {
    if (b.term.op !== 'switch') continue;
    lowerSwitch(fn, b, b.term);
  }
}

/** Replaces `b`'s switch with compares: b tests case 0, each new block the next case. */
function lowerSwitch(fn: Func, b: Block, sw: Extract<Terminator, { op: 'switch' }>): void {
  const chain: Block[] = [b];
  const terms: Terminator[] = [];
  if (sw.cases.length === 0) {
    terms.push({ op: 'br', target: sw.defaultTarget });
  }
  for (let i = 0; i < sw.cases.length; i++) {
    const here = chain[i]!;
    const last = i === sw.cases.length - 1;
    const next = last ? null : newBlock(fn, b, chain);
    const id = fn.nextValueId++;
    here.insts.push({
      op: 'icmp',
      id,
      name: '',
      pred: 'eq',
      lhs: sw.value,
      rhs: { kind: 'int', type: sw.type, value: sw.cases[i]!.value },
    });
    terms.push({
      op: 'condbr',
      cond: { kind: 'ref', id, type: { kind: 'int', bits: 1 } },
      ifTrue: sw.cases[i]!.target,
      ifFalse: next === null ? sw.defaultTarget : next.id,
    });
  }
  chain.forEach((blk, i) => {
    blk.term = terms[i]!;
  });
  rewritePhis(fn, b.id, chain);
}

function newBlock(fn: Func, after: Block, chain: Block[]): Block {
  const blk: Block = { id: fn.nextBlockId++, name: '', insts: [], term: { op: 'unreachable' } };
  const at = fn.blocks.indexOf(chain[chain.length - 1]!);
  fn.blocks.splice(at + 1, 0, blk);
  chain.push(blk);
  void after;
  return blk;
}

/** Phis that named the switch block get one entry per new edge into their block. */
function rewritePhis(fn: Func, oldId: number, chain: readonly Block[]): void {
  for (const blk of fn.blocks) {
    blk.insts = blk.insts.map((inst) => {
      if (inst.op !== 'phi') return inst;
      const old = inst.incoming.find((a) => a.block === oldId);
      if (old === undefined) return inst;
      const incoming = inst.incoming.filter((a) => a.block !== oldId);
      for (const c of chain) {
        for (const s of successors(c.term)) if (s === blk.id) incoming.push({ block: c.id, value: old.value });
      }
      return { ...inst, incoming };
    });
  }
}
