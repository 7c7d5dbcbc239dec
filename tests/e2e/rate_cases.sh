#!/usr/bin/env bash
# End-to-end tests of `nonet rate`, `nonet diff` and `nonet explain`: they run the real binary.
# Each case_* function is one ctest test (tests/e2e/CMakeLists.txt finds them by name).
#   usage: rate_cases.sh NONET_BINARY DATASETS_DIR CASE
set -euo pipefail

nonet=$1
datasets=$2
case_name=$3
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# Rated ED=4.0/1.2/1.2 and ED=2.0/1.2/1.2 by serate (datasets/qqwing_se_calibration.txt).
SKYSCRAPER=..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3.....
HIDDEN_PAIR=17......4..5.8.....3..7..1...25......17.4....4.....1.3.4..........32..4585..1..79
# The first of the forum's hardest list (serate: ED=11.1/11.1/11.1, nested forcing chains).
HARDEST=98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6
HEADER=line,puzzle,status,se_rating,se_first_placement,se_first_step,se_at_least,qqwing_class,search,backtracks,steps,hardest_technique,histogram,error

case_rate_csv() {
  printf '%s\n' "$SKYSCRAPER" "$HIDDEN_PAIR" >in.txt
  run 0 rate in.txt --no-search -q
  expect_output out.txt <<EOF
$HEADER
1,$SKYSCRAPER,rated,4.0,1.2,1.2,,Expert,,,62,skyscraper,full_house:20 hidden_single_box:35 hidden_single_line:2 pointing:2 claiming:2 skyscraper:1,
2,$HIDDEN_PAIR,rated,2.0,1.2,1.2,,Intermediate,,,55,direct_hidden_pair,full_house:19 hidden_single_box:33 hidden_single_line:2 direct_hidden_pair:1,
EOF
}

case_rate_jsonl() {
  printf '%s\n' "$SKYSCRAPER" >in.txt
  run 0 rate in.txt --no-search -q --format jsonl
  expect_output out.txt <<EOF
{"line":1,"puzzle":"$SKYSCRAPER","status":"rated","se_rating":4.0,"se_first_placement":1.2,"se_first_step":1.2,"qqwing_class":"Expert","steps":62,"hardest_technique":"skyscraper","histogram":{"full_house":20,"hidden_single_box":35,"hidden_single_line":2,"pointing":2,"claiming":2,"skyscraper":1}}
EOF
}

case_rate_search_effort() {
  printf '%s\n' "$SKYSCRAPER" >in.txt
  run 0 rate in.txt -q
  # Means over 16 relabellings: multiples of 1/16, four decimals.
  grep -qE "^1,$SKYSCRAPER,rated,4.0,1.2,1.2,,Expert,[0-9]+\.[0-9]{4},[0-9]+\.[0-9]{4},62," out.txt ||
    fail "no search figures: $(cat out.txt)"
}

case_rate_statuses() {
  {
    echo "# a comment line"
    echo "${SKYSCRAPER:0:79}a."
    echo "99${SKYSCRAPER:2}"
    printf '.%.0s' {1..81}
    echo
    echo "12345678.............................................9..........................."
    echo "$HARDEST"
  } >in.txt
  run 0 rate in.txt --no-search
  expect_output out.txt <<EOF
$HEADER
2,${SKYSCRAPER:0:79}a.,invalid,,,,,,,,,,,bad character 'a' at column 80
3,99${SKYSCRAPER:2},invalid,,,,,,,,,,,digit 9 twice in row 1
4,.................................................................................,multiple,,,,,,,,,,,
5,12345678.............................................9...........................,unsolvable,,,,,,,,,,,
6,$HARDEST,rated,11.1,11.1,11.1,,Expert,,,130,nested_forcing_chain,full_house:21 hidden_single_box:28 hidden_single_line:3 direct_hidden_pair:2 naked_single:1 pointing:6 claiming:1 naked_pair:2 x_wing:1 hidden_pair:3 skyscraper:2 turbot_fish:2 xy_wing:1 wxyz_wing:3 uvwxyz_wing:1 y_cycle:1 forcing_chain:6 nishio_forcing_chain:2 multiple_forcing_chain:7 dynamic_forcing_chain:21 dynamic_forcing_chain_plus:8 nested_forcing_chain:8,
EOF
  expect_err "puzzles 5  rated 1  beyond 0  multiple 1  unsolvable 1  invalid 2"
  # A puzzle past its time budget is beyond, with the budget named.
  run 0 rate in.txt --no-search --max-seconds 1e-9
  grep -qx "6,$HARDEST,beyond,,,,,Expert,,,0,,,time budget of 1e-09 s reached" out.txt ||
    fail "beyond by time: $(sed -n 6p out.txt)"
}

