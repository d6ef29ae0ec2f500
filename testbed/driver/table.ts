// Plain-text and HTML tables for command output. HTML cells and titles are escaped twice over: their
// control bytes spelled \xHH (common/text.ts: a NUL or an ESC in a page is no more readable than on
// a terminal), then &, < and >.

import { escapeControl } from '../../common/text.js';

export type Row = readonly string[];

/** Columns padded to their widest cell; numeric-looking cells are right-aligned. */
export function formatTable(header: Row, rows: readonly Row[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = /^-?[\d.,]+%?$/;
  const line = (r: Row): string =>
    r
      .map((cell, i) => (numeric.test(cell) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function escapeHtml(s: string): string {
  return escapeControl(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function htmlTable(header: Row, rows: readonly Row[]): string {
  const tr = (cells: Row, tag: string): string => `<tr>${cells.map((c) => `<${tag}>${escapeHtml(c)}</${tag}>`).join('')}</tr>`;
  return `<table>\n<thead>${tr(header, 'th')}</thead>\n<tbody>\n${rows.map((r) => tr(r, 'td')).join('\n')}\n</tbody>\n</table>`;
}

export function htmlPage(title: string, body: string): string {
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 8px;text-align:right}td:first-child{text-align:left}</style>
</head><body><h1>${escapeHtml(title)}</h1>\n${body}\n</body></html>\n`;
}
