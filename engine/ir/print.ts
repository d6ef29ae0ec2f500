// Printer: engine IR → LLVM IR text.
//
// Contract: the output is valid LLVM IR with opaque pointers, accepted by `lli-14 -opaque-pointers`
// and `llc-14 -opaque-pointers` (and by engine/frontend, for which print∘parse is a fixed point).
// Unnamed values and blocks are numbered in LLVM's slot order (parameters, then per block its
// label and its results), so numbering is a function of structure alone. Poison flags that LLVM 14
// does not know (disjoint, nneg, samesign, trunc nuw/nsw) are printed only with `newerFlags`;
// dropping them is a refinement (fewer poison cases), so the LLVM 14 text stays a correct program.

import { moduleDataLayout } from './datalayout.js';
import {
  assertNever,
  type Block,
  type Flags,
  type Func,
  type Global,
  type Init,
  type Inst,
  type MemType,
  type Module,
  type Terminator,
  type Value,
} from './types.js';

export interface PrintOptions {
  readonly newerFlags?: boolean;
}

export function printModule(m: Module, options: PrintOptions = {}): string {
  const ptrInt = `i${moduleDataLayout(m).pointerBits}`;
  const out: string[] = [];
  if (m.datalayout !== '') out.push(`target datalayout = "${m.datalayout}"`);
  if (m.triple !== '') out.push(`target triple = "${m.triple}"`);
  out.push('');
  for (const g of m.globals) out.push(printGlobal(g, ptrInt));
  for (const fn of m.functions) out.push('', printFunction(fn, ptrInt, options));
  out.push(...stackIntrinsicDeclarations(m));
  return `${out.join('\n')}\n`;
}

/** The declarations `stacksave`/`stackrestore` print as calls of (LLVM names them; the module declares them only when used). */
function stackIntrinsicDeclarations(m: Module): string[] {
  const used = new Set(m.functions.flatMap((f) => f.blocks.flatMap((b) => b.insts.map((i) => i.op))));
  const out: string[] = [];
  if (used.has('stacksave')) out.push('', 'declare ptr @llvm.stacksave()');
  if (used.has('frameaddress')) out.push('', 'declare ptr @llvm.frameaddress.p0(i32 immarg)');
  if (used.has('stackrestore')) out.push('', 'declare void @llvm.stackrestore(ptr)');
  return out;
}

export function printType(t: MemType): string {
  switch (t.kind) {
    case 'int':
      return `i${t.bits}`;
    case 'ptr':
      return 'ptr';
    case 'array':
      return `[${t.length} x ${printType(t.elem)}]`;
    case 'struct': {
      const body = t.fields.length === 0 ? '{}' : `{ ${t.fields.map(printType).join(', ')} }`;
      return t.packed ? `<${body}>` : body;
    }
    default:
      return assertNever(t, 'type');
  }
}

const PLAIN_NAME = /^[-a-zA-Z$._][-a-zA-Z$._0-9]*$/;

function quoteName(name: string): string {
  if (PLAIN_NAME.test(name)) return name;
  return `"${[...new TextEncoder().encode(name)].map(escapeByte).join('')}"`;
}

