// Command-line parsing: one declaration per command (commands.ts) becomes a commander Command, which
// both parses the command line and prints `--help`.
//
// Contract: `parseCommand(decl, argv, out)` returns the typed values of the declared options (the
// declared default where an option is absent) and the positionals, or null when it printed the
// command's help on `out` (`-h`, `--help`: the caller exits 0). Every error — commander's own
// (unknown option, missing value, missing or extra positional) and a value parser's (values.ts) —
// is a UsageError with a one-line message, printed by main as `tessera: <message>` with exit code 2
// (cli.md, "Exit codes"). Commander never writes to the process streams and never exits the process
// (configureOutput, exitOverride): the driver runs in-process in the tests.

import { Argument, Command, CommanderError, Option } from 'commander';
import type { ProgressIo } from './progress.js';

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * What a long-running command (fuzz, optimality, csmith) writes besides its report: errors, given a clock
 * a timing line, and progress: a bar on `progressStream` when it is a terminal (progress.ts), else lines.
 */
export interface CampaignIo extends ProgressIo {
  readonly err: (s: string) => void;
  /** Milliseconds from a monotonic clock; without it no timing line is printed. */
  readonly clock?: () => number;
  /** stderr is a terminal: progress is shown without --progress (as lines when no bar is drawn on progressStream). */
  readonly stderrIsTty?: boolean;
  /** Calls `handler` on each SIGINT until the returned function is called; none: a campaign is never interrupted. */
  readonly onInterrupt?: (handler: () => void) => () => void;
}

/** One option: commander's flags (`--cases <N>`, `-o, --output <FILE>`, `--json`), its help, how its text becomes a value. */
export interface OptionDecl<T> {
  readonly flags: string;
  readonly help: string;
  /** null for a switch (its value: was it given). */
  readonly parse: ((text: string, flag: string) => T) | null;
  /** The value when the option is absent. */
  readonly fallback: T;
  /** The default as the help shows it (none: the help shows no default). */
  readonly shown?: string;
  /** Given again, the option adds to a list instead of replacing (`-D`, `-I`). */
  readonly repeats?: true;
}

/** A switch: true when given. */
export function flag(flags: string, help: string): OptionDecl<boolean> {
  return { flags, help, parse: null, fallback: false };
}

/** An option with a value and a default. */
export function option<T>(
  flags: string,
  help: string,
  parse: (text: string, flag: string) => T,
  fallback: T,
  shown: string,
): OptionDecl<T> {
  return { flags, help, parse, fallback, shown };
}

/** An option that may be given many times: the list of its values in command-line order, [] when absent. */
export function repeated(flags: string, help: string): OptionDecl<readonly string[]> {
  return { flags, help, parse: (text) => [text], fallback: [], repeats: true };
}

/** An option with a value and no default (undefined when absent). */
export function optional<T>(flags: string, help: string, parse: (text: string, flag: string) => T): OptionDecl<T | undefined> {
  return { flags, help, parse, fallback: undefined };
}

type Positionals =
  | { readonly kind: 'none' }
  | { readonly kind: 'one' | 'many'; readonly name: string; readonly help: string; readonly parse?: (text: string) => string };

interface CommandDecl<O extends Record<string, OptionDecl<unknown>>> {
  readonly name: string;
  readonly summary: string;
  readonly positionals: Positionals;
  readonly options: O;
  /** More help, printed after the options. */
  readonly details?: string;
}

export type AnyCommandDecl = CommandDecl<Record<string, OptionDecl<unknown>>>;

type Values<O> = { readonly [K in keyof O]: O[K] extends OptionDecl<infer T> ? T : never };

export interface Parsed<O> {
  readonly positionals: readonly string[];
  readonly values: Values<O>;
  /** The options given on the command line (by declaration key), as opposed to defaulted. */
  readonly given: ReadonlySet<string>;
}

const HELP_WIDTH = 100;

interface Box {
  readonly value: unknown;
}

