// Mutation check of the fuzzer's oracles (issue 6, deliverable 6): each deliberate bug of
// common/planted-bugs.ts is planted in turn, and the `tessera fuzz` campaign
// (testbed/fuzz/campaign.ts, in process: the real pipeline, Unicorn and the interpreter) runs with a
// fixed seed on the target x selector x allocator where the bug lives, at most BOUND cases, stopping
// at the first failure. Requires: the campaign reports a failure for every bug (which oracle saw it
// is read off the failure: allocation checker, interpreter comparison, emulator fault, step limit,
// ABI canary, runtime-function check); the bug is removed in a `finally`; without any bug the same
// cases on the same cells report no failure (so each failure is the bug's); every bug of BUGS has a
// plan here, except interpreter bugs the fuzzer cannot reach (its programs use little stack, and a
// program the interpreter does not run `ok` is rejected), which name the test file that catches them
// (TESTED_ELSEWHERE). Produces a table (t.comment): bug, layer, cell, oracle, cases to the first failure.
// Every bug must be caught: there is no list of tolerated gaps (the generator's loop rotations and
// down-counting loops, testbed/fuzz/gen-control.ts, and its mixed-sign compares, gen-values.ts,
// close the two it used to miss: a phi cycle and a signed branch read as unsigned).
// An interpreter bug (layer 'interpreter') that reports undefined behaviour on a valid program fails
// every cell as no-reference: the generator builds UB-free programs by construction (campaign.ts).
// Also: one bug through the `tessera fuzz` command itself (exit 1, failure and replay lines, the
// shrunk program written) and its replay line (fails with the bug, passes without).

import t from 'tap';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCampaign, type CampaignResult, type Failure } from '../../testbed/fuzz/campaign.js';
import { cellName, type Cell } from '../../testbed/fuzz/differential.js';
import { fuzzCommand } from '../../testbed/driver/fuzz.js';
import { formatTable } from '../../testbed/driver/table.js';
import { assertNever } from '../../engine/ir/types.js';
import { BUG_NAMES, BUGS, plantBug, planted, type BugName } from '../../common/planted-bugs.js';
import { scratch } from '../driver/in-process.js';

const SEED = 1;
/** Cases a campaign may run before its bug must have been caught (about 5x the slowest, 10 today). */
const BOUND = 50;

/** Where each bug is fuzzed: the cell its layer is exercised on (spread over targets, selectors, allocators). */
const PLANS: readonly { readonly bug: BugName; readonly cell: Cell }[] = [
  { bug: 'ra-ignores-call-clobbers', cell: { isa: 'x86-64', isel: 'maxmunch', ra: 'linear-scan' } },
  { bug: 'reload-wrong-slot', cell: { isa: 'thumb', isel: 'cse-all', ra: 'linear-scan' } },
  { bug: 'callee-saved-not-saved', cell: { isa: 'arm', isel: 'maxmunch', ra: 'linear-scan' } },
  { bug: 'local-overlaps-spill', cell: { isa: 'x86-32', isel: 'cse-all', ra: 'spill-all' } },
  { bug: 'phi-cycle-drops-move', cell: { isa: 'arm', isel: 'maxmunch', ra: 'linear-scan' } },
  { bug: 'arm-branch-off-by-one', cell: { isa: 'arm', isel: 'maxmunch', ra: 'linear-scan' } },
  { bug: 'thumb-literal-unaligned-pc', cell: { isa: 'thumb', isel: 'maxmunch', ra: 'linear-scan' } },
  { bug: 'arm-rotated-immediate', cell: { isa: 'arm', isel: 'cse-all', ra: 'spill-all' } },
  { bug: 'x86-sib-scale', cell: { isa: 'x86-64', isel: 'maxmunch', ra: 'linear-scan' } },
  { bug: 'x86-signed-branch-as-unsigned', cell: { isa: 'x86-32', isel: 'maxmunch', ra: 'linear-scan' } },
  { bug: 'x86-stack-args-reversed', cell: { isa: 'x86-32', isel: 'cse-all', ra: 'linear-scan' } },
  { bug: 'arm-select-swapped', cell: { isa: 'arm', isel: 'cse-all', ra: 'linear-scan' } },
  { bug: 'thumb-sext-as-zext', cell: { isa: 'thumb', isel: 'maxmunch', ra: 'spill-all' } },
  { bug: 'interp-provenance-last-byte', cell: { isa: 'x86-32', isel: 'maxmunch', ra: 'linear-scan' } },
  { bug: 'interp-align-doubled', cell: { isa: 'arm', isel: 'maxmunch', ra: 'linear-scan' } },
  { bug: 'interp-store-skips-init', cell: { isa: 'x86-64', isel: 'maxmunch', ra: 'linear-scan' } },
  // Issue 19's constructs: truncations feeding compares, 64-bit values on a 32-bit target, under-aligned accesses.
  { bug: 'icmp-width-of-node', cell: { isa: 'x86-64', isel: 'cse-all', ra: 'linear-scan' } },
  { bug: 'wide-add-drops-carry', cell: { isa: 'x86-32', isel: 'maxmunch', ra: 'graph-color' } },
  { bug: 'unaligned-load-big-endian', cell: { isa: 'thumb', isel: 'noltis', ra: 'linear-scan' } },
  { bug: 'arm-indirect-call-args-shifted', cell: { isa: 'arm', isel: 'noltis', ra: 'graph-color' } },
  // Issue 19's calls as C makes them (testbed/fuzz/gen-calls.ts): variadic calls, structs by value.
  // Neither is caught in 200 cases of seed 1 with those helpers switched off (configFor's callFormsOutOf: 0).
  { bug: 'arm-variadic-i64-unpadded', cell: { isa: 'arm', isel: 'cse-all', ra: 'linear-scan' } },
  { bug: 'wide-shl-32-keeps-low', cell: { isa: 'thumb', isel: 'maxmunch', ra: 'graph-color' } },
];

