// `tessera compile <prog> --target T [--isel S] [--ra R] [-o out.bin] [--listing] [--no-check]
//  [--opt-level N] [--json]` (cli.md): the machine code of Tessera's back end.
//
// Requires a program the back end compiles (a compile-error or backend-fault prints its reason and
// exits 1). Produces: with -o, the image's text segment (every function at its linked address from
// 0x900000, x86 functions 16-aligned with zero padding between them, ARM/Thumb literal pools after
// their function); with --listing, one line per instruction `address: hex bytes  assembly` (the ISA
// model's printer, i.e. llvm-mc's syntax; calls printed with their linked displacement; literal-pool
// words as `.word 0x…`, the pool's alignment padding as `.short 0x0000`), a `name:` line before each
// function; with --json `{ target, isel, ra, codeSize, functions: [{ name, offset, size }], listing }`
// (offset from the start of the text). Otherwise a short summary. The listing's bytes are read from
// the linked image, and every call's printed form is re-encoded and compared with them (a
// disagreement is an internal error, never a silently wrong listing).
// Allocator options (alloc-options.ts): `--profile measured` counts blocks in a run of `main`
// without arguments (compile has no --entry); an exact allocator's solves are a line of the summary
// and the `allocation` field of the JSON.

import { writeFileSync } from 'node:fs';
import { MODELS } from '../../isa-models/index.js';
import type { Isa } from '../../isa-models/types.js';
import { codeSize, RUNTIME_STUBS, TEXT_BASE, type Image } from '../../common/image.js';
import type { EmittedFunction } from '../../engine/codegen/index.js';
import type { IsaInsn } from '../../engine/mir/types.js';
import { TARGETS } from '../../engine/targets/target.js';
import { parseCommand } from './args.js';
import { buildCell, isFailure, type Compile } from './backend.js';
import { COMPILE } from './commands.js';
import { loadProgram, userCFlags } from './input.js';
import { allocationJson, allocationSummary, cellAlloc, functionSolves, type CellAlloc, type FunctionSolve } from './alloc-options.js';
import type { Module } from '../../engine/ir/types.js';
import type { Target } from './targets.js';

export interface FunctionPlace {
  readonly name: string;
  readonly offset: number;
  readonly size: number;
}

export interface Compiled {
  readonly image: Image;
  readonly text: Uint8Array;
  readonly functions: readonly FunctionPlace[];
  readonly listing: readonly string[];
  /** An exact allocator's solve of each function (alloc-options.ts); empty for heuristics. */
  readonly solves: readonly FunctionSolve[];
}

export function compileCommand(argv: readonly string[], out: (s: string) => void, clock: () => number): number {
  const args = parseCommand(COMPILE, argv, out);
  if (args === null) return 0;
  const v = args.values;
  const { module, target } = loadProgram(args.positionals[0]!, v.target, v['opt-level'], userCFlags(v));
  const result = compileProgram(module, target, v.isel, v.ra, !v['no-check'], undefined, cellAlloc(v, args.given, clock));
  const head = { target: target.name, isel: v.isel, ra: v.ra };
  if ('status' in result) {
    out(v.json ? JSON.stringify({ ...head, status: result.status, reason: result.reason }) : `${result.status}: ${result.reason}`);
    return 1;
  }
  const output = v.output;
  if (output !== undefined) writeFileSync(output, result.text);
  if (v.json) {
    const allocation = result.solves.length === 0 ? {} : { allocation: allocationJson(result.solves) };
    out(JSON.stringify({ ...head, codeSize: codeSize(result.image), functions: result.functions, listing: result.listing, ...allocation }));
  } else if (v.listing) {
    out(result.listing.join('\n'));
  } else {
    out(summaryText(head, result, output));
  }
  return 0;
}

