// Rebuilds one generated program and runs it through the back end's cells, printing its IR and
// each cell's verdict: the replay the generator tests print on a failure.
//
//   npx tsx scripts/replay-generated.ts <isa> rng:<seed>            (seeded source, as `tessera fuzz`)
//   npx tsx scripts/replay-generated.ts <isa> tape:<choices>        (a shrunk choice list)
//   npx tsx scripts/replay-generated.ts <isa> fc:<seed>:<path>      (fast-check run of the tests)
//   ... [--isel maxmunch|cse-all] [--ra spill-all|linear-scan] [--ir-only]
//
// Contract: the same program the test or fuzz run built (same config: configFor(isa)); exit 0 when
// every selected cell matches the interpreter, 1 otherwise, 2 for bad usage.

import { cellName, cellsOf, runCell } from '../testbed/fuzz/differential.js';
import { findTarget } from '../testbed/driver/targets.js';
import { printModule } from '../engine/ir/print.js';
import { programFor } from '../tap-tests/fuzz/choices-fc.js';

function usage(message: string): never {
  process.stderr.write(
    `${message}\nusage: npx tsx scripts/replay-generated.ts <isa> rng:<seed>|tape:<choices>|fc:<seed>:<path> [--isel S] [--ra A] [--ir-only]\n`,
  );
  process.exit(2);
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args[i + 1];
}

function main(args: string[]): number {
  const [isa, spec] = args;
  const target = isa === undefined ? undefined : findTarget(isa);
  if (target === undefined || spec === undefined) usage('need an ISA and a program');
  let module;
  try {
    module = programFor(target.name, spec);
  } catch (e) {
    return usage((e as Error).message);
  }
  process.stdout.write(printModule(module));
  if (args.includes('--ir-only')) return 0;
  const isel = option(args, '--isel');
  const ra = option(args, '--ra');
  let failed = 0;
  for (const cell of cellsOf(target.name).filter((c) => (isel === undefined || c.isel === isel) && (ra === undefined || c.ra === ra))) {
    const v = runCell(module, cell);
    if (v.kind !== 'match') failed++;
    process.stdout.write(`; ${cellName(cell)}: ${v.kind}${v.kind === 'match' ? '' : `: ${v.detail}`}\n`);
  }
  return failed === 0 ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
