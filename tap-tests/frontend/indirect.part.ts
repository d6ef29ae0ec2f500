// Front end (issue 19, Deliver 2): what calls through pointers, computed goto, aliases and the
// `noundef` attribute become in the engine IR, and that the printer gives it back (the printed IR
// is what llc-14, the peer, compiles). End-to-end runs are in tap-tests/codegen/regression-indirect.

import t, { type Test } from 'tap';
import { parseModule } from '../../engine/frontend/parse.js';
import { printModule } from '../../engine/ir/print.js';
import type { Module } from '../../engine/ir/types.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { fn, insts, parse32, parse64 } from './helpers.js';

/** The module printed, parsed again and printed: the same text. */
function roundTrips(t: Test, m: Module, what: string): string {
  const text = printModule(m);
  t.equal(printModule(parseModule(text, 'again.ll')), text, `${what}: print, parse and print again agree`);
  return text;
}

t.test('a call through a pointer keeps its pointer operand and prints as LLVM writes it', async (t) => {
  const m = parse64(`
define i32 @f(ptr %fp, i32 %x) {
  %r = call i32 %fp(i32 %x)
  %s = call i32 (i32, ...) %fp(i32 %r, i32 2)
  call void bitcast (ptr @g to ptr)()
  ret i32 %s
}
declare void @g()`);
  verifyModule(m);
  const [first, second, third] = insts(fn(m, 'f'));
  t.match(first, { op: 'call', callee: '', indirect: { kind: 'ref', type: { kind: 'ptr' } }, args: [{ kind: 'ref' }] });
  t.match(second, { op: 'call', callee: '', variadic: true });
  t.match(third, { op: 'call', callee: 'g' }, 'a bitcast of a function stays a direct call');
  t.notOk('indirect' in third!, 'and has no pointer operand');
  const text = roundTrips(t, m, 'indirect calls');
  t.match(text, /call i32 %fp\(i32 %x\)/);
});

t.test('indirectbr becomes a switch over the destinations block numbers, blockaddress that number', async (t) => {
  const m = parse32(`
@table = global [2 x ptr] [ptr blockaddress(@f, %b), ptr blockaddress(@f, %a)]
@gap = global i32 sub (i32 ptrtoint (ptr blockaddress(@f, %a) to i32), i32 ptrtoint (ptr blockaddress(@f, %b) to i32))
define i32 @f(i32 %i) {
entry:
  %p = getelementptr [2 x ptr], ptr @table, i32 0, i32 %i
  %d = load ptr, ptr %p
  indirectbr ptr %d, [label %a, label %b, label %a]
a:
  ret i32 1
b:
  ret i32 2
}`);
  verifyModule(m);
  const table = m.globals.find((g) => g.name === 'table')!.init!;
  t.match(table, {
    kind: 'array',
    elems: [
      { kind: 'addr', target: null, offset: 0x8000n },
      { kind: 'addr', target: null, offset: 0x8004n },
    ],
  });
  t.match(m.globals.find((g) => g.name === 'gap')!.init, { kind: 'int', value: 4n }, 'a label difference folds');
  const entry = fn(m, 'f').blocks[0]!;
  t.match(entry.term, { op: 'switch', type: { bits: 32 }, defaultTarget: 1, cases: [{ value: 0x8000n, target: 2 }] });
  t.match(insts(fn(m, 'f')).at(-1), { op: 'cast', cast: 'ptrtoint' }, 'the switch reads the address as an integer');
  roundTrips(t, m, 'computed goto');
});

t.test('aliases resolve to their target, offsets and chains included', async (t) => {
  const m = parse64(`
@arr = global [4 x i32] zeroinitializer
@second = alias i32, ptr getelementptr (i8, ptr @arr, i64 4)
@third = alias i32, ptr getelementptr (i8, ptr @second, i64 4)
@fa = alias i32 (), ptr @f
@p = global ptr @third
define i32 @f() {
  %v = load i32, ptr @third
  %w = call i32 @fa()
  ret i32 %v
}`);
  verifyModule(m);
  t.same(
    m.globals.map((g) => g.name),
    ['arr', 'p'],
    'no global named after an alias',
  );
  t.match(m.globals[1]!.init, { kind: 'addr', target: 'arr', offset: 8n });
  const [load, call] = insts(fn(m, 'f'));
  t.match(load, { op: 'load', ptr: { kind: 'global', name: 'arr', offset: 8n } });
  t.match(call, { op: 'call', callee: 'f' });
});

t.test('noundef on parameters and returns is kept, printed and read back', async (t) => {
  const m = parse64(`
define noundef i32 @f(i32 noundef %a, i32 %b) {
  ret i32 %a
}
declare i32 @g(ptr noundef, i32)`);
  const f = fn(m, 'f');
  t.equal(f.retNoundef, true);
  t.same(
    f.params.map((p) => p.noundef === true),
    [true, false],
  );
  t.same(
    fn(m, 'g').params.map((p) => p.noundef === true),
    [true, false],
  );
  t.notOk(fn(m, 'g').retNoundef, 'a return without noundef');
  roundTrips(t, m, 'noundef');
});
