import csv
import os
import resource
import subprocess
import sys

import numpy as np
import pytest

import nonet
from conftest import read_puzzles, run_cli

SKYSCRAPER = "..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3....."
EMPTY = "." * 81


def test_solutions_match_the_command_line_on_the_17_clue_corpus(nonet_binary, tmp_path):
    puzzles = read_puzzles("puzzles2_17_clue.txt", 3000)
    (tmp_path / "in.txt").write_text("\n".join(puzzles) + "\n")
    expected = run_cli(nonet_binary, "solve", str(tmp_path / "in.txt")).split()
    from_strings = nonet.solve(puzzles)
    from_array = nonet.solve(nonet.to_array(puzzles), threads=2)
    assert nonet.to_strings(from_strings["solution"]) == expected
    assert np.array_equal(from_array["solution"], from_strings["solution"])
    assert (from_array["status"] == nonet.SolveStatus.solved).all()
    assert (from_array["solutions"] == 1).all()
    assert np.array_equal(from_array["guesses"], from_strings["guesses"])


def test_one_known_solution_and_its_dtypes():
    result = nonet.solve([SKYSCRAPER])
    assert set(result) == {"solution", "status", "solutions", "guesses", "reason"}
    assert result["solution"].shape == (1, 81) and result["solution"].dtype == np.uint8
    assert result["status"].dtype == np.uint8
    assert nonet.to_strings(result["solution"]) == [nonet.to_strings(
        nonet.solve(nonet.to_array([SKYSCRAPER]))["solution"])[0]]
    assert nonet.SolveStatus(result["status"][0]).name == "solved"


def test_count_and_all_modes():
    # An empty grid has many solutions; the skyscraper puzzle one.
    result = nonet.solve([SKYSCRAPER, EMPTY], mode="count", limit=5)
    assert [nonet.SolveStatus(s).name for s in result["status"]] == ["unique", "multiple"]
    assert list(result["solutions"]) == [1, 5]
    every = nonet.solve([SKYSCRAPER, EMPTY, "11" + "." * 79], mode="all", limit=3)
    shapes = [a.shape for a in every["all_solutions"]]
    assert shapes == [(1, 81), (3, 81), (0, 81)]
    assert len({bytes(row) for row in every["all_solutions"][1]}) == 3
    assert np.array_equal(every["all_solutions"][0][0], every["solution"][0])
    # With limit 1 one solution says nothing about uniqueness, in both modes.
    for mode in ("count", "all"):
        once = nonet.solve([SKYSCRAPER, EMPTY], mode=mode, limit=1)
        assert [nonet.SolveStatus(s).name for s in once["status"]] == ["solved", "solved"]


def test_long_counts_agree_with_the_command_line(nonet_binary, tmp_path):
    # Above 65,536 a count goes through the enumeration (which Ctrl-C can stop): the same
    # statuses, counts and guesses as `nonet solve --count`.
    unsolvable = "12345678." + "........9" + "." * 63
    puzzles = [SKYSCRAPER, EMPTY, "11" + "." * 79, unsolvable]
    (tmp_path / "in.txt").write_text("\n".join(puzzles) + "\n")
    run_cli(nonet_binary, "solve", "--count", "--limit", "100000", "--stats",
            str(tmp_path / "stats.csv"), "-o", os.devnull, str(tmp_path / "in.txt"))
    rows = list(csv.DictReader(open(tmp_path / "stats.csv")))
    result = nonet.solve(puzzles, mode="count", limit=100_000)
    assert [nonet.SolveStatus(s).name for s in result["status"]] == [r["status"] for r in rows]
    assert list(result["solutions"]) == [int(r["solutions"]) for r in rows] == [1, 100_000, 0, 0]
    assert list(result["guesses"]) == [int(r["guesses"]) for r in rows]


def test_singles_mode_says_stuck_with_the_partial_grid():
    hard = read_puzzles("puzzles5_forum_hardest_1905_11.txt", 1)
    solved = nonet.to_strings(nonet.solve([SKYSCRAPER])["solution"])
    result = nonet.solve(hard + solved, mode="singles")
    assert [nonet.SolveStatus(s).name for s in result["status"]] == ["stuck", "solved"]
    assert (result["guesses"] == 0).all()
    given = nonet.to_array(hard)[0]
    assert np.array_equal(result["solution"][0][given > 0], given[given > 0])