/** Interpreter bugs caught by a named test file instead of a campaign: the file plants the bug. */
const TESTED_ELSEWHERE: Readonly<Partial<Record<BugName, string>>> = {
  'interp-stack-budget-halved': 'tap-tests/oracles/stack-budget.part.ts',
};

const range = (n: number): number[] => Array.from({ length: n }, (_, k) => k);

/** The campaign `tessera fuzz --seed SEED` runs on one cell, with `bug` planted for its duration. */
function campaign(cell: Cell, cases: readonly number[], bug: BugName | null): CampaignResult {
  plantBug(bug);
  try {
    return runCampaign({ seed: SEED, cases, targets: [cell.isa], isels: [cell.isel], ras: [cell.ra], shrinkTries: 0, maxFailures: 1 });
  } finally {
    plantBug(null);
  }
}

/** Which oracle reported the failure, from its kind and detail (differential.ts, pipeline.ts). */
function oracleOf(f: Failure): string {
  switch (f.kind) {
    case 'backend-fault': {
      const pass = /^(\w+) @/.exec(f.detail)?.[1];
      return pass === 'allocate'
        ? 'allocation checker'
        : pass === 'select'
          ? 'MIR verifier'
          : pass === 'legalize'
            ? 'IR verifier'
            : 'back end threw';
    }
    case 'mismatch': {
      const status = /^machine ([\w-]+)/.exec(f.detail)?.[1];
      switch (status) {
        case 'ok':
          return `interpreter comparison (${differs(f.detail)})`;
        case 'fault':
          return 'emulator fault';
        case 'step-limit':
          return 'step limit';
        case 'abi-violation':
          return 'ABI check (callee-saved canary)';
        case 'ub':
          return 'runtime-function check';
        default:
          return `machine ${status}`;
      }
    }
    case 'crash':
    case 'no-reference':
      return f.kind;
    default:
      return assertNever(f.kind, 'failure kind');
  }
}

function differs(detail: string): string {
  const parts = [
    ['return', 'return'],
    ['stdout', 'stdout'],
    ['memory digest', 'memory'],
  ] as const;
  return parts
    .filter(([needle]) => detail.includes(needle))
    .map(([, name]) => name)
    .join(', ');
}

t.test('every bug in BUGS has a plan, and nothing is planted outside a campaign', async (t) => {
  const elsewhere = Object.keys(TESTED_ELSEWHERE) as BugName[];
  t.same([...PLANS.map((p) => p.bug), ...elsewhere].sort(), [...BUG_NAMES].sort());
  for (const bug of elsewhere) {
    t.equal(BUGS[bug].layer, 'interpreter', `${bug}: only interpreter bugs may be tested elsewhere`);
    const file = join(import.meta.dirname, '../..', TESTED_ELSEWHERE[bug]!);
    t.ok(existsSync(file) && readFileSync(file, 'utf8').includes(`plantBug('${bug}')`), `${bug}: ${TESTED_ELSEWHERE[bug]} plants it`);
  }
  t.ok(BUG_NAMES.length >= 10, `at least 10 different bugs (${BUG_NAMES.length})`);
  t.notOk(BUG_NAMES.some(planted), 'no bug planted');
});

