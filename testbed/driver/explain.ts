// `tessera explain <prog> --function F --target T [--isel S] [--ra R] [--vs R2] [--svg FILE] [--json]`
// (cli.md, issue 25): one function's allocation — where each vreg lives while live, and every
// spill, reload, move and rematerialization with its static weight and measured dynamic count.
//
// Requires a program and the name of one of its defined functions (`--function`: absent or unknown
// is a usage error, exit 2, one line). The program is compiled by Tessera's back end with the
// selector and the allocator (and with `--vs` a second allocator), run once per allocation in the
// emulator from `--entry` (default main) with `--args`, and profiled (testbed/report/spill-profile.ts:
// each edit's count is its block's execution count in that run). Produces on stdout, per allocation,
// a header line (function, target, selector, allocator, vregs, the run's status) and a table of
// every edit (kind, vreg, from, to, block, loop depth, point, static weight, measured count), then a
// totals line; with `--vs` a last line comparing the two. `--json`: one document with `program`,
// `function`, `target`, `isel`, `ra`, `run`, `points`, `blocks`, `liveRanges`, `edits`, `totals`
// and with `--vs` the second allocation's as `vs: { ra, run, points, blocks, liveRanges, edits,
// totals }`. Where the allocator reports its solve (the exact and model allocators: `optimal`,
// `progressive`, the MCNF heuristics), a line as `tessera run` prints it (`progressive: 1 of 1
// functions proven optimal, ...`) and JSON `allocation` (and `vs.allocation`), run's entry of the
// same name. `--svg FILE` writes the picture (testbed/report/allocation-picture.ts; text output
// names the file). A compile-error or backend-fault prints `status: reason` (JSON: `status`,
// `reason`) and exits 1, as `tessera compile` does; otherwise exit 0, whatever the run's status
// (after a fault, at the step limit or in exit() the counts are upper bounds, and the header says so).

import { writeFileSync } from 'node:fs';
import type { Module } from '../../engine/ir/types.js';
import { allocationPicture } from '../report/allocation-picture.js';
import { renderSvg } from '../report/plot.js';
import { type FunctionSpillProfile, type ProfiledEdit, type SpillProfile, spillProfile } from '../report/spill-profile.js';
import { allocationJson as solveJson, allocationSummary, cellAlloc, type FunctionSolve } from './alloc-options.js';
import { parseCommand, UsageError } from './args.js';
import { EXPLAIN } from './commands.js';
import { loadProgram, userCFlags } from './input.js';
import { formatTable } from './table.js';

/** One allocation of the function: the run's facts and the function's profile. */
interface Explained {
  readonly profile: SpillProfile;
  readonly fn: FunctionSpillProfile;
}

export async function explainCommand(argv: readonly string[], out: (s: string) => void, clock: () => number): Promise<number> {
  const args = parseCommand(EXPLAIN, argv, out);
  if (args === null) return 0;
  const v = args.values;
  const name = v.function;
  if (name === undefined) throw new UsageError('usage: tessera explain <prog> --function F [options]; --function is required');
  const { module, target } = loadProgram(args.positionals[0]!, v.target, v['opt-level'], userCFlags(v));
  expectDefined(module, name);
  const alloc = cellAlloc(v, args.given, clock);
  const head = { program: module.source, function: name, target: target.name, isel: v.isel };
  const settings = { entry: v.entry, args: v.args, maxSteps: v['max-steps'], exactHooks: false };
  const explained: Explained[] = [];
  for (const ra of v.vs === undefined ? [v.ra] : [v.ra, v.vs]) {
    const cell = { isel: v.isel, ra, verify: !v['no-check'], ...(alloc === undefined ? {} : { alloc }) };
    const profile = spillProfile(module, target, cell, settings, { functions: [name], liveRanges: true });
    if ('reason' in profile) {
      out(
        v.json ? JSON.stringify({ ...head, ra, status: profile.status, reason: profile.reason }) : `${profile.status}: ${profile.reason}`,
      );
      return 1;
    }
    explained.push({ profile, fn: profile.functions.find((f) => f.function === name)! });
  }
  if (v.svg !== undefined) {
    const panels = explained.map((e) => ({ ra: e.profile.ra, profile: e.fn }));
    writeFileSync(v.svg, await renderSvg(allocationPicture(panels, `@${name} on ${target.name} (isel ${v.isel})`)));
  }
  out(v.json ? JSON.stringify(explainJson(head, explained)) : explainText(explained, v.svg));
  return 0;
}

