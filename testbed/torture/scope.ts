// Which torture files are out of issue 19's scope, and why (its "Done when": floating point,
// inline assembly, nested functions, vector types, GCC-only options — each file with its reason).
//
// Contract: `scopeOfClangError` judges a file clang-14 rejected, from clang's first error line;
// `scopeOfIR` judges a file clang-14 compiled, from the whole IR text it produced — every
// construct, not the front end's first rejection, so a file whose first problem is a struct by
// value but which also computes in floating point is out of scope for the floating point. Both
// are pure and return null for a file in scope. What is read from the IR, in this order (the
// first found is the category): `asm` (inline assembly); a floating-point type or instruction in
// a function, global or declaration (floating point comes in a later issue) — not in a named
// type's definition alone, since a union with a `long double` member for its alignment only is
// in scope, and a `<2 x float>` (complex float on x86-64) is floating point; a vector type
// `<N x T>`. Attribute groups, metadata, names and string contents are dropped before the IR is
// read: clang's attributes name `"use-soft-float"` and `"min-legal-vector-width"` in every
// function. The GCC-only category is for what clang-14 refuses by design: GNU extensions it will
// never support, GCC-only builtins, and a `dg-require-effective-target` the target does not meet
// (__int128 on a 32-bit target: GCC skips the test there too). A test that includes another
// test's .c file that is not in ../shared/suites (it holds half of the suite) cannot be compiled
// by anyone here: 'other half of the suite'.
// 'undefined behaviour in the test': a reviewed table (`scopeOfTest`, by file name), each entry
// with the C11 clause the test breaks and why, read by a person from the source: the test itself
// has undefined behaviour (or output that C leaves unspecified), so no behaviour is there to
// match. Never a rule "the interpreter said ub", which would hide the interpreter's own
// imprecisions; tap-tests/torture/ub-tests.part.ts checks the interpreter still refuses each.

export type ScopeCategory =
  | 'floating point'
  | 'inline assembly'
  | 'nested function'
  | 'vector type'
  | 'GCC-only'
  | 'other half of the suite'
  | 'undefined behaviour in the test';

export interface OutOfScope {
  readonly category: ScopeCategory;
  /** The evidence: the IR construct or clang's message. */
  readonly why: string;
}

/** clang-14's errors that put a file out of scope, with the category each stands for. */
const CLANG_ERRORS: readonly (readonly [RegExp, ScopeCategory])[] = [
  [/function definition is not allowed here/, 'nested function'],
  [/__builtin_shuffle|vector/, 'vector type'],
  [/'math\.h' file not found/, 'floating point'],
  [/extension will never be supported|GNU decimal type|__builtin_apply|__builtin_va_arg_pack/, 'GCC-only'],
  [/unsuitable for global register variables|initialization of flexible array member|array is too large/, 'GCC-only'],
  [/__int128 is not supported on this target/, 'GCC-only'],
  // A test that #includes another test's .c file, which is in the half of the suite we were not given.
  [/'[\w.-]+\.c' file not found/, 'other half of the suite'],
];

export function scopeOfClangError(message: string): OutOfScope | null {
  for (const [pattern, category] of CLANG_ERRORS) if (pattern.test(message)) return { category, why: `clang-14: ${message}` };
  return null;
}

/** The reviewed table of tests with undefined (or, for their output, unspecified) behaviour: file, C11 clause, why. */
export const UB_TESTS: ReadonlyMap<string, { readonly clause: string; readonly why: string }> = new Map([
  [
    'arith-rand.c',
    {
      clause: 'C11 6.5p5',
      why: 'ABS (yy) negates a random yy that reaches INT_MIN (LONG_MIN): signed overflow (clang: llvm.abs with is_int_min_poison)',
    },
  ],
  [
    '941014-2.c',
    {
      clause: 'C11 7.22.3.4p2, 6.2.6.1p5',
      why: "branches (and prints) on foo_p->a of a malloc'd block never written: an indeterminate value, so the output is unspecified",
    },
  ],
  [
    'string-opt-18.c',
    {
      clause: 'C11 7.24.2.3p2',
      why: 'strcpy (buf, buf) copies between overlapping objects, and reads the uninitialised buf for its terminator',
    },
  ],
]);

/** The file's entry in the reviewed table of tests with undefined behaviour, as an out-of-scope verdict. */
export function scopeOfTest(file: string): OutOfScope | null {
  const entry = UB_TESTS.get(file);
  return entry === undefined ? null : { category: 'undefined behaviour in the test', why: `${entry.clause}: ${entry.why}` };
}

const FLOAT =
  /\b(half|bfloat|float|double|x86_fp80|fp128|ppc_fp128|x86_mmx|fadd|fsub|fmul|fdiv|frem|fcmp|fneg|fptosi|fptoui|sitofp|uitofp|fpext|fptrunc)\b/;
const VECTOR = /<\s*(vscale\s+x\s+)?\d+\s+x\s/;
const ASM = /(^module asm\b|\basm\s+(sideeffect\s+|alignstack\s+|inteldialect\s+|unwind\s+)*")/;

export function scopeOfIR(text: string): OutOfScope | null {
  const original = text.split('\n');
  const lines = original.map(significant);
  const first = (pattern: RegExp, category: ScopeCategory): OutOfScope | null => {
    const at = lines.findIndex((l) => pattern.test(l));
    return at < 0 ? null : { category, why: `${category} in the IR: ${excerpt(original[at]!)}` };
  };
  return first(ASM, 'inline assembly') ?? first(FLOAT, 'floating point') ?? first(VECTOR, 'vector type');
}

/**
 * A line without what cannot name a construct: attribute groups, metadata, comments, string
 * contents (an asm's string stays as `""`: the construct is the asm itself), names (a function
 * called `@double` is not floating point).
 */
function significant(line: string): string {
  if (/^(attributes #|!|;|source_filename|target |%[-\w.$"]+ = type )/.test(line)) return '';
  return line
    .replace(/c?"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/[@%][-\w.$]+/g, '%_')
    .replace(/!\w[-\w.]*( !\d+)?/g, '')
    .replace(/;.*$/, '');
}

function excerpt(line: string): string {
  const trimmed = line.trim().replace(/\s+/g, ' ');
  return trimmed.length <= 72 ? trimmed : `${trimmed.slice(0, 69)}...`;
}
