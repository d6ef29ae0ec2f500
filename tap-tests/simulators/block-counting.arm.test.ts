// Native and JavaScript block counting agree on the corpus compiled for arm (see block-counting-corpus.ts).
import { blockCountingCorpus } from './block-counting-corpus.js';

blockCountingCorpus('arm');