case_rate_stdin_and_output_file() {
  printf '%s\n' "$SKYSCRAPER" | "$nonet" rate - --no-search -q -o rated.csv || fail "rate from stdin"
  [[ $(sed -n 2p rated.csv | cut -d, -f3,4) == "rated,4.0" ]] || fail "unexpected: $(cat rated.csv)"
}

case_rate_same_bytes_at_1_and_2_threads() {
  head -300 "$datasets/qqwing_se_calibration.txt" >in.txt
  run 0 rate in.txt --threads 1 -q -o one.csv
  run 0 rate in.txt --threads 2 -q -o two.csv
  run 0 rate in.txt --threads 2 -q -o again.csv
  cmp -s one.csv two.csv || fail "1 and 2 threads differ"
  cmp -s two.csv again.csv || fail "two runs differ"
  [[ $(wc -l <one.csv) -eq 301 ]] || fail "expected 300 records"
}

case_rate_missing_file() {
  run 3 rate no-such-file.txt
  expect_err "no-such-file.txt"
}

case_rate_bad_format() {
  run 2 rate --format xml
}

# Two rating files of the same 20 puzzles, one with a rating moved.
make_ratings() {
  head -20 "$datasets/qqwing_se_calibration.txt" >in.txt
  "$nonet" rate in.txt --no-search -q -o base.csv || fail "rate"
}

# Two puzzles where the versions of Sudoku Explainer's scale part (both serates:
# qqwing_se_calibration.txt and se121_calibration.txt, lines 1 and 786; on 1.2.1 the first
# one's step counts are serate 1.2.1.3's path's: 21 full houses, 33 + 3 hidden singles ...).
LOOP=.1.2...74...95.1......1.........2.....14982....8.6....8.9.47..1..4...86.2.....7..

case_rate_se_version() {
  printf '%s\n' "$SKYSCRAPER" "$LOOP" >in.txt
  run 0 rate in.txt --no-search -q --se-version 1.2.1
  expect_output out.txt <<EOF
# se_version: 1.2.1
$HEADER
1,$SKYSCRAPER,rated,4.2,1.2,1.2,,Expert,,,63,xy_wing,full_house:21 hidden_single_box:33 hidden_single_line:3 pointing:2 claiming:2 xy_wing:2,
2,$LOOP,rated,7.1,1.2,1.2,,Expert,,,59,forcing_chain,full_house:19 hidden_single_box:30 hidden_single_line:4 naked_single:2 pointing:1 unique_rectangle:2 forcing_chain:1,
EOF
  # The default is 1.18.1, whose files carry no version line; naming it changes nothing.
  run 0 rate in.txt --no-search -q --se-version 1.18.1
  cp out.txt named.txt
  run 0 rate in.txt --no-search -q
  expect_same out.txt named.txt
  expect_out "^1,$SKYSCRAPER,rated,4.0,"
  expect_out "^2,$LOOP,rated,4.6,"
  run 0 rate in.txt --no-search -q --se-version 1.2.1 --format jsonl
  expect_out '^\{"line":1,"puzzle":"[^"]*","status":"rated","se_version":"1.2.1","se_rating":4.2,'
  run 0 rate in.txt --no-search -q --se-version 1.2.1 --record-grader
  expect_out '^# grader: nonet [0-9.]+ \(.*\); SE 1\.2\.1$'
  run 0 rate in.txt --no-search -q --record-grader
  expect_out '^# grader: nonet [0-9.]+ \(.*\); SE 1\.18\.1$'
  for bad in 1.2 2 ""; do
    run 2 rate in.txt --se-version "$bad"
    expect_err "--se-version"
  done
  # The same bytes at any thread count.
  head -40 "$datasets/se121_calibration.txt" >many.txt
  run 0 rate many.txt --se-version 1.2.1 --threads 1
  cp out.txt one.txt
  run 0 rate many.txt --se-version 1.2.1 --threads 2
  expect_same out.txt one.txt
}

case_explain_se_version() {
  run 0 explain "$LOOP" --se-version 1.2.1
  expect_out "^solved in 59 steps: SE \(1\.2\.1\) 7\.1 \(forcing chain\), EP 1\.2, ED 1\.2; qqwing Expert$"
  run 0 explain "$LOOP"
  expect_out "^solved in 58 steps: SE 4\.6 \(unique rectangle\), EP 1\.2, ED 1\.2; qqwing Expert$"
  run 0 explain "$LOOP" --se-version 1.2.1 --format json
  expect_out '"status":"rated","se_version":"1.2.1","se_rating":7.1,'
}

