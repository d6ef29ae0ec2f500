// Static memory classification of x86-32 / x86-64 instructions from Capstone's Intel-syntax text.
//
// Contract: requires a Decoded instruction from simulators/capstone.ts (Intel syntax, detail off).
// Produces the loads / stores / access events one execution of it makes, under the counting convention
// of ../shared/design/architecture.md, as Unicorn 2.0.1's UC_HOOK_MEM_READ/WRITE report them. A mnemonic
// missing from the table, or an operand count the table does not list for it, throws: a gap is loud.
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

import type { Decoded } from './capstone.js';

export interface X86Class { readonly loads: 0 | 1; readonly stores: 0 | 1; readonly accesses: number }

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
export function operands(opStr: string): string[] {
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
  byte: 1, word: 1, dword: 1, qword: 1, xmmword: 2,
};

/** Hook events for one memory operand: its `<size> ptr` decides (16-byte accesses split in two). */
function eventsOf(operand: string, insn: Decoded): number {
  const m = /^(\w+) ptr /.exec(operand);
  const events = m === null ? undefined : PTR_EVENTS[m[1]!];
  if (events === undefined) throw new Error(`x86: no known access size in '${describe(insn)}'`);
  return events;
}

function describe(insn: Decoded): string {
  return `${insn.mnemonic} ${insn.opStr}`.trim();
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

/** The memory class of one execution of an x86 instruction (both modes share the table). */
export function classifyX86(insn: Decoded): X86Class {
  if (/\b(rep|repne|repe)\b/.test(insn.mnemonic) || insn.opStr.includes('es:[')) {
    throw new Error(`x86: string instruction '${describe(insn)}' has data-dependent memory counts`);
  }
  const entry = X86.get(insn.mnemonic);
  if (entry === undefined) throw new Error(`x86: mnemonic '${insn.mnemonic}' is not in the table ('${describe(insn)}')`);
  const ops = operands(insn.opStr);
  const pattern = entry.patterns.find((p) => p.length === ops.length);
  if (pattern === undefined) {
    throw new Error(`x86: '${describe(insn)}' has ${ops.length} operands, table lists ${entry.patterns.join('/')}`);
  }
  let [reads, writes] = operandEvents(entry, pattern, ops, insn);
  if (entry.implicit === 'load') reads += 1;
  if (entry.implicit === 'store') writes += 1;
  return { loads: reads > 0 ? 1 : 0, stores: writes > 0 ? 1 : 0, accesses: reads + writes };
}
