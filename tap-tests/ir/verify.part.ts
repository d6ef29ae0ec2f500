import t from 'tap';
import { FuncBuilder, declareFunc, intConst } from '../../engine/ir/builder.js';
import { I1, I8, I32, I64, PTR, type Func, type Module } from '../../engine/ir/types.js';
import { verifyModule } from '../../engine/ir/verify.js';

const LAYOUT = 'e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64';

function mod(functions: Func[], globals: Module['globals'] = []): Module {
  return { source: 't.ll', triple: 'armv6-none-eabi', datalayout: LAYOUT, globals, functions };
}

/** A diamond with a phi: the valid base each test breaks in one way. */
function diamond(): Func {
  const b = new FuncBuilder('f', I32, [I32]);
  const entry = b.block();
  const c = b.icmp('slt', b.params[0]!, intConst(I32, 0));
  const left = b.block();
  const right = b.block();
  const join = b.block();
  b.at(entry).condbr(c, left, right);
  b.at(left);
  const neg = b.binop('sub', intConst(I32, 0), b.params[0]!);
  b.br(join);
  b.at(right).br(join);
  b.at(join);
  const phi = b.phi(I32, [
    { block: left, value: neg },
    { block: right, value: b.params[0]! },
  ]);
  b.ret(phi);
  return b.finish();
}

t.test('a valid function verifies', async (t) => {
  t.doesNotThrow(() => verifyModule(mod([diamond()])));
});

const broken: Array<[string, RegExp, (f: Func) => void]> = [
  [
    'use not dominated by its definition',
    /does not dominate/,
    (f) => {
      f.blocks[3]!.term = { op: 'ret', value: { kind: 'ref', id: 2, type: I32 } }; // %neg from one arm only
    },
  ],
  [
    'phi missing a predecessor',
    /no incoming value for the predecessor edge\(s\) from \[%\w+\]$/,
    (f) => {
      const phi = f.blocks[3]!.insts[0]!;
      if (phi.op === 'phi') (phi.incoming as unknown[]).pop();
    },
  ],
  [
    'operand type mismatch',
    /operand of type i8 where i32 is expected/,
    (f) => {
      f.blocks[1]!.insts[0] = {
        op: 'binop',
        id: 2,
        name: '',
        binop: 'sub',
        type: I32,
        lhs: intConst(I8, 0),
        rhs: { kind: 'ref', id: 0, type: I32 },
        flags: {},
      };
    },
  ],
  [
    'branch to a missing block',
    /missing block 9/,
    (f) => {
      f.blocks[2]!.term = { op: 'br', target: 9 };
    },
  ],
  [
    'entry with a predecessor',
    /entry block has predecessors/,
    (f) => {
      f.blocks[2]!.term = { op: 'br', target: 0 };
    },
  ],
  [
    'return type mismatch',
    /return does not match/,
    (f) => {
      f.blocks[3]!.term = { op: 'ret', value: null };
    },
  ],
  [
    'phi after a non-phi',
    /phi after a non-phi/,
    (f) => {
      f.blocks[3]!.insts.unshift({ op: 'freeze', id: 5, name: '', type: I32, value: intConst(I32, 1) });
      f.nextValueId = 6;
    },
  ],
  [
    'value defined twice',
    /defined twice/,
    (f) => {
      f.blocks[2]!.insts.push({ op: 'freeze', id: 2, name: '', type: I32, value: intConst(I32, 1) });
    },
  ],
  [
    'undefined value',
    /undefined value id 77/,
    (f) => {
      f.blocks[3]!.term = { op: 'ret', value: { kind: 'ref', id: 77, type: I32 } };
    },
  ],
  [
    'condbr on a non-i1',
    /where i1 is expected/,
    (f) => {
      f.blocks[0]!.term = { op: 'condbr', cond: intConst(I32, 1), ifTrue: 1, ifFalse: 2 };
    },
  ],
  [
    'bad cast',
    /sext from i32 to i8/,
    (f) => {
      f.blocks[2]!.insts.push({ op: 'cast', id: 5, name: '', cast: 'sext', type: I8, value: { kind: 'ref', id: 0, type: I32 }, flags: {} });
      f.nextValueId = 6;
    },
  ],
  [
    'ptradd offset not pointer-sized',
    /operand of type i64 where i32 is expected/,
    (f) => {
      f.blocks[2]!.insts.push({
        op: 'ptradd',
        id: 5,
        name: '',
        type: PTR,
        base: { kind: 'null', type: PTR },
        offset: intConst(I64, 1),
        inbounds: false,
      });
      f.nextValueId = 6;
    },
  ],
  [
    'constant out of range',
    /out of range/,
    (f) => {
      f.blocks[3]!.term = { op: 'ret', value: { kind: 'int', type: I32, value: -1n } };
    },
  ],
  [
    'repeated switch case',
    /repeated case/,
    (f) => {
      f.blocks[2]!.term = {
        op: 'switch',
        type: I32,
        value: intConst(I32, 0),
        defaultTarget: 3,
        cases: [
          { value: 1n, target: 3 },
          { value: 1n, target: 3 },
        ],
      };
    },
  ],
  [
    'reference to an undefined global',
    /undefined @nowhere/,
    (f) => {
      f.blocks[2]!.insts.push({
        op: 'load',
        id: 5,
        name: '',
        type: I32,
        ptr: { kind: 'global', name: 'nowhere', offset: 0n, type: PTR },
        align: 4,
        volatile: false,
      });
      f.nextValueId = 6;
    },
  ],
];