# diff compares ratings of one version; two versions only when told, and then it says so.
case_diff_se_versions() {
  printf '%s\n' "$SKYSCRAPER" "$LOOP" >in.txt
  "$nonet" rate in.txt --no-search -q -o new.csv
  "$nonet" rate in.txt --no-search -q -o old.jsonl --format jsonl --se-version 1.2.1
  "$nonet" rate in.txt --no-search -q -o old.csv --se-version 1.2.1
  for baseline in old.csv old.jsonl; do
    run 2 diff "$baseline" new.csv
    expect_err "two versions of Sudoku Explainer's scale \(baseline 1\.2\.1, current 1\.18\.1\).*--across-se-versions"
    [[ ! -s out.txt ]] || fail "a refused diff wrote a report"
    run 1 diff "$baseline" new.csv --across-se-versions
    expect_out "^ratings on two versions of Sudoku Explainer's scale: baseline 1\.2\.1, current 1\.18\.1$"
    expect_out "^compared 2 puzzles \(by line\): 0 identical"
  done
  run 0 diff old.csv old.jsonl
  expect_out "^Sudoku Explainer's scale 1\.2\.1 on both sides$"
  run 0 diff new.csv new.csv
  if grep -q "Sudoku Explainer's scale" out.txt; then fail "a default-version diff names the version"; fi
}

# A rating band on 1.2.1's scale: every puzzle written rates in it there.
case_generate_se_version_band() {
  run 0 generate 4 --seed 5 --rating 4.2:4.4 --se-version 1.2.1 -q
  expect_lines out.txt 4
  "$nonet" rate out.txt --no-search -q --se-version 1.2.1 --format jsonl >rated.jsonl
  [[ $(grep -cE '"se_rating":4\.[234],' rated.jsonl) -eq 4 ]] || fail "out of band: $(cat rated.jsonl)"
}

case_diff_identical() {
  make_ratings
  run 0 diff base.csv base.csv
  expect_output out.txt <<EOF
compared 20 puzzles (by line): 20 identical, 0 moved within the tolerance 0.0, 0 moved beyond it
status changed 0, qqwing class changed 0, only in baseline 0, only in current 0
EOF
}

case_diff_moved() {
  make_ratings
  # Line 1 (4.0) becomes 4.3, line 3 (4.1) becomes 4.0.
  sed -e "2s/,rated,4.0,/,rated,4.3,/" -e "4s/,rated,4.1,/,rated,4.0,/" base.csv >current.csv
  run 1 diff base.csv current.csv
  expect_output out.txt <<EOF
compared 20 puzzles (by line): 18 identical, 0 moved within the tolerance 0.0, 2 moved beyond it
status changed 0, qqwing class changed 0, only in baseline 0, only in current 0
largest moves:
  line 1: 4.0 -> 4.3 (+0.3)  $SKYSCRAPER
  line 3: 4.1 -> 4.0 (-0.1)  .9.2...........3...2.7...5.5.....86.....6...216..25.......7.29..5.9....77..81....
rating shift (current - baseline): puzzles
   -0.1: 1
   +0.3: 1
EOF
  # Within the tolerance only the larger move counts.
  run 1 diff base.csv current.csv --tolerance 0.1
  expect_out "18 identical, 1 moved within the tolerance 0.1, 1 moved beyond it"
  run 0 diff base.csv current.csv --tolerance 0.3
  expect_out "18 identical, 2 moved within the tolerance 0.3, 0 moved beyond it"
}

case_diff_status_class_and_membership() {
  make_ratings
  sed -e "2s/,rated,4.0,1.2,1.2,,Expert,/,beyond,,1.2,1.2,3.0,Expert,/" \
      -e "5s/,Intermediate,/,Easy,/" -e "21d" base.csv >current.csv
  run 1 diff base.csv current.csv
  expect_out "status changed 1, qqwing class changed 1, only in baseline 1, only in current 0"
  expect_out "line 1: 4.0 -> beyond \(>=3.0\)"
  expect_out "qqwing class \(baseline rows, current columns\)"
  expect_out "^  Intermediate +0 +1 +5 +0 +0$"
}

case_diff_by_puzzle() {
  make_ratings
  # The same records in reverse order with new line numbers: by line everything moves,
  # by puzzle nothing does.
  { head -1 base.csv; tail -n +2 base.csv | tac | awk -F, 'BEGIN{OFS=","} {$1=NR; print}'; } >current.csv
  run 1 diff base.csv current.csv
  run 0 diff base.csv current.csv --key puzzle
  expect_out "compared 20 puzzles \(by puzzle\): 20 identical"
}

case_diff_csv_against_jsonl() {
  make_ratings
  "$nonet" rate in.txt --no-search -q --format jsonl -o base.jsonl || fail "rate"
  run 0 diff base.csv base.jsonl
  expect_out "20 identical"
}

