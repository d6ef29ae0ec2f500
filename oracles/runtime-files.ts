// A small deterministic in-memory file system behind stdio's files (issue 19, Deliver 3): tmpnam,
// fopen/freopen/fclose, the byte and line readers, fscanf's %s %d %c, fwrite/fread, positioning,
// and remove — once, for the reference interpreter and the emulator harness alike.
//
// Contract: a FileSystem serves one run (each side makes one, as it makes its HeapAllocator) and
// owns the run's real output: `stdout(b)` is what env.output calls, writing to the run's output
// unless freopen moved stdout to a file (then the byte goes to that file; after fclose(stdout)
// bytes written to stdout are dropped, as a closed stream writes nothing); stderr always writes to
// the run's output. No host file is ever touched: files are byte arrays by name, created empty by
// fopen(name, "w"). A FILE * is a small integer, never memory: stdout 1, stderr 2, opened streams
// 3, 4, ... in open order (never reused), so no FILE object enters a memory digest. tmpnam returns
// "/tmp/tessera.N" (N counting from 1); tmpnam(NULL)'s static buffer is a heap block allocated by
// the first such call (the shared allocator puts it at the same address on both sides). Modes r, w,
// a (with an optional b) are supported; an update mode ("+") is `unsupported` (an error in the
// interpreter, a fault on the machine), as is a scanf conversion other than %s %d %c %%. Using a
// stream that is not open, or writing to one opened for reading, is undefined behaviour (C11
// §7.21.3: a FILE's value after fclose is indeterminate).

import { hexAddress } from '../common/text.js';
import { readString } from './runtime-libc.js';
import type { RuntimeEnv, RuntimeFunction, RuntimeResult, VarArgs } from './runtime.js';

const value = (v: bigint): RuntimeResult => ({ kind: 'value', value: v });
const ub = (what: string): RuntimeResult => ({ kind: 'ub', what });
const unsupported = (what: string): RuntimeResult => ({ kind: 'unsupported', what });
const EOF = 0xffffffffn; // (int)-1 as the 32-bit pattern
const L_TMPNAM = 20;

type Mode = 'r' | 'w' | 'a';

interface Stream {
  readonly name: string;
  readonly mode: Mode;
  data: number[];
  pos: number;
  eof: boolean;
}

export class FileSystem {
  private readonly files = new Map<string, number[]>();
  private readonly streams = new Map<bigint, Stream>();
  private next = 3n;
  private tmpCount = 0;
  /** Where stdout writes: the run's output, a file (after freopen), or nowhere (after fclose). */
  private stdoutTo: 'output' | Stream | 'closed' = 'output';
  tmpBuffer: bigint | null = null;

  constructor(private readonly sink: (b: number) => void) {}

  readonly stdout = (b: number): void => {
    if (this.stdoutTo === 'output') this.sink(b);
    else if (this.stdoutTo !== 'closed') put(this.stdoutTo, b);
  };

  readonly stderr = (b: number): void => this.sink(b);

  tmpName(): string {
    this.tmpCount += 1;
    return `/tmp/tessera.${this.tmpCount}`;
  }

  /** Opens `name` in `mode`: the new stream, or null when reading a file that does not exist. */
  open(name: string, mode: Mode): Stream | null {
    let data = this.files.get(name);
    if (data === undefined || mode === 'w') {
      if (mode === 'r') return null;
      data = [];
      this.files.set(name, data);
    }
    return { name, mode, data, pos: mode === 'a' ? data.length : 0, eof: false };
  }

  register(s: Stream): bigint {
    const h = this.next;
    this.next += 1n;
    this.streams.set(h, s);
    return h;
  }

  /** The open file stream `h` (stdout only when freopen moved it to a file). */
  stream(h: bigint): Stream | undefined {
    if (h === 1n) return typeof this.stdoutTo === 'object' ? this.stdoutTo : undefined;
    return this.streams.get(h);
  }

  redirectStdout(s: Stream | 'closed'): void {
    this.stdoutTo = s;
  }

  /** Closes stream `h`: false when it is not open. */
  close(h: bigint): boolean {
    if (h === 1n && typeof this.stdoutTo === 'object') {
      this.stdoutTo = 'closed';
      return true;
    }
    return this.streams.delete(h);
  }

  remove(name: string): boolean {
    return this.files.delete(name);
  }
}

function put(s: Stream, b: number): void {
  if (s.mode === 'a') s.pos = s.data.length;
  while (s.data.length < s.pos) s.data.push(0);
  s.data[s.pos] = b;
  s.pos += 1;
}

