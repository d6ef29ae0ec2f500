// The ABI call harness: runs one function of a linked Image in Unicorn under the target's calling
// convention and reports what happened as a MachineOutcome.
//
// Contract: `runImage(image, request)` calls `request.entry` with integer arguments placed per
// abi.ts, with the return address set to SENTINEL (pushed on x86, in lr on ARM/Thumb). Callee-saved
// registers are seeded with canaries and, with the stack pointer, checked on return: a difference
// is status `abi-violation` naming the register. Runtime functions are serviced by traps.ts; their
// work is not counted. Counts come from block executions (block-table.ts, counted by the native
// hook of native-hook.ts where the host has one) × static classification, or — with
// `exactHooks` — from per-instruction and memory hooks, in which case both derivations are returned
// (`counts` from hooks, `blockCounts` for comparison). The run ends at the sentinel, on exit/abort,
// on undefined behaviour seen by the runtime, on a fault (status `fault` with pc, address and the
// disassembled instruction) or when `maxSteps` instructions have run (`step-limit`). Status
// `stack-overflow` (with the fault's pc, address and instruction, and a reason) replaces `fault` when
// the run ran off the 8 MiB stack budget it shares with the interpreter (common/image.ts): a data
// access faulting in the unmapped guard below the stack, or any data-access fault while the stack
// pointer is below the stack; it also replaces a runtime function's `ub` when the stack pointer is
// below the stack (a buffer in an overflowed frame, touched by memset on ARM where the call itself
// stores nothing). The entry stack pointer is STACK_TOP - 4 KiB (the argument area); `stackTop`
// bytes (main's argv) are written at the top of that area. A block holding
// an instruction the static classifier cannot count (classify.ts UnclassifiedInstruction) is not
// run: status `fault` naming that instruction, reason `cannot count the run: ...`. No wall clock.
// Deterministic: same image and request → same outcome.

import { hexAddress } from '../common/text.js';
import { memoryDigest, type UndefinedGlobal } from '../oracles/outcome.js';
import { ABIS, argumentAreaBytes, argumentLocations, type Abi, type ArgWidth } from './abi.js';
import { disassembleOne } from './capstone.js';
import { UNLIMITED, type BlockTable } from './block-table.js';
import { analyzeBlock, BlockCounts, HookCounts, type BlockInfo, type Counts } from './counting.js';
import { UnclassifiedInstruction } from './classify.js';
import { codeSize, SENTINEL, STACK_GUARD_BASE, STACK_LO, STACK_SIZE, STACK_TOP, type Image } from '../common/image.js';
import { Machine, TRAP_BEGIN, TRAP_END, type Listener } from './machine.js';
import { Traps } from './traps.js';
import { conditionalSites, conditionPasses, type ConditionalSite } from './conditions.js';
import { ARM_REG, UC, UC_ERR } from './unicorn.js';

export const DEFAULT_MAX_STEPS = 100_000_000;

export interface ArgValue {
  readonly width: ArgWidth;
  readonly value: bigint;
}

export interface RunRequest {
  readonly entry: string;
  readonly args: readonly ArgValue[];
  /**
   * Bytes written at the very top of the stack, ending at STACK_TOP, before the entry is called:
   * main's argv block (common/image.ts's argvBlock, at most 32 bytes, far above the argument area).
   */
  readonly stackTop?: Uint8Array;
  readonly maxSteps?: number;
  readonly exactHooks?: boolean;
  /** The engine to run on (tests: a standalone machine counting in JavaScript only); default the ISA's shared one. */
  readonly machine?: Machine;
  /**
   * The bits of globals the reference interpreter left uninitialised at exit (its Outcome's
   * `undefinedGlobals`): the memory digest leaves them out, as the interpreter's does (outcome.ts).
   */
  readonly undefinedGlobals?: readonly UndefinedGlobal[];
}

export type MachineStatus = 'ok' | 'ub' | 'stack-overflow' | 'fault' | 'step-limit' | 'abi-violation';

export interface Fault {
  readonly pc: bigint;
  /** The data address of an invalid access; null for invalid instructions and bad calls. */
  readonly address: bigint | null;
  /** The faulting instruction as capstone prints it, or what was wrong when there is none. */
  readonly instruction: string;
}

