// Mutation operators on LLVM IR text, for the mutation campaign (scripts/mutation-campaign.ts, issue 18
// "Done when").
//
// Contract: each operator takes the file's bytes and a seeded generator (isa-models/rng.ts CaseRng)
// and returns the mutated bytes and a one-line description of what it did, or null when the file
// offers it nothing to mutate (the caller then tries the next operator). Pure and deterministic: the
// same bytes and the same generator state give the same mutant. The operators read the text as
// lines, not as IR: they find instructions, values and types with regular expressions, so a mutant
// may be well-typed or not (both are what a user's hand edits produce; a rejection must then carry
// a position). Types are recovered only as far as the text shows them (`%x = add i32 ...` is an
// i32); an operand whose type is not recovered is swapped for any other value.

import type { CaseRng } from '../../isa-models/rng.js';
import { assertNever } from '../../common/assert-never.js';

export type OperatorName =
  | 'swap-operand'
  | 'opcode'
  | 'predicate'
  | 'constant'
  | 'gep-index'
  | 'drop-line'
  | 'duplicate-line'
  | 'type-width'
  | 'truncate'
  | 'garbage';

export const OPERATORS: readonly OperatorName[] = [
  'swap-operand',
  'opcode',
  'predicate',
  'constant',
  'gep-index',
  'drop-line',
  'duplicate-line',
  'type-width',
  'truncate',
  'garbage',
];

export interface Mutation {
  readonly bytes: Buffer;
  readonly what: string;
}

export function applyOperator(op: OperatorName, bytes: Buffer, rng: CaseRng): Mutation | null {
  switch (op) {
    case 'swap-operand':
      return onLines(bytes, (lines) => swapOperand(lines, rng));
    case 'opcode':
      return onLines(bytes, (lines) =>
        replaceInLine(lines, rng, OPCODE, (m) => `= ${rng.pick(classOf(m[1]!).filter((o) => o !== m[1]))}${m[2]}`),
      );
    case 'predicate':
      return onLines(bytes, (lines) =>
        replaceInLine(lines, rng, PREDICATE, (m) => `${m[1]}${rng.pick(PREDICATES.filter((p) => p !== m[2]))} `),
      );
    case 'constant':
      return onLines(bytes, (lines) => replaceInLine(lines, rng, CONSTANT, (m) => `${m[1]}${newConstant(rng, m[1]!, BigInt(m[2]!))}`));
    case 'gep-index':
      return onLines(bytes, (lines) => gepIndex(lines, rng));
    case 'drop-line':
      return onLines(bytes, (lines) => dropOrDuplicate(lines, rng, false));
    case 'duplicate-line':
      return onLines(bytes, (lines) => dropOrDuplicate(lines, rng, true));
    case 'type-width':
      return onLines(bytes, (lines) => replaceInLine(lines, rng, INT_TYPE, (m) => rng.pick(WIDTHS.filter((w) => w !== m[0]))));
    case 'truncate':
      return truncate(bytes, rng);
    case 'garbage':
      return garbage(bytes, rng);
    default:
      return assertNever(op, 'mutation operator');
  }
}

type LineMutation = { readonly lines: string[]; readonly what: string } | null;

/** Runs a line-level operator on the file's text (UTF-8, as the CLI reads it). */
function onLines(bytes: Buffer, f: (lines: string[]) => LineMutation): Mutation | null {
  const r = f(bytes.toString('utf8').split('\n'));
  return r === null ? null : { bytes: Buffer.from(r.lines.join('\n'), 'utf8'), what: r.what };
}

/** Indices of instruction lines: indented lines inside a function body (not labels, not comments). */
function instructionLines(lines: readonly string[]): number[] {
  const out: number[] = [];
  let inBody = false;
  lines.forEach((l, i) => {
    if (l.startsWith('define ')) inBody = true;
    else if (l === '}') inBody = false;
    else if (inBody && l.startsWith('  ') && !l.trimStart().startsWith(';')) out.push(i);
  });
  return out;
}

