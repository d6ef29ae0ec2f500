// The report's first section: code size and dynamic loads+stores of every selector × allocator on
// every target, relative to llc-14 greedy on the same programs (the analogues of Koes's Figs
// 5.14-5.17, selectors, and 7.6, allocators).
//
// Contract: requires the corpus's committed IR (corpus/ll/<target>/<p>.O1.ll). Runs demo.ts's cells
// (each checked against the interpreter in Unicorn) and sums each cell's code size and loads+stores
// over the programs on which every cell of that target matched (demo.ts's targetSummary). Produces
// two figures (size, loads+stores), rows: target, isel, ra, programs, value, llc, ratio.
// The allocators exclude `optimal`: without a time budget its MILP may run for hours on the larger
// corpus functions, and with one its allocation depends on the machine's speed, which the page's
// bytes must not; the optimality section measures it. The MCNF allocators run under maxmunch alone
// (`specs`).

import { join } from 'node:path';
import { ALLOCATOR_NAMES, MODEL_ALLOCATOR_NAMES, SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import type { CellSpec } from '../driver/backend.js';
import { fails, unsupported } from '../driver/check.js';
import { type Cell, demoCell, targetSummary } from '../driver/demo.js';
import type { Target } from '../driver/targets.js';
import { type Figure, heatmap, rounded } from './figure.js';
import type { ReportContext } from './context.js';

/**
 * The cells: every selector with each classic allocator (`tessera demo`'s matrix, fractions of a
 * second a cell), and the MCNF allocators (iterative, simultaneous, hybrid, progressive: seconds to
 * minutes a program, progressive ten MCNF allocations a function) with maxmunch only, as the thesis
 * compares allocators under one selector (Fig 7.6). --quick: four classic allocators and the hybrid.
 */
function specs(quick: boolean): CellSpec[] {
  const cell = (isel: string, ra: string): CellSpec => ({ backend: 'tessera', isel, ra, verify: true });
  const classic = quick ? ALLOCATOR_NAMES.filter((ra) => ra !== 'spill-all') : ALLOCATOR_NAMES;
  const mcnf = quick ? ['hybrid'] : MODEL_ALLOCATOR_NAMES;
  return [...SELECTOR_NAMES.flatMap((isel) => classic.map((ra) => cell(isel, ra))), ...mcnf.map((ra) => cell('maxmunch', ra))];
}

/** The matrix's cells: one per program × target (each holding every selector × allocator and llc). */
export function matrixSteps(ctx: ReportContext): { program: string; target: Target }[] {
  return ctx.targets.flatMap((target) => ctx.programs.map((program) => ({ program, target })));
}

export function matrixFigures(ctx: ReportContext, failures: string[]): Figure[] {
  const cellSpecs = specs(ctx.quick);
  const cells: Cell[] = matrixSteps(ctx).map(({ program, target }) => {
    const cell = demoCell(program, target, join(ctx.corpus, 'll', target.name, `${program}.O1.ll`), cellSpecs);
    ctx.tick(`matrix ${program} ${target.name}`);
    return cell;
  });
  let unsupportedCells = 0;
  for (const cell of cells)
    for (const r of [cell.llc, ...cell.tessera]) {
      const l = r.label;
      if (fails(r))
        failures.push(
          `matrix ${l.program} ${l.target} ${l.isel}/${l.ra}: does not match the interpreter or failed (${'reason' in r ? r.reason : 'mismatch'})`,
        );
      if (unsupported(r)) unsupportedCells++;
    }
  const rows = ctx.targets.flatMap((t) => {
    const s = targetSummary(cells, t.name, cellSpecs);
    return s.tessera.map((c) => ({
      target: t.name,
      isel: c.isel,
      ra: c.ra,
      programs: s.programs,
      size: c.totals.size,
      llcSize: s.llc.size,
      sizeRatio: ratio(c.totals.size, s.llc.size),
      loadsStores: c.totals.memory,
      llcLoadsStores: s.llc.memory,
      loadsStoresRatio: ratio(c.totals.memory, s.llc.memory),
    }));
  });
  const where = `${ctx.programs.length} corpus programs at -O1 (${ctx.programs.join(', ')})`;
  const caption = (what: string, thesis: string) =>
    `${what} of every selector (rows) × allocator (columns), summed over the programs on which every cell of the target — and llc-14 greedy — matched the interpreter in Unicorn (the column "programs" of the data), divided by llc-14 greedy's sum: below 1 (blue) is smaller or fewer than llc. ${where}. The analogue of ${thesis}. \`optimal\` is left out of this matrix: unbudgeted its MILP may run for hours on large functions, budgeted its result depends on the machine; see the optimality section.`;
  const counted = ctx.targets.map((t) => `${t.name} ${rows.find((r) => r.target === t.name)?.programs ?? 0} of ${ctx.programs.length}`);
  const note = `Programs summed per target: ${counted.join(', ')} (a program on which some cell is unsupported or fails is left out of its target's sums); ${unsupportedCells} cells unsupported (a construct the back end refuses).`;
  return [
    {
      id: 'matrix-size',
      note,
      title: 'Code size relative to llc-14 greedy',
      caption: caption('Code size (bytes of machine code)', "Koes's Figs 5.14-5.15 (selection) and 7.6 (allocation)"),
      rows,
      spec: heatmap(rows, { x: 'ra', y: 'isel', color: 'sizeRatio', facet: 'target', title: 'code size / llc-14 greedy', mid: 1 }),
    },
    {
      id: 'matrix-loads-stores',
      note,
      title: 'Dynamic loads+stores relative to llc-14 greedy',
      caption: caption('Dynamic loads plus stores executed (entry main)', "Koes's Figs 5.16-5.17 and 7.6"),
      rows,
      spec: heatmap(rows, {
        x: 'ra',
        y: 'isel',
        color: 'loadsStoresRatio',
        facet: 'target',
        title: 'loads+stores / llc-14 greedy',
        mid: 1,
      }),
    },
  ];
}

/** x / base rounded to 4 decimals (null when base is 0), so that the data files are short and exact to what the plot shows. */
function ratio(x: number, base: number): number | null {
  return base === 0 ? null : rounded(x / base, 4);
}
