// Benchmark: Tessera's reference interpreter against `lli-14 -force-interpreter` (LLVM's own IR
// interpreter) on the same x86-64 corpus files, measured in one run. Goal: ratio < 1.
//
// Both sides are timed end to end on the file: lli-14 as a process (parse, verify, interpret),
// Tessera in-process (parse, verify, interpret). lli's process start-up is measured on an empty
// module and reported, so the reader can see how much of the ratio it explains.

import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseModule } from '../engine/frontend/parse.js';
import { verifyModule } from '../engine/ir/verify.js';
import { interpret } from '../oracles/interpreter/interpret.js';
import { formatTable } from '../testbed/driver/table.js';
import { bestOf, runCommand } from './clock.js';

const CORPUS = resolve(import.meta.dirname, '../corpus/ll/x86-64');
const REPS = 3;
const LLI_INTERPRETER = ['-jit-kind=mcjit', '-force-interpreter'];

interface Sample {
  file: string;
  steps: number;
  tesseraMs: number;
  lliMs: number;
}

/** A sample, or the reason lli-14's interpreter could not run the file (it aborts on intrinsics such as llvm.smin). */
function measure(file: string): Sample | string {
  const path = join(CORPUS, file);
  const text = readFileSync(path, 'utf8');
  const ours = bestOf(REPS, () => {
    const m = parseModule(text, path);
    verifyModule(m);
    return interpret(m);
  });
  const lli = bestOf(REPS, () => runCommand('lli-14', [...LLI_INTERPRETER, path]));
  if (lli.result.status === null || lli.result.status === 134) {
    return `${file}: lli-14's interpreter aborts (${/does not support intrinsic function '([^']+)'/.exec(lli.result.stderr)?.[1] ?? 'crash'})`;
  }
  if (ours.result.status !== 'ok') throw new Error(`${file}: interpreter status ${ours.result.status} ${ours.result.reason ?? ''}`);
  const ourExit = ours.result.exit ?? Number(BigInt.asUintN(8, ours.result.return ?? 0n));
  if ((lli.result.status ?? -1) !== (ourExit & 0xff)) throw new Error(`${file}: lli exit ${lli.result.status}, Tessera ${ourExit}`);
  return { file, steps: ours.result.steps, tesseraMs: ours.ms, lliMs: lli.ms };
}

function geomean(xs: readonly number[]): number {
  return Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
}

export function benchInterpreter(): string {
  const files = readdirSync(CORPUS)
    .filter((f) => f.endsWith('.ll'))
    .sort();
  const measured = files.map(measure);
  const samples = measured.filter((m): m is Sample => typeof m !== 'string');
  const skipped = measured.filter((m): m is string => typeof m === 'string');
  const emptyModule = 'define i32 @main() {\n  ret i32 0\n}\n';
  const startup = bestOf(REPS, () => runCommand('lli-14', [...LLI_INTERPRETER, '-'], emptyModule)).ms;
  const rows = samples.map((s) => [s.file, `${s.steps}`, s.tesseraMs.toFixed(1), s.lliMs.toFixed(1), (s.tesseraMs / s.lliMs).toFixed(3)]);
  const total = (k: 'tesseraMs' | 'lliMs'): number => samples.reduce((a, s) => a + s[k], 0);
  const steps = samples.reduce((a, s) => a + s.steps, 0);
  return [
    `Interpreter: Tessera vs lli-14 ${LLI_INTERPRETER.join(' ')}, ${samples.length} x86-64 corpus files, best of ${REPS}`,
    '',
    formatTable(['file', 'steps', 'tessera ms', 'lli ms', 'ratio'], rows),
    '',
    `total: Tessera ${total('tesseraMs').toFixed(0)} ms, lli ${total('lliMs').toFixed(0)} ms; ratio ${(total('tesseraMs') / total('lliMs')).toFixed(3)} (goal < 1)`,
    `ratio against lli without its start-up (${samples.length} × ${startup.toFixed(1)} ms subtracted): ${(total('tesseraMs') / (total('lliMs') - samples.length * startup)).toFixed(3)}`,
    `geometric mean of per-file ratios: ${geomean(samples.map((s) => s.tesseraMs / s.lliMs)).toFixed(3)}`,
    `Tessera: ${(steps / total('tesseraMs') / 1000).toFixed(1)} M IR steps/s including parsing; lli start-up on an empty module: ${startup.toFixed(1)} ms per run`,
    `${skipped.length} files left out of the ratio because LLVM's interpreter cannot run them:`,
    ...skipped.map((s) => `  ${s}`),
  ].join('\n');
}
