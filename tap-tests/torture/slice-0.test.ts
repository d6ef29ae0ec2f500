// The GCC torture suite's npm-test slice, files with index 0 modulo 20, each on one rotating target
// (tap-tests/torture/slice.ts; all four with TESSERA_FULL_SWEEP=1).

import t from 'tap';
import { checkSlice } from './slice.js';

t.test('torture files 0 mod 20, each on one rotating target, match, or fail as the expected list says', async (t) => {
  checkSlice(t, 0);
});
