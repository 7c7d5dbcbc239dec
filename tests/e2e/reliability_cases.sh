#!/usr/bin/env bash
# End-to-end tests of hostile input and faults through every command: bad numbers, outputs
# that are inputs, readers that go away, full disks, memory that must stay flat.
# Each case_* function is one ctest test (tests/e2e/CMakeLists.txt finds them by name).
#   usage: reliability_cases.sh NONET_BINARY DATASETS_DIR CASE
set -euo pipefail

nonet=$1
datasets=$2
case_name=$3
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

PUZZLE=..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3.....
EMPTY=.................................................................................

# expect_rss_below KB COMMAND...: runs COMMAND (stdout to /dev/null, stderr in err.txt)
# and fails when its peak RSS reaches KB. Not under sanitizers (NONET_SANITIZED), whose
# shadow memory and quarantine say nothing about the program's own.
expect_rss_below() {
  local limit=$1
  shift
  /usr/bin/time -f %M -o rss.txt "$@" >/dev/null 2>err.txt || true
  [[ -n ${NONET_SANITIZED:-} ]] && return 0
  local rss
  rss=$(tail -1 rss.txt)
  ((rss < limit)) || fail "peak RSS ${rss} KB, expected under $limit KB: $*"
}

# --- explain streams on the ordered pipeline ---------------------------------------------

case_explain_bad_first_line_is_a_record() {
  { echo 12345; head -3 "$datasets/qqwing_se_calibration.txt"; } >in.txt
  run 0 explain in.txt
  [[ $(grep -c '^# line' out.txt) -eq 4 ]] || fail "one record per line expected"
  [[ $(head -2 out.txt) == $'# line 1: 12345\nnot a puzzle: expected 81 cells, got 5' ]] ||
    fail "first record: $(head -2 out.txt)"
  [[ $(grep -c '^solved in [0-9]* steps' out.txt) -eq 3 ]] || fail "three puzzles explained"
  # The same through standard input, as JSON.
  "$nonet" explain - --format json <in.txt >json.txt 2>err.txt || fail "explain -"
  expect_lines json.txt 4
  sed -n 1p json.txt | grep -qx '{"line":1,"status":"invalid","error":"expected 81 cells, got 5"}' ||
    fail "invalid JSON record: $(sed -n 1p json.txt)"
}

case_explain_long_line_is_cut() {
  { head -c 1000000 /dev/zero | tr '\0' '1'; echo; echo "$PUZZLE"; } >in.txt
  run 0 explain in.txt --format json
  expect_lines out.txt 2
  sed -n 1p out.txt | grep -qx '{"line":1,"status":"invalid","error":"line longer than 65536 bytes"}' ||
    fail "too long line: $(sed -n 1p out.txt | cut -c1-200)"
  sed -n 2p out.txt | grep -q "^{\"line\":2,\"puzzle\":\"$PUZZLE\",\"status\":\"rated\"" ||
    fail "the puzzle after it: $(sed -n 2p out.txt | cut -c1-200)"
}

# A line with no end (/dev/zero) is one record, then the input ends with an error once the line
# runs past 1 GiB: explain /dev/zero never returned.
case_endless_line_ends_the_input() {
  local command
  for command in explain "solve -q" "rate -q --no-search" "canon -q"; do
    local status=0
    # shellcheck disable=SC2086 # the command's words
    timeout 60 "$nonet" $command /dev/zero >out.txt 2>err.txt || status=$?
    [[ $status -eq 3 ]] || fail "$command /dev/zero: exit status $status"
    expect_output err.txt <<<"nonet: error: cannot read '/dev/zero': a line runs on past 1 GiB without a line end: not a text file of puzzles"
    grep -q 'line longer than 65536 bytes' out.txt || fail "$command: no record: $(head -c 300 out.txt)"
  done
}

case_explain_gzip_bomb_memory_flat() {
  # 200 MB of zeros in a 200 KB gzip: one line to cut, never held in memory.
  head -c 200000000 /dev/zero | gzip -1 >bomb.gz
  expect_rss_below $((64 * 1024)) "$nonet" explain bomb.gz --format json
  [[ ! -s err.txt ]] || fail "stderr: $(cat err.txt)"
}

