// The freestanding C library end to end (issue 19, Deliver 3): C programs that include the shipped
// headers (libc/include) and call the runtime's string, memory, integer and heap functions, compiled
// by clang-14 for each of the four targets, run through every selector of Tessera's back end, each
// under a rotating allocator (regression-cells.ts's sample; every cell with TESSERA_FULL_SWEEP=1),
// at -O1 (one rotating combination at -O0 and -O2) and compared with the interpreter: return
// value, stdout and the memory digest (heap pointers stored in globals included, since both sides
// place blocks at the same addresses). printf is exercised by the runtime and harness tests until
// the front end accepts variadic calls. Requires clang-14 and Unicorn.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { RUNTIME_FUNCTIONS } from '../../oracles/runtime.js';
import { cells, COMBOS, compileC, DEFAULT_CELLS } from './regression-cells.js';

const INCLUDE = join(import.meta.dirname, '..', '..', 'libc', 'include');

/** Every shipped header, and clang's freestanding ones the library relies on. */
const ALL_HEADERS = `
${readdirSync(INCLUDE)
  .filter((f) => f.endsWith('.h'))
  .map((f) => `#include <${f}>`)
  .join('\n')}
#include <stddef.h>
#include <stdint.h>
#include <stdarg.h>
#include <limits.h>
#include <stdbool.h>
int64_t g = INT64_MAX;
size_t n = sizeof(ptrdiff_t);
int main(void) { assert(EOF < 0 && EXIT_FAILURE == 1); return (int)n + (g > 0) + CHAR_BIT; }
`;

t.test('the headers compile on every target and declare only runtime functions', (t) => {
  const declared = new Set<string>();
  for (const f of readdirSync(INCLUDE).filter((h) => h.endsWith('.h'))) {
    for (const m of readFileSync(join(INCLUDE, f), 'utf8').matchAll(/^(?:_Noreturn )?[a-z][\w ]*?[ *](\w+)\(/gm)) declared.add(m[1]!);
  }
  t.ok(declared.size >= 25, `the headers declare ${declared.size} functions`);
  for (const name of declared) t.ok(RUNTIME_FUNCTIONS.has(name), `${name} is implemented by the runtime`);
  for (const target of ['x86-32', 'x86-64', 'arm', 'thumb'] as const) {
    const m = compileC('all_headers', ALL_HEADERS, target, 0);
    t.ok(
      m.functions.some((f) => f.name === 'main'),
      `${target}: compiles`,
    );
  }
  t.end();
});

const STRINGS = `
#include <string.h>
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>
#include <limits.h>
char buf[32];
char pad[8];
const char *found;
int main(void) {
  strcpy(buf, "hello");
  strcat(buf, ", world");
  strncpy(pad, "ab", sizeof pad);            /* pads with NULs */
  assert(pad[7] == 0 && strlen(buf) == 12);
  found = strstr(buf, "wor");
  int r = strcmp(buf, "hello") > 0;          /* longer string is greater */
  r += 2 * (strncmp(buf, "help", 3) == 0);
  r += 4 * (strchr(buf, 'o') == buf + 4);
  r += 8 * (strrchr(buf, 'o') == buf + 8);
  r += 16 * (memchr(buf, 'w', 12) == buf + 7);
  memmove(buf + 1, buf, 5);                  /* overlapping: hhello, world */
  r += 32 * (abs(-7) == 7) + 64 * (labs(-100000L) == 100000L);
  strncat(buf, "!!!", 2);
  puts(buf);
  puts(pad);
  return r + (INT_MAX > 0);
}
`;

const HEAP = `
#include <stdlib.h>
#include <string.h>
struct node { int value; struct node *next; };
struct node *head;
int *grown;
int main(void) {
  for (int i = 0; i < 5; i++) {
    struct node *n = malloc(sizeof *n);
    if (n == 0) return -1;
    n->value = i * i;
    n->next = head;
    head = n;
  }
  int *a = calloc(4, sizeof(int));
  for (int i = 0; i < 4; i++) a[i] += i + 1;   /* calloc zeroed them */
  a = realloc(a, 64 * sizeof(int));
  for (int i = 4; i < 64; i++) a[i] = i;
  grown = a;                                    /* a heap pointer in a global: same on both sides */
  int sum = 0;
  for (struct node *n = head; n; n = n->next) sum += n->value;
  struct node *n = head->next;
  free(head);
  head = n;
  char *s = malloc(8);
  strcpy(s, "heap");
  sum += (int)strlen(s) + a[3] + a[63];
  free(s);
  return sum;
}
`;

const PROGRAMS = [
  ['libc_strings', STRINGS],
  ['libc_heap', HEAP],
] as const;

for (const target of ['x86-32', 'x86-64', 'arm', 'thumb'] as const) {
  t.test(`${target}: programs using the C library match the interpreter under every selector, allocators rotating`, (t) => {
    PROGRAMS.forEach(([name, source], k) => {
      t.equal(cells(t, compileC(name, source, target, 1), target), DEFAULT_CELLS, `${name} -O1: every sampled cell matches`);
      for (const level of [0, 2]) {
        const combo = COMBOS[(k * 2 + level) % COMBOS.length]!;
        t.equal(cells(t, compileC(name, source, target, level), target, [combo]), 1, `${name} -O${level} ${combo.join('/')}`);
      }
    });
    t.end();
  });
}