const BINOPS = ['add', 'sub', 'mul', 'and', 'or', 'xor', 'shl', 'lshr', 'ashr', 'sdiv', 'udiv', 'srem', 'urem'];
const CASTS = ['zext', 'sext', 'trunc'];
const OPCODE = new RegExp(`= (${[...BINOPS, ...CASTS].join('|')})( )`);
const classOf = (op: string): readonly string[] => (CASTS.includes(op) ? CASTS : BINOPS);
const PREDICATES = ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge'];
const PREDICATE = new RegExp(`(= icmp )(${PREDICATES.join('|')}) `);
const CONSTANT = /(\bi(?:1|8|16|32|64) )(-?\d+)\b/;
const INT_TYPE = /\bi(?:1|8|16|32|64)\b/;
const WIDTHS = ['i1', 'i8', 'i16', 'i32', 'i64', 'i128', 'i0', 'i7'];

/** Replaces one seeded match of `re` among the instruction lines where it occurs. */
function replaceInLine(lines: string[], rng: CaseRng, re: RegExp, by: (m: RegExpExecArray) => string): LineMutation {
  const candidates = instructionLines(lines).filter((i) => re.test(lines[i]!));
  if (candidates.length === 0) return null;
  const i = rng.pick(candidates);
  const before = lines[i]!;
  const m = re.exec(before)!;
  const replacement = by(m);
  const out = [...lines];
  out[i] = before.slice(0, m.index) + replacement + before.slice(m.index + m[0].length);
  return { lines: out, what: `line ${i + 1}: '${m[0].trim()}' -> '${replacement.trim()}'` };
}

/** A new value for constant `old` of integer type `ty` (`i32 `): 0, 1, -1, the type's bounds, or old +- 1. */
function newConstant(rng: CaseRng, ty: string, old: bigint): string {
  const bits = BigInt(ty.trim().slice(1));
  const max = (1n << (bits - 1n)) - 1n;
  const picks = [0n, 1n, -1n, max, -max - 1n, old + 1n, old - 1n, (1n << bits) - 1n, 1n << bits];
  return String(rng.pick(picks.filter((p) => p !== old)));
}

/** Changes one constant index of a getelementptr: off by one, zero, a bound, or a large value. */
function gepIndex(lines: string[], rng: CaseRng): LineMutation {
  const candidates = instructionLines(lines).filter((i) => /getelementptr.*, i(32|64) -?\d+/.test(lines[i]!));
  if (candidates.length === 0) return null;
  const i = rng.pick(candidates);
  const line = lines[i]!;
  const matches = [...line.matchAll(/, (i32|i64) (-?\d+)/g)];
  const m = rng.pick(matches);
  const old = BigInt(m[2]!);
  const next = rng.pick([old + 1n, old - 1n, 0n, -1n, old + 2n, 1n << 20n, 2147483647n]);
  const out = [...lines];
  out[i] = `${line.slice(0, m.index)}, ${m[1]} ${next}${line.slice(m.index! + m[0].length)}`;
  return { lines: out, what: `line ${i + 1}: gep index ${old} -> ${next}` };
}

function dropOrDuplicate(lines: string[], rng: CaseRng, duplicate: boolean): LineMutation {
  const candidates = instructionLines(lines);
  if (candidates.length === 0) return null;
  const i = rng.pick(candidates);
  const out = [...lines];
  out.splice(i, duplicate ? 0 : 1, ...(duplicate ? [lines[i]!] : []));
  return { lines: out, what: `line ${i + 1} ${duplicate ? 'duplicated' : 'dropped'}: ${lines[i]!.trim().slice(0, 60)}` };
}

