// The MCNF heuristics on x86-32 (see mcnf-heuristics.ts).
import { mcnfHeuristics } from './mcnf-heuristics.js';

mcnfHeuristics('x86-32');
