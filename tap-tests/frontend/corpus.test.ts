// Front end on the whole corpus: for every file under corpus/ll, the parsed module verifies,
// and print∘parse is a fixed point: print(parse(print(parse(f)))) === print(parse(f)).
// A file may only fail to parse if it is listed below with the exact reason, because the
// construct is one the engine IR deliberately does not model.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseModule } from '../../engine/frontend/parse.js';
import { SourceError } from '../../engine/ir/diagnostics.js';
import { printModule } from '../../engine/ir/print.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { listLl } from './helpers.js';

const CORPUS = new URL('../../corpus/ll/', import.meta.url).pathname;

/**
 * Known rejections: clang-14's SimplifyCFG narrows the switch of switch_sparse.c to i10 on the
 * ARM triples at -O1/-O2; only i1/i8/i16/i32/i64 exist in the engine IR.
 */
const EXPECTED_REJECTIONS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/^(arm|thumb)\/switch_sparse\.O[12]\.ll$/, /: unsupported integer type i10$/],
];

t.test('every corpus file parses, verifies, and print∘parse is a fixed point', async (t) => {
  const files = listLl(CORPUS);
  t.ok(files.length > 0, `corpus/ll has .ll files (regenerate with npm run corpus): ${files.length}`);
  const failures: string[] = [];
  let rejected = 0;
  for (const path of files) {
    const name = relative(CORPUS, path);
    const problem = check(path, name);
    if (problem === 'rejected') rejected++;
    else if (problem !== null) failures.push(`${name}: ${problem}`);
  }
  t.same(failures, [], `${files.length - rejected - failures.length} files round-trip, ${rejected} expected rejections`);
});

/** null when the file round-trips, 'rejected' for an expected rejection, else what went wrong. */
function check(path: string, name: string): string | null {
  let first;
  try {
    first = parseModule(readFileSync(path, 'utf8'), path);
  } catch (e) {
    if (!(e instanceof SourceError)) throw e;
    const expected = EXPECTED_REJECTIONS.some(([file, message]) => file.test(name) && message.test(e.message));
    return expected ? 'rejected' : e.message;
  }
  try {
    verifyModule(first);
    const printed = printModule(first);
    const again = printModule(parseModule(printed, `${path} (printed)`));
    return again === printed ? null : 'print(parse(print(parse(f)))) differs from print(parse(f))';
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
