// Engine IR: typed SSA over integers and pointers.
//
// Contract: plain data, discriminated by `kind` (types, values, initializers) or `op` (instructions).
// A Module is produced by engine/frontend (or built by tests and generators), checked by
// engine/ir/verify, printed as LLVM IR by engine/ir/print, and executed by oracles/interpreter.
//
// Deliberate simplifications against LLVM IR, so every later pass has less to handle:
// - pointers are opaque; getelementptr is lowered by the front end to `ptradd` (byte offsets);
// - aggregates exist only as the types of globals (their initializers), never as SSA values;
// - `alloca` reserves bytes; intrinsics are expanded (memcpy/memset/memmove become runtime calls);
// - a run-time-sized alloca is its own instruction (`dynalloca`), with `stacksave`/`stackrestore`.

import { assertNever } from '../../common/assert-never.js';

export type IntBits = 1 | 8 | 16 | 32 | 64;
export interface IntType {
  readonly kind: 'int';
  readonly bits: IntBits;
}
export interface PtrType {
  readonly kind: 'ptr';
}
/** The types an SSA value can have. */
export type ScalarType = IntType | PtrType;
export interface ArrayType {
  readonly kind: 'array';
  readonly length: number;
  readonly elem: MemType;
}
export interface StructType {
  readonly kind: 'struct';
  readonly fields: readonly MemType[];
  readonly packed: boolean;
  /** An ABI alignment above its fields' (the layout of x86-64's x86_fp80: 16 bytes at 16). */
  readonly align?: number;
}
/** The types of memory contents: what a global holds. */
export type MemType = ScalarType | ArrayType | StructType;

export const I1: IntType = { kind: 'int', bits: 1 };
export const I8: IntType = { kind: 'int', bits: 8 };
export const I16: IntType = { kind: 'int', bits: 16 };
export const I32: IntType = { kind: 'int', bits: 32 };
export const I64: IntType = { kind: 'int', bits: 64 };
export const PTR: PtrType = { kind: 'ptr' };

export function intType(bits: number): IntType {
  switch (bits) {
    case 1:
      return I1;
    case 8:
      return I8;
    case 16:
      return I16;
    case 32:
      return I32;
    case 64:
      return I64;
    default:
      throw new Error(`no integer type of ${bits} bits in the engine IR`);
  }
}

/** A position in the source text (1-based), kept for error messages and UB reports. */
export interface SourceLoc {
  readonly line: number;
  readonly col: number;
}

// ---- Values (operands) ----

/** An SSA value defined in this function: a parameter or an instruction result. */
export interface RefValue {
  readonly kind: 'ref';
  readonly id: number;
  readonly type: ScalarType;
}
/** An integer constant; `value` is kept in the unsigned range [0, 2^bits). */
export interface IntConst {
  readonly kind: 'int';
  readonly type: IntType;
  readonly value: bigint;
}
export interface NullConst {
  readonly kind: 'null';
  readonly type: PtrType;
}
/** The address of a global or function, plus a byte offset (a lowered constant getelementptr). */
export interface GlobalAddr {
  readonly kind: 'global';
  readonly name: string;
  readonly offset: bigint;
  readonly type: PtrType;
}
/** undef and poison are kept apart so the printer round-trips; the interpreter treats both as poison. */
export interface UndefValue {
  readonly kind: 'undef' | 'poison';
  readonly type: ScalarType;
}
export type Value = RefValue | IntConst | NullConst | GlobalAddr | UndefValue;

// ---- Instructions ----

export type BinOp = 'add' | 'sub' | 'mul' | 'sdiv' | 'udiv' | 'srem' | 'urem' | 'and' | 'or' | 'xor' | 'shl' | 'lshr' | 'ashr';
export const BIN_OPS: readonly BinOp[] = ['add', 'sub', 'mul', 'sdiv', 'udiv', 'srem', 'urem', 'and', 'or', 'xor', 'shl', 'lshr', 'ashr'];
export type ICmpPred = 'eq' | 'ne' | 'ugt' | 'uge' | 'ult' | 'ule' | 'sgt' | 'sge' | 'slt' | 'sle';
export const ICMP_PREDS: readonly ICmpPred[] = ['eq', 'ne', 'ugt', 'uge', 'ult', 'ule', 'sgt', 'sge', 'slt', 'sle'];
/** Each predicate with its signedness dropped (the low words of a wide compare are unsigned). */
export const UNSIGNED_PRED: Readonly<Record<ICmpPred, ICmpPred>> = {
  eq: 'eq',
  ne: 'ne',
  ult: 'ult',
  ule: 'ule',
  ugt: 'ugt',
  uge: 'uge',
  slt: 'ult',
  sle: 'ule',
  sgt: 'ugt',
  sge: 'uge',
};
export type CastOp = 'zext' | 'sext' | 'trunc' | 'ptrtoint' | 'inttoptr';
export const CAST_OPS: readonly CastOp[] = ['zext', 'sext', 'trunc', 'ptrtoint', 'inttoptr'];

