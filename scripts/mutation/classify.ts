// What became of a mutant: the classes of the mutation campaign's report (scripts/mutation-campaign.ts).
//
// Contract: `classify(run)` reads what the `tessera run --json` command line gave back (exit code,
// stdout, stderr, or the exception main() let through — the stack trace a user would see) and
// returns one class and a one-line detail. Timing decides only the `hang` class, which the
// campaign's watchdog assigns (never this function). A mutant whose messages hold a raw control
// byte (NUL..US except tab and newline, DEL, C1) is flagged as well, whatever its class.

export const CLASSES = [
  'positioned',
  'positionless',
  'no-entry',
  'stack-trace',
  'hang',
  'backend-fault',
  'unsupported',
  'ub',
  'step-limit',
  'interp-error',
  'match',
  'mismatch',
] as const;

export type MutantClass = (typeof CLASSES)[number];

/** The classes a finished campaign must not contain (issue 18, "Done when"), and those listed one by one. */
export const MUST_BE_ZERO: readonly MutantClass[] = ['positionless', 'stack-trace', 'hang'];
export const LISTED: readonly MutantClass[] = ['positionless', 'stack-trace', 'hang', 'backend-fault', 'interp-error', 'mismatch'];

export interface CliRun {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
  /** main() threw: the exception's name, message and first stack frame. */
  readonly thrown?: string;
}

export interface Classified {
  readonly cls: MutantClass;
  readonly detail: string;
  readonly rawControl: boolean;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: raw control bytes are what it detects
const RAW_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;
const POSITIONED = /^[^\s:]+:\d+:\d+: \S/;
/** A mutant that lost its entry's body: nothing in the file is wrong, the command line names a function it lacks. */
const NO_ENTRY = /^tessera: --entry \S+: no function @/;

export function classify(run: CliRun): Classified {
  const rawControl = RAW_CONTROL.test(run.out) || RAW_CONTROL.test(run.err) || RAW_CONTROL.test(run.thrown ?? '');
  const c = classOf(run);
  return { ...c, rawControl };
}

function classOf(run: CliRun): { cls: MutantClass; detail: string } {
  if (run.thrown !== undefined) return { cls: 'stack-trace', detail: run.thrown };
  const firstErr = run.err.split('\n')[0] ?? '';
  if (run.code === 2 && NO_ENTRY.test(firstErr)) return { cls: 'no-entry', detail: clip(firstErr) };
  if (run.code === 2) return { cls: POSITIONED.test(firstErr) ? 'positioned' : 'positionless', detail: clip(firstErr) };
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(run.out) as Record<string, unknown>;
  } catch {
    return { cls: 'stack-trace', detail: clip(`exit ${run.code} without a JSON document: ${firstErr || run.out}`) };
  }
  const status = String(json.status);
  if (status === 'backend-fault') return { cls: 'backend-fault', detail: clip(String(json.reason)) };
  if (status === 'compile-error') return { cls: 'unsupported', detail: clip(String(json.reason)) };
  const interp = json.interpreter as Record<string, unknown>;
  if (json.matchesInterpreter === true) return { cls: 'match', detail: '' };
  if (json.matchesInterpreter === false) return { cls: 'mismatch', detail: clip(mismatchDetail(json, interp)) };
  const reason = clip(String(interp.reason ?? ''));
  if (interp.status === 'ub') return { cls: 'ub', detail: reason };
  if (interp.status === 'step-limit') return { cls: 'step-limit', detail: reason };
  return { cls: 'interp-error', detail: reason };
}

function mismatchDetail(json: Record<string, unknown>, interp: Record<string, unknown>): string {
  const fault = json.fault as Record<string, unknown> | undefined;
  const machine = `machine ${json.status} return ${json.return} exit ${json.exit}${fault === undefined ? '' : ` (fault at ${fault.address}: ${fault.instruction})`}`;
  return `${machine}; interpreter ${interp.status} return ${interp.return} exit ${interp.exit}`;
}

/** One line of at most 200 characters, control bytes spelled \xHH (the report itself stays printable). */
function clip(s: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control bytes are what it escapes
  const one = s.replace(/[\x00-\x1f\x7f-\x9f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return one.length > 200 ? `${one.slice(0, 197)}...` : one;
}