# --record-grader starts the file with `nonet --version`'s line; diff reports it, and says when
# the two files came from different graders (not a regression: the exit status is the ratings').
case_rate_records_the_grader_and_diff_compares_graders() {
  printf '%s\n' "$SKYSCRAPER" >in.txt
  local grader
  # `nonet --version` and the version of Sudoku Explainer's scale.
  grader="$("$nonet" --version); SE 1.18.1"
  run 0 rate in.txt --no-search -q --record-grader -o graded.csv
  expect_output <(head -2 graded.csv) <<EOF
# grader: $grader
$HEADER
EOF
  run 0 rate in.txt --no-search -q --record-grader --format jsonl -o graded.jsonl
  expect_output <(head -1 graded.jsonl) <<<"{\"grader\":\"$grader\"}"
  expect_lines graded.jsonl 2
  run 0 diff graded.csv graded.jsonl
  expect_output out.txt <<EOF
compared 1 puzzles (by line): 1 identical, 0 moved within the tolerance 0.0, 0 moved beyond it
graded by $grader on both sides
status changed 0, qqwing class changed 0, only in baseline 0, only in current 0
EOF
  sed "1s/.*/# grader: nonet 0.0.1 (0000000, portable)/" graded.csv >old.csv
  run 0 diff old.csv graded.csv
  expect_out "^different graders: baseline nonet 0.0.1 \(0000000, portable\), current ${grader//[()+.]/.}$"
  run 0 rate in.txt --no-search -q -o plain.csv
  run 0 diff plain.csv graded.csv
  expect_out "^different graders: baseline not recorded, current "
}

# --scales ...,hodoku adds HoDoKu's level and score (HoDoKu 2.2.0 rates these Hard 728, Medium
# 570 and Extreme 31806, the last with its brute force); out of time, the score so far is a
# lower bound and the level is left out.
case_rate_hodoku_scale() {
  printf '%s\n' "$SKYSCRAPER" "$HIDDEN_PAIR" "$HARDEST" >in.txt
  run 0 rate in.txt --scales se,qqwing,hodoku -q
  expect_output <(head -1 out.txt) <<<"$HEADER,hodoku_level,hodoku_score,hodoku_at_least"
  expect_output <(tail -n +2 out.txt | awk -F, '{print $1 "," $(NF-2) "," $(NF-1) "," $NF}') <<EOF
1,Hard,728,
2,Medium,570,
3,Extreme,31806,
EOF
  run 0 rate in.txt --scales se,hodoku --format jsonl -q
  expect_out '"hardest_technique":"skyscraper".*"hodoku_level":"Hard","hodoku_score":728}$'
  expect_out '"hodoku_level":"Extreme","hodoku_score":31806}$'
  # Without se, Sudoku Explainer's path is not run: its columns are empty, the rest as with it.
  run 0 rate in.txt --scales hodoku --format jsonl -q
  expect_out '^\{"line":1,"puzzle":"[^"]*","status":"rated","qqwing_class":"Expert","hodoku_level":"Hard","hodoku_score":728}$'
  expect_out '"hodoku_level":"Extreme","hodoku_score":31806}$'
  grep -q 'se_\|steps' out.txt && fail "Sudoku Explainer's figures without se"
  "$nonet" rate in.txt --scales se,qqwing,hodoku -q -o with-se.csv || fail "rate with se"
  run 0 rate in.txt --scales qqwing,hodoku -q
  expect_output <(cut -d, -f1-3,8-10,14- out.txt) < <(cut -d, -f1-3,8-10,14- with-se.csv)
  expect_output <(tail -n +2 out.txt | cut -d, -f4-7,11-13 | sort -u) <<<",,,,,,"
  # Out of time on HoDoKu's path alone: beyond, the score so far, a note without SE.
  run 0 rate in.txt --scales hodoku --max-seconds 0.000001 -q
  expect_output <(tail -n +2 out.txt | awk -F, '{print $1 "," $3 "," $(NF-3) "," $(NF-2) "," ($NF ~ /^[0-9]+$/)}') <<EOF
1,beyond,HoDoKu: time budget of 1e-06 s reached,,1
2,beyond,HoDoKu: time budget of 1e-06 s reached,,1
3,beyond,HoDoKu: time budget of 1e-06 s reached,,1
EOF
  # Sudoku Explainer's path spends the budget: HoDoKu never ran, and the note says so (its
  # lower bound used to be a 0 that looked like a figure).
  run 0 rate in.txt --scales se,hodoku --max-seconds 0.000001 -q
  expect_output <(tail -n +2 out.txt | awk -F, '{print $1 "," $3 "," $(NF-3) "," $(NF-2) "," $(NF-1) "," $NF}') <<EOF
1,beyond,time budget of 1e-06 s reached; HoDoKu not rated,,,
2,beyond,time budget of 1e-06 s reached; HoDoKu not rated,,,
3,beyond,time budget of 1e-06 s reached; HoDoKu not rated,,,
EOF
  # A position as 729 pencilmarks: rated on Sudoku Explainer's scale, HoDoKu's gap said.
  local pm="" cell digit
  for ((cell = 0; cell < 81; ++cell)); do
    for digit in 1 2 3 4 5 6 7 8 9; do
      case ${SKYSCRAPER:cell:1} in
        .) pm+=$digit ;;
        "$digit") pm+=$digit ;;
        *) pm+=. ;;
      esac
    done
  done
  echo "$pm" >pm.txt
  run 0 rate pm.txt --scales se,qqwing,hodoku -q --no-search
  expect_output <(tail -n +2 out.txt | cut -d, -f1,3,4,14-) <<EOF
