// Front end on the whole corpus: for every file under corpus/ll, the parsed module verifies,
// and print∘parse is a fixed point: print(parse(print(parse(f)))) === print(parse(f)).
// Every file must parse: none is rejected. (The ARM/Thumb switch_sparse files at -O1/-O2, whose
// switch clang-14 narrows to i10, go through the integer promotion of engine/frontend/promote.ts.)
import t from 'tap';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseModule } from '../../engine/frontend/parse.js';
import { printModule } from '../../engine/ir/print.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { listLl } from './helpers.js';

const CORPUS = new URL('../../corpus/ll/', import.meta.url).pathname;

t.test('every corpus file parses, verifies, and print∘parse is a fixed point', async (t) => {
  const files = listLl(CORPUS);
  t.ok(files.length > 0, `corpus/ll has .ll files (regenerate with npm run corpus): ${files.length}`);
  const failures: string[] = [];
  for (const path of files) {
    const problem = check(path);
    if (problem !== null) failures.push(`${relative(CORPUS, path)}: ${problem}`);
  }
  t.same(failures, [], `${files.length - failures.length} of ${files.length} files round-trip, none rejected`);
});

t.test('the odd-width switches of the corpus are promoted to i16', async (t) => {
  for (const name of ['arm/switch_sparse.O1.ll', 'arm/switch_sparse.O2.ll', 'thumb/switch_sparse.O1.ll', 'thumb/switch_sparse.O2.ll']) {
    const text = readFileSync(CORPUS + name, 'utf8');
    t.match(text, /switch i10 /, `${name} has an i10 switch`);
    const printed = printModule(parseModule(text, name));
    t.notMatch(printed, /i10/, `${name}: no i10 after promotion`);
    t.match(printed, /and i16 %\d+, 1023\n\s+switch i16 /, `${name}: trunc to i10 is masked, the switch is on i16`);
  }
});

/** null when the file round-trips, else what went wrong (a rejection included). */
function check(path: string): string | null {
  try {
    const first = parseModule(readFileSync(path, 'utf8'), path);
    verifyModule(first);
    const printed = printModule(first);
    const again = printModule(parseModule(printed, `${path} (printed)`));
    return again === printed ? null : 'print(parse(print(parse(f)))) differs from print(parse(f))';
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