/** `--function F` must name a function the module defines. */
function expectDefined(module: Module, name: string): void {
  const defined = module.functions.filter((f) => f.blocks.length > 0).map((f) => f.name);
  if (!defined.includes(name)) {
    throw new UsageError(`--function ${name}: no function @${name} is defined in ${module.source} (defined: ${defined.join(', ')})`);
  }
}

function allocationJson(e: Explained): Record<string, unknown> {
  const f = e.fn;
  const solve = solveOf(f);
  return {
    run: e.profile.run,
    ...(solve === undefined ? {} : { allocation: solveJson([solve]) }),
    points: f.points,
    blocks: f.blocks,
    liveRanges: f.liveRanges,
    edits: f.edits,
    totals: f.totals,
  };
}

function solveOf(f: FunctionSpillProfile): FunctionSolve | undefined {
  return f.solve === undefined ? undefined : { function: f.function, solve: f.solve };
}

function explainJson(head: Record<string, string>, explained: readonly Explained[]): Record<string, unknown> {
  const [first, second] = explained as [Explained, Explained | undefined];
  return {
    ...head,
    ra: first.profile.ra,
    ...allocationJson(first),
    ...(second === undefined ? {} : { vs: { ra: second.profile.ra, ...allocationJson(second) } }),
  };
}

function explainText(explained: readonly Explained[], svg: string | undefined): string {
  const parts = explained.map(allocationText);
  const [a, b] = explained;
  if (b !== undefined) parts.push(comparison(a!, b));
  if (svg !== undefined) parts.push(`picture written to ${svg}`);
  return parts.join('\n\n');
}

const HEADER = ['kind', 'vreg', 'from', 'to', 'block', 'depth', 'point', 'static', 'measured'];

function allocationText(e: Explained): string {
  const { profile: p, fn: f } = e;
  const vregs = new Set(f.liveRanges.map((r) => r.vreg)).size;
  const run = p.run;
  const head =
    `@${f.function} on ${p.target} (isel ${p.isel}, ra ${p.ra}): ${vregs} vregs, ${f.points / 2} instructions, ` +
    `${f.blocks.length} blocks; counts from a run of @${run.entry}: ${run.status}, ${run.instructions} instructions` +
    (run.countsExact
      ? ''
      : ' (the run did not return from its entry: the last block entered counts whole, so counts after the stop are upper bounds)');
  const solve = solveOf(f);
  const solveLine = solve === undefined ? [] : [allocationSummary([solve])];
  return [head, ...solveLine, formatTable(HEADER, f.edits.map(editRow)), totalsText(f)].join('\n');
}

function editRow(e: ProfiledEdit): string[] {
  return [
    e.kind,
    `v${e.vreg}`,
    e.from,
    e.to,
    String(e.block),
    String(e.loopDepth),
    `${e.point.pos} ${e.point.inst}`,
    String(e.staticWeight),
    String(e.measured),
  ];
}

function totalsText(f: FunctionSpillProfile): string {
  const t = f.totals;
  return (
    `totals: ${t.spills} spills, ${t.reloads} reloads, ${t.folded} folded reloads, ${t.moves} moves, ${t.remats} remats; ` +
    `static spill cost ${t.staticSpillCost}; measured spill loads ${t.measuredSpillLoads}, stores ${t.measuredSpillStores} ` +
    `(${t.measuredSpillTraffic})`
  );
}

function comparison(a: Explained, b: Explained): string {
  const [ta, tb] = [a.fn.totals, b.fn.totals];
  return (
    `${a.profile.ra} vs ${b.profile.ra}: static spill cost ${ta.staticSpillCost} vs ${tb.staticSpillCost}, ` +
    `measured spill traffic ${ta.measuredSpillTraffic} vs ${tb.measuredSpillTraffic}`
  );
}
