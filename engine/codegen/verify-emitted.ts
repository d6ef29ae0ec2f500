// The verifier after code generation: what the emitted function promises the linker and the
// emulator, checked on the bytes and the frame rather than trusted.
//
// Requires an EmittedFunction (index.ts), the MFunction and AllocResult it was generated from and
// its target. Produces Problems of pass `emit` (engine/backend/problem.ts), empty when:
// - every instruction encodes, to exactly the bytes at its offset (the model's encode again, at
//   the same address: a size planned by relaxation that an operand later outgrew, or bytes patched
//   by hand, show up here);
// - the frame is consistent: one offset per spill slot; every spill slot and local object lies
//   inside the body's frame above the outgoing-argument area, no two overlap, and incoming objects
//   lie above the frame;
// - the stack pointer is balanced: the prologue pushes exactly the saved registers (and lr on
//   ARM/Thumb) and lowers sp by the frame size; every branch (but a literal pool's branch over its
//   words) and call runs at that depth; every
//   return pops what the prologue pushed, in reverse, and leaves sp where it was on entry; the code
//   ends in a return or a branch at the body's depth; nothing else writes sp. With a frame pointer
//   (a dynamic stack, frame.ts) the body may also move sp by run-time amounts (dynamic allocas,
//   stackrestore), so branches and calls are not held to the body's depth; `sp := fp` brings it
//   back to that depth, and every return still leaves sp at its entry value. The walk is in address order: code after a return belongs to another block,
//   which runs at the body's depth again (layout puts no code between an epilogue and its return).

import type { Problem } from '../backend/problem.js';
import type { AllocResult, IsaInsn, MFunction, PReg } from '../mir/types.js';
import type { Target } from '../targets/target.js';
import type { EmittedFunction } from './index.js';

type Control = Target['model']['descriptors'][number]['control'];
const CONTROL = new Map<string, ReadonlyMap<string, Control>>();

/** Each form's control effect (the first descriptor of the form, as descriptors.find gives it), once per ISA. */
function controlOf(target: Target): ReadonlyMap<string, Control> {
  let m = CONTROL.get(target.isa);
  if (m === undefined) {
    const byForm = new Map<string, Control>();
    for (const d of target.model.descriptors) if (!byForm.has(d.form)) byForm.set(d.form, d.control);
    CONTROL.set(target.isa, (m = byForm));
  }
  return m;
}

export function verifyEmitted(e: EmittedFunction, fn: MFunction, alloc: AllocResult, target: Target): Problem[] {
  const problems: Problem[] = [];
  const report = (message: string, at?: number): void => {
    problems.push(at === undefined ? { pass: 'emit', fn: e.name, message } : { pass: 'emit', fn: e.name, at, message });
  };
  checkEncodings(e, target, report);
  checkFrame(e, fn, alloc, target, report);
  checkStack(e, target, report);
  return problems;
}

type Report = (message: string, at?: number) => void;

function checkEncodings(e: EmittedFunction, target: Target, report: Report): void {
  for (const { offset, insn } of e.insns) {
    let bytes: Uint8Array;
    try {
      bytes = target.model.encode(insn, offset);
    } catch (err) {
      report(`'${insn.form}' does not encode (${err instanceof Error ? err.message : String(err)})`, offset);
      continue;
    }
    const there = e.bytes.subarray(offset, offset + bytes.length);
    if (there.length !== bytes.length || there.some((b, k) => b !== bytes[k]))
      report(`'${insn.form}' encodes to other bytes than those emitted`, offset);
  }
}

function checkFrame(e: EmittedFunction, fn: MFunction, alloc: AllocResult, target: Target, report: Report): void {
  const f = e.frame;
  if (f.slotOffsets.length !== alloc.spillSlots) report(`${alloc.spillSlots} spill slots allocated, ${f.slotOffsets.length} laid out`);
  const slotBytes = Math.max(alloc.slotBytes, target.wordBytes);
  const areas: { name: string; from: number; to: number }[] = [];
  f.slotOffsets.forEach((off, s) => areas.push({ name: `spill slot ${s}`, from: off, to: off + slotBytes }));
  fn.frame.forEach((o, k) => {
    const off = f.objectOffsets[k];
    if (off === undefined) report(`frame object ${k} has no offset`);
    else if (o.kind === 'local') areas.push({ name: `local object ${k}`, from: off, to: off + o.size });
    else if (off < f.size) report(`incoming object ${k} at sp+${off} lies inside the ${f.size}-byte frame`);
  });
  for (const a of areas) {
    if (a.from < f.outgoing || a.to > f.size)
      report(`${a.name} at sp+${a.from}..${a.to} lies outside the frame's sp+${f.outgoing}..${f.size}`);
  }
  areas.sort((a, b) => a.from - b.from || a.to - b.to);
  for (let k = 1; k < areas.length; k++) {
    const [a, b] = [areas[k - 1]!, areas[k]!];
    if (b.from < a.to && b.to > b.from && a.to > a.from)
      report(`${a.name} (sp+${a.from}..${a.to}) overlaps ${b.name} (sp+${b.from}..${b.to})`);
  }
}

