// The child process of the large-input tests (big-inputs.ts runBigCells; issue 18, Deliver 3): one
// program of SIZE under one allocator, compiled by the selectors of its window (bigSelectors), linked, run in Unicorn and
// compared with the interpreter through the wrong-code test helper (regression-cells.ts), then its
// own peak resident set checked against RSS_MB. Run by the parent as
// `node --max-old-space-size=HEAP_MB --import tsx big-inputs-child.ts <deep|wide> <allocator> [size] [all|s1,s2,...]`
// (size: SIZE when absent; README's figures are at 20000; selectors: the file's window when absent): a heap past the cap ends the
// process (V8's out-of-memory abort), which fails the parent's test.
//
// Requires Unicorn. Produces TAP on stdout and a `# peak rss <MB> MB, <s> s` comment that the
// parent reports; exits non-zero when a cell fails or the bound is exceeded.

import t from 'tap';
import { SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { parseModule } from '../../engine/frontend/parse.js';
import { cells } from '../codegen/regression-cells.js';
import { type BigProgram, bigProgramText, bigSelectors, RSS_MB, SIZE } from './big-inputs.js';

const [program, ra, sizeArg, selectorsArg] = process.argv.slice(2) as [BigProgram, string, string?, string?];
const size = sizeArg === undefined ? SIZE : Number(sizeArg);
const selectors = selectorsArg === 'all' ? SELECTOR_NAMES : (selectorsArg?.split(',') ?? bigSelectors(program, ra));
const started = process.hrtime.bigint();
const module = parseModule(bigProgramText(program, size), `${program}-${size}.ll`);
const combos = selectors.map((isel) => [isel, ra] as const);
t.equal(cells(t, module, 'x86-32', combos), combos.length, `${program} x ${ra}: every sampled selector's image matches the interpreter`);
const peak = Math.round(process.resourceUsage().maxRSS / 1024);
t.comment(`peak rss ${peak} MB, ${Math.round(Number(process.hrtime.bigint() - started) / 1e9)} s`);
t.ok(peak <= RSS_MB, `peak resident set ${peak} MB within ${RSS_MB} MB`);
