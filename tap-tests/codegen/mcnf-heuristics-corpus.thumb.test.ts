// The MCNF heuristics through the whole back end on the thumb corpus (see mcnf-heuristics-corpus.ts).
import { mcnfHeuristicsCorpus } from './mcnf-heuristics-corpus.js';

mcnfHeuristicsCorpus('thumb');
