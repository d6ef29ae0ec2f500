// C-Vise's interestingness test for `tessera csmith --reduce` (testbed/csmith/reduce.ts).
//
// Contract: `node csmith-interesting.mjs <socket> <file>` sends the candidate's absolute path (one
// line) to the judge listening on the Unix socket <socket> (the tessera process that found the
// mismatch, which runs the same cell on it) and exits 0 when the judge answers 1 (still the same
// finding), 1 otherwise — also when the judge is gone, so a stopped reduction keeps nothing new.
// Plain JavaScript with no imports beyond node's, so that each of cvise's many calls starts fast.

import { connect } from 'node:net';

const [socket, file] = process.argv.slice(2);
let answer = '';
const conn = connect(socket, () => conn.write(`${file}\n`));
conn.on('data', (d) => {
  answer += d.toString();
});
conn.on('end', () => process.exit(answer.trim() === '1' ? 0 : 1));
conn.on('error', () => process.exit(1));
