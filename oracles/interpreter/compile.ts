// Translates one function, once, into the compact form of compiled.ts.
//
// Contract: requires a verified function (defs dominate uses, phis first, one terminator per
// block); malformed input the verifier would reject (an unknown value id, a phi without an entry
// for a predecessor, an unknown symbol) throws an Error. Produces dense slots (params first, then
// instruction results, then deduplicated constants), Segments split after every call of a defined
// function, and one Edge per branch target carrying the target's phi copies. Calls that cannot run
// (undefined callee, wrong argument count) compile to ops that signal an error only when reached.
// Two decisions live beside it: which operands' undefined-bit masks may be trusted (exact-undef.ts)
// and how an edge's phi copies run (phi-copy.ts).

import { symbolAddress } from '../../engine/ir/global-layout.js';
import {
  assertNever,
  type Block,
  type CallInst,
  type Func,
  type Inst,
  type PhiInst,
  type Terminator,
  type Value,
} from '../../engine/ir/types.js';
import { RUNTIME_FUNCTIONS } from '../runtime.js';
import { hexAddress } from '../../common/text.js';
import {
  aPoison,
  constantSlots,
  maskOf,
  widthOf,
  type CallEnd,
  type CompiledFunc,
  type Edge,
  type Op,
  type Segment,
  type SegmentEnd,
  type SlotRef,
  type Width,
} from './compiled.js';
import { exactValueIds, isExact } from './exact-undef.js';
import { alloca, dynalloca, frameaddress, load, ptradd, stackrestore, stacksave, store } from './ops-memory.js';
import { failing, freeze, runtimeCall, select } from './ops-misc.js';
import type { LongjmpEnd, SetjmpEnd } from './sjlj.js';
import { narrowBinop, narrowCast, narrowICmp } from './ops-narrow.js';
import { exactBinop, exactCast, exactEquality, isExactBinop } from './ops-undef.js';
import { wideBinop, wideCast, wideICmp } from './ops-wide.js';
import type { ProgramContext } from './program.js';
import { parallelCopy } from './phi-copy.js';
import { Site, UbSignal } from './signals.js';
import { copyVaList, vaListBytes, writeVaStart } from './varargs.js';

type Narrow = 1 | 8 | 16 | 32;

class FunctionCompiler {
  private readonly slotOf: Int32Array;
  /** Per value id: 1 when its definer keeps its undefined bits exactly (exact-undef.ts). */
  private readonly exactIds: Uint8Array;
  private nextSlot = 0;
  /** The setjmps compiled so far in this function (each one's ordinal, sjlj.ts). */
  private setjmps = 0;
  private readonly constants = new Map<string, number>();
  private readonly constantValues: Array<{ slot: number; words: number[]; poison: boolean; provenance: number }> = [];
  private readonly blockSegment = new Map<number, number>();
  private readonly blocks = new Map<number, Block>();
  private readonly pw: 32 | 64;
  private vaSlots: { readonly args: number; readonly regs: number } | null = null;

  constructor(
    private readonly ctx: ProgramContext,
    private readonly func: Func,
  ) {
    this.pw = ctx.pointerBits;
    this.slotOf = new Int32Array(func.nextValueId).fill(-1);
    this.exactIds = exactValueIds(func);
  }

  /** Whether `v`'s undefined bits are kept in U (compiled.ts): its definer is a load or an op of ops-undef.ts. */
  private exact(v: Value): boolean {
    return v.kind === 'ref' && this.exactIds[v.id] === 1;
  }

