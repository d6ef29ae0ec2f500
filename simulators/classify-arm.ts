// Static memory classification of ARM (A32, ARMv6 / arm1176) and Thumb-1 (ARMv6-M / Cortex-M0)
// instructions from Capstone's UAL text.
//
// Contract: requires a Decoded instruction from simulators/capstone.ts. Produces the loads / stores /
// access events one execution of it makes, as Unicorn 2.0.1's memory hooks report them, and whether
// those accesses depend on an ARM condition code. A mnemonic outside the tables throws an UnclassifiedInstruction (classify-error.ts); in Thumb so does
// anything outside ARMv6-M (capstone.ts's `isArmv6m`: the binding never returns those, but a Decoded
// built elsewhere might carry one).
//
// Tables hold base mnemonics. ARM mode accepts a condition suffix (`ldrne`, `popge`) and, for the
// data-processing and multiply instructions, the flag-setting `s` (`adds`, `addseq`). Memory kinds:
//   load N / store N   N events per execution (ldrd/strd: two 4-byte events in Unicorn)
//   load list / store list   one event per register in the `{...}` list, pc included (ldm/stm/push/pop)
// Measured in Unicorn (tap-tests/simulators/classify.test.ts): an ARM-mode memory instruction whose
// condition fails makes no memory event at all, so its counts are data-dependent: such instructions
// come back with `conditional: true` and the counts of a passing execution. Multi-register transfers
// report their events in ascending address order (push {r4-r11,lr}: r4's slot first, lr's last).
// Literal-pool loads (`ldr r0, [pc, #x]`) and jump-table loads (`ldr pc, [pc, r0, lsl #2]`) are loads.

import { isArmv6m, type Decoded } from './capstone.js';
import { UnclassifiedInstruction } from './classify-error.js';

export interface ArmClass {
  readonly loads: 0 | 1;
  readonly stores: 0 | 1;
  readonly accesses: number;
  readonly conditional: boolean;
}

type Memory = { readonly kind: 'load' | 'store'; readonly events: number | 'list' } | null;

const MEMORY_TABLE = `
ldr ldrb ldrh ldrsb ldrsh                          | load 1
ldrd                                               | load 2
str strb strh                                      | store 1
strd                                               | store 2
ldm ldmib ldmda ldmdb pop                          | load list
stm stmib stmda stmdb push                         | store list
`;

/** ARM-mode instructions without memory access; those in FLAG_SETTING also take an `s` suffix. */
const ARM_PLAIN = `
adc add adr and asr bic clz cmn cmp eor lsl lsr mla mls mov movt movw mul mvn nop orr ror rrx rsb rsc sbc sub teq tst
b bl blx bx
smull umull smlal umlal umaal smmul smmla smmls smmulr smmlar smmlsr
smlabb smlabt smlatb smlatt smlawb smlawt smulbb smulbt smultb smultt smulwb smulwt
smlalbb smlalbt smlaltb smlaltt smuad smuadx smusd smusdx smlad smladx smlsd smlsdx smlald smlsld
sxtb sxth sxtab sxtah uxtb uxth uxtab uxtah sxtb16 uxtb16 sxtab16 uxtab16
rev rev16 revsh ssat usat ssat16 usat16 qadd qsub qdadd qdsub sel pkhbt pkhtb usad8 usada8
udf trap bkpt svc mrs msr
`;

const FLAG_SETTING = new Set(
  'adc add and asr bic eor lsl lsr mla mov mul mvn orr ror rrx rsb rsc sbc sub smull umull smlal umlal'.split(' '),
);

/** ARMv6-M (Thumb-1): every 16-bit instruction Capstone names, plus the 32-bit bl and system ones. */
const THUMB_PLAIN = `
adcs adds add adr ands asrs b bics bl blx bx cmn cmp eors lsls lsrs mov movs muls mvns nop orrs
rev rev16 revsh rors rsbs sbcs sub subs sxtb sxth tst uxtb uxth
svc bkpt cpsid cpsie sev wfe wfi yield udf trap msr mrs dmb dsb isb
`;

const CONDITIONS = new Set('eq ne cs hs cc lo mi pl vs vc hi ls ge lt gt le al'.split(' '));

