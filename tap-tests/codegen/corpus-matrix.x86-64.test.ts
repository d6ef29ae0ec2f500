// Corpus matrix on x86-64 (see corpus-matrix.ts): no program is unsupported on a 64-bit target.
import { corpusMatrix } from './corpus-matrix.js';

corpusMatrix('x86-64', { unsupportedPrograms: { O0: 0, O1: 0, O2: 0 } });
