#!/usr/bin/env bash
# Checks that every corpus program is free of undefined behaviour and deterministic, and that the generated IR
# agrees with it. Not part of the test suite: it documents how UB-freedom was checked, and can be re-run at will.
#
# For each corpus/<name>.c:
#   1. native clang-14 -O0 -g -fsanitize=undefined,address -fno-sanitize-recover=all, run twice: no sanitizer
#      report, nothing on stderr, identical stdout and exit code both times (this run is the reference);
#   2. native clang-14 -O1 -g -fsanitize=memory -fsanitize-memory-track-origins: no read of uninitialised memory;
#   3. lli-14 (JIT) on ll/x86-64/<name>.O0/O1/O2.ll, and LLVM's interpreter on the .O0.ll (timed): same exit code
#      (main's return value & 0xff, or exit's argument) and same stdout as the reference. Note: lli-14 defaults to
#      the ORC lazy JIT, which silently ignores -force-interpreter; only `-jit-kind=mcjit -force-interpreter`
#      really interprets (a 30M-instruction loop: 0.03 s without, 2.2 s with);
#   4. ll/newer/<name>.O0/O2.ll (clang-19, opaque pointers) with lli-14 -opaque-pointers; where LLVM 14's parser
#      rejects clang-19 syntax (`or disjoint`, `zext nneg`, range(...) and memory(...) attributes, ...) it says so
#      and runs lli-19 instead; same exit code and stdout;
#   5. the number of IR instructions the -O0 x86-64 program executes, counted by tools/count-steps.mjs (each block
#      calls a counter) and linked natively; must lie in [MIN_STEPS, MAX_STEPS] (a soft bound: it only warns);
#   6. ll/x86-32/<name>.O0/O1/O2.ll compiled with clang-14 -m32, linked with tools/rt-i386.c (no 32-bit libc is
#      needed) and compiler-rt's i386 builtins, and run: same exit code and stdout (skipped, with a note, when the
#      builtins library or `ld -m elf_i386` is unavailable). The ARM and Thumb files are not run here.
# Prints one line per program and a closing "N passed, M failed"; exits 1 if anything failed.
set -uo pipefail
cd "$(dirname "$0")"

MIN_STEPS=${MIN_STEPS:-20000}
MAX_STEPS=${MAX_STEPS:-300000}
for tool in clang-14 lli-14 node; do
  command -v "$tool" >/dev/null || { echo "check-native.sh: $tool not found" >&2; exit 2; }
done
LLI19=$(command -v lli-19 || true)
RT_I386_BUILTINS=$(ls /usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.builtins-i386.a 2>/dev/null | head -1)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
have_i386=
if [ -n "$RT_I386_BUILTINS" ] &&
  clang-14 -m32 -O1 -ffreestanding -fno-builtin -fno-stack-protector -fno-pic -c tools/rt-i386.c -o "$work/rt-i386.o" 2>/dev/null; then
  have_i386=1
else
  echo "check-native.sh: no i386 builtins or runtime: the x86-32 files are not run" >&2
fi
pass=0
failed=0
min_seen=
max_seen=0
max_time=0

# run <out-prefix> <command...>: stdout to <prefix>.out, stderr to <prefix>.err, exit code to <prefix>.rc
run() {
  local p=$1
  shift
  "$@" >"$p.out" 2>"$p.err"
  echo $? >"$p.rc"
}

