// Dynamic counts of a run, by two independent derivations (architecture note, "Counting convention"):
//   BlockCounts — how often each translated block ran × each instruction's static classification
//                 (capstone + the classifier tables): the default, fast path;
//   HookCounts  — Unicorn's per-instruction and memory-access hooks: the exact path and test oracle.
// They share no code beyond the Counts shape; a disagreement is a bug in one of them.
//
// Contract: both ignore the trap region (entry slots, runtime stubs), whose servicing is not the
// program's work. An instruction that faulted did not execute and is not counted; a run stopped by
// the step budget counts exactly the instructions that ran. Loads and stores count instructions;
// accesses count memory events; spill traffic counts loads/stores of instructions at spill sites.

import type { BlockTable } from './block-table.js';
import { classify } from './classify.js';
import { disassemble, isArmv6m } from './capstone.js';
import type { Isa } from '../common/image.js';
import { UC } from './unicorn.js';

export interface Counts {
  readonly instructions: number;
  readonly loads: number;
  readonly stores: number;
  readonly accesses: number;
  /** Null when the image cannot say which instructions are spill code (llc objects). */
  readonly spillLoads: number | null;
  readonly spillStores: number | null;
}

interface InsnClass {
  readonly address: number;
  readonly loads: number;
  readonly stores: number;
  readonly accesses: number;
  readonly spill: boolean;
}

export interface BlockInfo {
  readonly insns: readonly InsnClass[];
  /** Index among the analyses of the image, so a run counts executions in a plain array. */
  id: number;
}

type Totals = { instructions: number; loads: number; stores: number; accesses: number; spillLoads: number; spillStores: number };

const zero = (): Totals => ({ instructions: 0, loads: 0, stores: 0, accesses: 0, spillLoads: 0, spillStores: 0 });

function addInsn(t: Totals, i: InsnClass, times: number): void {
  t.instructions += times;
  t.loads += i.loads * times;
  t.stores += i.stores * times;
  t.accesses += i.accesses * times;
  if (i.spill) {
    t.spillLoads += i.loads * times;
    t.spillStores += i.stores * times;
  }
}

function finish(t: Totals, spillKnown: boolean): Counts {
  return { ...t, spillLoads: spillKnown ? t.spillLoads : null, spillStores: spillKnown ? t.spillStores : null };
}

/**
 * Static analysis of one translated block: its instructions and their classification. Bytes capstone
 * cannot decode (code that jumped into the middle of an instruction, an undefined encoding; on Thumb
 * also Thumb-2 encodings, which the Cortex-M0 rejects) become one pseudo-instruction touching no
 * memory: the emulator faults there, so it is never counted.
 */
export function analyzeBlock(isa: Isa, bytes: Uint8Array, address: number, spillSites: ReadonlySet<bigint> | null): BlockInfo {
  let decoded = disassemble(isa, bytes, BigInt(address));
  // On the Cortex-M0 a Thumb-2 encoding is an undefined instruction: treat it like undecodable bytes.
  if (isa === 'thumb') {
    const bad = decoded.findIndex((d) => !isArmv6m(d));
    if (bad >= 0) decoded = decoded.slice(0, bad);
  }
  const insns: InsnClass[] = decoded.map((d) => ({
    address: Number(d.address),
    ...classify(isa, d),
    spill: spillSites?.has(d.address) ?? false,
  }));
  const length = decoded.reduce((n, d) => n + d.size, 0);
  if (length < bytes.length) insns.push({ address: address + length, loads: 0, stores: 0, accesses: 0, spill: false });
  return { insns, id: -1 };
}

/** Executions of a conditional memory instruction whose condition failed: they touched no memory. */
export interface SkippedAccesses {
  readonly memory: { readonly loads: number; readonly stores: number; readonly accesses: number };
  readonly times: number;
}

/**
 * Derivation (b): block executions × static classification. Executions live in the machine's
 * BlockTable (where the native hook counts too); blocks outside its range, and the count of a block
 * whose extent changed, are kept here.
 */
export class BlockCounts {
  /** Executions by block id that the table does not hold. */
  private readonly others: number[] = [];
  private readonly byId: BlockInfo[] = [];
  private lastOutside: BlockInfo | null = null;

