// The dependency rules (.dependency-cruiser.cjs, run by `npm run deps`) can fail, and fail for the right reason.
//
// Contract: requires dependency-cruiser and the TypeScript 5 that scripts/depcruise-ts5.mjs lends it (both npm dev
// dependencies). Builds a small tree with the house's top-level folders in a temporary folder, one file per case:
// imports each rule must forbid and the neighbouring imports the rules deliberately allow (the narrow exceptions,
// type-only imports, a cycle inside one folder), runs depcruise with the project's own configuration on it, and
// expects exactly the forbidden imports back, each under its rule's name. A rule that never fires, or one that fires
// on an allowed import, fails here.

import t from 'tap';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FOLDERS = ['common', 'engine', 'isa-models', 'simulators', 'oracles', 'testbed', 'bench', 'scripts', 'tap-tests', 'bin'];

/** An import of the fixture: `value` (`import { x }`) or `type` (`import type { x }`); `rule` the rule it breaks. */
interface Edge {
  readonly to: string;
  readonly kind: 'value' | 'type';
  readonly rule: string | null;
}
type Fixture = Readonly<Record<string, readonly Edge[]>>;

const ok = (to: string, kind: Edge['kind'] = 'value'): Edge => ({ to, kind, rule: null });
const bad = (rule: string, to: string, kind: Edge['kind'] = 'value'): Edge => ({ to, kind, rule });

/** Every file of the tree and what it imports (a file with no entry imports nothing). */
const FIXTURE: Fixture = {
  'common/image.ts': [ok('node:fs'), ok('common/bugs.ts'), bad('common-is-a-leaf', 'engine/ir/datalayout.ts', 'type')],
  'common/bugs.ts': [],
  'engine/ir/types.ts': [ok('common/image.ts'), ok('isa-models/x86/registers.ts')],
  'engine/ir/datalayout.ts': [],
  'engine/isel/grammar.ts': [ok('engine/ir/types.ts', 'type')],
  'engine/codegen/pipeline.ts': [bad('engine-is-the-compiler', 'oracles/allocation-checker.ts')],
  'engine/codegen/spill.ts': [bad('engine-is-the-compiler', 'simulators/machine.ts', 'type')],
  // A cycle inside one folder is that folder's business.
  'engine/codegen/relax.ts': [ok('engine/codegen/pool.ts')],
  'engine/codegen/pool.ts': [ok('engine/codegen/relax.ts')],
  'isa-models/x86/forms.ts': [
    bad('isa-models-are-facts', 'engine/isel/grammar.ts', 'type'),
    bad('isa-models-read-no-simulator', 'simulators/elf.ts'),
  ],
  'isa-models/x86/registers.ts': [],
  'isa-models/verify.ts': [ok('simulators/capstone.ts', 'type')],
  'isa-models/verify/llvm-mc.ts': [
    ok('simulators/elf.ts'),
    ok('simulators/capstone.ts'),
    bad('isa-models-verify-reads-only-binary-readers', 'simulators/machine.ts'),
  ],
  'oracles/allocation-checker.ts': [ok('engine/ir/types.ts', 'type')],
  'oracles/runtime.ts': [],
  'oracles/outcome.ts': [],
  'oracles/tiling/model.ts': [
    ok('engine/isel/grammar.ts', 'type'),
    bad('oracles-share-only-types-with-engine', 'engine/ir/types.ts'),
    bad('oracles-know-no-testbed', 'testbed/cli.ts', 'type'),
  ],
  'oracles/interpreter/program.ts': [
    ok('engine/ir/datalayout.ts'),
    ok('engine/ir/types.ts'),
    ok('engine/isel/grammar.ts', 'type'),
    bad('interpreter-shares-only-ir-facts', 'engine/isel/grammar.ts'),
    bad('oracles-know-no-testbed', 'simulators/machine.ts', 'type'),
  ],
  'simulators/machine.ts': [ok('common/image.ts'), ok('oracles/runtime.ts'), ok('oracles/outcome.ts')],
  'simulators/capstone.ts': [],
  'simulators/elf.ts': [],
  'simulators/harness.ts': [
    bad('simulators-know-no-engine', 'engine/ir/types.ts', 'type'),
    bad('simulators-read-only-shared-runtime', 'oracles/interpreter/program.ts'),
  ],
  'testbed/driver.ts': [ok('engine/codegen/pipeline.ts'), ok('oracles/tiling/model.ts'), ok('scripts/tool.ts')],
  // A cycle that leaves its folder, across two folders that no other rule orders.
  'testbed/fuzz.ts': [bad('no-circular-between-folders', 'scripts/tool.ts')],
  'testbed/cli.ts': [],
  'testbed/report.ts': [bad('nothing-imports-bench', 'bench/run.ts')],
  'scripts/tool.ts': [ok('testbed/fuzz.ts'), bad('nothing-imports-tests', 'tap-tests/helpers.ts')],
  'bench/run.ts': [ok('testbed/driver.ts')],
  'tap-tests/helpers.ts': [],
  'tap-tests/bench.test.ts': [ok('bench/run.ts'), ok('tap-tests/helpers.ts')],
  'bin/tessera.ts': [ok('testbed/driver.ts'), bad('no-unresolvable', 'testbed/missing.ts')],
};

