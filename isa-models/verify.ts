// The llvm-mc comparison as a library: every ISA model is checked case by case against LLVM's
// assembler (llvm-mc-14) and disassembled by capstone.
//
// The verification contract every model passes (issue 4):
// - `model.cases(seed)` yields `{ form, insn }`; every form of `model.descriptors` appears. Operands
//   exhaustive where small (every register of the class, every condition, immediate boundaries),
//   drawn from the seed where large: thousands of cases per ISA, not millions.
// - Per case, at its address (the cases laid out one after the other from CASE_ADDRESS): `text = print(insn)`, `bytes = encode(insn, address)`,
//   `size(insn) === bytes.length`, `parse(text)` deep-equals `insn` (same form), llvm-mc assembling
//   `text` gives exactly `bytes` (from the golden file, or live), and capstone's disassembly of
//   `bytes` names the same instruction and operands (verify/capstone-check.ts: normal forms and a
//   short alias table).
// - Branch and call targets are byte displacements in the model; the printed text must make
//   llvm-mc encode exactly that displacement. ARM and Thumb print `b #N` / `bl #N` (llvm-mc's own
//   syntax: N relative to the pc, i.e. the instruction's address + 8 on ARM, + 4 on Thumb). x86
//   prints GNU's location counter: `jmp .+N`, `.` being the address of the instruction's first byte
//   (so a 2-byte `jmp` with rel8 = 5 prints `.+7`); a form that must keep a 32-bit displacement
//   where a short one would fit prints llvm-mc's `{disp32}` prefix (`{disp32} jmp .+7` is e9 rel32).
//   The verifier replaces `.` by a label at the instruction and reads llvm-mc's resolved bytes from
//   an object file (verify/llvm-mc.ts).
// - Rejections: the optional `model.rejects()` lists text the model must refuse (its parser throws
//   AsmError or its encoder EncodeError) and that llvm-mc refuses too (recorded as `error:` lines in
//   the golden file). Text llvm-mc accepts by being lax (x86 immediates it truncates silently) or
//   by choosing another encoding (a rel8 out of range, which it relaxes) belongs in the model's own
//   tests, not here.
// Requires llvm-mc-14 for live runs and recording, libcapstone4 always. Produces a report: cases and
// distinct texts per form, and every failure naming its form, text and expected vs actual bytes.

import { isDeepStrictEqual } from 'node:util';
import { AsmError, EncodeError, type AsmCase, type IsaModel } from './types.js';
import { decodeAll, decodedMismatch } from './verify/capstone-check.js';
import type { Decoded } from '../simulators/capstone.js';
import { hex, readGolden, type GoldenEntry } from './verify/golden.js';
import { assembleLines, MC_ARGS, type McResult } from './verify/llvm-mc.js';

export { assembleLines, MC_ARGS, type McResult } from './verify/llvm-mc.js';
export { formatGolden, hex, parseGolden, readGolden, writeGolden, type GoldenEntry } from './verify/golden.js';

/** The seed the golden files are recorded with and the golden test replays. */
export const GOLDEN_SEED = 4;
/** The cases are laid out one after the other from here (the harness's code base). */
const CASE_ADDRESS = 0x900000;

type AnyModel = IsaModel<{ readonly form: string }>;

export type FailureKind =
  | 'no-cases'
  | 'missing-form'
  | 'unknown-form'
  | 'print'
  | 'encode'
  | 'size'
  | 'parse'
  | 'reference'
  | 'bytes'
  | 'capstone'
  | 'reject'
  | 'stale-golden';

export interface Failure {
  readonly kind: FailureKind;
  readonly form: string;
  readonly text: string;
  readonly detail: string;
}

export interface FormCount {
  /** Cases of the form that passed every check. */
  readonly verified: number;
  /** Cases of the form. */
  readonly cases: number;
}

export interface VerifyReport {
  readonly isa: string;
  readonly seed: number;
  readonly cases: number;
  readonly verified: number;
  /** Distinct printed texts among the cases (random draws may repeat one). */
  readonly distinctTexts: number;
  readonly perForm: ReadonlyMap<string, FormCount>;
  readonly rejects: number;
  readonly failures: readonly Failure[];
  /** llvm-mc warnings on case texts (live runs only): not failures, but worth a look. */
  readonly warnings: readonly string[];
}

export interface VerifyOptions {
  readonly seed?: number;
  /** Where llvm-mc's answers come from: the committed golden file, a live llvm-mc-14 run, or a map. */
  readonly reference: 'golden' | 'live' | ReadonlyMap<string, McResult>;
  /** Cross-check with capstone (default true). */
  readonly capstone?: boolean;
}

/** One case after printing and encoding: its text and bytes (null where that step threw) and its address. */
interface Prepared {
  readonly c: AsmCase<{ readonly form: string }>;
  readonly text: string | null;
  readonly bytes: Uint8Array | null;
  readonly address: number;
}

