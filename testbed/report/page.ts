// The report's files: one self-contained HTML page (every plot inlined as SVG, no script, no
// network) and, beside it, the data of every figure as <id>.csv and <id>.json and its Vega-Lite spec
// as <id>.vl.json (re-render it in any Vega-Lite viewer).
//
// Contract: `writeReport(dir, report)` requires figures whose SVG is rendered (plot.ts) and writes
// index.html plus the data files; bytes depend only on the report's contents (no time stamp: the
// provenance lines are given by the caller). Returns the page's path.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeControl } from '../../common/text.js';
import type { Figure, Rows, Value } from './figure.js';

export interface RenderedFigure {
  readonly figure: Figure;
  /** The SVG text, or null when the figure is left out. */
  readonly svg: string | null;
}

export interface Section {
  readonly heading: string;
  readonly figures: readonly RenderedFigure[];
}

export interface Report {
  readonly title: string;
  readonly sections: readonly Section[];
  /** How the page was produced: the command, seeds, versions, one line each. */
  readonly provenance: readonly string[];
}

const escapeHtml = (s: string): string => escapeControl(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** RFC 4180 CSV: the columns in order of first appearance; a cell with a comma, quote or newline quoted. */
export function toCsv(rows: Rows): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v: Value | undefined): string => {
    const s = v === null || v === undefined ? '' : String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return `${[columns.map(cell).join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))].join('\n')}\n`;
}

function figureHtml({ figure, svg }: RenderedFigure): string {
  const files =
    svg === null
      ? ''
      : ` Data: <a href="${figure.id}.csv">${figure.id}.csv</a>, <a href="${figure.id}.json">${figure.id}.json</a>, spec <a href="${figure.id}.vl.json">${figure.id}.vl.json</a>.`;
  const note = figure.note === undefined ? '' : `\n<p class="note">${escapeHtml(figure.note)}</p>`;
  const body = svg === null ? '<p class="missing">Left out.</p>' : `<div class="plot">${svg}</div>`;
  return `<figure id="${figure.id}">\n<h3>${escapeHtml(figure.title)}</h3>\n${body}${note}\n<figcaption>${escapeHtml(figure.caption)}${files}</figcaption>\n</figure>`;
}

const STYLE =
  'body{font-family:DejaVu Sans,Verdana,sans-serif;margin:2em;max-width:90em}figure{margin:1.5em 0}' +
  'figcaption,.note,.missing{max-width:60em;color:#333;font-size:90%}.missing{color:#a00}.plot{overflow-x:auto}' +
  'pre{background:#f6f6f6;padding:.5em}';

function pageHtml(report: Report): string {
  const toc = report.sections.map((s, i) => `<li><a href="#s${i}">${escapeHtml(s.heading)}</a></li>`).join('');
  const sections = report.sections.map(
    (s, i) => `<section id="s${i}">\n<h2>${escapeHtml(s.heading)}</h2>\n${s.figures.map(figureHtml).join('\n')}\n</section>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(report.title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(report.title)}</h1>
<ul>${toc}</ul>
${sections.join('\n')}
<h2>How this page was produced</h2>
<pre>${report.provenance.map(escapeHtml).join('\n')}</pre>
</body></html>
`;
}

/** Writes index.html and every figure's data and spec into dir; returns the page's path. */
export function writeReport(dir: string, report: Report): string {
  mkdirSync(dir, { recursive: true });
  for (const { figure, svg } of report.sections.flatMap((s) => s.figures)) {
    writeFileSync(join(dir, `${figure.id}.csv`), toCsv(figure.rows));
    writeFileSync(join(dir, `${figure.id}.json`), `${JSON.stringify(figure.rows, null, 1)}\n`);
    if (figure.spec !== null) writeFileSync(join(dir, `${figure.id}.vl.json`), `${JSON.stringify(figure.spec, null, 1)}\n`);
    if (svg !== null) writeFileSync(join(dir, `${figure.id}.svg`), svg);
  }
  const page = join(dir, 'index.html');
  writeFileSync(page, pageHtml(report));
  return page;
}