/**
 * Poison-generating flags. nsw/nuw: add sub mul shl, and trunc (LLVM 19+). exact: sdiv udiv lshr ashr.
 * disjoint: or (LLVM 18+). nneg: zext (LLVM 18+). A violated flag makes the result poison.
 */
export interface Flags {
  readonly nsw?: boolean;
  readonly nuw?: boolean;
  readonly exact?: boolean;
  readonly disjoint?: boolean;
  readonly nneg?: boolean;
}

interface Def {
  readonly id: number;
  readonly name: string;
  readonly loc?: SourceLoc;
}
interface Located {
  readonly loc?: SourceLoc;
}

export interface BinaryInst extends Def {
  readonly op: 'binop';
  readonly binop: BinOp;
  readonly type: IntType;
  readonly lhs: Value;
  readonly rhs: Value;
  readonly flags: Flags;
}
/** Operands are both integers of one type, or both pointers. `samesign` (LLVM 20+) is a poison flag. */
export interface ICmpInst extends Def {
  readonly op: 'icmp';
  readonly pred: ICmpPred;
  readonly lhs: Value;
  readonly rhs: Value;
  readonly samesign?: boolean;
}
export interface SelectInst extends Def {
  readonly op: 'select';
  readonly type: ScalarType;
  readonly cond: Value;
  readonly ifTrue: Value;
  readonly ifFalse: Value;
}
export interface CastInst extends Def {
  readonly op: 'cast';
  readonly cast: CastOp;
  readonly type: ScalarType;
  readonly value: Value;
  readonly flags: Flags;
}
export interface FreezeInst extends Def {
  readonly op: 'freeze';
  readonly type: ScalarType;
  readonly value: Value;
}
/**
 * Lowered getelementptr: base + offset bytes. `offset` is an integer of the pointer width.
 * inbounds: the result is poison unless base and result lie in (or one past) the same object.
 */
export interface PtrAddInst extends Def {
  readonly op: 'ptradd';
  readonly type: PtrType;
  readonly base: Value;
  readonly offset: Value;
  readonly inbounds: boolean;
}
export interface PhiIncoming {
  readonly block: number;
  readonly value: Value;
}
export interface PhiInst extends Def {
  readonly op: 'phi';
  readonly type: ScalarType;
  readonly incoming: readonly PhiIncoming[];
}
/** Reserves `size` bytes in the current frame (freed on return). */
export interface AllocaInst extends Def {
  readonly op: 'alloca';
  readonly type: PtrType;
  readonly size: number;
  readonly align: number;
  /**
   * Set only in a variadic function's expansion of llvm.va_start (engine/frontend/varargs.ts): the
   * value is not a new object but an area the ABI defines, the same on every execution —
   * `args`: the first variadic argument in memory (x86-32 and x86-64: the caller's first variadic
   * stack argument, x86-64's overflow_arg_area; ARM/Thumb: the registers r_n..r3 the prologue
   * stores right below the stack arguments, so all variadic arguments are contiguous);
   * `regs`: x86-64's 48-byte register save area (rdi..r9 stored by the entry). size/align
   * describe the area (0 for `args`: its extent is the caller's).
   */
  readonly va?: 'args' | 'regs';
}
/**
 * Reserves `size` bytes, a run-time value of the pointer width (C99 VLAs, `__builtin_alloca`, an
 * `alloca` with a non-constant count, a call of an undefined `@alloca`): a new object below the
 * stack pointer, freed by the `stackrestore` to a `stacksave` taken before it, or on return.
 */