1,rated,4.0,"HoDoKu's scale rates puzzles, not pencilmarks",,,
EOF
  # search stays off unless named
  grep -q '"search"' out.txt && fail "search computed without being asked"
  run 2 rate in.txt --scales se,sudokuwiki
  expect_err "^--scales: must be one of se, qqwing, search, hodoku; got 'sudokuwiki'$"
  # The list is one word: the files may follow it (they were read as more scales), and the
  # option may come twice.
  run 0 rate --scales hodoku in.txt -q
  expect_output <(tail -n +2 out.txt | awk -F, '{print $1 "," $(NF-1)}') <<EOF
1,728
2,570
3,31806
EOF
  run 0 rate --scales=hodoku --scales search in.txt -q
  expect_output <(tail -n +2 out.txt | awk -F, '{print $1 "," ($9 != "") "," $(NF-1)}') <<EOF
1,1,728
2,1,570
3,1,31806
EOF
}

# diff compares HoDoKu's level and score when both files carry them, CSV or JSON lines.
case_diff_hodoku_scale() {
  printf '%s\n' "$SKYSCRAPER" "$HIDDEN_PAIR" >in.txt
  "$nonet" rate in.txt --scales se,qqwing,hodoku -q -o base.csv || fail "rate"
  "$nonet" rate in.txt --scales hodoku --format jsonl -q -o base.jsonl || fail "rate jsonl"
  sed 's/,Medium,570,$/,Hard,1100,/' base.csv >current.csv
  run 1 diff base.csv current.csv
  expect_out '^HoDoKu level or score changed 1$'
  expect_out '^  line 2: Medium 570 -> Hard 1100  17\.\.\.'
  expect_out '^HoDoKu level \(baseline rows, current columns\):$'
  run 0 diff base.jsonl base.csv
  expect_out '^HoDoKu level or score changed 0$'
  # base.jsonl has no ER (--scales hodoku): not compared, and said.
  expect_out '^compared 2 puzzles \(by line\): 2 identical,'
  expect_out "^Sudoku Explainer's rating missing \(not compared\): baseline 2, current 0 rated puzzles$"
  "$nonet" rate in.txt -q -o plain.csv || fail "rate without hodoku"
  run 0 diff plain.csv base.csv
  expect_out "^HoDoKu's scale only in the current file: not compared$"
}

# diff and HoDoKu's columns, and files it used to misread or refuse (issue 73, item 17).
case_diff_hodoku_bounds_names_and_kept_columns() {
  printf '%s\n' "$SKYSCRAPER" "$HIDDEN_PAIR" >in.txt
  "$nonet" rate in.txt --scales se,qqwing,hodoku -q --no-search -o base.csv || fail "rate"
  # Only HoDoKu's score changes: not "identical".
  sed 's/,Medium,570,$/,Medium,571,/' base.csv >score.csv
  run 1 diff base.csv score.csv
  expect_out '^compared 2 puzzles \(by line\): 1 identical,'
  # A path out of time shows its bound.
  sed 's/,Medium,570,$/,,,400/' base.csv >bound.csv
  run 1 diff base.csv bound.csv
  expect_out '^  line 2: Medium 570 -> \(none, >=400\)'
  # Names as nonet rate writes them, or the file is refused with the line and the field.
  local bad
  for bad in 's/,Medium,570,$/,Insane,570,/' 's/,Medium,570,$/,medium,570,/' 's/,rated,/,weird,/' \
    's/,Expert,/,Bogus,/' 's/,Medium,570,$/,,,x/'; do
    sed "$bad" base.csv >bad.csv
    run 2 diff base.csv bad.csv
    expect_err "^nonet: error: 'bad.csv' line [23]: (hodoku_level|status|qqwing_class|hodoku_at_least) '"
  done
  # --key line pairing rows of two different inputs says so.
  printf '%s\n' "$HIDDEN_PAIR" "$SKYSCRAPER" >swapped.txt
  "$nonet" rate swapped.txt --scales se,qqwing,hodoku -q --no-search -o swapped.csv || fail "rate"
  run 1 diff base.csv swapped.csv
  expect_out '^warning: 2 pairs joined by line hold different puzzles \(first: line 1\)'
  run 0 diff base.csv swapped.csv --key puzzle
  expect_out '^compared 2 puzzles \(by puzzle\): 2 identical,'
  # rate --keep-columns output, in its input's delimiter, is a rating file too.
  printf 'id;quizzes;note\n1;%s;a\n2;%s;b\n' "$SKYSCRAPER" "$HIDDEN_PAIR" >kept.txt
  "$nonet" rate kept.txt --keep-columns -q --no-search -o kept.csv || fail "rate --keep-columns"
  run 0 diff kept.csv base.csv --key puzzle
  expect_out '^compared 2 puzzles \(by puzzle\): 2 identical,'
  run 0 diff kept.csv base.csv
  expect_out '^compared 2 puzzles \(by line\): 2 identical,'
}