  compile(): CompiledFunc {
    const params = this.func.params.map((p) => this.define(p.id, widthOf(p.type, this.pw)));
    const va = this.func.variadic === true ? { args: this.hidden(), regs: this.hidden() } : undefined;
    this.vaSlots = va ?? null;
    for (const block of this.func.blocks) {
      for (const inst of block.insts) {
        if (inst.op === 'store' || inst.op === 'stackrestore' || (inst.op === 'call' && (inst.id < 0 || inst.type === null))) continue;
        this.define(inst.id, inst.op === 'icmp' ? 1 : widthOf(inst.type!, this.pw));
      }
    }
    // Segment numbers first, so branches can name blocks that come later.
    let count = 0;
    for (const block of this.func.blocks) {
      this.blocks.set(block.id, block);
      this.blockSegment.set(block.id, count);
      count += 1 + block.insts.filter((i) => i.op === 'call' && this.leavesSegment(i)).length;
    }
    const segments = this.func.blocks.flatMap((b) => this.compileBlock(b));
    const template = new Int32Array(this.nextSlot);
    const poisonTemplate = new Uint8Array(this.nextSlot);
    const provenanceTemplate = new Int32Array(this.nextSlot);
    for (const c of this.constantValues) {
      template.set(c.words, c.slot);
      poisonTemplate[c.slot] = c.poison ? 1 : 0;
      provenanceTemplate[c.slot] = c.provenance;
    }
    return {
      func: this.func,
      params,
      ...(va !== undefined ? { va } : {}),
      segments,
      template,
      poisonTemplate,
      provenanceTemplate,
      pool: [],
    };
  }

  /** A pointer-wide slot no IR value names. */
  private hidden(): number {
    const slot = this.nextSlot;
    this.nextSlot += this.pw === 64 ? 2 : 1;
    return slot;
  }

  private define(id: number, w: Width): SlotRef {
    const slot = this.nextSlot;
    this.slotOf[id] = slot;
    this.nextSlot += w === 64 ? 2 : 1;
    return { slot, wide: w === 64 };
  }

  /** A constant's slot; a global's address has its own (keyed by name), so it keeps that global's provenance. */
  private constant(value: bigint, w: Width, poison: boolean, global = ''): number {
    const key = poison ? `p${w}` : global !== '' ? `@${global}+${value}` : `${w}:${value}`;
    const known = this.constants.get(key);
    if (known !== undefined) return known;
    const slot = this.nextSlot;
    this.nextSlot += w === 64 ? 2 : 1;
    this.constants.set(key, slot);
    const provenance = global === '' ? 0 : this.ctx.mem.globalSerial(global);
    this.constantValues.push({ slot, words: constantSlots(value, w), poison, provenance });
    return slot;
  }

  private operand(v: Value): number {
    switch (v.kind) {
      case 'ref': {
        const slot = this.slotOf[v.id] ?? -1;
        if (slot < 0) throw new Error(`@${this.func.name} uses undefined value id ${v.id}`);
        return slot;
      }
      case 'int':
        return this.constant(v.value, v.type.bits, false);
      case 'null':
        return this.constant(0n, this.pw, false);
      case 'global': {
        const address = symbolAddress(this.ctx.layout, v.name);
        if (address === undefined) throw new Error(`@${this.func.name} refers to unknown symbol @${v.name}`);
        return this.constant(address + v.offset, this.pw, false, v.name);
      }
      case 'undef':
      case 'poison':
        return this.constant(0n, widthOf(v.type, this.pw), true);
      default:
        return assertNever(v, 'value');
    }
  }

  private width(v: Value): Width {
    return widthOf(v.type, this.pw);
  }

  /** Calls of a defined function, indirect calls (which may be one) and llvm.eh.sjlj.* (sjlj.ts) end a segment. */
  private leavesSegment(inst: CallInst): boolean {
    return inst.indirect !== undefined || this.isDefinedCall(inst) || sjljOf(inst, this.ctx.defined) !== null;
  }

  private isDefinedCall(inst: CallInst): boolean {
    const callee = this.ctx.defined.get(inst.callee);
    if (callee === undefined) return false;
    return callee.variadic === true ? inst.args.length >= callee.params.length : callee.params.length === inst.args.length;
  }

  private compileBlock(block: Block): Segment[] {
    const segments: Segment[] = [];
    let ops: Op[] = [];
    block.insts.forEach((inst, k) => {
      if (inst.op === 'phi') return; // executed on the incoming edges
      const site = new Site(this.ctx.source, this.func, block, k, ops.length, inst.loc);
      if (inst.op === 'call' && this.leavesSegment(inst)) {
        const next = this.blockSegment.get(block.id)! + segments.length + 1;
        segments.push({ ops, end: this.sjljEnd(inst, site, next) ?? this.callEnd(inst, site, next) });
        ops = [];
      } else {
        ops.push(this.compileInst(inst, site));
      }
    });
    const site = new Site(this.ctx.source, this.func, block, block.insts.length, ops.length, block.term.loc);
    segments.push({ ops, end: this.compileTerm(block, block.term, site) });
    return segments;
  }

