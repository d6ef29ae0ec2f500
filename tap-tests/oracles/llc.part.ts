// The llc-14 wrapper: its command line, objects for every target and register allocator (the fast
// allocator on x86 included, which needs -optimize-regalloc=false), the CPU reaching the object,
// determinism, and clear errors for rejected input and a missing tool.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { compileWithLlc, LLC_CPU, LLC_REGALLOCS, llcArguments, llcOptionsFor, LlcError } from '../../oracles/llc.js';
import { EM_386, EM_ARM, EM_X86_64, readElf } from '../../simulators/elf.js';
import type { Isa } from '../../common/image.js';

const TRIPLES: Record<Isa, [string, number]> = {
  'x86-32': ['i386-unknown-linux-gnu', EM_386],
  'x86-64': ['x86_64-unknown-linux-gnu', EM_X86_64],
  arm: ['armv6-none-unknown-eabi', EM_ARM],
  thumb: ['thumbv6m-none-unknown-eabi', EM_ARM],
};

const program = (triple: string): string => `target triple = "${triple}"
@counter = global i32 0
define i32 @sum(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %a = getelementptr i32, ptr %p, i32 %i
  %v = load i32, ptr %a
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  store i32 %s1, ptr @counter
  %q = sdiv i32 %s1, %n
  ret i32 %q
}
`;

t.test('command line', async (t) => {
  const base = [
    '-opaque-pointers',
    '-O2',
    '-mtriple=thumbv6m-none-eabi',
    '-mcpu=cortex-m0',
    '-relocation-model=static',
    '-function-sections',
    '-data-sections',
    '-filetype=obj',
  ];
  t.same(llcArguments({ triple: 'thumbv6m-none-eabi', cpu: 'cortex-m0', regalloc: 'greedy' }), [
    ...base,
    '-regalloc=greedy',
    '-o',
    '-',
    '-',
  ]);
  t.same(llcArguments({ triple: 'thumbv6m-none-eabi', cpu: 'cortex-m0', regalloc: 'fast' }), [
    ...base,
    '-regalloc=fast',
    '-optimize-regalloc=false',
    '-o',
    '-',
    '-',
  ]);
  t.same(LLC_CPU, { 'x86-32': 'pentium4', 'x86-64': 'x86-64', arm: 'arm1176jzf-s', thumb: 'cortex-m0' });
  t.same(llcOptionsFor('arm', 'armv6-none-eabi', 'pbqp'), { triple: 'armv6-none-eabi', cpu: 'arm1176jzf-s', regalloc: 'pbqp' });
  t.same(LLC_REGALLOCS, ['greedy', 'basic', 'pbqp', 'fast']);
});

t.test('every target and register allocator gives a relocatable object for its machine', async (t) => {
  for (const [isa, [triple, machine]] of Object.entries(TRIPLES) as [Isa, [string, number]][]) {
    for (const regalloc of LLC_REGALLOCS) {
      const bytes = compileWithLlc(program(triple), llcOptionsFor(isa, triple, regalloc));
      const elf = readElf(bytes);
      t.equal(elf.machine, machine, `${isa} ${regalloc}: machine`);
      t.ok(
        elf.sections.some((s) => s.name === '.text.sum') && elf.sections.some((s) => s.name === '.bss.counter'),
        `${isa} ${regalloc}: one section per function and per global`,
      );
    }
  }
});

t.test('the CPU reaches the object (ARM build attributes)', async (t) => {
  for (const isa of ['arm', 'thumb'] as const) {
    const [triple] = TRIPLES[isa];
    const elf = readElf(compileWithLlc(program(triple), llcOptionsFor(isa, triple, 'greedy')));
    const attributes = Buffer.from(elf.sections.find((s) => s.name === '.ARM.attributes')!.bytes).toString('latin1');
    t.ok(attributes.includes(LLC_CPU[isa]), `${isa}: Tag_CPU_name ${LLC_CPU[isa]}`);
  }
});

t.test('deterministic output', async (t) => {
  const [triple] = TRIPLES['x86-64'];
  const a = compileWithLlc(program(triple), llcOptionsFor('x86-64', triple, 'greedy'));
  const b = compileWithLlc(program(triple), llcOptionsFor('x86-64', triple, 'greedy'));
  t.same(Buffer.from(a), Buffer.from(b));
});

t.test("rejected input is an LlcError carrying llc's first diagnostic line", async (t) => {
  const opts = llcOptionsFor('x86-64', 'x86_64-unknown-linux-gnu', 'greedy');
  try {
    compileWithLlc('define i32 @f( {\n', opts);
    t.fail('accepted');
  } catch (e) {
    t.ok(e instanceof LlcError, 'an LlcError');
    const err = e as LlcError;
    t.match(err.message, /^llc-14 exited with status 1 \(-regalloc=greedy, x86_64-unknown-linux-gnu\): .*error:/);
    t.ok(err.stderr.length > 0, 'stderr kept');
  }
});

t.test('a missing llc-14 names npm run setup', async (t) => {
  const empty = mkdtempSync(join(tmpdir(), 'tessera-nollc-'));
  const path = process.env.PATH;
  process.env.PATH = empty;
  try {
    t.throws(
      () => compileWithLlc(program('i386-unknown-linux-gnu'), llcOptionsFor('x86-32', 'i386-unknown-linux-gnu', 'greedy')),
      /llc-14 is not installed \(npm run setup installs it\)/,
    );
  } finally {
    process.env.PATH = path;
    rmSync(empty, { recursive: true });
  }
});
