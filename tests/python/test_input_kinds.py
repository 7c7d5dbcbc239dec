"""Every kind of input read one way by every call: by position (a pandas Series by its order,
never its index labels), an (N, 81) DataFrame as rows of cells, a memoryview as the array it
views, a bool array refused, a cell outside 0-9 an invalid row naming it whatever the dtype;
and the 729-character pencilmark line read by solve and rate as `nonet solve` and `nonet rate`
read it."""
import csv
import io

import numpy as np
import pytest

import nonet
from conftest import read_puzzles, run_cli

pd = pytest.importorskip("pandas")

SKYSCRAPER = "..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3....."
CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def puzzles(count=3):
    return read_puzzles("puzzles3_magictour_top1465.txt", count)


def columns(result):
    """A result's columns, for comparing two results exactly."""
    return {key: np.where(np.isnan(value), None, value).tolist() if value.dtype.kind == "f"
            else value.tolist() for key, value in result.items() if isinstance(value, np.ndarray)}


CALLS = {
    "solve": lambda p: nonet.solve(p),
    "rate": lambda p: nonet.rate(p, search=False),
    "canon": lambda p: nonet.canon(p),
    "check": lambda p: nonet.check(p),
}


@pytest.mark.parametrize("call", CALLS)
def test_a_series_is_read_by_position_not_by_label(call):
    ps = puzzles(3)
    expected = columns(CALLS[call](ps))
    # Labels 2, 0, 1: row 0 is ps[0] (the label 0 names ps[1]).
    assert columns(CALLS[call](pd.Series(ps, index=[2, 0, 1]))) == expected
    # A sorted frame's column comes back in the frame's row order, in line with its rows.
    frame = pd.DataFrame({"puzzle": ps, "x": [3, 1, 2]}).sort_values("x")
    assert columns(CALLS[call](frame["puzzle"])) == columns(CALLS[call](list(frame["puzzle"])))
    # A filtered column (labels 0 and 2; there is no label 1) is no KeyError.
    filtered = frame[frame.x != 1]["puzzle"]
    assert list(filtered.index) == [2, 0]
    assert columns(CALLS[call](filtered)) == columns(CALLS[call]([ps[2], ps[0]]))
    # String labels, and a Series of pandas' string dtype.
    assert columns(CALLS[call](pd.Series(ps, index=list("cab"), dtype="string"))) == expected


def test_any_iterable_in_its_order_but_not_a_set_or_dict():
    ps = puzzles(3)
    expected = columns(nonet.solve(ps))
    assert columns(nonet.solve(p for p in ps)) == expected
    assert columns(nonet.solve(tuple(ps))) == expected
    for unordered in (set(ps), frozenset(ps), dict.fromkeys(ps)):
        with pytest.raises(TypeError) as error:
            nonet.solve(unordered)
        assert str(error.value) == ("puzzles must be an (N, 81) array or a sequence of strings, "
                                    f"not {type(unordered).__name__}")


def test_check_answers_and_generate_rows_by_position():
    ps = puzzles(3)
    answers = nonet.to_strings(nonet.solve(ps)["solution"])
    answers[1] = answers[1][:80] + ("1" if answers[1][80] != "1" else "2")  # a wrong answer
    expected = columns(nonet.check(answers, ps))
    assert expected["valid"] == [True, False, True]
    assert columns(nonet.check(pd.Series(answers, index=[5, 9, 7]),
                               pd.Series(ps, index=[1, 0, 2]))) == expected
    # generate's seeds go through the same reading: row 0 is "123", whose label is 1.
    with pytest.raises(ValueError) as error:
        nonet.generate(2, rating="4:5", seeds=pd.Series(["123", "12"], index=[1, 0]))
    assert str(error.value) == ("no usable seed puzzle (2 of 2 rows skipped: row 0: expected 81 "
                                "cells, got 3; row 1: expected 81 cells, got 2)")


def test_to_array_reads_a_series_by_position():
    ps = puzzles(3)
    series = pd.Series(ps, index=[2, 0, 1])
    assert nonet.to_strings(nonet.to_array(series)) == [p.replace("0", ".") for p in ps]
    filtered = series[series.index != 0]
    assert nonet.to_strings(nonet.to_array(filtered)) == [ps[0].replace("0", "."),
                                                           ps[2].replace("0", ".")]


def test_a_frame_of_81_cell_columns_is_rows_of_cells():
    ps = puzzles(3)
    cells = nonet.to_array(ps)
    frame = pd.DataFrame(cells, index=[7, 3, 5])
    for call in CALLS.values():
        assert columns(call(frame)) == columns(call(cells))
    assert np.array_equal(nonet.to_array(frame), cells)
    # A frame of string columns is refused, naming what to pass instead.
    with pytest.raises(ValueError, match=r"one-dimensional.*df\['puzzle'\]"):
        nonet.solve(pd.DataFrame({"puzzle": ps}))


def test_a_memoryview_is_read_as_the_array_it_views():
    cells = nonet.to_array(puzzles(3))
    for array in (cells, cells.astype(np.int32)):
        for call in CALLS.values():
            assert columns(call(memoryview(array))) == columns(call(cells))
    assert np.array_equal(nonet.to_array(memoryview(cells)), cells)
    with pytest.raises(ValueError, match=r"shape \(N, 81\)"):
        nonet.solve(memoryview(cells.reshape(-1)))


