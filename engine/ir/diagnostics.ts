// One-line diagnostics for bad input: `file:line:col: message`.
//
// Contract: every error a user can cause with an input file (syntax, unsupported construct,
// type error) is thrown as a SourceError; the CLI prints `String(err)`-style one line and exits 2.

import type { SourceLoc } from './types.js';

export class SourceError extends Error {
  constructor(
    readonly file: string,
    readonly loc: SourceLoc,
    readonly what: string,
  ) {
    super(`${file}:${loc.line}:${loc.col}: ${what}`);
    this.name = 'SourceError';
  }
}

/** An unsupported construct: the message names it, as in `unsupported floating point type`. */
export function unsupported(file: string, loc: SourceLoc, construct: string): SourceError {
  return new SourceError(file, loc, `unsupported ${construct}`);
}