export interface DynAllocaInst extends Def {
  readonly op: 'dynalloca';
  readonly type: PtrType;
  readonly size: Value;
  readonly align: number;
}
/** `llvm.stacksave`: the stack position, to which a later `stackrestore` frees the dynamic allocas made since. */
export interface StackSaveInst extends Def {
  readonly op: 'stacksave';
  readonly type: PtrType;
}
/**
 * `llvm.frameaddress(i32 0)`: the current function's frame base (engine/frontend/frame-intrinsics.ts):
 * the back end's frame pointer, an address of the interpreter's own stack there.
 */
export interface FrameAddressInst extends Def {
  readonly op: 'frameaddress';
  readonly type: PtrType;
}
/** `llvm.stackrestore`: frees every dynamic alloca made since the `stacksave` that produced `ptr`. */
export interface StackRestoreInst extends Located {
  readonly op: 'stackrestore';
  readonly ptr: Value;
}
export interface LoadInst extends Def {
  readonly op: 'load';
  readonly type: ScalarType;
  readonly ptr: Value;
  readonly align: number;
  readonly volatile: boolean;
}
export interface StoreInst extends Located {
  readonly op: 'store';
  readonly value: Value;
  readonly ptr: Value;
  readonly align: number;
  readonly volatile: boolean;
}
/**
 * A call: direct to `callee`, or, when `indirect` is set, through that pointer value (callee is ''
 * then): a function address (its entry slot, engine/ir/global-layout.ts) computed, loaded or passed
 * at run time. A call whose result is void or unused may still have an id (-1 means no result).
 */
export interface CallInst extends Located {
  readonly op: 'call';
  readonly id: number;
  readonly name: string;
  readonly type: ScalarType | null;
  readonly callee: string;
  readonly args: readonly Value[];
  /** The called pointer of an indirect call (`call i32 %fp(i32 1)`); absent for a direct call. */
  readonly indirect?: Value;
  readonly callconv: CallConv;
  readonly tail?: 'tail' | 'musttail' | 'notail';
  /**
   * The call's function type ends in `...` (a call to an unprototyped or variadic C function): the
   * arguments past the callee's fixed parameters are its variadic ones. Integer and pointer
   * arguments travel as fixed ones do under every ABI here; x86-64 also sets %al (vector
   * registers used: 0) before the call.
   */
  readonly variadic?: true;
}
export type CallConv = 'ccc' | 'fastcc';

export type Inst =
  | BinaryInst
  | ICmpInst
  | SelectInst
  | CastInst
  | FreezeInst
  | PtrAddInst
  | PhiInst
  | AllocaInst
  | DynAllocaInst
  | StackSaveInst
  | FrameAddressInst
  | StackRestoreInst
  | LoadInst
  | StoreInst
  | CallInst;
/** The instructions that define a value (call defines one when its id >= 0). */
export type ValueInst = Exclude<Inst, StoreInst | StackRestoreInst>;

// ---- Terminators ----

export interface BrTerm extends Located {
  readonly op: 'br';
  readonly target: number;
}
export interface CondBrTerm extends Located {
  readonly op: 'condbr';
  readonly cond: Value;
  readonly ifTrue: number;
  readonly ifFalse: number;
}
export interface SwitchCase {
  readonly value: bigint;
  readonly target: number;
}
export interface SwitchTerm extends Located {
  readonly op: 'switch';
  readonly type: IntType;
  readonly value: Value;
  readonly defaultTarget: number;
  readonly cases: readonly SwitchCase[];
}
export interface RetTerm extends Located {
  readonly op: 'ret';
  readonly value: Value | null;
}
export interface UnreachableTerm extends Located {
  readonly op: 'unreachable';
}
export type Terminator = BrTerm | CondBrTerm | SwitchTerm | RetTerm | UnreachableTerm;

// ---- Functions, globals, modules ----

export interface Param {
  readonly id: number;
  readonly name: string;
  readonly type: ScalarType;
  /** Written `noundef`: a caller passing undef or poison here is undefined behaviour (the interpreter's rule). */
  readonly noundef?: true;
}

/** A basic block: phis first, then the other instructions, then exactly one terminator. */
export interface Block {
  readonly id: number;
  /** '' when unnamed (the printer numbers unnamed values and blocks as LLVM does). */
  readonly name: string;
  insts: Inst[];
  term: Terminator;
}

