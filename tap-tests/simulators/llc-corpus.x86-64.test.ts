// The corpus compiled by llc-14 for x86-64 matches the interpreter, counts agreeing (see llc-corpus-run.ts).
import { llcCorpus } from './llc-corpus-run.js';

llcCorpus('x86-64');