export function verifyModel(model: AnyModel, options: VerifyOptions): VerifyReport {
  const seed = options.seed ?? GOLDEN_SEED;
  const failures: Failure[] = [];
  const fail: Fail = (kind, form, text, detail) => {
    failures.push({ kind, form, text, detail });
  };
  const cases = [...model.cases(seed)];
  if (cases.length === 0) fail('no-cases', '', '', `${model.isa}: cases(${seed}) yields nothing`);
  const prepared = prepare(model, cases, fail);
  const rejects = [...(model.rejects?.() ?? [])];
  const texts = [...new Set([...prepared.flatMap((p) => (p.text === null ? [] : [p.text])), ...rejects.map((r) => r.text)])];
  const { reference, warnings } = referenceFor(model, options.reference, texts);
  const decoded =
    (options.capstone ?? true)
      ? decodeAll(
          model.isa,
          prepared.map((p) => p.bytes ?? new Uint8Array(0)),
          BigInt(CASE_ADDRESS),
        )
      : null;
  const perForm = new Map<string, { verified: number; cases: number }>(model.descriptors.map((d) => [d.form, { verified: 0, cases: 0 }]));
  prepared.forEach((p, i) => {
    const count = perForm.get(p.c.form);
    if (count === undefined) fail('unknown-form', p.c.form, p.text ?? '', `form '${p.c.form}' is not among the model's descriptors`);
    else count.cases++;
    if (p.text === null || p.bytes === null) return;
    const llvm = checkCase(model, p, p.text, p.bytes, reference, fail);
    const capstone = decoded === null || checkCapstone(model, p, p.text, p.bytes, decoded[i]!, fail);
    if (llvm && capstone && count !== undefined) count.verified++;
  });
  for (const [form, count] of perForm) if (count.cases === 0) fail('missing-form', form, '', `no case of form '${form}'`);
  for (const r of rejects) checkReject(model, r, reference, fail);
  if (options.reference !== 'live') staleGolden(reference, new Set(texts), fail);
  const verified = [...perForm.values()].reduce((n, c) => n + c.verified, 0);
  return {
    isa: model.isa,
    seed,
    cases: cases.length,
    verified,
    distinctTexts: texts.length - rejects.length,
    perForm,
    rejects: rejects.length,
    failures,
    warnings,
  };
}

type Fail = (kind: FailureKind, form: string, text: string, detail: string) => void;

/** Prints and encodes every case, laid out one after the other from CASE_ADDRESS. */
function prepare(model: AnyModel, cases: readonly AsmCase<{ readonly form: string }>[], fail: Fail): Prepared[] {
  let address = CASE_ADDRESS;
  return cases.map((c) => {
    const text = printCase(model, c, fail);
    let bytes: Uint8Array | null = null;
    try {
      bytes = model.encode(c.insn, address);
    } catch (err) {
      fail('encode', c.form, text ?? '', `encode throws ${describe(err)}`);
    }
    const p = { c, text, bytes, address };
    address += bytes?.length ?? 0;
    return p;
  });
}

function printCase(model: AnyModel, c: AsmCase<{ readonly form: string }>, fail: Fail): string | null {
  try {
    const text = model.print(c.insn);
    if (!/[\t\n;]/.test(text)) return text;
    fail('print', c.form, text, 'printed text holds a tab, newline or ; (one statement per line)');
  } catch (err) {
    fail('print', c.form, JSON.stringify(c.insn, bigintJson), `print throws ${describe(err)}`);
  }
  return null;
}

function referenceFor(
  model: AnyModel,
  source: VerifyOptions['reference'],
  texts: readonly string[],
): { reference: ReadonlyMap<string, McResult>; warnings: string[] } {
  if (source === 'golden') return { reference: readGolden(model.isa), warnings: [] };
  if (source !== 'live') return { reference: source, warnings: [] };
  const results = assembleLines(model.isa, texts);
  const warnings = results.flatMap((r, i) => (r.kind === 'bytes' && r.warning !== undefined ? [`${texts[i]}: ${r.warning}`] : []));
  return { reference: new Map(texts.map((t, i) => [t, results[i]!])), warnings };
}

/** Size, parse and llvm-mc's bytes for one case; true when all pass. */
function checkCase(
  model: AnyModel,
  p: Prepared,
  text: string,
  bytes: Uint8Array,
  reference: ReadonlyMap<string, McResult>,
  fail: Fail,
): boolean {
  const { form } = p.c;
  let ok = checkSize(model, p, text, bytes, fail);
  ok = checkParse(model, p, text, fail) && ok;
  const expected = reference.get(text);
  if (expected === undefined) {
    fail('reference', form, text, 'not in the golden file (record it again: npm run golden)');
    return false;
  }
  if (expected.kind === 'error') {
    fail('bytes', form, text, `llvm-mc rejects it (${expected.message}); model gives ${hex(bytes)}`);
    return false;
  }
  if (hex(expected.bytes) !== hex(bytes)) {
    fail('bytes', form, text, `llvm-mc ${hex(expected.bytes)}, model ${hex(bytes)}`);
    return false;
  }
  return ok;
}

