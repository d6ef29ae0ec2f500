// `tessera csmith` is deterministic for a seed (issue 19, Deliver 6, Csmith): the same report, byte
// for byte, when the programs run in this process or in two child processes (--jobs 2: programs
// finish in any order; the report is sorted by program index), and from any working folder; --json
// (on the first program alone) has the report's fields.

import t from 'tap';
import { cli, scratch } from '../driver/in-process.js';
import { missingTools } from './tools.js';

// Run alone (node --import tsx), tap's root would stop after 30 s; the runner's limit (package.json) is 600 s.
t.setTimeout(600_000);

const missing = missingTools(['csmith', 'clang-14', 'llc-14']);

t.test('the same seed gives the same report, byte for byte, in this process or in two children', { timeout: 600_000 }, async (t) => {
  if (missing.length > 0) return t.fail(missing.join('; '));
  const out = scratch('tessera-csmith-');
  // --max-steps as in campaign.test.ts: the same outcomes in a tenth of the steps.
  const args = ['csmith', '--seed', '2', '--count', '2', '--targets', 'x86-32,thumb', '--max-steps', '1000000', '--out', out.dir];
  const one = await cli(args);
  // From another folder: the children must find the package's tsx, not the user's folder's.
  const home = process.cwd();
  process.chdir(out.dir);
  const two = await cli([...args, '--jobs', '2']).finally(() => process.chdir(home));
  t.equal(one.code, 0);
  t.equal(two.out, one.out, 'the same stdout');
  // The JSON's fields need one program, not a third run of both.
  const json = await cli(['csmith', '--seed', '2', '--count', '1', '--targets', 'x86-32,thumb', '--out', out.dir, '--json']);
  const doc = JSON.parse(json.out) as { seed: number; finished: number; targets: Record<string, { match: number }> };
  t.equal(doc.finished, 1, 'JSON: the program');
  t.ok(doc.targets['x86-32']!.match + doc.targets.thumb!.match > 0, 'JSON: the counts per target');
});
