// Static memory classification of x86-32 / x86-64 instructions from Capstone's Intel-syntax text.
//
// Contract: requires a Decoded instruction from simulators/capstone.ts (Intel syntax, detail off).
// Produces the loads / stores / access events one execution of it makes, under the counting convention
// of ../shared/design/architecture.md, as Unicorn 2.0.1's UC_HOOK_MEM_READ/WRITE report them. What it
// cannot decide throws an UnclassifiedInstruction (classify.ts) naming the instruction, never a guess.
//
// The table lists, per mnemonic, one operand pattern per accepted arity — a letter per operand:
//   R read, W written, M read-modify-write, - never accessed (lea's address, nop's dummy operand).
// A letter only matters when its operand is a memory reference (`[...]`); registers and immediates touch
// no memory. `+load` / `+store` add the implicit stack access of push/pop/call/ret/leave. `=1` makes each
// memory operand one event whatever its printed size: Capstone 4 prints comiss/comisd operands as
// `xmmword ptr` although they read 4 / 8 bytes (Unicorn reports one event).
// Measured in Unicorn (tap-tests/simulators/classify.test.ts): a 16-byte (xmmword) access is two
// 8-byte events; 8-byte accesses are one event, also on x86-32; RMW is one read then one write event;
// cmovcc reads its memory source whether or not the condition holds; shifts by cl = 0 still read and
// write; setcc always writes. String instructions (movs/stos/... with rep) have data-dependent counts
// and are rejected; so are lock-prefixed ones (Capstone puts the prefix in the mnemonic: not in the table).
//
// A mnemonic outside the table (llc's SSE code: pcmpeqb, pmovmskb, pshufd, punpcklbw, movntdq ...) is
// classified by the operand order of Intel's SDM (vol. 2, 3.1.1.3: the destination comes first, the
// sources after it): a memory operand after the first is a source, read once; a memory first operand is
// a destination, and only the moves and extracts (mov*, pextr*, extractps) are known to write it
// without reading it — any other (cmpxchg's read-modify-write, x87's one-operand forms) is rejected;
// with no memory operand it touches no memory, except the mnemonics that reach memory implicitly
// (push/pop flags, enter, xlat, maskmov*, far returns, interrupts), which are rejected.
// tap-tests/simulators/classify-unknown.test.ts checks these rules against Unicorn.

import type { Decoded } from './capstone.js';
import { UnclassifiedInstruction } from './classify-error.js';

export interface X86Class {
  readonly loads: 0 | 1;
  readonly stores: 0 | 1;
  readonly accesses: number;
}

const TABLE = `
mov movabs movzx movsx movsxd                          | WR
movss movsd movq movd movaps movups movapd movupd      | WR
movdqa movdqu movlps movhps movlpd movhpd              | WR
cvtsi2sd cvtsi2ss cvttsd2si cvttss2si cvtsd2ss cvtss2sd | WR
add sub and or xor adc sbb                             | MR
shl sal shr sar rol ror rcl rcr                        | M  MR
inc dec neg not                                        | M
shld shrd                                              | MRR
xchg xadd                                              | MM
bts btr btc                                            | MR
cmp test bt                                            | RR
imul                                                   | R  MR  WRR
mul div idiv                                           | R
cmovo cmovno cmovb cmovae cmove cmovne cmovbe cmova    | MR
cmovs cmovns cmovp cmovnp cmovl cmovge cmovle cmovg    | MR
seto setno setb setae sete setne setbe seta            | W
sets setns setp setnp setl setge setle setg            | W
pxor por pand pandn paddd paddq psubd psubq            | MR
xorps xorpd andps andpd orps orpd andnps andnpd        | MR
addss addsd subss subsd mulss mulsd divss divsd        | MR
ucomiss ucomisd                                        | RR
comiss comisd                                          | RR     =1
lea                                                    | --
nop                                                    | .  -
cdq cwd cwde cdqe cqo cbw ud2 hlt int3                 | .
bswap                                                  | M
jmp                                                    | R
jo jno jb jae je jne jbe ja js jns jp jnp jl jge jle jg | R
jecxz jrcxz                                            | R
push                                                   | R      +store
call                                                   | R      +store
pop                                                    | W      +load
ret                                                    | .  R   +load
leave                                                  | .      +load
`;

interface Entry {
  readonly patterns: readonly string[];
  readonly implicit: 'load' | 'store' | null;
  /** Events per memory operand when the printed size is wrong; null = from the size. */
  readonly events: number | null;
}

