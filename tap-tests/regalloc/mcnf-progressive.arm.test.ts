// The progressive allocator's properties on arm against the MILP optimum (see mcnf-progressive-checks.ts).
import t from 'tap';
import { corpusProperties, generatedProperties } from './mcnf-progressive-checks.js';

t.test('arm: generated functions, 3 registers, speed and size: bound, monotone best, checker', async (t) => generatedProperties(t, 'arm'));
t.test('arm: corpus functions up to 10 instructions, speed and size: bound, monotone best, checker', async (t) =>
  corpusProperties(t, 'arm', 10),
);
