// The `tessera` command line as data: one declaration per command (../shared/design/cli.md) —
// its positionals, and each option's flags, value type and range, default and help text.
//
// Contract: args.ts builds from each declaration the commander Command that parses the command
// line and prints `tessera <command> --help`; main.ts lists them all in `tessera --help`. The
// command files (interp.ts, run.ts, ...) receive the typed values and never see raw text. Names,
// flags and defaults are the contract's: add, never rename. No command module is imported here, so
// that main can list optimality without loading its MILP solver.

import { resolve } from 'node:path';
import { DEFAULT_MAX_STEPS } from '../../simulators/harness.js';
import { NAMED_ALLOCATORS, SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { LLC_REGALLOCS } from '../../oracles/llc.js';
import { MODEL_NAMES, parseModel } from '../../engine/regalloc/mcnf/model-options.js';
import { DEFAULT_ITERATIONS } from '../../engine/regalloc/mcnf/progressive.js';
import type { McnfModelOptions } from '../../engine/mir/types.js';
import { flag, option, optional, repeated, UsageError, type AnyCommandDecl } from './args.js';
import { TARGET_NAMES } from './targets.js';
import {
  address,
  count,
  inputFile,
  inputFolder,
  intList,
  oneOf,
  outputFile,
  outputFolder,
  parseLlcRegallocs,
  sizeRange,
  targetList,
  targetName,
  U32_MAX,
  DEFAULT_ISEL,
  DEFAULT_RA,
  FUZZ_ALLOCATORS,
  parseAllocators,
  parseSelectors,
} from './values.js';

const PROGRAM = {
  kind: 'one',
  name: 'prog',
  help: 'a C file (compiled by clang-14 for the target) or an LLVM IR file',
  parse: inputFile,
} as const;

const JSON_FLAG = flag('--json', 'print exactly one JSON document on stdout');
const PROGRESS = flag('--progress', 'show progress on stderr (shown anyway when stderr is a terminal)');
const NO_CHECK = flag('--no-check', 'skip the verifiers between passes and the allocation checker');

const TARGET = optional('--target <T>', `the target: ${TARGET_NAMES.join(', ')} (default: the .ll's triple; x86-64 for .c)`, targetName);
const TARGETS = option('--targets <L>', `a comma list of ${TARGET_NAMES.join(', ')}, or all`, targetList, targetList('all'), 'all');
const OPT_LEVEL = option('--opt-level <N>', 'clang -O level for .c input (0..3)', count(3), 1, '1');
/** A C compiler's inputs (issue 19), for every command that compiles C: appended to clang-14's own flags. */
const C_INPUT = {
  cflags: option(
    '--cflags <FLAGS>',
    'more clang-14 flags for .c input, split at spaces (after tessera\'s own, so they override them: "-O2 -DA")',
    (t) => t,
    '',
    'none',
  ),
  define: repeated('-D, --define <NAME[=VALUE]>', 'define a macro for .c input (clang -D; may be repeated)'),
  include: repeated('-I, --include <DIR>', 'add DIR to the include path for .c input (clang -I; may be repeated)'),
};
const ISEL_ONE = option(
  '--isel <S>',
  `the instruction selector: ${SELECTOR_NAMES.join(', ')}, tree-dp (= cse-all)`,
  (t) => parseSelectors(t, false)[0]!,
  DEFAULT_ISEL,
  DEFAULT_ISEL,
);
const RA_ONE = option(
  '--ra <R>',
  `the register allocator: ${NAMED_ALLOCATORS.join(', ')}`,
  (t) => parseAllocators(t, false)[0]!,
  DEFAULT_RA,
  DEFAULT_RA,
);
/** The default `--solver-budget-ms`: the 60 s per function (an unbounded solve of a large function may take hours). */
export const DEFAULT_SOLVER_MS = 60_000;

/** The largest `--iterations`. */
const MAX_ITERATIONS = 1_000_000;

/** The largest `--solver-budget-ms`: a year of milliseconds. */
const MAX_SOLVER_MS = 366 * 24 * 3600 * 1000;

/** `--ra-model`: a comma list of the optimal allocator's model options (none: its default model); an unknown name is a usage error. */
function parseRaModel(text: string): McnfModelOptions {
  try {
    return parseModel(text);
  } catch (e) {
    throw new UsageError(`--ra-model: ${e instanceof Error ? e.message : String(e)}`);
  }
}

const RA_MODEL_HELP = `the optimal allocator's model options, a comma list of ${MODEL_NAMES.join(', ')}: the full crossbar (a relaxation: objectives become lower bounds) and the thesis's §3.8 simplifications (default: none, the exact zig-zag model)`;

/** The allocator options (cli.md "Allocator options"), for every command that compiles with Tessera: alloc-options.ts. */
const ALLOC = {
  'ra-metric': optional(
    '--ra-metric <M>',
    'what an allocator with a cost model minimises: speed (load:store:move 8:8:1 times block frequency) or size (bytes) (default: speed)',
    oneOf(['speed', 'size'] as const, 'metric'),
  ),
  profile: option(
    '--profile <P>',
    'block frequencies for the allocator: static (10^loop depth) or measured (block counts of a run in the emulator)',
    oneOf(['static', 'measured'] as const, 'profile'),
    'static' as 'static' | 'measured',
    'static',
  ),
  'solver-budget-ms': optional(
    '--solver-budget-ms <T>',
    `milliseconds an exact allocator (optimal) may solve each function (0..${MAX_SOLVER_MS}; default ${DEFAULT_SOLVER_MS})`,
    count(MAX_SOLVER_MS),
  ),
  'ra-model': optional('--ra-model <L>', RA_MODEL_HELP, parseRaModel),
  iterations: optional(
    '--iterations <N>',
    `the progressive allocator's subgradient iterations per function (default ${DEFAULT_ITERATIONS}, or unbounded with --ra-budget-ms)`,
    count(MAX_ITERATIONS),
  ),
  'ra-budget-ms': optional(
    '--ra-budget-ms <T>',
    'milliseconds of wall time the progressive allocator may iterate on each function (iteration 0, the hybrid, always runs)',
    count(MAX_SOLVER_MS),
  ),
  'ra-step': optional(
    '--ra-step <R>',
    "the progressive allocator's step rule: ratio, frequency or newton (default: ratio 0.1/(k+10) for size, frequency B_freq·0.1/(k+10) for speed)",
    oneOf(['ratio', 'frequency', 'newton'] as const, 'step rule'),
  ),
  'ra-direction': optional(
    '--ra-direction <D>',
    "the progressive allocator's price update: standard or average (default: average)",
    oneOf(['standard', 'average'] as const, 'direction'),
  ),
  'ra-init': optional(
    '--ra-init <I>',
    "the progressive allocator's initial prices: zero, heuristic or assignment (default: assignment)",
    oneOf(['zero', 'heuristic', 'assignment'] as const, 'price initialisation'),
  ),
};

const BACKEND = option(
  '--backend <B>',
  "Tessera's back end, or llc-14 as the reference peer",
  oneOf(['tessera', 'llc'], 'backend'),
  'tessera',
  'tessera',
);

/** How one entry function runs: interp, run and check. */
const EXECUTION = {
  entry: option('--entry <NAME>', 'the function to run', (t) => t, 'main', 'main'),
  args: option(
    '--args <L>',
    "its arguments: integers, decimal or 0x hex, comma-separated; each must fit its parameter's type",
    intList,
    [] as bigint[],
    'none',
  ),
  'max-steps': option(
    '--max-steps <N>',
    'the step budget (instructions, or interpreted IR instructions)',
    count(Number.MAX_SAFE_INTEGER),
    DEFAULT_MAX_STEPS,
    String(DEFAULT_MAX_STEPS),
  ),
  'opt-level': OPT_LEVEL,
  ...C_INPUT,
};

/** The emulator's options: run and check. */
const MACHINE = {
  'exact-hooks': flag('--exact-hooks', 'count memory accesses with a hook per instruction (slower; the same counts)'),
  'no-check': NO_CHECK,
};

export const INTERP = {
  name: 'interp',
  summary: 'run the reference IR interpreter',
  positionals: PROGRAM,
  options: { target: TARGET, ...EXECUTION, json: JSON_FLAG },
} satisfies AnyCommandDecl;

export const RUN = {
  name: 'run',
  summary: 'compile, run in the emulator, run the interpreter, compare',
  positionals: PROGRAM,
  options: {
    target: TARGET,
    isel: ISEL_ONE,
    ra: RA_ONE,
    ...ALLOC,
    backend: BACKEND,
    'llc-regalloc': option(
      '--llc-regalloc <R>',
      `llc-14's allocator (with --backend llc): ${LLC_REGALLOCS.join(', ')}`,
      (t) => parseLlcRegallocs(t, false)[0]!,
      'greedy',
      'greedy',
    ),
    ...EXECUTION,
    ...MACHINE,
    json: JSON_FLAG,
  },
} satisfies AnyCommandDecl;

export const COMPILE = {
  name: 'compile',
  summary: "the machine code of Tessera's back end",
  positionals: PROGRAM,
  options: {
    target: TARGET,
    isel: ISEL_ONE,
    ra: RA_ONE,
    ...ALLOC,
    output: optional('-o, --output <FILE>', 'write the text segment to FILE', outputFile),
    listing: flag('--listing', 'print one line per instruction: address, hex bytes, assembly'),
    json: JSON_FLAG,
    'no-check': NO_CHECK,
    'opt-level': OPT_LEVEL,
    ...C_INPUT,
  },
} satisfies AnyCommandDecl;

export const CHECK = {
  name: 'check',
  summary: 'the differential matrix: program x target x selector x allocator against the interpreter',
  positionals: { kind: 'many', name: 'progs', help: '.c or .ll files, or folders (every .c and .ll in them)' },
  options: {
    targets: TARGETS,
    isel: option('--isel <L>', 'a comma list of selectors, or all', (t) => parseSelectors(t, true), parseSelectors('all', true), 'all'),
    ra: option('--ra <L>', 'a comma list of allocators, or all', (t) => parseAllocators(t, true), parseAllocators('all', true), 'all'),
    ...ALLOC,
    backend: BACKEND,
    'llc-regalloc': option(
      '--llc-regalloc <L>',
      `llc-14's allocators (with --backend llc): a comma list of ${LLC_REGALLOCS.join(', ')}, or all`,
      (t) => parseLlcRegallocs(t, true),
      parseLlcRegallocs('greedy', true),
      'greedy',
    ),
    ...EXECUTION,
    ...MACHINE,
    json: JSON_FLAG,
  },
} satisfies AnyCommandDecl;

export const DEMO = {
  name: 'demo',
  summary: 'the main job: the bundled corpus on every target, selector and allocator, with an HTML report',
  positionals: { kind: 'none' },
  options: {
    corpus: option(
      '--corpus <DIR>',
      'the corpus folder (its *.c and ll/<target>/*.O<N>.ll)',
      inputFolder,
      resolve(import.meta.dirname, '../../corpus'),
      'the bundled corpus',
    ),
    report: option('--report <DIR>', 'the folder the HTML report is written to', outputFolder, 'reports/demo', 'reports/demo'),
    'opt-level': option('--opt-level <N>', "the corpus's -O level (0..3)", count(3), 1, '1'),
    json: JSON_FLAG,
  },
} satisfies AnyCommandDecl;

/** The report's sections, in page order. */
export const REPORT_SECTIONS = ['matrix', 'optimality', 'progressive', 'accuracy', 'scaling', 'spills'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

function reportSections(text: string): ReportSection[] {
  if (text === 'all') return [...REPORT_SECTIONS];
  const names = text.split(',');
  for (const n of names)
    if (!(REPORT_SECTIONS as readonly string[]).includes(n))
      throw new UsageError(`--sections: unknown section '${n}' (known: ${REPORT_SECTIONS.join(', ')}, all)`);
  return names as ReportSection[];
}

export const REPORT = {
  name: 'report',
  summary: "the thesis's figures as plots: one self-contained HTML page with the data behind every plot",
  positionals: { kind: 'none' },
  options: {
    out: option(
      '--out <DIR>',
      'the folder the page, its SVG plots and their CSV/JSON data are written to',
      outputFolder,
      'reports/report',
      'reports/report',
    ),
    targets: TARGETS,
    quick: flag('--quick', 'a few programs, allocators and instances: minutes instead of hours'),
    corpus: option(
      '--corpus <DIR>',
      'the corpus folder (its *.c and ll/<target>/*.O1.ll)',
      inputFolder,
      resolve(import.meta.dirname, '../../corpus'),
      'the bundled corpus',
    ),
    programs: optional(
      '--programs <L>',
      'a comma list of corpus programs the execution figures run (default: all; --quick: four small ones)',
      (t) => t.split(',').filter((p) => p !== ''),
    ),
    sections: option(
      '--sections <L>',
      `a comma list of the sections to measure: ${REPORT_SECTIONS.join(', ')}, or all`,
      reportSections,
      [...REPORT_SECTIONS],
      'all',
    ),
    seed: option('--seed <S>', `the seed of generated instances (0..${U32_MAX})`, count(U32_MAX), 1, '1'),
    jobs: option('--jobs <N>', 'sections measured in parallel, each in a child process (1: in this process)', count(64), 1, '1'),
    json: JSON_FLAG,
  },
  details: [
    'Figures: code size and dynamic loads+stores of every selector x allocator relative to llc-14 greedy; the gap of',
    'each heuristic to the proven optimum (tiling, PBQP, PBQP selection, register allocation); the progressive',
    "allocator's improvement and bound against iterations; the MCNF model's predicted against measured costs;",
    'compile time against input size (log-log, fitted slopes); static spill cost against measured dynamic spill',
    'loads+stores (rank correlation). Every figure but compile time is a function of the inputs and the seed.',
  ].join('\n'),
} satisfies AnyCommandDecl;

export const ASM = {
  name: 'asm',
  summary: 'encode assembly lines read on stdin',
  positionals: { kind: 'none' },
  options: {
    target: optional('--target <T>', `the target (required): ${TARGET_NAMES.join(', ')}`, targetName),
    json: JSON_FLAG,
    address: option('--address <A>', 'the address of the first line, decimal or 0x hex', address, 0, '0'),
    'list-forms': flag('--list-forms', "print the target's instruction forms instead (reads no input)"),
    summary: flag('--summary', 'with --list-forms: grouped by mnemonic'),
  },
  details: [
    "Reads one instruction per line in llvm-mc's syntax (Intel for x86-32/x86-64, UAL for arm/thumb) and prints",
    'its encoding as hex bytes, one line out per line in; a line that does not encode prints `error: <reason>`',
    'and the exit code is 2. Blank lines and whole-line # or ; comments are skipped.',
    'Lines are laid out one after the other from --address (default 0); branch targets are displacements',
    "(x86: jmp .+N, . being the instruction's address; arm/thumb: b #N relative to the pc), so bytes do not",
    "depend on the address. --json prints { target, address, ok, lines }. --list-forms prints the target's",
    'instruction forms (one per line with operands and effects; --summary groups them by mnemonic).',
  ].join('\n'),
} satisfies AnyCommandDecl;

/** The largest `--cases`: the campaign lists its case numbers, and ten million cases are weeks of work. */
const MAX_CASES = 10_000_000;

export const FUZZ = {
  name: 'fuzz',
  summary: 'the constructive program fuzzer across the matrix',
  positionals: { kind: 'none' },
  options: {
    seed: option('--seed <S>', `the campaign's seed (0..${U32_MAX})`, count(U32_MAX), 1, '1'),
    cases: option('--cases <N>', `how many cases (0..${MAX_CASES})`, count(MAX_CASES), 100, '100'),
    case: optional('--case <K>', 'run case K alone (what a replay line says)', count(U32_MAX)),
    targets: TARGETS,
    isel: option('--isel <L>', 'a comma list of selectors, or all', (t) => parseSelectors(t, true), parseSelectors('all', true), 'all'),
    ra: option(
      '--ra <L>',
      'a comma list of allocators, or all (every heuristic, the MCNF heuristics iterative, simultaneous and hybrid included)',
      (t) => parseAllocators(t, true, FUZZ_ALLOCATORS),
      parseAllocators('all', true, FUZZ_ALLOCATORS),
      'all',
    ),
    out: option(
      '--out <DIR>',
      'the folder failing programs and the journal of finished cases are written to',
      outputFolder,
      'fuzz-failures',
      'fuzz-failures',
    ),
    'max-failures': option('--max-failures <N>', 'stop after N failing programs (0 counts as 1)', count(U32_MAX), 10, '10'),
    'shrink-tries': option('--shrink-tries <N>', "the shrinker's budget of tries per failure", count(U32_MAX), 300, '300'),
    resume: flag('--resume', 'continue the campaign journaled in --out: its finished cases are not run again'),
    progress: PROGRESS,
    verbose: flag('--verbose', 'also list the tiles no program used'),
    json: JSON_FLAG,
  },
  details: [
    'Each failing program is written to --out the moment its case ends (whole or not at all), and each finished',
    'case is appended to a journal there (seed<S>-<hash>.journal.jsonl, one line per case). A killed or interrupted',
    'campaign continues with the same command and --resume, to the report an uninterrupted run prints.',
    'Ctrl-C (SIGINT) stops after the case in progress and prints the report of the finished cases (exit 130);',
    'a second Ctrl-C stops at once. Exit codes: 0 no failure, 1 a failure, 2 bad arguments, 130 interrupted.',
  ].join('\n'),
} satisfies AnyCommandDecl;

/** The bounds of generated instances: the exhaustive search and the MILP are for small DAGs. */
const MAX_INSTANCES = 10_000_000;
const MAX_NODES = 100_000;
/** The largest `--budget`: a year of seconds (a bound, so that the milliseconds stay exact integers). */
const MAX_BUDGET_S = 366 * 24 * 3600;

export const OPTIMALITY = {
  name: 'optimality',
  summary: 'heuristics against exact solvers on generated instances and the corpus',
  positionals: { kind: 'none' },
  options: {
    problem: optional('--problem <P>', 'tiling, regalloc, pbqp or isel', (t) => t),
    selector: option('--selector <L>', 'a comma list of selectors (aliases as --isel takes them), or all', (t) => t, 'all', 'all'),
    count: option(
      '--count <N>',
      `generated instances (0..${MAX_INSTANCES}; pbqp: per family, default 100)`,
      count(MAX_INSTANCES),
      500,
      '500',
    ),
    size: option(
      '--size <A..B>',
      `the generated DAGs' node counts (1 <= A <= B <= ${MAX_NODES})`,
      sizeRange(MAX_NODES),
      { min: 4, max: 14 },
      '4..14',
    ),
    seed: option('--seed <S>', `the seed of the generated instances (0..${U32_MAX})`, count(U32_MAX), 1, '1'),
    targets: TARGETS,
    corpus: option(
      '--corpus <DIR>',
      'the corpus folder (<target>/*.O1.ll), or none',
      (t, f) => (t === 'none' ? null : inputFolder(t, f)),
      resolve(import.meta.dirname, '../../corpus/ll') as string | null,
      'corpus/ll',
    ),
    budget: optional(
      '--budget <S>',
      'stop starting instances after S seconds of wall time (the report then says how many were measured)',
      count(MAX_BUDGET_S),
    ),
    out: optional('--out <DIR>', 'keep a journal of the measured instances in DIR (for --resume)', outputFolder),
    resume: flag('--resume', 'continue the campaign journaled in --out: its measured instances are not measured again'),
    // --problem regalloc (testbed/driver/optimality-regalloc.ts).
    ra: optional('--ra <L>', 'regalloc: a comma list of allocators, or all (default: every heuristic, all but optimal)', (t) => t),
    isel: ISEL_ONE,
    'ra-metric': option(
      '--ra-metric <M>',
      'regalloc: the allocation metric, speed or size',
      oneOf(['speed', 'size'], 'metric'),
      'speed',
      'speed',
    ),
    'solver-budget-ms': option(
      '--solver-budget-ms <T>',
      "regalloc: the optimal allocator's time per function in milliseconds (0: none); pbqp: the exact solvers' time per graph (default: 10000 branches)",
      count(MAX_BUDGET_S * 1000),
      60_000,
      '60000',
    ),
    'ra-model': optional('--ra-model <L>', `regalloc: ${RA_MODEL_HELP}`, parseRaModel),
    'max-insts': option('--max-insts <N>', 'regalloc: skip (and count) functions of more machine instructions', count(U32_MAX), 300, '300'),
    'one-block': flag('--one-block', 'regalloc: generate one-block functions only'),
    registers: optional('--registers <N>', "regalloc: generated functions use the target's first N registers (default all)", count(64)),
    progress: PROGRESS,
    json: JSON_FLAG,
  },
  details: [
    '--problem regalloc: every function of the corpus (<target>/*.O1.ll, selected by --isel, copies coalesced) and',
    '--count generated machine-IR functions per target, each allocated optimally (the MCNF model) and by every',
    'allocator in --ra, all priced by the independent evaluator; --selector, --size, --budget, --out and --resume',
    'are for tiling.',
    "--problem pbqp: --count random PBQP graphs of each family (default 100) and the pbqp allocator's graph of every",
    "round on every corpus function (per target), the heuristic solver against the oracles' proven optimum; it",
    'takes --count, --seed, --targets, --corpus, --isel and --solver-budget-ms only.',
    'Instances are measured one at a time, generated DAGs first, then the corpus blocks. With --budget S no instance',
    'starts after S seconds (the one in progress finishes): the report then says the budget cut it and how many',
    'instances it covers, so the output of a cut run depends on the speed of the machine. Ctrl-C (SIGINT) stops the',
    'same way with exit 130. --out DIR keeps a journal (one line per instance); --resume continues it.',
  ].join('\n'),
} satisfies AnyCommandDecl;

/** The largest `--count` of `tessera csmith`: each program costs seconds per target. */
const MAX_PROGRAMS = 1_000_000;

export const CSMITH = {
  name: 'csmith',
  summary: 'Csmith-generated programs through the differential matrix, with C-Vise reduction',
  positionals: { kind: 'none' },
  options: {
    seed: option(
      '--seed <S>',
      `the campaign's seed (0..${U32_MAX}); program i runs csmith with a seed derived from S and i`,
      count(U32_MAX),
      1,
      '1',
    ),
    count: option('--count <N>', `how many programs (0..${MAX_PROGRAMS})`, count(MAX_PROGRAMS), 10, '10'),
    targets: TARGETS,
    isel: option('--isel <L>', 'a comma list of selectors, or all', (t) => parseSelectors(t, true), parseSelectors('all', true), 'all'),
    ra: option('--ra <L>', 'a comma list of allocators, or all', (t) => parseAllocators(t, true), parseAllocators('all', true), 'all'),
    'all-cells': flag('--all-cells', 'run every chosen selector x allocator per program and target (default: one, rotating)'),
    reduce: flag('--reduce', 'reduce each failing program with C-Vise to a reproducer in --out'),
    'reduce-budget': option('--reduce-budget <S>', 'seconds C-Vise may spend on one program', count(MAX_BUDGET_S), 600, '600'),
    out: option(
      '--out <DIR>',
      'the folder failing programs and reproducers are written to',
      outputFolder,
      'csmith-failures',
      'csmith-failures',
    ),
    jobs: option('--jobs <N>', 'programs run in parallel, each in a child process (1: in this process)', count(64), 1, '1'),
    'max-steps': option(
      '--max-steps <N>',
      'the step budget of the interpreter per program (machines get 8x)',
      count(Number.MAX_SAFE_INTEGER),
      10_000_000,
      '10000000',
    ),
    'opt-level': OPT_LEVEL,
    progress: PROGRESS,
    json: JSON_FLAG,
  },
  details: [
    'Program i of --seed S is `csmith --seed <mix(S, i)> --no-argc --no-float`, compiled with clang-14 against',
    "Tessera's csmith.h (the checksum goes into a global, so the memory digest carries it; no printf) for each",
    'target, run by the interpreter within --max-steps, by llc-14 (the peer) and by Tessera in the chosen cells.',
    'A program the interpreter does not finish within the budget is step-limit, not a mismatch. Failing programs',
    'are copied to --out with a replay line; --reduce shrinks each with C-Vise (same cell, same finding).',
    'Exit codes: 0 no mismatch or fault, 1 a mismatch or fault, 2 bad arguments or a missing tool.',
  ].join('\n'),
} satisfies AnyCommandDecl;

export const GRAMMAR_CHECK = {
  name: 'grammar-check',
  summary: "the rule-set checks of PBQP selection on a target's tile grammar: atomic completeness, composability",
  positionals: { kind: 'none' },
  options: {
    target: optional('--target <T>', `one target: ${TARGET_NAMES.join(', ')}`, targetName),
    targets: optional('--targets <L>', `several: a comma list of ${TARGET_NAMES.join(', ')}, or all`, targetList),
    json: JSON_FLAG,
  },
  details: [
    "Buchwald & Zwinkau's checks (engine/isel/rule-set.ts): every operation the target presents to selection has an",
    'atomic pattern, and every cut and spanning sub-pattern of a tile of several operations is in the grammar',
    '(Definition 12); a missing sub-pattern is auto-completed as its optimal cover by the existing tiles, at the',
    'summed cost. Prints each missing pattern as one line, before and after auto-completion. Exactly one of',
    '--target and --targets. Exit codes: 0 nothing missing after auto-completion, 1 something missing, 2 bad arguments.',
  ].join('\n'),
} satisfies AnyCommandDecl;

export const EXPLAIN = {
  name: 'explain',
  summary: "one function's allocation: live ranges, spills and reloads, static and measured counts",
  positionals: PROGRAM,
  options: {
    function: optional('--function <F>', 'the function to explain (required)', (t) => t),
    target: TARGET,
    isel: ISEL_ONE,
    ra: RA_ONE,
    vs: optional('--vs <R2>', 'a second allocator, shown beside the first', (t) => parseAllocators(t, false)[0]!),
    svg: optional('--svg <FILE>', 'write the picture (program points down, vregs across) as SVG to FILE', outputFile),
    ...ALLOC,
    ...EXECUTION,
    'no-check': NO_CHECK,
    json: JSON_FLAG,
  },
  details: [
    "Compiles the program with Tessera's back end, runs it once in the emulator from --entry (default main) with",
    "--args, and counts each machine-IR block's executions. Prints, for the function, every edit the allocator",
    'inserted: spill (register to slot), reload (slot to register), folded (an operand read from its slot), move,',
    'remat (a constant regenerated); its block, loop depth and program point (before/after instruction i), its',
    "static weight 10^depth (at most 10^6) and its measured count (its block's executions); then the totals: static spill cost",
    '(the sum of static weights of spills, reloads and folded reloads) and the measured spill loads and stores. --vs R2 shows a',
    'second allocator beside the first. --json prints one document (liveRanges, edits, totals, ...). --svg FILE',
    "draws each vreg's live ranges coloured by register or slot, and the edits as marks.",
    'Exit codes: 0 explained, 1 the program does not compile, 2 bad arguments (an unknown --function among them).',
  ].join('\n'),
} satisfies AnyCommandDecl;

/** Every command, in the order `tessera --help` lists them. */
export const COMMAND_DECLS: readonly AnyCommandDecl[] = [
  INTERP,
  RUN,
  COMPILE,
  CHECK,
  DEMO,
  ASM,
  FUZZ,
  OPTIMALITY,
  CSMITH,
  GRAMMAR_CHECK,
  EXPLAIN,
  REPORT,
];