function escapeByte(b: number): string {
  const printable = b >= 0x20 && b < 0x7f && b !== 0x22 && b !== 0x5c;
  return printable ? String.fromCharCode(b) : `\\${b.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** Integer literals print signed (LLVM reads `i8 -1`), and i1 as true/false. */
function intLiteral(value: bigint, bits: number): string {
  if (bits === 1) return value === 0n ? 'false' : 'true';
  return `${BigInt.asIntN(bits, value)}`;
}

function globalRef(name: string, offset: bigint, ptrInt: string): string {
  const base = `@${quoteName(name)}`;
  return offset === 0n ? base : `getelementptr (i8, ptr ${base}, ${ptrInt} ${offset})`;
}

function printInit(init: Init, ptrInt: string): string {
  switch (init.kind) {
    case 'int':
      return intLiteral(init.value, init.type.bits);
    case 'zero':
      return 'zeroinitializer';
    case 'undef':
      return 'undef';
    case 'bytes':
      return `c"${[...init.bytes].map(escapeByte).join('')}"`;
    case 'array':
      return `[${init.elems.map((e) => `${printType(e.type)} ${printInit(e, ptrInt)}`).join(', ')}]`;
    case 'struct': {
      const body = `{ ${init.fields.map((f) => `${printType(f.type)} ${printInit(f, ptrInt)}`).join(', ')} }`;
      return init.type.packed ? `<${body}>` : body;
    }
    case 'addr':
      // A null target with an offset is an integer address (a block number, block-addresses.ts).
      if (init.target === null) return init.offset === 0n ? 'null' : `inttoptr (${ptrInt} ${init.offset} to ptr)`;
      return globalRef(init.target, init.offset, ptrInt);
    default:
      return assertNever(init, 'initializer');
  }
}

function printGlobal(g: Global, ptrInt: string): string {
  const kind = g.constant ? 'constant' : 'global';
  const name = `@${quoteName(g.name)}`;
  if (g.init === null) return `${name} = external ${kind} ${printType(g.type)}, align ${g.align}`;
  return `${name} = ${kind} ${printType(g.type)} ${printInit(g.init, ptrInt)}, align ${g.align}`;
}

/** Names for one function's values and blocks: named ones keep their names, the rest get slot numbers. */
class SlotNames {
  readonly values = new Map<number, string>();
  readonly blocks = new Map<number, string>();

  constructor(fn: Func) {
    let next = 0;
    const assign = (name: string): string => (name !== '' ? quoteName(name) : `${next++}`);
    for (const p of fn.params) this.values.set(p.id, assign(p.name));
    for (const b of fn.blocks) {
      this.blocks.set(b.id, assign(b.name));
      for (const inst of b.insts) {
        if (inst.op !== 'store' && inst.op !== 'stackrestore' && inst.id >= 0) this.values.set(inst.id, assign(inst.name));
      }
    }
  }

  value(id: number): string {
    const name = this.values.get(id);
    return name === undefined ? `%undefined.${id}` : `%${name}`;
  }

  block(id: number): string {
    const name = this.blocks.get(id);
    return name === undefined ? `%undefined.block.${id}` : `%${name}`;
  }
}

function printFunction(fn: Func, ptrInt: string, options: PrintOptions): string {
  const cc = fn.callconv === 'fastcc' ? 'fastcc ' : '';
  const ret = fn.ret === null ? 'void' : `${fn.retNoundef ? 'noundef ' : ''}${printType(fn.ret)}`;
  const name = `@${quoteName(fn.name)}`;
  const attr = (p: Func['params'][number]) => (p.noundef ? ' noundef' : '');
  if (fn.blocks.length === 0) {
    const types = fn.params.map((p) => printType(p.type) + attr(p));
    return `declare ${cc}${ret} ${name}(${[...types, ...(fn.variadic ? ['...'] : [])].join(', ')})`;
  }
  const slots = new SlotNames(fn);
  const params = [...fn.params.map((p) => `${printType(p.type)}${attr(p)} ${slots.value(p.id)}`), ...(fn.variadic ? ['...'] : [])].join(
    ', ',
  );
  const p = new InstPrinter(slots, ptrInt, options);
  const body = fn.blocks.map((b) => p.block(b)).join('\n');
  return `define ${cc}${ret} ${name}(${params}) {\n${body}}`;
}

class InstPrinter {
  constructor(
    private readonly slots: SlotNames,
    private readonly ptrInt: string,
    private readonly options: PrintOptions,
  ) {}

  block(b: Block): string {
    const label = this.slots.block(b.id).slice(1);
    const lines = [`${label}:`, ...b.insts.map((i) => `  ${this.inst(i)}`), `  ${this.term(b.term)}`];
    return `${lines.join('\n')}\n`;
  }

  value(v: Value): string {
    switch (v.kind) {
      case 'ref':
        return this.slots.value(v.id);
      case 'int':
        return intLiteral(v.value, v.type.bits);
      case 'null':
        return 'null';
      case 'global':
        return globalRef(v.name, v.offset, this.ptrInt);
      case 'undef':
      case 'poison':
        return v.kind;
      default:
        return assertNever(v, 'value');
    }
  }

  typed(v: Value): string {
    return `${printType(v.type)} ${this.value(v)}`;
  }

  flags(f: Flags, allowed: ReadonlyArray<keyof Flags>): string {
    const newer: ReadonlyArray<keyof Flags> = ['disjoint', 'nneg'];
    return allowed
      .filter((k) => f[k] === true && (this.options.newerFlags === true || !newer.includes(k)))
      .map((k) => ` ${k}`)
      .join('');
  }

  inst(i: Inst): string {
    const def = i.op === 'store' || i.op === 'stackrestore' || i.id < 0 ? '' : `${this.slots.value(i.id)} = `;
    return def + this.instBody(i);
  }

  private instBody(i: Inst): string {
    switch (i.op) {
      case 'binop': {
        const f = this.flags(i.flags, ['nuw', 'nsw', 'exact', 'disjoint']);
        return `${i.binop}${f} ${this.typed(i.lhs)}, ${this.value(i.rhs)}`;
      }
      case 'icmp': {
        const same = i.samesign === true && this.options.newerFlags === true ? ' samesign' : '';
        return `icmp${same} ${i.pred} ${this.typed(i.lhs)}, ${this.value(i.rhs)}`;
      }
      case 'select':
        return `select ${this.typed(i.cond)}, ${this.typed(i.ifTrue)}, ${this.typed(i.ifFalse)}`;
      case 'cast': {
        const allowed: ReadonlyArray<keyof Flags> = i.cast === 'zext' ? ['nneg'] : [];
        const truncFlags = i.cast === 'trunc' && this.options.newerFlags === true ? this.flags(i.flags, ['nuw', 'nsw']) : '';
        return `${i.cast}${this.flags(i.flags, allowed)}${truncFlags} ${this.typed(i.value)} to ${printType(i.type)}`;
      }
      case 'freeze':
        return `freeze ${this.typed(i.value)}`;
      case 'ptradd': {
        const inb = i.inbounds ? ' inbounds' : '';
        return `getelementptr${inb} i8, ${this.typed(i.base)}, ${this.typed(i.offset)}`;
      }
      case 'phi': {
        const arms = i.incoming.map((a) => `[ ${this.value(a.value)}, ${this.slots.block(a.block)} ]`);
        return `phi ${printType(i.type)} ${arms.join(', ')}`;
      }
      case 'alloca':
        // A variadic area prints as the comment it is: re-parsed, it would be a plain alloca.
        return `alloca [${i.size} x i8], align ${i.align}${i.va === undefined ? '' : ` ; va ${i.va}`}`;
      case 'dynalloca':
        return `alloca i8, ${this.typed(i.size)}, align ${i.align}`;
      case 'stacksave':
        return 'call ptr @llvm.stacksave()';
      case 'frameaddress':
        return 'call ptr @llvm.frameaddress.p0(i32 0)';
      case 'stackrestore':
        return `call void @llvm.stackrestore(${this.typed(i.ptr)})`;
      case 'load':
        return `load${i.volatile ? ' volatile' : ''} ${printType(i.type)}, ${this.typed(i.ptr)}, align ${i.align}`;
      case 'store':
        return `store${i.volatile ? ' volatile' : ''} ${this.typed(i.value)}, ${this.typed(i.ptr)}, align ${i.align}`;
      case 'call': {
        const tail = i.tail === undefined ? '' : `${i.tail} `;
        const cc = i.callconv === 'fastcc' ? 'fastcc ' : '';
        const ret = i.type === null ? 'void' : printType(i.type);
        // A variadic call names its function type; `(...)` fits any callee whose fixed parameters the arguments begin with.
        const fnty = i.variadic ? `${ret} (...)` : ret;
        const callee = i.indirect === undefined ? `@${quoteName(i.callee)}` : this.value(i.indirect);
        return `${tail}call ${cc}${fnty} ${callee}(${i.args.map((a) => this.typed(a)).join(', ')})`;
      }
      default:
        return assertNever(i, 'instruction');
    }
  }

  term(t: Terminator): string {
    switch (t.op) {
      case 'br':
        return `br label ${this.slots.block(t.target)}`;
      case 'condbr':
        return `br ${this.typed(t.cond)}, label ${this.slots.block(t.ifTrue)}, label ${this.slots.block(t.ifFalse)}`;
      case 'switch': {
        const cases = t.cases.map((c) => `    i${t.type.bits} ${intLiteral(c.value, t.type.bits)}, label ${this.slots.block(c.target)}\n`);
        return `switch ${this.typed(t.value)}, label ${this.slots.block(t.defaultTarget)} [\n${cases.join('')}  ]`;
      }
      case 'ret':
        return t.value === null ? 'ret void' : `ret ${this.typed(t.value)}`;
      case 'unreachable':
        return 'unreachable';
      default:
        return assertNever(t, 'terminator');
    }
  }
}
