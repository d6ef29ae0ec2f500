// A typed binding to Debian's libcapstone4 (Capstone 4.0.x) through koffi: no native build step.
//
// Contract: requires libcapstone.so.4 on the loader path (set-up installs `libcapstone4`). Produces the
// textual disassembly of machine code: one `Decoded` per instruction, Intel syntax on x86 (Capstone's
// default), UAL on ARM and Thumb. Detail mode stays off: callers classify by mnemonic and operand text
// (simulators/classify.ts). One Capstone handle per Isa, opened on first use and kept for the process;
// the instruction array Capstone allocates is freed before every call returns. Disassembly stops at the
// first byte sequence Capstone cannot decode (its own behaviour), so `disassemble` may return fewer
// instructions than the bytes hold; `disassembleOne` returns null for an invalid encoding.
//
// Modes: x86-32 = CS_MODE_32, x86-64 = CS_MODE_64, arm = CS_MODE_ARM, thumb = CS_MODE_THUMB|CS_MODE_MCLASS.
// Thumb means Thumb-1 on the Cortex-M0 (ARMv6-M), but Capstone's MCLASS mode also decodes the ARMv7-M
// (Thumb-2) encodings — `add.w`, `ldr.w`, `cbz`, `it`, `movw`, `sdiv` ... — as valid. The binding treats
// them as undecodable, as llvm-mc -triple=thumbv6m and Unicorn's Cortex-M0 model do: thumb disassembly
// stops before the first one and `disassembleOne` returns null for it (`isArmv6m`).

import koffi from 'koffi';
import type { Isa } from '../common/image.js';

export interface Decoded {
  readonly address: bigint;
  readonly size: number;
  readonly mnemonic: string;
  readonly opStr: string;
}

const CS = {
  ARCH_ARM: 0,
  ARCH_X86: 3,
  MODE_ARM: 0,
  MODE_32: 4,
  MODE_64: 8,
  MODE_THUMB: 16,
  MODE_MCLASS: 32,
} as const;

const lib = koffi.load('libcapstone.so.4');

// Layout checked with offsetof against capstone 4's capstone.h: size 240, bytes at 18, mnemonic at 34,
// op_str at 66, detail at 232 (../shared/design/toolchain.md §5).
const CsInsn = koffi.struct('TesseraCsInsn', {
  id: 'uint',
  address: 'uint64_t',
  size: 'uint16_t',
  bytes: koffi.array('uint8_t', 16),
  mnemonic: koffi.array('char', 32, 'String'),
  op_str: koffi.array('char', 160, 'String'),
  detail: 'void *',
});
const LAYOUT = { sizeof: 240, address: 8, size: 16, bytes: 18, mnemonic: 34, op_str: 66, detail: 232 } as const;
for (const [field, at] of Object.entries(LAYOUT)) {
  const got = field === 'sizeof' ? koffi.sizeof(CsInsn) : koffi.offsetof(CsInsn, field);
  if (got !== at) throw new Error(`cs_insn layout: ${field} at ${got}, capstone 4 has ${at}`);
}

const cs = {
  open: lib.func('int cs_open(int arch, int mode, _Out_ size_t *handle)'),
  disasm: lib.func('size_t cs_disasm(size_t handle, const uint8_t *code, size_t size, uint64_t address, size_t count, _Out_ void **insn)'),
  free: lib.func('void cs_free(void *insn, size_t count)'),
  strerror: lib.func('const char *cs_strerror(int code)'),
};

const MODES: Record<Isa, readonly [number, number]> = {
  'x86-32': [CS.ARCH_X86, CS.MODE_32],
  'x86-64': [CS.ARCH_X86, CS.MODE_64],
  arm: [CS.ARCH_ARM, CS.MODE_ARM],
  thumb: [CS.ARCH_ARM, CS.MODE_THUMB | CS.MODE_MCLASS],
};

const handles = new Map<Isa, number | bigint>();

