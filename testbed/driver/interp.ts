// `tessera interp <prog> [--target T] [--entry NAME] [--args L] [--max-steps N] [--json]` (cli.md).
//
// Runs the reference interpreter and prints its Outcome. Exit code 0 whatever the program did
// (ub and step-limit are outcomes); 2 for bad input or an interpreter `error` (no such entry...).

import { interpret } from '../../oracles/interpreter/interpret.js';
import type { Outcome } from '../../oracles/outcome.js';
import { parseCommand } from './args.js';
import { INTERP } from './commands.js';
import { loadProgram, userCFlags } from './input.js';
import { checkArgsFit } from './values.js';

export function interpCommand(argv: readonly string[], out: (s: string) => void): number {
  const args = parseCommand(INTERP, argv, out);
  if (args === null) return 0;
  const v = args.values;
  const options = { entry: v.entry, args: v.args, maxSteps: v['max-steps'] };
  const { module, target } = loadProgram(args.positionals[0]!, v.target, v['opt-level'], userCFlags(v));
  // A missing entry or a wrong count is the interpreter's `error` outcome; a value outside its parameter is bad input.
  const entry = module.functions.find((f) => f.name === v.entry && f.blocks.length > 0);
  if (entry !== undefined) checkArgsFit(entry, v.args, target.pointerBits);
  const outcome = interpret(module, options);
  out(v.json ? JSON.stringify(outcomeJson(outcome)) : formatOutcome(outcome));
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

function formatOutcome(o: Outcome): string {
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