case_explain_reader_goes_away() {
  local statuses
  set +o pipefail
  "$nonet" explain "$datasets/qqwing_se_calibration.txt" 2>err.txt | head -1 >out.txt
  statuses=("${PIPESTATUS[@]}")
  set -o pipefail
  local status=${statuses[0]}
  [[ $status -eq 0 ]] || fail "exit status $status after | head -1"
  [[ ! -s err.txt ]] || fail "stderr: $(cat err.txt)"
  expect_lines out.txt 1
}

case_explain_write_error() {
  [[ -w /dev/full ]] || return 0
  head -50 "$datasets/qqwing_se_calibration.txt" >in.txt
  local status=0
  "$nonet" explain in.txt >/dev/full 2>err.txt || status=$?
  [[ $status -eq 3 ]] || fail "exit status $status on /dev/full"
  expect_err "^nonet: error: cannot write to standard output: No space left on device"
  status=0
  "$nonet" explain "$PUZZLE" >/dev/full 2>err.txt || status=$?
  [[ $status -eq 3 ]] || fail "exit status $status on /dev/full (one puzzle)"
  expect_err "No space left on device"
}

case_explain_empty_input() {
  : >empty.txt
  run 2 explain empty.txt
  expect_err "^nonet: error: no puzzle in 'empty.txt'"
}

# --- usage errors: numbers, names, commands ----------------------------------------------

# expect_usage_error MESSAGE ARGS...: nonet ARGS exits 2 at once with MESSAGE on stderr.
expect_usage_error() {
  local message=$1
  shift
  local status=0
  timeout 20 "$nonet" "$@" >out.txt 2>err.txt </dev/null || status=$?
  [[ $status -eq 2 ]] || fail "exit status $status, expected 2: nonet $*"
  [[ ! -s out.txt ]] || fail "output written: nonet $*"
  expect_err "$message"
}

case_generate_count_out_of_range() {
  expect_usage_error "^count: must be a whole number from 1 to [0-9]+; got '-5'$" generate -5
  expect_usage_error "got '99999999999999999999999'" generate 99999999999999999999999
  expect_usage_error "^count: must be a whole number" generate 1125899906842625
  expect_usage_error "^count: must be a whole number from 1 to [0-9]+; got '0'$" generate 0
}

case_numbers_no_sign_no_nan() {
  expect_usage_error "^--seed: must be a whole number from 0 to 18446744073709551615; got '-1'$" \
    generate 1 --seed -1
  expect_usage_error "^--seed: .*got '18446744073709551616'$" generate 1 --seed 18446744073709551616
  expect_usage_error "^--max-tries: .*got 'nan'$" generate 1 --max-tries nan
  expect_usage_error "^--tolerance: must be a number from 0 to 100; got 'nan'$" \
    diff a.csv b.csv --tolerance nan
  expect_usage_error "^--tolerance: .*got 'inf'$" diff a.csv b.csv --tolerance inf
  expect_usage_error "^--min-time: must be a number from 0 to 86400; got 'nan'$" \
    bench x.txt --min-time nan
  expect_usage_error "^--min-time: .*got '1e999'$" bench x.txt --min-time 1e999
  expect_usage_error "^--limit: .*got '-1'$" solve --count --limit -1
  expect_usage_error "^--max-solutions: .*got '99999999999999999999'$" \
    solve --all --max-solutions 99999999999999999999
  expect_usage_error "^--threads: .*got '-2'$" rate --threads -2
  # No sign on decimals either, not even on a zero.
  expect_usage_error "^--max-seconds: must be a number from 0 to 1e\+06; got '-0'$" \
    rate --max-seconds -0
  expect_usage_error "^--time-limit: .*got '-0'$" generate 1 --time-limit -0
  expect_usage_error "^--tolerance: .*got '-0'$" diff a.csv b.csv --tolerance -0
  expect_usage_error "^--tolerance: .*got '\+0.1'$" diff a.csv b.csv --tolerance +0.1
  # The good values still work.
  run 0 generate 2 --seed 18446744073709551615 -q
  expect_lines out.txt 2
}

case_names_in_errors() {
  expect_usage_error "^--difficulty: must be one of simple, easy, intermediate, expert; got 'insane'$" \
    generate 1 --difficulty insane
  expect_usage_error "^--format: must be one of csv, jsonl; got 'xml'$" rate --format xml
  expect_usage_error "^--format: must be one of text, csv, jsonl; got 'xml'$" check --format xml
  run 0 generate 1 --difficulty EASY --seed 5 -q --stats stats.csv
  grep -q ',Easy,' stats.csv || fail "--difficulty EASY: $(cat stats.csv)"
}

