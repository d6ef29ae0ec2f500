// Records the golden files isa-models/golden/<isa>.txt from llvm-mc-14.
//
// Usage: npx tsx scripts/record-golden.ts [isa...]   (npm run golden -- [isa...]; no isa = every
// registered model). Requires llvm-mc-14. For each model: every distinct case text of
// cases(GOLDEN_SEED) and every rejection text, assembled by llvm-mc-14 in batches, written as
// `text<TAB>hex` or `text<TAB>error: message` (isa-models/verify/golden.ts). Then the model is
// verified against the new file and the summary printed; exit code 1 when the model fails it
// (the file is written anyway: it records llvm-mc, not the model).

import { MODELS, REGISTERED, type AnyIsaModel } from '../isa-models/index.js';
import { formatReport, goldenHeader, recordEntries, verifyModel, writeGolden } from '../isa-models/verify.js';

function main(argv: readonly string[]): number {
  const isas = argv.length === 0 ? REGISTERED : argv;
  let code = 0;
  for (const name of isas) {
    const model = (MODELS as Partial<Record<string, AnyIsaModel>>)[name];
    if (model === undefined) {
      process.stderr.write(`record-golden: no model '${name}' (registered: ${REGISTERED.join(', ') || 'none'})\n`);
      return 2;
    }
    const entries = recordEntries(model);
    const path = writeGolden(model.isa, goldenHeader(model), entries);
    const errors = entries.filter((e) => e.result.kind === 'error').length;
    process.stdout.write(`${path}: ${entries.length} lines (${errors} llvm-mc errors)\n`);
    const report = verifyModel(model, { reference: 'golden' });
    process.stdout.write(`${formatReport(report)}\n`);
    if (report.failures.length > 0) code = 1;
  }
  return code;
}

process.exitCode = main(process.argv.slice(2));
