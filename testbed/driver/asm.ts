// `tessera asm --target T [--json] [--address A] [--list-forms [--summary]] [--help]` (../shared/design/cli.md).
//
// Contract: reads assembly lines on stdin in the printer's syntax (llvm-mc's: Intel for x86 as
// `llvm-mc -output-asm-variant=1` prints it, UAL for ARM and Thumb), parses each with the target's
// ISA model (isa-models/index.ts) and prints its encoding as lowercase hex bytes separated by spaces,
// one line out per line in. A line that does not parse or encode prints `error: <reason>` in its
// place and the exit code is 2. Blank lines and lines whose first non-blank character is `#` or `;`
// (whole-line comments) are skipped and print nothing.
// Addresses: the lines are laid out one after the other from `--address` (default 0), an error line
// taking no bytes, as an assembler would place them; branch and call targets are displacements in
// every model's syntax (x86 `jmp .+N`, ARM/Thumb `b #N`), so the bytes do not depend on the address.
// `--json`: one object `{ target, address, ok, lines: [{ line, text, address, bytes, size } |
// { line, text, error }] }`. `--list-forms`: the model's instruction forms from its descriptors
// (with `--json`: the descriptors, ranges as decimal strings; with `--summary`: grouped by mnemonic,
// as the README lists them), reading no input.

import { modelFor, type AnyIsaModel } from '../../isa-models/index.js';
import { AsmError, EncodeError, type InstrDesc, type OperandDesc } from '../../isa-models/types.js';
import { parseCommand, UsageError } from './args.js';
import { ASM } from './commands.js';
import { findTarget, TARGET_NAMES } from './targets.js';

const USAGE = 'usage: tessera asm --target T [--json] [--address A] [--list-forms [--summary]]  (assembly lines on stdin)';

export type AsmLine =
  | { readonly line: number; readonly text: string; readonly address: number; readonly bytes: string; readonly size: number }
  | { readonly line: number; readonly text: string; readonly error: string };

export async function asmCommand(argv: readonly string[], out: (s: string) => void, input: () => Promise<string>): Promise<number> {
  const args = parseCommand(ASM, argv, out);
  if (args === null) return 0;
  const v = args.values;
  const model = targetModel(v.target);
  const json = v.json;
  if (v['list-forms']) {
    if (json) out(JSON.stringify(model.descriptors.map(descriptorJson)));
    else out(v.summary ? formSummary(model.descriptors).join('\n') : model.descriptors.map(formLine).join('\n'));
    return 0;
  }
  const start = v.address;
  const lines = assemble(model, await input(), start);
  const ok = lines.every((l) => !('error' in l));
  if (json) out(JSON.stringify({ target: model.isa, address: start, ok, lines }));
  else for (const l of lines) out('error' in l ? `error: ${l.error}` : l.bytes);
  return ok ? 0 : 2;
}

function targetModel(name: string | undefined): AnyIsaModel {
  if (name === undefined) throw new UsageError(`${USAGE}; --target is required (${TARGET_NAMES.join(', ')})`);
  // The name was checked when the command line was read (commands.ts).
  return modelFor(findTarget(name)!.name);
}

/** Every non-blank, non-comment line of `source`, encoded one after the other from `start`. */
function assemble(model: AnyIsaModel, source: string, start: number): AsmLine[] {
  const out: AsmLine[] = [];
  let address = start;
  source.split(/\r?\n/).forEach((raw, i) => {
    const text = raw.trim();
    if (text === '' || text.startsWith('#') || text.startsWith(';')) return;
    try {
      const bytes = model.encode(model.parse(text), address);
      out.push({ line: i + 1, text, address, bytes: hexBytes(bytes), size: bytes.length });
      address += bytes.length;
    } catch (err) {
      if (!(err instanceof AsmError || err instanceof EncodeError)) throw err;
      out.push({ line: i + 1, text, error: err.message });
    }
  });
  return out;
}

function hexBytes(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');
}

/** `form | mnemonic | operands (kind role class/range) | memory, flags, control, implicit registers`. */
function formLine(d: InstrDesc): string {
  const extras = [
    d.memory === 'none' ? '' : `memory ${d.memory}`,
    d.flags === 'none' ? '' : `flags ${d.flags}`,
    d.control === 'none' ? '' : d.control,
    d.implicitUses.length > 0 ? `uses ${d.implicitUses.join(' ')}` : '',
    d.implicitDefs.length > 0 ? `defs ${d.implicitDefs.join(' ')}` : '',
  ].filter((s) => s !== '');
  return [d.form, d.operands.map(operandText).join(', '), extras.join(', ')].filter((s) => s !== '').join('\t');
}

/**
 * The forms grouped for reading (the README's lists): mnemonics whose operand shapes are the same
 * list share a line, `mnemonics: shape | shape ...` (a shape is the form without its mnemonic).
 */
function formSummary(descriptors: readonly InstrDesc[]): string[] {
  const shapes = new Map<string, string[]>();
  for (const d of descriptors) {
    const shape = d.form.startsWith(d.mnemonic) ? d.form.slice(d.mnemonic.length).trim() : d.form;
    const list = shapes.get(d.mnemonic) ?? [];
    shapes.set(d.mnemonic, [...list, shape === '' ? '(none)' : shape]);
  }
  const groups = new Map<string, string[]>();
  for (const [mnemonic, list] of shapes) {
    const key = list.join(' | ');
    groups.set(key, [...(groups.get(key) ?? []), mnemonic]);
  }
  return [...groups].map(([key, mnemonics]) => `${mnemonics.join(' ')}: ${key}`);
}

function operandText(o: OperandDesc): string {
  const detail = [
    o.regClass,
    o.range === undefined ? undefined : `${o.range[0]}..${o.range[1]}`,
    o.tiedTo === undefined ? undefined : `tied to ${o.tiedTo}`,
  ].filter((s) => s !== undefined);
  return `${o.name}:${o.kind}/${o.role}${detail.length > 0 ? `(${detail.join(' ')})` : ''}`;
}

function descriptorJson(d: InstrDesc): unknown {
  return JSON.parse(JSON.stringify(d, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}` : v)));
}

/** Standard input, all of it (the CLI's default input). */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