function getByte(s: Stream): number | null {
  if (s.pos >= s.data.length) {
    s.eof = true;
    return null;
  }
  return s.data[s.pos++]!;
}

/**
 * Writes `bytes` to stream `h` (stdout and stderr as the file system routes them; without a file
 * system both go to env.output): null when written, else the undefined behaviour.
 */
export function streamWrite(env: RuntimeEnv, h: bigint, bytes: readonly number[] | Uint8Array, name: string): RuntimeResult | null {
  const fs = env.files;
  if (h === 2n || (h === 1n && (fs === undefined || fs.stream(1n) === undefined))) {
    const to = h === 2n && fs !== undefined ? fs.stderr : env.output;
    for (const b of bytes) to(b);
    return null;
  }
  const s = fs?.stream(h);
  if (s === undefined) return ub(`${name} to ${hexAddress(h)}, which is not an open stream`);
  if (s.mode === 'r') return ub(`${name} to ${s.name}, opened for reading`);
  for (const b of bytes) put(s, b);
  return null;
}

/** The open file stream `h` for `name`, or the undefined behaviour of using it. */
function readable(env: RuntimeEnv, h: bigint, name: string): Stream | RuntimeResult {
  const s = env.files?.stream(h);
  if (s === undefined) return ub(`${name} of ${hexAddress(h)}, which is not an open file stream`);
  return s;
}

const isStream = (s: Stream | RuntimeResult): s is Stream => 'mode' in s;

function modeOf(env: RuntimeEnv, p: bigint, name: string): Mode | RuntimeResult {
  const m = readString(env, p, name);
  if (!(m instanceof Uint8Array)) return m;
  const text = new TextDecoder().decode(m);
  if (/^[rwa]b?$/.test(text)) return text[0] as Mode;
  return unsupported(`${name} mode "${text}" (Tessera's files support r, w and a)`);
}

function nameOf(env: RuntimeEnv, p: bigint, name: string): string | RuntimeResult {
  const s = readString(env, p, name);
  return s instanceof Uint8Array ? new TextDecoder().decode(s) : s;
}

function tmpnam(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const fs = env.files;
  if (fs === undefined) return ub('tmpnam without a file system');
  let dst = args[0]!;
  if (dst === 0n) {
    if (fs.tmpBuffer === null) {
      if (env.heap === undefined) return ub('tmpnam without a heap');
      fs.tmpBuffer = env.heap.allocate(BigInt(L_TMPNAM));
      if (fs.tmpBuffer === null) return value(0n);
    }
    dst = fs.tmpBuffer;
  }
  const bytes = Uint8Array.from([...new TextEncoder().encode(fs.tmpName()), 0]);
  if (!env.memory.write(dst, bytes)) return ub(`tmpnam writes invalid memory at ${hexAddress(dst)}`);
  return value(dst);
}

/** fopen and freopen: `target` is the stream freopen reuses (stdout only), null for fopen. */
function openFile(env: RuntimeEnv, path: bigint, modeP: bigint, target: bigint | null, name: string): RuntimeResult {
  const fs = env.files;
  if (fs === undefined) return ub(`${name} without a file system`);
  if (target !== null && target !== 1n) return unsupported(`${name} of a stream other than stdout`);
  if (path === 0n) return unsupported(`${name} with a null file name`);
  const file = nameOf(env, path, name);
  if (typeof file !== 'string') return file;
  const mode = modeOf(env, modeP, name);
  if (typeof mode !== 'string') return mode;
  const s = fs.open(file, mode);
  if (target === null) return value(s === null ? 0n : fs.register(s));
  fs.redirectStdout(s ?? 'closed');
  return value(s === null ? 0n : 1n);
}

function fclose(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const h = args[0]!;
  if (env.files?.close(h) === true) return value(0n);
  return ub(`fclose of ${hexAddress(h)}, which is not an open file stream`);
}

function fflush(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const h = args[0]!;
  if (h === 0n || h === 1n || h === 2n) return value(0n);
  const s = readable(env, h, 'fflush');
  return isStream(s) ? value(0n) : s;
}

const getc =
  (name: string) =>
  (args: readonly bigint[], env: RuntimeEnv): RuntimeResult => {
    const s = readable(env, args[0]!, name);
    if (!isStream(s)) return s;
    const b = getByte(s);
    return value(b === null ? EOF : BigInt(b));
  };

