// printf and sprintf of the freestanding C library: integer, character, string and pointer
// conversions, formatted once for the reference interpreter and the emulator harness alike.
//
// Contract: a format is read byte by byte as a C string (runtime-libc.ts's readString rules). Each
// conversion fetches its argument through `VarArgs`, which each side implements: the interpreter
// from the call's IR arguments, the harness from registers and stack per ABI (abi.ts's variadic
// placement is the fixed one for integers on all four targets). Supported (C11 §7.21.6.1): flags
// `- + space # 0`, width and precision (numbers or `*`), length modifiers hh h l ll j z t, and
// conversions d i u o x X c s p %. Arguments arrive promoted: char and short as int (hh/h then
// truncate), long, size_t and ptrdiff_t as wide as a pointer (ILP32 and LP64), long long and intmax_t
// 64 bits. %p prints 0x and lower-case hex, or (nil) for NULL (glibc's form). Undefined behaviour
// per C: a missing argument or one of the wrong width (what the interpreter can see), %s of an
// invalid or unterminated string, sprintf into memory that cannot hold the output; a conversion this
// library does not implement (floating point, %n, wide characters) is reported as `ub` too, with a
// reason saying so, since no reference result exists for it. printf returns the bytes written,
// sprintf the bytes written before its NUL.

import { hexAddress } from '../common/text.js';
import { readString } from './runtime-libc.js';
import type { RuntimeArg, RuntimeEnv, RuntimeFunction, RuntimeResult, VarArgs } from './runtime.js';

const ub = (what: string): RuntimeResult => ({ kind: 'ub', what });

interface Spec {
  left: boolean;
  plus: boolean;
  space: boolean;
  alt: boolean;
  zero: boolean;
  width: number;
  precision: number | null;
  length: string;
  conversion: string;
}

/** Thrown inside formatting, turned into a `ub` result at the top. */
class FormatUb extends Error {}
/** A conversion Tessera's C library does not implement: an unsupported construct, not undefined behaviour. */
class FormatUnsupported extends Error {}

/** The machine width of an integer argument with length modifier `length`. */
function integerArg(length: string): RuntimeArg {
  if (length === 'll' || length === 'j') return 'i64';
  if (length === 'l' || length === 'z' || length === 't') return 'ptr';
  return 'i32';
}

/** The bits of the C type the modifier names (the argument's value is truncated to them). */
function integerBits(length: string, pointerBits: number): number {
  switch (length) {
    case 'hh':
      return 8;
    case 'h':
      return 16;
    case 'll':
    case 'j':
      return 64;
    case 'l':
    case 'z':
    case 't':
      return pointerBits;
    default:
      return 32;
  }
}

class Formatter {
  private i = 0;
  readonly out: number[] = [];

  constructor(
    private readonly fmt: Uint8Array,
    private readonly env: RuntimeEnv,
    private readonly args: VarArgs,
    private readonly name: string,
  ) {}

  run(): void {
    while (this.i < this.fmt.length) {
      const c = this.fmt[this.i++]!;
      if (c !== 0x25) this.out.push(c);
      else this.conversion();
    }
  }

  private arg(kind: RuntimeArg, what: string): bigint {
    const v = this.args.next(kind);
    if (typeof v === 'string') throw new FormatUb(`${this.name} ${what}: ${v}`);
    return v;
  }

  private peek(): string {
    return this.i < this.fmt.length ? String.fromCharCode(this.fmt[this.i]!) : '';
  }

  private number(): number | null {
    if (this.peek() === '*') {
      this.i++;
      return Number(BigInt.asIntN(32, this.arg('i32', 'reads a * width or precision')));
    }
    let n: number | null = null;
    while (/[0-9]/.test(this.peek())) {
      n = (n ?? 0) * 10 + Number(this.peek());
      this.i++;
    }
    return n;
  }

  private parse(): Spec {
    const s: Spec = {
      left: false,
      plus: false,
      space: false,
      alt: false,
      zero: false,
      width: 0,
      precision: null,
      length: '',
      conversion: '',
    };
    for (let f = this.peek(); '-+ #0'.includes(f) && f !== ''; f = this.peek()) {
      if (f === '-') s.left = true;
      else if (f === '+') s.plus = true;
      else if (f === ' ') s.space = true;
      else if (f === '#') s.alt = true;
      else s.zero = true;
      this.i++;
    }
    const width = this.number() ?? 0;
    if (width < 0) s.left = true; // a negative * width is the - flag and its magnitude
    s.width = Math.abs(width);
    if (this.peek() === '.') {
      this.i++;
      const p = this.number() ?? 0;
      s.precision = p < 0 ? null : p; // a negative * precision is as if none were given
    }
    for (const m of ['hh', 'h', 'll', 'l', 'j', 'z', 't']) {
      if (String.fromCharCode(...this.fmt.subarray(this.i, this.i + m.length)) === m) {
        s.length = m;
        this.i += m.length;
        break;
      }
    }
    s.conversion = this.peek();
    this.i++;
    return s;
  }