  private compileInst(inst: Exclude<Inst, PhiInst>, site: Site): Op {
    const { ctx, pw } = this;
    const wideP = pw === 64;
    switch (inst.op) {
      case 'binop': {
        const d = this.slotOf[inst.id]!,
          a = this.operand(inst.lhs),
          b = this.operand(inst.rhs);
        const w = inst.type.bits;
        if (isExact(inst) && isExactBinop(inst.binop))
          return exactBinop(inst.binop, w, d, a, b, this.exact(inst.lhs), this.exact(inst.rhs));
        return w === 64 ? wideBinop(inst.binop, inst.flags, d, a, b, site) : narrowBinop(inst.binop, w, inst.flags, d, a, b, site);
      }
      case 'icmp': {
        const d = this.slotOf[inst.id]!,
          a = this.operand(inst.lhs),
          b = this.operand(inst.rhs);
        const w = this.width(inst.lhs),
          samesign = inst.samesign === true;
        if (isExact(inst))
          return exactEquality(inst.pred === 'ne', w === 64, maskOf(w), d, a, b, this.exact(inst.lhs), this.exact(inst.rhs));
        return w === 64 ? wideICmp(inst.pred, samesign, d, a, b) : narrowICmp(inst.pred, w, samesign, d, a, b);
      }
      case 'select':
        return select(
          widthOf(inst.type, pw) === 64,
          this.slotOf[inst.id]!,
          this.operand(inst.cond),
          this.operand(inst.ifTrue),
          this.operand(inst.ifFalse),
        );
      case 'cast': {
        const from = this.width(inst.value),
          to = widthOf(inst.type, pw);
        const d = this.slotOf[inst.id]!,
          a = this.operand(inst.value);
        if (isExact(inst) && (inst.cast === 'trunc' || inst.cast === 'zext' || inst.cast === 'sext'))
          return exactCast(inst.cast, from as Narrow | 64, to as Narrow | 64, d, a, this.exact(inst.value));
        const op =
          from === 64 || to === 64
            ? wideCast(inst.cast, from, to, inst.flags, d, a)
            : narrowCast(inst.cast, from as Narrow, to as Narrow, inst.flags, d, a);
        return inst.cast === 'inttoptr' ? wildcard(op, d) : op;
      }
      case 'freeze':
        return freeze(widthOf(inst.type, pw) === 64, this.slotOf[inst.id]!, this.operand(inst.value));
      case 'ptradd':
        return ptradd(ctx.mem, wideP, inst.inbounds, this.slotOf[inst.id]!, this.operand(inst.base), this.operand(inst.offset));
      case 'alloca':
        if (inst.va !== undefined) return this.vaArea(inst.va, this.slotOf[inst.id]!, site);
        return alloca(ctx.mem, inst.size, inst.align, wideP, this.slotOf[inst.id]!, `%${inst.name}`, site);
      case 'dynalloca':
        return dynalloca(ctx.mem, inst.align, wideP, this.slotOf[inst.id]!, this.operand(inst.size), `%${inst.name}`, site);
      case 'stacksave':
        return stacksave(ctx.mem, wideP, this.slotOf[inst.id]!);
      case 'frameaddress':
        return frameaddress(ctx.mem, wideP, this.slotOf[inst.id]!);
      case 'stackrestore':
        return stackrestore(ctx.mem, wideP, this.operand(inst.ptr), site);
      case 'load': {
        const access = { w: widthOf(inst.type, pw), wideP, align: inst.align, pointer: inst.type.kind === 'ptr' };
        return load(ctx.mem, access, this.slotOf[inst.id]!, this.operand(inst.ptr), site);
      }
      case 'store': {
        const access = { w: this.width(inst.value), wideP, align: inst.align, pointer: inst.value.type.kind === 'ptr' };
        return store(ctx.mem, access, this.operand(inst.value), this.operand(inst.ptr), site, this.exact(inst.value));
      }
      case 'call':
        return this.inlineCall(inst, site);
      default:
        return assertNever(inst, 'instruction');
    }
  }

