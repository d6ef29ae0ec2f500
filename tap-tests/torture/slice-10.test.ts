// The GCC torture suite's npm-test slice, files with index 10 modulo 20 (tap-tests/torture/slice.ts).

import t from 'tap';
import { checkSlice } from './slice.js';

t.test('torture files 10 mod 20 on every target match, or fail as the expected list says', async (t) => {
  checkSlice(t, 10);
});
