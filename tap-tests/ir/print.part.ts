import t from 'tap';
import { FuncBuilder, declareFunc, intConst } from '../../engine/ir/builder.js';
import { printModule } from '../../engine/ir/print.js';
import { I1, I8, I16, I32, I64, PTR, type Global, type Module } from '../../engine/ir/types.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { llc, lli } from '../helpers/llvm-tools.js';

const X86_64_LAYOUT = 'e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128';

const S = { kind: 'struct', fields: [I8, I16, I32, I64], packed: false } as const;
const P = { kind: 'struct', fields: [I8, I32], packed: true } as const;
const A4 = { kind: 'array', length: 4, elem: I32 } as const;
const STR = { kind: 'array', length: 4, elem: I8 } as const;

function globals(): Global[] {
  return [
    { name: 'g.int', type: I32, init: { kind: 'int', type: I32, value: 0xfffffff6n }, constant: false, align: 4 },
    {
      name: 's',
      type: S,
      init: {
        kind: 'struct',
        type: S,
        fields: [
          { kind: 'int', type: I8, value: 255n },
          { kind: 'int', type: I16, value: 2n },
          { kind: 'int', type: I32, value: 3n },
          { kind: 'int', type: I64, value: 4n },
        ],
      },
      constant: false,
      align: 8,
    },
    {
      name: 'packed',
      type: P,
      init: {
        kind: 'struct',
        type: P,
        fields: [
          { kind: 'int', type: I8, value: 1n },
          { kind: 'undef', type: I32 },
        ],
      },
      constant: false,
      align: 1,
    },
    {
      name: 'arr',
      type: A4,
      init: { kind: 'array', type: A4, elems: [1n, 2n, 3n, 4n].map((value) => ({ kind: 'int', type: I32, value })) },
      constant: true,
      align: 16,
    },
    { name: 'zero', type: A4, init: { kind: 'zero', type: A4 }, constant: false, align: 16 },
    { name: 'str', type: STR, init: { kind: 'bytes', type: STR, bytes: new Uint8Array([0x41, 0x22, 0x0a, 0]) }, constant: true, align: 1 },
    { name: 'p', type: PTR, init: { kind: 'addr', type: PTR, target: 'arr', offset: 8n }, constant: false, align: 8 },
    { name: 'weird name', type: PTR, init: { kind: 'addr', type: PTR, target: null, offset: 0n }, constant: false, align: 8 },
  ];
}

/** main() exercises every instruction kind and returns 42 when each behaves as LLVM defines it. */
function mainFunction(): ReturnType<FuncBuilder['finish']> {
  const b = new FuncBuilder('main', I32, []);
  const entry = b.block();
  const p = b.load(PTR, { kind: 'global', name: 'p', offset: 0n, type: PTR }, 8); // &arr[2]
  const three = b.load(I32, p, 4);
  const slot = b.alloca(8, 8);
  b.store(intConst(I64, -5), slot, 8, true);
  const m5 = b.load(I64, slot, 8, true);
  const t32 = b.cast('trunc', m5, I32);
  const sum = b.binop('add', t32, three, { nsw: true }); // -2
  const ff = b.load(I8, { kind: 'global', name: 's', offset: 0n, type: PTR }, 1); // 255
  const z = b.cast('zext', ff, I32);
  const sx = b.cast('sext', ff, I32); // -1
  const q = b.binop('sdiv', z, intConst(I32, 5), { exact: true }); // 51
  const x = b.binop('xor', sum, sx); // 1
  const loop = b.block('loop');
  const done = b.block();
  b.at(entry).br(loop);
  b.at(loop);
  const i = b.phi(I32, [{ block: entry, value: intConst(I32, 0) }]);
  const acc = b.phi(I32, [{ block: entry, value: q }]);
  const acc2 = b.binop('sub', acc, x);
  const i2 = b.binop('add', i, intConst(I32, 1));
  b.addIncoming(i, loop, i2);
  b.addIncoming(acc, loop, acc2);
  const more = b.icmp('slt', i2, intConst(I32, 9));
  b.condbr(more, loop, done);
  b.at(done);
  const fr = b.freeze(acc2); // 42
  const c = b.call('id', I32, [fr], 'fastcc')!;
  const pi = b.cast('ptrtoint', slot, I64);
  const back = b.cast('inttoptr', pi, PTR);
  const same = b.icmp('eq', back, slot);
  const r = b.select(same, c, intConst(I32, 0));
  b.call('putchar', I32, [intConst(I32, 0x4f)]);
  const sw = b.block();
  const other = b.block();
  b.at(done).br(sw);
  b.at(sw).terminate({ op: 'switch', type: I32, value: r, defaultTarget: other, cases: [{ value: 42n, target: other + 1 }] });
  b.at(other).ret(intConst(I32, 7));
  b.block('hit');
  b.ret(r);
  return b.finish();
}