for (const [what, message, breakIt] of broken) {
  t.test(`rejects: ${what}`, async (t) => {
    const f = diamond();
    breakIt(f);
    t.throws(() => verifyModule(mod([f])), { name: 'VerifyError', message });
  });
}

t.test('calls are checked against the callee signature', async (t) => {
  const b = new FuncBuilder('g', null, []);
  b.block();
  b.call('h', I32, [intConst(I32, 1), intConst(I32, 2)]);
  b.ret(null);
  t.throws(() => verifyModule(mod([b.finish(), declareFunc('h', I32, [I32])])), /with 2 arguments, expected 1/);
  const c = new FuncBuilder('g', null, []);
  c.block();
  c.call('missing', null, []);
  c.ret(null);
  t.throws(() => verifyModule(mod([c.finish()])), /undeclared function @missing/);
});

t.test('global initializers are checked against their types', async (t) => {
  const A = { kind: 'array', length: 2, elem: I32 } as const;
  const bad = { kind: 'array', type: A, elems: [{ kind: 'int', type: I32, value: 1n }] } as const;
  t.throws(() => verifyModule(mod([], [{ name: 'a', type: A, init: bad, constant: false, align: 4 }])), /1 elements/);
  t.throws(
    () => verifyModule(mod([], [{ name: 'a', type: I32, init: { kind: 'int', type: I1, value: 1n }, constant: false, align: 4 }])),
    /initializer of type i1 for i32/,
  );
  t.throws(() => verifyModule(mod([], [{ name: 'a', type: I32, init: null, constant: false, align: 3 }])), /not a power of two/);
  t.throws(
    () => verifyModule(mod([declareFunc('a', null, [])], [{ name: 'a', type: I32, init: null, constant: false, align: 4 }])),
    /defined twice/,
  );
});

t.test('uses in unreachable blocks are not dominance-checked', async (t) => {
  const f = diamond();
  f.blocks.push({ id: 4, name: 'dead', insts: [], term: { op: 'ret', value: { kind: 'ref', id: 2, type: I32 } } });
  f.nextBlockId = 5;
  t.doesNotThrow(() => verifyModule(mod([f])));
});

t.test('without a datalayout, the triple decides the pointer width', async (t) => {
  const b = new FuncBuilder('f', PTR, [PTR]);
  b.block();
  b.ret(b.ptradd(b.params[0]!, intConst(I32, 4)));
  const m: Module = { source: 't.ll', triple: 'thumbv6m-none-eabi', datalayout: '', globals: [], functions: [b.finish()] };
  t.doesNotThrow(() => verifyModule(m));
  t.throws(() => verifyModule({ ...m, triple: 'x86_64-unknown-linux-gnu' }), /where i64 is expected/);
});
