// Test-only module loader hook for tap-tests/oracles/tiling-independence.test.ts: plants one
// textual mutation in one source file of the selectors (a one-line bug in tileCost, rootNt,
// coverKey or withFixed) in a child process, so the test can show that the tiling oracles' verdicts
// do not move when a selector helper is broken (issue 17: oracles judge with their own arithmetic).
//
// Contract: registered with node:module register(url, { data }) BEFORE tsx (`node --import
// <register> --import tsx ...`), so this hook sees the TypeScript source and tsx transforms the
// mutated text. `data` is null (nothing changes) or { file, find, replace }: the module whose URL
// ends with `file` gets its first occurrence of `find` replaced by `replace`; if `find` is not in
// that source the load throws (a mutation site that moved must fail the test, never silently pass).
// Plain JavaScript: it runs before any TypeScript loader is in place.

import { Buffer } from 'node:buffer';

let mutation = null;

export function initialize(data) {
  mutation = data ?? null;
}

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (mutation === null || !url.endsWith(mutation.file)) return loaded;
  const text = typeof loaded.source === 'string' ? loaded.source : Buffer.from(loaded.source).toString('utf8');
  if (!text.includes(mutation.find)) throw new Error(`mutation site not found in ${url}: ${mutation.find}`);
  return { ...loaded, source: text.replace(mutation.find, mutation.replace) };
}