function checkCapstone(model: AnyModel, p: Prepared, text: string, bytes: Uint8Array, decoded: Decoded | null, fail: Fail): boolean {
  const why = decodedMismatch(model.isa, text, bytes, BigInt(p.address), decoded);
  if (why !== null) fail('capstone', p.c.form, text, why);
  return why === null;
}

function checkSize(model: AnyModel, p: Prepared, text: string, bytes: Uint8Array, fail: Fail): boolean {
  try {
    const size = model.size(p.c.insn);
    if (size === bytes.length) return true;
    fail('size', p.c.form, text, `size() says ${size}, encode() gives ${bytes.length} bytes`);
  } catch (err) {
    fail('size', p.c.form, text, `size throws ${describe(err)}`);
  }
  return false;
}

function checkParse(model: AnyModel, p: Prepared, text: string, fail: Fail): boolean {
  try {
    const back = model.parse(text);
    if (isDeepStrictEqual(back, p.c.insn)) return true;
    fail('parse', p.c.form, text, `parse gives ${JSON.stringify(back, bigintJson)}, case is ${JSON.stringify(p.c.insn, bigintJson)}`);
  } catch (err) {
    fail('parse', p.c.form, text, `parse throws ${describe(err)}`);
  }
  return false;
}

/** The model refuses the text (AsmError or EncodeError) and llvm-mc refuses it too. */
function checkReject(
  model: AnyModel,
  r: { readonly form: string; readonly text: string },
  reference: ReadonlyMap<string, McResult>,
  fail: Fail,
): void {
  try {
    const insn = model.parse(r.text);
    const bytes = model.encode(insn, CASE_ADDRESS);
    fail('reject', r.form, r.text, `the model accepts it: ${hex(bytes)}`);
  } catch (err) {
    if (!(err instanceof AsmError || err instanceof EncodeError))
      fail('reject', r.form, r.text, `rejected with ${describe(err)}, not AsmError/EncodeError`);
  }
  const expected = reference.get(r.text);
  if (expected === undefined) fail('reference', r.form, r.text, 'rejection not in the golden file (record it again: npm run golden)');
  else if (expected.kind === 'bytes') fail('reject', r.form, r.text, `llvm-mc accepts it as ${hex(expected.bytes)}: not a rejection case`);
}

function staleGolden(reference: ReadonlyMap<string, McResult>, texts: ReadonlySet<string>, fail: Fail): void {
  const stale = [...reference.keys()].filter((t) => !texts.has(t));
  if (stale.length > 0)
    fail(
      'stale-golden',
      '',
      stale[0]!,
      `${stale.length} golden lines are no case or rejection of the model (record again: npm run golden)`,
    );
}

function describe(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}

function bigintJson(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? `${value}n` : value;
}

/** The golden file's entries for a model: every distinct case text and rejection, answered live by llvm-mc-14. */
export function recordEntries(model: AnyModel, seed = GOLDEN_SEED): GoldenEntry[] {
  const texts = new Set<string>();
  for (const c of model.cases(seed)) texts.add(model.print(c.insn));
  for (const r of model.rejects?.() ?? []) texts.add(r.text);
  const list = [...texts];
  const results = assembleLines(model.isa, list);
  return list.map((text, i) => ({ text, result: results[i]! }));
}

export function goldenHeader(model: AnyModel, seed = GOLDEN_SEED): string[] {
  return [
    `Tessera golden file for ${model.isa}: llvm-mc-14 ${MC_ARGS[model.isa].join(' ')} on every case text of cases(${seed})`,
    'and every rejection text of the model. Format: text<TAB>hex bytes | text<TAB>error: message.',
    `Record again (needs llvm-mc-14): npm run golden -- ${model.isa}`,
  ];
}

/** A human-readable summary: counts per form, then the first `limit` failures. */
export function formatReport(r: VerifyReport, limit = 20): string {
  const lines = [
    `${r.isa}: ${r.verified}/${r.cases} cases verified (${r.distinctTexts} distinct texts, ${r.perForm.size} forms, ${r.rejects} rejections), seed ${r.seed}`,
  ];
  for (const [form, c] of r.perForm) lines.push(`  ${String(c.verified).padStart(6)}/${String(c.cases).padEnd(6)} ${form}`);
  if (r.failures.length > 0) lines.push(`${r.failures.length} failures:`);
  for (const f of r.failures.slice(0, limit)) lines.push(`  [${f.kind}] ${f.form} | ${f.text} | ${f.detail}`);
  if (r.failures.length > limit) lines.push(`  ... and ${r.failures.length - limit} more`);
  for (const w of r.warnings.slice(0, limit)) lines.push(`  warning: ${w}`);
  return lines.join('\n');
}
