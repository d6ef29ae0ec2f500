// Test helper: an oracle folder shares only types with the engine it judges (architecture.md: "oracles
// share only types with what they judge"), read from its source files' import lines.
//
// Contract: `expectTypeOnlyEngineImports(t, folder)` requires a folder of the repository (relative to
// its root); each `import … from '…/engine/…'` there must be `import type`; at least `least` such
// imports must be read (a folder that stopped importing the engine would make the check vacuous).

import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Test } from 'tap';

const ROOT = resolve(import.meta.dirname, '../..');

export function expectTypeOnlyEngineImports(t: Test, folder: string, least = 5): void {
  const dir = join(ROOT, folder);
  let checked = 0;
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (const m of text.matchAll(/^import\s([\s\S]*?)\sfrom\s'([^']+)';/gm)) {
      if (!m[2]!.includes('/engine/')) continue;
      checked++;
      t.match(m[1]!, /^type\s/, `${f}: import from ${m[2]} is type-only (${m[1]!.replace(/\s+/g, ' ')})`);
    }
  }
  t.ok(checked >= least, `${checked} engine imports read`);
}