t.test(`each planted bug: tessera fuzz --seed ${SEED} finds it within ${BOUND} cases; the same cases pass without it`, async (t) => {
  const rows: string[][] = [];
  const details: string[] = [];
  /** Per cell: the cases the bugged campaigns ran, to run again without any bug. */
  const cleanCases = new Map<string, { cell: Cell; cases: number }>();
  for (const { bug, cell } of PLANS) {
    const r = campaign(cell, range(BOUND), bug);
    t.notOk(BUG_NAMES.some(planted), `${bug} removed`);
    const f = r.failures[0];
    t.ok(f !== undefined, `${bug} on ${cellName(cell)}: caught within ${BOUND} cases`);
    const { layer } = BUGS[bug];
    if (f === undefined) {
      rows.push([bug, layer, cellName(cell), 'NOT CAUGHT', `> ${BOUND}`]);
      continue;
    }
    t.same(f.cell, cell, `${bug}: the failing cell is the planned one`);
    rows.push([bug, layer, cellName(cell), oracleOf(f), String(f.caseIndex + 1)]);
    details.push(`${bug}: case ${f.caseIndex}: ${f.kind}: ${f.detail.slice(0, 160)}`);
    const key = cellName(cell);
    cleanCases.set(key, { cell, cases: Math.max(r.casesRun, cleanCases.get(key)?.cases ?? 0) });
  }
  t.comment(
    `seed ${SEED}, at most ${BOUND} cases per bug, one cell each, stopping at the first failure\n` +
      formatTable(['bug', 'layer', 'cell', 'oracle that caught it', 'cases needed'], rows),
  );
  t.comment(details.join('\n'));
  for (const { cell, cases } of cleanCases.values()) {
    const r = campaign(cell, range(cases), null);
    t.equal(r.failedCells, 0, `no bug planted: cases 0..${cases - 1} on ${cellName(cell)} all match (${r.failures[0]?.detail ?? ''})`);
    t.equal(r.valid, cases, `no bug planted: ${cases} valid programs on ${cellName(cell)}`);
  }
});

t.test('one bug through the tessera fuzz command: failure, shrunk program, replay line', async (t) => {
  const { dir } = scratch('tessera-mutation-');
  const cell = ['--targets', 'x86-64', '--isel', 'maxmunch', '--ra', 'linear-scan'];
  const fuzz = async (argv: string[], bug: BugName | null): Promise<{ code: number; out: string }> => {
    const out: string[] = [];
    plantBug(bug);
    try {
      return { code: await fuzzCommand(argv, (s) => out.push(s), { err: () => {} }), out: out.join('\n') };
    } finally {
      plantBug(null);
    }
  };
  const r = await fuzz(
    ['--seed', String(SEED), '--cases', '3', ...cell, '--max-failures', '1', '--shrink-tries', '40', '--out', dir],
    'ra-ignores-call-clobbers',
  );
  t.equal(r.code, 1, 'exit 1');
  t.match(r.out, /^FAILURE 1: case 0 x86-64 maxmunch linear-scan: backend-fault: allocate @\w+: /m, 'the allocation checker objects');
  const replay = `npx tessera fuzz --seed ${SEED} --case 0 ${cell.join(' ')}`;
  t.match(r.out, `  replay: ${replay}\n`);
  const file = join(dir, `seed${SEED}-case0-x86-64-maxmunch-linear-scan.ll`);
  t.ok(existsSync(file), 'the shrunk program is written');
  t.match(readFileSync(file, 'utf8'), /^define /m);
  t.comment(/^ {2}shrunk in .*$/m.exec(r.out)?.[0] ?? '(no shrink line)');
  const args = replay.split(' ').slice(3);
  t.equal((await fuzz([...args, '--out', join(dir, 'again')], 'ra-ignores-call-clobbers')).code, 1, 'the replay line fails with the bug');
  t.equal((await fuzz([...args, '--out', join(dir, 'clean')], null)).code, 0, 'and passes without it');
});
