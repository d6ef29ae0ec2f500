// The function builder: names, forward references, blocks, and the final dense numbering.
//
// Contract: instructions.ts drives it while parsing one function body. Every local name
// (`%x`, `%5`) gets a provisional id on its first mention, use or definition, so forward
// references (phis, values defined later in dominance order, branches to later blocks)
// resolve without a second pass. Types are checked on every mention. `replace(id, v)` makes
// every use of an id read `v` instead (vanished bitcasts and zero-offset GEPs). `finish()`
// places instructions materialized for phi operands before the incoming block's terminator,
// reports undefined names at their first use, applies replacements, and renumbers: params
// 0..n-1, then instruction results in layout order; blocks by layout position.
// Names that are LLVM numbers (%5, label 5:) become '' (unnamed); others are kept.
// Values are checked against their LLVM type (an odd-width iN included, so an i10 is never
// accepted where an i16 is written), while the RefValues handed out carry the engine type
// that represents it (reprType: i10 → i16, see promote.ts).

import type { SourceError } from '../ir/diagnostics.js';
import {
  isValueInst,
  type Block,
  type Inst,
  type Param,
  type RefValue,
  type ScalarType,
  type Terminator,
  type Value,
} from '../ir/types.js';
import type { Cursor } from './cursor.js';
import { reprType, sameValueType, valueTypeText, type ValueType } from './ints.js';
import type { Token } from './lexer.js';
import { mapInst, mapTerm } from './rewrite.js';

interface ValueEntry {
  readonly id: number;
  readonly type: ValueType;
  defined: boolean;
  readonly firstTok: Token;
}
interface BlockEntry {
  readonly id: number;
  defined: boolean;
  readonly firstTok: Token;
}
interface OpenBlock {
  readonly id: number;
  readonly name: string;
  readonly insts: Inst[];
  term: Terminator | null;
  sawNonPhi: boolean;
}

export interface BuiltBody {
  readonly params: Param[];
  readonly blocks: Block[];
  readonly nextValueId: number;
  readonly nextBlockId: number;
}

function isNumber(name: string): boolean {
  return /^\d+$/.test(name);
}

export class FunctionBuilder {
  private nextId = 0;
  private nextBlock = 0;
  /** LLVM's counter for unnamed values and blocks: the number the next implicit one gets. */
  private implicit = 0;
  private readonly values = new Map<string, ValueEntry>();
  private readonly blockNames = new Map<string, BlockEntry>();
  private readonly blocks: OpenBlock[] = [];
  private current: OpenBlock | null = null;
  private readonly replacements = new Map<number, { value: Value; tok: Token }>();
  private readonly pending = new Map<number, Inst[]>();
  private readonly params: Param[] = [];
  /** Instructions that open the entry block (allocas the lowering of a call needs, aggregates.ts). */
  private readonly entry: Inst[] = [];

  constructor(private readonly cur: Cursor) {}

  // ---- values ----

  private nameOf(tok: Token | null): string {
    if (tok === null) return String(this.implicit++);
    if (isNumber(tok.text)) this.implicit = Math.max(this.implicit, Number(tok.text) + 1);
    return tok.text;
  }

  private mismatch(tok: Token, name: string, had: ValueType, now: ValueType): SourceError {
    return this.cur.error(tok, `'%${name}' has type ${valueTypeText(had)} but is used here as ${valueTypeText(now)}`);
  }

  /**
   * The name a result written `tok` (null: implicitly numbered, which claims the number) gets, as a
   * token: aggregates.ts derives the names of an aggregate's leaves from it.
   */
  nameFor(tok: Token | null, at: Token): Token {
    return { ...(tok ?? at), text: this.nameOf(tok) };
  }

  /** Defines a value (a param or an instruction result); `tok` null means implicitly numbered. */
  defineValue(tok: Token | null, type: ValueType, at: Token): number {
    const name = this.nameOf(tok);
    const where = tok ?? at;
    const entry = this.values.get(name);
    if (entry?.defined === true || this.blockNames.get(name)?.defined === true) {
      throw this.cur.error(where, `redefinition of '%${name}'`);
    }
    if (entry !== undefined) {
      if (!sameValueType(entry.type, type)) throw this.mismatch(entry.firstTok, name, type, entry.type);
      entry.defined = true;
      return entry.id;
    }
    const id = this.nextId++;
    this.values.set(name, { id, type, defined: true, firstTok: where });
    return id;
  }

  /** The parameter types so far (a variadic function's va_start needs its named ones). */
  paramTypes(): readonly ScalarType[] {
    return this.params.map((p) => p.type);
  }

  addParam(tok: Token | null, type: ScalarType, at: Token, noundef = false): void {
    const id = this.defineValue(tok, type, at);
    // Leaves and byval words (aggregates.ts) carry a NUL in their builder name: unnamed in the IR.
    this.params.push({
      id,
      name: tok === null || isNumber(tok.text) || tok.text.includes('\u0000') ? '' : tok.text,
      type,
      ...(noundef ? { noundef: true as const } : {}),
    });
  }

  useValue(tok: Token, type: ValueType): RefValue {
    const entry = this.values.get(tok.text);
    if (entry === undefined) {
      const id = this.nextId++;
      this.values.set(tok.text, { id, type, defined: false, firstTok: tok });
      return { kind: 'ref', id, type: reprType(type) };
    }
    if (!sameValueType(entry.type, type)) throw this.mismatch(tok, tok.text, entry.type, type);
    return { kind: 'ref', id: entry.id, type: reprType(type) };
  }

