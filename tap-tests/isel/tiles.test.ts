// Every tile of the x86-32 and x86-64 grammars, instantiated on a DAG made from its own pattern
// (immediates at both ends of their ranges; addresses as base+index*4+disp and as a frame object),
// emits instructions that the ISA model encodes once the `%k.b` placeholders are replaced by
// registers chosen as an allocator would (fixed constraints honoured, reuse tied to its input,
// other operands distinct registers of their class). A tile whose emit function builds a form
// with an operand the form cannot take (an 8-bit view of esi on x86-32, an imm32 out of range)
// fails here with the model's EncodeError.

import t from 'tap';
import { grammarOf } from '../../engine/isel/index.js';
import type { DagNode } from '../../engine/isel/dag.js';
import type { EmitCtx, Operand } from '../../engine/isel/emit-api.js';
import type { Pattern, Tile } from '../../engine/isel/grammar.js';
import type { MInst, PReg } from '../../engine/mir/types.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import { substitute } from '../../engine/codegen/target-ops.js';
import { MODELS } from '../../isa-models/index.js';
import type { Isa } from '../../isa-models/types.js';

type End = 'min' | 'max';
type AddrShape = 'regs' | 'frame';

/** A DAG for the pattern (kids first) and the operands its leaves get. */
function instantiate(p: Pattern, nodes: DagNode[], leaves: Operand[], ctx: { vreg: () => number; end: End; addr: AddrShape; ptr: 32 | 64 }, args = 3): number {
  const add = (n: Omit<DagNode, 'id' | 'users' | 'root'>): number => {
    nodes.push({ ...n, id: nodes.length, users: [], root: false } as DagNode);
    return nodes.length - 1;
  };
  switch (p.k) {
    case 'nt': {
      if (p.nt === 'reg') leaves.push({ kind: 'reg', vreg: ctx.vreg() });
      else if (p.nt === 'cc') leaves.push({ kind: 'cc', pred: 'ult' });
      else if (p.nt === 'addr') {
        leaves.push(ctx.addr === 'frame'
          ? { kind: 'addr', base: { frame: 0 }, index: null, disp: 8n }
          : { kind: 'addr', base: { vreg: ctx.vreg() }, index: { vreg: ctx.vreg(), scale: 4 }, disp: 16n });
      } else throw new Error('stmt leaf');
      return add({ op: 'vreg', kids: [], bits: ctx.ptr, vreg: 0 });
    }
    case 'imm': {
      const v = ctx.end === 'min' ? p.min : p.max;
      leaves.push({ kind: 'imm', value: v });
      return add({ op: 'const', kids: [], bits: ctx.ptr, value: v });
    }
    case 'op': {
      const kidPats = p.rest === undefined ? p.kids : [...p.kids, ...Array.from({ length: args }, () => ({ k: 'nt', nt: p.rest! }) as Pattern)];
      const kids = kidPats.map((k) => instantiate(k, nodes, leaves, ctx));
      return add({
        op: p.op, kids, bits: p.bits ?? ctx.ptr, ...(p.from === undefined ? {} : { from: p.from }), pred: 'slt', frame: 0,
        targets: [1, 2], callee: 'f', callType: { kind: 'int', bits: 32 }, vreg: 0, value: 0n,
      });
    }
    default: throw new Error('unknown pattern');
  }
}

/** Registers for one instruction's operands, as an allocator would choose them. */
function assign(isa: Isa, inst: Extract<MInst, { kind: 'isa' }>, classOf: (v: number) => string): PReg[] {
  const regs = targetRegs(isa);
  const taken = new Set(inst.regs.flatMap((r) => (r.constraint.kind === 'fixed' ? [r.constraint.preg] : [])));
  const out: PReg[] = [];
  inst.regs.forEach((r, i) => {
    const c = r.constraint;
    if (c.kind === 'fixed') out[i] = c.preg;
    else if (c.kind === 'reuse') out[i] = out[c.input]!;
    else {
      // From the end of the class: esi/edi on x86-32 (no 8-bit views), r8-r15 on x86-64 (REX prefixes).
      const p = [...(regs.classes[classOf(r.vreg)] ?? [])].reverse().find((x) => !taken.has(x));
      if (p === undefined) throw new Error(`no free register of class ${classOf(r.vreg)}`);
      taken.add(p);
      out[i] = p;
    }
  });
  return out;
}

function emitTile(isa: Isa, tile: Tile, end: End, addr: AddrShape, args: number): MInst[] {
  const ptr = isa === 'x86-64' ? 64 : 32;
  const classes: string[] = [];
  const newVreg = (cls: string) => { classes.push(cls); return classes.length - 1; };
  const nodes: DagNode[] = [];
  const leaves: Operand[] = [];
  const root = instantiate(tile.pattern, nodes, leaves, { vreg: () => newVreg('gpr'), end, addr, ptr }, args);
  const out: MInst[] = [];
  const x: EmitCtx = {
    newVreg: (cls) => newVreg(cls), resultVreg: (_n, cls = 'gpr') => newVreg(cls), classOf: (v) => classes[v]!,
    push: (i) => out.push(i), blockOf: (b) => b, dagNode: (id) => nodes[id]!,
  };
  tile.emit(x, leaves, nodes[root]!);
  return out.map((i) => ({ ...i, classes }) as MInst & { classes: string[] });
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
          for (const args of tile.pattern.k === 'op' && tile.pattern.rest !== undefined ? [0, 3, 8] : [0]) {
            const insts = emitTile(isa, tile, end, addr, args);
            for (const inst of insts) {
              if (inst.kind !== 'isa' || inst.insn === null) continue;
              const classes = (inst as unknown as { classes: string[] }).classes;
              try {
                model.encode(substitute(isa, inst.insn, assign(isa, inst, (v) => classes[v]!)));
                encoded++;
              } catch (e) {
                failures++;
                t.fail(`${tile.name} (${end}, ${addr}, ${args} args): ${JSON.stringify(inst.insn, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}: ${(e as Error).message}`);
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
