import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileModule } from '/work/main/engine/codegen/pipeline.js';
import { parseModule } from '/work/main/engine/frontend/parse.js';
const targets = (process.argv[2] ?? 'x86-32').split(',');
const level = process.argv[3] ?? 'O1';
for (const isa of targets) {
  const dir = join('/work/main/corpus/ll', isa);
  const counts = new Map<string, number>();
  const reasons = new Map<string, number>();
  let maxInsts = 0;
  for (const f of readdirSync(dir).filter((f) => f.endsWith(`.${level}.ll`)).sort()) {
    const mod = parseModule(readFileSync(join(dir, f), 'utf8'), f);
    const t0 = Date.now();
    compileModule(mod, isa as never, {
      isel: 'maxmunch', ra: 'optimal', alloc: { solverBudget: { ms: Number(process.env.BUDGET ?? 10000), clock: () => Date.now() } },
      observe: { allocated: (mir, alloc) => {
        const s = alloc.solve!;
        if (process.env.V) console.log('  ', mir.name, mir.blocks.reduce((a, b) => a + b.insts.length, 0), s.status, s.status === 'fallback' ? s.reason : '');
        const n = mir.blocks.reduce((a, b) => a + b.insts.length, 0);
        maxInsts = Math.max(maxInsts, n);
        counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
        if (s.status === 'fallback') { const r = s.reason.replace(/\d+/g, 'N'); reasons.set(r, (reasons.get(r) ?? 0) + 1); }
      } },
    });
    console.log(`${isa} ${f} ${Date.now() - t0} ms`);
  }
  console.log(isa, Object.fromEntries(counts), 'max insts', maxInsts);
  for (const [r, n] of reasons) console.log('  ', n, r);
}