# Every option that takes a name reads it in any case and does what the lower-case name does
# (tests/cli/option_values_test.cpp checks the stored value of every such option).
case_names_in_any_case() {
  printf '%s\n' "$PUZZLE" >one.txt
  run 0 solve one.txt --format csv -q
  cp out.txt lower.txt
  run 0 solve one.txt --format CSV -q
  expect_same out.txt lower.txt
  for format in LINE Grid JSONL; do run 0 solve one.txt --format "$format" -q; done
  expect_out '^\{"line":1,'
  run 0 solve one.txt --engine DLX --stats dlx.csv -q
  run 0 solve one.txt --engine dlx --stats lower.csv -q
  expect_same dlx.csv lower.csv
  run 0 explain one.txt --format JSON
  expect_out '^\{"line":1,'
  run 0 explain one.txt --scale HODOKU
  expect_out 'HoDoKu'
  run 0 rate one.txt --scales HODOKU,Search -q --no-search
  expect_out '^line,.*hodoku_level,hodoku_score'
  run 0 rate one.txt -q -o a.csv
  run 0 diff a.csv a.csv --key PUZZLE
  expect_out 'by puzzle'
  run 0 bench one.txt --mode COUNT --min-time 0
  expect_out "^one.txt +count +1 "
}

# An empty value is refused, whatever the option, where it used to mean "none" or the default.
case_empty_values_refused() {
  printf '%s\n' "$PUZZLE" >one.txt
  expect_usage_error "^--stats: must not be empty$" solve one.txt --stats ""
  expect_usage_error "^--output: must not be empty$" solve one.txt -o ""
  expect_usage_error "^--from: must not be empty$" generate 1 --from "" --rating 10:
  expect_usage_error "^--rating: must not be empty$" generate 1 --rating ""
  expect_usage_error "^--clues: must not be empty$" generate 1 --clues ""
  expect_usage_error "^--latencies: must not be empty$" bench one.txt --latencies ""
  expect_usage_error "^--column: must not be empty$" rate one.txt --column ""
  expect_usage_error "^--scales: must" rate one.txt --scales ""
  expect_usage_error "^files: must not be empty$" solve ""
}

# A named pipe is opened once: a reader that opened it, closed it and opened it again lost what
# a quick writer had written in between, then waited for a writer that never came.
case_fifo_inputs_read_once() {
  printf '%s\n' "$PUZZLE" >one.txt
  "$nonet" solve one.txt -q >solved.txt
  mkfifo pipe
  local command input i
  for command in "solve -q" "rate --no-search -q" "check -q" "canon -q" explain "dedup -q" \
    "dedup --count -q"; do
    input=one.txt
    [[ $command == check* ]] && input=solved.txt
    # shellcheck disable=SC2086 # the command's words
    "$nonet" $command $input >expected.txt 2>/dev/null || fail "$command $input"
    for ((i = 0; i < 50; ++i)); do
      cat $input >pipe &
      # shellcheck disable=SC2086
      timeout 20 "$nonet" $command pipe >out.txt 2>err.txt ||
        fail "$command through a FIFO, try $i: exit $? $(head -c 300 err.txt)"
      wait
      sed "s/pipe/$input/g" out.txt | expect_output expected.txt
    done
  done
  # The commands that read other files: bench's corpus, generate's --exclude, diff's ratings.
  "$nonet" rate one.txt -q --no-search -o rated.csv
  local words
  for words in "bench pipe --min-time 0 --csv" "generate 1 --seed 1 --exclude pipe -q" \
    "diff rated.csv pipe"; do
    for ((i = 0; i < 50; ++i)); do
      case $words in
        bench*) cat one.txt >pipe & ;;
        generate*) cat one.txt >pipe & ;;
        diff*) cat rated.csv >pipe & ;;
      esac
      # shellcheck disable=SC2086 # the command's words
      timeout 20 "$nonet" $words >out.txt 2>err.txt ||
        fail "$words, try $i: exit $? $(head -c 300 err.txt)"
      wait
      [[ -s out.txt ]] || fail "$words, try $i: no output"
    done
  done
}