function fgets(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [dst, n, h] = args as [bigint, bigint, bigint];
  const s = readable(env, h, 'fgets');
  if (!isStream(s)) return s;
  const cap = Number(BigInt.asIntN(32, n));
  if (cap < 1) return unsupported(`fgets with a size of ${cap}`);
  const line: number[] = [];
  while (line.length < cap - 1) {
    const b = getByte(s);
    if (b === null) break;
    line.push(b);
    if (b === 10) break;
  }
  if (line.length === 0 && cap > 1) return value(0n);
  if (!env.memory.write(dst, Uint8Array.from([...line, 0]))) return ub(`fgets writes invalid memory at ${hexAddress(dst)}`);
  return value(dst);
}

function fwrite(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [src, size, count, h] = args as [bigint, bigint, bigint, bigint];
  const total = size * count;
  if (total > 1n << 30n) return ub(`fwrite of ${total} bytes`);
  if (total === 0n) return value(0n);
  const bytes = env.memory.read(src, Number(total));
  if (bytes === null) return ub(`fwrite reads invalid memory at ${hexAddress(src)}`);
  if (env.memory.initialised?.(src, Number(total))?.some((b) => b === 0) === true)
    return ub(`fwrite reads uninitialised memory at ${hexAddress(src)}`);
  return streamWrite(env, h, bytes, 'fwrite') ?? value(count);
}

function fread(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [dst, size, count, h] = args as [bigint, bigint, bigint, bigint];
  const s = readable(env, h, 'fread');
  if (!isStream(s)) return s;
  if (size === 0n || count === 0n) return value(0n);
  if (size * count > 1n << 30n) return ub(`fread of ${size * count} bytes`);
  const avail = BigInt(Math.max(0, s.data.length - s.pos));
  const items = avail / size < count ? avail / size : count;
  const bytes = s.data.slice(s.pos, s.pos + Number(items * size));
  if (items < count) s.eof = true;
  if (!env.memory.write(dst, Uint8Array.from(bytes))) return ub(`fread writes invalid memory at ${hexAddress(dst)}`);
  s.pos += bytes.length;
  return value(items);
}

const isSpace = (b: number): boolean => b === 32 || (b >= 9 && b <= 13);

/** One scanf conversion from `s` into the pointer `to`: 1 when stored, 0 on a mismatch, null at end of input. */
function scanOne(env: RuntimeEnv, s: Stream, conv: string, to: bigint): number | null | RuntimeResult {
  if (conv !== 'c') while (s.pos < s.data.length && isSpace(s.data[s.pos]!)) s.pos++;
  if (s.pos >= s.data.length) {
    s.eof = true;
    return null;
  }
  let bytes: Uint8Array;
  if (conv === 'c') bytes = Uint8Array.of(s.data[s.pos++]!);
  else if (conv === 's') {
    const word: number[] = [];
    while (s.pos < s.data.length && !isSpace(s.data[s.pos]!)) word.push(s.data[s.pos++]!);
    bytes = Uint8Array.from([...word, 0]);
  } else {
    const m = /^[+-]?\d+/.exec(String.fromCharCode(...s.data.slice(s.pos, s.pos + 64)));
    if (m === null) return 0;
    s.pos += m[0].length;
    const v = BigInt.asUintN(32, BigInt(m[0]));
    bytes = Uint8Array.from([0, 1, 2, 3].map((k) => Number((v >> BigInt(8 * k)) & 0xffn)));
  }
  if (!env.memory.write(to, bytes)) return ub(`fscanf writes invalid memory at ${hexAddress(to)}`);
  return 1;
}

function fscanf(args: readonly bigint[], env: RuntimeEnv, varargs?: VarArgs): RuntimeResult {
  const s = readable(env, args[0]!, 'fscanf');
  if (!isStream(s)) return s;
  const fmt = readString(env, args[1]!, 'fscanf');
  if (!(fmt instanceof Uint8Array)) return fmt;
  let stored = 0;
  for (let i = 0; i < fmt.length; i++) {
    const c = fmt[i]!;
    if (isSpace(c)) {
      while (s.pos < s.data.length && isSpace(s.data[s.pos]!)) s.pos++;
      continue;
    }
    const conv = c === 37 ? String.fromCharCode(fmt[++i] ?? 0) : null;
    if (conv === null || conv === '%') {
      if (s.data[s.pos] !== c) return value(s.pos >= s.data.length && stored === 0 ? EOF : BigInt(stored));
      s.pos++;
      continue;
    }
    if (!['s', 'd', 'c'].includes(conv)) return unsupported(`fscanf conversion %${conv} (Tessera's fscanf supports %s %d %c)`);
    const to = varargs?.next('ptr') ?? 'fscanf has no argument for its conversion';
    if (typeof to === 'string') return ub(to);
    const r = scanOne(env, s, conv, to);
    if (r === null) return value(stored === 0 ? EOF : BigInt(stored));
    if (typeof r !== 'number') return r;
    if (r === 0) break;
    stored += 1;
  }
  return value(BigInt(stored));
}

