// `tessera interp <prog> [--target T] [--entry NAME] [--args L] [--max-steps N] [--json]` (cli.md).
//
// Runs the reference interpreter and prints its Outcome. Exit code 0 whatever the program did
// (ub and step-limit are outcomes); 2 for bad input or an interpreter `error` (no such entry...).

import { interpret } from '../../oracles/interpreter/interpret.js';
import type { Outcome } from '../../oracles/outcome.js';
import { parseArgs, parseCount, parseIntList, UsageError } from './args.js';
import { loadProgram } from './input.js';

const FLAGS = { values: ['target', 'entry', 'args', 'max-steps', 'opt-level'], switches: ['json'] };

export function interpCommand(argv: readonly string[], out: (s: string) => void): number {
  const args = parseArgs(argv, FLAGS);
  if (args.positionals.length !== 1) throw new UsageError('usage: tessera interp <prog.c|prog.ll> [--target T] [--entry NAME] [--args L] [--json]');
  const optLevel = parseCount(args.values.get('opt-level'), 'opt-level', 1);
  const options = {
    entry: args.values.get('entry') ?? 'main',
    args: parseIntList(args.values.get('args') ?? '', 'args'),
    maxSteps: parseCount(args.values.get('max-steps'), 'max-steps', 100_000_000),
  };
  const { module } = loadProgram(args.positionals[0]!, args.values.get('target'), optLevel);
  const outcome = interpret(module, options);
  out(args.switches.has('json') ? JSON.stringify(outcomeJson(outcome)) : formatOutcome(outcome));
  return outcome.status === 'error' ? 2 : 0;
}

/** The JSON fields of cli.md: numbers that may exceed 2^53 are decimal strings. */
export function outcomeJson(o: Outcome): Record<string, unknown> {
  const json: Record<string, unknown> = {
    status: o.status,
    return: o.return === null ? null : `${o.return}`,
    exit: o.exit,
    stdout: latin1(o.stdout),
    memoryDigest: `${o.memoryDigest}`,
    steps: o.steps,
  };
  if (o.reason !== undefined) json.reason = o.reason;
  return json;
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('latin1');
}

export function formatOutcome(o: Outcome): string {
  const lines = [
    `status:       ${o.status}`,
    `return:       ${o.return ?? '-'}`,
    `exit:         ${o.exit ?? '-'}`,
    `stdout:       ${JSON.stringify(latin1(o.stdout))}`,
    `memoryDigest: ${o.memoryDigest}`,
    `steps:        ${o.steps}`,
  ];
  if (o.reason !== undefined) lines.push(`reason:       ${o.reason}`);
  return lines.join('\n');
}