@pytest.mark.parametrize("name", ["solve", "rate", "canon", "check", "to_array"])
def test_a_bool_array_is_refused_as_to_strings_refuses_it(name):
    flags = np.zeros((2, 81), dtype=bool)
    with pytest.raises(TypeError) as error:
        getattr(nonet, name)(flags)
    assert str(error.value) == "a puzzle array must hold integers 0-9 (dtype uint8), not bool"
    with pytest.raises(TypeError, match="not bool"):
        nonet.to_strings(flags)


@pytest.mark.parametrize("dtype, value", [
    (np.uint8, 10), (np.uint8, 255), (np.int8, -1), (np.int16, 256), (np.int32, 300),
    (np.int64, -1), (np.int64, -2**63), (np.uint64, 2**64 - 1), (np.uint16, 10),
])
def test_a_cell_outside_0_to_9_is_an_invalid_row_naming_it_in_any_dtype(dtype, value):
    cells = nonet.to_array([SKYSCRAPER] * 3).astype(dtype)
    cells[1, 40] = value
    reason = f"cell r5c5 holds {value}: expected 0-9"
    solved = nonet.solve(cells)
    assert [nonet.SolveStatus(s).name for s in solved["status"]] == ["solved", "invalid", "solved"]
    assert list(solved["reason"]) == ["", reason, ""]
    assert (solved["solution"][1] == 0).all()
    rated = nonet.rate(cells, search=False)
    assert [nonet.RatingStatus(s).name for s in rated["status"]] == ["rated", "invalid", "rated"]
    assert list(rated["reason"]) == ["", reason, ""]
    assert list(nonet.canon(cells)["reason"]) == ["", reason, ""]
    assert list(nonet.check(cells)["reason"])[1] == "grid: " + reason
    with pytest.raises(ValueError) as error:
        nonet.to_array(cells)
    assert str(error.value) == f"puzzles[1] is not a puzzle: {reason}"


def test_a_strided_or_byte_swapped_array_reads_the_same():
    cells = nonet.to_array(puzzles(4))
    expected = columns(nonet.solve(cells[::2]))
    assert columns(nonet.solve(cells.astype(np.int32)[::2])) == expected
    assert columns(nonet.solve(cells.astype(">i4")[::2])) == expected
    assert columns(nonet.solve(np.asfortranarray(cells[::2]))) == expected


def pencilmark_line(puzzle):
    """The puzzle as 729 characters: a given keeps only its digit, an empty cell all nine."""
    return "".join(
        "".join(ch if str(d) == ch else "." for d in range(1, 10)) if ch != "." else "123456789"
        for ch in puzzle)


def test_solve_and_rate_read_a_pencilmark_line_as_the_command_line_does(nonet_binary, tmp_path):
    line = pencilmark_line(CLASSIC)
    assert len(line) == 729
    path = tmp_path / "pm.txt"
    path.write_text(line + "\n")

    solved = nonet.solve([line, CLASSIC])
    cli = list(csv.DictReader(io.StringIO(run_cli(nonet_binary, "solve", "--format", "csv",
                                                  str(path)))))
    assert len(cli) == 1
    assert nonet.SolveStatus(solved["status"][0]).name == cli[0]["status"] == "solved"
    assert nonet.to_strings(solved["solution"])[0] == cli[0]["solution"]
    assert solved["reason"][0] == ""
    # The same position as its 81 cells: the same solution.
    assert np.array_equal(solved["solution"][0], solved["solution"][1])

    counted = nonet.solve([line], mode="count")
    cli_counted = list(csv.DictReader(io.StringIO(run_cli(
        nonet_binary, "solve", "--count", "--format", "csv", str(path)))))
    assert nonet.SolveStatus(counted["status"][0]).name == cli_counted[0]["status"] == "unique"
    assert counted["solutions"][0] == int(cli_counted[0]["solutions"]) == 1
    every = nonet.solve([line], mode="all", limit=5)
    assert every["all_solutions"][0].shape == (1, 81)
    assert np.array_equal(every["all_solutions"][0][0], solved["solution"][0])

    rated = nonet.rate([line])
    cli_rated = list(csv.DictReader(io.StringIO(run_cli(nonet_binary, "rate", str(path)))))
    assert nonet.RatingStatus(rated["status"][0]).name == cli_rated[0]["status"] == "rated"
    assert f"{rated['se_rating'][0]:.1f}" == cli_rated[0]["se_rating"] == "2.3"
    assert f"{rated['se_first_placement'][0]:.1f}" == cli_rated[0]["se_first_placement"]
    assert f"{rated['se_first_step'][0]:.1f}" == cli_rated[0]["se_first_step"]
    explained = nonet.explain(line)  # as `nonet explain` reads one
    assert explained["status"] == "rated" and f"{explained['se_rating']:.1f}" == "2.3"
    assert explained["reason"] == "" and np.array_equal(explained["reached"], solved["solution"][0])
    # HoDoKu's scale does not rate pencilmarks (as `nonet rate --hodoku`): -1, not rated.
    assert nonet.rate([line], hodoku=True)["hodoku_level"][0] == -1
    # A cell left with no candidate: no solution.
    dead = "." * 9 + line[9:]
    assert nonet.SolveStatus(nonet.solve([dead])["status"][0]).name == "unsolvable"
    assert nonet.RatingStatus(nonet.rate([dead])["status"][0]).name == "unsolvable"


def test_calls_that_read_81_cells_name_a_pencilmark_line():
    line = pencilmark_line(CLASSIC)
    reason = "729-character pencilmarks, where this command reads 81-cell puzzles"
    assert list(nonet.canon([line])["reason"]) == [reason]
    assert list(nonet.check([line])["reason"]) == ["grid: " + reason]
    with pytest.raises(ValueError, match="puzzles\\[0\\] is not a puzzle: 729-character"):
        nonet.to_array([line])
