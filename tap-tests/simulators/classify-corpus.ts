// Test helper, one target per call so that each target is its own test file
// (classify-corpus.<isa>.test.ts) and tap runs them in parallel: every instruction llc-14 emits for
// the corpus (corpus/ll/<isa>/*.O1.ll and *.O2.ll as written, under a sample of llc's allocators)
// decodes with the Capstone binding, classifies without throwing, and — one representative per
// operand shape, run from its own bytes in Unicorn — agrees with the memory hooks. ARM-mode
// conditional instructions run twice, with their condition passing and failing.
//
// Contract: requires llc-14 and the corpus .ll files; `classifyCorpus(isa)` registers that target's
// test and a check that the family has a file for every target.
//
// Sampled allocators: every file (both levels) is compiled under one of llc's four allocators —
// greedy, basic, pbqp and fast in turn, rotating with the program's index and shifted by two at -O2,
// so a program's two files use different ones — so each runs a quarter of the files at each level
// (printed and asserted). The test's time is llc-14's (the Unicorn probes take well under a second).
// Greedy on every file plus one other in turn (twice the compiles: 33 s of per-file time on the 4
// targets) found a few more shapes, as all four on every file (94 s) found 1-5 % more than that
// (measured: x86-32 414 against 395, x86-64 392/386, arm 332/322, thumb 101/100). Every allocator
// on every file: `TESSERA_FULL_SWEEP=1` (tap-tests/helpers/full-sweep.ts).

import t from 'tap';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { disassemble, type Decoded } from '../../simulators/capstone.js';
import { classify } from '../../simulators/classify.js';
import type { Isa } from '../../common/image.js';
import { X86_REG } from '../../simulators/unicorn.js';
import { conditionOf, flagsFor, mismatch } from './agree.js';
import { compileCorpus, type CodeObject, type Wanted } from './corpus-code.js';
import { closeProbes, CODE, probe, type ProbeOptions } from './unicorn-probe.js';
import { everyTargetHasAFile } from '../helpers/per-target-files.js';
import { FULL_SWEEP } from '../helpers/full-sweep.js';
import { LLC_REGALLOCS } from '../../oracles/llc.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const X86_REGISTER = /\b(r(?:[89]|1[0-5])[dwb]?|[re]?(?:ax|bx|cx|dx|si|di|bp)|[abcd][lh]|(?:si|di|bp)l|xmm\d+)\b/g;
const ARM_REGISTER = /\b(r\d+|sb|sl|fp|ip|lr)\b/g;

/** The operand shape: registers and numbers abstracted, sizes, sp/pc/rip and list lengths kept. */
function shapeOf(isa: Isa, insn: Decoded): string {
  if (isa === 'x86-32' || isa === 'x86-64') {
    return `${insn.mnemonic} ${insn.opStr.replace(/-?0x[0-9a-f]+|\b\d+\b/g, 'N').replace(X86_REGISTER, 'R')}`;
  }
  const ops = insn.opStr
    .replace(/\{([^}]*)\}/, (_m, list: string) => `{${list.split(',').length}${/\bpc\b/.test(list) ? '+pc' : ''}}`)
    .replace(/#-?(0x[0-9a-f]+|\d+)/g, '#N')
    .replace(ARM_REGISTER, 'R');
  return `${insn.mnemonic}${insn.size === 4 && isa === 'thumb' ? '.32' : ''} ${ops}`;
}

interface Sample {
  readonly insn: Decoded;
  readonly bytes: Uint8Array;
  readonly where: string;
  uses: number;
}

interface Collected {
  readonly samples: Map<string, Sample>;
  readonly undecoded: string[];
  instructions: number;
}

function collect(isa: Isa, objects: readonly CodeObject[]): Collected {
  const out: Collected = { samples: new Map(), undecoded: [], instructions: 0 };
  for (const obj of objects) {
    for (const [start, end] of obj.code) {
      const insns = disassemble(isa, obj.text.subarray(start, end), BigInt(start));
      const decoded = insns.reduce((n, i) => n + i.size, 0);
      if (decoded !== end - start) out.undecoded.push(`${obj.name}: stops at .text+${start + decoded} (range ends ${end})`);
      for (const insn of insns) record(out, isa, obj, insn);
    }
  }
  return out;
}

function record(out: Collected, isa: Isa, obj: CodeObject, insn: Decoded): void {
  out.instructions++;
  const key = shapeOf(isa, insn);
  const known = out.samples.get(key);
  if (known !== undefined) {
    known.uses++;
    return;
  }
  const at = Number(insn.address);
  out.samples.set(key, { insn, bytes: obj.text.slice(at, at + insn.size), where: `${obj.name} .text+${at}`, uses: 1 });
}

