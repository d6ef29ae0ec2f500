// Front end: floating-point types as layout only (engine/frontend/types-parser.ts floatLayout).
// A struct or union that holds a float, double or long double the program never reads as one —
// GCC torture tests use `union { long double d; char c[N]; }` for its alignment — lays out with
// LLVM's alloc size and alignment on every target; a load, store or value of the type stays
// `unsupported floating point`. Each expected offset is what clang-14 computes for the same C
// (its `offsetof` / `sizeof` constants, compiled here for each triple).
import t from 'tap';
import { parseModule } from '../../engine/frontend/parse.js';
import { TRIPLES, clang, errorOf, fn, insts } from './helpers.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const C = `
#include <stddef.h>
struct S { char c; double d; int x; };
union U { long double d; char c[3]; };
struct H { union U u; char tail; };
struct F { char c; float f; };
size_t offsets[] = { offsetof(struct S, x), sizeof(struct S), sizeof(union U), offsetof(struct H, tail), sizeof(struct H), sizeof(struct F) };
`;

/** The offsets the front end gives the same types (GEP strides and field offsets, lowered to ptradd). */
function ours(triple: string, header: string, longDouble: string): number[] {
  const body = `
%struct.S = type { i8, double, i32 }
%union.U = type { ${longDouble} }
%struct.H = type { %union.U, i8 }
%struct.F = type { i8, float }
define void @f(ptr %p) {
  %a = getelementptr %struct.S, ptr %p, i32 0, i32 2
  %b = getelementptr %struct.S, ptr %p, i32 1
  %c = getelementptr %union.U, ptr %p, i32 1
  %d = getelementptr %struct.H, ptr %p, i32 0, i32 1
  %e = getelementptr %struct.H, ptr %p, i32 1
  %g = getelementptr %struct.F, ptr %p, i32 1
  ret void
}`;
  const m = parseModule(`${header}${body}`, `${triple}.ll`);
  return insts(fn(m, 'f')).flatMap((i) => (i.op === 'ptradd' && i.offset.kind === 'int' ? [Number(i.offset.value)] : []));
}

const dir = mkdtempSync(join(tmpdir(), 'tessera-float-layout-'));
const src = join(dir, 'layout.c');
writeFileSync(src, C);

for (const triple of TRIPLES) {
  t.test(`${triple}: layouts with floating-point fields are clang-14's`, async (t) => {
    const ll = clang('clang-14', triple, '-O0', src);
    const header = `${ll
      .split('\n')
      .filter((l) => /^target (datalayout|triple)/.test(l))
      .join('\n')}\n`;
    const expected = [...ll.matchAll(/i(?:32|64) (\d+)/g)].map((m) => Number(m[1])).slice(0, 6);
    t.equal(expected.length, 6, 'clang-14 gave the six constants');
    // long double is x86_fp80 on the x86 targets, double on ARM (AAPCS).
    const got = ours(triple, header, triple.startsWith('arm') || triple.startsWith('thumb') ? 'double' : 'x86_fp80');
    t.same(got, expected, `offsets and sizes ${expected.join(', ')}`);
  });
}

t.test('a value of a floating-point type stays unsupported', async (t) => {
  t.match(errorOf(`define void @f(ptr %p) {\n  %v = load double, ptr %p\n  ret void\n}\n`), /unsupported floating point/);
  t.match(errorOf(`@g = global double 0.0\n`), /unsupported floating point/);
  t.match(errorOf(`define double @f() {\n  ret double 0.0\n}\n`), /unsupported floating point/);
});
