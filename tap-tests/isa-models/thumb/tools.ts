// Test helpers for the Thumb-1 model: llvm-mc-14 -triple=thumbv6m in batches, and Capstone's
// disassembly brought to the printer's spelling.
//
// Requires llvm-mc-14 on PATH (set-up installs llvm-14; a missing tool fails with a clear message)
// and libcapstone4. `assembleThumb` runs one llvm-mc process per BATCH lines (lines on stdin, one
// instruction each) and maps the `-show-encoding` listing and `<stdin>:LINE:` errors back to lines.
// `capstoneText` rewrites Capstone's spelling into llvm-mc's, for the documented aliases only:
// hexadecimal immediates to decimal, sb/sl/fp/ip to r9–r12, absolute branch targets to llvm-mc's
// pc-relative `#imm`, `trap` (Capstone's name for udf #254); `capstoneSpelling` gives the two forms
// whose encoding Capstone names by another UAL spelling.

import { spawnSync } from 'node:child_process';
import { disassembleOne } from '../../../simulators/capstone.js';
import type { ThumbInsn } from '../../../isa-models/thumb/model.js';

export type McResult = { readonly kind: 'bytes'; readonly bytes: number[] } | { readonly kind: 'error'; readonly message: string };

const BATCH = 4000;

/** Every line assembled by llvm-mc-14 -triple=thumbv6m on its own; results in input order. */
export function assembleThumb(lines: readonly string[]): McResult[] {
  const out: McResult[] = [];
  for (let i = 0; i < lines.length; i += BATCH) out.push(...batch(lines.slice(i, i + BATCH)));
  return out;
}

function batch(lines: readonly string[]): McResult[] {
  const r = spawnSync('llvm-mc-14', ['-triple=thumbv6m', '-show-encoding'], {
    input: `${lines.join('\n')}\n`,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (r.error !== undefined) throw new Error(`llvm-mc-14 could not run (${r.error.message}); run npm run setup`);
  const errors = new Map<number, string>();
  for (const m of r.stderr.matchAll(/^<stdin>:(\d+):\d+: error: (.*)$/gm)) {
    if (!errors.has(Number(m[1]))) errors.set(Number(m[1]), m[2]!);
  }
  const encodings = [...r.stdout.matchAll(/encoding: \[([^\]]*)\]/g)].map((m) => m[1]!.split(',').map((x) => Number(x)));
  const expected = lines.length - errors.size;
  if (encodings.length !== expected) {
    throw new Error(`llvm-mc-14 listed ${encodings.length} encodings for ${expected} accepted lines`);
  }
  let next = 0;
  return lines.map((_, i): McResult => {
    const error = errors.get(i + 1);
    return error !== undefined ? { kind: 'error', message: error } : { kind: 'bytes', bytes: encodings[next++]! };
  });
}

const ALIAS_REGS: Readonly<Record<string, string>> = { sb: 'r9', sl: 'r10', fp: 'r11', ip: 'r12' };

/** Capstone's decoding of `bytes` at `address`, in llvm-mc's spelling; null when it decodes nothing. */
export function capstoneText(bytes: Uint8Array, address: number): string | null {
  const d = disassembleOne('thumb', bytes, BigInt(address));
  if (d === null || d.size !== bytes.length) return null;
  let ops = d.opStr.replace(/\b(sb|sl|fp|ip)\b/g, (r) => ALIAS_REGS[r]!);
  if (/^b(l|eq|ne|hs|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le)?$/.test(d.mnemonic)) {
    // Capstone prints the absolute target; llvm-mc's immediate is relative to pc = address + 4.
    const target = Number.parseInt(ops.replace(/^#/, ''), 16);
    ops = `#${(target - address - 4) << 0}`;
  }
  ops = ops.replace(/#(-?)0x([0-9a-f]+)/g, (_m, sign: string, hex: string) => `#${sign}${Number.parseInt(hex, 16)}`);
  if (d.mnemonic === 'trap' && ops === '') return 'udf #254';
  return `${d.mnemonic} ${ops}`.trim();
}

/**
 * The printer's text in the spelling Capstone prefers for the same encoding: `lsls rd, rm, #0` is
 * `movs rd, rm`; `add rdn, sp` is the ADD (SP plus register) T1 spelling `add rdn, sp, rdn`.
 */
export function capstoneSpelling(insn: ThumbInsn, text: string): string {
  const [a, b, c] = insn.ops;
  if (insn.form === 'lsls rd, rm, #imm5' && c === 0) return `movs ${String(a)}, ${String(b)}`;
  if (insn.form === 'add rdn, rm' && b === 'sp') return `add ${String(a)}, sp, ${String(a)}`;
  return text;
}