for src in *.c; do
  name=${src%.c}
  w=$work/$name
  problems=()
  notes=()

  # 1. ASan + UBSan, twice
  if clang-14 -O0 -g -fsanitize=undefined,address -fno-sanitize-recover=all -w "$src" -o "$w.san" 2>"$w.cc"; then
    ASAN_OPTIONS=detect_leaks=0 run "$w.ref" "$w.san"
    ASAN_OPTIONS=detect_leaks=0 run "$w.ref2" "$w.san"
    [ -s "$w.ref.err" ] && problems+=("asan/ubsan: $(head -c 300 "$w.ref.err" | tr '\n' ' ')")
    cmp -s "$w.ref.out" "$w.ref2.out" && cmp -s "$w.ref.rc" "$w.ref2.rc" || problems+=("two native runs differ")
  else
    problems+=("native compile failed: $(head -c 300 "$w.cc")")
    echo "ref" >"$w.ref.rc"
    : >"$w.ref.out"
  fi
  rc=$(cat "$w.ref.rc")

  # 2. MSan
  if clang-14 -O1 -g -fsanitize=memory -fsanitize-memory-track-origins -w "$src" -o "$w.msan" 2>"$w.cc"; then
    run "$w.msan" "$w.msan"
    [ -s "$w.msan.err" ] && problems+=("msan: $(head -c 300 "$w.msan.err" | tr '\n' ' ')")
    [ "$(cat "$w.msan.rc")" = "$rc" ] && cmp -s "$w.msan.out" "$w.ref.out" || problems+=("msan build disagrees")
  else
    problems+=("msan compile failed")
  fi

  # 3. lli-14 on the clang-14 x86-64 files
  for n in 0 1 2; do
    ll=ll/x86-64/$name.O$n.ll
    [ -f "$ll" ] || { problems+=("$ll missing (run regenerate.sh)"); continue; }
    run "$w.jit$n" lli-14 "$ll"
    [ "$(cat "$w.jit$n.rc")" = "$rc" ] || problems+=("lli-14 O$n exit $(cat "$w.jit$n.rc") != $rc")
    cmp -s "$w.jit$n.out" "$w.ref.out" || problems+=("lli-14 O$n stdout differs")
  done
  t0=$(date +%s%N)
  run "$w.interp" lli-14 -jit-kind=mcjit -force-interpreter "ll/x86-64/$name.O0.ll"
  t1=$(date +%s%N)
  ms=$(((t1 - t0) / 1000000))
  [ "$ms" -gt "$max_time" ] && max_time=$ms
  [ "$(cat "$w.interp.rc")" = "$rc" ] && cmp -s "$w.interp.out" "$w.ref.out" ||
    problems+=("the lli-14 interpreter disagrees (exit $(cat "$w.interp.rc"))")

  # 4. clang-19 files
  for n in 0 2; do
    ll=ll/newer/$name.O$n.ll
    [ -f "$ll" ] || { problems+=("$ll missing"); continue; }
    run "$w.new$n" lli-14 -opaque-pointers "$ll"
    if grep -q 'error:' "$w.new$n.err"; then
      if [ -n "$LLI19" ]; then
        notes+=("newer O$n: LLVM 14 cannot parse it, ran lli-19")
        run "$w.new$n" "$LLI19" "$ll"
      else
        problems+=("newer O$n: LLVM 14 cannot parse it and lli-19 is missing")
        continue
      fi
    fi
    [ "$(cat "$w.new$n.rc")" = "$rc" ] || problems+=("newer O$n exit $(cat "$w.new$n.rc") != $rc")
    cmp -s "$w.new$n.out" "$w.ref.out" || problems+=("newer O$n stdout differs")
  done

  # 5. executed IR instructions at -O0
  steps=?
  if node tools/count-steps.mjs "ll/x86-64/$name.O0.ll" "$w.count.ll" &&
    clang-14 -w "$w.count.ll" tools/step-counter.c -o "$w.count" 2>"$w.cc"; then
    "$w.count" >/dev/null 2>"$w.count.err"
    steps=$(sed -n 's/^steps //p' "$w.count.err")
    if [ -n "$steps" ]; then
      [ -z "$min_seen" ] || [ "$steps" -lt "$min_seen" ] && min_seen=$steps
      [ "$steps" -gt "$max_seen" ] && max_seen=$steps
      if [ "$steps" -lt "$MIN_STEPS" ] || [ "$steps" -gt "$MAX_STEPS" ]; then
        notes+=("warning: $steps steps outside [$MIN_STEPS, $MAX_STEPS]")
      fi
    fi
  else
    notes+=("step count unavailable")
  fi

  # 6. x86-32 files, natively
  if [ -n "$have_i386" ]; then
    for n in 0 1 2; do
      ll=ll/x86-32/$name.O$n.ll
      [ -f "$ll" ] || { problems+=("$ll missing"); continue; }
      if clang-14 -m32 -c -w -fno-pic "$ll" -o "$w.x32.o" 2>"$w.cc" &&
        ld -m elf_i386 -static -o "$w.x32" "$w.x32.o" "$work/rt-i386.o" "$RT_I386_BUILTINS" 2>>"$w.cc"; then
        run "$w.x32_$n" "$w.x32"
        [ "$(cat "$w.x32_$n.rc")" = "$rc" ] && cmp -s "$w.x32_$n.out" "$w.ref.out" ||
          problems+=("x86-32 O$n: exit $(cat "$w.x32_$n.rc"), stdout $(cmp -s "$w.x32_$n.out" "$w.ref.out" && echo same || echo differs)")
      else
        problems+=("x86-32 O$n: build failed: $(head -c 200 "$w.cc")")
      fi
    done
  fi

  if [ ${#problems[@]} -eq 0 ]; then
    pass=$((pass + 1))
    status=ok
  else
    failed=$((failed + 1))
    status=FAIL
  fi
  printf '%-16s %-4s exit=%-3s steps=%-7s interp=%4dms' "$name" "$status" "$rc" "$steps" "$ms"
  [ ${#notes[@]} -gt 0 ] && printf ' [%s]' "$(IFS=';'; echo "${notes[*]}")"
  echo
  for p in "${problems[@]}"; do echo "    $p"; done
done
echo "steps at -O0: ${min_seen:-?} .. $max_seen; slowest lli-14 -jit-kind=mcjit -force-interpreter run: ${max_time}ms"
echo "$pass passed, $failed failed"
[ "$failed" -eq 0 ]
