// Aliases: `@b = alias i32, ptr @a` (C's `__attribute__((alias("a")))`), resolved away.
//
// Contract: given the module's AliasDefs (globals.ts) and its parsed globals and functions,
// `aliasTargets` maps every alias to the global or function it finally names plus the summed byte
// offset (chains of aliases followed; a cycle or an alias of nothing is a SourceError), and
// `resolveAliases` returns the globals and functions with every use of an alias (an address operand,
// a direct callee, an initializer's address) replaced by its target. So no later pass sees an alias:
// an alias denotes the same address as its target (LLVM LangRef, "Aliases"), which is what both
// the interpreter and the linked image then compute.

import type { Func, Global, Init, Value } from '../ir/types.js';
import type { Cursor } from './cursor.js';
import type { AliasDef } from './globals.js';
import { mapInst, mapTerm } from './rewrite.js';

export interface AliasTarget {
  readonly target: string;
  readonly offset: bigint;
}

export function aliasTargets(cur: Cursor, defs: readonly AliasDef[], names: ReadonlySet<string>): Map<string, AliasTarget> {
  const byName = new Map(defs.map((d) => [d.name, d] as const));
  const out = new Map<string, AliasTarget>();
  const resolve = (d: AliasDef, seen: Set<string>): AliasTarget => {
    const done = out.get(d.name);
    if (done !== undefined) return done;
    if (seen.has(d.name)) throw cur.error(d.tok, `alias @${d.name} refers to itself`);
    seen.add(d.name);
    const next = byName.get(d.target);
    let r: AliasTarget;
    if (next !== undefined) {
      const inner = resolve(next, seen);
      r = { target: inner.target, offset: inner.offset + d.offset };
    } else if (names.has(d.target)) r = { target: d.target, offset: d.offset };
    else throw cur.error(d.tok, `alias @${d.name} of undefined global '@${d.target}'`);
    out.set(d.name, r);
    return r;
  };
  for (const d of defs) resolve(d, new Set());
  return out;
}

export function resolveAliases(
  targets: ReadonlyMap<string, AliasTarget>,
  globals: readonly Global[],
  functions: readonly Func[],
): { globals: Global[]; functions: Func[] } {
  if (targets.size === 0) return { globals: [...globals], functions: [...functions] };
  const value = (v: Value): Value => {
    if (v.kind !== 'global') return v;
    const a = targets.get(v.name);
    return a === undefined ? v : { ...v, name: a.target, offset: v.offset + a.offset };
  };
  const renaming = { value, block: (b: number) => b, id: (i: number) => i };
  const fns = functions.map((f) => {
    for (const b of f.blocks) {
      b.insts = b.insts.map((i) => {
        const j = mapInst(i, renaming);
        return j.op === 'call' && targets.has(j.callee) ? { ...j, callee: targets.get(j.callee)!.target } : j;
      });
      b.term = mapTerm(b.term, renaming);
    }
    return f;
  });
  return { globals: globals.map((g) => (g.init === null ? g : { ...g, init: resolveInit(targets, g.init) })), functions: fns };
}

function resolveInit(targets: ReadonlyMap<string, AliasTarget>, init: Init): Init {
  switch (init.kind) {
    case 'addr': {
      const a = init.target === null ? undefined : targets.get(init.target);
      return a === undefined ? init : { ...init, target: a.target, offset: init.offset + a.offset };
    }
    case 'array':
      return { ...init, elems: init.elems.map((e) => resolveInit(targets, e)) };
    case 'struct':
      return { ...init, fields: init.fields.map((e) => resolveInit(targets, e)) };
    default:
      return init;
  }
}
