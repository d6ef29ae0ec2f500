// The back end's one error for a program it cannot compile: a construct Tessera does not support
// (64-bit integers on a 32-bit target, an operation no tile of the target's grammar derives). The
// testbed reports it as status `compile-error` (cli.md), never as wrong code and never as a pass.
//
// Contract: raised ONLY where that decision is made — the legalizer (engine/lower/legalize.ts) and
// the cover of a block when the labelling finds no derivation for a node (engine/isel/cover.ts) —
// and always naming the construct. Every other exception of selection, allocation, code generation
// or linking is a bug in Tessera (status `backend-fault`), so nothing else may throw this class:
// a caller that wraps exceptions must let it through and wrap nothing else into it.

interface UnsupportedSite {
  /** The function holding the construct (without `@`), when the raiser knows it. */
  readonly fn?: string;
  /** Where in the source, as ` at LINE:COL`, when known. */
  readonly at?: string;
  /** Why it is unsupported, printed in parentheses. */
  readonly why?: string;
}

export class Unsupported extends Error {
  override readonly name = 'Unsupported';
  /** The construct, e.g. `64-bit mul` or `mul i64 (node 4) to reg`. */
  readonly construct: string;
  readonly fn: string | undefined;

  constructor(
    construct: string,
    readonly site: UnsupportedSite = {},
  ) {
    const fn = site.fn === undefined ? '' : ` in @${site.fn}`;
    const why = site.why === undefined ? '' : ` (${site.why})`;
    super(`unsupported construct: ${construct}${fn}${site.at ?? ''}${why}`);
    this.construct = construct;
    this.fn = site.fn;
  }

  /** The same construct located in `fn` (a block's cover does not know its function; the emitter does). */
  inFunction(fn: string): Unsupported {
    return this.fn !== undefined ? this : new Unsupported(this.construct, { ...this.site, fn });
  }
}
