// The `tessera` command line (../shared/design/cli.md): one file per command, this one dispatches.
//
// Contract: returns the exit code — 0 success, 1 a check failed, 2 bad input or usage. Errors a user
// can cause print one line on stderr (`file:line:col: what` for input files), never a stack trace.
// `tessera --help` (or `help`) lists the commands, `tessera <command> --help` (or `help <command>`)
// a command's options, both generated from commands.ts; `--version` prints package.json's version.
// Help and version go to stdout with exit 0. Control bytes in anything printed are escaped (escaping).

import { escapeControl, escapeOutput } from '../../common/text.js';
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { SourceError } from '../../engine/ir/diagnostics.js';
import { buildCommand, configure, usageError, UsageError } from './args.js';
import { wallClock } from './wall-clock.js';
import { COMMAND_DECLS } from './commands.js';
import { UnknownAlgorithm } from '../../engine/codegen/pipeline.js';
import { demoCommand } from './demo.js';
import { interpCommand } from './interp.js';
import { runCommand } from './run.js';
import { checkCommand } from './check.js';
import { compileCommand } from './compile.js';
import { asmCommand, readStdin } from './asm.js';
import { fuzzCommand } from './fuzz.js';
import { csmithCommand } from './csmith.js';
import { grammarCheckCommand } from './grammar-check.js';
import { explainCommand } from './explain.js';
import type { ProgressStream } from './progress.js';

type CommandFn = (argv: readonly string[], out: (s: string) => void, io: Io) => number | Promise<number>;

const COMMANDS: Record<string, CommandFn> = {
  interp: interpCommand,
  compile: (argv, out, io) => compileCommand(argv, out, io.solverClock ?? wallClock),
  run: (argv, out, io) => runCommand(argv, out, io.solverClock ?? wallClock),
  check: (argv, out, io) => checkCommand(argv, out, io.solverClock ?? wallClock, io),
  demo: demoCommand,
  asm: (argv, out, io) => asmCommand(argv, out, io.input ?? readStdin),
  fuzz: fuzzCommand,
  // Loaded on demand: it brings the MILP solver (glpk.js, WebAssembly), which no other command needs.
  optimality: async (argv, out, io) => (await import('./optimality.js')).optimalityCommand(argv, out, io),
  csmith: csmithCommand,
  'grammar-check': (argv, out) => grammarCheckCommand(argv, out),
  explain: (argv, out, io) => explainCommand(argv, out, io.solverClock ?? wallClock),
  // Loaded on demand: it brings Vega and every section's solvers.
  report: async (argv, out, io) => (await import('./report.js')).reportCommand(argv, out, io, io.solverClock ?? wallClock),
};
/** Commands of the CLI contract that later issues build (none left). */
const PLANNED: readonly string[] = [];

export interface Io {
  readonly out: (s: string) => void;
  readonly err: (s: string) => void;
  /** The whole standard input (commands that read it: asm); process.stdin when absent. */
  readonly input?: () => Promise<string>;
  /** A monotonic clock in milliseconds, for timing lines on stderr only (fuzz, optimality); none in tests. */
  readonly clock?: () => number;
  /**
   * The clock of exact allocators' `--solver-budget-ms` (milliseconds); wallClock when absent. Tests
   * inject one to make a budgeted solve deterministic.
   */
  readonly solverClock?: () => number;
  /** stderr is a terminal (fuzz, optimality and csmith then show progress without being asked). */
  readonly stderrIsTty?: boolean;
  /** Where long commands draw a progress bar (progress.ts): process.stderr; a bar only when it is a terminal. */
  readonly progressStream?: ProgressStream;
  /** SIGINT for campaigns (fuzz, optimality): they stop after the current unit and print a partial report. */
  readonly onInterrupt?: (handler: () => void) => () => void;
}

const PROCESS_IO: Io = {
  out: (s) => console.log(s),
  err: (s) => process.stderr.write(`${s}\n`),
  clock: wallClock,
  stderrIsTty: process.stderr.isTTY,
  progressStream: process.stderr,
  onInterrupt: onSigint,
};

/** The first SIGINT goes to `handler` (a campaign then stops cleanly); a second one ends the process at once (exit 130). */
function onSigint(handler: () => void): () => void {
  let seen = false;
  const listener = (): void => {
    if (seen) process.exit(130);
    seen = true;
    handler();
  };
  process.on('SIGINT', listener);
  return () => process.off('SIGINT', listener);
}

export async function main(argv: readonly string[], given: Io = PROCESS_IO): Promise<number> {
  const [name, ...rest] = argv;
  const io = escaping(given, rest.includes('--json'));
  try {
    const command = name === undefined ? undefined : COMMANDS[name];
    if (command !== undefined) return await command(rest, io.out, io);
    if (name === 'help' && rest.length > 0) return await main([rest[0]!, '--help'], given);
    if (name === 'help' || name?.startsWith('-') === true) return programLevel(name === 'help' ? ['--help'] : argv, io.out);
    throw new UsageError(unknownCommand(name));
  } catch (err) {
    if (err instanceof SourceError) {
      io.err(err.message);
      return 2;
    }
    if (err instanceof UsageError || err instanceof UnknownAlgorithm) {
      io.err(`tessera: ${err.message}`);
      return 2;
    }
    throw err;
  }
}

/**
 * Every line the CLI prints passes here: control bytes of untrusted text (a program's stdout, an
 * input file's bytes quoted in a reason) never reach the terminal raw (common/text.ts).
 */
function escaping(io: Io, json: boolean): Io {
  return { ...io, out: (s) => io.out(escapeOutput(s, json)), err: (s) => io.err(escapeControl(s, true)) };
}

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** `tessera --help`, `--version`, or an option before any command (an error). */
function programLevel(argv: readonly string[], out: (s: string) => void): number {
  let printed = '';
  const program = configure(new Command('tessera'), (s) => {
    printed += s;
  })
    .usage('<command> [options]')
    .description('Tessera: a deterministic verification testbed for compiler back ends')
    .version(VERSION, '-V, --version', 'print the version and exit')
    .addHelpText(
      'after',
      '\n`tessera <command> --help` lists the options of a command.\n' +
        'Exit codes: 0 success; 1 a check failed (mismatch, fault, checker error); 2 bad input or usage.',
    );
  for (const decl of COMMAND_DECLS) program.addCommand(buildCommand(decl, decl.name, () => {}));
  try {
    program.parse([...argv], { from: 'user' });
  } catch (err) {
    if (!(err instanceof CommanderError)) throw err;
    if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version') {
      out(printed.replace(/\n$/, ''));
      return 0;
    }
    throw usageError(err, program, argv);
  }
  throw new UsageError(unknownCommand(undefined));
}

function unknownCommand(name: string | undefined): string {
  const available = Object.keys(COMMANDS).join(', ');
  if (name === undefined) return `usage: tessera <command> ... (commands: ${available})`;
  if (PLANNED.includes(name)) return `command '${name}' is not built yet (available: ${available})`;
  return `unknown command '${name}' (commands: ${available})`;
}