# --threads is bounded by the cores (and the memory) of the machine, and says so.
case_threads_bounded_by_the_machine() {
  printf '%s\n' "$PUZZLE" >one.txt
  local cores
  cores=$(nproc)
  run 0 rate one.txt --threads 4096 -q --no-search
  expect_err "^nonet: warning: --threads 4096 lowered to $cores: this machine runs $cores threads? at once$"
  cp out.txt many.txt
  run 0 rate one.txt --threads 1 -q --no-search
  expect_same out.txt many.txt
  [[ ! -s err.txt ]] || fail "a warning for --threads 1: $(cat err.txt)"
  run 0 generate 2 --seed 1 --threads 4096 -q
  expect_err "lowered to $cores"
  expect_lines out.txt 2
  run 0 bench one.txt --threads 4096 --min-time 0
  expect_err "lowered to $cores"
}

# --help and --version are output too: a failed write is exit 3 with its reason.
case_help_and_version_into_a_full_disk() {
  [[ -w /dev/full ]] || return 0
  local args status
  for args in --help --version "rate --help"; do
    status=0
    # shellcheck disable=SC2086 # the words
    "$nonet" $args >/dev/full 2>err.txt || status=$?
    [[ $status -eq 3 ]] || fail "exit status $status for nonet $args >/dev/full"
    expect_output err.txt <<<"nonet: error: cannot write to standard output: No space left on device"
  done
  run 0 --version
  expect_out '^nonet '
}

case_unknown_command_named() {
  expect_usage_error "^nonet: error: unknown command 'frob' \(commands: solve, bench, check, rate, diff, generate, explain, canon, dedup, overlap, augment, split, play\)$" frob
  expect_usage_error "A subcommand is required" --threads
}

case_count_limit_one_is_solved() {
  # --limit 1 stops at the first solution: uniqueness is not known (README, Modes).
  run 0 solve --count --limit 1 -q --format csv <<<"$PUZZLE"
  expect_out "^1,$PUZZLE,[1-9]{81},solved,1,$"
  run 0 solve --count --limit 2 -q --format csv <<<"$PUZZLE"
  expect_out "^1,$PUZZLE,[1-9]{81},unique,1,$"
}

# --- diff's rating files -----------------------------------------------------------------

RATING_HEADER=line,puzzle,status,se_rating,se_first_placement,se_first_step,se_at_least,qqwing_class,search,backtracks,steps,hardest_technique,histogram,error

case_diff_rejects_huge_ratings() {
  printf '%s\n' "$PUZZLE" >in.txt
  "$nonet" rate in.txt --no-search -q -o base.csv || fail "rate"
  for bad in 99999999999999999999.5 1000.1 nan inf -1.0 4.25 .5; do
    sed "2s/,rated,4\.0,/,rated,$bad,/" base.csv >bad.csv
    grep -q ",rated,$bad," bad.csv || fail "the bad rating was not written"
    run 2 diff base.csv bad.csv
    expect_err "^nonet: error: 'bad.csv' line 2: se_rating '$bad' is not a rating \(0.0 to 1000.0, one decimal\)$"
  done
  sed "2s/^1,/99999999999999999999,/" base.csv >bad.csv
  run 2 diff base.csv bad.csv
  expect_err "'bad.csv' line 2 has no line number"
  printf '{"line":-1,"status":"rated","se_rating":4.0}\n' >bad.jsonl
  run 2 diff base.csv bad.jsonl
  expect_err "'bad.jsonl' line 1 has no line number"
  printf '{"line":1,"status":"rated","se_rating":1e300}\n' >bad.jsonl
  run 2 diff base.csv bad.jsonl
  expect_err "se_rating '1e300' is not a rating"
  run 0 diff base.csv base.csv
}

case_diff_accepts_bom() {
  printf '%s\n' "$PUZZLE" >in.txt
  "$nonet" rate in.txt --no-search -q -o base.csv || fail "rate"
  { printf '\xef\xbb\xbf'; cat base.csv; } >bom.csv
  run 0 diff base.csv bom.csv
  expect_out "1 identical"
}

# --- outputs never overwrite inputs; outputs are renamed into place -----------------------

