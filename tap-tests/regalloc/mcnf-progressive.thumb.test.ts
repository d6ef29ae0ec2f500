// The progressive allocator's properties on thumb against the MILP optimum (see mcnf-progressive-checks.ts).
import t from 'tap';
import { corpusProperties, generatedProperties } from './mcnf-progressive-checks.js';

t.test('thumb: generated functions, 3 registers, speed and size: bound, monotone best, checker', async (t) =>
  generatedProperties(t, 'thumb'),
);
t.test('thumb: corpus functions up to 10 instructions, speed and size: bound, monotone best, checker', async (t) =>
  corpusProperties(t, 'thumb', 10),
);
