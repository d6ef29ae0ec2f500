// The corpus compiled by llc-14 for thumb matches the interpreter, counts agreeing (see llc-corpus-run.ts).
import { llcCorpus } from './llc-corpus-run.js';

llcCorpus('thumb');
