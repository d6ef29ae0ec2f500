// The back end's error for a program it cannot compile (an unsupported construct, such as 64-bit
// integers on a 32-bit target): reported as status `compile-error`, never as wrong code.
//
// Contract: one class for every back end (Tessera's passes and the llc driver of the testbed).

export class CompileError extends Error {
  override readonly name = 'CompileError';
}
