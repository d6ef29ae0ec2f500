// The dependency rules of the house (design/architecture.md "Dependency rules", issue 17 item 4), checked by
// dependency-cruiser in `npm run deps` (part of `npm test`).
//
// Contract: requires the folders of the data-flow layout (common/ engine/ isa-models/ simulators/ oracles/ testbed/
// bench/ scripts/ tap-tests/ bin/) and a TypeScript 5 for dependency-cruiser (scripts/depcruise-ts5.mjs lends it one:
// without it no .ts file is parsed and every rule would pass vacuously). Produces: one error per import that breaks a
// rule, named by the rule; exit status 1 when there is any.
//
// Paths below are relative to the repository root. A dependency's type "type-only" means `import type` (or
// `export type ... from`): erased at compile time, so it shares a shape, never code or a computed value.
// Imports are made with type information (tsPreCompilationDeps) so that type-only imports are seen and told apart.

/** Top-level folders (a trailing slash, so `engine` does not match `engine-x/`). */
const TOP = (...names) => `^(${names.join('|')})/`;

module.exports = {
  forbidden: [
    // common/ holds the leaf modules every layer reads: the image format and memory map, assertNever, the
    // planted-bug switchboard. A leaf that imported a layer would make every layer depend on it. Node's own
    // modules are allowed.
    {
      name: 'common-is-a-leaf',
      severity: 'error',
      from: { path: '^common/' },
      to: { pathNot: '^common/', dependencyTypesNot: ['core'] },
    },
    // engine/ is the compiler: it may read common/ and isa-models/, never the testbed that judges it (the
    // allocation checker reaches the pipeline as a hook passed by the caller).
    {
      name: 'engine-is-the-compiler',
      severity: 'error',
      from: { path: '^engine/' },
      to: { path: TOP('oracles', 'simulators', 'testbed', 'bench', 'tap-tests', 'scripts', 'bin') },
    },
    // isa-models/ are facts about instruction sets (registers, ABIs, forms, encoders, printers, size models).
    {
      name: 'isa-models-are-facts',
      severity: 'error',
      from: { path: '^isa-models/' },
      to: { path: TOP('engine', 'testbed', 'oracles') },
    },
    // Narrow exception: the encoders' verification against llvm-mc and capstone (isa-models/verify.ts and
    // isa-models/verify/) reads machine code back through the binary readers simulators/capstone.ts and
    // simulators/elf.ts. Nothing else in isa-models/ reads simulators/ ...
    {
      name: 'isa-models-read-no-simulator',
      severity: 'error',
      from: { path: '^isa-models/', pathNot: '^isa-models/verify(\\.ts$|/)' },
      to: { path: '^simulators/' },
    },
    // ... and the verification reads nothing of simulators/ beyond those two readers.
    {
      name: 'isa-models-verify-reads-only-binary-readers',
      severity: 'error',
      from: { path: '^isa-models/verify(\\.ts$|/)' },
      to: { path: '^simulators/', pathNot: '^simulators/(capstone|elf)\\.ts$' },
    },
    // Oracles judge with their own arithmetic: they share only TYPES (IR, MIR, grammar data, ISA descriptors)
    // with the engine they judge, so that a bug in shared code cannot hide from both.
    {
      name: 'oracles-share-only-types-with-engine',
      severity: 'error',
      from: { path: '^oracles/', pathNot: '^oracles/interpreter/' },
      to: { path: '^engine/', dependencyTypesNot: ['type-only'] },
    },
    // The reference interpreter's exception: it reads the IR's shared facts as values, the module's data layout
    // (engine/ir/datalayout.ts), where the globals lie (engine/ir/global-layout.ts: the image and the interpreter
    // must agree on every address, or no memory comparison is possible) and engine/ir/types.ts (the IR's own
    // definitions: the interpreter runs that IR). Anything else of engine/ it may import as a type only.
    {
      name: 'interpreter-shares-only-ir-facts',
      severity: 'error',
      from: { path: '^oracles/interpreter/' },
      to: {
        path: '^engine/',
        pathNot: '^engine/ir/(datalayout|global-layout|types)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    // Oracles sit below the orchestration that runs them and beside the simulators (which read oracles/runtime.ts).
    {
      name: 'oracles-know-no-testbed',
      severity: 'error',
      from: { path: '^oracles/' },
      to: { path: TOP('testbed', 'simulators', 'scripts', 'bin') },
    },
    // Simulators know nothing of the engine beyond the image format (common/image.ts).
    {
      name: 'simulators-know-no-engine',
      severity: 'error',
      from: { path: '^simulators/' },
      to: { path: TOP('engine', 'testbed', 'scripts', 'bin') },
    },
    // From oracles/ the simulators read only what both sides of a comparison must share: oracles/runtime.ts
    // (the one implementation of the runtime functions, so the emulator's traps and the interpreter agree by
    // construction) and oracles/outcome.ts (the Outcome shape and memory digest both sides produce).
    {
      name: 'simulators-read-only-shared-runtime',
      severity: 'error',
      from: { path: '^simulators/' },
      to: { path: '^oracles/', pathNot: '^oracles/(runtime|outcome)\\.ts$' },
    },
    // Tests and benchmarks are leaves: nothing ships code that lives in them. Tests may import the benchmark
    // code they test; scripts/replay-generated.ts replays a failing property test, so it rebuilds the test's program
    // through the test's own fast-check choice source (tap-tests/fuzz/choices-fc.ts).
    {
      name: 'nothing-imports-tests',
      severity: 'error',
      from: { pathNot: ['^tap-tests/', '^scripts/replay-generated[.]ts$'] },
      to: { path: '^tap-tests/' },
    },
    {
      name: 'nothing-imports-bench',
      severity: 'error',
      from: { pathNot: TOP('bench', 'tap-tests') },
      to: { path: '^bench/' },
    },
    // No cycle between the top-level folders. The rules above order them (common < isa-models < engine < oracles
    // < simulators < testbed < bench, scripts, bin < tap-tests), so a two-way dependency between two folders breaks
    // one of them; the one chain of sanctioned exceptions that closes a loop of folders (isa-models/verify ->
    // simulators/capstone.ts; simulators -> oracles/runtime.ts; oracles -> engine types; engine -> isa-models) must
    // never close a loop of modules. This rule catches any cycle of modules that leaves its folder ($1). Cycles of
    // modules inside one folder are the folder's own business.
    {
      name: 'no-circular-between-folders',
      severity: 'error',
      from: { path: '^([^/]+)/' },
      to: { circular: true, via: { pathNot: '^$1/' } },
    },
    // An import the tool cannot resolve is a dependency no rule can see.
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|coverage|\\.tap)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // node_modules is a symbolic link in the worktrees: keep its path, so npm packages stay under node_modules/.
    preserveSymlinks: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.js', '.mjs', '.cjs'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
