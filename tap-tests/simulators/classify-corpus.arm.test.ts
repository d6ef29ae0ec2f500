// llc-14's code for the corpus on arm decodes, classifies and agrees with Unicorn (see classify-corpus.ts).
import { classifyCorpus } from './classify-corpus.js';

classifyCorpus('arm');
