// The back end's error for a program it cannot compile (an unsupported construct, such as 64-bit
// integers on a 32-bit target): reported as status `compile-error`, never as wrong code.
//
// Contract: one class for every back end. It lives in engine/driver/llc-backend.ts (the first back
// end); this module re-exports it so Tessera's own passes do not import the llc driver's module
// path directly — moving the class here is a one-line change there.

export { CompileError } from '../driver/llc-backend.js';
