// `tessera grammar-check` (cli.md; testbed/driver/grammar-check.ts): on the four real grammars it
// exits 0 with the findings before and after auto-completion and the same bytes twice (in process and
// through bin/tessera.js, as users run it); --json is one array with the report's fields; a grammar with a tile removed
// exits 1 and names the missing atomic pattern; bad command lines exit 2 with one line.

import t from 'tap';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { TARGETS } from '../../engine/targets/target.js';
import { grammarCheckCommand } from '../../testbed/driver/grammar-check.js';
import { cli, expectUsageErrors, ROOT } from './in-process.js';

const BIN = join(ROOT, 'bin/tessera.js');

t.test('--targets all: every grammar passes after auto-completion, exit 0, the same bytes twice', async (t) => {
  const a = await cli(['grammar-check', '--targets', 'all']);
  t.equal(a.code, 0, a.out);
  t.equal(a.err, '');
  for (const isa of ['x86-32', 'x86-64', 'arm', 'thumb']) {
    t.match(a.out, new RegExp(`^${isa}: \\d+ tiles; atomic completeness: \\d+ operations presented to selection; composability:`, 'm'));
  }
  t.match(a.out, /^ {2}before auto-completion: 1 missing \(0 atomic, 0 cut, 1 spanning\)$/m);
  t.match(
    a.out,
    /^ {4}x86-32: the spanning pattern at 0 of sub m32, r32 is not in the set: reg ← sub\.32\(load\.32\/32\(addr\), reg\); auto-completed as mov r32, m32 \+ sub r32, r32 \(size 4, latency 5\)$/m,
  );
  t.match(a.out, /^ {2}after auto-completion: 0 missing; 1 rule composed$/m);
  t.match(a.out, /^grammar-check: 4 grammars, 8 missing before auto-completion, 0 after$/m);
  const b = await cli(['grammar-check', '--targets', 'all']);
  t.equal(b.out, a.out, 'deterministic');
  const bin = spawnSync(process.execPath, [BIN, 'grammar-check', '--target', 'thumb'], { encoding: 'utf8' });
  t.equal(bin.status, 0, 'the installed command');
  t.match(bin.stdout, /^grammar-check: 1 grammar, 3 missing before auto-completion, 0 after$/m);
});

t.test('--json: one array, an object per target with the report fields', async (t) => {
  const r = await cli(['grammar-check', '--targets', 'arm,x86-64', '--json']);
  t.equal(r.code, 0);
  const reports = JSON.parse(r.out) as Record<string, unknown>[];
  t.same(
    reports.map((x) => x.target),
    ['arm', 'x86-64'],
  );
  for (const rep of reports) {
    t.same(Object.keys(rep).sort(), [
      'after',
      'before',
      'completed',
      'complexTiles',
      'findings',
      'operations',
      'patterns',
      'target',
      'tiles',
      'unprobed',
    ]);
    t.equal(rep.after, 0);
    const findings = rep.findings as Record<string, unknown>[];
    t.equal(findings.length, rep.before);
    for (const f of findings) {
      t.same(Object.keys(f).sort(), [
        'completed',
        'completions',
        'kind',
        'message',
        'missing',
        'nt',
        'pattern',
        'probes',
        'target',
        'tile',
        'tiles',
        'uncovered',
        'where',
      ]);
      t.equal(f.completed, true);
    }
    for (const c of rep.completed as Record<string, unknown>[])
      t.same(Object.keys(c).sort(), ['at', 'cost', 'cover', 'latency', 'nt', 'pattern', 'size']);
  }
  const one = JSON.parse((await cli(['grammar-check', '--target', 'x86-32', '--json'])).out) as unknown[];
  t.equal(one.length, 1, '--target: an array of one');
});

t.test('a grammar missing an atomic pattern: exit 1, the pattern named before and after auto-completion', (t) => {
  const out: string[] = [];
  const dropSdiv = (isa: 'x86-32' | 'x86-64' | 'arm' | 'thumb') => {
    const g = TARGETS[isa].grammar();
    return { ...g, tiles: g.tiles.filter((x) => x.name !== 'sdiv32') };
  };
  const code = grammarCheckCommand(['--target', 'x86-32'], (s) => out.push(s), dropSdiv);
  t.equal(code, 1);
  const line = '    x86-32: no atomic pattern for sdiv.32 (reg ← sdiv(reg, reg))';
  t.equal(out.filter((l) => l === line).length, 2, 'listed before and after auto-completion');
  t.match(out.join('\n'), /^ {2}after auto-completion: 1 missing; 1 rule composed$/m);
  t.equal(out.at(-1), 'grammar-check: 1 grammar, 2 missing before auto-completion, 1 after');
  const json: string[] = [];
  t.equal(
    grammarCheckCommand(['--target', 'x86-32', '--json'], (s) => json.push(s), dropSdiv),
    1,
  );
  const [rep] = JSON.parse(json.join('')) as { after: number; findings: { kind: string; completed: boolean; pattern: string }[] }[];
  t.same([rep!.after, rep!.findings[0]], [1, { ...rep!.findings[0], kind: 'atomic', completed: false, pattern: 'reg ← sdiv(reg, reg)' }]);
  t.end();
});

t.test('bad command lines: one line, exit 2', async (t) => {
  await expectUsageErrors(t, [
    [['grammar-check'], /give exactly one of --target and --targets/],
    [['grammar-check', '--target', 'arm', '--targets', 'all'], /give exactly one of --target and --targets/],
    [['grammar-check', '--target', 'all'], /unknown target 'all'/],
    [['grammar-check', '--target', 'mips'], /unknown target 'mips'/],
    [['grammar-check', '--targets', 'arm,mips'], /unknown target 'mips'/],
    [['grammar-check', '--target'], /--target needs a value/],
    [['grammar-check', 'x86-32'], /takes no positional arguments/],
    [['grammar-check', '--target', 'arm', '--verbose'], /unknown option --verbose/],
  ]);
});
