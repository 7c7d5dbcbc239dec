# Shared by the end-to-end scripts *_cases.sh, which source it after setting `nonet` (the
# binary) and `case_name`: a scratch directory to run in, and the assertions. Each failed
# assertion names the case and exits 1.

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

fail() {
  echo "FAIL [$case_name]: $*" >&2
  exit 1
}

# expect_output FILE: compares FILE with the expected text on standard input, byte for byte.
# FILE is read once, so it may be a process substitution.
expect_output() {
  cat >"$work/.expected"
  cat "$1" >"$work/.actual"
  if ! cmp -s "$work/.expected" "$work/.actual"; then
    echo "--- expected / +++ actual ($1):" >&2
    diff "$work/.expected" "$work/.actual" | head -40 >&2 || true
    fail "unexpected content in $1"
  fi
}

expect_same() {
  cmp -s "$1" "$2" || fail "$1 and $2 differ"
}

expect_lines() {
  [[ $(wc -l <"$1") -eq $2 ]] || fail "$1 has $(wc -l <"$1") lines, expected $2"
}

# run EXPECTED_STATUS ARGS...: runs nonet with stdout in out.txt and stderr in err.txt.
run() {
  local expected=$1
  shift
  local status=0
  "$nonet" "$@" >out.txt 2>err.txt || status=$?
  [[ $status -eq $expected ]] || {
    head -20 err.txt >&2
    fail "exit status $status, expected $expected: nonet $*"
  }
}

expect_err() {
  grep -qE -- "$1" err.txt || {
    cat err.txt >&2
    fail "stderr does not match: $1"
  }
}

expect_out() {
  grep -qE -- "$1" out.txt || {
    cat out.txt >&2
    fail "stdout does not match: $1"
  }
}

# wait_for_output PID [written|BYTES]: waits until process PID (a background job of this case)
# has a file of this case's directory open for writing, or with `written` has also written into
# it, or with BYTES holds at least that many (an unnamed temporary file counts: it shows as
# `DIR/#INODE (deleted)`). Fails when the process ends first or after 30 s.
wait_for_output() {
  local pid=$1 bytes=${2:-0} tries fd flags here
  [[ $bytes == written ]] && bytes=1
  here=$(pwd -P)
  for ((tries = 0; tries < 600; ++tries)); do
    if ! kill -0 "$pid" 2>/dev/null || grep -q '^State:[[:space:]]*[ZX]' "/proc/$pid/status"; then
      fail "process $pid ended before it was caught mid-run"
    fi
    for fd in /proc/"$pid"/fd/*; do
      [[ $(readlink "$fd" 2>/dev/null) == "$here"/* ]] || continue
      flags=$(awk '/^flags:/ {print $2}' "/proc/$pid/fdinfo/${fd##*/}" 2>/dev/null) || continue
      ((8#${flags:-0} & 3)) || continue # opened for reading only
      ((bytes == 0)) && return 0
      [[ $(stat -L -c %s "$fd" 2>/dev/null || echo 0) -ge $bytes ]] && return 0
    done
    sleep 0.05
  done
  fail "process $pid wrote no output (${bytes} bytes) within 30 s"
}
