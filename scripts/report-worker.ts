// The child process of `tessera report --jobs N` (testbed/report/section-pool.ts): measures the one
// section it is sent (testbed/report/sections.ts) and answers over IPC.
//
// Contract: for a SectionJob it sends `{ tick }` per step done, then `{ measured }` (the section's
// figures and failures) or `{ thrown }` (`Name: message`). Its clock is the CLI's wall
// clock (testbed/driver/main.ts), read only by the compile-time figure and the optimal solves' budget.

import { wallClock } from '../testbed/driver/main.js';
import { findTarget } from '../testbed/driver/targets.js';
import type { SectionJob, SectionMessage } from '../testbed/report/section-pool.js';
import { SECTIONS } from '../testbed/report/sections.js';

const send = (m: SectionMessage): void => void process.send!(m);

// A parent gone (killed, or failed by another section) leaves nobody to answer: stop.
process.on('disconnect', () => process.exit(1));

process.once('message', async (job: SectionJob) => {
  try {
    const failures: string[] = [];
    const ctx = { ...job, targets: job.targets.map((t) => findTarget(t)!), clock: wallClock, tick: (note: string) => send({ tick: note }) };
    const figures = await SECTIONS[job.section].figures(ctx, failures);
    send({ measured: { figures, failures } });
  } catch (e) {
    send({ thrown: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
  }
  // The parent kills this process once it has the answer (exiting here could drop a message not yet sent).
});
