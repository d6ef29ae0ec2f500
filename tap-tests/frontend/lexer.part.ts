// Front end: the lexer (token kinds, positions, escapes, skipped comments and debug records)
// and the less common syntax it feeds (quoted names, hex integers, select constant expressions).
import t from 'tap';
import { lex } from '../../engine/frontend/lexer.js';
import { I32, PTR } from '../../engine/ir/types.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { errorOf, fn, insts, parse64, plain } from './helpers.js';

const kinds = (text: string): string[] => lex(text, 'l.ll').map((tok) => `${tok.kind}:${tok.text}`);

t.test('token kinds and texts', async (t) => {
  t.same(kinds('%x = add i32 %0, -7 ; comment\n'), ['local:x', 'punct:=', 'word:add', 'word:i32', 'local:0', 'punct:,', 'int:-7', 'eof:']);
  t.same(kinds('@"a b" !dbg !12 !{} #3 $c c"A\\00\\\\" "s\\22"'), [
    'global:a b',
    'meta:dbg',
    'meta:12',
    'meta:',
    'punct:{',
    'punct:}',
    'attr:3',
    'comdat:c',
    'cstr:A\0\\',
    'str:s"',
    'eof:',
  ]);
  t.same(kinds('entry: 4: "q q": ...'), ['label:entry', 'label:4', 'label:q q', 'punct:...', 'eof:']);
  t.same(kinds('u0xFF s0xFF 1.5e3 0x3FF0 0xK4000'), ['int:255', 'int:-1', 'float:1.5e3', 'float:0x3FF0', 'float:0xK4000', 'eof:']);
  t.same(
    kinds('  #dbg_value(ptr %p, !1, !DIExpression(), !2)\n  ret void'),
    ['word:ret', 'word:void', 'eof:'],
    'debug records are skipped',
  );
});

t.test('positions are 1-based line and column of the first character', async (t) => {
  const toks = lex('define i32 @f() {\n\t%1 = add i32 1, 2\n}', 'l.ll');
  t.same(toks.map((x) => [x.text, x.line, x.col]).slice(5, 8), [
    ['{', 1, 17],
    ['1', 2, 2],
    ['=', 2, 5],
  ]);
  t.same(
    lex('"multi\nline" x', 'l.ll').map((x) => [x.kind, x.line, x.col]),
    [
      ['str', 1, 1],
      ['word', 2, 7],
      ['eof', 2, 8],
    ],
  );
});

t.test('lexer errors', async (t) => {
  t.equal(errorOf('@x = global i32 12abc'), "t.ll:1:17: malformed number '12abc'");
  t.equal(errorOf('@ = global i32 0'), "t.ll:1:1: expected a name after '@'");
  t.equal(errorOf('attributes # = {}'), "t.ll:1:12: expected attribute group number after '#'");
  t.equal(errorOf('@x = global i32 0\n!0 = !{!"open'), 't.ll:2:8: unterminated string');
});

t.test('quoted names, hex integers and select constant expressions', async (t) => {
  const m = parse64(`
@"g v" = global i32 u0x10
define i32 @"f n"(i32 %"a b") {
"entry block":
  %"r s" = add i32 %"a b", s0xF
  %c = select i1 icmp eq (ptr @"g v", ptr null), i32 %"r s", i32 select (i1 true, i32 1, i32 2)
  br label %"exit"
"exit":
  ret i32 %c
}`);
  verifyModule(m);
  const f = fn(m, 'f n');
  t.same(
    f.params.map((p) => p.name),
    ['a b'],
  );
  t.same(
    f.blocks.map((b) => b.name),
    ['entry block', 'exit'],
  );
  t.same(plain(m.globals[0]!.init), { kind: 'int', type: I32, value: '16n' });
  const list = insts(f);
  t.same(
    list.map((i) => i.op),
    ['binop', 'icmp', 'select', 'select'],
  );
  t.same(plain((list[0] as { rhs: unknown }).rhs), { kind: 'int', type: I32, value: '4294967295n' });
  t.same(plain((list[1] as { lhs: unknown }).lhs), { kind: 'global', name: 'g v', offset: '0n', type: PTR });
});

t.test('dropped intrinsics may carry operand bundles; other calls may not', async (t) => {
  const m = parse64(`define void @f(ptr %p) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 4) ]
  ret void
}`);
  t.same(insts(fn(m, 'f')), []);
});
