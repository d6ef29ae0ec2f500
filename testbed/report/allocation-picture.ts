// The picture of one function's allocation (`tessera explain --svg`, issue 25): program points down,
// vregs across, each live range a bar coloured by its location, each edit a point shaped by its
// kind; two allocations of the function side by side (`--vs`), one panel each.
//
// Contract: `allocationPicture(panels, title)` requires one or two panels, each an allocator's name
// and its FunctionSpillProfile (spill-profile.ts) of the same function, and produces a Vega-Lite spec
// with inline data for plot.ts renderSvg. In each panel: the y axis is the program point (2i the
// early, 2i+1 the late point of instruction i; reversed, point 0 at the top); the x axis the vregs
// (ordinal, 18 px each, so a 50-vreg function is 900 px wide); a live range is a bar from half a
// point before its first point to half a point after its last, coloured by its location (one colour
// scale over both panels: a register or slot has one colour in the picture) and opaque in a
// register, pale in a slot, faint `none`; an edit is one point mark (aria role "point", the only
// marks of that role) at its vreg, half a point before its instruction's early point (`before`) or
// after its late point (`after`), a folded reload at the early point itself; a dashed rule and a
// label `b<id> ×<measured>` mark each block's first point. Deterministic: the spec is plain data.

import { compareLocations } from './live-ranges.js';
import type { PlotSpec } from './plot.js';
import type { EditKind, FunctionSpillProfile, ProfiledEdit } from './spill-profile.js';

export interface Panel {
  readonly ra: string;
  readonly profile: FunctionSpillProfile;
}

const KINDS: readonly EditKind[] = ['spill', 'reload', 'folded', 'move', 'remat'];
const SHAPES = ['triangle-down', 'triangle-up', 'diamond', 'square', 'cross'];
const PX_PER_VREG = 18;
const PX_PER_POINT = 8;
const MAX_HEIGHT = 4000;

/** The Vega-Lite spec of the panels, side by side. */
export function allocationPicture(panels: readonly Panel[], title: string): PlotSpec {
  const locations = [...new Set(panels.flatMap((p) => p.profile.liveRanges.map((r) => r.location)))].sort(compareLocations);
  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title,
    hconcat: panels.map((p) => panelSpec(p, locations)),
    resolve: { scale: { color: 'shared', opacity: 'shared', shape: 'shared' } },
  };
  // The layers are built as plain objects (Vega-Lite's own types are a union too wide to spell here);
  // rendering compiles the spec, so a malformed one fails there, not silently.
  return spec as unknown as PlotSpec;
}

function panelSpec(panel: Panel, locations: readonly string[]): Record<string, unknown> {
  const f = panel.profile;
  const vregs = [...new Set([...f.liveRanges.map((r) => r.vreg), ...f.edits.map((e) => e.vreg)])].sort((a, b) => a - b);
  const x = { field: 'vreg', type: 'ordinal', scale: { domain: vregs }, axis: { title: 'vreg', labelAngle: 0 } };
  const y = {
    field: 'y',
    type: 'quantitative',
    scale: { domain: [-1, Math.max(f.points, 1)], reverse: true, nice: false, zero: false },
    axis: { title: 'program point' },
  };
  return {
    title: `${panel.ra}: @${f.function}`,
    width: Math.max(120, PX_PER_VREG * vregs.length),
    height: Math.min(MAX_HEIGHT, Math.max(200, PX_PER_POINT * f.points)),
    layer: [rangeLayer(f, x, y, locations), blockRuleLayer(f, y), blockLabelLayer(f, y), editLayer(f, x, y)],
  };
}

function rangeLayer(f: FunctionSpillProfile, x: object, y: object, locations: readonly string[]): object {
  const values = f.liveRanges.map((r) => ({
    vreg: r.vreg,
    y: r.from - 0.5,
    y2: r.to + 0.5,
    location: r.location,
    in: placeKind(r.location),
    points: `${r.from}..${r.to}`,
  }));
  return {
    data: { values },
    mark: { type: 'bar', width: { band: 0.7 } },
    encoding: {
      x,
      y,
      y2: { field: 'y2' },
      color: {
        field: 'location',
        type: 'nominal',
        scale: { domain: locations, scheme: 'tableau20' },
        legend: { title: 'location', symbolLimit: 60 },
      },
      opacity: {
        field: 'in',
        type: 'ordinal',
        scale: { domain: ['register', 'slot', 'none'], range: [0.9, 0.4, 0.12] },
        legend: { title: 'in' },
      },
      tooltip: [{ field: 'vreg' }, { field: 'location' }, { field: 'points' }],
    },
  };
}

function editLayer(f: FunctionSpillProfile, x: object, y: object): object {
  const values = f.edits.map((e) => ({
    vreg: e.vreg,
    y: editY(e),
    kind: e.kind,
    from: e.from,
    to: e.to,
    block: e.block,
    point: `${e.point.pos} ${e.point.inst}`,
    static: e.staticWeight,
    measured: e.measured,
  }));
  return {
    data: { values },
    mark: { type: 'point', filled: true, size: 70, color: '#222', opacity: 1 },
    encoding: {
      x,
      y,
      shape: { field: 'kind', type: 'nominal', scale: { domain: KINDS, range: SHAPES }, legend: { title: 'edit' } },
      tooltip: ['kind', 'vreg', 'from', 'to', 'block', 'point', 'static', 'measured'].map((field) => ({ field })),
    },
  };
}

/** Block boundaries after the first: a dashed rule half a point above each block's first point. */
function blockRuleLayer(f: FunctionSpillProfile, y: object): object {
  return {
    data: { values: f.blocks.filter((b) => b.firstPoint > 0).map((b) => ({ y: b.firstPoint - 0.5 })) },
    mark: { type: 'rule', color: '#999', strokeDash: [4, 3] },
    encoding: { y },
  };
}

function blockLabelLayer(f: FunctionSpillProfile, y: object): object {
  const values = f.blocks.map((b) => ({ y: b.firstPoint - 0.5, label: `b${b.id} ×${b.measured}` }));
  return {
    data: { values },
    mark: { type: 'text', align: 'left', baseline: 'top', dx: 2, dy: 1, fontSize: 9, color: '#555' },
    encoding: { y, x: { value: 0 }, text: { field: 'label' } },
  };
}

function editY(e: ProfiledEdit): number {
  const early = 2 * e.point.inst;
  if (e.kind === 'folded') return early;
  return e.point.pos === 'before' ? early - 0.5 : early + 1.5;
}

function placeKind(location: string): 'register' | 'slot' | 'none' {
  if (location === 'none') return 'none';
  return /^slot\d+$/.test(location) ? 'slot' : 'register';
}
