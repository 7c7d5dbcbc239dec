#!/usr/bin/env bash
# End-to-end tests of `nonet canon` and `nonet dedup`: they run the real binary. Each case_*
# function is one ctest test (tests/e2e/CMakeLists.txt finds them by name).
#   usage: canon_cases.sh NONET_BINARY DATASETS_DIR CASE
set -euo pipefail

nonet=$1
datasets=$2
case_name=$3
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# The most symmetric solved grid: its own minlex form, 648 automorphisms.
SYMMETRIC=123456789456789123789123456231564897564897231897231564312645978645978312978312645
# A transform that reverses bands, rows, stacks and columns, transposes, and shifts digits.
MOVE=1:876543210:876543210:234567891

corpus() { awk -v n="$2" '!/^#/ && count++ < n' "$datasets/$1" >"$3"; }

case_same_bytes_at_any_thread_count() {
  corpus puzzles3_magictour_top1465.txt 1465 p.txt
  run 0 canon -q p.txt --with-transform --automorphisms --threads 1 -o one.txt
  run 0 canon -q p.txt --with-transform --automorphisms --threads 2 -o two.txt
  expect_same one.txt two.txt
  expect_lines one.txt 1465
}

case_transform_replays_onto_the_form() {
  corpus puzzles5_forum_hardest_1905_11.txt 200 p.txt
  run 0 canon -q p.txt --with-transform -o forms.txt
  # The pairs go to a file first: `head` in the middle of a pipeline may cut `paste` off with
  # SIGPIPE, which pipefail turns into a silent failure.
  cut -c1-81 p.txt | paste -d' ' - forms.txt >pairs.txt
  while read -r puzzle form transform; do
    got=$(echo "$puzzle" | "$nonet" canon -q --apply "$transform")
    [[ $got == "$form" ]] || fail "--apply $transform gives $got, expected $form"
  done < <(head -50 pairs.txt)
}

case_moved_copies_have_the_same_forms() {
  corpus puzzles2_17_clue.txt 2000 p.txt
  run 0 canon -q --apply "$MOVE" p.txt -o moved.txt
  cmp -s p.txt moved.txt && fail "the transform changed nothing"
  run 0 canon -q p.txt -o a.txt
  run 0 canon -q moved.txt -o b.txt
  expect_same a.txt b.txt
}

case_automorphisms_of_the_symmetric_grid() {
  echo "$SYMMETRIC" >g.txt
  run 0 canon -q --automorphisms --format jsonl g.txt
  expect_output out.txt <<<"{\"line\":1,\"form\":\"$SYMMETRIC\",\"automorphisms\":648}"
  run 0 canon -q --automorphisms --format csv g.txt
  expect_output out.txt <<<"line,form,automorphisms,error
1,$SYMMETRIC,648,"
}

case_invalid_lines_stay_in_place() {
  printf '%s\nabc\n%s\n' "$SYMMETRIC" "$SYMMETRIC" >g.txt
  run 0 canon g.txt
  expect_output out.txt <<<"$SYMMETRIC
abc invalid (line 2: bad character 'a' at column 1)
$SYMMETRIC"
  expect_err "lines 3  canonical 2  invalid 1"
}

case_dedup_counts_each_class_once() {
  corpus puzzles2_17_clue.txt 3000 p.txt
  run 0 canon -q --apply "$MOVE" p.txt -o moved.txt
  cat p.txt moved.txt >both.txt
  run 0 dedup both.txt
  expect_output out.txt <p.txt
  expect_err "lines 6000  classes 3000  duplicates 3000"
  run 0 canon --dedup -q moved.txt p.txt
  expect_output out.txt <moved.txt
  run 0 dedup -q --count both.txt
  expect_lines out.txt 3000
  [[ $(awk '$2 != 2' out.txt | wc -l) -eq 0 ]] || fail "a class without its two lines"
  cut -d' ' -f1 out.txt >counted.txt
  run 0 canon -q p.txt -o forms.txt
  expect_same counted.txt forms.txt
  run 0 dedup -q --forms moved.txt
  expect_same out.txt forms.txt
}