export interface MachineOutcome {
  readonly status: MachineStatus;
  /** The result registers after a normal return (eax, edx / rax, rdx / r0..r3), unsigned words. */
  readonly resultRegs: readonly bigint[];
  readonly exit: number | null;
  readonly stdout: Uint8Array;
  readonly memoryDigest: bigint;
  readonly counts: Counts;
  /** With exactHooks: the block-derived counts of the same run, which must equal `counts`. */
  readonly blockCounts: Counts | null;
  readonly codeSize: number;
  readonly fault?: Fault;
  readonly reason?: string;
}

class HarnessError extends Error {
  override readonly name = 'HarnessError';
}

/** Canary for the i-th callee-saved register: distinctive, different per register, word-sized. */
const canary = (abi: Abi, i: number): bigint => (abi.wordBytes === 8 ? 0x5ca1ab1e00000000n : 0x5ca10000n) + BigInt(0x100 + i);

const STACK_MIB = Number(STACK_SIZE >> 20n);

/** Headroom above the entry stack pointer for stack arguments. */
const ARG_AREA = 0x1000n;

export function runImage(image: Image, request: RunRequest): MachineOutcome {
  const entry = image.functions.find((f) => f.name === request.entry);
  if (entry === undefined) throw new HarnessError(`the image has no function @${request.entry}`);
  const abi = ABIS[image.isa];
  const machine = request.machine ?? Machine.for(image.isa);
  if (machine.isa !== image.isa) throw new HarnessError(`a ${machine.isa} machine cannot run a ${image.isa} image`);
  const first = runOnce(image, request, machine, entry.address, null);
  const block = first.run.faultBlock();
  if (block === null) return first.run.outcome(abi, first.entrySp, request.undefinedGlobals);
  // Without per-instruction hooks Unicorn leaves the pc at the start of the block a data access
  // faulted in. The run is deterministic: run it again watching that block's instructions; the last
  // one entered is the one that faulted (the second run's outcome replaces the first's whole).
  const again = runOnce(image, request, machine, entry.address, block);
  return again.run.outcome(abi, again.entrySp, request.undefinedGlobals);
}

function runOnce(
  image: Image,
  request: RunRequest,
  machine: Machine,
  entry: bigint,
  watched: readonly number[] | null,
): { run: Run; entrySp: bigint } {
  machine.load(image);
  const sites = conditionalSites(image).addresses;
  machine.watch(watched === null ? sites : [...new Set([...sites, ...watched])]);
  const entrySp = placeArguments(machine, ABIS[image.isa], request.args);
  if (request.stackTop !== undefined) machine.write(STACK_TOP - BigInt(request.stackTop.length), request.stackTop);
  const run = new Run(image, machine, request.maxSteps ?? DEFAULT_MAX_STEPS, request.exactHooks ?? false, watched);
  try {
    machine.setListener(run);
    machine.setExactHooks(request.exactHooks ?? false);
    run.execute(entry);
  } finally {
    machine.setListener(null);
    machine.setExactHooks(false);
  }
  return { run, entrySp };
}

/** Sets sp, the return address and the arguments; returns the stack pointer at the entry instruction. */
export function placeArguments(machine: Machine, abi: Abi, args: readonly ArgValue[]): bigint {
  const locations = argumentLocations(
    abi,
    args.map((a) => a.width),
  );
  const callSp = STACK_TOP - ARG_AREA; // aligned to any stackAlign
  const entrySp = abi.lr === null ? callSp - BigInt(abi.wordBytes) : callSp;
  const area = new Uint8Array(argumentAreaBytes(locations, abi));
  const put = (offset: number, bytes: number, value: bigint): void => {
    for (let i = 0; i < bytes; i++) area[offset + i] = Number((value >> BigInt(8 * i)) & 0xffn);
  };
  if (abi.lr === null) put(0, abi.wordBytes, SENTINEL);
  else machine.writeReg(abi.lr.id, abi.isa === 'thumb' ? SENTINEL | 1n : SENTINEL);
  locations.forEach((loc, i) => {
    const value = BigInt.asUintN(args[i]!.width, args[i]!.value);
    if (loc.kind === 'stack') put(loc.offset, loc.bytes, value);
    else loc.regs.forEach((r, k) => machine.writeReg(r.id, value >> BigInt(abi.wordBytes * 8 * k)));
  });
  machine.write(entrySp, area);
  machine.writeReg(abi.sp.id, entrySp);
  abi.calleeSaved.forEach((r, i) => machine.writeReg(r.id, canary(abi, i)));
  return entrySp;
}