function idFunction(): ReturnType<FuncBuilder['finish']> {
  const b = new FuncBuilder('id', I32, [I32], 'fastcc');
  b.block();
  const one = b.binop('shl', b.params[0]!, intConst(I32, 0), { nuw: true });
  b.ret(one);
  return b.finish();
}

function sampleModule(triple = 'x86_64-unknown-linux-gnu', layout = X86_64_LAYOUT): Module {
  return {
    source: 'sample.ll',
    triple,
    datalayout: layout,
    globals: globals(),
    functions: [mainFunction(), idFunction(), declareFunc('putchar', I32, [I32])],
  };
}

t.test('printed IR runs under lli-14 with the value LLVM defines', async (t) => {
  const m = sampleModule();
  verifyModule(m);
  const text = printModule(m);
  const r = lli(text);
  t.equal(r.stderr, '', 'lli-14 accepts the text');
  t.equal(r.status, 42, 'main returns 42');
  t.equal(r.stdout, 'O');
});

t.test('llc-14 accepts the printed IR for every target triple', async (t) => {
  const targets: Array<[string, string]> = [
    ['i386-unknown-linux-gnu', 'e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128'],
    ['x86_64-unknown-linux-gnu', X86_64_LAYOUT],
    ['armv6-none-eabi', 'e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64'],
    ['thumbv6m-none-eabi', 'e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64'],
  ];
  for (const [triple, layout] of targets) {
    const r = llc(printModule(sampleModule(triple, layout)), triple);
    t.equal(r.status, 0, `${triple}: ${r.stderr}`);
  }
});

t.test('names: named values keep names, unnamed ones are numbered in slot order, odd names are quoted', async (t) => {
  const text = printModule(sampleModule());
  t.match(text, /^@"weird name" = global ptr null, align 8$/m);
  t.match(text, /^@g\.int = global i32 -10, align 4$/m);
  t.match(text, /^@str = constant \[4 x i8\] c"A\\22\\0A\\00", align 1$/m);
  t.match(text, /^@p = global ptr getelementptr \(i8, ptr @arr, i64 8\), align 8$/m);
  t.match(text, /^@packed = global <\{ i8, i32 \}> <\{ i8 1, i32 undef \}>, align 1$/m);
  t.match(text, /^define fastcc i32 @id\(i32 %a0\) \{\n0:\n {2}%1 = shl nuw i32 %a0, 0$/m);
  t.match(text, /^loop:$/m);
  t.match(text, /^hit:$/m);
});

t.test('newer poison flags print only on request', async (t) => {
  const b = new FuncBuilder('f', I32, [I8, I32]);
  b.block();
  const z = b.cast('zext', b.params[0]!, I32, { nneg: true });
  const o = b.binop('or', z, b.params[1]!, { disjoint: true });
  const tr = b.cast('trunc', o, I16, { nuw: true, nsw: true });
  const c = b.icmp('ult', tr, intConst(I16, 3));
  b.ret(b.cast('zext', c, I32));
  const m: Module = { source: 'f.ll', triple: '', datalayout: '', globals: [], functions: [b.finish()] };
  verifyModule(m);
  const old = printModule(m);
  t.notMatch(old, /nneg|disjoint|nuw|nsw/);
  const newer = printModule(m, { newerFlags: true });
  t.match(newer, /zext nneg i8/);
  t.match(newer, /or disjoint i32/);
  t.match(newer, /trunc nuw nsw i32/);
  t.equal(llc(old, 'x86_64-unknown-linux-gnu').status, 0);
});

t.test('i1 constants print as true/false', async (t) => {
  const b = new FuncBuilder('f', I1, []);
  b.block();
  b.ret(intConst(I1, 1));
  const text = printModule({ source: 'f.ll', triple: '', datalayout: '', globals: [], functions: [b.finish()] });
  t.match(text, /ret i1 true/);
});
