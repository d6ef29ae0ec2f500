// The heap allocator behind malloc/calloc/realloc/free: one deterministic implementation that the
// reference interpreter and the emulator harness both run, so a program's heap blocks sit at the
// same addresses on both sides (pointers to them stored in globals compare equal in the digest).
//
// Contract: a HeapAllocator serves one run. It hands out blocks in [HEAP_BASE, HEAP_BASE +
// HEAP_SIZE) (common/image.ts) by bumping an address: every block starts 16-aligned (max_align_t
// on every target) and is followed by at least HEAP_REDZONE bytes that belong to no block, so an
// overflow past a block's end reaches no other block. Addresses are never reused: a freed block
// stays known as freed, which is what lets free name a double free and the interpreter name a use
// after free. A request that does not fit the budget gets null (malloc returns NULL, as C allows).
// The memory side is the `HeapBacking` each side supplies: `allocate` makes the range a new object
// (the interpreter: an object with its own serial, bytes zero and uninitialised; the machine: maps
// the pages), `release` ends it (the interpreter: the bytes belong to no object any more).
// The allocator does no memory traffic of its own, so nothing here is counted on either side.

import { alignUp, HEAP_BASE, HEAP_SIZE } from '../common/image.js';
import { hexAddress } from '../common/text.js';

/** Bytes after each block that belong to no block (an overflow faults in the interpreter). */
export const HEAP_REDZONE = 16n;
const HEAP_ALIGN = 16n;
const HEAP_END = HEAP_BASE + HEAP_SIZE;

export interface HeapBacking {
  /** Makes [addr, addr + len) a new, uninitialised heap object; false when the memory cannot. */
  allocate(addr: bigint, len: number): boolean;
  /** Ends the object at [addr, addr + len): later accesses to it are invalid. */
  release(addr: bigint, len: number): void;
}

interface Block {
  readonly size: number;
  live: boolean;
}

/** The outcome of free: done, or the undefined behaviour it is. */
export type FreeResult = { readonly kind: 'freed'; readonly size: number } | { readonly kind: 'ub'; readonly what: string };

export class HeapAllocator {
  private next = HEAP_BASE;
  private readonly blocks = new Map<bigint, Block>();

  constructor(private readonly backing: HeapBacking) {}

  /** A new block of `size` bytes (0 gives a unique block of none), or null when the budget is spent. */
  allocate(size: bigint): bigint | null {
    const address = this.next;
    const end = address + size;
    if (size < 0n || end > HEAP_END) return null;
    if (!this.backing.allocate(address, Number(size))) return null;
    this.blocks.set(address, { size: Number(size), live: true });
    this.next = alignUp(end + HEAP_REDZONE, HEAP_ALIGN);
    return address;
  }

  /** Frees the block at `address` (null is a no-op, as C's free(NULL)). */
  free(address: bigint, name: string): FreeResult {
    if (address === 0n) return { kind: 'freed', size: 0 };
    const block = this.blocks.get(address);
    if (block === undefined) return { kind: 'ub', what: `${name} of ${hexAddress(address)}, which malloc did not return` };
    if (!block.live) return { kind: 'ub', what: `${name} of ${hexAddress(address)}, already freed (double free)` };
    block.live = false;
    this.backing.release(address, block.size);
    return { kind: 'freed', size: block.size };
  }

  /** The size of the live block at `address`, or undefined when no live block starts there. */
  liveSize(address: bigint): number | undefined {
    const block = this.blocks.get(address);
    return block?.live === true ? block.size : undefined;
  }
}
