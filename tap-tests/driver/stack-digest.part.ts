// Issue 19, Deliver 4: a program that leaves stack addresses in globals matches the interpreter on
// every target with llc-14 and with Tessera's back end. Before the digest's stack-address rule
// (oracles/outcome.ts) each side digested its own frame layout and these runs were mismatches.
// The programs follow the shapes found in the GCC torture suite: a global pointer to a local of
// main (20021024-1.c's `cp = &cr`), pointers to locals in a struct member after other fields
// (pr88714.c's `struct T`), and an array of them. Needs clang-14 and llc-14.

import t from 'tap';
import { cli, scratch } from './in-process.js';
import { TARGETS } from '../../testbed/driver/targets.js';
import { loadProgram } from '../../testbed/driver/input.js';
import { Program } from '../../oracles/interpreter/program.js';
import { execute } from '../../oracles/interpreter/exec.js';
import { canonicalStackWords } from '../../oracles/outcome.js';

const { file } = scratch('tessera-stack-digest-');

const LOCALS = file(
  'locals.c',
  `
int *where;
struct holder { int tag; int *p; int *q; } h;
int *many[3];
int counter;

__attribute__((noinline)) int use(int *p) { return *p + counter; }

int main(void) {
  int local = 5;
  int arr[3] = {1, 2, 3};
  where = &local;
  h.tag = 7;
  h.p = &arr[1];
  h.q = &arr[2];
  for (int i = 0; i < 3; i++) many[i] = &arr[i];
  counter = use(where) + *h.p;
  return counter;
}
`,
);

t.test('the interpreter leaves stack addresses in every global the test names', async (t) => {
  for (const target of TARGETS) {
    const { module } = loadProgram(LOCALS, target.name);
    const program = new Program(module);
    execute(program, program.function('main')!, [], 1_000_000);
    const width = target.pointerBits === 64 ? 8 : 4;
    const held = program.mem
      .globalContents()
      .filter((g) => canonicalStackWords(g.bytes, width) !== g.bytes)
      .map((g) => g.name);
    t.same(held.sort(), ['h', 'many', 'where'], `${target.name}: the rule has something to canonicalise`);
  }
});

t.test('run: stack addresses in globals are no mismatch, on all four targets, llc-14 and Tessera', async (t) => {
  for (const target of TARGETS) {
    for (const backend of ['llc', 'tessera']) {
      const r = await cli(['run', LOCALS, '--target', target.name, '--backend', backend, '--json']);
      const label = `${target.name} ${backend}`;
      t.equal(r.code, 0, `${label}: ${r.err}`);
      const json = JSON.parse(r.out);
      t.equal(json.status, 'ok', label);
      t.equal(json.return, '7', label);
      t.equal(json.memoryDigest, json.interpreter.memoryDigest, `${label}: the digests agree`);
      t.equal(json.matchesInterpreter, true, label);
    }
  }
});

t.test('a value beside a stack address still counts in the digest', async (t) => {
  // The rule hides stack addresses only: the int next to the pointer changes the digest.
  const beside = file('beside.c', 'int *where; int counter;\nint main(void) { int l = 1; where = &l; counter = l + BUMP; return 0; }\n');
  const digest = async (bump: string): Promise<string> =>
    JSON.parse((await cli(['interp', beside, '--target', 'x86-32', '-D', `BUMP=${bump}`, '--json'])).out).memoryDigest;
  t.not(await digest('1'), await digest('2'));
  t.equal(await digest('1'), await digest('1'));
});
