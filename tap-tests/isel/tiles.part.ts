// Every tile of the x86-32 and x86-64 grammars, instantiated on a DAG made from its own pattern
// (immediates at both ends of their ranges; addresses as base+index*4+disp and as a frame object),
// emits instructions that the ISA model encodes once the `%k.b` placeholders are replaced by
// registers chosen as an allocator would (fixed constraints honoured, reuse tied to its input,
// other operands distinct registers of their class). A tile whose emit function builds a form
// with an operand the form cannot take (an 8-bit view of esi on x86-32, an imm32 out of range)
// fails here with the model's EncodeError. Compares, setcc, cmov and jcc run with a signed and an
// unsigned predicate. The instantiation and register choice are tap-tests/isel/tile-instances.ts,
// shared with the ARM tile test.

import t from 'tap';
import { grammarOf } from '../../engine/isel/index.js';
import type { EmitCtx, Operand } from '../../engine/isel/emit-api.js';
import type { Nt, Pattern, Tile } from '../../engine/isel/grammar.js';
import type { ICmpPred } from '../../engine/ir/types.js';
import type { MInst, PReg } from '../../engine/mir/types.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import { substitute } from '../../engine/codegen/substitute.js';
import { TARGETS } from '../../engine/targets/target.js';
import { MODELS } from '../../isa-models/index.js';
import type { Isa } from '../../isa-models/types.js';
import { assignRegs, instantiate } from './tile-instances.js';

type End = 'min' | 'max';
type AddrShape = 'regs' | 'frame';

/** The operand a nonterminal leaf gets: a fresh vreg, or an address of the shape under test. */
function leafOperand(nt: Nt, addr: AddrShape, vreg: () => number): Operand {
  if (nt === 'reg') return { kind: 'reg', vreg: vreg() };
  if (nt !== 'addr') throw new Error(`${nt} leaf`);
  return addr === 'frame'
    ? { kind: 'addr', base: { frame: 0 }, index: null, disp: 8n }
    : { kind: 'addr', base: { vreg: vreg() }, index: { vreg: vreg(), scale: 4 }, disp: 16n };
}

/** Registers as an allocator would choose them, from the end of each class: esi/edi on x86-32 (no 8-bit views), r8-r15 on x86-64 (REX prefixes). */
function assign(isa: Isa, inst: Extract<MInst, { kind: 'isa' }>, classOf: (v: number) => string): PReg[] {
  const regs = targetRegs(isa);
  return assignRegs(inst, (v) => [...(regs.classes[classOf(v)] ?? [])].reverse());
}

function emitTile(isa: Isa, tile: Tile, end: End, addr: AddrShape, args: number, pred: ICmpPred): MInst[] {
  const ptr = isa === 'x86-64' ? 64 : 32;
  const classes: string[] = [];
  const newVreg = (cls: string) => {
    classes.push(cls);
    return classes.length - 1;
  };
  const { dag, root, leaves } = instantiate(tile.pattern, {
    ptrBits: ptr,
    pred,
    args,
    imm: (p) => (end === 'min' ? p.min : p.max),
    leaf: (nt) => leafOperand(nt, addr, () => newVreg('gpr')),
    newVreg: () => newVreg('gpr'),
  });
  const nodes = dag.nodes;
  const out: MInst[] = [];
  const x: EmitCtx = {
    newVreg: (cls) => newVreg(cls),
    resultVreg: (_n, cls = 'gpr') => newVreg(cls),
    classOf: (v) => classes[v]!,
    push: (i) => out.push(i),
    blockOf: (b) => b,
    dagNode: (id) => nodes[id]!,
  };
  tile.emit(x, leaves, nodes[root]!);
  return out.map((i) => ({ ...i, classes }) as MInst & { classes: string[] });
}

/** Argument counts for calls; a signed and an unsigned predicate (compares, setcc, cmov, jcc). */
function argsAndPreds(tile: Tile): (readonly [number, ICmpPred])[] {
  const args = tile.pattern.k === 'op' && tile.pattern.rest !== undefined ? [0, 3, 8] : [0];
  return args.flatMap((a) => (['slt', 'ult'] as const).map((p) => [a, p] as const));
}

for (const isa of ['x86-32', 'x86-64'] as const) {
  t.test(`${isa}: every tile's instructions encode`, async (t) => {
    const model = MODELS[isa] as unknown as { encode(i: unknown): Uint8Array };
    const g = grammarOf(isa);
    let encoded = 0;
    let failures = 0;
    for (const tile of g.tiles) {
      for (const end of ['min', 'max'] as const) {
        for (const addr of ['regs', 'frame'] as const) {
          for (const [args, pred] of argsAndPreds(tile)) {
            const insts = emitTile(isa, tile, end, addr, args, pred);
            for (const inst of insts) {
              if (inst.kind !== 'isa' || inst.insn === null) continue;
              const classes = (inst as unknown as { classes: string[] }).classes;
              try {
                model.encode(
                  substitute(
                    TARGETS[isa],
                    inst.insn,
                    assign(isa, inst, (v) => classes[v]!),
                  ),
                );
                encoded++;
              } catch (e) {
                failures++;
                t.fail(
                  `${tile.name} (${end}, ${addr}, ${args} args, ${pred}): ${JSON.stringify(inst.insn, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}: ${(e as Error).message}`,
                );
              }
            }
          }
        }
      }
    }
    t.equal(failures, 0, `${g.tiles.length} tiles, ${encoded} instructions encoded`);
    t.ok(encoded > g.tiles.length, 'the instantiation reached the tiles');
  });
}

/** Every load node of a pattern, inner or root, with whether it says the bytes it reads (`from`). */
function loads(p: Pattern): (Pattern & { k: 'op' })[] {
  if (p.k !== 'op') return [];
  return [...(p.op === 'load' ? [p] : []), ...p.kids.flatMap(loads)];
}

t.test('every load a tile folds states the bytes it reads (from), so an i8 or i16 load is never read wider', async (t) => {
  // x86's `op r, m` tiles once folded a load without `from`: an i8 or i16 load (bits 32 from 8/16)
  // was read as 4 bytes, past the object's end (a fault at a mapping's edge, extra bytes of a volatile).
  for (const isa of ['x86-32', 'x86-64', 'arm', 'thumb'] as const) {
    const bad = grammarOf(isa)
      .tiles.filter((tile) => tile.pattern.k === 'op' && tile.pattern.op !== 'load')
      .filter((tile) => loads(tile.pattern).some((l) => l.from === undefined))
      .map((tile) => tile.name);
    t.same(bad, [], `${isa}: no tile folds a load of unstated width`);
  }
});
