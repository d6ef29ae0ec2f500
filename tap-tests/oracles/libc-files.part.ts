// The in-memory files and anonymous mmap of Tessera's C library (oracles/runtime-files.ts,
// runtime-mman.ts; issue 19 Deliver 3) on both sides of a comparison: the runtime functions on the
// interpreter's memory (tmpnam's deterministic names, a file written then read back, freopen moving
// stdout to a file while stderr stays on the output, fscanf, positioning, remove, mmap's zeroed
// block and MAP_FIXED's MAP_FAILED, an update mode being unsupported), and a C program doing all
// of it through the emulator harness under a few selector × allocator cells on all four targets,
// whose output, result and memory digest must equal the interpreter's; an unsupported fopen mode
// is an `error` in the interpreter and a fault (not a result) on the machine.
//
// Requires clang-14 and Unicorn for the C programs (regression-cells.ts names a missing tool).

import t from 'tap';
import { I8 } from '../../engine/ir/types.js';
import { Program } from '../../oracles/interpreter/program.js';
import { callRuntime, type RuntimeEnv, type RuntimeResult, type VarArgs } from '../../oracles/runtime.js';
import { buildCell, cellLabel, isFailure, type CellSpec } from '../../testbed/driver/backend.js';
import { executeImage, interpretFor } from '../../testbed/driver/execute.js';
import { findTarget } from '../../testbed/driver/targets.js';
import { cells, compileC } from '../codegen/regression-cells.js';
import { DL_I386, global, module } from './build.js';

function world(): { program: Program; env: RuntimeEnv; buf: bigint } {
  const arr = { kind: 'array', length: 256, elem: I8 } as const;
  const program = new Program(module([], [global('buf', arr, { kind: 'zero', type: arr })], DL_I386));
  return { program, env: program.env, buf: program.layout.globals.find((g) => g.name === 'buf')!.address };
}
const put = (env: RuntimeEnv, addr: bigint, s: string): bigint => {
  if (!env.memory.write(addr, new TextEncoder().encode(`${s}\0`))) throw new Error('setup write failed');
  return addr;
};
const text = (env: RuntimeEnv, addr: bigint, n: number): string => Buffer.from(env.memory.read(addr, n)!).toString('latin1');
function run(name: string, args: bigint[], env: RuntimeEnv, varargs?: VarArgs): RuntimeResult {
  const r = callRuntime(name, args, env, varargs);
  if (r === undefined) throw new Error(`no runtime function ${name}`);
  return r;
}
const v = (value: bigint): RuntimeResult => ({ kind: 'value', value });
const EOF = 0xffffffffn;