  /** `infos` caches analyses by block (address, size); code is immutable, so it may outlive a run. */
  constructor(
    private readonly analyze: (address: number, size: number) => BlockInfo,
    private readonly table: BlockTable,
    private readonly infos: Map<number, BlockInfo> = new Map(),
  ) {}

  /** The block's analysis, made on first sight. */
  info(address: number, size: number): BlockInfo {
    const key = address * 0x10000 + size;
    let info = this.infos.get(key);
    if (info === undefined) {
      info = this.analyze(address, size);
      info.id = this.infos.size;
      this.infos.set(key, info);
    }
    return info;
  }

  /** One execution of the block (the native hook's work, when it did not do it itself). */
  enter(address: number, size: number, info: BlockInfo): void {
    const retire = (oldSize: number, count: number): void => this.add(this.info(address, oldSize), count);
    if (this.table.enter(address, size, info.insns.length, retire)) return;
    this.add(info, 1);
    this.table.enterOutside(address, info.insns.length);
    this.lastOutside = info;
  }

  private add(info: BlockInfo, times: number): void {
    this.others[info.id] = (this.others[info.id] ?? 0) + times;
    this.byId[info.id] = info;
  }

  /**
   * The totals; `stopPc` (when the run stopped inside the last block: a fault or the step budget)
   * removes that block's instructions from stopPc on, which never ran; `skipped` removes the
   * accesses of condition-failed executions (ARM, conditions.ts).
   */
  totals(stopPc: number | null, spillKnown: boolean, skipped: readonly SkippedAccesses[] = []): Counts {
    const t = zero();
    for (const s of skipped) {
      t.loads -= s.memory.loads * s.times;
      t.stores -= s.memory.stores * s.times;
      t.accesses -= s.memory.accesses * s.times;
    }
    this.others.forEach((times, id) => {
      for (const i of this.byId[id]!.insns) addInsn(t, i, times);
    });
    for (const e of this.table.executions()) {
      for (const i of this.info(e.address, e.size).insns) addInsn(t, i, e.count);
    }
    const last = this.lastBlock();
    if (stopPc !== null && last !== null) {
      // Outside the last block (a fetch fault at a branch target), the last block ran in full.
      const from = last.insns.findIndex((i) => i.address === stopPc);
      if (from >= 0) for (const i of last.insns.slice(from)) addInsn(t, i, -1);
    }
    return finish(t, spillKnown);
  }

  /** The block the run was in when it stopped (its analysis), if known. */
  lastBlock(): BlockInfo | null {
    const address = this.table.last;
    const size = this.table.sizeAt(address);
    if (size !== null) return this.info(address, size);
    return this.lastOutside !== null && this.lastOutside.insns[0]?.address === address ? this.lastOutside : null;
  }
}

/** Derivation (a): one code hook per instruction, one memory hook per access. */
export class HookCounts {
  private readonly t = zero();
  private pending = -1;
  private pendingReads = 0;
  private pendingWrites = 0;

  constructor(private readonly spillSites: ReadonlySet<bigint> | null) {}

  instruction(address: number): void {
    this.flush();
    this.pending = address;
  }

  memory(type: number): void {
    if (type === UC.MEM_READ) this.pendingReads++;
    else if (type === UC.MEM_WRITE) this.pendingWrites++;
  }

  /** The instruction in flight faulted: it did not execute. */
  discardPending(): void {
    this.pending = -1;
    this.pendingReads = 0;
    this.pendingWrites = 0;
  }

  totals(): Counts {
    this.flush();
    return finish(this.t, this.spillSites !== null);
  }

  private flush(): void {
    if (this.pending < 0) return;
    addInsn(
      this.t,
      {
        address: this.pending,
        loads: this.pendingReads > 0 ? 1 : 0,
        stores: this.pendingWrites > 0 ? 1 : 0,
        accesses: this.pendingReads + this.pendingWrites,
        spill: this.spillSites?.has(BigInt(this.pending)) ?? false,
      },
      1,
    );
    this.discardPending();
  }
}
