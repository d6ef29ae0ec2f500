// Verifier: the invariants every pass may rely on and must preserve.
//
// Contract: `verifyModule` throws a VerifyError naming the function, block and the broken rule, or
// returns. It checks types (operands against instruction types, calls against callee signatures,
// initializers against global types), SSA (one definition per id, every use dominated by its
// definition; phi uses at the end of the incoming block), terminators and block structure (phis
// first, branch targets exist, the entry has no predecessors), phi/predecessor agreement (one
// incoming value per CFG edge, equal values for repeated edges), and references to globals.
// Uses in unreachable blocks are not dominance-checked, as in LLVM. A VerifyError raised inside a
// function carries the source position of the instruction (or terminator, else the function) it
// blocks on, and names values and blocks as the IR text does (`%x`, or LLVM's slot number `%3`
// for an unnamed one), so a rejected input file reads `file:line:col: what` (issue 18).

import { blockMap, dominates, immediateDominators, predecessors, successors } from './cfg.js';
import { moduleDataLayout, type DataLayout } from './datalayout.js';
import { printType } from './print.js';
import {
  assertNever,
  isValueInst,
  resultType,
  sameType,
  type Block,
  type Func,
  type Init,
  type Inst,
  type MemType,
  type Module,
  type ScalarType,
  type SourceLoc,
  type Terminator,
  type Value,
} from './types.js';

export class VerifyError extends Error {
  constructor(
    message: string,
    /** Where in the source text the broken rule shows, when the IR came from text. */
    readonly loc?: SourceLoc,
  ) {
    super(message);
    this.name = 'VerifyError';
  }
}

/**
 * `text`, when given, is the IR text `m` was parsed from: values that were numbered there (`%7`)
 * are named as written, which the engine's own numbering cannot do (the front end drops numeric
 * names and adds instructions of its own, say for a getelementptr).
 */
export function verifyModule(m: Module, text?: string): void {
  const lines = text?.split('\n');
  const dl = moduleDataLayout(m);
  const names = new Set<string>();
  for (const { name } of [...m.globals, ...m.functions]) {
    if (names.has(name)) throw new VerifyError(`@${name} is defined twice`);
    names.add(name);
  }
  for (const g of m.globals) {
    if (g.init !== null) located(g.loc, () => verifyInit(g.init!, g.type, names, `@${g.name}`));
    if (!isPowerOfTwo(g.align)) throw new VerifyError(`@${g.name}: alignment ${g.align} is not a power of two`, g.loc);
  }
  const funcs = new Map(m.functions.map((f) => [f.name, f]));
  for (const fn of m.functions) new FunctionVerifier(fn, funcs, names, dl, lines).run();
}

/** Runs `check`, giving a VerifyError it throws the position `loc` (a global's, say). */
function located(loc: SourceLoc | undefined, check: () => void): void {
  try {
    check();
  } catch (err) {
    if (err instanceof VerifyError && err.loc === undefined && loc !== undefined) throw new VerifyError(err.message, loc);
    throw err;
  }
}

/** An int type's width, -1 for a pointer (module level, not a closure: tsx names each inner arrow per call). */
function bits(t: ScalarType): number {
  return t.kind === 'int' ? t.bits : -1;
}

function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n > 0 && (n & (n - 1)) === 0;
}

function verifyInit(init: Init, type: MemType, names: Set<string>, where: string): void {
  if (!sameType(init.type, type)) {
    throw new VerifyError(`${where}: initializer of type ${printType(init.type)} for ${printType(type)}`);
  }
  switch (init.kind) {
    case 'int':
      if (init.value < 0n || init.value >= 1n << BigInt(init.type.bits)) throw new VerifyError(`${where}: integer out of range`);
      return;
    case 'zero':
    case 'undef':
      return;
    case 'bytes':
      if (init.bytes.length !== init.type.length || !sameType(init.type.elem, { kind: 'int', bits: 8 })) {
        throw new VerifyError(`${where}: byte string does not fit ${printType(init.type)}`);
      }
      return;
    case 'array':
      if (init.elems.length !== init.type.length) throw new VerifyError(`${where}: array initializer has ${init.elems.length} elements`);
      init.elems.forEach((e, i) => verifyInit(e, init.type.elem, names, `${where}[${i}]`));
      return;
    case 'struct':
      if (init.fields.length !== init.type.fields.length)
        throw new VerifyError(`${where}: struct initializer has ${init.fields.length} fields`);
      init.fields.forEach((f, i) => verifyInit(f, init.type.fields[i]!, names, `${where}.${i}`));
      return;
    case 'addr':
      if (init.target !== null && !names.has(init.target)) throw new VerifyError(`${where}: reference to undefined @${init.target}`);
      return;
    default:
      assertNever(init, 'initializer');
  }
}

