// The progressive allocator's properties on x86-64 against the MILP optimum (see mcnf-progressive-checks.ts).
import t from 'tap';
import { corpusProperties, generatedProperties } from './mcnf-progressive-checks.js';

t.test('x86-64: generated functions, 3 registers, speed and size: bound, monotone best, checker', async (t) =>
  generatedProperties(t, 'x86-64'),
);
t.test('x86-64: corpus functions up to 10 instructions, speed and size: bound, monotone best, checker', async (t) =>
  corpusProperties(t, 'x86-64', 10),
);
