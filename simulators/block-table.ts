// A machine's table of block executions: the store behind derivation (b) of the counts
// (block executions × static classification, counting.ts) and behind the step budget.
//
// Contract: one table per Machine, in host memory shared with the native block hook
// (native-hook.ts, which bakes in the layout below). The table covers one code range (the loaded
// image's code) with one entry per byte offset, for the block starting there: how often it ran,
// its size in bytes (0: not seen since the range was set) and its instruction count. The header
// holds the range, the instructions left in the step budget, the start of the last block entered,
// and the address of the JavaScript slow path. `enter` is the slow path's (and, without a native
// hook, the only) way of counting a block; the native hook does the same for blocks whose entry
// already records their size. Entries survive runs of the same image (code is immutable); counts
// are zeroed per run. Counts are u64 in memory, read as numbers (exact below 2^53).

import { hostMemory, TABLE, type HostMemory } from './native-hook.js';

/** Bytes of code a table covers; blocks beyond go through JavaScript only (correct, slower). */
export const CODE_CAPACITY = 4 << 20;
/** A budget larger than any run: the final, instruction-exact stretch of a budgeted run. */
export const UNLIMITED = 2 ** 52;

const W = 4; // bytes per u32 word
const ENTRY_WORDS = TABLE.entryBytes / W;
// Word offsets within an entry: the count's low and high halves, the size, the instruction count.
const COUNT = TABLE.entryCount / W;
const SIZE = TABLE.entrySize / W;
const INSNS = TABLE.entryInsns / W;

export class BlockTable {
  private readonly memory: HostMemory;
  private readonly words: Uint32Array;
  /** Byte offsets of the entries whose size is set: what a new range or a new run must clear. */
  private touched: number[] = [];
  private base = 0;
  private length = 0;

  constructor() {
    this.memory = hostMemory(TABLE.entries + CODE_CAPACITY * TABLE.entryBytes);
    this.words = new Uint32Array(this.memory.bytes);
  }

  /** Where the native hook finds the table (its user data): koffi's pointer. */
  get pointer(): unknown {
    return this.memory.pointer;
  }

  /** The slow path the native hook tail-calls: a registered koffi callback's address (below 2^53 on any host). */
  setSlowPath(address: bigint): void {
    this.writeU64(TABLE.slow, Number(address));
  }

  /** Covers a new image's code, [base, base+length) (clipped to the capacity); forgets all entries. */
  setRange(base: number, length: number): void {
    for (const offset of this.touched) this.words.fill(0, this.entryWord(offset), this.entryWord(offset) + ENTRY_WORDS);
    this.touched = [];
    this.base = base;
    this.length = Math.min(length, CODE_CAPACITY);
    this.writeU64(TABLE.base, base);
    this.writeU64(TABLE.length, this.length);
  }

  /** A new run: counts zeroed, `budget` instructions left, no last block. */
  startRun(budget: number): void {
    for (const offset of this.touched) {
      const w = this.entryWord(offset);
      this.words.fill(0, w + COUNT, w + COUNT + 2);
    }
    this.left = budget;
    this.writeU64(TABLE.last, 0);
  }

  get left(): number {
    return this.readU64(TABLE.left);
  }

  set left(value: number) {
    this.writeU64(TABLE.left, value);
  }

  /** The start address of the last block entered (0 before any). */
  get last(): number {
    return this.readU64(TABLE.last);
  }

  /**
   * Counts one execution of the block at `address` of `size` bytes and `insns` instructions, as the
   * native hook does; false (nothing counted, nothing recorded) when it lies outside the range.
   * A block seen before with another size hands back that size's count through `retire` first.
   */
  enter(address: number, size: number, insns: number, retire: (size: number, count: number) => void): boolean {
    const offset = address - this.base;
    if (offset < 0 || offset >= this.length) return false;
    const w = this.entryWord(offset);
    if (this.words[w + SIZE] !== size) {
      if (this.words[w + SIZE] === 0) this.touched.push(offset);
      else retire(this.words[w + SIZE]!, this.countAt(w));
      this.words.fill(0, w + COUNT, w + COUNT + 2);
      this.words[w + SIZE] = size;
      this.words[w + INSNS] = insns;
    }
    const count = this.countAt(w) + 1;
    this.words[w + COUNT] = count % 2 ** 32;
    this.words[w + COUNT + 1] = Math.floor(count / 2 ** 32);
    this.left -= insns;
    this.writeU64(TABLE.last, address);
    return true;
  }

  /** A block outside the range, counted by the caller: it still spends budget and is the last block. */
  enterOutside(address: number, insns: number): void {
    this.left -= insns;
    this.writeU64(TABLE.last, address);
  }

  /** The size recorded for the block starting at `address`, or null (outside the range or not seen). */
  sizeAt(address: number): number | null {
    const offset = address - this.base;
    if (offset < 0 || offset >= this.length) return null;
    return this.words[this.entryWord(offset) + SIZE] || null;
  }

  /** Every block of the range that ran in this run: start address, size, executions. */
  *executions(): Generator<{ address: number; size: number; count: number }> {
    for (const offset of this.touched) {
      const w = this.entryWord(offset);
      const count = this.countAt(w);
      if (count > 0) yield { address: this.base + offset, size: this.words[w + SIZE]!, count };
    }
  }

  release(): void {
    this.memory.release();
  }

  private entryWord(offset: number): number {
    return (TABLE.entries + offset * TABLE.entryBytes) / W;
  }

  private countAt(w: number): number {
    return this.words[w + COUNT]! + this.words[w + COUNT + 1]! * 2 ** 32;
  }

  private readU64(byteOffset: number): number {
    return this.words[byteOffset / W]! + this.words[byteOffset / W + 1]! * 2 ** 32;
  }

  private writeU64(byteOffset: number, value: number): void {
    this.words[byteOffset / W] = value % 2 ** 32;
    this.words[byteOffset / W + 1] = Math.floor(value / 2 ** 32);
  }
}