interface DefSite {
  readonly block: number;
  readonly index: number;
  readonly type: ScalarType;
}

class FunctionVerifier {
  private readonly defs = new Map<number, DefSite>();
  private readonly blocks: Map<number, Block>;
  private idom = new Map<number, number>();
  private where = '';
  /** The position of the instruction being checked (the function's before the first). */
  private at: SourceLoc | undefined;
  private readonly names: SlotNames;

  constructor(
    private readonly fn: Func,
    private readonly funcs: Map<string, Func>,
    private readonly globals: Set<string>,
    private readonly dl: DataLayout,
    lines: readonly string[] | undefined,
  ) {
    this.blocks = blockMap(fn);
    this.names = slotNames(fn, lines);
    this.at = fn.loc;
  }

  private fail(what: string): never {
    throw new VerifyError(`@${this.fn.name}${this.where}: ${what}`, this.at);
  }

  /** A value as the IR text names it; an id no definition has is named by its id. */
  private value(id: number): string {
    const name = this.names.values.get(id);
    return name === undefined ? `value id ${id}` : `%${name}`;
  }

  private block(id: number): string {
    const name = this.names.blocks.get(id);
    return name === undefined ? `block id ${id}` : `%${name}`;
  }

  run(): void {
    if (this.fn.blocks.length === 0) return;
    this.collectDefs();
    this.idom = immediateDominators(this.fn);
    const preds = predecessors(this.fn);
    if (preds.get(this.fn.blocks[0]!.id)!.length > 0) this.fail('the entry block has predecessors');
    for (const block of this.fn.blocks) {
      this.where = ` block ${this.block(block.id)}`;
      this.checkBlock(block, preds.get(block.id)!);
    }
  }

  private collectDefs(): void {
    const define = (id: number, site: DefSite): void => {
      if (id < 0 || id >= this.fn.nextValueId) this.fail(`value id ${id} outside [0, ${this.fn.nextValueId})`);
      if (this.defs.has(id)) this.fail(`${this.value(id)} (value id ${id}) is defined twice`);
      this.defs.set(id, site);
    };
    this.fn.params.forEach((p, index) => define(p.id, { block: -1, index, type: p.type }));
    const blockIds = new Set<number>();
    for (const block of this.fn.blocks) {
      if (blockIds.has(block.id) || block.id < 0 || block.id >= this.fn.nextBlockId) this.fail(`bad or repeated block id ${block.id}`);
      blockIds.add(block.id);
      block.insts.forEach((inst, index) => {
        if (!isValueInst(inst)) return;
        this.at = inst.loc ?? this.at;
        if (inst.op === 'call' && inst.type === null) this.fail('a void call defines a value');
        define(inst.id, { block: block.id, index, type: resultType(inst) });
      });
    }
  }

  private checkBlock(block: Block, preds: number[]): void {
    let phisDone = false;
    block.insts.forEach((inst, index) => {
      this.at = inst.loc ?? this.fn.loc;
      if (inst.op !== 'phi') phisDone = true;
      else if (phisDone) this.fail('a phi after a non-phi instruction');
      this.checkInst(inst, block, index, preds);
    });
    this.at = block.term.loc ?? this.fn.loc;
    this.checkTerm(block.term, block);
  }

  /** A use at (block, index); index = insts.length means the terminator. */
  private use(v: Value, expected: ScalarType | null, block: number, index: number): ScalarType {
    if (expected !== null && !sameType(v.type, expected)) {
      this.fail(`operand of type ${printType(v.type)} where ${printType(expected)} is expected`);
    }
    switch (v.kind) {
      case 'ref': {
        const def = this.defs.get(v.id);
        if (def === undefined) return this.fail(`use of undefined value id ${v.id}`);
        if (!sameType(def.type, v.type))
          this.fail(`use of ${this.value(v.id)} with type ${printType(v.type)}, defined as ${printType(def.type)}`);
        if (!this.defDominatesUse(def, block, index)) this.fail(`${this.value(v.id)} does not dominate its use`);
        return v.type;
      }
      case 'global':
        if (!this.globals.has(v.name)) this.fail(`reference to undefined @${v.name}`);
        return v.type;
      case 'int':
        if (v.value < 0n || v.value >= 1n << BigInt(v.type.bits)) this.fail(`constant ${v.value} out of range for i${v.type.bits}`);
        return v.type;
      case 'null':
      case 'undef':
      case 'poison':
        return v.type;
      default:
        return assertNever(v, 'value');
    }
  }

