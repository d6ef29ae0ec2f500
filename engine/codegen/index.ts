// Encoding, the last pass of code generation (the passes before it, in the order
// engine/codegen/pipeline.ts `emitCode` runs them: frame layout, allocation applied, prologue and
// epilogue placed, branch relaxation, literal pools).
//
// Requires a relaxed Placement (relax.ts) with its Pool (literal-pool.ts) and the FrameLayout.
// Produces an EmittedFunction: position-independent bytes (branches and literal loads are
// pc-relative) with the direct call sites left for the linker (engine/link/link-image.ts), and the
// offsets of spill and reload instructions. Every byte of an instruction comes from the ISA
// model's encode; a size that disagrees with relaxation's is a CodegenError, an operand that does
// not fit its form the model's EncodeError.

import type { Isa } from '../../isa-models/types.js';
import { assertNever } from '../ir/types.js';
import type { IsaInsn } from '../mir/types.js';
import type { Target } from '../targets/target.js';
import type { FrameLayout } from './frame.js';
import { CodegenError } from './lir.js';
import { poolBytes, type Pool } from './literal-pool.js';
import { destination, type Placed, type Placement } from './relax.js';

export interface CallSite {
  /** Offset of the call instruction from the function start. */
  readonly offset: number;
  readonly callee: string;
  /** The call instruction (target 0); the linker re-encodes it with the real displacement. */
  readonly insn: IsaInsn;
  readonly size: number;
}

/** A piece of a literal pool: 2 bytes of alignment padding (Thumb) or a 4-byte word. */
export interface PoolDatum {
  readonly offset: number;
  readonly size: 2 | 4;
  readonly value: bigint;
}

export interface EmittedFunction {
  readonly name: string;
  readonly isa: Isa;
  readonly bytes: Uint8Array;
  readonly calls: readonly CallSite[];
  /** Offsets of spill stores and reloads (Image.spillSites once placed). */
  readonly spillOffsets: readonly number[];
  /** Every instruction with its offset, in address order (for listings and tests). */
  readonly insns: readonly { readonly offset: number; readonly insn: IsaInsn }[];
  /** Literal-pool bytes between and after the instructions: alignment padding and words. */
  readonly data: readonly PoolDatum[];
  readonly frame: FrameLayout;
  /** Bytes before the last literal pool (ARM pool islands inside a long function count as code here). */
  readonly codeBytes: number;
}

/** Every instruction's bytes at its place, the pools' words between and after them. */
export function encodeFunction(name: string, target: Target, p: Placement, pool: Pool, frame: FrameLayout): EmittedFunction {
  const model = target.model;
  const bytes = new Uint8Array(pool.end);
  const calls: CallSite[] = [];
  const spillOffsets: number[] = [];
  const insns: { offset: number; insn: IsaInsn }[] = [];
  for (const it of p.items) {
    let at = it.offset;
    if (it.bytes !== undefined) {
      // Encoded by relaxation (the model's encoding ignores the address).
      bytes.set(it.bytes, at);
      insns.push({ offset: at, insn: (it.inst as { insn: IsaInsn }).insn });
      at += it.bytes.length;
    } else {
      for (const insn of concrete(target, it, p, pool)) {
        const b = model.encode(insn, at);
        bytes.set(b, at);
        insns.push({ offset: at, insn });
        at += b.length;
      }
    }
    if (at - it.offset !== it.size)
      throw new CodegenError(`${name}: instruction at +${it.offset} encodes in ${at - it.offset} bytes, relaxation planned ${it.size}`);
    if (it.inst.kind === 'call') calls.push({ offset: it.offset, callee: it.inst.callee, insn: it.inst.insn, size: it.size });
    if (it.inst.kind === 'insn' && it.inst.spill) spillOffsets.push(it.offset);
  }
  const data: PoolDatum[] = [];
  for (const island of pool.islands) {
    bytes.set(poolBytes(island), island.offset);
    let at = island.offset;
    for (const insn of island.branchInsns) {
      insns.push({ offset: at, insn });
      at += model.size(insn);
    }
    if (island.words - at === 2) data.push({ offset: at, size: 2, value: 0n });
    island.values.forEach((value, i) => data.push({ offset: island.words + 4 * i, size: 4, value: BigInt.asUintN(32, value) }));
  }
  insns.sort((a, b) => a.offset - b.offset);
  return { name, isa: target.isa, bytes, calls, spillOffsets, insns, data, frame, codeBytes: p.end };
}

function concrete(target: Target, it: Placed, p: Placement, pool: Pool): IsaInsn[] {
  const inst = it.inst;
  switch (inst.kind) {
    case 'insn':
    case 'call':
      return [inst.insn];
    case 'literal':
      return [target.literalLoad(inst.reg, it.offset, pool.at.get(it)!)];
    case 'jump':
      return it.form === 'dropped' ? [] : target.jumpInsns(inst.cond, it.form, it.offset, destination(p, inst.target));
    default:
      return assertNever(inst, 'low-level instruction');
  }
}