export interface Func {
  readonly name: string;
  readonly ret: ScalarType | null;
  readonly params: readonly Param[];
  readonly callconv: CallConv;
  /** The return value is written `noundef`: returning undef or poison is undefined behaviour. */
  readonly retNoundef?: true;
  /** The parameter list ends in `...` (`declare i32 @abort(...)`: C without a prototype, or printf). */
  readonly variadic?: true;
  /** Layout order; blocks[0] is the entry. Empty for a declaration. */
  blocks: Block[];
  /** One more than the largest value id used by params and instructions. */
  nextValueId: number;
  /** One more than the largest block id. */
  nextBlockId: number;
  readonly loc?: SourceLoc;
}

export type Init =
  | { readonly kind: 'int'; readonly type: IntType; readonly value: bigint }
  | { readonly kind: 'zero'; readonly type: MemType }
  | { readonly kind: 'undef'; readonly type: MemType }
  /** Raw bytes, as from c"..." strings; type is [n x i8]. */
  | { readonly kind: 'bytes'; readonly type: ArrayType; readonly bytes: Uint8Array }
  | { readonly kind: 'array'; readonly type: ArrayType; readonly elems: readonly Init[] }
  | { readonly kind: 'struct'; readonly type: StructType; readonly fields: readonly Init[] }
  /** The address of a global or function plus a byte offset; `target` null is the null pointer. */
  | { readonly kind: 'addr'; readonly type: PtrType; readonly target: string | null; readonly offset: bigint };

export interface Global {
  readonly name: string;
  readonly type: MemType;
  /** null for an external declaration (never defined in this module). */
  readonly init: Init | null;
  readonly constant: boolean;
  readonly align: number;
  readonly loc?: SourceLoc;
}

export interface Module {
  /** The file name used in messages. */
  readonly source: string;
  readonly triple: string;
  readonly datalayout: string;
  globals: Global[];
  /** Definitions and declarations; a declaration has no blocks. */
  functions: Func[];
}

/** A function's size in IR instructions: every phi, instruction and terminator (0 for a declaration). */
export function functionSize(f: Func): number {
  return f.blocks.reduce((n, b) => n + b.insts.length + 1, 0);
}

/** The sum of functionSize over the module's functions. */
export function moduleSize(m: Module): number {
  return m.functions.reduce((n, f) => n + functionSize(f), 0);
}

export { assertNever };

export function isValueInst(inst: Inst): inst is ValueInst {
  return inst.op !== 'store' && inst.op !== 'stackrestore' && !(inst.op === 'call' && inst.id < 0);
}

export function sameType(a: MemType, b: MemType): boolean {
  switch (a.kind) {
    case 'int':
      return b.kind === 'int' && a.bits === b.bits;
    case 'ptr':
      return b.kind === 'ptr';
    case 'array':
      return b.kind === 'array' && a.length === b.length && sameType(a.elem, b.elem);
    case 'struct':
      return (
        b.kind === 'struct' &&
        a.packed === b.packed &&
        a.fields.length === b.fields.length &&
        a.fields.every((f, i) => sameType(f, b.fields[i]!))
      );
    default:
      return assertNever(a, 'type');
  }
}

/** The type of the value an instruction defines (icmp always defines an i1). */
export function resultType(inst: ValueInst): ScalarType {
  if (inst.op === 'icmp') return I1;
  if (inst.op === 'call') {
    if (inst.type === null) throw new Error(`void call to @${inst.callee} defines no value`);
    return inst.type;
  }
  return inst.type;
}

/** The values an instruction reads, in operand order (phis: one per incoming edge). */
export function operandsOf(i: Inst): Value[] {
  switch (i.op) {
    case 'binop':
    case 'icmp':
      return [i.lhs, i.rhs];
    case 'select':
      return [i.cond, i.ifTrue, i.ifFalse];
    case 'cast':
    case 'freeze':
      return [i.value];
    case 'ptradd':
      return [i.base, i.offset];
    case 'phi':
      return i.incoming.map((a) => a.value);
    case 'alloca':
    case 'stacksave':
    case 'frameaddress':
      return [];
    case 'dynalloca':
      return [i.size];
    case 'stackrestore':
      return [i.ptr];
    case 'load':
      return [i.ptr];
    case 'store':
      return [i.value, i.ptr];
    case 'call':
      return i.indirect === undefined ? [...i.args] : [...i.args, i.indirect];
    default:
      return assertNever(i, 'instruction');
  }
}