t.test('tmpnam, fopen, fprintf to a file, read back, remove', async (t) => {
  const { program, env, buf } = world();
  t.same(run('tmpnam', [buf], env), v(buf), 'tmpnam(buf) fills buf');
  t.equal(text(env, buf, 14), '/tmp/tessera.1', 'deterministic names');
  const name = run('tmpnam', [0n], env);
  if (name.kind !== 'value') return t.fail('tmpnam(NULL)');
  t.equal(text(env, name.value, 15), '/tmp/tessera.2\0', 'tmpnam(NULL): a static buffer on the heap');
  t.same(run('fopen', [name.value, put(env, buf + 32n, 'r')], env), v(0n), 'reading a file that does not exist: NULL');
  const f = run('fopen', [name.value, put(env, buf + 32n, 'w')], env);
  t.same(f, v(3n), 'the first stream is 3');
  t.same(run('fprintf', [3n, put(env, buf + 40n, 'hello world\nline2')], env), v(17n), 'fprintf to the file');
  t.same(run('fputc', [0x21n, 3n], env), v(0x21n), 'fputc to the file');
  t.same(run('fclose', [3n], env), v(0n), 'fclose');
  t.equal(run('fputc', [0x21n, 3n], env).kind, 'ub', 'a closed stream is ub');
  t.same(run('fopen', [name.value, put(env, buf + 32n, 'rb')], env), v(4n), 'reopened for reading: 4');
  t.equal(run('fputc', [0x21n, 4n], env).kind, 'ub', 'writing to a stream opened for reading is ub');
  const args = [buf + 64n, buf + 100n];
  const va: VarArgs = { next: () => args.shift() ?? 'none' };
  t.same(run('fscanf', [4n, put(env, buf + 48n, '%s%c')], env, va), v(2n), 'fscanf %s%c');
  t.equal(text(env, buf + 64n, 6), 'hello\0', '%s: one word');
  t.equal(text(env, buf + 100n, 1), ' ', '%c: the next byte, spaces included');
  t.same(run('ftell', [4n], env), v(6n), 'ftell');
  t.same(run('fgets', [buf + 128n, 64n, 4n], env), v(buf + 128n), 'fgets');
  t.equal(text(env, buf + 128n, 7), 'world\n\0', 'up to and with the newline');
  t.same(run('fgetc', [4n], env), v(0x6cn), 'fgetc');
  t.same(run('fseek', [4n, 0xfffffffen, 2n], env), v(0n), 'fseek from the end');
  t.same(
    [run('getc', [4n], env), run('getc', [4n], env), run('getc', [4n], env)],
    [v(0x32n), v(0x21n), v(EOF)],
    'the last bytes, then EOF',
  );
  t.same(run('feof', [4n], env), v(1n), 'feof after EOF');
  run('rewind', [4n], env);
  t.same([run('feof', [4n], env), run('getc', [4n], env)], [v(0n), v(0x68n)], 'rewind clears EOF');
  t.same(run('remove', [name.value], env), v(0n), 'remove');
  t.same(run('unlink', [name.value], env), v(EOF), 'a second removal fails');
  t.equal(program.stdout.bytes().length, 0, 'nothing reached the output');
});

t.test('freopen moves stdout to a file; stderr stays on the output', async (t) => {
  const { program, env, buf } = world();
  const name = put(env, buf, '/tmp/x');
  run('putchar', [0x41n], env);
  t.same(run('freopen', [name, put(env, buf + 16n, 'w'), 1n], env), v(1n), 'freopen returns stdout');
  run('putchar', [0x42n], env);
  run('fputs', [put(env, buf + 32n, 'cd'), 1n], env);
  run('fputc', [0x45n, 2n], env);
  t.same(run('fclose', [1n], env), v(0n), 'fclose(stdout)');
  run('putchar', [0x46n], env);
  t.equal(Buffer.from(program.stdout.bytes()).toString('latin1'), 'AE', 'before freopen and stderr only');
  t.same(run('fopen', [name, put(env, buf + 16n, 'r')], env), v(3n), 'the file');
  t.same(
    [3, 4, 5, 6].map(() => run('fgetc', [3n], env)),
    [v(0x42n), v(0x63n), v(0x64n), v(EOF)],
    'holds what stdout printed',
  );
  t.equal(run('freopen', [name, buf + 16n, 2n], env).kind, 'unsupported', 'freopen of stderr is unsupported');
  t.equal(run('fopen', [name, put(env, buf + 16n, 'r+')], env).kind, 'unsupported', 'an update mode is unsupported');
});

t.test('mmap: anonymous memory from the heap, zeroed; MAP_FIXED fails', async (t) => {
  const { env } = world();
  const p = run('mmap', [0n, 64n, 3n, 0x22n, EOF, 0n], env);
  if (p.kind !== 'value') return t.fail('mmap');
  t.ok(p.value >= 0x8000000n, 'a heap address');
  t.same([...env.memory.read(p.value, 64)!], new Array(64).fill(0), 'zeroed');
  t.same(run('mmap', [0x7fff8000n, 64n, 3n, 0x32n, EOF, 0n], env), v(EOF), 'MAP_FIXED: MAP_FAILED');
  t.equal(run('mmap', [0n, 64n, 3n, 0x2n, 3n, 0n], env).kind, 'unsupported', 'a file mapping is unsupported');
  t.equal(run('munmap', [p.value, 32n], env).kind, 'unsupported', 'a partial munmap is unsupported');
  t.same(run('munmap', [p.value, 64n], env), v(0n), 'munmap');
  t.same(run('open', [p.value, 0n], env), v(EOF), 'open fails');
});

