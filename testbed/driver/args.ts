// Command-line parsing: `tessera <command> [positionals] [--flag value | --switch]`.
//
// Contract: each command declares its flags (which take a value, which are switches); anything
// else is a UsageError, printed as one line with exit code 2 (cli.md, "Exit codes").

import { findTarget, TARGET_NAMES, TARGETS, type Target } from './targets.js';

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** What a long-running command (fuzz, optimality) writes besides its report: errors and, given a clock, a timing line. */
export interface CampaignIo {
  readonly err: (s: string) => void;
  /** Milliseconds from a monotonic clock; without it no timing line is printed. */
  readonly clock?: () => number;
}

export interface FlagSpec {
  /** Flags that take a value, as `--name value` or `--name=value`. */
  readonly values: readonly string[];
  /** Flags that take no value. */
  readonly switches: readonly string[];
  /** Single-dash spellings of value flags, e.g. `{ o: 'output' }` for `-o FILE`. */
  readonly short?: Readonly<Record<string, string>>;
}

export interface ParsedArgs {
  readonly positionals: string[];
  readonly values: Map<string, string>;
  readonly switches: Set<string>;
}

export function parseArgs(argv: readonly string[], spec: FlagSpec): ParsedArgs {
  const parsed: ParsedArgs = { positionals: [], values: new Map(), switches: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const long = /^-[a-zA-Z]$/.test(arg) ? spec.short?.[arg.slice(1)] : undefined;
    if (long !== undefined) {
      const value = argv[++i];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      parsed.values.set(long, value);
      continue;
    }
    if (!arg.startsWith('--')) {
      parsed.positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    if (spec.switches.includes(name) && eq < 0) {
      parsed.switches.add(name);
    } else if (spec.values.includes(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      parsed.values.set(name, value);
    } else {
      const known = [...spec.values, ...spec.switches].map((f) => `--${f}`).join(', ');
      throw new UsageError(`unknown option --${name} (options: ${known})`);
    }
  }
  return parsed;
}

/** `--args 1,-2,0x10` → integers. */
export function parseIntList(text: string, flag: string): bigint[] {
  if (text.trim() === '') return [];
  return text.split(',').map((item) => {
    const s = item.trim();
    if (!/^-?(0x[0-9a-fA-F]+|\d+)$/.test(s)) throw new UsageError(`--${flag}: '${s}' is not an integer`);
    return s.startsWith('-') ? -BigInt(s.slice(1)) : BigInt(s);
  });
}

export function parseCount(text: string | undefined, flag: string, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new UsageError(`--${flag}: '${text}' is not a non-negative integer`);
  return Number(text);
}

/** `--targets`: a comma list of target names, or `all` (in TARGETS order). */
export function parseTargetList(text: string): Target[] {
  if (text === 'all') return [...TARGETS];
  return text.split(',').map((name) => {
    const t = findTarget(name.trim());
    if (t === undefined) throw new UsageError(`unknown target '${name.trim()}' (targets: ${TARGET_NAMES.join(', ')}, or all)`);
    return t;
  });
}

