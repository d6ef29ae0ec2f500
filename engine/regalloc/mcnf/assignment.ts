// The classical assignment problem (Koes's thesis §6.2.4: price initialisation solves one per layer
// of the network): n rows, m ≥ n columns, each row assigned a distinct column at least total cost.
// The Hungarian method with potentials (Kuhn–Munkres, shortest augmenting paths), O(n² m).
//
// Contract: requires a dense n × m cost matrix (row-major) of finite numbers with n ≤ m. Produces
// each row's column. Ties go to the lowest column found first, so the result is deterministic.

export function assign(cost: ArrayLike<number>, n: number, m: number): number[] {
  if (n > m) throw new Error(`assignment: ${n} rows, only ${m} columns`);
  // 1-based potentials u (rows), v (columns); p[j]: the row column j is assigned to (0: none).
  const u = new Float64Array(n + 1);
  const v = new Float64Array(m + 1);
  const p = new Int32Array(m + 1);
  const way = new Int32Array(m + 1);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Float64Array(m + 1).fill(Number.POSITIVE_INFINITY);
    const used = new Uint8Array(m + 1);
    do {
      used[j0] = 1;
      const i0 = p[j0]!;
      let delta = Number.POSITIVE_INFINITY;
      let j1 = 0;
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const cur = cost[(i0 - 1) * m + (j - 1)]! - u[i0]! - v[j]!;
        if (cur < minv[j]!) [minv[j], way[j]] = [cur, j0];
        if (minv[j]! < delta) [delta, j1] = [minv[j]!, j];
      }
      for (let j = 0; j <= m; j++) {
        if (used[j]) {
          u[p[j]!]! += delta;
          v[j]! -= delta;
        } else minv[j]! -= delta;
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0]!;
      p[j0] = p[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  const column = new Array<number>(n).fill(-1);
  for (let j = 1; j <= m; j++) if (p[j]! > 0) column[p[j]! - 1] = j - 1;
  return column;
}
