#!/usr/bin/env bash
# End-to-end invariants of every command that writes a file (-o, --stats, --latencies): an
# output that is an input (by name, through a hard or symbolic link), a failed write (a file
# size limit: EFBIG, as a full disk gives ENOSPC), and a SIGKILL mid-run each leave the old
# output and the inputs byte-identical, and leave no temporary file behind; a stop signal
# before the first record keeps the old output (never a bare header), one mid-run keeps the
# whole records written. Then -o and --stats together: the same records after a signal, a
# reader that goes away, a failed write of either; and the commands that write standard
# output only (explain, diff, bench's table). Each case_* function is one ctest test
# (tests/e2e/CMakeLists.txt finds them by name); the first case checks that every writing
# option of every command has one.
#   usage: outputs_cases.sh NONET_BINARY DATASETS_DIR CASE
set -euo pipefail

nonet=$1
datasets=$2
case_name=$3
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

small='' # the case's inputs, set for each call of invariants (below)
big=''
header='' # see invariants
past=0
never=()

# corpus DATASET [N]: the dataset's puzzle lines (its first N).
corpus() { awk -v n="${2:-0}" '!/^#/ && (n == 0 || count++ < n)' "$datasets/$1"; }
# copies N DATASET: the dataset's puzzles N times over, a large input for a run to be killed in.
copies() { for _ in $(seq "$1"); do corpus "$2"; done; }

expect_no_temporary() {
  local left
  left=$(find . -maxdepth 1 -name '.*.nonet-*')
  [[ -z $left ]] || fail "$1: a temporary file was left: $left"
}

