// Lends dependency-cruiser a TypeScript 5 compiler (preload: `node --import ./scripts/depcruise-ts5.mjs <depcruise>`).
// Requires: TypeScript 5, installed beside TypeScript 7 under the npm alias `typescript-5` (package.json devDependencies,
// pinned by package-lock.json). Produces: when a module inside node_modules/dependency-cruiser asks for `typescript`
// (its version check through require, the compiler through import()), it gets that copy; everyone else keeps theirs.
// Why: the project type-checks with TypeScript 7 (the native compiler, no JavaScript API), and dependency-cruiser 17
// parses .ts and tells `import type` from value imports only through the TypeScript 5 API (it supports ">=2 <7").
// Without it depcruise would see no .ts dependency at all and every rule would pass vacuously.
import { createRequire, register } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const TS5_DIR = dirname(require.resolve('typescript-5/package.json'));
const CRUISER = `${sep}node_modules${sep}dependency-cruiser${sep}`;
const FROM_CRUISER = '/node_modules/dependency-cruiser/';

/** ESM hook (runs on the loader thread): dependency-cruiser's `import('typescript')` gets TypeScript 5. */
export function resolve(specifier, context, nextResolve) {
  if (specifier === 'typescript' && context.parentURL?.includes(FROM_CRUISER)) {
    return nextResolve(pathToFileURL(join(TS5_DIR, 'lib', 'typescript.js')).href, context);
  }
  return nextResolve(specifier, context);
}

if (isMainThread) {
  const tsVersion = require(join(TS5_DIR, 'package.json')).version;
  if (!tsVersion.startsWith('5.')) throw new Error(`depcruise-ts5: expected TypeScript 5 in ${TS5_DIR}, found ${tsVersion}`);
  // CommonJS side: dependency-cruiser checks the version with require('typescript/package.json').
  const Module = require('node:module');
  const original = Module._resolveFilename;
  Module._resolveFilename = function (request, parent, ...rest) {
    if ((request === 'typescript' || request.startsWith('typescript/')) && parent?.filename?.includes(CRUISER)) {
      return original.call(this, join(TS5_DIR, request.slice('typescript'.length)), parent, ...rest);
    }
    return original.call(this, request, parent, ...rest);
  };
  register(import.meta.url);
}
