// The MCNF heuristics on arm (see mcnf-heuristics.ts).
import { mcnfHeuristics } from './mcnf-heuristics.js';

mcnfHeuristics('arm');
