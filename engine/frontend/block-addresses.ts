// Block addresses and indirect branches (GCC's computed goto), expanded in the front end as LLVM's
// IndirectBrExpandPass does (llvm/lib/CodeGen/IndirectBrExpandPass.cpp): every
// `blockaddress(@f, %bb)` becomes a small integer cast to a pointer, and every
// `indirectbr ptr %a, [label %x, ...]` a `switch` on `ptrtoint %a` over the numbers of its
// destinations, the first destination as default (any other address is undefined behaviour).
//
// Contract: `BlockNumbers.of(fn, block)` gives each (function, block label) pair its number in
// order of first appearance in the file, so a global initializer may name a block before its
// function is parsed, and label differences (`&&l1 - &&l0`, which clang folds into
// `sub (ptrtoint ..., ptrtoint ...)` initializers) are constants. The numbers are
// BLOCK_ADDRESS_BASE + 4k: non-null, distinct, 4-aligned, and inside the unmapped first 64 KiB of
// common/image.ts's memory map, so a load through one faults on the machine and is ub in the
// interpreter; both sides compute the same value, so memory digests holding one compare equal.
// terminators.ts's `parseIndirectBr` builds the switch.

import { intType } from '../ir/types.js';
import type { VSyntax } from './constants.js';
import type { Cursor } from './cursor.js';
import type { Token } from './lexer.js';

const BLOCK_ADDRESS_BASE = 0x8000n;
const BLOCK_ADDRESS_END = 0x10000n;

export class BlockNumbers {
  private readonly numbers = new Map<string, bigint>();

  of(cur: Cursor, at: Token, fn: string, block: string): bigint {
    const key = `${fn}\u0000${block}`;
    let n = this.numbers.get(key);
    if (n === undefined) {
      n = BLOCK_ADDRESS_BASE + 4n * BigInt(this.numbers.size);
      if (n >= BLOCK_ADDRESS_END) throw cur.unsupported(at, 'more than 8192 block addresses');
      this.numbers.set(key, n);
    }
    return n;
  }
}

/** `blockaddress(@f, %bb)` from its keyword on, as the syntax of `inttoptr (i32 N to ptr)`. */
export function parseBlockAddress(cur: Cursor, numbers: BlockNumbers): VSyntax {
  const tok = cur.next();
  cur.expect('(', 'after blockaddress');
  const fn = cur.expectKind('global', 'a function', 'in blockaddress');
  cur.expect(',', 'after the blockaddress function');
  const block = cur.expectKind('local', 'a block label', 'in blockaddress');
  cur.expect(')', 'to close blockaddress');
  const value = numbers.of(cur, tok, fn.text, block.text);
  const int: VSyntax = { k: 'int', tok, value };
  return { k: 'cast', tok, op: 'inttoptr', value: { type: intType(32), typeTok: tok, v: int }, to: { kind: 'ptr' }, toTok: tok };
}