  private defDominatesUse(def: DefSite, block: number, index: number): boolean {
    if (def.block === -1 || !this.idom.has(block)) return true;
    if (def.block === block) return def.index < index;
    return this.idom.has(def.block) && dominates(this.idom, def.block, block);
  }

  private checkInst(inst: Inst, block: Block, index: number, preds: number[]): void {
    const at = block.id;
    const ptrInt: ScalarType = { kind: 'int', bits: this.dl.pointerBits };
    switch (inst.op) {
      case 'binop':
        this.use(inst.lhs, inst.type, at, index);
        this.use(inst.rhs, inst.type, at, index);
        return;
      case 'icmp': {
        const t = this.use(inst.lhs, null, at, index);
        this.use(inst.rhs, t, at, index);
        return;
      }
      case 'select':
        this.use(inst.cond, { kind: 'int', bits: 1 }, at, index);
        this.use(inst.ifTrue, inst.type, at, index);
        this.use(inst.ifFalse, inst.type, at, index);
        return;
      case 'cast':
        this.checkCast(inst.cast, this.use(inst.value, null, at, index), inst.type);
        return;
      case 'freeze':
        this.use(inst.value, inst.type, at, index);
        return;
      case 'ptradd':
        this.use(inst.base, { kind: 'ptr' }, at, index);
        this.use(inst.offset, ptrInt, at, index);
        return;
      case 'phi':
        this.checkPhi(inst, preds);
        return;
      case 'alloca':
        if (!Number.isInteger(inst.size) || inst.size < 0) this.fail(`alloca of ${inst.size} bytes`);
        if (!isPowerOfTwo(inst.align)) this.fail(`alloca alignment ${inst.align}`);
        return;
      case 'dynalloca':
        this.use(inst.size, ptrInt, at, index);
        if (!isPowerOfTwo(inst.align)) this.fail(`alloca alignment ${inst.align}`);
        return;
      case 'stacksave':
      case 'frameaddress':
        return;
      case 'stackrestore':
        this.use(inst.ptr, { kind: 'ptr' }, at, index);
        return;
      case 'load':
        this.use(inst.ptr, { kind: 'ptr' }, at, index);
        return;
      case 'store':
        this.use(inst.value, null, at, index);
        this.use(inst.ptr, { kind: 'ptr' }, at, index);
        return;
      case 'call':
        this.checkCall(inst, (v, t = null) => this.use(v, t, at, index));
        return;
      default:
        assertNever(inst, 'instruction');
    }
  }

  private checkCast(cast: string, from: ScalarType, to: ScalarType): void {
    const ok =
      cast === 'zext' || cast === 'sext'
        ? bits(from) > 0 && bits(to) > bits(from)
        : cast === 'trunc'
          ? bits(to) > 0 && bits(from) > bits(to)
          : cast === 'ptrtoint'
            ? from.kind === 'ptr' && to.kind === 'int'
            : from.kind === 'int' && to.kind === 'ptr';
    if (!ok) this.fail(`${cast} from ${printType(from)} to ${printType(to)}`);
  }

  private checkPhi(inst: Extract<Inst, { op: 'phi' }>, preds: number[]): void {
    const want = [...preds].sort((a, b) => a - b);
    const got = inst.incoming.map((a) => a.block).sort((a, b) => a - b);
    if (want.join() !== got.join()) {
      // Name only the difference (a predecessor edge per entry; a block may branch twice to one
      // successor), at most a few blocks: a phi may have thousands of predecessors.
      const missing = multisetMinus(want, got);
      const extra = multisetMinus(got, want);
      const list = (ids: number[]): string =>
        ids
          .slice(0, 8)
          .map((b) => this.block(b))
          .join(', ') + (ids.length > 8 ? `, … ${ids.length - 8} more` : '');
      const parts = [
        missing.length > 0 ? `no incoming value for the predecessor edge(s) from [${list(missing)}]` : '',
        extra.length > 0
          ? `incoming value(s) from [${list(extra)}], which ${extra.length === 1 ? 'is' : 'are'} not a predecessor edge`
          : '',
      ];
      this.fail(`phi ${this.value(inst.id)}: ${parts.filter((x) => x !== '').join('; ')}`);
    }
    const seen = new Map<number, Value>();
    for (const arm of inst.incoming) {
      const pred = this.blocks.get(arm.block)!;
      this.use(arm.value, inst.type, arm.block, pred.insts.length + 1);
      const earlier = seen.get(arm.block);
      if (earlier !== undefined && JSON.stringify(earlier, bigintJson) !== JSON.stringify(arm.value, bigintJson)) {
        this.fail(`phi ${this.value(inst.id)} has different values for repeated predecessor ${this.block(arm.block)}`);
      }
      seen.set(arm.block, arm.value);
    }
  }

