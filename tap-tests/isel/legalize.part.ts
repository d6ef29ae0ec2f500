// Legalization keeps meaning: every corpus program (O1, each target's .ll), legalized for its
// target, verifies and interprets to the same outcome as before (status, return, exit, stdout,
// memory digest); no switch survives; ARM/Thumb keep no division; 64-bit integers on 32-bit
// targets are expanded into pairs (engine/lower/wide.ts), so no program is rejected.

import t from 'tap';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadProgram } from '../../testbed/driver/input.js';
import { legalizeModule } from '../../engine/lower/legalize.js';
import { Unsupported } from '../../engine/backend/errors.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import type { Isa } from '../../common/image.js';

const TARGETS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
const show = (o: ReturnType<typeof interpret>) =>
  JSON.stringify({
    status: o.status,
    ret: String(o.return),
    exit: o.exit,
    out: Buffer.from(o.stdout).toString('latin1'),
    dig: String(o.memoryDigest),
  });

for (const isa of TARGETS) {
  t.test(`corpus legalized for ${isa}`, async (t) => {
    const dir = join('corpus/ll', isa);
    let compiled = 0;
    let rejected = 0;
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.O1.ll'))
      .sort()) {
      const { module } = loadProgram(join(dir, file), isa);
      let legal;
      try {
        legal = legalizeModule(module, isa);
      } catch (e) {
        t.ok(e instanceof Unsupported && /64-bit/.test((e as Error).message) && isa !== 'x86-64', `${file}: ${(e as Error).message}`);
        rejected++;
        continue;
      }
      compiled++;
      t.doesNotThrow(() => verifyModule(legal), `${file} verifies after legalization`);
      const insts = legal.functions.flatMap((f) =>
        f.blocks.flatMap((b) => [b.term.op as string, ...b.insts.map((i) => (i.op === 'binop' ? i.binop : i.op))]),
      );
      t.notOk(insts.includes('switch'), `${file}: no switch left`);
      if (isa === 'arm' || isa === 'thumb')
        t.notOk(
          insts.some((o) => /div|rem/.test(o)),
          `${file}: no division left`,
        );
      t.equal(show(interpret(legal)), show(interpret(module)), `${file}: same outcome`);
    }
    t.ok(compiled > 20, `${compiled} programs legalized, ${rejected} rejected`);
    t.equal(rejected, 0, `${isa}: no program rejected`);
  });
}