/** The commander Command of a declaration, named `name` (`tessera fuzz` alone, `fuzz` under the program). */
export function buildCommand(decl: AnyCommandDecl, name: string, write: (s: string) => void): Command {
  const cmd = configure(new Command(name), write).description(decl.summary);
  const pos = decl.positionals;
  if (pos.kind !== 'none') {
    const arg = new Argument(pos.kind === 'one' ? `<${pos.name}>` : `<${pos.name}...>`, pos.help);
    if (pos.parse !== undefined) {
      const parse = pos.parse;
      arg.argParser((text: string, previous: unknown) =>
        pos.kind === 'one' ? parse(text) : [...((previous as string[] | undefined) ?? []), parse(text)],
      );
    }
    cmd.addArgument(arg);
  }
  for (const o of Object.values(decl.options)) {
    const opt = new Option(o.flags, o.help);
    if (o.parse !== null) {
      const parse = o.parse;
      // Boxed: commander turns a parsed null into '' (optimality's `--corpus none` is null).
      // A repeating option has no commander default, so `previous` is its own Box or undefined.
      opt.argParser((text: string, previous: unknown): Box => {
        const value = parse(text, opt.long ?? opt.flags);
        if (o.repeats !== true) return { value };
        return { value: [...(((previous as Box | undefined)?.value as unknown[] | undefined) ?? []), ...(value as unknown[])] };
      });
      if (o.shown !== undefined) opt.default(o.fallback, o.shown);
    }
    cmd.addOption(opt);
  }
  if (decl.details !== undefined) cmd.addHelpText('after', `\n${decl.details}`);
  return cmd;
}

/** Commander writing only through `write` (help, version), its errors thrown, never exiting the process. */
export function configure(cmd: Command, write: (s: string) => void): Command {
  return cmd
    .exitOverride()
    .configureOutput({
      writeOut: write,
      writeErr: () => {},
      outputError: () => {},
      getOutHelpWidth: () => HELP_WIDTH,
      getErrHelpWidth: () => HELP_WIDTH,
      getOutHasColors: () => false,
      getErrHasColors: () => false,
    })
    .configureHelp({ helpWidth: HELP_WIDTH })
    .helpOption('-h, --help', 'print this help and exit');
}

/** Parses `argv` (the words after the command's name); null when the help was printed. */
export function parseCommand<O extends Record<string, OptionDecl<unknown>>>(
  decl: CommandDecl<O>,
  argv: readonly string[],
  out: (s: string) => void,
): Parsed<O> | null {
  let printed = '';
  const cmd = buildCommand(decl, `tessera ${decl.name}`, (s) => {
    printed += s;
  });
  try {
    cmd.parse([...argv], { from: 'user' });
  } catch (err) {
    if (!(err instanceof CommanderError)) throw err;
    if (err.code === 'commander.helpDisplayed') {
      out(printed.replace(/\n$/, ''));
      return null;
    }
    throw usageError(err, cmd, argv);
  }
  return collect(decl, cmd);
}

function collect<O extends Record<string, OptionDecl<unknown>>>(decl: CommandDecl<O>, cmd: Command): Parsed<O> {
  const values: Record<string, unknown> = {};
  const given = new Set<string>();
  for (const [key, o] of Object.entries(decl.options)) {
    const attr = cmd.options.find((opt) => opt.flags === o.flags)!.attributeName();
    const onLine = cmd.getOptionValueSource(attr) === 'cli';
    if (onLine) given.add(key);
    values[key] = o.parse === null ? onLine : onLine ? (cmd.getOptionValue(attr) as Box).value : o.fallback;
  }
  const positionals = (cmd.processedArgs as unknown[]).flatMap((a) => (a === undefined ? [] : (a as string | string[])));
  return { positionals, values: values as Values<O>, given };
}

/** Commander's error as the project's one line. */
export function usageError(err: CommanderError, cmd: Command, argv: readonly string[]): UsageError {
  const name = cmd.name();
  switch (err.code) {
    case 'commander.unknownOption': {
      const flagText = /'([^']*)'/.exec(err.message)?.[1] ?? '?';
      const known = [...cmd.options.map((o) => o.long).filter((l) => l !== undefined), '--help'].join(', ');
      return new UsageError(`unknown option ${flagText} (options: ${known})`);
    }
    case 'commander.optionMissingArgument': {
      const last = argv[argv.length - 1];
      return new UsageError(`${last?.startsWith('-') ? last : /'([^']*)'/.exec(err.message)?.[1]} needs a value`);
    }
    case 'commander.missingArgument':
      return new UsageError(`usage: ${name} ${cmd.usage()} (${name} --help lists the options)`);
    case 'commander.excessArguments': {
      const extra = cmd.args[cmd.registeredArguments.length];
      if (cmd.registeredArguments.length === 0) return new UsageError(`${name} takes no positional arguments: unexpected '${extra}'`);
      return new UsageError(`usage: ${name} ${cmd.usage()}: unexpected '${extra}'`);
    }
    default:
      return new UsageError(err.message.replace(/^error: /, ''));
  }
}
