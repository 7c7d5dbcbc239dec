#!/usr/bin/env bash
# End-to-end tests of `nonet generate`: they run the real binary. Each case_* function is one
# ctest test (tests/e2e/CMakeLists.txt finds them by name).
#   usage: generate_cases.sh NONET_BINARY CASE
set -euo pipefail

nonet=$1
case_name=$2
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# check_unique FILE: every "puzzle:solution" line of FILE has exactly that one solution,
# by the Dancing Links reference engine.
check_unique() {
  cut -d: -f2 "$1" | sed 's/$/ unique/' >expected.txt
  "$nonet" solve -q --count --engine dlx "$1" >verdicts.txt
  expect_same expected.txt verdicts.txt
}

# check_minimal FILE: removing any one clue of any puzzle of FILE gives more than one solution.
check_minimal() {
  awk '{
    p = substr($0, 1, 81)
    for (i = 1; i <= 81; i++)
      if (substr(p, i, 1) != ".") print substr(p, 1, i - 1) "." substr(p, i + 1)
  }' "$1" >fewer.txt
  "$nonet" solve -q --count --engine dlx fewer.txt | awk '$2 != "multiple" { bad++ } END { exit bad > 0 }' ||
    fail "a clue of a puzzle in $1 is not necessary"
  [[ -s fewer.txt ]] || fail "no clue to remove"
}

# check_symmetric FILE SYMMETRY: the clue pattern of every puzzle is invariant.
check_symmetric() {
  awk -v s="$2" '{
    for (r = 0; r < 9; r++) for (c = 0; c < 9; c++) {
      if (s == "rotate180") { rr = 8 - r; cc = 8 - c }
      else if (s == "rotate90") { rr = c; cc = 8 - r }
      else if (s == "mirror") { rr = r; cc = 8 - c }
      else if (s == "flip") { rr = 8 - r; cc = c }
      else { rr = c; cc = r }
      a = substr($0, 9 * r + c + 1, 1) == "."; b = substr($0, 9 * rr + cc + 1, 1) == "."
      if (a != b) { print "asymmetric: " $0; bad = 1; next }
    }
  } END { exit bad }' "$1" || fail "$1 is not $2-symmetric"
}

# clue_counts FILE: the distinct clue counts of the puzzles, one per line.
clue_counts() {
  awk '{ p = substr($0, 1, 81); n = gsub(/[1-9]/, "", p); print n }' "$1" | sort -u
}

case_same_seed_same_bytes_at_any_thread_count() {
  for threads in 1 2; do
    run 0 generate 300 --seed 7 --threads "$threads" -o "plain$threads.txt" --stats "s$threads.csv"
    run 0 generate 40 --seed 7 --minimal --symmetry random --with-solution --threads "$threads" \
      -o "sym$threads.txt"
    run 0 generate 1000 --seed 7 --grids --threads "$threads" -o "grids$threads.txt"
  done
  expect_same plain1.txt plain2.txt
  expect_same s1.csv s2.csv
  expect_same sym1.txt sym2.txt
  expect_same grids1.txt grids2.txt
  expect_lines plain1.txt 300
  expect_lines s1.csv 301
}

case_different_seeds_differ() {
  "$nonet" generate 20 --seed 1 >a.txt 2>/dev/null
  "$nonet" generate 20 --seed 2 >b.txt 2>/dev/null
  [[ $(sort a.txt b.txt | uniq -d | wc -l) -eq 0 ]] || fail "two seeds share a puzzle"
  "$nonet" generate 20 --seed 1 --grids >c.txt 2>/dev/null
  "$nonet" generate 20 --seed 2 --grids >d.txt 2>/dev/null
  [[ $(sort c.txt d.txt | uniq -d | wc -l) -eq 0 ]] || fail "two seeds share a grid"
}

case_seed_is_printed_and_repeats_the_run() {
  run 0 generate 5
  expect_err "^nonet: seed [0-9]+ \(--seed [0-9]+ repeats this run\)$"
  cp out.txt first.txt
  seed=$(sed -n 's/^nonet: seed \([0-9]*\) .*/\1/p' err.txt)
  run 0 generate 5 --seed "$seed"
  expect_same first.txt out.txt
  grep -q "seed" err.txt && fail "a seed was printed although --seed was given"
  true
}

case_puzzles_are_unique() {
  run 0 generate 200 --seed 11 --with-solution
  expect_lines out.txt 200
  grep -qvE '^[1-9.]{81}:[1-9]{81}$' out.txt && fail "malformed line"
  check_unique out.txt
  expect_err "^nonet: puzzles 200  tries 200  time [0-9.]+ s  [0-9]+ puzzles/s$"
}

case_grids_are_valid() {
  run 0 generate 300 --seed 12 --grids
  expect_lines out.txt 300
  grep -qvE '^[1-9]{81}$' out.txt && fail "malformed grid"
  # A complete grid is its own unique solution exactly when it breaks no rule.
  sed 's/$/ unique/' out.txt >expected.txt
  "$nonet" solve -q --count --engine dlx out.txt >verdicts.txt
  expect_same expected.txt verdicts.txt
  [[ $(sort -u out.txt | wc -l) -eq 300 ]] || fail "repeated grids"
  expect_err "^nonet: grids 300  tries 300  "
}

case_minimal() {
  run 0 generate 10 --seed 13 --minimal --with-solution
  check_unique out.txt
  check_minimal out.txt
}