const ANALYSES = new WeakMap<Image, Map<number, BlockInfo>>();

/** Block analyses of an image, kept as long as the image lives: its code never changes. */
function analyses(image: Image): Map<number, BlockInfo> {
  let m = ANALYSES.get(image);
  if (m === undefined) {
    m = new Map();
    ANALYSES.set(image, m);
  }
  return m;
}

/**
 * The memory digest of the image's globals as they are in the machine now (oracles/outcome.ts's
 * rule: stack addresses canonicalised, the bits in `undefinedGlobals` left out).
 */
export function globalsDigest(machine: Machine, image: Image, undefinedGlobals: readonly UndefinedGlobal[] = []): bigint {
  const defined = new Map(undefinedGlobals.map((g) => [g.name, g.defined]));
  const globals = image.globals.map((g) => {
    const d = defined.get(g.name);
    return { name: g.name, bytes: machine.read(g.address, g.size), ...(d === undefined ? {} : { defined: d }) };
  });
  return memoryDigest(globals, ABIS[image.isa].wordBytes);
}

const TRAP_FIRST = Number(TRAP_BEGIN);
const TRAP_LAST = Number(TRAP_END) - 1;
const inTrapRegion = (address: number): boolean => address >= TRAP_FIRST && address <= TRAP_LAST;

/** One run's state: the hook listener, the step budget and the end of the run. */
class Run implements Listener {
  private readonly blocks: BlockCounts;
  private readonly hooks: HookCounts | null;
  private readonly traps: Traps;
  private readonly table: BlockTable;
  /** The block the budget stopped in front of, to be run instruction-exactly up to the budget. */
  private budgetStop: number | null = null;
  private invalid: { type: number; address: bigint } | null = null;
  private err: number = UC_ERR.OK;
  private stepLimited = false;
  private readonly sites: ReadonlyMap<number, ConditionalSite>;
  /** Executions of conditional memory instructions whose condition failed, by address. */
  private readonly failed = new Map<number, number>();
  private finalStretch = false;
  /** The instructions of the block a data access faulted in (a second run), and the last of them entered. */
  private readonly watched: ReadonlySet<number> | null;
  private lastWatched: number | null = null;
  /** An instruction the static classifier cannot count: the run stops in front of its block. */
  private unclassified: UnclassifiedInstruction | null = null;

  constructor(
    private readonly image: Image,
    private readonly machine: Machine,
    private readonly maxSteps: number,
    exact: boolean,
    watched: readonly number[] | null,
  ) {
    this.watched = watched === null ? null : new Set(watched);
    const text = (address: number, size: number): Uint8Array => machine.read(BigInt(address), size);
    if (machine.blockTable === null) throw new HarnessError('the harness needs a machine that counts blocks');
    this.table = machine.blockTable;
    this.table.startRun(maxSteps);
    this.blocks = new BlockCounts((a, s) => analyzeBlock(image.isa, text(a, s), a, image.spillSites), this.table, analyses(image));
    this.hooks = exact ? new HookCounts(image.spillSites) : null;
    this.traps = new Traps(image, machine);
    this.sites = conditionalSites(image).byAddress;
  }

  onWatch(address: number): void {
    if (this.watched?.has(address)) this.lastWatched = address;
    const site = this.sites.get(address);
    if (site !== undefined && !conditionPasses(site.condition, this.machine.readReg(ARM_REG.CPSR))) {
      this.failed.set(address, (this.failed.get(address) ?? 0) + 1);
    }
  }

