// One figure of `tessera report`: the rows behind it, the Vega-Lite spec that draws them, and the
// words around it. The spec shapes used by the report's sections live here, so that every section
// draws the same kind of plot the same way.
//
// Contract: a Figure's `rows` are flat records (strings, numbers, null) — written as <id>.csv and
// <id>.json beside the page, exactly what the plot shows; `spec` takes the rows as inline data (the
// builders below put them there) or is null when the figure is left out, `missing` then saying why.

import type { PlotSpec } from './plot.js';

export type Value = string | number | null;
export type Rows = readonly Readonly<Record<string, Value>>[];

export interface Figure {
  /** File stem of the figure's data (<id>.csv, <id>.json, <id>.vl.json) and anchor on the page. */
  readonly id: string;
  readonly title: string;
  /** How to read it, how it was measured, and the thesis figure it is the analogue of. */
  readonly caption: string;
  readonly rows: Rows;
  readonly spec: PlotSpec | null;
  /** Why the figure is left out (spec null), or a remark shown under it. */
  readonly note?: string;
}

/** x rounded to `places` decimals: the data files hold what the plot shows, no float noise. */
export const rounded = (x: number, places: number): number => Math.round(x * 10 ** places) / 10 ** places;

const values = (rows: Rows) => ({ values: rows as Record<string, Value>[] });

/** A heat map: `x` × `y` cells coloured by `color` (a ratio around 1), the value printed in each cell, one panel per `facet`. */
export function heatmap(rows: Rows, f: { x: string; y: string; color: string; facet: string; title: string; mid: number }): PlotSpec {
  return {
    title: f.title,
    data: values(rows),
    facet: { column: { field: f.facet, type: 'nominal', title: null } },
    spec: {
      width: { step: 34 },
      height: { step: 18 },
      encoding: {
        x: { field: f.x, type: 'nominal', sort: null, axis: { labelAngle: -45 } },
        y: { field: f.y, type: 'nominal', sort: null },
      },
      layer: [
        {
          mark: 'rect',
          encoding: {
            color: { field: f.color, type: 'quantitative', scale: { scheme: 'redblue', reverse: true, domainMid: f.mid } },
          },
        },
        { mark: { type: 'text', fontSize: 8 }, encoding: { text: { field: f.color, type: 'quantitative', format: '.2f' } } },
      ],
    },
    resolve: { scale: { color: 'shared' } },
  } as PlotSpec;
}

/** Histograms of `field` (at most 30 bins), one row of panels per `facet`, a symlog count axis. */
export function histogram(rows: Rows, f: { field: string; facet: string; title: string; xTitle: string }): PlotSpec {
  return {
    title: f.title,
    data: values(rows),
    transform: [{ filter: `isValid(datum.${f.field})` }],
    facet: { row: { field: f.facet, type: 'nominal', title: null, header: { labelAngle: 0, labelAlign: 'left' } } },
    spec: {
      width: 420,
      height: 90,
      mark: 'bar',
      encoding: {
        x: { field: f.field, type: 'quantitative', bin: { maxbins: 30 }, title: f.xTitle },
        y: { aggregate: 'count', type: 'quantitative', title: 'instances', scale: { type: 'symlog' } },
      },
    },
    resolve: { scale: { x: 'independent' } },
  } as PlotSpec;
}

/** Lines of `y` against `x`, one per `color`, on log axes where asked; one panel per `facet` when given. */
export function lines(
  rows: Rows,
  f: {
    x: string;
    y: string;
    color: string;
    facet?: string;
    title: string;
    xTitle: string;
    yTitle: string;
    logX?: boolean;
    yDomain?: readonly [number, number];
  },
): PlotSpec {
  const x = f.logX ? { type: 'symlog' } : { zero: false };
  const y = f.yDomain === undefined ? { zero: false } : { domain: [...f.yDomain] };
  const inner = {
    width: 240,
    height: 200,
    mark: { type: 'line', point: true },
    encoding: {
      x: { field: f.x, type: 'quantitative', title: f.xTitle, scale: x },
      y: { field: f.y, type: 'quantitative', title: f.yTitle, scale: y },
      color: { field: f.color, type: 'nominal' },
    },
  };
  return (
    f.facet === undefined
      ? { title: f.title, data: values(rows), ...inner }
      : { title: f.title, data: values(rows), facet: { column: { field: f.facet, type: 'nominal', title: null } }, spec: inner }
  ) as PlotSpec;
}

/** Points of `y` against `x`, one panel per `facet`, coloured by `color`; with `diagonal` the line y = x, with `fit` each colour's power law y = a·x^b (a line on log axes). */
export function scatter(
  rows: Rows,
  f: {
    x: string;
    y: string;
    color: string;
    facet: string;
    title: string;
    xTitle: string;
    yTitle: string;
    log?: 'log' | 'symlog';
    diagonal?: boolean;
    fit?: boolean;
  },
): PlotSpec {
  const scale = f.log === undefined ? {} : { type: f.log };
  const x = { field: f.x, type: 'quantitative', title: f.xTitle, scale };
  const y = { field: f.y, type: 'quantitative', title: f.yTitle, scale };
  const color = { field: f.color, type: 'nominal' };
  // A log axis cannot place 0: such points are left out of the plot (they stay in the data).
  const positive = f.log === 'log' ? [{ filter: `datum.${f.x} > 0 && datum.${f.y} > 0` }] : [];
  const points = { transform: positive, mark: { type: 'point', filled: true, opacity: 0.6 }, encoding: { x, y, color } };
  const fit = {
    transform: [{ filter: `datum.${f.y} > 0` }, { regression: f.y, on: f.x, groupby: [f.color], method: 'pow' }],
    mark: { type: 'line', strokeWidth: 1 },
    encoding: { x, y, color },
  };
  const diagonal = {
    mark: { type: 'rule', color: '#999', strokeDash: [4, 4] },
    encoding: {
      x: { aggregate: 'min', field: f.x, type: 'quantitative' },
      y: { aggregate: 'min', field: f.x, type: 'quantitative' },
      x2: { aggregate: 'max', field: f.x },
      y2: { aggregate: 'max', field: f.x },
    },
  };
  return {
    title: f.title,
    data: values(rows),
    facet: { field: f.facet, type: 'nominal', title: null },
    columns: 2,
    spec: { width: 260, height: 220, layer: [points, ...(f.fit ? [fit] : []), ...(f.diagonal ? [diagonal] : [])] },
    resolve: { scale: { x: 'independent', y: 'independent', color: 'independent' } },
  } as PlotSpec;
}

/** Bars of `y` per `x`, one panel per `facet`. */
export function bars(rows: Rows, f: { x: string; y: string; facet: string; title: string; yTitle: string }): PlotSpec {
  return {
    title: f.title,
    data: values(rows),
    facet: { column: { field: f.facet, type: 'nominal', title: null } },
    spec: {
      width: { step: 22 },
      height: 160,
      mark: 'bar',
      encoding: {
        x: { field: f.x, type: 'nominal', sort: null, axis: { labelAngle: -45 } },
        y: { field: f.y, type: 'quantitative', title: f.yTitle },
        color: { field: f.x, type: 'nominal', legend: null },
      },
    },
    resolve: { scale: { x: 'independent' } },
  } as PlotSpec;
}