case_symmetric() {
  for symmetry in rotate180 rotate90 mirror flip diagonal; do
    run 0 generate 10 --seed 14 --symmetry "$symmetry" --with-solution
    check_symmetric out.txt "$symmetry"
    check_unique out.txt
  done
  run 0 generate 4 --seed 14 --symmetry rotate180 --minimal --with-solution
  check_symmetric out.txt rotate180
  check_unique out.txt
  check_minimal out.txt
}

case_clue_target() {
  run 0 generate 20 --seed 15 --clues 30 --with-solution
  [[ $(clue_counts out.txt) == 30 ]] || fail "clue counts: $(clue_counts out.txt)"
  check_unique out.txt
  expect_err "^nonet: --clues 30 reached by 20 of 20 puzzles$"
  # 17 clues are out of reach of random carving: reported, the closest kept.
  run 0 generate 3 --seed 15 --clues 17 --max-tries 2
  expect_lines out.txt 3
  expect_err "^nonet: --clues 17 reached by 0 of 3 puzzles \(the others have the closest clue count found\)$"
}

case_difficulty_and_rating_bands() {
  run 0 generate 6 --seed 16 --difficulty easy --stats s.csv -o p.txt
  expect_lines p.txt 6
  [[ $(cut -d, -f8 s.csv | tail -n +2 | sort -u) == Easy ]] || fail "classes: $(cut -d, -f8 s.csv)"
  run 0 generate 6 --seed 16 --difficulty EXPERT --stats s.csv -o p.txt
  [[ $(cut -d, -f8 s.csv | tail -n +2 | sort -u) == Expert ]] || fail "classes: $(cut -d, -f8 s.csv)"
  run 0 generate 6 --seed 16 --rating 2.0:3.0 --stats s.jsonl -o p.txt
  expect_lines s.jsonl 6
  awk -F'"se":' '{ split($2, v, ","); if (v[1] < 2.0 || v[1] > 3.0) exit 1 }' s.jsonl ||
    fail "ratings outside 2.0:3.0: $(cat s.jsonl)"
  grep -q '"rating":"rated"' s.jsonl || fail "no rating status"
}

case_band_out_of_reach_gives_up() {
  run 0 generate 3 --seed 17 --rating 19:20 --max-tries 4
  expect_lines out.txt 0
  expect_err "^nonet: warning: 3 of 3 puzzles not found within 4 tries each \(--max-tries\); 0 written$"
  expect_err "^nonet: puzzles 0  tries 12  "
}

case_stats_files() {
  run 0 generate 3 --seed 18 --stats s.csv -q
  [[ $(head -1 s.csv) == "index,clues,tries,symmetry,rating,se,hardest,qqwing,search,guesses,backtracks" ]] ||
    fail "header: $(head -1 s.csv)"
  expect_lines s.csv 4
  [[ $(cut -d, -f1 s.csv | tail -n +2 | tr '\n' ' ') == "0 1 2 " ]] || fail "indexes"
  [[ -s err.txt ]] && fail "--quiet printed: $(cat err.txt)"
  run 0 generate 2 --seed 18 --grids --stats g.jsonl
  grep -q '^{"index":0,"clues":81,"tries":1,"symmetry":"none","guesses":0,"backtracks":0}$' g.jsonl ||
    fail "grid stats: $(cat g.jsonl)"
}

case_usage_errors() {
  run 2 generate 0
  expect_err "^count: must be a whole number from 1 to [0-9]+; got '0'$"
  run 2 generate
  expect_err "count is required"
  run 2 generate 5 --symmetry spiral
  expect_err "^nonet: error: --symmetry must be one of none, rotate180, rotate90, mirror, flip, diagonal, random; got 'spiral'$"
  run 2 generate 5 --clues 16
  expect_err "^nonet: error: --clues must be from 17 to 81"
  run 2 generate 5 --rating 5
  expect_err "^nonet: error: --rating needs MIN:MAX"
  run 2 generate 5 --rating 4:3
  expect_err "^nonet: error: --rating needs MIN:MAX"
  run 2 generate 5 --difficulty hard
  expect_err "--difficulty"
  run 2 generate 5 --grids --minimal
  expect_err "^nonet: error: --grids writes complete grids: --minimal does not apply$"
  run 2 generate 5 --max-tries 0
  expect_err "max-tries"
  run 2 generate 5 --threads -1
  run 2 generate five
  run 2 generate 5 --progress --no-progress
  [[ -s out.txt ]] && fail "output written on a usage error"
  true
}

case_output_errors() {
  run 3 generate 5 --seed 1 -o /nonexistent-dir/p.txt
  expect_err "^nonet: error: cannot open '/nonexistent-dir/p.txt': No such file or directory$"
  if [[ -w /dev/full ]]; then
    run 3 generate 50 --seed 1 -o /dev/full
    expect_err "^nonet: error: cannot write to '/dev/full': No space left on device$"
  fi
  # A reader that goes away is not an error.
  set +o pipefail
  "$nonet" generate 100000 --seed 1 --grids 2>err.txt | head -1 >first.txt
  set -o pipefail
  expect_lines first.txt 1
  [[ -s err.txt ]] && fail "stderr after | head: $(cat err.txt)"
  true
}

# The grader's time budget applies to the candidates: with a budget too small to finish any,
# a rating band keeps nothing; without it the same seed finds its puzzles.
case_generate_time_budget() {
  run 0 generate 2 --seed 5 --rating 1.0:9.9 --max-tries 3 --max-seconds 0.000001
  expect_lines out.txt 0
  expect_err "2 of 2 puzzles not found within 3 tries each"
  run 0 generate 2 --seed 5 --rating 1.0:9.9 --max-tries 3 --max-seconds 0
  expect_lines out.txt 2
  run 2 generate 2 --max-seconds nan
}

"case_$case_name"
