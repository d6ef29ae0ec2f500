#!/usr/bin/env bash
# Issue 23's whole-corpus campaign, resumable across machines and sessions: `tessera check` of every corpus
# program of one target with `--ra progressive --iterations N`, one program at a time (smallest file first),
# each result appended as one JSON line to bench/results/progressive-<N>/<target>.jsonl, which is committed:
# a later run skips the programs already there. Hours of one core per target (README, "The progressive
# allocator"); run it beside other work at low priority:
#
#   nice -n 19 bash scripts/progressive-campaign.sh <target> [N]
#   bash scripts/progressive-campaign.sh --summary <target> [N]
#
# A line: program, whether it matches the interpreter, per function proven/bound, the wall seconds of the run
# and its CPU seconds (user + system: what one core spent, which wall time overstates when the campaign runs
# at low priority beside other work; measurements of this machine, not results of the allocator; lines
# before cpuSeconds was recorded have wall seconds only) and the commit that produced it.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--summary" ]; then
  out="bench/results/progressive-${3:-100}/$2.jsonl"
  OUT="$out" node -e '
const lines = require("fs").readFileSync(process.env.OUT, "utf8").trim().split("\n").map((l) => JSON.parse(l));
const fns = lines.flatMap((l) => l.functions);
const worst = fns.filter((f) => f.bound !== null).sort((a, b) => b.bound - a.bound)[0];
console.log(`${lines.length} programs, ${lines.filter((l) => l.matches).length} match the interpreter; ` +
  `${fns.filter((f) => f.provenOptimal).length} of ${fns.length} functions proven optimal; worst bound ` +
  `${worst ? (100 * worst.bound).toFixed(2) + " % (" + worst.program + " " + worst.function + ")" : "none"}; ` +
  `${lines.reduce((s, l) => s + l.seconds, 0)} s of wall time` +
  (lines.some((l) => l.cpuSeconds !== undefined)
    ? `, ${Math.round(lines.reduce((s, l) => s + (l.cpuSeconds ?? 0), 0))} s of CPU time on the ${lines.filter((l) => l.cpuSeconds !== undefined).length} lines that record it`
    : ""));'
  exit 0
fi
target=$1
iterations=${2:-100}
out="bench/results/progressive-$iterations/$target.jsonl"
mkdir -p "$(dirname "$out")"
touch "$out"
commit=$(git rev-parse --short HEAD)
# The CPU time of the children waited for so far (bash's `times`, second line), read in this shell: a
# command substitution would be a fresh process whose children's times start at zero.
times_file=$(mktemp)
trap 'rm -f "$times_file"' EXIT
children_cpu() { tail -1 "$times_file" | awk '{ split($1, a, /[ms]/); split($2, b, /[ms]/); printf "%.1f", a[1] * 60 + a[2] + b[1] * 60 + b[2] }'; }
for f in $(ls -S -r corpus/ll/"$target"/*.ll); do
  if grep -q "\"program\":\"$f\"" "$out"; then continue; fi
  start=$(date +%s)
  times > "$times_file"
  cpu0=$(children_cpu)
  json=$(node bin/tessera.js check "$f" --targets "$target" --isel maxmunch --ra progressive --iterations "$iterations" --json || true)
  seconds=$(( $(date +%s) - start ))
  times > "$times_file"
  cpu=$(awk -v a="$cpu0" -v b="$(children_cpu)" 'BEGIN { printf "%.1f", b - a }')
  JSON="$json" F="$f" S="$seconds" CPU="$cpu" C="$commit" node -e '
const cells = JSON.parse(process.env.JSON || "[]");
const c = cells[0] ?? { status: "no output", allocation: [] };
const functions = (c.allocation ?? []).map((a) => ({ program: process.env.F, function: a.function, provenOptimal: a.provenOptimal ?? false, bound: a.bound ?? null, iterations: a.iterations ?? null }));
console.log(JSON.stringify({ program: process.env.F, status: c.status, matches: c.matchesInterpreter === true, loadsStores: c.loads === undefined ? null : c.loads + c.stores, codeSize: c.codeSize ?? null, functions, seconds: Number(process.env.S), cpuSeconds: Number(process.env.CPU), commit: process.env.C }));' >> "$out"
  echo "$f ${seconds}s (CPU ${cpu}s)"
done
