// A relation between locations (preg names, `slot<n>`) and vregs, indexed both ways: the state of
// live-ranges.ts's two dataflows (which places hold which vregs' values; which places will be read
// for which vregs).
//
// Contract: `has`, `locationsOf`, `vregsAt` read; `put` (a location holds exactly these vregs),
// `add`, `forget` (no location holds a vreg), `clear` (a location holds nothing) write; `copy`,
// `meet` (intersection), `join` (union) and `equals` compare and combine whole relations. A copy
// shares its sets with the original until either writes one (copy on write): the dataflows copy a
// state at every block, and a function spilled everywhere has a slot per vreg, all held throughout.

export class Places {
  private byLoc = new Map<string, Set<number>>();
  private byVreg = new Map<number, Set<string>>();
  /** The sets this relation made itself since its last copy: the only ones it may change in place. */
  private owned = new Set<Set<number> | Set<string>>();

  copy(): Places {
    const p = new Places();
    p.byLoc = new Map(this.byLoc);
    p.byVreg = new Map(this.byVreg);
    this.owned.clear();
    return p;
  }

  has(loc: string, v: number): boolean {
    return this.byLoc.get(loc)?.has(v) === true;
  }

  locationsOf(v: number): readonly string[] {
    return [...(this.byVreg.get(v) ?? [])];
  }

  vregsAt(loc: string): readonly number[] {
    return [...(this.byLoc.get(loc) ?? [])];
  }

  add(loc: string, vs: Iterable<number>): void {
    for (const v of vs) {
      this.writable(this.byLoc, loc).add(v);
      this.writable(this.byVreg, v).add(loc);
    }
  }

  put(loc: string, vs: Iterable<number>): void {
    const values = [...vs];
    this.clear(loc);
    this.add(loc, values);
  }

  clear(loc: string): void {
    for (const v of this.byLoc.get(loc) ?? []) this.writable(this.byVreg, v).delete(loc);
    this.byLoc.delete(loc);
  }

  forget(v: number): void {
    for (const loc of this.byVreg.get(v) ?? []) this.writable(this.byLoc, loc).delete(v);
    this.byVreg.delete(v);
  }

  /** The set under `key`, made (or copied from a shared one) so that this relation may change it. */
  private writable<K, T>(index: Map<K, Set<T>>, key: K): Set<T> {
    const set = index.get(key);
    if (set !== undefined && this.owned.has(set as Set<number>)) return set;
    const own = new Set(set);
    index.set(key, own);
    this.owned.add(own as Set<number>);
    return own;
  }

  /** The pairs every one of `all` has (none given: empty). */
  static meet(all: readonly Places[]): Places {
    const out = new Places();
    const [first, ...rest] = all;
    if (first === undefined) return out;
    if (rest.length === 0) return first.copy();
    for (const [loc, vs] of first.byLoc)
      out.add(
        loc,
        [...vs].filter((v) => rest.every((p) => p.has(loc, v))),
      );
    return out;
  }

  /** The pairs some one of `all` has. */
  static join(all: readonly Places[]): Places {
    if (all.length === 1) return all[0]!.copy();
    const out = new Places();
    for (const p of all) for (const [loc, vs] of p.byLoc) out.add(loc, vs);
    return out;
  }

  equals(other: Places): boolean {
    const pairs = (p: Places) => [...p.byLoc.values()].reduce((n, vs) => n + vs.size, 0);
    if (pairs(this) !== pairs(other)) return false;
    for (const [loc, vs] of this.byLoc) for (const v of vs) if (!other.has(loc, v)) return false;
    return true;
  }
}
