#!/usr/bin/env bash
# Runs one fuzzer for SECONDS from its seed corpus. New inputs go to a scratch directory (the
# seed corpus in the repository is only read); a crash, a leak or a sanitizer report fails,
# and the input that caused it is kept in ARTIFACTS (default: the current directory).
#   usage: run_fuzzer.sh FUZZER SEED_CORPUS SECONDS [ARTIFACTS]
set -euo pipefail
fuzzer=$1
seeds=$2
seconds=$3
artifacts=${4:-$PWD}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$artifacts"
# -rss_limit_mb: a reader that holds its whole input in memory is a finding too. NONET_FUZZ_SEED
# fixes the random seed (the test suite does, so that a run of it is repeatable).
"$fuzzer" -max_total_time="$seconds" -rss_limit_mb=512 -max_len=65536 -timeout=25 \
  ${NONET_FUZZ_SEED:+-seed=$NONET_FUZZ_SEED} -print_final_stats=1 -artifact_prefix="$artifacts/$(basename "$fuzzer")-" \
  "$scratch" "$seeds"
