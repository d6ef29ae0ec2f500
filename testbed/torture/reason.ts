// Reasons of the torture report, normalised so that the same cause groups across files (issue 19,
// Deliver 6: "the reasons grouped, first error normalised").
//
// Contract: `normaliseReason` keeps the first line of a message and removes what names one file's
// particulars: the `path:line:col: ` prefix, `fatal error:`/`error:` labels, clang's `[-W...]` flag
// suffix, ` in @function`, ` at [file:]line:col`, and `%value` names (as `%_`; a `@symbol` stays:
// which function is missing or which global is involved is the reason), and cuts it to 120
// characters. `mismatchReason` says in a few words which field of a run differed from the
// interpreter's (status, exit, return, stdout, memory digest).
// Both are pure functions of their input.

import type { RunResult } from '../driver/execute.js';

const MAX = 120;

export function normaliseReason(message: string): string {
  const first = message.split('\n')[0]!.trim();
  const text = first
    .replace(/^\S+?:\d+:\d+: /, '')
    .replace(/^(fatal )?error: /, '')
    .replace(/ \[-W[^\]]*\]$/, '')
    .replace(/ in @[\w.$-]+/g, '')
    .replace(/ at (\S+:)?\d+:\d+/g, '')
    .replace(/%[\w.$-]+/g, '%_')
    .replace(/\s+/g, ' ');
  return text.length > MAX ? `${text.slice(0, MAX - 3)}...` : text;
}

/** Which part of a run that did not match the interpreter differs (the first of status, exit, return, stdout, digest). */
export function mismatchReason(r: RunResult): string {
  const m = r.machine,
    i = r.interpreter;
  if (m.status !== i.status) return `status ${m.status}, interpreter ${i.status}`;
  if (m.exit !== i.exit) return `exit ${m.exit ?? '-'}, interpreter ${i.exit ?? '-'}`;
  if (r.returnValue !== i.return) return `return ${r.returnValue ?? '-'}, interpreter ${i.return ?? '-'}`;
  if (!Buffer.from(m.stdout).equals(Buffer.from(i.stdout))) return 'stdout differs';
  if (m.memoryDigest !== i.memoryDigest) return 'memory digest differs';
  return 'differs';
}
