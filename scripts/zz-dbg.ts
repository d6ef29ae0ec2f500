import { readFileSync } from 'node:fs';
import { compileModule } from '../engine/codegen/pipeline.js';
import { parseModule } from '../engine/frontend/parse.js';
import { targetRegs } from '../engine/mir/target-regs.js';
import { functionValues } from '../engine/regalloc/mcnf/values.js';
const [isa, file, fname] = process.argv.slice(2);
const mod = parseModule(readFileSync(file!, 'utf8'), file!);
compileModule(mod, isa as never, { isel: 'maxmunch', ra: 'optimal', observe: { allocated: (mir, alloc) => {
  if (alloc.solve?.status !== 'fallback' || (fname && mir.name !== fname)) return;
  console.log(mir.name, alloc.solve.reason);
  const m = /block (\d+) inst (\d+)/.exec(alloc.solve.reason);
  if (m) { const b = mir.blocks[+m[1]!]!; for (let i = Math.max(0, +m[2]! - 3); i <= +m[2]! + 1 && i < b.insts.length; i++) console.log(i, JSON.stringify(b.insts[i], (k, v) => typeof v === 'bigint' ? String(v) : v)); }
}}});
void targetRegs; void functionValues;
