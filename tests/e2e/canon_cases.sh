#!/usr/bin/env bash
# End-to-end tests of `nonet canon`, `nonet dedup` and `nonet overlap`: they run the real binary. Each case_*
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


# overlap: a moved copy of a training puzzle in the test file is found, by file and line, with
# exit status 1; the summary counts per file; nothing shared is exit 0 with the header alone.
case_overlap_finds_moved_copies() {
  corpus puzzles2_17_clue.txt 300 p.txt
  head -200 p.txt >train.txt
  tail -100 p.txt >test.txt
  run 0 overlap -q train.txt test.txt
  expect_output out.txt <<<"class,file,line,form"
  # Lines 10 and 20 of train.txt, moved, become lines 101 and 102 of the test file.
  sed -n '10p;20p' train.txt | "$nonet" canon -q --apply "$MOVE" >moved.txt
  cat moved.txt >>test.txt
  run 1 overlap train.txt test.txt -o leaks.csv
  local form10 form20
  form10=$(sed -n 10p train.txt | "$nonet" canon -q)
  form20=$(sed -n 20p train.txt | "$nonet" canon -q)
  expect_output leaks.csv <<EOT
class,file,line,form
1,train.txt,10,$form10
1,test.txt,101,$form10
2,train.txt,20,$form20
2,test.txt,102,$form20
EOT
  expect_err "^nonet: train.txt: lines 200  classes 200  repeats 0 \(exact 0\)  invalid 0  shared with other files: classes 2, lines 2$"
  expect_err "^nonet: test.txt: lines 102  classes 102  repeats 0 \(exact 0\)  invalid 0  shared with other files: classes 2, lines 2$"
  expect_err "^nonet: train.txt and test.txt share 2 classes$"
  expect_err "^nonet: shared classes 2  listed: classes 2, lines 4  time "
  # The same bytes at any thread count.
  run 1 overlap -q train.txt test.txt --threads 1 -o one.csv
  expect_same one.csv leaks.csv
}

# Repeats inside a file: counted always, listed and failed on with --within (or one file).
case_overlap_within_a_file() {
  corpus puzzles2_17_clue.txt 50 p.txt
  cp p.txt a.txt
  sed -n 3p p.txt >>a.txt                                    # line 51: exact repeat of 3
  sed -n 7p p.txt | "$nonet" canon -q --apply "$MOVE" >>a.txt  # line 52: moved copy of 7
  echo "not a puzzle" >>a.txt
  corpus puzzles3_magictour_top1465.txt 20 b.txt
  run 0 overlap a.txt b.txt
  expect_output out.txt <<<"class,file,line,form"
  expect_err "^nonet: a.txt: lines 52  classes 50  repeats 2 \(exact 1\)  invalid 1  shared"
  expect_err "line 53: "
  local repeats
  repeats=$(printf '%s\n' class,file,line 1,a.txt,3 1,a.txt,51 2,a.txt,7 2,a.txt,52)
  run 1 overlap --within -q a.txt b.txt
  expect_output <(cut -d, -f1-3 out.txt) <<<"$repeats"
  run 1 overlap -q a.txt
  expect_output <(cut -d, -f1-3 out.txt) <<<"$repeats"
}

# Datasets as downloaded (a header, named columns) are read by their puzzle column; gzip too.
case_overlap_reads_delimited_datasets() {
  corpus puzzles2_17_clue.txt 20 p.txt
  { echo "source,question,answer,rating"; awk '{print "s," $0 ",,0"}' p.txt; } >train.csv
  { echo "quizzes,solutions"; sed -n 5p p.txt | "$nonet" canon -q --apply "$MOVE" | sed 's/$/,/'; } >test.csv
  gzip -k test.csv
  run 1 overlap -q train.csv test.csv.gz
  expect_output <(cut -d, -f1-3 out.txt) <<EOT
class,file,line
1,train.csv,6
1,test.csv.gz,2
EOT
}

