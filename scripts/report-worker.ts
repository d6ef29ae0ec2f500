// The child process of `tessera report --jobs N` (testbed/report/section-pool.ts): measures the one
// section it is sent (testbed/report/sections.ts) and answers over IPC.
//
// Contract: for a SectionJob it sends `{ tick }` per step done, then `{ measured }` (the section's
// figures and failures) or `{ thrown }` (what it threw, as section-pool.ts rebuilds it: bad input
// stays bad input). Its clock is the CLI's wall clock (testbed/driver/wall-clock.ts), read only by the
// compile-time figure and, without --quick, the optimal solves' 60 s budgets.

import { findTarget } from '../testbed/driver/targets.js';
import { wallClock } from '../testbed/driver/wall-clock.js';
import { type SectionJob, type SectionMessage, thrownOf } from '../testbed/report/section-pool.js';
import { SECTIONS } from '../testbed/report/sections.js';

const send = (m: SectionMessage): void => void process.send!(m);

// A parent gone (killed, or failed by another section) leaves nobody to answer: stop.
process.on('disconnect', () => process.exit(1));

process.once('message', async (job: SectionJob) => {
  try {
    const failures: string[] = [];
    const targets = job.targets.map((t) => findTarget(t)!);
    const ctx = { ...job, targets, clock: wallClock, tick: (note: string) => send({ tick: note }) };
    send({ measured: { figures: await SECTIONS[job.section].figures(ctx, failures), failures } });
  } catch (e) {
    send({ thrown: thrownOf(e) });
  }
  // The parent kills this process once it has the answer (exiting here could drop a message not yet sent).
});
