// Counts the IR instructions a program executes, for corpus bookkeeping only (not part of the test suite).
// Usage: node count-steps.mjs in.ll out.ll
// Rewrites a clang-emitted .ll so that every basic block first calls @__tessera_step(i64 K), where K is the number of
// IR instructions in the block (terminator included, the inserted call excluded). Link the result with
// tools/step-counter.c and run it natively: the total is printed on stderr as "steps N" when the program exits.
import { readFileSync, writeFileSync } from 'node:fs';

const [, , inPath, outPath] = process.argv;
const lines = readFileSync(inPath, 'utf8').split('\n');
const out = [];
let inFn = false;
let block = null; // { insertAt, count }
const blocks = [];

const flush = () => {
  if (block) blocks.push(block);
  block = null;
};
for (const line of lines) {
  if (!inFn) {
    out.push(line);
    if (/^define .*\{\s*$/.test(line)) {
      inFn = true;
      block = { insertAt: out.length, count: 0, phis: true };
    }
    continue;
  }
  if (line === '}') {
    flush();
    inFn = false;
    out.push(line);
    continue;
  }
  const label = /^([-\w.$]+):(\s|$)/.exec(line);
  if (label) {
    flush();
    out.push(line);
    block = { insertAt: out.length, count: 0, phis: true };
    continue;
  }
  out.push(line);
  if (/^ {2}[^ \]]/.test(line) && !/^\s*;/.test(line)) {
    if (block.phis && /^ {2}%[-\w.$]+ = phi /.test(line)) block.insertAt = out.length;
    else block.phis = false;
    block.count++;
  }
}
// Insert from the back so earlier indices stay valid.
for (const b of blocks.sort((x, y) => y.insertAt - x.insertAt)) {
  out.splice(b.insertAt, 0, `  call void @__tessera_step(i64 ${b.count})`);
}
out.push('declare void @__tessera_step(i64)');
writeFileSync(outPath, out.join('\n'));