function handleFor(isa: Isa): number | bigint {
  const known = handles.get(isa);
  if (known !== undefined) return known;
  const [arch, mode] = MODES[isa];
  const out: (number | bigint)[] = [0];
  const err = cs.open(arch, mode, out) as number;
  if (err !== 0) throw new Error(`cs_open(${isa}): ${cs.strerror(err) as string} (cs_err ${err})`);
  const h = out[0]!;
  handles.set(isa, h);
  return h;
}

interface RawInsn {
  address: bigint | number;
  size: number;
  mnemonic: string;
  op_str: string;
}

/** Disassembles `bytes` placed at `address`; count = 0 means as many as decode. */
export function disassemble(isa: Isa, bytes: Uint8Array, address: bigint, count = 0): Decoded[] {
  const decoded = capstone(isa, bytes, address, count);
  if (isa !== 'thumb') return decoded;
  const cut = decoded.findIndex((d) => !isArmv6m(d));
  return cut < 0 ? decoded : decoded.slice(0, cut);
}

function capstone(isa: Isa, bytes: Uint8Array, address: bigint, count: number): Decoded[] {
  if (bytes.length === 0) return [];
  const out: unknown[] = [null];
  const n = Number(cs.disasm(handleFor(isa), bytes, bytes.length, address, count, out));
  if (n === 0) return [];
  try {
    return readInsns(out[0], n) ?? decodeInsns(out[0], n);
  } finally {
    cs.free(out[0], n);
  }
}

/** The array through koffi's struct decoding (any text; the slow path). */
function decodeInsns(array: unknown, n: number): Decoded[] {
  const raw = koffi.decode(array, koffi.array(CsInsn, n)) as RawInsn[];
  return raw.map((r) => ({ address: BigInt(r.address), size: r.size, mnemonic: r.mnemonic, opStr: r.op_str }));
}

/**
 * The array read from its bytes at the offsets checked above: the same values as decodeInsns
 * (koffi's struct decoding builds every field of every element, ~3 µs an instruction, which made
 * capstone a large part of a short run), or null when a text is not ASCII (then decodeInsns).
 */
function readInsns(array: unknown, n: number): Decoded[] | null {
  const bytes = new Uint8Array(koffi.view(array, n * LAYOUT.sizeof));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const insns: Decoded[] = [];
  for (let i = 0; i < n; i++) {
    const at = i * LAYOUT.sizeof;
    const mnemonic = asciiZ(bytes, at + LAYOUT.mnemonic, 32);
    const opStr = asciiZ(bytes, at + LAYOUT.op_str, 160);
    if (mnemonic === null || opStr === null) return null;
    insns.push({ address: view.getBigUint64(at + LAYOUT.address, true), size: view.getUint16(at + LAYOUT.size, true), mnemonic, opStr });
  }
  return insns;
}

/** The NUL-terminated ASCII string in `bytes[at, at + max)`, or null when it holds another byte. */
function asciiZ(bytes: Uint8Array, at: number, max: number): string | null {
  let text = '';
  for (let i = at; i < at + max; i++) {
    const c = bytes[i]!;
    if (c === 0) break;
    if (c >= 0x80) return null;
    text += String.fromCharCode(c);
  }
  return text;
}

/** The 32-bit encodings ARMv6-M has; every other 32-bit Thumb encoding is Thumb-2. */
const V6M_WIDE = new Set(['bl', 'msr', 'mrs', 'dmb', 'dsb', 'isb']);
/** The 16-bit encodings ARMv7-M added: compare-and-branch and if-then. */
const V7M_NARROW = /^(cbn?z|it[te]{0,3})$/;

/** Is a Thumb instruction Capstone decoded part of ARMv6-M (Thumb-1 plus bl and the system ones)? */
export function isArmv6m(insn: Decoded): boolean {
  if (insn.mnemonic.includes('.')) return false;
  if (insn.size === 4) return V6M_WIDE.has(insn.mnemonic);
  return insn.size === 2 && !V7M_NARROW.test(insn.mnemonic);
}

/** The single instruction at the start of `bytes`, or null when Capstone cannot decode it. */
export function disassembleOne(isa: Isa, bytes: Uint8Array, address: bigint): Decoded | null {
  return disassemble(isa, bytes, address, 1)[0] ?? null;
}
