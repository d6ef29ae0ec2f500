// The sections of `tessera report`, one table: each section's heading, how many progress steps it
// announces and the function that measures it into figures (testbed/report/<section>.ts; each file's
// header says what it measures and which figure of the papers it is the analogue of). The report
// command (testbed/driver/report.ts) runs them in its process or, with --jobs, in the children of
// section-pool.ts, which look them up here by name.

import type { ReportSection } from '../driver/commands.js';
import { accuracyFigures, accuracySteps } from './accuracy.js';
import type { ReportContext } from './context.js';
import type { Figure } from './figure.js';
import { matrixFigures, matrixSteps } from './matrix.js';
import { optimalityFigures, optimalitySteps } from './optimality.js';
import { progressiveFigures, progressiveSteps } from './progressive.js';
import { scalingFigures, scalingSteps } from './scaling.js';
import { spillFigures, spillSteps } from './spills.js';

export interface SectionSpec {
  readonly heading: string;
  readonly steps: (ctx: ReportContext) => number;
  /** The section's figures; a heuristic below a proven optimum or a checker's rejection is pushed on `failures`. */
  readonly figures: (ctx: ReportContext, failures: string[]) => Figure[] | Promise<Figure[]>;
}

export const SECTIONS: Record<ReportSection, SectionSpec> = {
  matrix: { heading: 'Code size and dynamic loads+stores against llc-14', steps: (c) => matrixSteps(c).length, figures: matrixFigures },
  optimality: { heading: 'Optimality: heuristics against proven optima', steps: optimalitySteps, figures: optimalityFigures },
  progressive: {
    heading: 'The progressive allocator: improvement and bound against iterations',
    steps: progressiveSteps,
    figures: progressiveFigures,
  },
  accuracy: { heading: "The MCNF model's accuracy", steps: accuracySteps, figures: accuracyFigures },
  scaling: { heading: 'Compile-time scaling', steps: scalingSteps, figures: scalingFigures },
  spills: { heading: 'Static spill cost against measured spills', steps: spillSteps, figures: spillFigures },
};
