// llc-14's code for the corpus on x86-32 decodes, classifies and agrees with Unicorn (see classify-corpus.ts).
import { classifyCorpus } from './classify-corpus.js';

classifyCorpus('x86-32');
