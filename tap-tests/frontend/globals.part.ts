// Front end: global variables, initializers, named and packed struct types.
import t from 'tap';
import { I8, I16, I32, I64, PTR, type Global, type MemType } from '../../engine/ir/types.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { errorOf, parse32, parse64, plain, X86_64_HEADER } from './helpers.js';

const S: MemType = { kind: 'struct', fields: [I8, I16, I32, I64], packed: false };
const glob = (m: { globals: Global[] }, name: string): unknown => {
  const g = m.globals.find((x) => x.name === name);
  if (g === undefined) throw new Error(`no @${name}`);
  const { loc: _loc, ...rest } = g;
  return plain(rest);
};

t.test('typed-pointer initializers: GEPs and bitcasts of globals become addresses', async (t) => {
  const m = parse64(`
%struct.S = type { i8, i16, i32, i64 }
@.str = private unnamed_addr constant [7 x i8] c"hello\\0A\\00", align 1
@msg = dso_local local_unnamed_addr global i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), align 8
@tab = internal global [3 x i32] [i32 1, i32 -2, i32 3], align 16
@gp = dso_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x i32]* @tab to i8*), i64 8) to i32*), align 8
@gs = dso_local global %struct.S { i8 1, i16 2, i32 3, i64 4 }, align 8
@back = global ptr getelementptr (i8, ptr @tab, i64 -4)
`);
  verifyModule(m);
  t.same(
    glob(m, '.str'),
    plain({
      name: '.str',
      type: { kind: 'array', length: 7, elem: I8 },
      constant: true,
      align: 1,
      init: { kind: 'bytes', type: { kind: 'array', length: 7, elem: I8 }, bytes: new Uint8Array([104, 101, 108, 108, 111, 10, 0]) },
    }),
  );
  t.same(
    glob(m, 'msg'),
    plain({ name: 'msg', type: PTR, constant: false, align: 8, init: { kind: 'addr', type: PTR, target: '.str', offset: 0n } }),
  );
  t.same(plain((m.globals[2]!.init as unknown as { elems: unknown[] }).elems[1]), plain({ kind: 'int', type: I32, value: 0xfffffffen }));
  t.same(
    glob(m, 'gp'),
    plain({ name: 'gp', type: PTR, constant: false, align: 8, init: { kind: 'addr', type: PTR, target: 'tab', offset: 8n } }),
  );
  t.same(
    glob(m, 'gs'),
    plain({
      name: 'gs',
      type: S,
      constant: false,
      align: 8,
      init: {
        kind: 'struct',
        type: S,
        fields: [
          { kind: 'int', type: I8, value: 1n },
          { kind: 'int', type: I16, value: 2n },
          { kind: 'int', type: I32, value: 3n },
          { kind: 'int', type: I64, value: 4n },
        ],
      },
    }),
  );
  t.same(plain((m.globals[5]!.init as { offset: bigint }).offset), '-4n');
});