case_overlap_usage_errors() {
  corpus puzzles2_17_clue.txt 5 p.txt
  run 2 overlap
  expect_err "file is required"
  cp p.txt before.txt
  run 2 overlap p.txt p.txt -o p.txt
  expect_err "^nonet: error: 'p.txt' is both an input and the output of -o"
  expect_same p.txt before.txt
  run 3 overlap p.txt missing.txt
  expect_err "missing.txt"
}

# augment: a dataset's rows as people publish them (source,question,answer,rating); every copy's
# puzzle is in its source's class, its answer solves it, and the other columns stay as they were.
make_dataset() {
  corpus puzzles3_magictour_top1465.txt "$1" p.txt
  "$nonet" solve -q p.txt -o s.txt
  { echo "source,question,answer,rating"; paste -d, p.txt s.txt | awk -F, '{print "src" NR "," $1 "," $2 "," NR % 7}'; } >data.csv
}

case_augment_keeps_classes_solutions_and_columns() {
  make_dataset 200
  run 0 augment data.csv --copies 3 --seed 11 -q -o aug.csv
  expect_lines aug.csv 601
  expect_output <(head -1 aug.csv) <<<"source,question,answer,rating"
  # Each row three times, in order, with its source and rating.
  expect_output <(tail -n +2 aug.csv | cut -d, -f1,4) < <(tail -n +2 data.csv | cut -d, -f1,4 | awk '{print; print; print}')
  # The same class as the source row's puzzle.
  tail -n +2 data.csv | cut -d, -f2 | "$nonet" canon -q | awk '{print; print; print}' >forms.txt
  tail -n +2 aug.csv | cut -d, -f2 | "$nonet" canon -q >aug_forms.txt
  expect_same forms.txt aug_forms.txt
  # Copies differ from their source, and the answer solves the moved puzzle.
  [[ $(tail -n +2 aug.csv | cut -d, -f2 | grep -cxFf <(cut -d, -f2 data.csv)) -eq 0 ]] ||
    fail "a copy equals its source"
  run 0 check -q --format csv aug.csv
  [[ $(grep -c ',valid,$' out.txt) -eq 600 ]] || fail "answers that do not solve: $(grep -v ',valid,$' out.txt | head -3)"
}

case_augment_same_bytes_at_any_thread_count_and_shard() {
  make_dataset 1465
  run 0 augment data.csv --copies 2 --seed 4 --threads 1 -q -o one.csv
  run 0 augment data.csv --copies 2 --seed 4 --threads 2 -q -o two.csv
  expect_same one.csv two.csv
  : >shards.csv
  for i in 1 2 3; do
    run 0 augment data.csv --copies 2 --seed 4 --shard "$i/3" -q -o "shard$i.csv"
    cat "shard$i.csv" >>shards.csv
  done
  # Each shard of a file with a header writes the header.
  expect_same <(awk 'NR == 1 || !/^source,/' shards.csv) one.csv
  run 0 augment data.csv --copies 2 --seed 5 -q -o other.csv
  cmp -s one.csv other.csv && fail "another seed gave the same copies"
  # --with-original puts the row first and leaves the copies as they were.
  run 0 augment data.csv --copies 2 --seed 4 --with-original -q -o with.csv
  expect_same <(awk 'NR == 1 || (NR - 2) % 3 != 0' with.csv) one.csv
  expect_same <(awk 'NR > 1 && (NR - 2) % 3 == 0' with.csv) <(tail -n +2 data.csv)
}

# --with-transform names each copy's element: canon --apply replays it on the source puzzle.
case_augment_transform_column_replays() {
  make_dataset 20
  run 0 augment data.csv --copies 2 --seed 9 --with-transform -q -o aug.csv
  expect_output <(head -1 aug.csv) <<<"source,question,answer,rating,transform"
  local source puzzle transform moved
  while IFS=, read -r source puzzle _ _ transform; do
    moved=$(grep "^$source," data.csv | cut -d, -f2 | "$nonet" canon -q --apply "$transform" | tr 0 .)
    [[ $moved == "$puzzle" ]] || fail "$source: --apply $transform gives $moved, the copy is $puzzle"
  done < <(tail -n +2 aug.csv)
}