function parseMemoryTable(text: string): Map<string, Memory> {
  const out = new Map<string, Memory>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const [names, spec] = line.split('|') as [string, string];
    const [kind, events] = spec.trim().split(/\s+/) as ['load' | 'store', string];
    for (const n of names.trim().split(/\s+/)) out.set(n, { kind, events: events === 'list' ? 'list' : Number(events) });
  }
  return out;
}

function plainSet(text: string): Set<string> {
  return new Set(text.split(/\s+/).filter((w) => w !== ''));
}

const MEMORY = parseMemoryTable(MEMORY_TABLE);
const ARM_NAMES = plainSet(ARM_PLAIN);
const THUMB_NAMES = plainSet(THUMB_PLAIN);

function describe(insn: Decoded): string {
  return `${insn.mnemonic} ${insn.opStr}`.trim();
}

function knownArm(base: string): boolean {
  if (MEMORY.has(base) || ARM_NAMES.has(base)) return true;
  return base.endsWith('s') && FLAG_SETTING.has(base.slice(0, -1));
}

/** Splits an ARM-mode mnemonic into its table name and condition (null = always). */
function splitArm(mnemonic: string): { base: string; cond: string | null } | null {
  if (knownArm(mnemonic)) return { base: mnemonic, cond: null };
  const cond = mnemonic.slice(-2);
  const base = mnemonic.slice(0, -2);
  if (CONDITIONS.has(cond) && knownArm(base)) return { base, cond: cond === 'al' ? null : cond };
  return null;
}

/** Registers in the `{...}` list of an ldm/stm/push/pop (Capstone lists each one; no ranges). */
function registerListLength(insn: Decoded): number {
  const m = /\{([^}]*)\}/.exec(insn.opStr);
  if (m === null || m[1]!.includes('-'))
    throw new UnclassifiedInstruction(insn, `arm: cannot read the register list of '${describe(insn)}'`);
  return m[1]!.split(',').filter((r) => r.trim() !== '').length;
}

function memoryClass(memory: Memory, insn: Decoded, conditional: boolean): ArmClass {
  if (memory === null) return { loads: 0, stores: 0, accesses: 0, conditional: false };
  const events = memory.events === 'list' ? registerListLength(insn) : memory.events;
  return {
    loads: memory.kind === 'load' ? 1 : 0,
    stores: memory.kind === 'store' ? 1 : 0,
    accesses: events,
    conditional,
  };
}

/** The memory class of one execution of an ARM-mode instruction. */
export function classifyArm(insn: Decoded): ArmClass {
  const split = splitArm(insn.mnemonic);
  if (split === null) throw new UnclassifiedInstruction(insn, `arm: mnemonic '${insn.mnemonic}' is not in the table ('${describe(insn)}')`);
  return memoryClass(MEMORY.get(split.base) ?? null, insn, split.cond !== null);
}

/** Thumb-1 mnemonic: its table name, allowing only `b` to carry a condition. */
function thumbBase(mnemonic: string): string | null {
  if (THUMB_NAMES.has(mnemonic) || MEMORY.has(mnemonic)) return mnemonic;
  if (mnemonic.startsWith('b') && CONDITIONS.has(mnemonic.slice(1))) return 'b';
  return null;
}

const THUMB_MEMORY = new Set(['ldr', 'ldrb', 'ldrh', 'ldrsb', 'ldrsh', 'str', 'strb', 'strh', 'ldm', 'stm', 'push', 'pop']);

/** The memory class of one execution of a Thumb-1 (ARMv6-M) instruction. */
export function classifyThumb(insn: Decoded): ArmClass {
  if (!isArmv6m(insn)) {
    throw new UnclassifiedInstruction(insn, `thumb: '${describe(insn)}' (${insn.size} bytes) is a Thumb-2 encoding, not ARMv6-M`);
  }
  const base = thumbBase(insn.mnemonic);
  if (base === null || (MEMORY.has(base) && !THUMB_MEMORY.has(base))) {
    throw new UnclassifiedInstruction(insn, `thumb: '${describe(insn)}' is not an ARMv6-M (Thumb-1) instruction in the table`);
  }
  return memoryClass(MEMORY.get(base) ?? null, insn, false);
}
