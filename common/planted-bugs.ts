// Test-only: deliberate compiler bugs that the mutation test of the oracles
// (tap-tests/fuzz/mutation.test.ts, issue 6 deliverable 6) plants one at a time, to show that
// `tessera fuzz` (testbed/fuzz/campaign.ts) catches each with a fixed seed and a bounded number of
// cases — mutation analysis of the fuzzer's oracles (the interpreter comparison, the allocation
// checker, the verifiers, the emulator's faults and ABI checks).
//
// Contract: nothing is planted unless a test calls `plantBug(name)`; there is no environment
// variable and no other way in. While nothing is planted every `planted(name)` is false and the
// back end's output is unchanged byte for byte (the hook sites are `if (planted('…'))` branches
// that are never taken). `plantBug(null)` removes the bug; the test does it in a `finally`.
// Each bug is a one- or two-line branch at its site in the real code (BUGS names the file); each
// is a plausible compiler bug that produces wrong code or a wrong allocation, not a crash — or, for
// the 'interpreter' layer, a plausible oracle bug that reports ub for a valid program.

/** Every bug a test may plant, with the layer and file it lives in and what it does. */
export const BUGS = {
  'ra-ignores-call-clobbers': {
    layer: 'regalloc',
    site: 'engine/regalloc/linear-scan.ts',
    what: 'linear-scan forgets that a call clobbers the caller-saved registers: a value live across a call may keep one',
  },
  'reload-wrong-slot': {
    layer: 'codegen/apply',
    site: 'engine/codegen/apply.ts',
    what: 'a reload reads the neighbouring spill slot (slot + 1) instead of its own',
  },
  'callee-saved-not-saved': {
    layer: 'codegen/frame',
    site: 'engine/codegen/frame.ts',
    what: 'the prologue/epilogue forget the last callee-saved register the function writes',
  },
  'local-overlaps-spill': {
    layer: 'codegen/frame',
    site: 'engine/codegen/frame.ts',
    what: 'frame layout starts the local objects one slot too low: the first local overlaps the last spill slot',
  },
  'phi-cycle-drops-move': {
    layer: 'codegen/parallel-copy',
    site: 'engine/codegen/parallel-copy.ts',
    what: 'sequentializing a parallel copy drops the move out of the temporary that breaks a cycle (phi swaps)',
  },
  'arm-branch-off-by-one': {
    layer: 'codegen/branches',
    site: 'engine/targets/arm/target.ts',
    what: 'ARM conditional branches land one instruction past their target',
  },
  'thumb-literal-unaligned-pc': {
    layer: 'codegen/literal-pool',
    site: 'engine/targets/thumb/target.ts',
    what: 'Thumb literal loads take the offset from pc+4 rounded down instead of Align(pc+4, 4): at a 2-mod-4 address they read the previous word',
  },
  'arm-rotated-immediate': {
    layer: 'isa-model/arm encoder',
    site: 'isa-models/arm/immediates.ts',
    what: 'the rotation field of an A32 modified immediate holds the left rotation instead of the right one (values outside 0..255 and not rotated by 16)',
  },
  'x86-sib-scale': {
    layer: 'isa-model/x86 encoder',
    site: 'isa-models/x86/encode.ts',
    what: 'the SIB scale field swaps scales 2 and 4',
  },
  'x86-signed-branch-as-unsigned': {
    layer: 'isel/x86 tiles',
    site: 'engine/targets/x86/tiles.ts',
    what: 'compare-and-branch on a signed predicate uses the unsigned condition (jb/jbe/ja/jae for jl/jle/jg/jge)',
  },
  'x86-stack-args-reversed': {
    layer: 'isel/x86 tiles',
    site: 'engine/targets/x86/tiles.ts',
    what: 'calls store their stack arguments in reverse order (the last argument at [esp])',
  },
  'arm-select-swapped': {
    layer: 'isel/arm tiles',
    site: 'engine/targets/arm/tiles.ts',
    what: 'select on an i1 in a register (tst #1; mov<c>) moves the true value under eq instead of ne: the operands are swapped',
  },
  'interp-stack-budget-halved': {
    layer: 'interpreter',
    site: 'oracles/interpreter/memory.ts',
    what: "the interpreter's stack budget is half the one it shares with the harness: deep but legal programs get a false stack-overflow",
  },
  'thumb-sext-as-zext': {
    layer: 'isel/thumb tiles',
    site: 'engine/targets/thumb/tiles.ts',
    what: 'sign extension of an 8-bit value is selected as uxtb (zero extension)',
  },
  'interp-provenance-last-byte': {
    layer: 'interpreter',
    site: 'oracles/interpreter/ops-memory.ts',
    what: 'an access through a pointer of known provenance must end one byte before its object does: the last byte reads as out of bounds (a false ub)',
  },
  'interp-align-doubled': {
    layer: 'interpreter',
    site: 'oracles/interpreter/ops-memory.ts',
    what: "loads and stores are checked against twice the IR's declared alignment (a false misaligned ub)",
  },
  'interp-store-skips-init': {
    layer: 'interpreter',
    site: 'oracles/interpreter/ops-memory.ts',
    what: 'a store of 4 or more bytes marks only its first byte initialised: a later load of the value is poison (a false ub)',
  },
  'icmp-width-of-node': {
    layer: 'isel/DAG builder',
    site: 'engine/isel/dag.ts',
    what: "a compare takes its width from its operand's node, not its IR type: an i32 compare of a truncated i64 compares all 64 bits (issue 17's x86-64 bug, replanted)",
  },
  'wide-add-drops-carry': {
    layer: 'lower/64-bit expansion',
    site: 'engine/lower/wide.ts',
    what: 'a 64-bit add on a 32-bit target adds the high words without the carry out of the low words',
  },
  'unaligned-load-big-endian': {
    layer: 'lower/unaligned accesses',
    site: 'engine/lower/unaligned.ts',
    what: 'an under-aligned load split into pieces assembles them in big-endian order',
  },
  'arm-indirect-call-args-shifted': {
    layer: 'isel/arm tiles',
    site: 'engine/targets/arm/tiles.ts',
    what: 'an indirect call takes its arguments from the second kid on: the called pointer becomes the last argument and the first argument is lost',
  },
  'arm-variadic-i64-unpadded': {
    layer: 'lower/AAPCS argument words',
    site: 'engine/lower/wide-abi.ts',
    what: "a variadic call's arguments skip AAPCS's even-word rule: an i64 extra after an odd number of words lands in r1:r2 (or an unaligned stack slot) where the callee's va_arg reads r2:r3",
  },
  'wide-shl-32-keeps-low': {
    layer: 'lower/64-bit expansion',
    site: 'engine/lower/wide.ts',
    what: "a 64-bit shl by exactly 32 (the word move of ExpandShiftByConstant) keeps the low word instead of clearing it: packing a struct's fields into an 8-byte argument word ors the field at offset 4 into offset 0 too",
  },
} as const satisfies Record<string, { layer: string; site: string; what: string }>;

export type BugName = keyof typeof BUGS;

export const BUG_NAMES = Object.keys(BUGS) as BugName[];

let current: BugName | null = null;

/** Plants `name` (replacing any planted bug), or removes the planted bug with null. */
export function plantBug(name: BugName | null): void {
  current = name;
}

/** Is `name` the planted bug? (false unless a test planted it) */
export function planted(name: BugName): boolean {
  return current === name;
}
