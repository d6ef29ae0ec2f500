// A heuristic MCNF allocator that found no feasible path left (Koes's thesis ch. 5 builds feasible
// solutions without backtracking; where a decision made earlier leaves a later commodity no path,
// the allocator says so and the caller falls back, counted and reported: engine/regalloc/mcnf/heuristic.ts).
export class Stuck extends Error {}
