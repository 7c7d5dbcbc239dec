#!/usr/bin/env bash
# End-to-end tests of `nonet check`: they run the real binary. Each case_* function is one
# ctest test (tests/e2e/CMakeLists.txt finds them by name).
#   usage: check_cases.sh NONET_BINARY DATASETS_DIR CASE
set -euo pipefail

nonet=$1
datasets=$2
case_name=$3
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# A puzzle with a unique solution, and its solution (each checked by hand).
EASY=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
EASY_SOL=534678912672195348198342567859761423426853791713924856961537284287419635345286179
BLANK=.................................................................................
NOT_UNIQUE='valid but not the unique solution: the puzzle has several'

# `text` with cell (row, column), 1-based, set to `value`.
with_cell() {
  local text=$1 r=$2 c=$3 value=$4
  local at=$((9 * (r - 1) + c - 1))
  echo "${text:0:at}${value}${text:at+1}"
}

# The 17-clue corpus without its comment lines (p.txt) and its solutions (a.txt).
solve_corpus() {
  grep -v '^#' "$datasets/puzzles2_17_clue.txt" >p.txt
  "$nonet" solve -q p.txt -o a.txt
  [[ $(wc -l <a.txt) -eq $(wc -l <p.txt) ]] || fail "solve wrote $(wc -l <a.txt) solutions"
}

# Changes one cell of each solution (cell n mod 81 of line n, 0-based, digit d to d mod 9 + 1)
# into wrong.txt, and writes the expected text output of checking it alone (wrong.expected)
# and against its puzzle (wrong_pairs.expected): the new digit is now twice in its row,
# column and box, and contradicts the cell's given if it had one.
corrupt_each() {
  awk -v out=wrong.txt -v single=wrong.expected -v paired=wrong_pairs.expected '
    function digit(s, cell) { return substr(s, cell + 1, 1) }
    function cell_name(cell) { return "r" int(cell / 9) + 1 "c" cell % 9 + 1 }
    NR == FNR { puzzle[FNR] = $0; next }
    {
      n = FNR - 1; s = $0; k = n % 81; r = int(k / 9); c = k % 9
      d = digit(s, k); nd = d % 9 + 1
      print substr(s, 1, k) nd substr(s, k + 2) > out
      for (i = 0; i < 9; i++) {
        if (digit(s, 9 * r + i) == nd) c2 = i
        if (digit(s, 9 * i + c) == nd) r2 = i
        b = 9 * (3 * int(r / 3) + int(i / 3)) + 3 * int(c / 3) + i % 3
        if (digit(s, b) == nd) other = b
      }
      a = k < other ? k : other; z = k < other ? other : k
      reasons = "digit " nd " twice in row " r + 1 " (c" (c < c2 ? c : c2) + 1 ", c" (c < c2 ? c2 : c) + 1 ")"
      reasons = reasons "; digit " nd " twice in column " c + 1 " (r" (r < r2 ? r : r2) + 1 ", r" (r < r2 ? r2 : r) + 1 ")"
      reasons = reasons "; digit " nd " twice in box " 3 * int(r / 3) + int(c / 3) + 1 " (" cell_name(a) ", " cell_name(z) ")"
      print "invalid (line " FNR "): " reasons > single
      given = digit(puzzle[FNR], k)
      if (given ~ /[1-9]/) reasons = reasons "; " cell_name(k) " = " nd " contradicts the given " given
      print "invalid (puzzle line " FNR ", answer line " FNR "): " reasons > paired
    }' p.txt a.txt
}

case_corpus_solutions_all_valid() {
  solve_corpus
  local lines
  lines=$(wc -l <a.txt)
  awk -v n="$lines" 'BEGIN { for (i = 0; i < n; i++) print "valid" }' >valid.expected
  run 0 check a.txt
  expect_output out.txt <valid.expected
  expect_err "^nonet: lines $lines  valid $lines  invalid 0  time [0-9.]+ s  [0-9]+ lines/s$"
  # The two-file form, uniqueness included: every 17-clue puzzle has one solution.
  run 0 check --puzzles p.txt --answers a.txt
  expect_output out.txt <valid.expected
  # The one-line forms.
  for separator in : , ' '; do
    paste -d "$separator" p.txt a.txt >pairs.txt
    run 0 check pairs.txt --threads 2
    expect_output out.txt <valid.expected
  done
  # The corpus with its comment lines against the solutions: records pair up, not lines.
  run 0 check --puzzles "$datasets/puzzles2_17_clue.txt" --answers a.txt
  [[ $(grep -c '^valid$' out.txt) -eq $lines ]] || fail "not all valid with comment lines"
}

