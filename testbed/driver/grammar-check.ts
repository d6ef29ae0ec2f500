// `tessera grammar-check --target T | --targets L [--json]` (../shared/design/cli.md): Buchwald &
// Zwinkau's rule-set checks (engine/isel/rule-set.ts) on the tile grammars of the targets asked.
//
// Contract: exactly one of `--target` (one target, as every command takes it) and `--targets` (a
// comma list or `all`, as the commands over several targets take it); neither or both is a usage
// error (one line, exit 2). Text: per target a header line with what was checked, then the missing
// patterns before auto-completion (one line each, the finding's message), then after it (the
// patterns still missing, and the rules auto-completion composed with their covers and summed
// costs), and a last summary line. `--json`: one array with an object per target (the report:
// `target`, `tiles`, `operations`, `complexTiles`, `patterns`, `unprobed`, `before`, `after`,
// `findings`, `completed`). Exit 1 when any pattern is missing after auto-completion, else 0.
// Deterministic: the same grammars print the same bytes. The grammars are the target objects'
// (engine/targets/target.ts) unless the caller passes another source (the tests do).

import type { Grammar } from '../../engine/isel/grammar.js';
import { selectionFacts } from '../../engine/isel/presented-ops.js';
import { checkGrammar, type RuleSetReport } from '../../engine/isel/rule-set.js';
import { TARGETS as ENGINE_TARGETS } from '../../engine/targets/target.js';
import { parseCommand, UsageError } from './args.js';
import { GRAMMAR_CHECK } from './commands.js';
import { findTarget, TARGET_NAMES, type TargetName } from './targets.js';

const USAGE = `usage: tessera grammar-check --target T | --targets L [--json] (T: ${TARGET_NAMES.join(', ')}; L: a comma list of them, or all)`;

/** A target's tile grammar: its target object's (tests pass a grammar with a tile removed, to see the check name it). */
export type GrammarSource = (isa: TargetName) => Grammar;

const realGrammar: GrammarSource = (isa) => ENGINE_TARGETS[isa].grammar();

export function grammarCheckCommand(argv: readonly string[], out: (s: string) => void, grammarOf: GrammarSource = realGrammar): number {
  const args = parseCommand(GRAMMAR_CHECK, argv, out);
  if (args === null) return 0;
  const { target, targets, json } = args.values;
  if ((target === undefined) === (targets === undefined)) throw new UsageError(`${USAGE}; give exactly one of --target and --targets`);
  // The names were checked when the command line was read (commands.ts).
  const names: readonly TargetName[] = target !== undefined ? [findTarget(target)!.name] : targets!.map((t) => t.name);
  const reports = names.map((isa) => checkGrammar(grammarOf(isa), selectionFacts(isa), isa));
  if (json) out(JSON.stringify(reports));
  else for (const line of textReport(reports)) out(line);
  return reports.every((r) => r.after === 0) ? 0 : 1;
}

function textReport(reports: readonly RuleSetReport[]): string[] {
  const lines: string[] = [];
  for (const r of reports) {
    lines.push(
      `${r.target}: ${r.tiles} tiles; atomic completeness: ${r.operations} operations presented to selection; ` +
        `composability: ${r.complexTiles} tiles of several operations, ${r.patterns} cut and spanning patterns`,
    );
    if (r.unprobed.length > 0) lines.push(`  not probed (no probe matches the tile's own pattern): ${r.unprobed.join(', ')}`);
    lines.push(`  before auto-completion: ${r.before} missing${countsByKind(r)}`);
    for (const f of r.findings) lines.push(`    ${f.message}`);
    lines.push(
      `  after auto-completion: ${r.after} missing; ${r.completed.length} ${r.completed.length === 1 ? 'rule' : 'rules'} composed`,
    );
    for (const f of r.findings) if (!f.completed) lines.push(`    ${f.message}`);
    for (const c of r.completed)
      lines.push(`    composed: ${c.pattern} = ${c.cover.join(' + ')} (size ${c.size}, latency ${c.latency}, cost ${c.cost})`);
  }
  const before = reports.reduce((s, r) => s + r.before, 0);
  const after = reports.reduce((s, r) => s + r.after, 0);
  lines.push(
    `grammar-check: ${reports.length} ${reports.length === 1 ? 'grammar' : 'grammars'}, ${before} missing before auto-completion, ${after} after`,
  );
  return lines;
}

function countsByKind(r: RuleSetReport): string {
  if (r.before === 0) return '';
  const n = (k: string): number => r.findings.filter((f) => f.kind === k).length;
  return ` (${n('atomic')} atomic, ${n('cut')} cut, ${n('spanning')} spanning)`;
}
