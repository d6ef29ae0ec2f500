// Native and JavaScript block counting agree on the corpus compiled for x86-64 (see block-counting-corpus.ts).
import { blockCountingCorpus } from './block-counting-corpus.js';

blockCountingCorpus('x86-64');
