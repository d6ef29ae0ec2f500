#!/usr/bin/env bash
# Regenerates corpus/ll/<target>/<name>.O<n>.ll (n = 0, 1, 2) from corpus/<name>.c with clang-14 for the four
# targets, and corpus/ll/newer/<name>.O{0,2}.ll for x86-64 with clang-19 (opaque pointers, newer IR flags).
# Deterministic and idempotent: clang runs inside corpus/ on relative paths, so source_filename and the ModuleID
# carry no absolute path; running it twice leaves `git diff` empty.
#
# Flags, and why:
#   -S -emit-llvm                    textual IR is what the engine's front end reads
#   -ffreestanding -fno-builtin      no libc assumptions: calls to memcpy/strlen/... stay calls, no printf folding
#   -fno-pic                         direct (dso_local) access to globals on every target
#   -fno-stack-protector             no __stack_chk_guard loads and checks in prologues and epilogues
#   -fno-asynchronous-unwind-tables -fno-unwind-tables   no uwtable attributes / unwind info requests
#   -fno-vectorize -fno-slp-vectorize                    plain integer IR, no <N x iK> vector types
#   -fomit-frame-pointer             no frame-pointer attribute forcing rbp/ebp/r11/r7 to be reserved
# The optimisation level is given BEFORE -fno-vectorize/-fno-slp-vectorize on purpose: with clang 14 and 19 an -O2
# that comes after them turns both vectorizers back on (vector types and llvm.vector.reduce.* appear at -O2).
# No -Xclang -disable-O0-optnone: the -O0 files are meant to be run as they are (the `optnone noinline` attributes
# they carry only matter to LLVM's own optimizer, which this corpus never runs on them).
set -euo pipefail
cd "$(dirname "$0")"

CLANG14=${CLANG14:-clang-14}
CLANG19=${CLANG19:-clang-19}
FLAGS=(-S -emit-llvm -ffreestanding -fno-builtin -fno-pic -fno-stack-protector -fno-asynchronous-unwind-tables
       -fno-unwind-tables -fno-vectorize -fno-slp-vectorize -fomit-frame-pointer)
TARGETS=(x86-32 x86-64 arm thumb)
declare -A TRIPLE=([x86-32]=i386-unknown-linux-gnu [x86-64]=x86_64-unknown-linux-gnu [arm]=armv6-none-eabi
                   [thumb]=thumbv6m-none-eabi)
JOBS=$(nproc 2>/dev/null || echo 2)

command -v "$CLANG14" >/dev/null || { echo "regenerate.sh: $CLANG14 not found (install clang-14)" >&2; exit 2; }

shopt -s nullglob
SOURCES=(*.c)
[ ${#SOURCES[@]} -gt 0 ] || { echo "regenerate.sh: no .c files in corpus/" >&2; exit 2; }

# One line per compile job: compiler triple level source output.
jobs_file=$(mktemp)
trap 'rm -f "$jobs_file"' EXIT
for target in "${TARGETS[@]}"; do
  mkdir -p "ll/$target"
  rm -f "ll/$target"/*.ll
  for src in "${SOURCES[@]}"; do
    for n in 0 1 2; do
      echo "$CLANG14 ${TRIPLE[$target]} $n $src ll/$target/${src%.c}.O$n.ll" >>"$jobs_file"
    done
  done
done
if command -v "$CLANG19" >/dev/null; then
  mkdir -p ll/newer
  rm -f ll/newer/*.ll
  for src in "${SOURCES[@]}"; do
    for n in 0 2; do
      echo "$CLANG19 x86_64-unknown-linux-gnu $n $src ll/newer/${src%.c}.O$n.ll" >>"$jobs_file"
    done
  done
else
  echo "regenerate.sh: $CLANG19 not found; keeping the committed corpus/ll/newer files" >&2
fi

export FLAGS_STR="${FLAGS[*]}"
# shellcheck disable=SC2016
xargs -P "$JOBS" -L 1 bash -c 'set -e; "$0" --target="$1" -O"$2" $FLAGS_STR "$3" -o "$4"' <"$jobs_file"
echo "regenerate.sh: $(wc -l <"$jobs_file") files from ${#SOURCES[@]} programs" >&2