const flag =
  (name: string, pick: (s: Stream) => boolean) =>
  (args: readonly bigint[], env: RuntimeEnv): RuntimeResult => {
    const s = readable(env, args[0]!, name);
    return isStream(s) ? value(pick(s) ? 1n : 0n) : s;
  };

function fseek(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const s = readable(env, args[0]!, 'fseek');
  if (!isStream(s)) return s;
  const off = Number(BigInt.asIntN(env.pointerBits, args[1]!));
  const whence = Number(BigInt.asIntN(32, args[2]!));
  const base = whence === 0 ? 0 : whence === 1 ? s.pos : whence === 2 ? s.data.length : null;
  if (base === null) return unsupported(`fseek whence ${whence}`);
  if (base + off < 0) return value(EOF);
  s.pos = base + off;
  s.eof = false;
  return value(0n);
}

function rewind(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const s = readable(env, args[0]!, 'rewind');
  if (!isStream(s)) return s;
  s.pos = 0;
  s.eof = false;
  return { kind: 'void' };
}

const removeFile =
  (name: string) =>
  (args: readonly bigint[], env: RuntimeEnv): RuntimeResult => {
    if (env.files === undefined) return ub(`${name} without a file system`);
    const file = nameOf(env, args[0]!, name);
    if (typeof file !== 'string') return file;
    return value(env.files.remove(file) ? 0n : EOF);
  };

export const FILE_FUNCTIONS: readonly RuntimeFunction[] = [
  { name: 'tmpnam', arity: 1, params: ['ptr'], result: 'ptr', run: tmpnam },
  { name: 'fopen', arity: 2, params: ['ptr', 'ptr'], result: 'ptr', run: (a, env) => openFile(env, a[0]!, a[1]!, null, 'fopen') },
  {
    name: 'freopen',
    arity: 3,
    params: ['ptr', 'ptr', 'ptr'],
    result: 'ptr',
    run: (a, env) => openFile(env, a[0]!, a[1]!, a[2]!, 'freopen'),
  },
  { name: 'fclose', arity: 1, params: ['ptr'], result: 'i32', run: fclose },
  { name: 'fflush', arity: 1, params: ['ptr'], result: 'i32', run: fflush },
  { name: 'fgetc', arity: 1, params: ['ptr'], result: 'i32', run: getc('fgetc') },
  { name: 'getc', arity: 1, params: ['ptr'], result: 'i32', run: getc('getc') },
  { name: 'fgets', arity: 3, params: ['ptr', 'i32', 'ptr'], result: 'ptr', run: fgets },
  { name: 'fread', arity: 4, params: ['ptr', 'ptr', 'ptr', 'ptr'], result: 'ptr', run: fread },
  { name: 'fwrite', arity: 4, params: ['ptr', 'ptr', 'ptr', 'ptr'], result: 'ptr', run: fwrite },
  { name: 'fscanf', arity: 2, params: ['ptr', 'ptr'], variadic: true, result: 'i32', run: fscanf },
  { name: 'feof', arity: 1, params: ['ptr'], result: 'i32', run: flag('feof', (s) => s.eof) },
  { name: 'ferror', arity: 1, params: ['ptr'], result: 'i32', run: flag('ferror', () => false) },
  { name: 'fseek', arity: 3, params: ['ptr', 'ptr', 'i32'], result: 'i32', run: fseek },
  { name: 'ftell', arity: 1, params: ['ptr'], result: 'ptr', run: (a, env) => tell(a, env) },
  { name: 'rewind', arity: 1, params: ['ptr'], result: 'void', run: rewind },
  { name: 'remove', arity: 1, params: ['ptr'], result: 'i32', run: removeFile('remove') },
  { name: 'unlink', arity: 1, params: ['ptr'], result: 'i32', run: removeFile('unlink') },
];

function tell(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const s = readable(env, args[0]!, 'ftell');
  return isStream(s) ? value(BigInt(s.mode === 'a' ? s.data.length : s.pos)) : s;
}