case_diff_errors() {
  make_ratings
  run 2 diff base.csv
  run 3 diff base.csv no-such-file.csv
  expect_err "no-such-file.csv"
  printf 'not a rating file\n' >junk.txt
  run 2 diff base.csv junk.txt
  expect_err "not a rating file"
}

case_explain_puzzle() {
  run 0 explain "$SKYSCRAPER"
  [[ $(head -1 out.txt) == "# $SKYSCRAPER" ]] || fail "header: $(head -1 out.txt)"
  [[ $(sed -n 2p out.txt) == "r1c6 = 3: hidden single in box 2" ]] || fail "first step: $(sed -n 2p out.txt)"
  expect_out "^r4c4, r4c5, r6c9 ≠ 5: skyscraper on 5: r6c6 or r4c8 holds it"
  [[ $(tail -1 out.txt) == "solved in 62 steps: SE 4.0 (skyscraper), EP 1.2, ED 1.2; qqwing Expert" ]] ||
    fail "conclusion: $(tail -1 out.txt)"
  [[ $(wc -l <out.txt) -eq 64 ]] || fail "one line per step expected"
}

case_explain_stop_shows_guesses() {
  run 0 explain "$HARDEST" --max-seconds 1e-9
  expect_out "^time budget reached after 0 steps with 56 cells left"
  expect_out "^the search from there:"
  expect_out "^  guess r[1-9]c[1-9] = [1-9] \(candidates"
  expect_out "^  solved by search after [0-9]+ guesses"
}

case_explain_file_json() {
  printf '%s\n' "$SKYSCRAPER" "# comment" "${SKYSCRAPER:0:80}" "$HIDDEN_PAIR" >in.txt
  run 0 explain in.txt --format json
  [[ $(wc -l <out.txt) -eq 3 ]] || fail "one JSON line per puzzle line"
  sed -n 1p out.txt | grep -q "^{\"line\":1,\"puzzle\":\"$SKYSCRAPER\",\"status\":\"rated\",\"se_rating\":4.0,\"steps\":\[{\"technique\":\"hidden_single_box\"" ||
    fail "first record: $(sed -n 1p out.txt | cut -c1-200)"
  sed -n 2p out.txt | grep -q '^{"line":3,"status":"invalid","error":"expected 81 cells, got 80"}$' ||
    fail "invalid record: $(sed -n 2p out.txt)"
}