case_output_is_an_input() {
  printf '%s\n' "$PUZZLE" >s.txt
  cp s.txt before.txt
  ln s.txt hard.txt
  ln -s s.txt soft.txt
  for args in "solve s.txt -o s.txt" "rate s.txt -o ./s.txt" "solve s.txt -o hard.txt" \
    "check s.txt -o soft.txt" "solve before.txt s.txt -o $PWD/s.txt" \
    "check --puzzles s.txt --answers before.txt -o s.txt" "solve s.txt -o x.txt --stats s.txt"; do
    # shellcheck disable=SC2086
    run 2 $args
    expect_err "^nonet: error: 's.txt' is both an input and the output of (-o|--stats) \('[^']*'\): refusing to write over it$"
    expect_same s.txt before.txt
  done
  [[ ! -e x.txt ]] || fail "an output was created"
  run 2 bench s.txt --latencies hard.txt
  expect_err "is both an input and the output of --latencies"
  expect_same s.txt before.txt
  # Standard output appended to an input, standard input as an input.
  local status=0
  "$nonet" solve s.txt >>s.txt 2>err.txt || status=$?
  [[ $status -eq 2 ]] || fail "solve s.txt >>s.txt: status $status"
  expect_err "^nonet: error: 's.txt' is both an input and standard output: refusing to write over it$"
  status=0
  "$nonet" explain - <s.txt >>s.txt 2>err.txt || status=$?
  [[ $status -eq 2 ]] || fail "explain - <s.txt >>s.txt: status $status"
  expect_err "^nonet: error: standard input is both an input and standard output"
  expect_same s.txt before.txt
  # Devices are not files: /dev/null may be everything at once.
  run 0 solve /dev/null -o /dev/null --stats /dev/null -q
}

case_outputs_are_distinct() {
  printf '%s\n' "$PUZZLE" >s.txt
  run 2 solve s.txt -o o.txt --stats o.txt
  expect_err "^nonet: error: -o and --stats name the same file \('o.txt'\): each needs its own$"
  [[ ! -e o.txt ]] || fail "o.txt created"
  echo old >o.txt
  run 2 solve s.txt -o o.txt --stats ./o.txt
  run 2 generate 3 --seed 1 -o o.txt --stats o.txt
  [[ $(cat o.txt) == old ]] || fail "o.txt written"
  run 2 rate s.txt -o - --stats -
  run 0 solve s.txt -o o.txt --stats s.csv -q
  expect_lines o.txt 1
}

case_failed_write_keeps_the_old_file() {
  for i in $(seq 3000); do printf '%s\n' "$PUZZLE"; done >big.txt
  echo old >out.txt
  chmod 640 out.txt
  local status=0
  # A file size limit makes write() fail with EFBIG once out.txt would pass 64 KB.
  (trap '' XFSZ && ulimit -f 64 && exec "$nonet" solve big.txt -o out.txt -q) 2>err.txt || status=$?
  [[ $status -eq 3 ]] || fail "status $status over the file size limit"
  expect_err "^nonet: error: cannot write to 'out.txt': File too large$"
  [[ $(cat out.txt) == old ]] || fail "the old out.txt was changed"
  [[ -z $(ls -A | grep nonet-) ]] || fail "a temporary file was left: $(ls -A)"
  run 0 solve big.txt -o out.txt -q
  expect_lines out.txt 3000
  [[ $(stat -c %a out.txt) == 640 ]] || fail "mode $(stat -c %a out.txt), expected 640 kept"
}

case_interrupted_run_keeps_its_output() {
  "$nonet" generate 100000000 --seed 1 --threads 1 -o g.txt -q 2>err.txt &
  local pid=$!
  wait_for_output "$pid" written
  kill -TERM "$pid"
  wait "$pid" || true
  [[ -s g.txt ]] || fail "nothing kept after SIGTERM: $(ls -A)"
  [[ -z $(ls -A | grep nonet-) ]] || fail "a temporary file was left: $(ls -A)"
  # The blocks allocated ahead of the writes (8 MB at a time) are given back too.
  local size allocated
  read -r size allocated < <(stat -c '%s %b %B' g.txt | awk '{print $1, $2 * $3}')
  ((allocated < size + 1024 * 1024)) || fail "$allocated bytes allocated for $size kept"
}