case_corrupted_cell_each_invalid() {
  solve_corpus
  corrupt_each
  local lines
  lines=$(wc -l <a.txt)
  run 1 check wrong.txt
  expect_output out.txt <wrong.expected
  expect_err "^nonet: lines $lines  valid 0  invalid $lines  time"
  run 1 check --puzzles p.txt --answers wrong.txt
  expect_output out.txt <wrong_pairs.expected
  # Some changed cells were givens: the contradiction is reported there.
  grep -q 'contradicts the given' wrong_pairs.expected || fail "no given was changed"
}

case_each_reason() {
  {
    echo "$EASY_SOL"
    with_cell "$EASY_SOL" 2 3 4
    with_cell "$EASY_SOL" 5 6 .
    echo "$EASY:$(with_cell "$EASY_SOL" 1 1 3)"
    echo "$BLANK,$EASY_SOL"
    echo "${EASY_SOL:0:80}"
    echo "${EASY_SOL:0:40}a${EASY_SOL:41}"
    echo "${EASY:0:80} $(with_cell "$EASY_SOL" 9 9 0)"
    echo "$EASY $EASY_SOL"
  } >lines.txt
  run 1 check lines.txt
  expect_output out.txt <<EOF
valid
invalid (line 2): digit 4 twice in row 2 (c3, c8); digit 4 twice in column 3 (r1, r2); digit 4 twice in box 1 (r1c3, r2c3)
invalid (line 3): r5c6 is empty
invalid (line 4): digit 3 twice in row 1 (c1, c2); digit 3 twice in column 1 (r1, r9); digit 3 twice in box 1 (r1c1, r1c2); r1c1 = 3 contradicts the given 5
invalid (line 5): $NOT_UNIQUE
invalid (line 6): expected 81 cells, got 80
invalid (line 7): bad character 'a' at column 41
invalid (line 8): puzzle: expected 81 cells, got 80; r9c9 is empty
valid
EOF
  expect_err "^nonet: lines 9  valid 2  invalid 7 \(not unique 1\)  time"
  run 0 check --no-unique - <<<"$BLANK $EASY_SOL"
  expect_output out.txt <<<"valid"
}

case_output_formats() {
  {
    echo "$EASY_SOL"
    echo "# a comment"
    echo
    with_cell "$EASY_SOL" 5 6 .
    echo "$BLANK:$EASY_SOL"
  } >lines.txt
  run 1 check lines.txt --format csv
  expect_output out.txt <<EOF
line,status,reasons
1,valid,
4,invalid,r5c6 is empty
5,invalid,$NOT_UNIQUE
EOF
  with_cell "$EASY_SOL" 2 3 4 >dup.txt
  run 1 check dup.txt --format csv
  expect_output out.txt <<EOF
line,status,reasons
1,invalid,"digit 4 twice in row 2 (c3, c8); digit 4 twice in column 3 (r1, r2); digit 4 twice in box 1 (r1c3, r2c3)"
EOF
  run 1 check lines.txt --format jsonl
  expect_output out.txt <<EOF
{"line":1,"status":"valid","reasons":[]}
{"line":4,"status":"invalid","reasons":["r5c6 is empty"]}
{"line":5,"status":"invalid","reasons":["$NOT_UNIQUE"]}
EOF
  run 1 check lines.txt --format text -o result.txt
  expect_output out.txt </dev/null
  expect_output result.txt <<EOF
valid
invalid (line 4): r5c6 is empty
invalid (line 5): $NOT_UNIQUE
EOF
}

