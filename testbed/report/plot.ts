// Plots as SVG text, rendered in Node by Vega-Lite (a declarative grammar of graphics: a plot is a
// plain JSON spec, which is also what the report writes beside it) compiled to Vega and drawn by
// Vega's headless SVG renderer. Chosen because the spec is data (reviewable, diffable, the same spec
// re-renders in a browser), the renderer needs no canvas, font or browser in Node, and its output is
// a pure function of the spec: no clock, no random numbers, text widths estimated from the font size.
//
// Contract: `renderSvg(spec)` requires a Vega-Lite spec with inline data (`data.values`) and
// produces one standalone <svg> element (white background, explicit width and height); the same
// spec gives the same bytes on every run and machine.

import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

export type PlotSpec = TopLevelSpec;

// Text widths estimated from the font size, never measured: Vega measures with node-canvas when that
// package can be imported, which would make the bytes depend on what else is installed.
// (vega-scenegraph's textMetrics: exported at run time, missing from vega's typings.)
(vega as unknown as { textMetrics: { canvas(use: boolean): void } }).textMetrics.canvas(false);

/** A plot's config shared by every figure: one font and sizes, so pages look like one document. */
const CONFIG = {
  font: 'DejaVu Sans, Verdana, sans-serif',
  axis: { labelFontSize: 11, titleFontSize: 12 },
  legend: { labelFontSize: 11, titleFontSize: 12, labelLimit: 320 },
  title: { fontSize: 14, anchor: 'start' },
  view: { stroke: '#ccc' },
} as const;

/**
 * The SVG text of one Vega-Lite spec (with inline data). Vega numbers the ids of gradients and clip
 * paths with a counter global to the process; they are renamed `<prefix>-<n>` in order of first
 * appearance, so that the bytes do not depend on what was rendered before and several plots can
 * share one HTML page without their ids colliding.
 */
export async function renderSvg(spec: PlotSpec, prefix = 'plot'): Promise<string> {
  const withConfig = { ...spec, config: { ...CONFIG, ...(spec.config ?? {}) } } as TopLevelSpec;
  const view = new vega.View(vega.parse(compile(withConfig).spec), { renderer: 'none' });
  try {
    return renameIds(await view.toSVG(), prefix);
  } finally {
    view.finalize();
  }
}

function renameIds(svg: string, prefix: string): string {
  const ids = new Map<string, string>();
  for (const m of svg.matchAll(/ id="([^"]+)"/g)) if (!ids.has(m[1]!)) ids.set(m[1]!, `${prefix}-${ids.size}`);
  if (ids.size === 0) return svg;
  return svg.replace(/( id="|url\(#|href="#)([^")]+)/g, (all, lead: string, id: string) => {
    const renamed = ids.get(id);
    return renamed === undefined ? all : `${lead}${renamed}`;
  });
}
