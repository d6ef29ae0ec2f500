// The one shape every verifier of the back end reports in, and the fault that carries them.
//
// Contract: a Problem names the pass whose output was rejected, the function (`(module)` for the
// legalized module), optionally the instruction (function-wide layout index of the MIR, or the
// byte offset of an emitted instruction for the `emit` verifier: `at`) and the operand, and says
// what is wrong. A BackendFault is a bug in Tessera, never the input's fault; its message keeps
// the form `pass @fn: first findings` (the CLI prints it as a `backend-fault` reason).

/** The passes whose output a verifier checks. */
export type PassName = 'legalize' | 'select' | 'coalesce' | 'allocate' | 'emit';

export interface Problem {
  readonly pass: PassName;
  readonly fn: string;
  /** The MIR block, when the problem is in one. */
  readonly block?: number;
  /** The MIR instruction (function-wide layout index), when the problem is at one. */
  readonly inst?: number;
  readonly operand?: number;
  /** The byte offset of an emitted instruction from the function start (the `emit` verifier). */
  readonly at?: number;
  readonly message: string;
}

/** A problem as one line of text: where, then what. */
export function problemText(p: Problem): string {
  const where = [
    p.block === undefined ? '' : `block ${p.block}`,
    p.inst === undefined ? '' : `inst ${p.inst}`,
    p.operand === undefined ? '' : `operand ${p.operand}`,
    p.at === undefined ? '' : `at +${p.at}`,
  ]
    .filter((s) => s !== '')
    .join(' ');
  return where === '' ? p.message : `${where}: ${p.message}`;
}

/** A pass produced something its verifier rejects: a bug in Tessera (problems: at least one, all of one pass and function). */
export class BackendFault extends Error {
  readonly pass: PassName;
  readonly fn: string;

  constructor(readonly problems: readonly Problem[]) {
    const first = problems[0] ?? { pass: 'legalize', fn: '(module)', message: 'a verifier failed without saying why' };
    const texts = problems.map(problemText);
    super(`${first.pass} @${first.fn}: ${texts.slice(0, 3).join('; ')}${texts.length > 3 ? ` (and ${texts.length - 3} more)` : ''}`);
    this.name = 'BackendFault';
    this.pass = first.pass;
    this.fn = first.fn;
  }
}
