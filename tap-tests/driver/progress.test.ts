// Progress bars (issue 25, Deliver 3; testbed/driver/progress.ts): on a terminal's stderr (a fake TTY
// stream here) the bar shows the label, `value/total`, the percentage and an ETA, and stops cleanly
// (its line cleared, no timer left: a pending one would keep this file from ending); off a terminal
// nothing at all is written. `check` on several files, `demo` and `fuzz` draw one on a terminal and
// print the same stdout, byte for byte, as without one; a terminal's bar replaces fuzz's --progress lines.

import t from 'tap';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../testbed/driver/main.js';
import { startProgress, type ProgressStream } from '../../testbed/driver/progress.js';
import { TARGET_NAMES } from '../../testbed/driver/targets.js';
import { ROOT, scratch } from './in-process.js';

const { dir: tmp, file } = scratch('tessera-progress-');

/** A stream that collects what is written; a terminal (isTTY, 100 columns) unless told otherwise. */
function fakeStream(isTTY = true): ProgressStream & { readonly text: () => string } {
  const chunks: string[] = [];
  return {
    isTTY,
    columns: 100,
    write: (s: string) => {
      chunks.push(s);
      return true;
    },
    text: () => chunks.join(''),
  };
}

/** The CLI in-process with captured stdout and stderr, and the given progress stream (none: no bar). */
async function tessera(argv: string[], progressStream?: ProgressStream): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s) };
  const code = await main(argv, progressStream === undefined ? io : { ...io, progressStream });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

t.test('a bar on a terminal: label, counts, percentage, ETA; stopped cleanly', async (t) => {
  const stream = fakeStream();
  const bar = startProgress('fuzz', 10, { progressStream: stream });
  t.ok(bar.drawn);
  bar.tick();
  bar.tick(2, '0 failures');
  bar.stop();
  const text = stream.text();
  t.match(text, /fuzz \[-+\] 0\/10 0% \| ETA /, 'drawn at the start');
  t.match(text, /fuzz \[=+-+\] 3\/10 30% \| ETA \S+ \| 0 failures/, 'the last count and note, drawn on stop');
  t.ok(text.endsWith('\x1b[2K'), 'the line is cleared at the end');
  t.notMatch(text, /\n/, 'no newline: the terminal is left as it was');
  bar.tick();
  bar.stop();
  t.equal(stream.text(), text, 'nothing after stop');
});

t.test('off a terminal nothing is written', async (t) => {
  const stream = fakeStream(false);
  for (const io of [{ progressStream: stream }, {}]) {
    const bar = startProgress('demo', 4, io);
    t.notOk(bar.drawn);
    bar.tick(3, 'note');
    bar.stop();
  }
  t.equal(stream.text(), '');
});

/** Three tiny .ll files without a triple (each runs on every target of --targets). */
function tinyPrograms(): string[] {
  return [3, 5, 9].map((k) => file(`p${k}.ll`, `define i32 @main() {\n  %a = add i32 ${k}, 1\n  %b = mul i32 %a, %a\n  ret i32 %b\n}\n`));
}

t.test('check on several files: a bar on a terminal, the same stdout', async (t) => {
  const files = tinyPrograms();
  const argv = ['check', ...files, '--targets', 'arm,x86-64', '--isel', 'maxmunch', '--ra', 'linear-scan'];
  for (const json of [[], ['--json']]) {
    const plain = await tessera([...argv, ...json]);
    const off = fakeStream(false);
    const offRun = await tessera([...argv, ...json], off);
    const tty = fakeStream();
    const shown = await tessera([...argv, ...json], tty);
    t.equal(plain.code, 0, plain.err);
    t.equal(shown.code, 0);
    t.equal(shown.out, plain.out, `stdout byte-identical with a bar ${json.join('')}`);
    t.equal(offRun.out, plain.out);
    t.equal(shown.err, plain.err, 'stderr lines unchanged');
    t.equal(off.text(), '', 'no bar off a terminal');
    t.match(tty.text(), /check \[=+\] 6\/6 100%/, 'one tick per program x target');
  }
  const one = fakeStream();
  await tessera(['check', files[0]!, '--targets', 'arm', '--isel', 'maxmunch', '--ra', 'linear-scan'], one);
  t.equal(one.text(), '', 'one file: no bar');
});

t.test('demo: a bar per program x target on a terminal, the same stdout', async (t) => {
  const corpus = join(tmp, 'corpus');
  for (const [name, value] of [
    ['one', 7],
    ['two', 9],
  ] as const) {
    mkdirSync(corpus, { recursive: true });
    writeFileSync(join(corpus, `${name}.c`), `int main(void) { return ${value}; }\n`);
    for (const target of TARGET_NAMES) {
      mkdirSync(join(corpus, 'll', target), { recursive: true });
      const header = readFileSync(join(ROOT, 'corpus/ll', target, 'divrem.O1.ll'), 'utf8')
        .split('\n')
        .filter((l) => /^target (datalayout|triple) = /.test(l));
      writeFileSync(join(corpus, 'll', target, `${name}.O1.ll`), `${header.join('\n')}\ndefine i32 @main() {\n  ret i32 ${value}\n}\n`);
    }
  }
  const argv = ['demo', '--corpus', corpus, '--report', join(tmp, 'report')];
  const plain = await tessera(argv);
  const tty = fakeStream();
  const shown = await tessera(argv, tty);
  t.equal(plain.code, 0, plain.err);
  t.equal(shown.out, plain.out, 'stdout byte-identical with a bar');
  t.match(tty.text(), /demo \[=+\] 8\/8 100%/, 'programs x 4 targets');
});

t.test('fuzz: a bar on a terminal instead of --progress lines, the same stdout', async (t) => {
  const argv = ['fuzz', '--seed', '2', '--cases', '3', '--targets', 'thumb', '--isel', 'maxmunch', '--ra', 'linear-scan'];
  const plain = await tessera([...argv, '--out', join(tmp, 'f1')]);
  const tty = fakeStream();
  const shown = await tessera([...argv, '--out', join(tmp, 'f2'), '--progress'], tty);
  t.equal(plain.code, 0, plain.err);
  t.equal(shown.out, plain.out.replaceAll(join(tmp, 'f1'), join(tmp, 'f2')), 'stdout byte-identical with a bar');
  t.equal(shown.err, '', 'no progress lines when a bar is drawn');
  t.match(tty.text(), /fuzz \[=+\] 3\/3 100% \| ETA \S+ \| 0 failures/);
  const off = fakeStream(false);
  const lines = await tessera([...argv, '--out', join(tmp, 'f3'), '--progress'], off);
  t.equal(off.text(), '', 'no bar off a terminal');
  t.match(lines.err, /^fuzz: 3 of 3 cases, 0 failures$/m, '--progress lines off a terminal');
  t.equal(lines.out, plain.out.replaceAll(join(tmp, 'f1'), join(tmp, 'f3')));
});