  /** An id for a helper instruction the lowering creates (no name). */
  freshId(): number {
    return this.nextId++;
  }

  /** What `v` reads once the replacements known so far are applied (a constant leaf, aggregates.ts). */
  resolved(v: Value): Value {
    return this.resolve(v);
  }

  /** Every use of `id` reads `value` instead (the defining instruction vanished). */
  replace(id: number, value: Value, tok: Token): void {
    this.replacements.set(id, { value, tok });
  }

  // ---- blocks ----

  useBlock(tok: Token): number {
    const entry = this.blockNames.get(tok.text);
    if (entry !== undefined) return entry.id;
    const id = this.nextBlock++;
    this.blockNames.set(tok.text, { id, defined: false, firstTok: tok });
    return id;
  }

  /** Starts a block at a label, or an implicitly numbered one when `label` is null. */
  startBlock(label: Token | null, at: Token): void {
    if (this.current !== null) throw this.cur.error(at, 'expected a terminator before the next block');
    const name = this.nameOf(label);
    const where = label ?? at;
    if (this.values.get(name)?.defined === true) throw this.cur.error(where, `redefinition of '%${name}'`);
    let entry = this.blockNames.get(name);
    if (entry?.defined === true) throw this.cur.error(where, `redefinition of label '%${name}'`);
    if (entry === undefined) {
      entry = { id: this.nextBlock++, defined: true, firstTok: where };
      this.blockNames.set(name, entry);
    }
    entry.defined = true;
    this.current = { id: entry.id, name: isNumber(name) ? '' : name, insts: [], term: null, sawNonPhi: false };
    this.blocks.push(this.current);
  }

  /** The block instructions go to, opening an implicit one after a terminator. */
  private open(at: Token): OpenBlock {
    if (this.current === null) this.startBlock(null, at);
    return this.current!;
  }

  inBlock(): boolean {
    return this.current !== null;
  }

  /** Ensures a block is open (a body may start without a label). */
  ensureBlock(at: Token): void {
    this.open(at);
  }

  emit(inst: Inst, at: Token): void {
    const block = this.open(at);
    if (inst.op === 'phi') {
      if (block.sawNonPhi) throw this.cur.error(at, 'phi nodes must come first in a block');
    } else {
      block.sawNonPhi = true;
    }
    block.insts.push(inst);
  }

  /** An alloca that must be static: placed at the start of the entry block. */
  emitAtEntry(inst: Inst): void {
    this.entry.push(inst);
  }

  /** For a constant expression feeding a phi: computed at the end of the incoming block. */
  emitBeforeTerminator(blockId: number, inst: Inst): void {
    const list = this.pending.get(blockId);
    if (list === undefined) this.pending.set(blockId, [inst]);
    else list.push(inst);
  }

  terminate(term: Terminator, at: Token): void {
    const block = this.open(at);
    block.term = term;
    this.current = null;
  }

  // ---- the end ----

  finish(close: Token): BuiltBody {
    if (this.current !== null) throw this.cur.error(close, "expected a terminator before '}'");
    if (this.blocks.length === 0) throw this.cur.error(close, 'a function body needs at least one block');
    for (const [name, e] of this.blockNames) if (!e.defined) throw this.cur.error(e.firstTok, `undefined label '%${name}'`);
    for (const [name, e] of this.values) if (!e.defined) throw this.cur.error(e.firstTok, `use of undefined value '%${name}'`);
    const blocks = this.blocks.map((b, i) => {
      const extra = this.pending.get(b.id) ?? [];
      const first = i === 0 ? this.entry : [];
      return { id: b.id, name: b.name, insts: [...first, ...b.insts, ...extra], term: b.term! };
    });
    return this.renumber(blocks);
  }

  private resolve(v: Value): Value {
    let steps = 0;
    let out = v;
    while (out.kind === 'ref') {
      const r = this.replacements.get(out.id);
      if (r === undefined) break;
      if (++steps > this.replacements.size) throw this.cur.error(r.tok, 'value depends on itself');
      out = r.value;
    }
    return out;
  }

  private renumber(blocks: Block[]): BuiltBody {
    const ids = new Map<number, number>();
    this.params.forEach((p, i) => ids.set(p.id, i));
    let next = this.params.length;
    for (const b of blocks) for (const inst of b.insts) if (isValueInst(inst)) ids.set(inst.id, next++);
    const blockIds = new Map(blocks.map((b, i) => [b.id, i] as const));
    const renaming = {
      value: (v: Value): Value => {
        const r = this.resolve(v);
        if (r.kind !== 'ref') return r;
        const id = ids.get(r.id);
        // Only a name whose definition vanished into a self-cycle can get here.
        if (id === undefined) throw this.cur.error(this.firstTokOf(r.id), 'use of a value without a definition');
        return { kind: 'ref', id, type: r.type };
      },
      block: (id: number): number => blockIds.get(id)!,
      id: (id: number): number => ids.get(id)!,
    };
    const outBlocks = blocks.map((b, i) => ({
      id: i,
      name: b.name,
      insts: b.insts.map((inst) => mapInst(inst, renaming)),
      term: mapTerm(b.term, renaming),
    }));
    const params = this.params.map((p, i) => ({ ...p, id: i }));
    return { params, blocks: outBlocks, nextValueId: next, nextBlockId: blocks.length };
  }

  private firstTokOf(id: number): Token {
    for (const e of this.values.values()) if (e.id === id) return e.firstTok;
    return this.cur.peek();
  }
}
