// The corpus compiled by llc-14 for arm matches the interpreter, counts agreeing (llc-corpus-run.ts), and
// the same images count blocks natively as in JavaScript (block-counting-corpus.ts).
import { blockCountingCorpus } from './block-counting-corpus.js';
import { llcCorpus } from './llc-corpus-run.js';

llcCorpus('arm');
blockCountingCorpus('arm');
