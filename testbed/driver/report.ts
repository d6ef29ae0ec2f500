// `tessera report [--out DIR] [--targets L] [--quick] [--corpus DIR] [--programs L] [--sections L]
// [--seed S] [--json]` (../shared/design/cli.md; issue 25, Deliver 1): the thesis's figures as plots.
//
// Contract: measures each section asked for (testbed/report/: matrix, optimality, progressive,
// accuracy, scaling, spills — each file's header says what it measures and which figure of the papers
// it is the analogue of), renders every figure to SVG (testbed/report/plot.ts, Vega-Lite) and writes
// one self-contained page with the data of every plot beside it (page.ts). Prints the page's path and
// one line per figure (--json: `page`, `figures` [{id, title, rows, plotted}], `failures`). Same
// arguments, same bytes, except the compile-time figure (wall clock; `clock` is injected, tests pass
// a fake). Exit 1 when a heuristic is below a proven optimum or a checker rejected something
// (`failures`), 2 for bad arguments. A progress bar on a terminal's stderr (progress.ts).

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportContext } from '../report/context.js';
import type { Figure } from '../report/figure.js';
import { type RenderedFigure, type Section, writeReport } from '../report/page.js';
import { renderSvg } from '../report/plot.js';
import { type MeasuredSection, measureSections } from '../report/section-pool.js';
import { SECTIONS } from '../report/sections.js';
import { parseCommand, UsageError } from './args.js';
import { REPORT, type ReportSection } from './commands.js';
import { corpusPrograms } from './demo.js';
import type { Io } from './main.js';
import { startProgress } from './progress.js';

/** The quick report's programs: small, quick to run on every cell, and each with a loop. */
const QUICK_PROGRAMS = ['bitcount', 'collatz', 'nqueens', 'shifts'];

export async function reportCommand(argv: readonly string[], out: (s: string) => void, io: Io, clock: () => number): Promise<number> {
  const args = parseCommand(REPORT, argv, out);
  if (args === null) return 0;
  const v = args.values;
  const known = corpusPrograms(v.corpus);
  const programs = v.programs ?? (v.quick ? QUICK_PROGRAMS : known);
  for (const p of programs) if (!known.includes(p)) throw new UsageError(`--programs: no program '${p}' in ${v.corpus}`);
  const failures: string[] = [];
  const targets = v.targets.filter((t, i) => v.targets.findIndex((u) => u.name === t.name) === i);
  // The plain data a child needs (section-pool.ts); this process adds the targets, the clock and the progress callback.
  const setup = { corpus: v.corpus, programs: [...new Set(programs)], quick: v.quick, seed: v.seed };
  const base = { ...setup, targets, clock };
  const names = [...new Set(v.sections)];
  const total = names.reduce((n, s) => n + SECTIONS[s].steps({ ...base, tick: () => {} }), 0);
  const bar = startProgress('report', total, io);
  const sections: Section[] = [];
  try {
    const tick = (note: string): void => bar.tick(1, note);
    const measured =
      v.jobs > 1 && names.length > 1
        ? await measureSections(names, { ...setup, targets: targets.map((t) => t.name) }, v.jobs, tick)
        : await inProcess(names, { ...base, tick });
    for (const [i, name] of names.entries()) {
      failures.push(...measured[i]!.failures);
      sections.push({ heading: SECTIONS[name].heading, figures: await Promise.all(measured[i]!.figures.map(render)) });
    }
  } finally {
    bar.stop();
  }
  const page = writeReport(v.out, {
    title: `Tessera report${v.quick ? ' (quick)' : ''}: ${targets.map((t) => t.name).join(', ')}`,
    sections,
    provenance: provenance(argv, v.seed, base.programs),
  });
  const figures = sections.flatMap((s) => s.figures);
  if (v.json) {
    out(
      JSON.stringify({
        page,
        figures: figures.map(({ figure, svg }) => ({
          id: figure.id,
          title: figure.title,
          rows: figure.rows.length,
          plotted: svg !== null,
        })),
        failures,
      }),
    );
  } else {
    out(
      [
        ...figures.map(({ figure, svg }) => `${figure.id}: ${figure.rows.length} rows${svg === null ? ' (left out)' : ''}`),
        ...failures.map((f) => `FAILURE: ${f}`),
        `report written to ${page}`,
      ].join('\n'),
    );
  }
  return failures.length === 0 ? 0 : 1;
}

/** The sections one after the other in this process (tests inject the clock here). */
async function inProcess(names: readonly ReportSection[], ctx: ReportContext): Promise<MeasuredSection[]> {
  const measured: MeasuredSection[] = [];
  for (const name of names) {
    const failures: string[] = [];
    measured.push({ figures: await SECTIONS[name].figures(ctx, failures), failures });
  }
  return measured;
}

async function render(figure: Figure): Promise<RenderedFigure> {
  return { figure, svg: figure.spec === null ? null : await renderSvg(figure.spec, figure.id) };
}

const packageVersion = (name: string): string => {
  const path = join(import.meta.dirname, '../../node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
};

/** The command as given, less --out and --jobs (where the files go and how many processes measure them do not change them). */
function commandLine(argv: readonly string[]): string {
  const dropped = (a: string | undefined): boolean => a === '--out' || a === '--jobs';
  const kept = argv.filter((a, i) => !dropped(a) && !dropped(argv[i - 1]) && !a.startsWith('--out=') && !a.startsWith('--jobs='));
  return `tessera report ${kept.join(' ')}`.trimEnd();
}

/** The first line of a tool's output that `pick` accepts (default: the first non-blank), or `unknown` when it cannot be run. */
function toolLine(file: string, args: readonly string[], options: { cwd?: string; pick?: (line: string) => boolean } = {}): string {
  const pick = options.pick ?? ((l: string) => l.trim() !== '');
  try {
    const text = execFileSync(file, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    });
    return text.split('\n').find(pick)?.trim() ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function provenance(argv: readonly string[], seed: number, programs: readonly string[]): string[] {
  const root = join(import.meta.dirname, '../..');
  const llc = `llc-14: ${toolLine('llc-14', ['--version'], { pick: (l) => /version/i.test(l) })}`;
  return [
    `command: ${commandLine(argv)}`,
    `tessera commit: ${toolLine('git', ['describe', '--always', '--dirty', '--abbrev=12'], { cwd: root })}`,
    `seed: ${seed}`,
    `programs: ${programs.join(', ')}`,
    `node ${process.version}; vega ${packageVersion('vega')}, vega-lite ${packageVersion('vega-lite')}; ${llc}`,
    "every figure but compile time is a function of the inputs and the seed; compile time is this machine's wall clock, and without --quick so is whether an optimal allocation is proven within its 60 s",
  ];
}
