// ARM condition codes and UAL mnemonic suffixes (ARM ARM, ARMv6 edition, A3.2 "The condition field";
// ARM UAL: `<base>{s}{<cond>}`, e.g. `addseq`).
//
// Contract: pure data and functions. Canonical names are llvm-mc-14's printed spellings: `hs` and `lo`
// (it prints them for the `cs`/`cc` aliases, which the parser accepts). `al` is the absent suffix; the
// printer never writes it. Numbers are the 4-bit field values of the A32 cond field and Thumb's B<c>.

export const CONDS = ['eq', 'ne', 'hs', 'lo', 'mi', 'pl', 'vs', 'vc', 'hi', 'ls', 'ge', 'lt', 'gt', 'le', 'al'] as const;

export type Cond = (typeof CONDS)[number];

/** Every condition but `al` (the ones a conditional branch may use). */
export const REAL_CONDS: readonly Cond[] = CONDS.slice(0, 14);

const ALIASES: Readonly<Record<string, Cond>> = { cs: 'hs', cc: 'lo' };

/** The 4-bit encoding of a condition (eq = 0 … al = 14). */
export function condNum(cond: Cond): number {
  return CONDS.indexOf(cond);
}

function condOfNum(num: number): Cond {
  const cond = CONDS[num];
  if (cond === undefined) throw new RangeError(`no ARM condition number ${num}`);
  return cond;
}

/** The logical inverse (eq↔ne, …); `al` has none. */
export function invertCond(cond: Cond): Cond {
  if (cond === 'al') throw new RangeError('al has no inverse condition');
  return condOfNum(condNum(cond) ^ 1);
}

export function parseCond(text: string): Cond | null {
  const lower = text.toLowerCase();
  if ((CONDS as readonly string[]).includes(lower)) return lower as Cond;
  return ALIASES[lower] ?? null;
}

/** The printed suffix: empty for `al`. */
export function condSuffix(cond: Cond): string {
  return cond === 'al' ? '' : cond;
}

export interface MnemonicParts {
  readonly s: boolean;
  readonly cond: Cond;
}

/**
 * Splits a UAL mnemonic `word` as `base` + optional `s` (only when `allowS`) + optional condition
 * (only when `allowCond`). Null when `word` is not such a spelling of `base`. Case-insensitive.
 * `bls` splits as b+ls for base `b`, and is no spelling of `bl` (bl takes no `s`).
 */
export function splitMnemonic(word: string, base: string, allowS: boolean, allowCond = true): MnemonicParts | null {
  const lower = word.toLowerCase();
  if (!lower.startsWith(base)) return null;
  let rest = lower.slice(base.length);
  let s = false;
  if (allowS && rest.startsWith('s') && (rest.length === 1 || rest.length === 3)) {
    s = true;
    rest = rest.slice(1);
  }
  if (rest === '') return { s, cond: 'al' };
  if (!allowCond) return null;
  const cond = parseCond(rest);
  return cond === null ? null : { s, cond };
}