const FILES = `
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/mman.h>
static FILE *kept;
int main(void) {
  char *name = tmpnam(0), other[L_tmpnam], buf[32] = "";
  tmpnam(other);
  FILE *f = fopen(name, "w");
  fprintf(f, "%d %s\\n", 42, "words here");
  fputs("tail", f);
  fwrite("XYZ", 1, 3, f);
  fclose(f);
  printf("[%s %s]\\n", name, other);
  kept = fopen(name, "r");
  int n = 0, got = fscanf(kept, "%d %s", &n, buf);
  printf("%d %d %s %ld\\n", got, n, buf, ftell(kept));
  fgets(buf, sizeof buf, kept);
  printf("<%s>", buf);
  fseek(kept, -3, SEEK_END);
  char x[4] = {0};
  printf("%d %s %d %d\\n", (int)fread(x, 1, 4, kept), x, feof(kept), getc(kept));
  fclose(kept);
  FILE *o = freopen(other, "w", stdout);
  printf("to the file %d\\n", 7);
  fputs("err\\n", stderr);
  fclose(o);
  FILE *r = fopen(other, "r");
  fgets(buf, sizeof buf, r);
  fclose(r);
  fprintf(stderr, "back: %s", buf);
  char *m = mmap(0, 4096, PROT_READ | PROT_WRITE, MAP_ANONYMOUS | MAP_PRIVATE, open("/dev/zero", O_RDONLY), 0);
  char *fixed = mmap((void *)0x7fff8000, 4096, PROT_READ | PROT_WRITE, MAP_ANONYMOUS | MAP_FIXED | MAP_PRIVATE, -1, 0);
  m[100] = 5;
  int sum = 0;
  for (int i = 0; i < 4096; i++) sum += m[i];
  fprintf(stderr, "%d %d %d %d\\n", sum, fixed == MAP_FAILED, munmap(m, 4096), remove(name) + unlink(other));
  return n;
}
`;

const FEW: readonly (readonly [string, string])[] = [
  ['maxmunch', 'linear-scan'],
  ['cse-all', 'graph-color'],
  ['noltis', 'spill-all'],
];

const SETTINGS = { entry: 'main', args: [], maxSteps: 10_000_000, exactHooks: false } as const;

for (const target of ['x86-32', 'x86-64', 'arm', 'thumb'] as const) {
  t.test(`${target}: files, freopen and mmap, machine and interpreter alike`, async (t) => {
    const m = compileC('files', FILES, target, 1);
    const o = interpretFor(m, SETTINGS);
    t.equal(
      Buffer.from(o.stdout).toString('latin1'),
      '[/tmp/tessera.1 /tmp/tessera.2]\n2 42 words 8\n< here\n>3 XYZ 1 -1\nerr\nback: to the file 7\n5 1 0 0\n',
      'the interpreter prints what C says',
    );
    t.equal(o.return, 42n, 'fscanf %d stored 42');
    t.equal(cells(t, m, target, FEW), FEW.length, 'every cell matches (output, result, memory)');
  });
}

t.test('an unsupported fopen mode: error in the interpreter, a fault on the machine', async (t) => {
  const src = '#include <stdio.h>\nint main(void) { FILE *f = fopen("/tmp/a", "w+"); return f != 0; }\n';
  for (const target of ['x86-32', 'thumb'] as const) {
    const m = compileC('mode', src, target, 1);
    const o = interpretFor(m, SETTINGS);
    t.equal(o.status, 'error', `${target}: the interpreter reports an error`);
    t.match(o.reason ?? '', /fopen mode "w\+"/);
    const tg = findTarget(target)!;
    const spec: CellSpec = { backend: 'tessera', isel: 'maxmunch', ra: 'linear-scan', verify: true };
    const built = buildCell(m, tg, spec);
    if (isFailure(built)) return t.fail(built.reason);
    const r = executeImage(m, tg, built.image, cellLabel(m, tg, spec), SETTINGS, o);
    t.equal(r.machine.status, 'fault', `${target}: the machine faults`);
    t.match(r.machine.reason ?? '', /fopen mode "w\+"/);
  }
});
