// Corpus matrix on arm (see corpus-matrix.ts): the programs with 64-bit integers (13 at -O0, 10 at -O1, 9 at -O2) are an accepted compile error.
import { corpusMatrix } from './corpus-matrix.js';

corpusMatrix('arm', { unsupportedPrograms: { O0: 13, O1: 10, O2: 9 } });