# explain --scale hodoku: HoDoKu's path in its step names (checked against HoDoKu 2.2.0's own
# `/vp` path for this puzzle), each step's score and the running total, then level and score.
case_explain_hodoku_scale() {
  run 0 explain "$SKYSCRAPER" --scale hodoku
  [[ $(head -1 out.txt) == "# $SKYSCRAPER" ]] || fail "header: $(head -1 out.txt)"
  [[ $(sed -n 2p out.txt) == "Naked Single: r6c1=4 (+4, 4)" ]] || fail "first step: $(sed -n 2p out.txt)"
  expect_out '^Locked Candidates Type 1 \(Pointing\): r1c4,r1c5<>7 \(\+50, 348\)$'
  expect_out '^Skyscraper: r4c4,r4c5,r6c9<>5 \(\+130, 628\)$'
  [[ $(tail -1 out.txt) == "solved in 62 steps: HoDoKu Hard, score 728" ]] ||
    fail "conclusion: $(tail -1 out.txt)"
  [[ $(wc -l <out.txt) -eq 64 ]] || fail "one line per step expected"
  printf '%s\n' "$HARDEST" "${SKYSCRAPER:0:80}" "1$(printf '.%.0s' {1..80})" >in.txt
  run 0 explain in.txt --scale hodoku --format json
  [[ $(wc -l <out.txt) -eq 3 ]] || fail "one JSON line per puzzle line"
  sed -n 1p out.txt | grep -q '"status":"rated","hodoku_level":"Extreme","hodoku_score":31806,"steps":\[{"technique":"Brute Force","score":10000,"text":"Brute Force: r5c8=5"}' ||
    fail "first record: $(sed -n 1p out.txt | cut -c1-300)"
  sed -n 2p out.txt | grep -q '^{"line":2,"status":"invalid","error":"expected 81 cells, got 80"}$' ||
    fail "invalid record: $(sed -n 2p out.txt)"
  sed -n 3p out.txt | grep -q '"status":"multiple","steps":\[\],"conclusion":"not rated: the puzzle has more than one solution"}$' ||
    fail "multiple: $(sed -n 3p out.txt)"
  run 0 explain "$HARDEST" --scale hodoku --max-seconds 1e-9
  [[ $(tail -1 out.txt) == "time budget reached after 0 steps (score so far 0)" ]] ||
    fail "out of time: $(tail -1 out.txt)"
  run 2 explain "$(printf '123456789%.0s' {1..81})" --scale hodoku
  expect_err "scale hodoku rates puzzles, not pencilmarks"
  run 2 explain "$SKYSCRAPER" --scale sudokuwiki
}

case_explain_errors() {
  run 2 explain "${SKYSCRAPER:0:79}a."
  expect_err "not a puzzle: bad character 'a' at column 80"
  run 3 explain no-such-file.txt
  run 2 explain "$SKYSCRAPER" --format xml
}


# The per-puzzle time budget: past it a puzzle is `beyond` with what was reached and a note in
# the error column (how far it got depends on the clock; the rest does not); 0 means no limit.
case_rate_time_budget() {
  printf '%s\n' "$SKYSCRAPER" "$HIDDEN_PAIR" "$HARDEST" >in.txt
  run 0 rate in.txt --no-search -q --max-seconds 0.000001
  expect_lines out.txt 4
  cut -d, -f1-3 out.txt | tail -n +2 >fields.txt
  expect_output fields.txt <<EOF2
1,$SKYSCRAPER,beyond
2,$HIDDEN_PAIR,beyond
3,$HARDEST,beyond
EOF2
  [[ $(cut -d, -f14 out.txt | tail -n +2 | sort -u) == "time budget of 1e-06 s reached" ]] ||
    fail "no budget note: $(cat out.txt)"
  run 0 rate in.txt --no-search -q --max-seconds 0
  grep -q "^1,$SKYSCRAPER,rated,4.0,1.2,1.2,," out.txt || fail "not rated without a budget"
  run 0 explain "$SKYSCRAPER" --max-seconds 0.000001
  expect_out "^time budget reached after [0-9]+ steps? with [0-9]+ cells left"
  run 2 rate in.txt --max-seconds -1
  expect_err "--max-seconds: must be a number from 0 to 1e\+06; got '-1'"
}

# scripts/compare-hodoku-paths: nonet's HoDoKu paths step by step against HoDoKu 2.2.0's own
# (tests/data/hodoku_paths_two.txt); a path whose step differs is named with that step.
case_compare_hodoku_paths() {
  local script=$datasets/../scripts/compare-hodoku-paths paths=$datasets/../tests/data/hodoku_paths_two.txt
  local status=0
  python3 "$script" "$paths" "$nonet" >out.txt 2>err.txt || status=$?
  [[ $status -eq 0 ]] || fail "the same paths: exit status $status: $(cat err.txt)"
  head -1 out.txt | grep -qx "2 puzzles, 2 paths the same, 142 steps agreeing" ||
    fail "summary: $(head -1 out.txt)"
  grep -qx "         2  Finned Swordfish" out.txt || fail "no count of finned swordfish"
  # HoDoKu's first finned swordfish deleting from another cell: that step is named.
  sed 's/fr3c4 => r1c6<>7/fr3c4 => r1c5<>7/' "$paths" >changed.txt
  status=0
  python3 "$script" changed.txt "$nonet" >out.txt 2>err.txt || status=$?
  [[ $status -eq 1 ]] || fail "a changed step: exit status $status"
  grep -q "^puzzle 2 \.\.\.\.\.\.\.\.\.2\.\.1\.6.*: step 20: HoDoKu Finned Swordfish \[(1, 5, '-', 7)\], nonet Finned Swordfish \[(1, 6, '-', 7)\]$" out.txt ||
    fail "the differing step: $(tail -1 out.txt)"
  status=0
  python3 "$script" missing.txt "$nonet" >out.txt 2>err.txt || status=$?
  [[ $status -eq 3 ]] || fail "a missing file: exit status $status"
}