  private conversion(): void {
    const s = this.parse();
    switch (s.conversion) {
      case '%':
        this.out.push(0x25);
        return;
      case 'd':
      case 'i':
      case 'u':
      case 'o':
      case 'x':
      case 'X':
        return this.integer(s);
      case 'c':
        return this.pad(s, [Number(this.arg('i32', '%c') & 0xffn)]);
      case 's':
        return this.string(s);
      case 'p':
        return this.pointer(s);
      default:
        throw new FormatUnsupported(`${this.name}: conversion '%${s.length}${s.conversion}' is not supported by Tessera's C library`);
    }
  }

  private integer(s: Spec): void {
    const bits = integerBits(s.length, this.env.pointerBits);
    const raw = this.arg(integerArg(s.length), `%${s.length}${s.conversion}`);
    const signed = s.conversion === 'd' || s.conversion === 'i';
    const v = signed ? BigInt.asIntN(bits, raw) : BigInt.asUintN(bits, raw);
    const magnitude = v < 0n ? -v : v;
    const radix = s.conversion === 'o' ? 8 : s.conversion === 'x' || s.conversion === 'X' ? 16 : 10;
    let digits = s.precision === 0 && v === 0n ? '' : magnitude.toString(radix);
    if (s.conversion === 'X') digits = digits.toUpperCase();
    if (s.precision !== null) digits = digits.padStart(s.precision, '0');
    if (s.alt && s.conversion === 'o' && !digits.startsWith('0')) digits = `0${digits}`;
    let prefix = '';
    if (signed) prefix = v < 0n ? '-' : s.plus ? '+' : s.space ? ' ' : '';
    if (s.alt && v !== 0n && (s.conversion === 'x' || s.conversion === 'X')) prefix = s.conversion === 'x' ? '0x' : '0X';
    this.padNumber(s, prefix, digits, s.zero && !s.left && s.precision === null);
  }

  private pointer(s: Spec): void {
    const p = this.arg('ptr', '%p');
    if (p === 0n) return this.pad(s, [...Buffer.from('(nil)')]);
    this.padNumber(s, '0x', p.toString(16), false);
  }

  /** Sign or prefix, then zeros (with the 0 flag) or spaces to the width, then the digits. */
  private padNumber(s: Spec, prefix: string, digits: string, zeros: boolean): void {
    const fill = Math.max(0, s.width - prefix.length - digits.length);
    const text = zeros ? prefix + '0'.repeat(fill) + digits : prefix + digits;
    this.pad(s, [...Buffer.from(text)]);
  }

  private string(s: Spec): void {
    const p = this.arg('ptr', '%s');
    // With a precision, at most that many bytes are read: the array need not hold a NUL.
    const bytes = readString(this.env, p, `${this.name} %s`, s.precision ?? Infinity);
    if (!(bytes instanceof Uint8Array)) throw new FormatUb(bytes.kind === 'ub' ? bytes.what : `${this.name} %s at ${hexAddress(p)}`);
    this.pad(s, [...bytes]);
  }

  private pad(s: Spec, bytes: readonly number[]): void {
    const fill = new Array<number>(Math.max(0, s.width - bytes.length)).fill(0x20);
    if (s.left) this.out.push(...bytes, ...fill);
    else this.out.push(...fill, ...bytes);
  }
}

/** Formats `fmt` (a C string at that address) with `args`; the bytes, or the undefined behaviour. */
export function format(env: RuntimeEnv, fmtAddress: bigint, args: VarArgs, name: string): number[] | RuntimeResult {
  const fmt = readString(env, fmtAddress, `${name} format`);
  if (!(fmt instanceof Uint8Array)) return fmt;
  const f = new Formatter(fmt, env, args, name);
  try {
    f.run();
  } catch (e) {
    if (e instanceof FormatUb) return ub(e.message);
    if (e instanceof FormatUnsupported) return { kind: 'unsupported', what: e.message };
    throw e;
  }
  return f.out;
}

/** A reader with no variadic arguments (a caller that passed none). */
export const NO_VARARGS: VarArgs = { next: () => 'the call passes no further argument' };

function printf(args: readonly bigint[], env: RuntimeEnv, varargs: VarArgs = NO_VARARGS): RuntimeResult {
  const out = format(env, args[0]!, varargs, 'printf');
  if (!Array.isArray(out)) return out;
  for (const b of out) env.output(b);
  return { kind: 'value', value: BigInt(out.length) };
}

function sprintf(args: readonly bigint[], env: RuntimeEnv, varargs: VarArgs = NO_VARARGS): RuntimeResult {
  const dst = args[0]!;
  const out = format(env, args[1]!, varargs, 'sprintf');
  if (!Array.isArray(out)) return out;
  if (!env.memory.write(dst, Uint8Array.from([...out, 0])))
    return ub(`sprintf writes invalid memory at ${hexAddress(dst)} (${out.length + 1} bytes)`);
  return { kind: 'value', value: BigInt(out.length) };
}

export const PRINTF_FUNCTIONS: readonly RuntimeFunction[] = [
  { name: 'printf', arity: 1, params: ['ptr'], variadic: true, result: 'i32', run: printf },
  { name: 'sprintf', arity: 2, params: ['ptr', 'ptr'], variadic: true, result: 'i32', run: sprintf },
];