  /** `alloca va`: the area laid out on entry (its hidden slot, with its provenance). */
  private vaArea(which: 'args' | 'regs', d: number, site: Site): Op {
    if (this.vaSlots === null) return failing('va_start in a function that is not variadic', site);
    const s = this.vaSlots[which],
      wide = this.pw === 64;
    return (R, P, V) => {
      R[d] = R[s]!;
      if (wide) R[d + 1] = R[s + 1]!;
      P[d] = 0;
      V[d] = V[s]!;
    };
  }

  /** llvm.va_start(list) / llvm.va_copy(dst, src) (varargs.ts): each va_list must lie in its pointer's object. */
  private vaCall(inst: CallInst, site: Site): Op {
    const start = inst.callee === 'llvm.va_start';
    if (inst.args.length !== (start ? 1 : 2)) return failing(`${inst.callee} with ${inst.args.length} arguments`, site);
    if (start && this.vaSlots === null) return failing('va_start in a function that is not variadic', site);
    const slots = inst.args.map((a) => this.operand(a));
    const { mem } = this.ctx;
    const pw = this.pw,
      n = vaListBytes(pw),
      named = this.func.params.length,
      va = this.vaSlots;
    const listAt = (R: Int32Array, P: Uint8Array, V: Int32Array, s: number, what: string): number => {
      const addr = R[s]! >>> 0;
      if (P[s]) throw new UbSignal(`${inst.callee} of ${aPoison(P[s]!)} ${what}`, site);
      if (!mem.inbounds(addr, addr + n, V[s]!) || mem.read(BigInt(addr), n) === null) {
        throw new UbSignal(`${inst.callee}: the ${what} (${n} bytes at ${hexAddress(addr)}) is not in one object`, site);
      }
      return addr;
    };
    return (R, P, V) => {
      const dst = listAt(R, P, V, slots[0]!, 'va_list');
      if (!start) return copyVaList(mem, pw, dst, listAt(R, P, V, slots[1]!, 'source va_list'));
      const areas = { args: R[va!.args]! >>> 0, argsProv: V[va!.args]!, regs: R[va!.regs]! >>> 0, regsProv: V[va!.regs]! };
      writeVaStart(mem, pw, dst, named, areas);
    };
  }

  /** A call that does not leave the segment: a runtime function, or one that can only fail. */
  private inlineCall(inst: CallInst, site: Site): Op {
    if (inst.callee === 'llvm.va_start' || inst.callee === 'llvm.va_copy') return this.vaCall(inst, site);
    const defined = this.ctx.defined.get(inst.callee);
    const count = (n: number) => `wrong argument count in call to @${inst.callee} (${inst.args.length} given, ${n} expected)`;
    if (defined !== undefined) return failing(count(defined.params.length), site);
    const fn = RUNTIME_FUNCTIONS.get(inst.callee);
    if (fn === undefined) return failing(`call to undefined function @${inst.callee}`, site);
    if (fn.variadic === true ? inst.args.length < fn.arity : fn.arity !== inst.args.length) return failing(count(fn.arity), site);
    const args = inst.args.map((a) => ({ slot: this.operand(a), width: this.width(a) }));
    const d = inst.id >= 0 && inst.type !== null ? this.slotOf[inst.id]! : -1;
    return runtimeCall(fn, this.ctx.env, args, d, inst.type === null ? null : widthOf(inst.type, this.pw), site);
  }

  /** For an indirect call: the in-place op per callee name, compiled when first reached. */
  private inPlaceCalls(inst: CallInst, site: Site): (callee: string) => Op {
    const ops = new Map<string, Op>();
    return (callee) => {
      let op = ops.get(callee);
      if (op === undefined) {
        op = this.inlineCall({ ...inst, callee }, site);
        ops.set(callee, op);
      }
      return op;
    };
  }

  /** A call of llvm.eh.sjlj.setjmp/longjmp as its segment end (sjlj.ts), or null for another call. */
  private sjljEnd(inst: CallInst, site: Site, next: number): SetjmpEnd | LongjmpEnd | null {
    const which = sjljOf(inst, this.ctx.defined);
    if (which === null) return null;
    const { kind, libc } = which;
    const buf = this.operand(inst.args[0]!);
    if (kind === 'longjmp') return { kind, libc, buf, value: libc ? this.operand(inst.args[1]!) : -1, site };
    const dst = inst.id >= 0 && inst.type !== null ? this.slotOf[inst.id]! : -1;
    return { kind, libc, buf, dst, ordinal: this.setjmps++, next, site };
  }