# Plain lines: the puzzle and a solution after it (tdoku's puzzle:count:solution) move, the
# rest stays; empty cells keep their mark; bad lines are left out with a warning; a named
# solution column.
case_augment_lines_and_columns() {
  corpus puzzles3_magictour_top1465.txt 5 p.txt
  "$nonet" solve -q p.txt -o s.txt
  paste -d: p.txt <(yes 1 | head -5) s.txt | tr . 0 >t.txt
  echo "not a puzzle" >>t.txt
  run 0 augment t.txt --seed 2
  expect_lines out.txt 5
  expect_err "line 6: .*\(left out\)$"
  expect_err "rows written 5  left out 1"
  grep -q '\.' out.txt && fail "the empty mark changed"
  awk -F: '$2 != 1' out.txt | grep -q . && fail "the count field moved"
  cut -d: -f1 out.txt | "$nonet" solve -q >solved.txt
  expect_same solved.txt <(cut -d: -f3 out.txt)
  # A dataset whose solution column has no known name: named by --solution-column.
  { echo "id;grid;target"; paste -d';' <(seq 5) p.txt s.txt; } >semi.csv
  run 0 augment semi.csv --seed 2 --solution-column target -q
  expect_output <(head -1 out.txt) <<<"id;grid;target"
  tail -n +2 out.txt | cut -d';' -f2 | "$nonet" solve -q >solved.txt
  expect_same solved.txt <(tail -n +2 out.txt | cut -d';' -f3)
  run 3 augment semi.csv --solution-column nothing
  expect_err "^nonet: error: 'semi.csv': --solution-column 'nothing': no such column \(the header has id, grid, target\)$"
  run 2 augment semi.csv --copies 0
  # Two equal givens in a house: moved like any puzzle, and still two equal givens.
  echo "11$(printf '.%.0s' {1..79})" >clash.txt
  run 0 augment clash.txt --seed 3 -q
  expect_lines out.txt 1
  "$nonet" solve -q out.txt | grep -qE "^[.1-9]{81} invalid \(line 1: digit [1-9] twice in (row|column) [1-9]\)$" ||
    fail "the copy lost its clash: $(cat out.txt)"
}

# split: classes of three rows (a puzzle and two moved copies) go whole to one part, checked by
# each part's forms; each part's share holds to within one class (3 rows); headers are kept;
# the same seed gives the same bytes at any thread count.
make_classes() {
  corpus puzzles2_17_clue.txt "$1" p.txt
  "$nonet" solve -q p.txt -o s.txt
  { echo "id,puzzle,solution,clues"; paste -d, p.txt s.txt | awk -F, '{print NR "," $1 "," $2 "," NR % 4}'; } >base.csv
  "$nonet" augment base.csv --copies 2 --with-original --seed 1 -q -o data.csv
}

# within SHARE TOTAL ROWS: |ROWS - SHARE * TOTAL| <= 3
within() { awk -v s="$1" -v t="$2" -v r="$3" 'BEGIN { d = r - s * t; exit !(d <= 3 && d >= -3) }'; }

case_split_parts_hold_disjoint_classes() {
  make_classes 3000
  run 0 split data.csv --parts train=0.7,val=0.1,test=0.2 --seed 3 --threads 2
  expect_err "^nonet: rows 9000  classes 3000  left out 0  time "
  local part rows total=0
  for part in train val test; do
    expect_output <(head -1 "data-$part.csv") <<<"id,puzzle,solution,clues"
    tail -n +2 "data-$part.csv" | cut -d, -f2 | "$nonet" canon -q | sort -u >"$part.forms"
    rows=$(($(wc -l <"data-$part.csv") - 1))
    total=$((total + rows))
    expect_err "^nonet: $part: rows $rows \("
  done
  [[ $total -eq 9000 ]] || fail "the parts hold $total rows, not 9000"
  [[ -z $(comm -12 train.forms val.forms) && -z $(comm -12 train.forms test.forms) &&
     -z $(comm -12 val.forms test.forms) ]] || fail "a class in two parts"
  within 0.7 9000 $(($(wc -l <data-train.csv) - 1)) || fail "train: $(wc -l <data-train.csv) lines"
  within 0.1 9000 $(($(wc -l <data-val.csv) - 1)) || fail "val: $(wc -l <data-val.csv) lines"
  within 0.2 9000 $(($(wc -l <data-test.csv) - 1)) || fail "test: $(wc -l <data-test.csv) lines"
  # Rows keep their order and bytes: each part is the input's rows, filtered.
  expect_same <(tail -n +2 data-train.csv) <(grep -Fxf <(tail -n +2 data-train.csv) data.csv)
  # The same seed, one thread: the same bytes; another seed: other parts.
  run 0 split data.csv --parts train=0.7,val=0.1,test=0.2 --seed 3 --threads 1 -o one -q
  expect_same one-train.csv data-train.csv
  expect_same one-test.csv data-test.csv
  run 0 split data.csv --parts train=0.7,val=0.1,test=0.2 --seed 4 -o other -q
  cmp -s other-train.csv data-train.csv && fail "another seed gave the same parts"
  # No class of the test part in the training part: overlap agrees.
  run 0 overlap -q data-train.csv data-test.csv
}