  private checkCall(inst: Extract<Inst, { op: 'call' }>, use: (v: Value, t?: ScalarType | null) => ScalarType): void {
    if (inst.indirect !== undefined) {
      // Through a pointer: any callee may be reached, so only the operands' own types are checked.
      use(inst.indirect, { kind: 'ptr' });
      for (const a of inst.args) use(a);
      return;
    }
    const callee = this.funcs.get(inst.callee);
    if (callee === undefined) return this.fail(`call to undeclared function @${inst.callee}`);
    const fits = callee.variadic ? inst.args.length >= callee.params.length : inst.args.length === callee.params.length;
    if (!fits) {
      const expected = `${callee.variadic ? 'at least ' : ''}${callee.params.length}`;
      this.fail(`call to @${inst.callee} with ${inst.args.length} arguments, expected ${expected}`);
    }
    // A variadic callee's extra arguments may have any scalar type.
    inst.args.forEach((a, i) => use(a, i < callee.params.length ? callee.params[i]!.type : undefined));
    const sameRet = callee.ret === null ? inst.type === null : inst.type !== null && sameType(callee.ret, inst.type);
    if (!sameRet) this.fail(`call to @${inst.callee} with the wrong return type`);
  }

  private checkTerm(t: Terminator, block: Block): void {
    const index = block.insts.length;
    for (const succ of successors(t)) {
      if (!this.blocks.has(succ)) this.fail(`branch to missing block ${succ}`);
    }
    switch (t.op) {
      case 'br':
        return;
      case 'condbr':
        this.use(t.cond, { kind: 'int', bits: 1 }, block.id, index);
        return;
      case 'switch': {
        this.use(t.value, t.type, block.id, index);
        const values = new Set(t.cases.map((c) => c.value));
        if (values.size !== t.cases.length) this.fail('switch has a repeated case value');
        return;
      }
      case 'ret':
        if (t.value === null ? this.fn.ret !== null : this.fn.ret === null) this.fail('return does not match the function type');
        if (t.value !== null) this.use(t.value, this.fn.ret, block.id, index);
        return;
      case 'unreachable':
        return;
      default:
        assertNever(t, 'terminator');
    }
  }
}

/**
 * Names of a function's values and blocks as in its IR text. A named one keeps its name. An
 * unnamed one is read from the text where it was written, when there is text: a result at its
 * instruction's position (`%7 = ...`), a block from the label line above its first instruction.
 * Otherwise (IR built in code) LLVM's slot numbers stand in (parameters, then per block its label
 * and results, in layout order); parameters always get them, as the text numbers them first.
 */
interface SlotNames {
  readonly values: Map<number, string>;
  readonly blocks: Map<number, string>;
}

function slotNames(fn: Func, lines: readonly string[] | undefined): SlotNames {
  const names: SlotNames = { values: new Map(), blocks: new Map() };
  let next = 0;
  const assign = (name: string, written?: string): string => (name !== '' ? name : (written ?? `${next++}`));
  for (const p of fn.params) names.values.set(p.id, assign(p.name));
  for (const b of fn.blocks) {
    const first = (b.insts[0] ?? b.term).loc;
    const label = first === undefined ? undefined : /^([-\w.$]+):/.exec(lines?.[first.line - 2] ?? '')?.[1];
    names.blocks.set(b.id, assign(b.name, label));
    for (const inst of b.insts) if (isValueInst(inst)) names.values.set(inst.id, assign(inst.name, writtenName(inst.loc, lines)));
  }
  return names;
}

/** The `%name` written at `loc` in the text (without the %), as in `%7 = add ...`. */
function writtenName(loc: SourceLoc | undefined, lines: readonly string[] | undefined): string | undefined {
  if (loc === undefined || lines === undefined) return undefined;
  return /^%([-\w.$]+)\s*=/.exec(lines[loc.line - 1]?.slice(loc.col - 1) ?? '')?.[1];
}

function bigintJson(_key: string, v: unknown): unknown {
  return typeof v === 'bigint' ? `${v}` : v;
}

/** The elements of sorted `a` left after removing one occurrence per element of sorted `b`. */
function multisetMinus(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let j = 0;
  for (const x of a) {
    while (j < b.length && b[j]! < x) j++;
    if (j < b.length && b[j] === x) j++;
    else out.push(x);
  }
  return out;
}
