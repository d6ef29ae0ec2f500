// The corpus compiled by llc-14 for thumb matches the interpreter, counts agreeing (llc-corpus-run.ts), and
// the same images count blocks natively as in JavaScript (block-counting-corpus.ts).
import { blockCountingCorpus } from './block-counting-corpus.js';
import { llcCorpus } from './llc-corpus-run.js';

llcCorpus('thumb');
blockCountingCorpus('thumb');