  execute(entry: bigint): void {
    const thumb = this.image.isa === 'thumb' ? 1n : 0n;
    this.err = this.machine.start(entry | thumb, SENTINEL, 0);
    if (this.budgetStop === null || this.traps.ended !== null) return;
    // The next block would overrun the budget: run exactly the instructions left, then stop.
    const left = this.table.left;
    this.table.left = UNLIMITED;
    this.stepLimited = true;
    if (left === 0) return;
    this.finalStretch = true;
    this.err = this.machine.start(BigInt(this.budgetStop) | thumb, SENTINEL, left);
  }

  /** The block hook's slow path: blocks the native hook did not count (or every block, without one). */
  onBlock(address: number, size: number): void {
    if (inTrapRegion(address)) return;
    let info: BlockInfo;
    try {
      info = this.blocks.info(address, size);
    } catch (e) {
      // Thrown inside Unicorn's hook it would end the process; it is the run's outcome instead.
      if (!(e instanceof UnclassifiedInstruction)) throw e;
      this.unclassified = e;
      this.machine.stop();
      return;
    }
    if (info.insns.length > this.table.left) {
      this.budgetStop = address;
      this.machine.stop();
      return;
    }
    this.blocks.enter(address, size, info);
  }

  onTrap(address: number): void {
    this.traps.service(address);
  }

  onInstruction(address: number): void {
    if (!inTrapRegion(address)) this.hooks!.instruction(address);
  }

  onMemory(type: number): void {
    this.hooks!.memory(type);
  }

  onInvalidAccess(type: number, address: number): void {
    this.invalid = { type, address: BigInt(address) };
  }

  /**
   * After a data-access fault without exact hooks, the instruction addresses of the block the pc
   * (its start) names, when the fault may lie past its first instruction; otherwise null.
   */
  faultBlock(): number[] | null {
    if (this.err === UC_ERR.OK || this.hooks !== null || this.watched !== null || this.unclassified !== null) return null;
    if (this.traps.ended !== null || this.invalid === null || !isDataAccess(this.invalid.type)) return null;
    const pc = Number(this.machine.readReg(ABIS[this.image.isa].pc.id));
    const block = this.blocks.lastBlock();
    if (block === null || block.insns[0]?.address !== pc || block.insns.length < 2) return null;
    return block.insns.map((i) => i.address);
  }

  outcome(abi: Abi, entrySp: bigint, undefinedGlobals?: readonly UndefinedGlobal[]): MachineOutcome {
    const cpuFault = this.err !== UC_ERR.OK;
    const pc = cpuFault && this.lastWatched !== null ? BigInt(this.lastWatched) : this.machine.readReg(abi.pc.id);
    // The budget stopped the run inside a block only if the exact final stretch ran and ended early.
    const budgetInside = this.finalStretch && !cpuFault && this.traps.ended === null && pc !== SENTINEL;
    if (cpuFault) this.hooks?.discardPending();
    const skipped = [...this.failed].map(([address, times]) => ({ memory: this.sites.get(address)!.memory, times }));
    const blockCounts = this.blocks.totals(cpuFault || budgetInside ? Number(pc) : null, this.image.spillSites !== null, skipped);
    const common = {
      stdout: Uint8Array.from(this.traps.stdout),
      memoryDigest: globalsDigest(this.machine, this.image, undefinedGlobals),
      counts: this.hooks?.totals() ?? blockCounts,
      blockCounts: this.hooks === null ? null : blockCounts,
      codeSize: codeSize(this.image),
      resultRegs: [] as bigint[],
      exit: null,
    };
    if (this.unclassified !== null) {
      const u = this.unclassified;
      return {
        ...common,
        status: 'fault',
        fault: { pc: u.address, address: null, instruction: u.instruction },
        reason: `cannot count the run: ${u.message}`,
      };
    }
    const ended = this.traps.ended;
    if (ended !== null) {
      switch (ended.kind) {
        case 'exit':
          return { ...common, status: 'ok', exit: ended.code };
        case 'ub': {
          const below = this.spBelowStack(abi);
          if (below !== null) return { ...common, status: 'stack-overflow', reason: `stack overflow: ${below} (${ended.reason})` };
          return { ...common, status: 'ub', reason: ended.reason };
        }
        case 'bad-call':
          return { ...common, status: 'fault', fault: { pc: ended.pc, address: null, instruction: ended.reason }, reason: ended.reason };
      }
    }
    if (this.err !== UC_ERR.OK) {
      const fault = this.fault(pc);
      const overflow = this.stackOverflow(abi);
      if (overflow === null) return { ...common, status: 'fault', ...fault };
      return { ...common, status: 'stack-overflow', fault: fault.fault, reason: `stack overflow: ${overflow}: ${fault.reason}` };
    }
    if (this.stepLimited && pc !== SENTINEL) {
      return { ...common, status: 'step-limit', reason: `more than ${this.maxSteps} instructions` };
    }
    const violation = checkAbi(this.machine, abi, entrySp);
    if (violation !== null) return { ...common, status: 'abi-violation', reason: violation };
    return { ...common, status: 'ok', resultRegs: abi.resultRegs.map((r) => this.machine.readReg(r.id)) };
  }