/** The specifier `from` uses for `to` (the project's style: relative, with a .js extension). */
function specifier(from: string, to: string): string {
  if (to.startsWith('node:')) return to;
  const up = '../'.repeat(from.split('/').length - 1);
  return `${up || './'}${to.replace(/\.ts$/, '.js')}`;
}

/** How depcruise names an import's target: its path, or the specifier as written when it cannot be resolved. */
function target(from: string, e: Edge): string {
  return e.rule === 'no-unresolvable' ? specifier(from, e.to) : e.to;
}

function writeFixture(dir: string): void {
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, verbatimModuleSyntax: true },
      include: FOLDERS,
    }),
  );
  for (const [file, edges] of Object.entries(FIXTURE)) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    const lines = edges.map((e, i) => {
      const keyword = e.kind === 'type' ? 'import type' : 'import';
      return `${keyword} * as m${i} from '${specifier(file, e.to)}';`;
    });
    writeFileSync(join(dir, file), `${lines.join('\n')}\nexport const here = '${file}';\n`);
  }
}

/** One reported violation, `rule: from -> to` (`to` empty on a cycle's first line), from the `err` reporter. */
const VIOLATION = /^\s*error (\S+): (\S+) → ?(\S*)$/;

/** Runs depcruise as `npm run deps` does (the `err` reporter: its exit status is the number of errors). */
function cruise(dir: string): { status: number | null; violations: readonly string[]; output: string } {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      join(ROOT, 'scripts', 'depcruise-ts5.mjs'),
      join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'),
      '--config',
      join(ROOT, '.dependency-cruiser.cjs'),
      '--output-type',
      'err',
      ...FOLDERS,
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  if (run.error) throw new Error(`dependency-cruiser did not run (npm dev dependency): ${run.error.message}`);
  const output = run.stdout + run.stderr;
  const violations = output.split('\n').flatMap((line) => {
    const m = VIOLATION.exec(line);
    return m ? [`${m[1]}: ${m[2]} -> ${m[3]}`] : [];
  });
  return { status: run.status, violations, output };
}

t.test('depcruise with the project rules reports exactly the forbidden imports of the fixture', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-deps-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFixture(dir);
  const { status, violations, output } = cruise(dir);
  const expected = Object.entries(FIXTURE).flatMap(([from, edges]) =>
    edges.filter((e) => e.rule !== null).map((e) => `${e.rule}: ${from} -> ${target(from, e)}`),
  );
  const cycles = violations.filter((v) => v.startsWith('no-circular-between-folders'));
  t.same(
    violations.filter((v) => !cycles.includes(v)).sort(),
    expected.filter((v) => !v.startsWith('no-circular-between-folders')).sort(),
    'exactly the forbidden imports, each under its rule',
    { output },
  );
  // dependency-cruiser reports a cycle once, from one of its modules, with the path on the following lines.
  t.equal(cycles.length, 1, 'one cycle between folders');
  t.match(
    cycles[0],
    /^no-circular-between-folders: (scripts\/tool|testbed\/fuzz)\.ts -> $/,
    'the cycle testbed/fuzz.ts <-> scripts/tool.ts is reported, the cycle inside engine/codegen is not',
  );
  t.equal(status, violations.length, 'the exit status counts the violations');
  const rules = new Set(violations.map((v) => v.split(':')[0]));
  const { forbidden } = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as { forbidden: { name: string }[] };
  for (const { name } of forbidden) t.ok(rules.has(name), `rule ${name} fires on the fixture`);
});
