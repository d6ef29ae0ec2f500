// Front end on real clang output: typed (clang-14) and opaque (clang-14 -opaque-pointers)
// versions of one C program parse to the same module modulo names; clang-19 output (opaque
// pointers, nneg/disjoint/samesign flags, range/captures/memory attributes, #dbg records)
// parses and verifies on every target.
import t from 'tap';
import { join } from 'node:path';
import { parseModule } from '../../engine/frontend/parse.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { FIXTURES, TRIPLES, clang, strip } from './helpers.js';

const SAMPLE = join(FIXTURES, 'sample.c');

t.test('typed and opaque pointer IR of the same program give the same module', async (t) => {
  // -O1 is left out on purpose: LLVM 14's optimizer itself makes different choices with
  // opaque pointers there (it keeps an alloca that the typed pipeline removes).
  for (const triple of TRIPLES) {
    for (const opt of ['-O0', '-O2']) {
      const typed = parseModule(clang('clang-14', triple, opt, SAMPLE), 'typed.ll');
      const opaque = parseModule(clang('clang-14', triple, opt, SAMPLE, ['-mllvm', '-opaque-pointers']), 'opaque.ll');
      verifyModule(typed);
      t.same(strip(opaque), strip(typed), `${triple} ${opt}`);
    }
  }
});

t.test('clang-19 output parses and verifies at -O0, -O1, -O2, with and without debug info', async (t) => {
  for (const triple of TRIPLES) {
    for (const opt of ['-O0', '-O1', '-O2']) {
      const plain = parseModule(clang('clang-19', triple, opt, SAMPLE), 'plain.ll');
      verifyModule(plain);
      const debug = parseModule(clang('clang-19', triple, opt, SAMPLE, ['-g']), 'debug.ll');
      t.same(strip(debug), strip(plain), `${triple} ${opt}: debug records change nothing`);
    }
  }
});
