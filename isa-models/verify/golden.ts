// Golden files: llvm-mc-14's answers recorded once, so the comparison runs where llvm-mc is absent.
//
// Contract: one file per ISA, `isa-models/golden/<isa>.txt`. Lines starting with `#` are comments
// (the header says what was recorded, with which llvm-mc arguments and seed); every other non-blank
// line is `text<TAB>hex bytes` (lowercase, space-separated: `add eax, ebx\t01 d8`) or
// `text<TAB>error: llvm-mc's message` for text llvm-mc rejects (the rejection cases). The text is
// exactly what the model printed (no tab, no newline). Reading is strict: a malformed line throws
// naming its line number; a text recorded twice must have the same answer.

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Isa } from '../types.js';
import type { McResult } from './llvm-mc.js';

const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'golden');

function goldenPath(isa: Isa): string {
  return join(GOLDEN_DIR, `${isa}.txt`);
}

export function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');
}

function parseHex(text: string): Uint8Array | null {
  if (!/^[0-9a-f]{2}( [0-9a-f]{2})*$/.test(text)) return null;
  return Uint8Array.from(text.split(' '), (b) => Number.parseInt(b, 16));
}

export interface GoldenEntry {
  readonly text: string;
  readonly result: McResult;
}

export function formatGolden(header: readonly string[], entries: readonly GoldenEntry[]): string {
  const lines = header.map((h) => `# ${h}`);
  for (const { text, result } of entries) {
    if (/[\t\n]/.test(text)) throw new Error(`golden text ${JSON.stringify(text)} holds a tab or newline`);
    lines.push(`${text}\t${result.kind === 'bytes' ? hex(result.bytes) : `error: ${result.message}`}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The entries of a golden file's text, keyed by instruction text. */
export function parseGolden(content: string, name = 'golden file'): Map<string, McResult> {
  const map = new Map<string, McResult>();
  content.split('\n').forEach((line, i) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    const tab = line.indexOf('\t');
    if (tab < 0) throw new Error(`${name}:${i + 1}: no tab between text and encoding`);
    const text = line.slice(0, tab);
    const answer = line.slice(tab + 1);
    const result = parseAnswer(answer);
    if (result === null) throw new Error(`${name}:${i + 1}: '${answer}' is neither hex bytes nor 'error: ...'`);
    const known = map.get(text);
    if (known !== undefined && formatAnswer(known) !== answer)
      throw new Error(`${name}:${i + 1}: '${text}' recorded twice with different answers`);
    map.set(text, result);
  });
  return map;
}

function parseAnswer(answer: string): McResult | null {
  if (answer.startsWith('error: ')) return { kind: 'error', message: answer.slice('error: '.length) };
  const bytes = parseHex(answer);
  return bytes === null ? null : { kind: 'bytes', bytes };
}

function formatAnswer(result: McResult): string {
  return result.kind === 'bytes' ? hex(result.bytes) : `error: ${result.message}`;
}

export function readGolden(isa: Isa): Map<string, McResult> {
  const path = goldenPath(isa);
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch (err) {
    throw new Error(`no golden file for ${isa} at ${path} (record it: npm run golden -- ${isa}): ${(err as Error).message}`);
  }
  return parseGolden(content, path);
}

export function writeGolden(isa: Isa, header: readonly string[], entries: readonly GoldenEntry[]): string {
  const path = goldenPath(isa);
  writeFileSync(path, formatGolden(header, entries));
  return path;
}