# --stratify keeps each band's shares: by value, and by numeric --bands.
case_split_stratified() {
  make_classes 2000
  run 0 split data.csv --parts a=3,b=1 --stratify clues --seed 5
  local value rows_a rows_b
  for value in 0 1 2 3; do
    rows_a=$(awk -F, -v v="$value" 'NR > 1 && $4 == v' data-a.csv | wc -l)
    rows_b=$(awk -F, -v v="$value" 'NR > 1 && $4 == v' data-b.csv | wc -l)
    within 0.75 $((rows_a + rows_b)) "$rows_a" || fail "clues $value: a $rows_a, b $rows_b"
    expect_err "^nonet: clues $value: a $rows_a \(7[45]\.[0-9]%\) b $rows_b \(2[45]\.[0-9]%\)$"
  done
  run 0 split data.csv --parts a=3,b=1 --stratify 4 --bands 1,3 --seed 5 -o banded
  expect_err "^nonet: 4 < 1: a "
  expect_err "^nonet: 4 1 to < 3: a "
  expect_err "^nonet: 4 >= 3: a "
  rows_a=$(awk -F, 'NR > 1 && ($4 == 1 || $4 == 2)' banded-a.csv | wc -l)
  rows_b=$(awk -F, 'NR > 1 && ($4 == 1 || $4 == 2)' banded-b.csv | wc -l)
  within 0.75 $((rows_a + rows_b)) "$rows_a" || fail "band 1 to < 3: a $rows_a, b $rows_b"
}

case_split_usage_and_errors() {
  make_classes 20
  run 2 split data.csv
  expect_err "parts is required"
  run 2 split data.csv --parts train=1
  expect_err "^nonet: error: --parts: name two parts or more"
  run 2 split data.csv --parts train=1,test=0
  expect_err "^nonet: error: --parts: expected NAME=SHARE"
  run 2 split data.csv --parts a=1,a=2
  expect_err "named twice"
  run 2 split data.csv --parts a=1,b=1 --bands 1,2
  expect_err "^nonet: error: --bands goes with --stratify COLUMN$"
  run 2 split data.csv --parts a=1,b=1 --stratify clues --bands 3,1
  expect_err "increasing"
  run 2 split - --parts a=1,b=1 <data.csv
  expect_err "give a file, not standard input"
  run 3 split data.csv --parts a=1,b=1 --stratify rating
  expect_err "^nonet: error: --stratify 'rating': no such column \(the header has id, puzzle, solution, clues\)$"
  cp data.csv p-train.csv
  run 2 split p-train.csv -o p --parts train=1,test=1
  expect_err "both an input and"
  expect_same p-train.csv data.csv
  [[ -e p-test.csv ]] && fail "a part was written"
  # A plain file's parts: lines; a compressed input's parts are plain.
  cut -d, -f2 data.csv | tail -n +2 | gzip >lines.txt.gz
  run 0 split lines.txt.gz --parts x=1,y=1 --seed 1 -q
  [[ $(cat lines-x.txt lines-y.txt | wc -l) -eq 60 ]] || fail "lines lost"
}

"case_$case_name"