/** The stack walk's state: bytes below the entry sp, and the register groups pushed. */
interface Depth {
  depth: number;
  groups: (readonly PReg[])[];
}

function checkStack(e: EmittedFunction, target: Target, report: Report): void {
  const w = target.wordBytes;
  const lr = target.model.abi.lr;
  const expected = lr === null ? e.frame.saved : [...e.frame.saved, lr];
  const control = controlOf(target);
  // A literal-pool island's `b` over its words (literal-pool.ts) is followed by pool data, not code:
  // it may sit anywhere, even between a Thumb sp bump and its access, and jumps only over the data.
  const dataAt = new Set(e.data.map((d) => d.offset));
  const overIsland = (offset: number, insn: IsaInsn): boolean => dataAt.has(offset + target.model.size(insn));
  const state: Depth = { depth: 0, groups: [] };
  let k = 0;
  for (; k < e.insns.length; k++) {
    // the prologue: pushes, then sp lowered
    const fx = target.stackEffect(e.insns[k]!.insn);
    if (fx.kind === 'push') {
      state.groups.push(fx.regs);
      state.depth += w * fx.regs.length;
    } else if (fx.kind === 'adjust' && fx.bytes < 0) state.depth -= fx.bytes;
    else break;
  }
  const body = expected.length * w + e.frame.size + e.frame.vaSave;
  const pushed = state.groups.flat();
  if (pushed.join(',') !== expected.join(','))
    report(`the prologue pushes {${pushed.join(', ')}}, the frame saves {${expected.join(', ')}}`, 0);
  if (state.depth !== body) report(`the prologue lowers sp by ${state.depth} bytes, the frame needs ${body}`, 0);
  const dynamic = e.frame.framePointer !== null;
  const afterPrologue = (): Depth => ({ depth: state.depth, groups: [...state.groups] });
  const bodyState = afterPrologue();
  let s = afterPrologue();
  for (; k < e.insns.length; k++) {
    const { offset, insn } = e.insns[k]!;
    const fx = target.stackEffect(insn);
    switch (fx.kind) {
      case 'none': {
        const c = control.get(insn.form);
        if ((c === 'branch' || c === 'cond-branch' || c === 'call') && s.depth !== bodyState.depth && !overIsland(offset, insn) && !dynamic)
          report(`'${insn.form}' runs with sp ${s.depth - bodyState.depth} bytes off the body's`, offset);
        break;
      }
      case 'adjust':
        s.depth -= fx.bytes;
        break;
      case 'push':
        s.groups.push(fx.regs);
        s.depth += w * fx.regs.length;
        break;
      case 'pop':
        popGroup(s, fx.regs, fx.returns, lr, w, (m) => report(m, offset));
        if (fx.returns) s = atReturn(s, bodyState, insn, offset, report);
        break;
      case 'return':
        s = atReturn(s, bodyState, insn, offset, report);
        break;
      case 'dynamic':
        if (!dynamic) report(`'${insn.form}' moves sp by a run-time amount in a frame without a frame pointer`, offset);
        break;
      case 'from-frame-pointer':
        if (!dynamic) report(`'${insn.form}' sets sp from a frame pointer the frame does not have`, offset);
        s.depth = bodyState.depth;
        break;
      case 'other':
        report(`'${insn.form}' writes sp outside the prologue, epilogue and adjustments`, offset);
        break;
    }
  }
  // The last instruction returns (the state is the body's again) or branches (at the body's depth).
  if (s.depth !== bodyState.depth || s.groups.length !== bodyState.groups.length) {
    report(
      `the code ends with sp ${s.depth - bodyState.depth} bytes off the body's and ${s.groups.length - bodyState.groups.length} register groups more pushed, without a return`,
    );
  }
}

/** Pops the last pushed group, which must be the same registers (lr popped as pc when it returns). */
function popGroup(s: Depth, regs: readonly PReg[], returns: boolean, lr: string | null, w: number, report: (m: string) => void): void {
  const group = s.groups.pop();
  s.depth -= w * regs.length;
  // A variadic Thumb frame pops its group in two (target releaseAndReturn): the saved registers,
  // then lr's slot into one scratch register, since Thumb-1's pop cannot load lr.
  if (!returns && group !== undefined && regs.length > 0 && regs.length < group.length && regs.every((r, k) => group[k] === r)) {
    s.groups.push(group.slice(regs.length));
    return;
  }
  if (!returns && lr !== null && group?.length === 1 && group[0] === lr && regs.length === 1) return;
  const want = (group ?? []).map((r) => (returns && r === lr ? 'pc' : r));
  if (want.join(',') !== regs.join(',')) report(`pops {${regs.join(', ')}} where {${want.join(', ')}} was pushed`);
}

/** At a return sp must be back at its entry value, every push popped; the next code runs at the body's depth. */
function atReturn(s: Depth, body: Depth, insn: IsaInsn, offset: number, report: Report): Depth {
  if (s.depth !== 0) report(`'${insn.form}' returns with sp ${s.depth} bytes below its entry value`, offset);
  if (s.groups.length !== 0) report(`'${insn.form}' returns with {${s.groups.flat().join(', ')}} still pushed`, offset);
  return { depth: body.depth, groups: [...body.groups] };
}
