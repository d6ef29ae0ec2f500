// Front end robustness: truncated and mutated real IR (the fixtures and the corpus) either
// parses or fails with a one-line SourceError `file:line:col: ...`; no TypeError, RangeError
// or other internal exception ever escapes. Fixed seed; a failure prints how to replay it.
import t from 'tap';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseModule } from '../../engine/frontend/parse.js';
import { SourceError } from '../../engine/ir/diagnostics.js';
import { assertNever } from '../../engine/ir/types.js';
import { FIXTURES, listLl } from './helpers.js';

const CORPUS = new URL('../../corpus/ll/', import.meta.url).pathname;
const files = [...listLl(FIXTURES), ...listLl(CORPUS)].map((f) => readFileSync(f, 'utf8'));

/** Tokens that often appear in IR, so insertions make plausible near-misses. */
const VOCAB = [
  '%1',
  '%x',
  '@g',
  '@llvm.memcpy.p0.p0.i64',
  ' i32 ',
  ' i64 ',
  ' ptr ',
  ' i8* ',
  ' i7 ',
  ' double ',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '<',
  '>',
  '<{',
  ',',
  ' = ',
  ' x ',
  '0',
  '-1',
  '4294967296',
  ' label ',
  ' getelementptr ',
  ' inbounds ',
  ' bitcast ',
  ' to ',
  ' phi ',
  ' call ',
  ' ret ',
  ' br ',
  '"',
  'c"',
  '!',
  '!0',
  '#0',
  '*',
  '...',
  ':',
  '\n',
  'define ',
  'declare ',
  '\\',
  'zeroinitializer',
  ' undef ',
  ' null ',
  ' type ',
  'opaque',
  ' align ',
  ' 3 ',
  ' metadata ',
  '#dbg_value(',
  'entry:',
];

type Mutation =
  | { readonly kind: 'truncate'; readonly at: number }
  | { readonly kind: 'delete'; readonly at: number; readonly len: number }
  | { readonly kind: 'insert'; readonly at: number; readonly token: number }
  | { readonly kind: 'duplicate'; readonly at: number; readonly len: number; readonly to: number }
  | { readonly kind: 'swapLines'; readonly a: number; readonly b: number };

const pos = fc.nat({ max: 1_000_000 });
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at: pos }),
  fc.record({ kind: fc.constant('delete' as const), at: pos, len: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('insert' as const), at: pos, token: fc.nat({ max: VOCAB.length - 1 }) }),
  fc.record({ kind: fc.constant('duplicate' as const), at: pos, len: fc.integer({ min: 1, max: 80 }), to: pos }),
  fc.record({ kind: fc.constant('swapLines' as const), a: pos, b: pos }),
);

function apply(text: string, m: Mutation): string {
  const at = (p: number): number => p % (text.length + 1);
  switch (m.kind) {
    case 'truncate':
      return text.slice(0, at(m.at));
    case 'delete':
      return text.slice(0, at(m.at)) + text.slice(at(m.at) + m.len);
    case 'insert':
      return text.slice(0, at(m.at)) + VOCAB[m.token]! + text.slice(at(m.at));
    case 'duplicate':
      return text.slice(0, at(m.to)) + text.slice(at(m.at), at(m.at) + m.len) + text.slice(at(m.to));
    case 'swapLines': {
      const lines = text.split('\n');
      const a = m.a % lines.length;
      const b = m.b % lines.length;
      [lines[a], lines[b]] = [lines[b]!, lines[a]!];
      return lines.join('\n');
    }
    default:
      return assertNever(m, 'mutation');
  }
}

/** Parses; returns null if fine, or a description of what escaped. */
function outcome(text: string): string | null {
  try {
    parseModule(text, 'garbled.ll');
    return null;
  } catch (e) {
    if (!(e instanceof SourceError)) return `internal exception: ${e instanceof Error ? e.stack : String(e)}`;
    if (!/^garbled\.ll:\d+:\d+: [^\n]+$/.test(e.message)) return `malformed message: ${JSON.stringify(e.message)}`;
    return null;
  }
}

t.test('garbled real IR raises only one-line SourceErrors', async (t) => {
  t.ok(files.length >= 4, 'the fixtures are there');
  const property = fc.property(
    fc.nat({ max: files.length - 1 }),
    fc.array(mutation, { minLength: 1, maxLength: 4 }),
    (index, mutations) => {
      const text = mutations.reduce(apply, files[index]!);
      const bad = outcome(text);
      if (bad !== null) throw new Error(bad);
    },
  );
  const details = fc.check(property, { seed: 42, numRuns: 400 });
  if (details.failed) {
    t.fail(
      `${fc.defaultReportMessage(details)}\nreplay: fc.assert(property, { seed: ${details.seed}, path: '${details.counterexamplePath}' })`,
    );
  } else {
    t.pass(`${details.numRuns} garbled files`);
  }
});

t.test('every prefix of a small file raises only SourceErrors', async (t) => {
  // Truncation at every character of the start of one fixture (header, types, globals, the
  // first two functions): covers every "the file ends here" state of the parser cheaply.
  const text = readFileSync(join(FIXTURES, 'sample.x86_64.O1.ll'), 'utf8').split('@mx(')[0]!;
  const bad: string[] = [];
  for (let n = 0; n <= text.length; n += 1) {
    const out = outcome(text.slice(0, n));
    if (out !== null) bad.push(`prefix of ${n} characters: ${out}`);
  }
  t.same(bad.slice(0, 3), []);
});