case_two_files_of_different_lengths() {
  printf '%s\n' "$EASY" "$EASY" "# comment" "$EASY" "$BLANK" >p.txt
  printf '%s\n' "$EASY_SOL" "" "$EASY_SOL" >a.txt
  run 1 check --puzzles p.txt --answers a.txt
  expect_output out.txt <<EOF
valid
valid
invalid (puzzle line 4): no answer: 'a.txt' ends at line 3
invalid (puzzle line 5): no answer: 'a.txt' ends at line 3
EOF
  expect_err "^nonet: warning: 'a.txt' is shorter than 'p.txt': it ends at line 3; 'p.txt' line 4 and 1 more have no answer$"
  expect_err "^nonet: lines 4  valid 2  invalid 2  time"
  run 1 check --puzzles p.txt --answers a.txt --format csv
  expect_output out.txt <<EOF
puzzle_line,answer_line,status,reasons
1,1,valid,
2,3,valid,
4,,invalid,no answer: 'a.txt' ends at line 3
5,,invalid,no answer: 'a.txt' ends at line 3
EOF
}

# The two-file form when one side ends: exact texts, both directions, and an empty file.
case_two_files_mismatch_texts() {
  printf '%s\n' "$EASY" "$EASY" "$EASY" >p.txt
  printf '%s\n' "$EASY_SOL" >a.txt
  run 1 check --puzzles p.txt --answers a.txt
  expect_output out.txt <<EOF
valid
invalid (puzzle line 2): no answer: 'a.txt' ends at line 1
invalid (puzzle line 3): no answer: 'a.txt' ends at line 1
EOF
  expect_err "^nonet: warning: 'a.txt' is shorter than 'p.txt': it ends at line 1; 'p.txt' line 2 and 1 more have no answer$"
  printf '%s\n' "$EASY_SOL" "$EASY_SOL" >a2.txt
  printf '%s\n' "$EASY" >p1.txt
  run 1 check --puzzles p1.txt --answers a2.txt --format jsonl
  expect_output out.txt <<EOF
{"puzzle_line":1,"answer_line":1,"status":"valid","reasons":[]}
{"puzzle_line":null,"answer_line":2,"status":"invalid","reasons":["no puzzle: 'p1.txt' ends at line 1"]}
EOF
  expect_err "^nonet: warning: 'p1.txt' is shorter than 'a2.txt': it ends at line 1; 'a2.txt' line 2 has no puzzle$"
  : >empty.txt
  run 1 check --puzzles p1.txt --answers empty.txt
  expect_output out.txt <<<"invalid (puzzle line 1): no answer: 'empty.txt' ends at line 0"
  expect_err "'empty.txt' is shorter than 'p1.txt': it ends at line 0; 'p1.txt' line 1 has no answer$"
  # Same number of records, different line numbers: no mismatch.
  printf '# answers\n\n%s\n' "$EASY_SOL" >a3.txt
  run 0 check --puzzles p1.txt --answers a3.txt --format csv
  expect_output out.txt <<EOF
puzzle_line,answer_line,status,reasons
1,3,valid,
EOF
  if grep -q warning err.txt; then fail "a warning without a mismatch"; fi
}

case_order_across_threads() {
  local bad
  bad=$(with_cell "$EASY_SOL" 5 6 .)
  for ((i = 0; i < 3000; i++)); do
    printf '%s\n%s\n%s\n%s\n' "$EASY_SOL" "$bad" "$EASY:$EASY_SOL" "$BLANK:$EASY_SOL"
  done >mixed.txt
  for threads in 1 2 8; do
    run 1 check mixed.txt --threads "$threads" -o "out$threads.txt"
    expect_err "^nonet: lines 12000  valid 6000  invalid 6000 \(not unique 3000\)  time"
  done
  expect_same out1.txt out2.txt
  expect_same out1.txt out8.txt
  [[ $(sed -n '4998p' out1.txt) == "invalid (line 4998): r5c6 is empty" ]] || fail "line 4998"
}

case_stdin_and_compressed() {
  printf '%s\n' "$EASY_SOL" "$(with_cell "$EASY_SOL" 1 1 .)" >lines.txt
  printf 'valid\ninvalid (line 2): r1c1 is empty\n' >expected.txt
  "$nonet" check <lines.txt >a.txt 2>/dev/null || true
  "$nonet" check - <lines.txt >b.txt 2>/dev/null || true
  gzip -c lines.txt >lines.gz
  zstd -q -c lines.txt >lines.zst
  "$nonet" check lines.gz >c.txt 2>/dev/null || true
  "$nonet" check lines.zst >d.txt 2>/dev/null || true
  gzip -c lines.txt | "$nonet" check --puzzles - --answers lines.txt >e.txt 2>/dev/null || true
  for out in a b c d; do expect_output "$out.txt" <expected.txt; done
  expect_output e.txt <<EOF
valid
invalid (puzzle line 2, answer line 2): r1c1 is empty
EOF
}

