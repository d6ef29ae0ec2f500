// How untrusted values are spelled in messages: addresses as unsigned hex, text with its control
// bytes escaped (issue 18, "Reports that say what happened").
//
// Contract: `hexAddress(v)` spells an address as 0x + lower-case hex, never with a minus sign: the
// memory map is 32-bit on every target (image.ts), so a negative value is a 32-bit address held as
// a signed number and is read modulo 2^32 (below -2^31, modulo 2^64). `escapeControl(s)` replaces
// every control byte (NUL..US, DEL and the C1 controls U+0080..U+009F, which a UTF-8 terminal may
// obey as it does ESC; with `keepNewlines`, not LF) by \xHH, so a message quoting input stays
// printable on one line. `escapeOutput(s, json)` is what the CLI applies to everything it prints:
// text keeps its structural tabs and newlines and escapes the rest as escapeControl does; a JSON
// document (one line; inside its strings JSON.stringify already escapes the bytes below 0x20) gets
// DEL and C1 as \u00HH, which JSON.parse reads back as the same string. Pure functions; no imports.

export function hexAddress(v: number | bigint): string {
  let b = BigInt(v);
  if (b < 0n) b = BigInt.asUintN(b >= -(1n << 31n) ? 32 : 64, b);
  return `0x${b.toString(16)}`;
}

const hex2 = (c: string): string => c.charCodeAt(0).toString(16).padStart(2, '0');

export function escapeControl(s: string, keepNewlines = false): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control bytes are what it escapes
  return s.replace(/[\x00-\x1f\x7f-\x9f]/g, (c) => (keepNewlines && c === '\n' ? c : `\\x${hex2(c)}`));
}

export function escapeOutput(s: string, json: boolean): string {
  if (json) return s.replace(/[\x7f-\x9f]/g, (c) => `\\u00${hex2(c)}`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control bytes are what it escapes
  return s.replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, (c) => `\\x${hex2(c)}`);
}