t.test('zeroinitializer, undef, external, packed and anonymous structs, default alignment', async (t) => {
  const m = parse32(`
%struct.P = type <{ i8, i32 }>
%struct.N = type { %struct.P, [2 x %struct.L*] }
%struct.L = type { i32, %struct.L* }
@z = global %struct.P zeroinitializer
@u = common global [4 x i16] undef
@e = external global i32, align 4
@w = extern_weak global i64
@a = global { i32, [4 x i8] } { i32 1, [4 x i8] c"ab\\00\\00" }
@q = global <{ i32, [2 x i32] }> <{ i32 5, [2 x i32] zeroinitializer }>
@n = constant %struct.N { %struct.P <{ i8 1, i32 2 }>, [2 x %struct.L*] [%struct.L* null, %struct.L* null] }
@big = global i64 1
`);
  verifyModule(m);
  const P: MemType = { kind: 'struct', fields: [I8, I32], packed: true };
  t.same(glob(m, 'z'), plain({ name: 'z', type: P, constant: false, align: 1, init: { kind: 'zero', type: P } }));
  t.same(
    glob(m, 'u'),
    plain({
      name: 'u',
      type: { kind: 'array', length: 4, elem: I16 },
      constant: false,
      align: 2,
      init: { kind: 'undef', type: { kind: 'array', length: 4, elem: I16 } },
    }),
  );
  t.same(glob(m, 'e'), plain({ name: 'e', type: I32, constant: false, align: 4, init: null }));
  t.same(glob(m, 'w'), plain({ name: 'w', type: I64, constant: false, align: 4, init: null }), 'i64 is 4-aligned on i386');
  t.same(
    (glob(m, 'n') as { type: unknown }).type,
    plain({ kind: 'struct', packed: false, fields: [P, { kind: 'array', length: 2, elem: PTR }] }),
  );
  t.equal((glob(m, 'n') as { constant: boolean }).constant, true);
  t.equal((glob(m, 'big') as { align: number }).align, 4);
  t.equal(parse64('@big = global i64 1').globals[0]!.align, 8, 'and 8-aligned on x86-64');
});

t.test('initializers that are not plain data are unsupported constant expressions', async (t) => {
  t.equal(
    errorOf(`${X86_64_HEADER}@x = global i32 0\n@p = global i64 ptrtoint (ptr @x to i64)`),
    't.ll:4:17: unsupported constant expression',
  );
  t.equal(
    errorOf(`${X86_64_HEADER}@x = global i32 0\n@p = global i32 add (i32 ptrtoint (ptr @x to i32), i32 2)`),
    't.ll:4:17: unsupported constant expression',
  );
  t.equal(errorOf(`${X86_64_HEADER}@p = global ptr getelementptr (i8, ptr null, i64 4)`), 't.ll:3:40: unsupported constant expression');
  t.equal(errorOf(`${X86_64_HEADER}@p = global [2 x i32] [i32 1, i64 2]`), 't.ll:3:31: initializer type does not match the declared type');
  t.equal(errorOf(`${X86_64_HEADER}@p = global [3 x i8] c"ab"`), 't.ll:3:22: initializer type does not match the declared type');
  t.equal(errorOf(`${X86_64_HEADER}@p = global ptr @nowhere`), "t.ll:3:17: use of undefined global '@nowhere'");
  t.equal(errorOf(`${X86_64_HEADER}@p = global i32 1\n@p = global i32 2`), "t.ll:4:1: redefinition of '@p'");
});

t.test('address-free integer constant expressions fold (label differences of computed goto)', async (t) => {
  const m = parse64('@p = global ptr inttoptr (i64 4 to ptr)\n@d = global i32 sub (i32 add (i32 1, i32 2), i32 7)');
  const init = (name: string) => m.globals.find((g) => g.name === name)!.init;
  t.same(init('p'), { kind: 'addr', type: PTR, target: null, offset: 4n }, 'an integer address');
  t.same(init('d'), { kind: 'int', type: I32, value: 0xfffffffcn }, '1 + 2 - 7, wrapped to i32');
});

t.test('named types: order does not matter, recursion by value is an error', async (t) => {
  const m = parse64(`@g = global %b zeroinitializer\n%b = type { %a, i8 }\n%a = type { i32, %b* }`);
  t.same(
    plain(m.globals[0]!.type),
    plain({ kind: 'struct', packed: false, fields: [{ kind: 'struct', packed: false, fields: [I32, PTR] }, I8] }),
  );
  t.equal(errorOf(`${X86_64_HEADER}%a = type { i32, %a }\n@g = global %a zeroinitializer`), 't.ll:3:18: type %a contains itself');
  t.equal(errorOf(`${X86_64_HEADER}@g = global %nope zeroinitializer`), 't.ll:3:13: undefined type %nope');
  t.equal(
    errorOf(`${X86_64_HEADER}%o = type opaque\n@g = global %o zeroinitializer`),
    't.ll:4:13: type %o is opaque (has no size) as the type of @g',
  );
});
