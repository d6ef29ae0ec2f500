// Control bytes never reach the user raw (issue 18, Deliver 4 "control bytes escaped in every
// message"): the escapes of common/text.ts, and the CLI's text output, JSON output, stderr and the
// demo's HTML tables. A program that prints NUL, ESC, DEL and a C1 byte (0x9b, CSI) runs through the
// real back end, Unicorn and the interpreter.

import t from 'tap';
import { escapeControl, escapeOutput } from '../../common/text.js';
import { htmlTable } from '../../testbed/driver/table.js';
import { cli, scratch } from './in-process.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: raw control bytes are what the tests look for
const RAW = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

t.test('escapeControl and escapeOutput', async (t) => {
  t.equal(escapeControl('a\x00b\x7fc\x9bd\te\nf'), 'a\\x00b\\x7fc\\x9bd\\x09e\\x0af');
  t.equal(escapeControl('l1\nl2\x1b', true), 'l1\nl2\\x1b', 'keepNewlines keeps LF only');
  t.equal(escapeOutput('col\tcol\nNUL\x00 DEL\x7f C1\x85', false), 'col\tcol\nNUL\\x00 DEL\\x7f C1\\x85', 'text keeps tab and newline');
  t.equal(escapeControl('caf\u00e9 \u2014 ok'), 'caf\u00e9 \u2014 ok', 'printable non-ASCII is left alone');
  const value = { stdout: '\x00\x01\x1b[31m\x7f\x80\x9b\x9f\xa0', reason: 'x\ny' };
  const json = escapeOutput(JSON.stringify(value), true);
  t.notMatch(json, RAW, 'no raw control byte in the JSON text');
  t.same(JSON.parse(json), value, 'JSON.parse reads back the same strings');
});

t.test('HTML tables escape control bytes and markup', async (t) => {
  const html = htmlTable(['h\x00'], [['<b>\x7f\x1b</b>']]);
  t.notMatch(html, RAW);
  t.match(html, '<th>h\\x00</th>');
  t.match(html, '<td>&lt;b&gt;\\x7f\\x1b&lt;/b&gt;</td>');
});

const PRINTS = `target triple = "i386-unknown-linux-gnu"

declare i32 @putchar(i32)

define i32 @main() {
  %1 = call i32 @putchar(i32 0)
  %2 = call i32 @putchar(i32 27)
  %3 = call i32 @putchar(i32 127)
  %4 = call i32 @putchar(i32 155)
  %5 = call i32 @putchar(i32 9)
  ret i32 0
}
`;

t.test("a program's control bytes on stdout: escaped in run's text and JSON, interp's text and JSON", async (t) => {
  const dir = scratch('tessera-escape-');
  const prog = dir.file('prints.ll', PRINTS);
  const text = await cli(['run', prog, '--target', 'x86-32']);
  t.equal(text.code, 0, text.err);
  t.notMatch(text.out, RAW, 'run: text');
  t.match(text.out, /stdout: +"\\u0000\\u001b\\x7f\\x9b\\t"/);
  const json = await cli(['run', prog, '--target', 'x86-32', '--json']);
  t.notMatch(json.out, RAW, 'run --json');
  const run = JSON.parse(json.out) as { stdout: string; interpreter: { stdout: string }; matchesInterpreter: boolean };
  t.equal(run.matchesInterpreter, true);
  t.equal(run.stdout, '\x00\x1b\x7f\x9b\t', 'the JSON still carries the exact bytes');
  t.equal(run.interpreter.stdout, run.stdout);
  for (const argv of [
    ['interp', prog],
    ['interp', prog, '--json'],
    ['check', prog, '--isel', 'maxmunch', '--ra', 'linear-scan', '--json'],
  ]) {
    const r = await cli(argv);
    t.notMatch(r.out, RAW, argv.join(' '));
  }
});

t.test('input bytes quoted in an error message are escaped on stderr', async (t) => {
  const dir = scratch('tessera-escape-');
  for (const [name, bytes] of [
    ['nul.ll', 'define i32 @main() {\n  ret i32 0\x00\n}\n'],
    ['del.ll', 'define i32 @main() {\n  ret i32 \x7f\n}\n'],
    ['esc.ll', 'define i32 @ma\x1b[2Jin() {\n  ret i32 0\n}\n'],
  ] as const) {
    const r = await cli(['run', dir.file(name, bytes), '--target', 'x86-32']);
    t.equal(r.code, 2, name);
    t.match(r.err, new RegExp(`${name}:\\d+:\\d+: `), `${name}: positioned`);
    t.notMatch(r.err, RAW, `${name}: escaped`);
  }
});