  private callEnd(inst: CallInst, site: Site, next: number): CallEnd {
    const args = inst.args.map((a) => ({ slot: this.operand(a), wide: this.width(a) === 64 }));
    const hasResult = inst.id >= 0 && inst.type !== null;
    const indirect = inst.indirect;
    return {
      kind: 'call',
      callee: inst.callee,
      pointer: indirect === undefined ? -1 : this.operand(indirect),
      inPlace: indirect === undefined ? null : this.inPlaceCalls(inst, site),
      args,
      next,
      site,
      dst: hasResult ? this.slotOf[inst.id]! : -1,
      dstWide: hasResult && widthOf(inst.type!, this.pw) === 64,
    };
  }

  private compileTerm(block: Block, term: Terminator, site: Site): SegmentEnd {
    switch (term.op) {
      case 'br':
        return { kind: 'br', edge: this.edge(block, term.target) };
      case 'condbr':
        return {
          kind: 'condbr',
          cond: this.operand(term.cond),
          site,
          ifTrue: this.edge(block, term.ifTrue),
          ifFalse: this.edge(block, term.ifFalse),
        };
      case 'switch': {
        const w = term.type.bits;
        const cases = new Map<number | bigint, Edge>();
        for (const c of term.cases) {
          const key = w === 64 ? BigInt.asUintN(64, c.value) : constantSlots(c.value, w)[0]!;
          if (!cases.has(key)) cases.set(key, this.edge(block, c.target));
        }
        return {
          kind: 'switch',
          value: this.operand(term.value),
          wide: w === 64,
          cases,
          site,
          defaultEdge: this.edge(block, term.defaultTarget),
        };
      }
      case 'ret':
        return {
          kind: 'ret',
          site,
          value: term.value === null ? null : { slot: this.operand(term.value), wide: this.width(term.value) === 64 },
        };
      case 'unreachable':
        return { kind: 'unreachable', site };
      default:
        return assertNever(term, 'terminator');
    }
  }

  private edge(from: Block, to: number): Edge {
    const target = this.blocks.get(to);
    const segment = this.blockSegment.get(to);
    if (target === undefined || segment === undefined) throw new Error(`@${this.func.name} branches to unknown block ${to}`);
    const phis = target.insts.filter((i): i is PhiInst => i.op === 'phi');
    const moves = phis.map((phi) => {
      const incoming = phi.incoming.find((i) => i.block === from.id);
      if (incoming === undefined) throw new Error(`@${this.func.name}: phi %${phi.name} has no value for a predecessor`);
      return { dst: this.slotOf[phi.id]!, src: this.operand(incoming.value), wide: widthOf(phi.type, this.pw) === 64 };
    });
    return { target: segment, phis: phis.length, move: parallelCopy(moves) };
  }
}

/** `op` (an inttoptr) followed by giving its result the wildcard provenance: an integer has none. */
function wildcard(op: Op, d: number): Op {
  return (R, P, V, U) => {
    op(R, P, V, U);
    V[d] = 0;
  };
}

export function compileFunction(ctx: ProgramContext, func: Func): CompiledFunc {
  return new FunctionCompiler(ctx, func).compile();
}

/**
 * A direct call of llvm.eh.sjlj.setjmp/longjmp (engine/frontend/sjlj.ts) or of <setjmp.h>'s
 * setjmp/longjmp (a module that defines its own is not calling the C library's), or null.
 */
function sjljOf(inst: CallInst, defined: ReadonlyMap<string, unknown>): { kind: 'setjmp' | 'longjmp'; libc: boolean } | null {
  if (inst.indirect !== undefined) return null;
  const n = inst.args.length;
  if (inst.callee === 'llvm.eh.sjlj.setjmp' && n === 1) return { kind: 'setjmp', libc: false };
  if (inst.callee === 'llvm.eh.sjlj.longjmp' && n === 1) return { kind: 'longjmp', libc: false };
  if (defined.has(inst.callee)) return null;
  if (inst.callee === 'setjmp' && n === 1) return { kind: 'setjmp', libc: true };
  if (inst.callee === 'longjmp' && n === 2) return { kind: 'longjmp', libc: true };
  return null;
}
