// Corpus matrix on x86-32 (see corpus-matrix.ts): 64-bit integers are register pairs (engine/lower/wide.ts), so no program is unsupported.
import { corpusMatrix } from './corpus-matrix.js';

corpusMatrix('x86-32', { unsupportedPrograms: { O0: 0, O1: 0, O2: 0 } });