# Small files with no puzzle line (every line a grid with a clash) and single grids in a
# block form: each still gives one record per line, or one for the block.
case_small_files() {
  with_cell "$EASY_SOL" 1 1 3 >one.txt
  run 1 check one.txt
  expect_output out.txt <<<"invalid (line 1): digit 3 twice in row 1 (c1, c2); digit 3 twice in column 1 (r1, r9); digit 3 twice in box 1 (r1c1, r1c2)"
  for ((i = 1; i <= 9; i++)); do with_cell "$EASY_SOL" "$i" "$i" .; done >nine_ok.txt
  for ((i = 1; i <= 9; i++)); do with_cell "$EASY_SOL" 1 1 3; done >nine.txt
  run 1 check nine.txt
  [[ $(wc -l <out.txt) -eq 9 ]] || fail "nine lines gave $(wc -l <out.txt) records"
  [[ $(sed -n 9p out.txt) == "invalid (line 9): digit 3 twice in row 1 (c1, c2); digit 3 twice in column 1 (r1, r9); digit 3 twice in box 1 (r1c1, r1c2)" ]] ||
    fail "line 9: $(sed -n 9p out.txt)"
  run 1 check nine_ok.txt
  [[ $(sed -n 9p out.txt) == "invalid (line 9): r9c9 is empty" ]] || fail "nine_ok line 9"
  # One completed grid as a 9x9 block, with box borders.
  for ((r = 0; r < 9; r++)); do
    [[ $r -eq 3 || $r -eq 6 ]] && echo "------+-------+------"
    echo "${EASY_SOL:9*r:3} | ${EASY_SOL:9*r+3:3} | ${EASY_SOL:9*r+6:3}"
  done >block.txt
  run 0 check block.txt
  expect_output out.txt <<<"valid"
  sed '1s/5/./' block.txt >block_empty.txt
  run 1 check block_empty.txt
  expect_output out.txt <<<"invalid (line 1): r1c1 is empty"
}

case_too_long_line() {
  { echo "$EASY_SOL"; head -c 70000 /dev/zero | tr '\0' 1; echo; echo "$EASY_SOL"; } >long.txt
  run 1 check long.txt
  expect_output out.txt <<EOF
valid
invalid (line 2): line longer than 65536 bytes
valid
EOF
  printf '%s\n%s\n%s\n' "$EASY" "$EASY" "$EASY" >p.txt
  run 1 check --puzzles p.txt --answers long.txt
  expect_output out.txt <<EOF
valid
invalid (puzzle line 2, answer line 2): answer: line longer than 65536 bytes
valid
EOF
  printf '%s\n%s\n%s\n' "$EASY_SOL" "$EASY_SOL" "$EASY_SOL" >a.txt
  run 1 check --puzzles long.txt --answers a.txt --format csv -q
  expect_output out.txt <<EOF
puzzle_line,answer_line,status,reasons
1,1,valid,
2,2,invalid,puzzle: line longer than 65536 bytes
3,3,valid,
EOF
}

case_exit_codes_and_errors() {
  echo "$EASY_SOL" >ok.txt
  run 0 check ok.txt
  run 3 check missing.txt
  expect_err "^nonet: error: cannot open 'missing.txt': No such file or directory$"
  run 3 check --puzzles ok.txt --answers missing.txt
  expect_err "cannot open 'missing.txt'"
  run 3 check ok.txt -o /nonexistent/dir/out.txt
  run 2 check --puzzles ok.txt
  run 2 check --answers ok.txt
  run 2 check ok.txt --puzzles ok.txt --answers ok.txt
  run 2 check ok.txt --format grid
  run 2 check --puzzles - --answers -
  run 2 check ok.txt --threads -1
  run 0 check -q ok.txt
  expect_output err.txt </dev/null
  run 0 check --no-progress ok.txt
  run 2 check --progress --no-progress ok.txt
}

"case_$case_name"
