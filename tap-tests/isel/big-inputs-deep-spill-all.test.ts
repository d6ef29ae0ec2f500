// Large inputs (issue 18, Deliver 3): the SIZE-deep expression (8,000) of big-inputs.ts under
// spill-all, with every selector: compiled, run in Unicorn and matched against the interpreter in a
// heap-capped child, within README's memory bound. Requires Unicorn. One file per program x
// allocator keeps each file well under the suite's per-file time.

import t from 'tap';
import { runBigCells } from './big-inputs.js';

t.test('deep x spill-all', async (t) => runBigCells(t, 'deep', 'spill-all'));
