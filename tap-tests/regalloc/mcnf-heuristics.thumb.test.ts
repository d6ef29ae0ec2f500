// The MCNF heuristics on thumb (see mcnf-heuristics.ts).
import { mcnfHeuristics } from './mcnf-heuristics.js';

mcnfHeuristics('thumb');