case_links_and_pipes_are_written_in_place() {
  printf '%s\n' "$PUZZLE" >s.txt
  echo old >real.txt
  ln -s real.txt link.txt
  run 0 solve s.txt -o link.txt -q
  [[ -L link.txt ]] || fail "link.txt is no longer a symbolic link"
  expect_lines real.txt 1
  mkfifo pipe
  cat pipe >got.txt &
  local reader=$!
  run 0 solve s.txt -o pipe -q
  wait "$reader"
  expect_same got.txt real.txt
  [[ -z $(find . -maxdepth 1 -name '.*.nonet-*') ]] || fail "a temporary file was left"
}

case_abandoned_temporaries_are_removed() {
  # Where a temporary has a name (no O_TMPFILE), a run killed outright leaves it behind: the
  # next output written into the directory removes it once its process is gone.
  printf '%s\n' "$PUZZLE" >s.txt
  local gone alive
  sleep 0 &
  gone=$!
  wait "$gone"
  sleep 60 &
  alive=$!
  echo abandoned >".old.csv.nonet-$gone-Ab12Cd"
  echo abandoned >".out.txt.nonet-$gone-xY34zW"
  echo "in progress" >".out.txt.nonet-$alive-Qr56St"
  echo "not ours" >".out.txt.nonet-Qr56St"
  run 0 solve s.txt -o out.txt -q
  kill "$alive"
  [[ $(ls -A | grep -F .nonet- | tr '\n' ' ') == ".out.txt.nonet-$alive-Qr56St .out.txt.nonet-Qr56St " ]] ||
    fail "left: $(ls -A | grep -F .nonet-)"
}

# --- solve --all streams its solutions ----------------------------------------------------

case_solve_all_streams_flat_memory() {
  expect_rss_below $((64 * 1024)) "$nonet" solve --all --max-solutions 2000000 -q <<<"$EMPTY"
  "$nonet" solve --all --max-solutions 2000000 -q <<<"$EMPTY" 2>err.txt | tail -1 >last.txt
  [[ $(wc -c <last.txt) -eq 82 ]] || fail "last solution: $(cat last.txt)"
  expect_err "^nonet: warning: line 1: more than 2000000 solutions; wrote the first 2000000 \(--max-solutions\)$"
}

case_solve_all_streamed_records_in_order() {
  # 30,614 solutions: more than a batch holds, so they stream, between two held records.
  local many=...................2....5........8.18752......6..3.29..8...9.1.1.....6.35..3.....
  printf '%s\n' "$PUZZLE" "$many" 12345 "$PUZZLE" >in.txt
  run 0 solve in.txt --all --max-solutions 100000 -q --stats s.csv
  expect_lines out.txt $((1 + 30614 + 1 + 1))
  [[ $(sed -n '2,30615p' out.txt | sort -u | wc -l) -eq 30614 ]] || fail "solutions not distinct"
  [[ $(sed -n 30616p out.txt) == "12345 invalid (line 3: expected 81 cells, got 5)" ]] ||
    fail "record after the streamed one: $(sed -n 30616p out.txt)"
  sed -n 3p s.csv | grep -q '^2,multiple,20,30614,' || fail "stats row: $(sed -n 3p s.csv)"
  run 0 solve in.txt --all --max-solutions 100000 -q --format csv
  [[ $(grep -c "^2,$many,[1-9]\{81\},multiple,30614,$" out.txt) -eq 30614 ]] ||
    fail "csv rows with the count"
  run 0 solve in.txt --all --max-solutions 100000 -q --format grid
  grep -qx "line 2: multiple, 30614 solutions" out.txt || fail "grid header"
  run 0 solve in.txt --all --max-solutions 100000 -q --format jsonl
  python3 - out.txt <<'PY' || fail "jsonl"
import json, sys
records = [json.loads(line) for line in open(sys.argv[1])]
assert [r["line"] for r in records] == [1, 2, 3, 4], records
assert len(records[1]["solutions"]) == 30614 == records[1]["stats"]["solutions"]
assert len(set(records[1]["solutions"])) == 30614
assert records[1]["status"] == "multiple"
PY
  # A cut list is the beginning of a longer one.
  run 0 solve --all --max-solutions 10000 -q <<<"$many"
  cp out.txt cut.txt
  run 0 solve --all --max-solutions 100000 -q <<<"$many"
  head -10000 out.txt | expect_output cut.txt
}

"case_$case_name"
