// Prints one line per corpus .ll × selector × allocator: the file, the selector, the allocator and
// a SHA-256 of the linked image (or the failure's class and message). Two trees that print the same
// lines build byte-identical images: the check a refactoring that must not change behaviour runs.
//
// Usage: node --import tsx scripts/image-hashes.ts [--targets x86-32,arm] [--levels O1] > hashes.txt

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseModule } from '../engine/frontend/parse.js';
import { ALLOCATOR_NAMES, compileModule, SELECTOR_NAMES } from '../engine/codegen/pipeline.js';
import type { Isa } from '../isa-models/types.js';

const ROOT = join(import.meta.dirname, '..', 'corpus', 'll');

function option(name: string, all: readonly string[]): readonly string[] {
  const i = process.argv.indexOf(name);
  return i < 0 ? all : (process.argv[i + 1] ?? '').split(',');
}

function digest(value: unknown): string {
  const text = JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'bigint' ? `${v}n` : v instanceof Uint8Array ? Buffer.from(v).toString('hex') : v,
  );
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

const targets = option('--targets', ['x86-32', 'x86-64', 'arm', 'thumb']) as Isa[];
const levels = option('--levels', ['O0', 'O1', 'O2']);
for (const target of targets) {
  const files = readdirSync(join(ROOT, target))
    .filter((f) => levels.some((l) => f.endsWith(`.${l}.ll`)))
    .sort();
  for (const file of files) {
    const module = parseModule(readFileSync(join(ROOT, target, file), 'utf8'), file);
    for (const isel of SELECTOR_NAMES) {
      for (const ra of ALLOCATOR_NAMES) {
        let result: string;
        try {
          result = digest(compileModule(module, target, { isel, ra }).image);
        } catch (e) {
          result = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
        }
        console.log(`${target}/${file} ${isel} ${ra} ${result}`);
      }
    }
  }
}