  /** Why a CPU fault is a stack overflow (see the contract), or null when it is not one. */
  private stackOverflow(abi: Abi): string | null {
    if (this.invalid === null || !isDataAccess(this.invalid.type)) return null;
    const a = this.invalid.address;
    if (a >= STACK_GUARD_BASE && a < STACK_LO) return `the access is in the guard below the ${STACK_MIB} MiB stack`;
    return this.spBelowStack(abi);
  }

  /** `the stack pointer ... is below ...` when it is, else null. */
  private spBelowStack(abi: Abi): string | null {
    const sp = BigInt.asUintN(abi.wordBytes * 8, this.machine.readReg(abi.sp.id));
    return sp < STACK_LO ? `the stack pointer ${abi.sp.name} is ${hexAddress(sp)}, below the ${STACK_MIB} MiB stack` : null;
  }

  private fault(pc: bigint): { fault: Fault; reason: string } {
    const bytes = this.machine.tryRead(pc, 16);
    const insn = bytes === null ? null : disassembleOne(this.image.isa, bytes, pc);
    const text = insn === null ? '(no valid instruction)' : `${insn.mnemonic} ${insn.opStr}`.trim();
    const address = this.invalid?.address ?? null;
    const what = faultKind(this.err, this.invalid?.type ?? null);
    const where = address === null ? '' : ` at ${hexAddress(address)}`;
    return { fault: { pc, address, instruction: text }, reason: `${what}${where} (pc ${hexAddress(pc)}: ${text})` };
  }
}

function isDataAccess(type: number): boolean {
  return ([UC.MEM_READ_UNMAPPED, UC.MEM_WRITE_UNMAPPED, UC.MEM_READ_PROT, UC.MEM_WRITE_PROT] as readonly number[]).includes(type);
}

function faultKind(err: number, type: number | null): string {
  switch (type) {
    case UC.MEM_READ_UNMAPPED:
      return 'read of unmapped memory';
    case UC.MEM_WRITE_UNMAPPED:
      return 'write to unmapped memory';
    case UC.MEM_FETCH_UNMAPPED:
      return 'fetch from unmapped memory';
    case UC.MEM_READ_PROT:
      return 'read of protected memory';
    case UC.MEM_WRITE_PROT:
      return 'write to read-only memory';
    case UC.MEM_FETCH_PROT:
      return 'fetch from non-executable memory';
    default:
      return err === UC_ERR.INSN_INVALID ? 'invalid instruction' : `CPU exception (uc_err ${err})`;
  }
}

/** Callee-saved registers must hold their canaries and the stack pointer must be back above the return address. */
function checkAbi(machine: Machine, abi: Abi, entrySp: bigint): string | null {
  for (const [i, r] of abi.calleeSaved.entries()) {
    const got = BigInt.asUintN(abi.wordBytes * 8, machine.readReg(r.id));
    if (got !== canary(abi, i))
      return `callee-saved register ${r.name} not preserved (0x${got.toString(16)} instead of 0x${canary(abi, i).toString(16)})`;
  }
  const expected = abi.lr === null ? entrySp + BigInt(abi.wordBytes) : entrySp;
  const sp = BigInt.asUintN(abi.wordBytes * 8, machine.readReg(abi.sp.id));
  if (sp !== expected) return `stack pointer ${abi.sp.name} is 0x${sp.toString(16)} on return, expected 0x${expected.toString(16)}`;
  return null;
}
