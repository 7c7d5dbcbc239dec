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

# --hodoku LEVEL keeps the puzzles HoDoKu's scale puts at that level (any case); HoDoKu 2.2.0
# itself rates these five Unfair 1520, 1308, 900, 1334 and 1028.
case_hodoku_level() {
  run 0 generate 5 --seed 7 --hodoku Unfair -q -o p.txt
  expect_lines p.txt 5
  "$nonet" rate p.txt --scales hodoku -q -o r.csv || fail "rate"
  [[ $(awk -F, 'NR > 1 { print $(NF-2) " " $(NF-1) }' r.csv | tr '\n' ' ') == "Unfair 1520 Unfair 1308 Unfair 900 Unfair 1334 Unfair 1028 " ]] ||
    fail "levels: $(cat r.csv)"
  run 2 generate 3 --hodoku diabolical
  expect_err "^--hodoku: must be one of easy, medium, hard, unfair, extreme; got 'diabolical'$"
  run 2 generate 3 --rating 9.5: --hodoku extreme
  expect_err "^nonet: error: --hodoku does not apply to the search \(--rating 9.5:\): use --rating$"
  run 2 generate 3 --grids --hodoku easy
  expect_err "^nonet: error: --grids writes complete grids: --hodoku does not apply$"
}

case_band_out_of_reach_gives_up() {
  run 0 generate 3 --seed 17 --rating 8.9:9.0 --max-tries 4
  expect_lines out.txt 0
  expect_err "^nonet: warning: 3 of 3 puzzles not found within 4 tries each \(--max-tries\); 0 written$"
  expect_err "^nonet: puzzles 0  tries 12  "
  # Above carving's reach, without --max-tries, the searches take over from one another until
  # the time limit (an hour unless given) ...
  run 0 generate 3 --seed 17 --rating 19:20 --time-limit 1 --threads 2
  expect_lines out.txt 0
  expect_err "^nonet: warning: time limit of 1 s reached: 0 of 3 puzzles written \(band 19.0:"
  # ... and with --max-tries, the run gives up once a search has graded that many candidates.
  run 0 generate 3 --seed 17 --rating 19:20 --max-tries 4 --threads 2
  expect_lines out.txt 0
  expect_err "^nonet: warning: a search graded 4 candidates \(--max-tries\) without a new puzzle in 19.0: \(best rating [0-9.]+\): 0 of 3 puzzles written$"
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
  # --exclude takes every word after it up to an option: a COUNT there is said to be one.
  : >known.txt
  run 2 generate --exclude known.txt 5 --seed 1
  expect_err "^--exclude: took '5' for a file, and COUNT is missing: write COUNT first \(nonet generate 5 ... --exclude FILE...\)$"
  run 2 generate 5 --symmetry spiral
  expect_err "^--symmetry: must be one of none, rotate180, rotate90, mirror, flip, diagonal, random; got 'spiral'$"
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

# ---- The neighbourhood search (bands above carving's reach, --from, --search) ----

# check_band FILE MIN MAX: `nonet rate` rates every puzzle of FILE from MIN to MAX.
check_band() {
  "$nonet" rate -q "$1" | tail -n +2 | awk -F, -v lo="$2" -v hi="$3" '
    $3 != "rated" || $4 + 0 < lo || $4 + 0 > hi { print "out of " lo ":" hi ": " $0; bad = 1 }
    END { exit bad }' || fail "a puzzle of $1 is not rated in $2:$3"
}

# canon_of FILE: the canonical forms of FILE's puzzles, sorted.
canon_of() {
  "$nonet" canon -q "$1" | sort
}

# Low-rated seeds (carved): the search runs from them in milliseconds.
make_seeds() {
  "$nonet" generate 20 --seed 1 --rating 3.0:4.0 -q -o seeds.txt
}

case_search_same_bytes_at_any_thread_count() {
  make_seeds
  for threads in 1 2; do
    run 0 generate 40 --search --rating 4.0:6.0 --seed 5 --with-solution --threads "$threads" \
      -o "scratch$threads.txt" --stats "s$threads.csv"
    run 0 generate 30 --from seeds.txt --rating 4.2:5.0 --minimal --seed 5 --threads "$threads" \
      -o "from$threads.txt"
    run 0 generate 20 --from seeds.txt --rating 3.5:4.5 --symmetry none --remove 3 --add 1 \
      --seed 6 --threads "$threads" -o "moves$threads.txt"
  done
  expect_same scratch1.txt scratch2.txt
  expect_same s1.csv s2.csv
  expect_same from1.txt from2.txt
  expect_same moves1.txt moves2.txt
  expect_lines scratch1.txt 40
  expect_lines from1.txt 30
  expect_lines moves1.txt 20
  check_unique scratch1.txt
  check_minimal from1.txt
  # Another seed, another run.
  run 0 generate 30 --from seeds.txt --rating 4.2:5.0 --minimal --seed 6 -o other.txt
  cmp -s other.txt from1.txt && fail "seeds 5 and 6 wrote the same puzzles"
  true
}

case_search_band_bounds() {
  make_seeds
  run 0 generate 25 --from seeds.txt --rating 4.2:4.5 --seed 2 -o band.txt
  expect_lines band.txt 25
  check_band band.txt 4.2 4.5
  run 0 generate 10 --search --rating 5.6:5.6 --seed 2 -o exact.txt
  expect_lines exact.txt 10
  check_band exact.txt 5.6 5.6
  # A band with an open top and one with an open bottom.
  run 0 generate 10 --search --rating 6: --seed 3 -o high.txt
  check_band high.txt 6.0 20
  run 0 generate 10 --from seeds.txt --search --rating :2.0 --seed 3 -o low.txt
  check_band low.txt 0 2.0
}

# No written puzzle is equal up to symmetry to a seed, to another written puzzle, or to a
# puzzle of an --exclude file (here: the minlex forms of an earlier run's puzzles).
case_search_excludes_by_canonical_form() {
  make_seeds
  run 0 generate 40 --from seeds.txt --rating 3.0:4.5 --seed 9 -o first.txt
  expect_lines first.txt 40
  canon_of seeds.txt >seed_forms.txt
  canon_of first.txt >first_forms.txt
  [[ $(uniq first_forms.txt | wc -l) -eq 40 ]] || fail "two written puzzles are equal up to symmetry"
  comm -12 seed_forms.txt first_forms.txt | grep -q . && fail "a seed was written again"
  "$nonet" canon -q first.txt >excluded.txt
  cmp -s excluded.txt first.txt && fail "the exclusion list should hold other forms of the puzzles"
  run 0 generate 40 --from seeds.txt --rating 3.0:4.5 --seed 9 --exclude excluded.txt -o second.txt
  expect_lines second.txt 40
  canon_of second.txt >second_forms.txt
  comm -12 first_forms.txt second_forms.txt | grep -q . && fail "an excluded puzzle was written"
  comm -12 seed_forms.txt second_forms.txt | grep -q . && fail "a seed was written"
  # Carving honours --exclude too.
  run 0 generate 5 --seed 4 -o carved.txt
  run 0 generate 5 --seed 4 --exclude carved.txt -o carved_again.txt
  comm -12 <(canon_of carved.txt) <(canon_of carved_again.txt) | grep -q . &&
    fail "carving wrote an excluded puzzle"
  true
}

# A band nothing reaches ends at the time limit, with a message; what was found is written.
case_search_time_limit() {
  run 0 generate 3 --rating 15: --seed 1 --time-limit 0.5 --threads 2
  expect_lines out.txt 0
  expect_err "^nonet: warning: time limit of 0.5 s reached: 0 of 3 puzzles written \(band 15.0:; best rating [0-9.]+ over [0-9]+ candidates\)$"
  run 0 generate 3 --rating 15: --seed 1 --time-limit 0.5 --threads 1 -q
  expect_err "^nonet: warning: time limit of 0.5 s reached"
  grep -q "puzzles 0" err.txt && fail "-q printed the summary"
  # Carving stops at the time limit too (a million puzzles take far longer).
  run 0 generate 1000000 --seed 1 --time-limit 0.2 -o many.txt
  expect_err "^nonet: warning: time limit of 0.2 s reached: [0-9]+ of 1000000 puzzles written$"
  [[ $(wc -l <many.txt) -lt 1000000 ]] || fail "the time limit did not stop carving"
  run 2 generate 3 --time-limit -1
  run 2 generate 3 --time-limit nan
}

# Ctrl-C, TERM or HUP stops a search as its time limit does: the finds made are written (the
# first ones of a run asked for that many, byte for byte, their stats rows too) with how far it
# got, then the process ends by the signal. Stopped before its first find, the old output stays.
case_search_stop_signal() {
  local signal status written
  for signal in INT TERM HUP; do
    env --default-signal "$nonet" generate 100000 --search --rating 4.0:6.0 --seed 5 --threads 2 \
      -o out.txt --stats stats.csv 2>err.txt &
    pid=$!
    wait_for_output "$pid" $((82 * 5))
    kill "-$signal" "$pid"
    status=0
    wait "$pid" || status=$?
    [[ $status -eq $((128 + $(kill -l "$signal"))) ]] || fail "SIG$signal: exit status $status"
    written=$(wc -l <out.txt)
    ((written >= 5)) || fail "SIG$signal: $written puzzles kept"
    expect_err "^nonet: warning: stopped by SIG$signal: $written of 100000 puzzles written \(band 4.0:6.0; best rating [0-9.]+ over [0-9]+ candidates\)$"
    expect_err "^nonet: puzzles $written  candidates [0-9]+"
    "$nonet" generate "$written" --search --rating 4.0:6.0 --seed 5 --threads 2 -q -o whole.txt \
      --stats whole.csv
    expect_same whole.txt out.txt
    expect_same whole.csv stats.csv
  done
  echo old >out.txt
  env --default-signal "$nonet" generate 3 --rating 11.9: --seed 1 --threads 1 -o out.txt \
    2>err.txt &
  pid=$!
  wait_for_output "$pid"
  kill -INT "$pid"
  wait "$pid" || true
  expect_err "^nonet: warning: stopped by SIGINT: 0 of 3 puzzles written \(band 11.9:;"
  [[ $(cat out.txt) == old ]] || fail "SIGINT before the first find: the old output was not kept"
  [[ -z $(find . -name '.out.txt.nonet-*') ]] || fail "a temporary file was left"
}

# Bad seed lines are skipped and reported (how many, and the first ones with their line
# numbers); a seed file with no usable puzzle is a usage error.
case_search_bad_seeds() {
  make_seeds
  {
    echo "# seeds"
    head -2 seeds.txt
    echo "12345"
    echo "................................................................................."
    printf '%0729d\n' 0 | tr 0 .
    echo "11..............................................................................."
    sed -n 3p seeds.txt
  } >mixed.txt
  sed -n 2p seeds.txt | cut -c1-80 | sed 's/$/1/' >>mixed.txt
  run 0 generate 3 --from mixed.txt --rating 3.0:4.5 --seed 1
  expect_lines out.txt 3
  grep -q "^nonet: warning: 5 of 8 seed lines skipped (mixed.txt line 4: expected 81 cells, got 5; mixed.txt line 5: more than one solution; mixed.txt line 6: .*pencilmark.*; mixed.txt line 7: digit 1 twice in row 1" err.txt ||
    { cat err.txt >&2; fail "skipped seeds not reported"; }
  printf '12345\n\n..3\n' >bad.txt
  run 2 generate 3 --from bad.txt --rating 3.0:4.5
  expect_output err.txt <<'END'
nonet: error: no usable seed puzzle in 'bad.txt': 2 of 2 seed lines skipped (bad.txt line 1: expected 81 cells, got 5; bad.txt line 3: expected 81 cells, got 3)
END
  : >empty.txt
  run 2 generate 3 --from empty.txt --rating 3.0:4.5
  expect_output err.txt <<'END'
nonet: error: no usable seed puzzle in 'empty.txt' (no puzzle line)
END
  # An output is never an input.
  cp seeds.txt kept.txt
  run 2 generate 3 --from seeds.txt --rating 3.0:4.5 -o seeds.txt
  expect_err "^nonet: error: 'seeds.txt' is both an input and the output of -o"
  run 2 generate 3 --rating 3.0:4.5 --exclude seeds.txt -o seeds.txt
  expect_err "^nonet: error: 'seeds.txt' is both an input and the output of -o"
  expect_same seeds.txt kept.txt
  run 3 generate 3 --from missing.txt --rating 3.0:4.5
  expect_err "^nonet: error: cannot open 'missing.txt': No such file or directory$"
  # Seeds without the asked symmetry are skipped too.
  run 2 generate 3 --from seeds.txt --rating 3.0:4.5 --symmetry rotate90
  expect_err "^nonet: error: no usable seed puzzle in 'seeds.txt': 20 of 20 seed lines skipped \(seeds.txt line 1: not rotate90-symmetric;"
  [[ -s out.txt ]] && fail "output written without usable seeds"
  true
}

case_search_symmetric_minimal_clues() {
  run 0 generate 6 --search --rating 3.0:5.0 --symmetry rotate180 --minimal --seed 3 -o sym.txt
  expect_lines sym.txt 6
  check_symmetric sym.txt rotate180
  check_minimal sym.txt
  check_band sym.txt 3.0 5.0
  run 0 generate 5 --search --rating 2.0:5.0 --clues 25 --seed 3 -o clues.txt
  expect_lines clues.txt 5
  [[ $(clue_counts clues.txt) == 25 ]] || fail "clue counts: $(clue_counts clues.txt | tr '\n' ' ')"
}

case_search_usage_errors() {
  run 2 generate 3 --search
  expect_output err.txt <<'END'
nonet: error: the search (--search) needs a band: --rating MIN:MAX
END
  run 2 generate 3 --rating 9.5: --symmetry random
  expect_output err.txt <<'END'
nonet: error: --symmetry random does not apply to the search (--rating 9.5:): name one
END
  echo "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6" >s.txt
  run 2 generate 3 --from s.txt --rating 9.5: --grids
  expect_output err.txt <<'END'
nonet: error: --grids does not apply to the search (--from)
END
  run 2 generate 3 --rating 9.5: --difficulty expert
  expect_output err.txt <<'END'
nonet: error: --difficulty does not apply to the search (--rating 9.5:): use --rating
END
  run 2 generate 3 --from s.txt
  expect_output err.txt <<'END'
nonet: error: the search (--from) needs a band: --rating MIN:MAX
END
  run 2 generate 3 --search --rating 3:4 --remove 0 --add 0
  expect_output err.txt <<'END'
nonet: error: --remove and --add must be from 0 to 9, not both 0
END
  run 2 generate 3 --search --rating 3:4 --remove 10
  expect_err "^--remove: must be a whole number from 0 to 9; got '10'$"
  run 2 generate 3 --search --rating 3:4 --add -1
  [[ -s out.txt ]] && fail "output written on a usage error"
  true
}

# Tries are the tries made: puzzles left unfinished at --time-limit count the tries they had
# (none when never begun), not --max-tries each. Plain carving finds a puzzle at its first try,
# so the summary's tries are the puzzles written plus the few under way at the stop.
case_time_limit_counts_tries_made() {
  run 0 generate 1000 --seed 3 --time-limit 0.01 -o /dev/null --stats s.csv
  local written tries stats_tries
  written=$(sed -nE 's/^nonet: puzzles ([0-9]+) .*/\1/p' err.txt)
  tries=$(sed -nE 's/^nonet: puzzles [0-9]+  tries ([0-9]+) .*/\1/p' err.txt)
  [[ -n $written && -n $tries ]] || fail "no summary: $(cat err.txt)"
  ((written < 1000)) || return 0 # a machine fast enough to finish: nothing to check
  stats_tries=$(awk -F, 'NR > 1 { sum += $3 } END { print sum + 0 }' s.csv)
  ((tries >= written && tries <= written + 64)) ||
    fail "$written puzzles written in $tries tries (stats: $stats_tries)"
}

# --exclude keeps one compact entry per class, however often a file repeats it: 400,000 lines
# of 2,000 classes (it held about 155 bytes a line, 60 MB here).
case_exclude_memory_per_class() {
  "$nonet" generate 2000 --seed 1 -q >classes.txt
  for ((i = 0; i < 200; ++i)); do cat classes.txt; done >repeated.txt
  /usr/bin/time -f %M -o rss.txt "$nonet" generate 3 --seed 1 --exclude repeated.txt -q \
    >out.txt 2>err.txt || fail "generate --exclude: $(cat err.txt)"
  # The same seed writes the same first puzzles, all excluded now.
  "$nonet" generate 3 --seed 1 -q >first.txt
  ! grep -qxFf first.txt out.txt || fail "an excluded puzzle was written"
  expect_lines out.txt 3
  [[ -n ${NONET_SANITIZED:-} ]] && return 0
  local rss
  rss=$(tail -1 rss.txt)
  ((rss < 24 * 1024)) || fail "peak RSS $rss KB for 400,000 excluded lines of 2,000 classes"
}

"case_$case_name"