/** Builds the module with Tessera's back end and lays out its text and listing. */
export function compileProgram(
  module: Module,
  target: Target,
  isel: string,
  ra: string,
  verify: boolean,
  compile?: Compile,
  alloc?: CellAlloc,
): Compiled | { readonly status: string; readonly reason: string } {
  const built = buildCell(module, target, {
    backend: 'tessera',
    isel,
    ra,
    verify,
    ...(compile === undefined ? {} : { compile }),
    ...(alloc === undefined ? {} : { alloc }),
  });
  if (isFailure(built)) return built;
  const image = built.image;
  const text = image.segments.find((s) => s.name === 'text')?.bytes ?? new Uint8Array(0);
  const emitted = new Map(built.compiled!.functions.map((f) => [f.emitted.name, f.emitted] as const));
  const functions = image.functions.map((f) => ({ name: f.name, offset: Number(f.address - TEXT_BASE), size: f.size }));
  const listing = image.functions.flatMap((f) => [`${f.name}:`, ...functionListing(image, text, emitted.get(f.name)!, f.address)]);
  return { image, text, functions, listing, solves: functionSolves(built.compiled!) };
}

function summaryText(head: { target: string; isel: string; ra: string }, c: Compiled, output: string | undefined): string {
  const lines = [
    `${head.target} (isel ${head.isel}, ra ${head.ra}): ${codeSize(c.image)} bytes of code in ${c.functions.length} function(s)`,
  ];
  for (const f of c.functions)
    lines.push(`  ${f.name.padEnd(24)} +0x${f.offset.toString(16).padStart(4, '0')}  ${String(f.size).padStart(6)} bytes`);
  if (c.solves.length > 0) lines.push(allocationSummary(c.solves));
  lines.push(
    output === undefined
      ? 'text not written (-o FILE writes it; --listing prints the instructions)'
      : `text (${c.text.length} bytes from 0x${TEXT_BASE.toString(16)}) written to ${output}`,
  );
  return lines.join('\n');
}

function functionListing(image: Image, text: Uint8Array, f: EmittedFunction, address: bigint): string[] {
  const model = MODELS[f.isa];
  const base = Number(address - TEXT_BASE);
  const calls = new Map(f.calls.map((c) => [c.offset, c] as const));
  const items = [...f.insns.map((i) => ({ offset: i.offset, insn: i.insn })), ...f.data.map((d) => ({ offset: d.offset, datum: d }))].sort(
    (a, b) => a.offset - b.offset,
  );
  return items.map((item, i) => {
    const end = items[i + 1]?.offset ?? f.bytes.length;
    const bytes = text.subarray(base + item.offset, base + end);
    const at = address + BigInt(item.offset);
    if ('datum' in item)
      return line(at, bytes, item.datum.size === 2 ? '.short 0x0000' : `.word 0x${item.datum.value.toString(16).padStart(8, '0')}`);
    const call = calls.get(item.offset);
    const shown = call === undefined ? item.insn : linkedCall(image, f.isa, call.insn ?? item.insn, call.callee, at, end - item.offset);
    if (call !== undefined) expectBytes(model.encode(shown, Number(at)), bytes, f.name, item.offset);
    return line(at, bytes, model.print(shown));
  });
}

/** The call as the linker encoded it: displacement to the callee's code, runtime stub or entry slot. */
function linkedCall(image: Image, isa: Isa, insn: IsaInsn, callee: string, at: bigint, size: number): IsaInsn {
  const dest =
    image.functions.find((s) => s.name === callee)?.address ??
    RUNTIME_STUBS.get(callee) ??
    image.slots.find((s) => s.function === callee)?.address;
  if (dest === undefined) throw new Error(`listing: call to '${callee}' has no address in the image`);
  const target = TARGETS[isa];
  return target.retargetCall(insn, target.callDisplacement(at, dest, size));
}

function expectBytes(encoded: Uint8Array, linked: Uint8Array, fn: string, offset: number): void {
  if (Buffer.compare(Buffer.from(encoded), Buffer.from(linked)) !== 0) {
    throw new Error(`listing: @${fn}+${offset}: the printed call encodes as ${hex(encoded)}, the image holds ${hex(linked)}`);
  }
}

function line(at: bigint, bytes: Uint8Array, asm: string): string {
  return `${at.toString(16).padStart(8, '0')}: ${hex(bytes).padEnd(21)}  ${asm}`;
}

function hex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(' ');
}
