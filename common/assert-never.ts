// The closing case of an exhaustive switch: a value the type system says cannot occur. Every layer
// (compiler, ISA models, simulators, oracles) closes its switches with it, so it lives in the leaf
// folder that imports nothing.

export function assertNever(x: never, what = 'value'): never {
  throw new Error(`unexpected ${what}: ${JSON.stringify(x, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))}`);
}
