// Corpus matrix on arm (see corpus-matrix.ts): the 10 programs with 64-bit integers are an accepted compile error (4 cells each).
import { corpusMatrix } from './corpus-matrix.js';

corpusMatrix('arm', { unsupported: 40, unsupportedAt: { O0: 13, O2: 9 } });