/** The defined values of the function around line `at`, with the type the text shows (or '?'). */
function valuesAround(lines: readonly string[], at: number): Map<string, string> {
  let start = at;
  while (start > 0 && !lines[start]!.startsWith('define ')) start--;
  const values = new Map<string, string>();
  for (const p of lines[start]!.matchAll(/(i\d+|ptr|[\w[\] ]+\*)(?: [a-z_]+(?:\(\d+\))?)* (%[\w.]+)[,)]/g)) values.set(p[2]!, p[1]!.trim());
  for (let i = start + 1; i < lines.length && lines[i] !== '}'; i++) {
    const d = /^ {2}(%[\w.]+) = (.*)$/.exec(lines[i]!);
    if (d !== null) values.set(d[1]!, typeOf(d[2]!));
  }
  return values;
}

/** The result type an instruction's text shows: `add nsw i32 ...` is i32, `icmp ...` i1, a cast its `to` type. */
function typeOf(rhs: string): string {
  if (rhs.startsWith('icmp ')) return 'i1';
  if (/^(alloca|getelementptr)\b/.test(rhs)) return 'ptr';
  const cast = / to (\S+)$/.exec(rhs.replace(/,\s*!.*$/, ''));
  if (cast !== null) return cast[1]!;
  const m = /^(?:\w+)(?: (?:nuw|nsw|exact|volatile|tail|inbounds))* (i\d+|ptr|\S+\*)[ ,]/.exec(rhs);
  if (m !== null) return m[1]!;
  const select = /^select i1 \S+, (\S+) /.exec(rhs);
  return select === null ? '?' : select[1]!;
}

/** Replaces one use of a value by another value of the same type (any other value when the type is unknown). */
function swapOperand(lines: string[], rng: CaseRng): LineMutation {
  const candidates = instructionLines(lines).filter((i) => usesOf(lines[i]!).length > 0);
  if (candidates.length === 0) return null;
  const i = rng.pick(candidates);
  const line = lines[i]!;
  const use = rng.pick(usesOf(line));
  const values = valuesAround(lines, i);
  const type = values.get(use.name) ?? '?';
  const same = [...values].filter(([n, t]) => n !== use.name && (type === '?' || t === type)).map(([n]) => n);
  if (same.length === 0) return null;
  const other = rng.pick(same);
  const out = [...lines];
  out[i] = line.slice(0, use.at) + other + line.slice(use.at + use.name.length);
  return { lines: out, what: `line ${i + 1}: operand ${use.name} -> ${other}` };
}

/** The %value operands of an instruction line (not its own definition, not labels). */
function usesOf(line: string): { name: string; at: number }[] {
  const def = /^ {2}(%[\w.]+) = /.exec(line);
  const from = def === null ? 0 : def[0].length;
  const out: { name: string; at: number }[] = [];
  for (const m of line.slice(from).matchAll(/(label )?(%[\w.]+)/g)) {
    if (m[1] === undefined) out.push({ name: m[2]!, at: from + m.index! });
  }
  return out;
}

function truncate(bytes: Buffer, rng: CaseRng): Mutation {
  const at = rng.int(0, bytes.length - 1);
  return { bytes: bytes.subarray(0, at), what: `truncated at byte ${at} of ${bytes.length}` };
}

/** Control bytes (NUL, DEL, ESC, CR...), bytes that are not UTF-8 on their own, and IR punctuation. */
const GARBAGE = [0x00, 0x7f, 0x01, 0x08, 0x0b, 0x0c, 0x0d, 0x1b, 0x1f, 0x80, 0x9b, 0xc3, 0xff, 0x22, 0x25, 0x40, 0x7b, 0x7d, 0x5b, 0x2c];

function garbage(bytes: Buffer, rng: CaseRng): Mutation {
  const at = rng.int(0, bytes.length);
  const n = rng.int(1, 4);
  const junk = Buffer.from(Array.from({ length: n }, () => rng.pick(GARBAGE)));
  return {
    bytes: Buffer.concat([bytes.subarray(0, at), junk, bytes.subarray(at)]),
    what: `inserted ${junk.toString('hex')} at byte ${at}`,
  };
}