def test_bad_puzzles_are_rows_with_reasons_never_exceptions():
    bad_array = np.zeros((3, 81), dtype=np.uint8)
    bad_array[0, 4] = 12
    bad_array[1, 0] = bad_array[1, 1] = 5
    result = nonet.solve(bad_array)
    assert [nonet.SolveStatus(s).name for s in result["status"]] == ["invalid", "invalid", "solved"]
    assert list(result["reason"]) == ["cell r1c5 holds 12: expected 0-9", "digit 5 twice in row 1", ""]
    strings = nonet.solve(["123", "a" * 81, None, SKYSCRAPER, "1" * 81])
    assert list(strings["reason"][:3]) == ["expected 81 cells, got 3",
                                           "bad character 'a' at column 1", "not a string: NoneType"]
    assert strings["reason"][3] == ""
    assert strings["reason"][4].startswith("digit 1 twice")
    assert (strings["solution"][[0, 1, 2, 4]] == 0).all()
    unsolvable = "12345678." + "........9" + "." * 63
    assert nonet.SolveStatus(nonet.solve([unsolvable])["status"][0]).name == "unsolvable"


def test_misuse_raises_clear_errors():
    with pytest.raises(TypeError, match="not one string"):
        nonet.solve(SKYSCRAPER)
    with pytest.raises(ValueError, match=r"shape \(N, 81\)"):
        nonet.solve(np.zeros((2, 80), dtype=np.uint8))
    with pytest.raises(ValueError, match="mode must be"):
        nonet.solve([SKYSCRAPER], mode="fast")
    with pytest.raises(ValueError, match="limit"):
        nonet.solve([SKYSCRAPER], limit=0)
    # A value outside 0-9 in any integer dtype is that row's reason, never the whole call's.
    assert list(nonet.solve(np.full((1, 81), 300, dtype=np.int32))["reason"]) == [
        "cell r1c1 holds 300: expected 0-9"]
    with pytest.raises(TypeError):
        nonet.solve(np.zeros((1, 81), dtype=np.float32))


def test_empty_input():
    for empty in ([], np.zeros((0, 81), dtype=np.uint8)):
        result = nonet.solve(empty)
        assert result["solution"].shape == (0, 81)
        assert len(result["status"]) == len(result["reason"]) == 0


def test_other_integer_types_and_numpy_strings():
    puzzles = read_puzzles("puzzles3_magictour_top1465.txt", 20)
    expected = nonet.solve(puzzles)["solution"]
    assert np.array_equal(nonet.solve(nonet.to_array(puzzles).astype(np.int64))["solution"], expected)
    assert np.array_equal(nonet.solve(np.array(puzzles))["solution"], expected)
    assert np.array_equal(nonet.solve([p.encode() for p in puzzles])["solution"], expected)


def peak_rss_kib():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def test_huge_input_is_read_in_chunks_with_flat_memory():
    puzzles = read_puzzles("puzzles2_17_clue.txt", 1000)
    expected = nonet.solve(puzzles)
    rows = 200_000
    strings = puzzles * (rows // len(puzzles))
    previous = nonet._core._chunk_rows()
    nonet._core._set_chunk_rows(4096)
    try:
        before = peak_rss_kib()
        result = nonet.solve(strings, threads=2)
        grown = peak_rss_kib() - before
    finally:
        nonet._core._set_chunk_rows(previous)
    assert np.array_equal(result["solution"], np.tile(expected["solution"], (rows // 1000, 1)))
    assert np.array_equal(result["guesses"], np.tile(expected["guesses"], rows // 1000))
    # The result itself (81 + 1 + 8 + 8 bytes and a reason per row, ~21 MB) and one chunk of
    # grids: a copy of the whole input as grids would add 16 MB more.
    result_kib = sum(v.nbytes for v in result.values() if isinstance(v, np.ndarray)) // 1024
    assert grown < result_kib + 12 * 1024, (grown, result_kib)


def test_all_solutions_cost_their_own_size_at_peak():
    # In a fresh process, so that its peak RSS is this call's: the 1,000,000 solutions (81 MB)
    # are kept once, not gathered and then copied into their array (twice their size at peak).
    code = ("import resource, nonet\n"
            "before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
            "every = nonet.solve(['.' * 81], mode='all', limit=1_000_000, threads=1)\n"
            "grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before\n"
            "solutions = every['all_solutions'][0]\n"
            "print(len(solutions), len(set(map(bytes, solutions[::997]))), solutions.nbytes // 1024, grown)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    rows, distinct, solutions_kib, grown_kib = map(int, done.stdout.split())
    assert (rows, distinct) == (1_000_000, 1004)
    assert grown_kib < solutions_kib * 1.2, (grown_kib, solutions_kib)
