// The MCNF heuristics through the whole back end on the x86-32 corpus (see mcnf-heuristics-corpus.ts).
import { mcnfHeuristicsCorpus } from './mcnf-heuristics-corpus.js';

mcnfHeuristicsCorpus('x86-32');