# scripts/compare-se-paths: nonet's Sudoku Explainer paths step by step against the real
# programs' (tests/data/serate_paths.txt, both versions); a path that parts is named with the step.
case_compare_se_paths() {
  local script=$datasets/../scripts/compare-se-paths paths=$datasets/../tests/data/serate_paths.txt
  grep -m1 "^\.\.\.\.\.5\.\.7\.1\.26\.\.93\.9.* 1\.2\.1 " "$paths" >one.txt
  grep -m1 "^\.\.\.\.\.5\.\.7\.1\.26\.\.93\.9.* 1\.18\.1 " "$paths" >>one.txt
  local status=0
  python3 "$script" one.txt "$nonet" >out.txt 2>err.txt || status=$?
  [[ $status -eq 0 ]] || fail "the same paths: exit status $status: $(cat err.txt)"
  [[ $(cat out.txt) == $'SE 1.18.1: 1 paths, 1 the same step for step\nSE 1.2.1: 1 paths, 1 the same step for step' ]] ||
    fail "summary: $(cat out.txt)"
  # Step 41 of Sudoku Explainer 1.2.1's path, a forcing chain (7.1), places its value: a path
  # with one single more after it (as nonet once took) parts where the next step differs.
  sed -E '1s/^(([^ ]+ ){43})/\11.2 /' one.txt >changed.txt
  status=0
  python3 "$script" changed.txt "$nonet" >out.txt 2>err.txt || status=$?
  [[ $status -eq 1 ]] || fail "a changed path: exit status $status"
  grep -qx "SE 1\.2\.1 \.\.\.\.\.5\.\.7.*: step 43 of 62: Sudoku Explainer 1\.2 7\.2 1\.0 1\.0 1\.2 1\.0, nonet 7\.2 1\.0 1\.0 1\.2 1\.0 5\.6 (61 steps)" out.txt ||
    fail "the differing step: $(tail -1 out.txt)"
  echo "$(head -c 81 one.txt) 1.3.0 1.2" >bad.txt
  status=0
  python3 "$script" bad.txt "$nonet" >out.txt 2>err.txt || status=$?
  [[ $status -eq 3 ]] || fail "an unknown version: exit status $status"
  grep -q "line 1: not \`puzzle VERSION ratings...\` with VERSION one of 1.18.1, 1.2.1" err.txt ||
    fail "$(cat err.txt)"
}

# scripts/se-reference's arguments, checked before Sudoku Explainer is built or run.
case_se_reference_options() {
  local script=$datasets/../scripts/se-reference status=0
  bash "$script" --vp SOURCES PUZZLES >out.txt 2>err.txt || status=$?
  [[ $status -eq 2 ]] || fail "an unknown option: exit status $status"
  grep -qx ".*se-reference: unknown option --vp" err.txt || fail "$(cat err.txt)"
  echo "$SKYSCRAPER" >in.txt
  mkdir -p not_se
  status=0
  bash "$script" not_se in.txt >out.txt 2>err.txt || status=$?
  [[ $status -eq 2 ]] || fail "a tree without Sudoku Explainer: exit status $status"
  grep -q "se-reference: .*not_se is not Sudoku Explainer's source tree" err.txt || fail "$(cat err.txt)"
  mkdir -p other/diuf/sudoku
  echo "    public final static int REVISION = 4;" >other/diuf/sudoku/Settings.java
  status=0
  bash "$script" other in.txt >out.txt 2>err.txt || status=$?
  [[ $status -eq 2 ]] || fail "another version: exit status $status"
  grep -q "is Sudoku Explainer 1.4, neither 1.2.1 nor Sukaku Explainer 1.18.1" err.txt || fail "$(cat err.txt)"
}

# scripts/hodoku-reference's options, checked before HoDoKu is built or run: a settings file
# that cannot be read and an unknown option are usage errors.
case_hodoku_reference_options() {
  local script=$datasets/../scripts/hodoku-reference status=0
  bash "$script" --config missing.hcfg HODOKU PUZZLES >out.txt 2>err.txt || status=$?
  [[ $status -eq 2 ]] || fail "a missing settings file: exit status $status"
  grep -qx ".*hodoku-reference: --config needs a readable file" err.txt || fail "$(cat err.txt)"
  status=0
  bash "$script" --vp HODOKU PUZZLES >out.txt 2>err.txt || status=$?
  [[ $status -eq 2 ]] || fail "an unknown option: exit status $status"
  grep -qx ".*hodoku-reference: unknown option --vp" err.txt || fail "$(cat err.txt)"
}

"case_$case_name"