case_dedup_memory_limit_is_a_clear_error() {
  corpus puzzles2_17_clue.txt 49158 p.txt
  run 1 dedup p.txt --max-memory 3M -o kept.txt
  expect_err "^nonet: error: --max-memory 3M reached after [0-9]+ classes"
  run 0 dedup -q p.txt --max-memory 1G -o kept.txt
  run 2 dedup p.txt --max-memory lots
  expect_err "expected a size such as 512M"
}

case_dedup_memory_below_the_smallest_table() {
  corpus puzzles2_17_clue.txt 100 p.txt
  # The table starts with room for 65,536 classes (40 bytes a key) and 1,024 index slots.
  run 2 dedup p.txt --max-memory 1M
  expect_output err.txt <<<"nonet: error: --max-memory 1M is less than the class table's smallest size (2625536 bytes, before its first class): give at least 2564K"
  [[ ! -s out.txt ]] || fail "output written"
  run 2 dedup --count p.txt --max-memory 2564K
  expect_err "smallest size \(2625544 bytes, before its first class\): give at least 2565K$"
  run 0 dedup -q p.txt --max-memory 2564K
  expect_lines out.txt 100
  run 0 dedup -q --count p.txt --max-memory 2565K
  expect_lines out.txt 100
}

case_dedup_count_memory_limit_keeps_the_old_output() {
  corpus puzzles2_17_clue.txt 49158 p.txt
  echo old >kept.txt
  run 1 dedup --count p.txt --max-memory 3M -o kept.txt
  expect_err "^nonet: error: --max-memory 3M reached after [0-9]+ classes .*: no counts written \(the output is as it was\)$"
  [[ $(cat kept.txt) == old ]] || fail "kept.txt changed"
}

case_dedup_count_refuses_its_input() {
  corpus puzzles2_17_clue.txt 100 p.txt
  cp p.txt before.txt
  ln p.txt hard.txt
  # --count writes once the input is read, but its output is checked as any other's.
  for args in "dedup --count p.txt -o p.txt" "dedup --count p.txt -o hard.txt" \
    "canon --dedup --count p.txt -o ./p.txt" "dedup p.txt -o p.txt" "canon p.txt -o p.txt" \
    "solve p.txt -o p.txt" "rate p.txt -o p.txt" "check p.txt -o p.txt"; do
    # shellcheck disable=SC2086
    run 2 $args
    expect_err "^nonet: error: 'p.txt' is both an input and the output of -o \('[^']*'\): refusing to write over it$"
    expect_same p.txt before.txt
  done
  local status=0
  # shellcheck disable=SC2094 # the point: nonet must refuse it
  "$nonet" dedup --count p.txt >>p.txt 2>err.txt || status=$?
  [[ $status -eq 2 ]] || fail "dedup --count p.txt >>p.txt: exit status $status"
  expect_err "^nonet: error: 'p.txt' is both an input and standard output: refusing to write over it$"
  expect_same p.txt before.txt
}

case_usage_errors() {
  echo "$SYMMETRIC" >g.txt
  run 2 canon g.txt --apply 0:012345678:012345678:12345678
  expect_err "^nonet: error: --apply: bad transform"
  run 2 canon g.txt --apply 0:012345678:012345678:123456789 --with-transform
  run 2 canon g.txt --count
  expect_err "go with --dedup"
  run 2 canon g.txt --dedup --format csv
  run 2 canon g.txt --format xml
}

# Warnings for left-out lines stop after 20, then say how many more (dedup --count of
# /dev/urandom wrote 3.8 million warning lines in 5 s).
case_dedup_warnings_capped() {
  for ((i = 1; i <= 25; ++i)); do echo 1234; done >noise.txt
  run 0 dedup noise.txt
  [[ $(grep -c '^nonet: warning: line [0-9]*: ' err.txt) -eq 20 ]] || fail "$(cat err.txt)"
  grep -qx 'nonet: warning: line 20: expected 81 cells, got 4 (not a puzzle: left out)' err.txt ||
    fail "the 20th: $(cat err.txt)"
  grep -qx 'nonet: warning: 5 more warnings like these not shown' err.txt || fail "$(cat err.txt)"
}

"case_$case_name"