function classifyErrors(isa: Isa, samples: Iterable<Sample>): string[] {
  const errors: string[] = [];
  for (const s of samples) {
    try {
      classify(isa, s.insn);
    } catch (e) {
      errors.push(`${(e as Error).message} at ${s.where}`);
    }
  }
  return errors;
}

/** x86 division needs a dividend that fits: eax = 1, edx = 0 (every divisor register and FILL word is non-zero). */
function optionsFor(isa: Isa, insn: Decoded): ProbeOptions {
  if ((isa === 'x86-32' || isa === 'x86-64') && /^i?div$/.test(insn.mnemonic)) {
    const [a, d] = isa === 'x86-32' ? [X86_REG.EAX, X86_REG.EDX] : [X86_REG.RAX, X86_REG.RDX];
    return {
      regs: new Map([
        [a, 1n],
        [d, 0n],
      ]),
    };
  }
  return {};
}

function runSample(isa: Isa, s: Sample): string[] {
  const insn = { ...s.insn, address: CODE };
  const c = classify(isa, insn);
  const runs: [ProbeOptions, boolean][] = [];
  const cond = c.conditional ? conditionOf(insn.mnemonic) : null;
  if (cond === null) runs.push([optionsFor(isa, insn), true]);
  else runs.push([{ nzcv: flagsFor(cond, true) }, true], [{ nzcv: flagsFor(cond, false) }, false]);
  const problems: string[] = [];
  for (const [options, passes] of runs) {
    try {
      const m = mismatch(isa, insn, probe(isa, s.bytes, 1, options).get(CODE) ?? [], passes);
      if (m !== null) problems.push(`${m} (${s.where})`);
    } catch (e) {
      problems.push(`${isa} '${insn.mnemonic} ${insn.opStr}' (${s.where}): ${(e as Error).message}`);
    }
  }
  return problems;
}

function mnemonics(samples: Iterable<Sample>, isa: Isa, memoryOnly: boolean): string[] {
  const names = new Set<string>();
  for (const s of samples) if (!memoryOnly || classify(isa, s.insn).accesses > 0) names.add(s.insn.mnemonic);
  return [...names].sort();
}

const FILE = /([^/]+)\.(O[12])\.ll$/;

/** The sample: the (k + 2 at -O2) mod 4-th allocator on program k's file at that level (every allocator with the full sweep). */
function sampler(): { wanted: Wanted; used: Map<string, number> } {
  const programs: string[] = [];
  const used = new Map<string, number>();
  const wanted: Wanted = (file, regalloc) => {
    const [, program, level] = FILE.exec(file)!;
    if (!programs.includes(program!)) programs.push(program!); // files come sorted: programs in order
    const k = programs.indexOf(program!);
    const keep = FULL_SWEEP || regalloc === LLC_REGALLOCS[(k + (level === 'O2' ? 2 : 0)) % LLC_REGALLOCS.length];
    if (keep) used.set(`${level} ${regalloc}`, (used.get(`${level} ${regalloc}`) ?? 0) + 1);
    return keep;
  };
  return { wanted, used };
}

export function classifyCorpus(isa: Isa): void {
  t.teardown(closeProbes);
  everyTargetHasAFile(import.meta.dirname, 'classify-corpus');
  t.test(`${isa}: the corpus as llc-14 compiles it decodes, classifies and agrees with Unicorn`, async (t) => {
    const { wanted, used } = sampler();
    const objects = await compileCorpus(ROOT, isa, wanted);
    t.comment(
      `${isa}: files compiled per level and allocator${FULL_SWEEP ? ' (full sweep)' : ''}: ${[...used].map(([k, n]) => `${k} ${n}`).join(', ')}`,
    );
    t.equal(used.size, 2 * LLC_REGALLOCS.length, 'the sample compiles at both levels under every allocator');
    t.ok(objects.length >= 2 * 30, `${objects.length} code sections (files × O1/O2 × functions)`);
    const { samples, undecoded, instructions } = collect(isa, objects);
    t.same(undecoded, [], 'every code range decodes completely');
    const errors = classifyErrors(isa, samples.values());
    t.same(errors, [], 'every instruction shape classifies');
    if (errors.length > 0) return;
    const problems = [...samples.values()].flatMap((s) => runSample(isa, s));
    t.same(problems, [], 'each shape, run from its own bytes, matches Unicorn');
    const all = mnemonics(samples.values(), isa, false);
    const memory = mnemonics(samples.values(), isa, true);
    t.comment(`${isa}: ${instructions} instructions, ${samples.size} shapes, ${all.length} mnemonics`);
    t.comment(`${isa} memory mnemonics (${memory.length}): ${memory.join(' ')}`);
    t.comment(`${isa} other mnemonics: ${all.filter((m) => !memory.includes(m)).join(' ')}`);
  });
}