# The command line of the case with @IN and @OUT replaced, in `command_line`.
with() {
  local arg
  command_line=()
  for arg in "${template[@]}"; do
    arg=${arg//@IN/$1}
    command_line+=("${arg//@OUT/$2}")
  done
}

# An existing output to keep: its bytes and its mode.
old_output() {
  echo old >out.txt
  chmod 640 out.txt
  cp out.txt out.before
}

expect_old_output_kept() {
  expect_same out.txt out.before
  [[ $(stat -c %a out.txt) == 640 ]] || fail "$1: mode $(stat -c %a out.txt), expected 640"
}

output_is_an_input() {
  [[ -f $small ]] || return 0 # generate reads no input
  cp "$small" in.before
  ln "$small" hard-link.txt
  ln -s "$small" soft-link.txt
  local output
  for output in "$small" "./$small" "$PWD/$small" hard-link.txt soft-link.txt; do
    with "$small" "$output"
    run 2 "${command_line[@]}"
    expect_err "^nonet: error: '$small' is both an input and the output of (-o|--stats|--latencies) \('$output'\): refusing to write over it$"
    expect_same "$small" in.before
  done
  rm hard-link.txt soft-link.txt in.before
}

failed_write() {
  old_output
  [[ -f $small ]] && cp "$small" in.before
  with "$small" out.txt
  local status=0
  # A file size limit of 8 KB: the output's write past it fails with EFBIG.
  (trap '' XFSZ && ulimit -f 8 && exec "$nonet" "${command_line[@]}") >/dev/null 2>err.txt ||
    status=$?
  [[ $status -eq 3 ]] || fail "failed write: exit status $status, expected 3: ${command_line[*]}"
  expect_err "^nonet: error: cannot write to 'out.txt': File too large$"
  expect_old_output_kept "failed write"
  [[ -f $small ]] && expect_same "$small" in.before
  expect_no_temporary "failed write"
}

killed_run() {
  old_output
  local input_sum=
  [[ -f $big ]] && input_sum=$(cksum <"$big")
  with "$big" out.txt
  "$nonet" "${command_line[@]}" >/dev/null 2>err.txt &
  local pid=$!
  wait_for_output "$pid" "$written"
  kill -KILL "$pid"
  wait "$pid" 2>/dev/null || true
  expect_old_output_kept "SIGKILL mid-run"
  [[ -z $input_sum || $(cksum <"$big") == "$input_sum" ]] || fail "SIGKILL mid-run: the input changed"
  expect_no_temporary "SIGKILL mid-run"
}

# start ARGS...: runs nonet in the background (its pid in `pid`), stdout to /dev/null and stderr
# in err.txt, with the stop signals at their default action (a non-interactive shell has a
# background job ignore SIGINT).
start() {
  env --default-signal "$nonet" "$@" >/dev/null 2>err.txt &
  pid=$!
}

# A stop signal before the first record (the input a FIFO that never gives a line; generate,
# a rating nothing reaches) leaves the old output, also after a header was written (rate -o,
# --stats): never a bare header. SIGINT, SIGTERM and SIGHUP alike.
early_signal() {
  local signal hold
  for signal in INT TERM HUP; do
    old_output
    if [[ -f $small ]]; then
      rm -f never.fifo
      mkfifo never.fifo
      exec {hold}<>never.fifo # a writer that never writes: the reader waits for good
      with never.fifo out.txt
      start "${command_line[@]}"
    else
      with "$small" out.txt
      start "${command_line[@]}" "${never[@]}"
    fi
    wait_for_output "$pid" "$header"
    kill "-$signal" "$pid"
    wait "$pid" 2>/dev/null || true
    [[ -f $small ]] && exec {hold}>&-
    expect_old_output_kept "SIG$signal before the first record"
    expect_no_temporary "SIG$signal before the first record"
  done
  rm -f never.fifo
}

# A stop signal mid-run keeps the whole records written (at least the first batch's) in place
# of the old output; a command that writes only at the end has written nothing, and the old
# output stays.
late_signal() {
  old_output
  with "$big" out.txt
  start "${command_line[@]}"
  if [[ -n $written ]]; then
    wait_for_output "$pid" "$past"
  else
    wait_for_output "$pid"
  fi
  kill -TERM "$pid"
  wait "$pid" 2>/dev/null || true
  if [[ -n $written ]]; then
    if [[ ! -s out.txt ]] || cmp -s out.txt out.before; then
      fail "SIGTERM mid-run: what was written is not kept"
    fi
    [[ $(tail -c 1 out.txt | od -An -c | tr -d ' ') == '\n' ]] ||
      fail "SIGTERM mid-run: the output ends in the middle of a record"
    [[ $(stat -c %a out.txt) == 640 ]] || fail "SIGTERM: mode $(stat -c %a out.txt), expected 640"
  else
    expect_old_output_kept "SIGTERM before the output is written"
  fi
  expect_no_temporary "SIGTERM mid-run"
}

replaced() {
  old_output
  with "$small" out.txt
  run "${success:-0}" "${command_line[@]}"
  if [[ ! -s out.txt ]] || cmp -s out.txt out.before; then fail "out.txt was not replaced"; fi
  [[ $(stat -c %a out.txt) == 640 ]] || fail "mode $(stat -c %a out.txt), expected 640 kept"
  expect_no_temporary "a run to the end"
}

# invariants WHEN ARGS...: the invariants for the command line ARGS, where @IN stands for the
# input (the file `small`, and `big` for the run to kill; for generate, counts) and @OUT for
# the output. A kill is mid-run once the output is `written` into, or for a command that
# writes it all at the end once it is `opened`. Set by the case: `past`, a size the output
# reaches only after its first batch (for the late signal); `header`, `written` when the
# output starts with a header (the early signal comes after it); `never`, for generate, the
# options with which no record comes (the early signal); `early=no` for a command that opens
# its output only after reading its input (bench); `success`, the exit status of a run to the
# end when it is not 0 (overlap's, when it lists lines).
invariants() {
  written=''
  [[ $1 == written ]] && written=written
  shift
  template=("$@")
  output_is_an_input
  failed_write
  killed_run
  [[ ${early:-} == no ]] || early_signal
  late_signal
  replaced
}

# --- every option that writes a file has its case -----------------------------------------

case_every_writer_has_a_case() {
  local command option found=0
  for command in $("$nonet" --help | awk '/^Subcommands:/ {on = 1; next} on && NF {print $1}'); do
    for option in --output --stats --latencies; do
      "$nonet" "$command" --help | grep -qE -- "(^|[ ,])$option " || continue
      local name=$command
      [[ $option == --stats ]] && name+=_stats
      declare -F "case_$name" >/dev/null || fail "nonet $command $option writes a file: no case_$name"
      found=$((found + 1))
    done
  done
  # solve, rate, check, canon, dedup, overlap, augment, split, generate (-o); solve, generate
  # (--stats); bench.
  [[ $found -eq 12 ]] || fail "$found writing options found, expected 12"
}

# --- the writers ---------------------------------------------------------------------------

# The batches of a big input are at most 2048 lines: `past` is beyond the first one.
case_solve() {
  corpus puzzles5_forum_hardest_1905_11.txt 400 >small.txt
  copies 3 puzzles5_forum_hardest_1905_11.txt >big.txt
  past=400000 small=small.txt big=big.txt invariants written solve @IN --threads 1 -q -o @OUT
}

case_solve_stats() {
  corpus puzzles5_forum_hardest_1905_11.txt 400 >small.txt
  copies 3 puzzles5_forum_hardest_1905_11.txt >big.txt
  header=written past=300000 small=small.txt big=big.txt invariants written \
    solve @IN --threads 1 -q -o /dev/null --stats @OUT
}

case_rate() {
  corpus puzzles2_17_clue.txt 200 >small.txt
  corpus puzzles2_17_clue.txt 20000 >big.txt
  header=written past=20000 small=small.txt big=big.txt invariants written \
    rate @IN --threads 1 -q -o @OUT
}

# check's small input is solved grids, which it finds valid (exit 0; "valid" a line, so 2000
# of them pass the 8 KB limit), also as puzzles and answers at once; the big one's are puzzles.
solved_grids() {
  corpus puzzles5_forum_hardest_1905_11.txt 2000 >puzzles.txt
  "$nonet" solve puzzles.txt -q -o small.txt
}

case_check() {
  solved_grids
  copies 3 puzzles5_forum_hardest_1905_11.txt >big.txt
  past=5000000 small=small.txt big=big.txt invariants written check @IN --threads 1 -q -o @OUT
}

case_check_pairs() {
  solved_grids
  copies 3 puzzles5_forum_hardest_1905_11.txt >big.txt
  past=5000000 small=small.txt big=big.txt invariants written \
    check --puzzles @IN --answers @IN --threads 1 -q -o @OUT
}

case_canon() {
  corpus puzzles5_forum_hardest_1905_11.txt 400 >small.txt
  copies 10 puzzles5_forum_hardest_1905_11.txt >big.txt
  past=400000 small=small.txt big=big.txt invariants written canon @IN --threads 1 -q -o @OUT
}

case_dedup() {
  corpus puzzles5_forum_hardest_1905_11.txt 400 >small.txt
  copies 10 puzzles5_forum_hardest_1905_11.txt >big.txt
  past=400000 small=small.txt big=big.txt invariants written dedup @IN --threads 1 -q -o @OUT
}

case_dedup_count() {
  corpus puzzles5_forum_hardest_1905_11.txt 400 >small.txt
  copies 10 puzzles5_forum_hardest_1905_11.txt >big.txt
  small=small.txt big=big.txt invariants opened dedup --count @IN --threads 1 -q -o @OUT
}

# Each puzzle twice: every line is listed (a CSV past the failed write's limit), exit 1.
case_overlap() {
  corpus puzzles5_forum_hardest_1905_11.txt 400 >once.txt
  cat once.txt once.txt >small.txt
  copies 10 puzzles5_forum_hardest_1905_11.txt >big.txt
  success=1 small=small.txt big=big.txt invariants opened overlap @IN --within --threads 1 -q \
    -o @OUT
}

case_augment() {
  corpus puzzles5_forum_hardest_1905_11.txt 400 >small.txt
  copies 12 puzzles5_forum_hardest_1905_11.txt >big.txt
  past=400000 small=small.txt big=big.txt invariants written augment @IN --seed 1 --threads 1 \
    --copies 4 -q -o @OUT
}

# split writes one file a part (-o is their PREFIX), once the input is read twice: a failed
# write, a kill mid-run and a stop signal keep the old parts; a run to the end replaces them.
case_split() {
  corpus puzzles5_forum_hardest_1905_11.txt 400 >small.txt
  copies 10 puzzles5_forum_hardest_1905_11.txt >big.txt
  local part status
  old_parts() {
    for part in a b; do
      echo old >"out-$part.txt"
      chmod 640 "out-$part.txt"
    done
  }
  expect_old_parts() {
    for part in a b; do
      [[ $(cat "out-$part.txt") == old && $(stat -c %a "out-$part.txt") == 640 ]] ||
        fail "$1: out-$part.txt was not kept"
    done
    expect_no_temporary "$1"
  }
  old_parts
  status=0
  (trap '' XFSZ && ulimit -f 8 && exec "$nonet" split small.txt --parts a=1,b=1 --seed 1 -q \
    -o out) >/dev/null 2>err.txt || status=$?
  [[ $status -eq 3 ]] || fail "failed write: exit status $status, expected 3"
  expect_err "^nonet: error: cannot write to 'out-[ab].txt': File too large$"
  expect_old_parts "failed write"
  for signal in KILL TERM; do
    old_parts
    start split big.txt --parts a=1,b=1 --seed 1 -q -o out --threads 1
    sleep 0.3
    kill "-$signal" "$pid"
    wait "$pid" 2>/dev/null || true
    expect_old_parts "SIG$signal mid-run"
  done
  old_parts
  run 0 split small.txt --parts a=1,b=1 --seed 1 -q -o out
  [[ $(cat out-a.txt out-b.txt | wc -l) -eq 400 ]] || fail "the parts do not hold the 400 lines"
  [[ $(stat -c %a out-a.txt) == 640 ]] || fail "mode $(stat -c %a out-a.txt), expected 640 kept"
}

# A batch is 4 puzzles. No record comes with a rating nothing reaches and tries enough for
# hours.
never=(--rating 11.9: --max-tries 1000000000)

case_generate() {
  past=4000 small=400 big=100000000 invariants written \
    generate @IN --seed 1 --threads 1 -q -o @OUT
}

case_generate_stats() {
  header=written past=4000 small=300 big=100000000 invariants written \
    generate @IN --seed 1 --threads 1 -q -o /dev/null --stats @OUT
}

case_bench() {
  corpus puzzles5_forum_hardest_1905_11.txt 400 >small.txt
  corpus puzzles5_forum_hardest_1905_11.txt >big.txt
  early=no small=small.txt big=big.txt invariants opened \
    bench @IN --min-time 0 --latencies @OUT
}

# explain writes standard output only: appending it to its input is refused, and a run
# killed mid-way leaves the input as it was. The input opens with easy puzzles (output at
# once) and goes on with the hardest (a minute of work): the run is still going when caught.
case_explain() {
  {
    corpus puzzles2_17_clue.txt 2000
    corpus puzzles5_forum_hardest_1905_11.txt 2000
  } >in.txt
  cp in.txt in.before
  local status=0
  # shellcheck disable=SC2094 # the point: nonet must refuse it
  "$nonet" explain in.txt >>in.txt 2>err.txt || status=$?
  [[ $status -eq 2 ]] || fail "explain in.txt >>in.txt: exit status $status"
  expect_err "^nonet: error: 'in.txt' is both an input and standard output: refusing to write over it$"
  expect_same in.txt in.before
  "$nonet" explain in.txt >out.txt 2>err.txt &
  local pid=$!
  wait_for_output "$pid" written
  kill -KILL "$pid"
  wait "$pid" 2>/dev/null || true
  expect_same in.txt in.before
  expect_no_temporary "SIGKILL mid-run"
}

# --- -o and --stats together: the same records, whatever stops the run ------------------

# to_closed_pipe ARGS...: runs nonet with standard output a pipe whose reader has already
# gone (the first write fails with EPIPE), stderr in err.txt; its exit status in `status`.
to_closed_pipe() {
  local gone
  exec {gone}> >(:)
  wait $! 2>/dev/null || true # the reader has ended
  status=0
  "$nonet" "$@" >&"$gone" 2>err.txt || status=$?
  exec {gone}>&-
}

# The stats rows match the output lines: as many, and each row's `solutions` count the
# output's lines of its puzzle (solve --all), or its `clues` the puzzle's (generate).
expect_solve_all_agree() {
  local rows lines
  rows=$(awk -F, 'NR > 1 {n += $4} END {print n + 0}' stats.csv)
  lines=$(wc -l <out.txt)
  [[ $rows -eq $lines ]] || fail "$1: --stats counts $rows solutions, -o holds $lines"
}

expect_generate_agree() {
  [[ $(($(wc -l <stats.csv) - 1)) -eq $(wc -l <out.txt) ]] ||
    fail "$1: $(($(wc -l <stats.csv) - 1)) stats rows beside $(wc -l <out.txt) puzzles"
  awk -F, 'NR == FNR {clues[FNR - 1] = gsub(/[1-9]/, "", $0); next}
           FNR > 1 && ($1 != FNR - 2 || $2 != clues[FNR - 2]) {bad = 1}
           END {exit bad}' out.txt stats.csv || fail "$1: a stats row is not its puzzle's"
}

# to_head ARGS...: runs nonet with standard output to `head -n 1` (what it read in got.txt),
# stderr in err.txt; nonet's exit status in `status`.
# With `lines=N` before it, `head -n N`.
to_head() {
  rm -f status.txt
  { "$nonet" "$@" 2>err.txt || echo $? >status.txt; } | head -n "${lines:-1}" >got.txt
  status=0
  if [[ -f status.txt ]]; then status=$(cat status.txt); fi
}

old_pair() {
  echo old >out.txt
  echo old stats >stats.csv
  cp out.txt out.before
  cp stats.csv stats.before
}

# A stop signal while solve --all streams the empty grid's solutions (a batch of its own,
# after a batch of 12 puzzles: 4 MB of --all output per batch) keeps the 12 puzzles' batch in
# both files: never the streamed solutions without their stats row.
case_signal_keeps_the_same_records_solve() {
  corpus puzzles5_forum_hardest_1905_11.txt 12 >in.txt
  printf '%081d\n' 0 >>in.txt
  local signal
  for signal in INT TERM HUP; do
    old_pair
    start solve in.txt --all --max-solutions 100000000 --threads 1 -q -o out.txt --stats stats.csv
    wait_for_output "$pid" 2000000
    kill "-$signal" "$pid"
    wait "$pid" 2>/dev/null || true
    expect_solve_all_agree "SIG$signal"
    expect_lines out.txt 12
    expect_no_temporary "SIG$signal"
  done
}

# The issue's run: generate on every core, SIGINT once a few batches are out.
case_signal_keeps_the_same_records_generate() {
  local round
  for round in 1 2 3; do
    old_pair
    start generate 100000000 --seed 1 --minimal -q -o out.txt --stats stats.csv
    wait_for_output "$pid" $((round * 20000))
    kill -INT "$pid"
    wait "$pid" 2>/dev/null || true
    cmp -s out.txt out.before && fail "SIGINT mid-run: the old output was kept"
    expect_generate_agree "SIGINT mid-run (round $round)"
    expect_no_temporary "SIGINT"
  done
}

# A reader that goes away: the side output holds the rows of the records sent to it, at
# least those it read, a prefix of the whole run's (exit 0, quietly); a reader gone before
# any record leaves the old file (exit 0): never a bare header, never stale rows beside
# records sent.
case_stats_reader_goes_away_solve() {
  copies 3 puzzles5_forum_hardest_1905_11.txt >in.txt
  "$nonet" solve in.txt --threads 1 -q -o full.txt --stats full.csv
  old_pair
  to_head solve in.txt --threads 1 -q --stats stats.csv
  [[ $status -eq 0 && ! -s err.txt ]] || fail "| head -n 1: exit status $status: $(cat err.txt)"
  expect_same got.txt <(head -n 1 full.txt)
  local rows=$(($(wc -l <stats.csv) - 1))
  ((rows >= 1 && rows < $(wc -l <full.txt))) || fail "| head -n 1: $rows stats rows"
  expect_output stats.csv < <(head -n $((rows + 1)) full.csv)
  expect_no_temporary "| head -n 1"

  old_pair
  to_closed_pipe solve in.txt --threads 1 -q --stats stats.csv
  [[ $status -eq 0 && ! -s err.txt ]] || fail "a closed pipe: exit status $status: $(cat err.txt)"
  expect_same stats.csv stats.before
  expect_no_temporary "a closed pipe"
}

case_stats_reader_goes_away_generate() {
  old_pair
  to_head generate 100000000 --seed 1 --threads 1 -q --stats stats.csv
  [[ $status -eq 0 && ! -s err.txt ]] || fail "| head -n 1: exit status $status: $(cat err.txt)"
  local rows=$(($(wc -l <stats.csv) - 1))
  ((rows >= 1)) || fail "| head -n 1: $rows stats rows"
  "$nonet" generate "$rows" --seed 1 --threads 1 -q -o full.txt --stats full.csv
  expect_same stats.csv full.csv
  expect_same got.txt <(head -n 1 full.txt)

  old_pair
  to_closed_pipe generate 100 --seed 1 --threads 1 -q --stats stats.csv
  [[ $status -eq 0 && ! -s err.txt ]] || fail "a closed pipe: exit status $status: $(cat err.txt)"
  expect_same stats.csv stats.before
  expect_no_temporary "a closed pipe"
}

# A reader that goes away while solve --all streams a puzzle's solutions ends the run at
# once (no search to its end for nobody): --stats keeps the rows of the puzzles before it,
# or its old contents when there is none, never the header alone.
case_stats_reader_goes_away_streaming() {
  corpus puzzles5_forum_hardest_1905_11.txt 3 >in.txt
  printf '%081d\n' 0 >>in.txt
  "$nonet" solve in.txt --all --max-solutions 1 --threads 1 -q -o /dev/null --stats full.csv
  old_pair
  to_head solve in.txt --all --max-solutions 100000000 --threads 1 -q --stats stats.csv
  [[ $status -eq 0 && ! -s err.txt ]] || fail "| head -n 1: exit status $status: $(cat err.txt)"
  expect_output stats.csv < <(head -n 4 full.csv)

  printf '%081d\n' 0 >in.txt
  old_pair
  to_head solve in.txt --all --max-solutions 100000000 --threads 1 -q --stats stats.csv
  [[ $status -eq 0 && ! -s err.txt ]] || fail "| head -n 1: exit status $status: $(cat err.txt)"
  expect_same stats.csv stats.before
  expect_no_temporary "| head -n 1"
}

# The other way round: -o FILE beside `--stats -` whose reader goes away.
case_output_reader_goes_away() {
  copies 3 puzzles5_forum_hardest_1905_11.txt >in.txt
  "$nonet" solve in.txt --threads 1 -q -o full.txt --stats full.csv
  old_pair
  # The reader takes the header and a row: at least one record went out.
  lines=2 to_head solve in.txt --threads 1 -q -o out.txt --stats -
  [[ $status -eq 0 && ! -s err.txt ]] || fail "| head -n 2: exit status $status: $(cat err.txt)"
  expect_same got.txt <(head -n 2 full.csv)
  local count
  count=$(wc -l <out.txt)
  ((count >= 1 && count < $(wc -l <full.txt))) || fail "| head -n 2: $count lines in -o"
  expect_output out.txt < <(head -n "$count" full.txt)
  expect_no_temporary "| head -n 2"

  old_pair
  to_closed_pipe solve in.txt --threads 1 -q -o out.txt --stats -
  [[ $status -eq 0 && ! -s err.txt ]] || fail "a closed pipe: exit status $status: $(cat err.txt)"
  expect_same out.txt out.before
  expect_no_temporary "a closed pipe"
}

# A failed write of either output keeps both old files: exit 3 with the message.
case_side_output_failed_write() {
  corpus puzzles5_forum_hardest_1905_11.txt 400 >in.txt
  local run_args
  for run_args in "solve in.txt" "generate 50 --seed 1"; do
    old_pair
    # shellcheck disable=SC2086 # the command and its input, split
    run 3 $run_args --threads 1 -q -o /dev/full --stats stats.csv
    expect_err "^nonet: error: cannot write to '/dev/full': No space left on device$"
    expect_same stats.csv stats.before
    echo old >main.txt
    # shellcheck disable=SC2086
    run 3 $run_args --threads 1 -q -o main.txt --stats /dev/full
    expect_err "^nonet: error: cannot write to '/dev/full': No space left on device$"
    expect_output main.txt <<<old
    expect_no_temporary "/dev/full"
  done
}

# --- standard output only ------------------------------------------------------------------

# A reader gone before the report: quietly, with the comparison's status (0 the same, 1
# moves), as every command; a failed write is exit 3 with its reason, whatever the report.
case_diff() {
  corpus puzzles2_17_clue.txt 40 >in.txt
  "$nonet" rate in.txt --threads 1 -q -o a.csv
  awk -F, 'NR > 1 && $3 == "rated" {$4 = "9.9"} 1' OFS=, a.csv >b.csv
  to_closed_pipe diff a.csv a.csv
  [[ $status -eq 0 && ! -s err.txt ]] || fail "diff A A | (gone): exit status $status: $(cat err.txt)"
  to_closed_pipe diff a.csv b.csv
  [[ $status -eq 1 && ! -s err.txt ]] || fail "diff A B | (gone): exit status $status: $(cat err.txt)"
  local pair
  for pair in "a.csv a.csv" "a.csv b.csv"; do
    # shellcheck disable=SC2086
    "$nonet" diff $pair >/dev/full 2>err.txt && status=0 || status=$?
    [[ $status -eq 3 ]] || fail "diff $pair >/dev/full: exit status $status"
    expect_err "^nonet: error: cannot write the report: No space left on device$"
  done
}

case_bench_stdout() {
  corpus puzzles5_forum_hardest_1905_11.txt 100 >in.txt
  to_closed_pipe bench in.txt --min-time 0 --latencies lat.csv
  [[ $status -eq 0 && ! -s err.txt ]] || fail "bench | (gone): exit status $status: $(cat err.txt)"
  expect_lines lat.csv 101
  "$nonet" bench in.txt --min-time 0 >/dev/full 2>err.txt && status=0 || status=$?
  [[ $status -eq 3 ]] || fail "bench >/dev/full: exit status $status"
  expect_err "^nonet: error: cannot write the results: No space left on device$"
}

"case_$case_name"
