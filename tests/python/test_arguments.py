"""Numbers given to the calls are checked as the command line checks its options: a clear
ValueError (TypeError for what is not a number at all) before any work, never a crash."""
import os
import warnings

import numpy as np
import pytest

import nonet

SKYSCRAPER = "..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3....."
GRID = nonet.to_strings(nonet.solve([SKYSCRAPER])["solution"])


def every_threaded_call(threads):
    yield lambda: nonet.solve([SKYSCRAPER], threads=threads)
    yield lambda: nonet.rate([SKYSCRAPER], search=False, threads=threads)
    yield lambda: nonet.check(GRID, threads=threads)
    yield lambda: nonet.canon([SKYSCRAPER], threads=threads)
    yield lambda: nonet.generate(1, threads=threads)


@pytest.mark.parametrize("threads", [70000, 4097, -1, 2**64])
def test_threads_beyond_the_cap_are_refused(threads):
    for call in every_threaded_call(threads):
        with pytest.raises(ValueError) as error:
            call()
        assert str(error.value) == f"threads: must be a whole number from 0 to 4096; got {threads}"


def test_threads_within_the_cap_work():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # 3 may be more than this machine's
        for call in every_threaded_call(np.int64(3)):
            call()
    # More than the machine runs: lowered to its cores, and said, as --threads says it.
    cores = len(os.sched_getaffinity(0))
    expected = rf"^threads=4096 lowered to {cores}: this machine runs {cores} threads? at once$"
    with pytest.warns(RuntimeWarning, match=expected):
        assert nonet.solve([SKYSCRAPER], threads=4096)["status"][0] == nonet.SolveStatus.solved
    with pytest.raises(TypeError, match=r"^threads: must be a whole number from 0 to 4096; got 2.5$"):
        nonet.solve([SKYSCRAPER], threads=2.5)


@pytest.mark.parametrize("seconds", [-1, float("nan"), float("inf"), 1e7])
def test_explain_and_rate_refuse_budgets_the_command_line_refuses(seconds):
    expected = f"max_seconds: must be a number from 0 to 1e+06; got {seconds!r}"
    with pytest.raises(ValueError) as error:
        nonet.explain(SKYSCRAPER, max_seconds=seconds)
    assert str(error.value) == expected
    with pytest.raises(ValueError) as error:
        nonet.rate([SKYSCRAPER], max_seconds=seconds)
    assert str(error.value) == expected


def test_rate_has_a_time_budget():
    hardest = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6"
    stalled = nonet.rate([hardest], search=False, max_seconds=1e-9)
    assert nonet.RatingStatus(stalled["status"][0]).name == "beyond"
    assert stalled["steps"][0] == 0 and stalled["cells_left"][0] == 81 - 25
    # The reason says what the command line's error column says.
    assert stalled["reason"][0] == "time budget of 1e-09 s reached"
    both = nonet.rate([hardest], search=False, hodoku=True, max_seconds=1e-9)
    assert both["reason"][0] == "time budget of 1e-09 s reached; HoDoKu not rated"
    assert both["hodoku_at_least"][0] == -1
    unlimited = nonet.rate([hardest], search=False, max_seconds=0)
    assert nonet.RatingStatus(unlimited["status"][0]).name == "rated"
    assert unlimited["reason"][0] == ""
    assert "max_seconds" in nonet.rate.__doc__ and "default 60" in nonet.rate.__doc__


@pytest.mark.parametrize("count", [2**64 - 1, 2**50 + 1, -1])
def test_generate_count_out_of_range(count):
    with pytest.raises(ValueError) as error:
        nonet.generate(count)
    assert str(error.value) == f"count: must be a whole number from 0 to 1125899906842624; got {count}"


def test_other_whole_numbers_are_checked():
    with pytest.raises(ValueError, match=r"^seed: must be a whole number from 0 to 18446744073709551615; got -1$"):
        nonet.generate(1, seed=-1)
    with pytest.raises(ValueError, match=r"^max_tries: must be a whole number from 1 to 1099511627776; got 0$"):
        nonet.generate(1, max_tries=0)
    with pytest.raises(ValueError, match=r"^limit: must be a whole number from 1 to 18446744073709551615; got 0$"):
        nonet.solve([SKYSCRAPER], limit=0)
    with pytest.raises(TypeError, match=r"^count: must be a whole number"):
        nonet.generate("3")