function parseTable(text: string): Map<string, Entry> {
  const table = new Map<string, Entry>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const [names, spec] = line.split('|') as [string, string];
    const words = spec.trim().split(/\s+/);
    const implicit = (words.find((w) => w.startsWith('+'))?.slice(1) ?? null) as Entry['implicit'];
    const fixed = words.find((w) => w.startsWith('='));
    const events = fixed === undefined ? null : Number(fixed.slice(1));
    const patterns = words.filter((w) => !/^[+=]/.test(w)).map((w) => (w === '.' ? '' : w));
    for (const name of names.trim().split(/\s+/)) table.set(name, { patterns, implicit, events });
  }
  return table;
}

const X86 = parseTable(TABLE);

/** Splits Intel operand text at top-level commas (none occur inside `[...]`, but stay safe). */
function operands(opStr: string): string[] {
  if (opStr.trim() === '') return [];
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < opStr.length; i++) {
    const c = opStr[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(opStr.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(opStr.slice(start).trim());
  return out;
}

const PTR_EVENTS: Record<string, number> = {
  byte: 1,
  word: 1,
  dword: 1,
  qword: 1,
  xmmword: 2,
};

/** Hook events for one memory operand: its `<size> ptr` decides (16-byte accesses split in two). */
function eventsOf(operand: string, insn: Decoded): number {
  const m = /^(\w+) ptr /.exec(operand);
  const events = m === null ? undefined : PTR_EVENTS[m[1]!];
  if (events === undefined) throw unclassified(insn, 'has no known access size');
  return events;
}

function describe(insn: Decoded): string {
  return `${insn.mnemonic} ${insn.opStr}`.trim();
}

function unclassified(insn: Decoded, why: string): UnclassifiedInstruction {
  return new UnclassifiedInstruction(insn, `x86: '${insn.mnemonic}' ${why} ('${describe(insn)}')`);
}

/** Read and write events of the explicit operands under `pattern`. */
function operandEvents(entry: Entry, pattern: string, ops: readonly string[], insn: Decoded): [number, number] {
  let reads = 0;
  let writes = 0;
  ops.forEach((op, i) => {
    const use = pattern[i]!;
    if (!op.includes('[') || use === '-') return;
    const n = entry.events ?? eventsOf(op, insn);
    if (use === 'R' || use === 'M') reads += n;
    if (use === 'W' || use === 'M') writes += n;
  });
  return [reads, writes];
}

/** Mnemonics outside the table that reach memory without a memory operand in their text. */
const IMPLICIT_MEMORY =
  /^(push(f|fd|fq|a|ad)?|pop(f|fd|fq|a|ad)?|enter|xlatb?|v?maskmov(q|dqu)|iret[dq]?|retf[dq]?|lcall|ljmp|int1?|into|syscall|sysenter|sysexit|sysret|ins[bwd]|outs[bwd])$/;
/** Mnemonics outside the table whose memory first operand is written and never read (SDM vol. 2). */
const STORE_ONLY = /^v?(mov|pextr|extractps)/;

/** The SDM's operand order for a mnemonic outside the table (see the contract). */
function generic(insn: Decoded, ops: readonly string[]): [number, number] {
  const memory = ops.flatMap((op, i) => (op.includes('[') ? [i] : []));
  if (memory.length === 0) {
    if (IMPLICIT_MEMORY.test(insn.mnemonic)) throw unclassified(insn, 'is not in the table and accesses memory implicitly');
    return [0, 0];
  }
  let reads = 0;
  let writes = 0;
  for (const i of memory) {
    if (i > 0) reads += eventsOf(ops[i]!, insn);
    else if (ops.length > 1 && STORE_ONLY.test(insn.mnemonic)) writes += eventsOf(ops[i]!, insn);
    else throw unclassified(insn, 'is not in the table and its memory operand may be read, written or both');
  }
  return [reads, writes];
}

/** The memory class of one execution of an x86 instruction (both modes share the table). */
export function classifyX86(insn: Decoded): X86Class {
  if (/\b(rep|repne|repe)\b/.test(insn.mnemonic) || insn.opStr.includes('es:[')) {
    throw unclassified(insn, 'is a string instruction: its memory counts are data-dependent');
  }
  const ops = operands(insn.opStr);
  const entry = X86.get(insn.mnemonic);
  let [reads, writes] = entry === undefined ? generic(insn, ops) : tabled(entry, ops, insn);
  if (entry?.implicit === 'load') reads += 1;
  if (entry?.implicit === 'store') writes += 1;
  return { loads: reads > 0 ? 1 : 0, stores: writes > 0 ? 1 : 0, accesses: reads + writes };
}

function tabled(entry: Entry, ops: readonly string[], insn: Decoded): [number, number] {
  const pattern = entry.patterns.find((p) => p.length === ops.length);
  if (pattern === undefined) throw unclassified(insn, `has ${ops.length} operands, table lists ${entry.patterns.join('/')}`);
  return operandEvents(entry, pattern, ops, insn);
}
