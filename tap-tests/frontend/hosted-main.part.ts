// C is compiled hosted (testbed/driver/input.ts): a program that reaches main's closing brace
// returns 0 (C99 5.1.2.2.3). Compiled freestanding, as it was, clang-14 wrote `ret i32 undef` there
// and the interpreter reported "return of a poison value" — three GCC torture files (strlen-3.c,
// memchr-1.c, pr87053.c) never ran. Library calls stay calls (-fno-builtin): strlen is not folded.
//
// Requires clang-14. Checks, on all four targets, that such a main returns 0 in the interpreter and
// that a call to strlen on a constant string is still a call in the IR.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { interpretFor } from '../../testbed/driver/execute.js';
import { loadProgram } from '../../testbed/driver/input.js';

const SOURCE = `#include <string.h>
int g;
int main(void) { g = (int)strlen("four"); }
`;

const dir = mkdtempSync(join(tmpdir(), 'tessera-hosted-'));
const path = join(dir, 'hosted.c');
writeFileSync(path, SOURCE);

for (const target of ['x86-32', 'x86-64', 'arm', 'thumb']) {
  t.test(`${target}: falling off main returns 0; strlen stays a call`, async (t) => {
    const { module } = loadProgram(path, target, 1);
    const o = interpretFor(module, { entry: 'main', args: [], maxSteps: 1_000_000, exactHooks: false });
    t.equal(o.status, 'ok', o.reason ?? '');
    t.equal(o.return, 0n, 'main returns 0');
    const main = module.functions.find((f) => f.name === 'main')!;
    const calls = main.blocks.flatMap((b) => b.insts).filter((i) => i.op === 'call' && i.callee === 'strlen');
    t.equal(calls.length, 1, 'strlen is called, not folded');
  });
}
