"""to_array and to_strings: a bad input is an error naming the row and why, never a different
puzzle (a shifted row, a digit clamped into range, a letter read as an empty cell)."""
import numpy as np
import pytest

import nonet
from conftest import read_puzzles

SKYSCRAPER = "..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3....."


def test_to_array_reads_every_line_form_solve_reads():
    forms = [SKYSCRAPER, SKYSCRAPER.replace(".", "0"), f"  {SKYSCRAPER}\r\n",
             f"{SKYSCRAPER}:1:solution", f"{SKYSCRAPER} ED=4.0", SKYSCRAPER.encode()]
    rows = nonet.to_array(forms)
    assert rows.shape == (6, 81) and rows.dtype == np.uint8
    assert (rows == rows[0]).all() and nonet.to_strings(rows[0]) == [SKYSCRAPER]
    assert nonet.to_array(iter([SKYSCRAPER])).shape == (1, 81)
    assert nonet.to_array(np.array([SKYSCRAPER])).shape == (1, 81)
    assert nonet.to_array([]).shape == (0, 81)
    # Clashing givens are still that puzzle: kept, for solve to report.
    assert nonet.to_strings(nonet.to_array(["11" + "." * 79])) == ["11" + "." * 79]


@pytest.mark.parametrize("bad, reason", [
    (["." * 80, "1" + "." * 81], "puzzles[0] is not a puzzle: expected 81 cells, got 80"),
    ([SKYSCRAPER, "1" + "." * 81], "puzzles[1] is not a puzzle: expected 81 cells, got 82"),
    ([SKYSCRAPER, "a" * 81], "puzzles[1] is not a puzzle: bad character 'a' at column 1"),
    ([SKYSCRAPER[:40] + "é" + SKYSCRAPER[41:]],
     r"puzzles[0] is not a puzzle: bad character '\xc3' at column 41"),
], ids=["short", "long", "letter", "not-ascii"])
def test_to_array_refuses_what_is_not_a_puzzle(bad, reason):
    with pytest.raises(ValueError) as error:
        nonet.to_array(bad)
    assert str(error.value) == reason


def test_to_array_refuses_what_is_not_a_string():
    with pytest.raises(TypeError, match=r"^puzzles\[1\] is not a string: NoneType$"):
        nonet.to_array([SKYSCRAPER, None])
    with pytest.raises(TypeError, match="not one string"):
        nonet.to_array(SKYSCRAPER)
    with pytest.raises(TypeError, match="not int"):
        nonet.to_array(5)


def test_to_array_agrees_with_solve_on_a_corpus():
    puzzles = read_puzzles("puzzles3_magictour_top1465.txt")
    rows = nonet.to_array(puzzles)
    assert nonet.to_strings(rows) == [p.replace("0", ".") for p in puzzles]
    assert np.array_equal(nonet.solve(rows)["solution"], nonet.solve(puzzles)["solution"])


@pytest.mark.parametrize("value", [10, -1, 265])
def test_to_strings_refuses_values_outside_0_to_9(value):
    cells = np.zeros((2, 81), dtype=np.int64)
    cells[1, 40] = value
    with pytest.raises(ValueError) as error:
        nonet.to_strings(cells)
    assert str(error.value) == f"puzzles[1]: cell r5c5 holds {value}: expected 0-9"


def test_to_strings_refuses_non_integers_shapes_and_empty_marks():
    with pytest.raises(TypeError, match="integers 0-9, not float64"):
        nonet.to_strings(np.full((1, 81), 2.7))
    with pytest.raises(TypeError, match="integers 0-9, not float64"):
        nonet.to_strings(np.full((1, 81), 2.0))
    with pytest.raises(TypeError, match="integers 0-9, not bool"):
        nonet.to_strings(np.ones((1, 81), dtype=bool))
    with pytest.raises(TypeError, match="integers 0-9, not <U"):
        nonet.to_strings([SKYSCRAPER])
    with pytest.raises(ValueError, match=r"shape \(N, 81\) or \(81,\), not \(3, 27\)"):
        nonet.to_strings(np.zeros((3, 27), dtype=np.uint8))
    with pytest.raises(ValueError, match="empty must be one of"):
        nonet.to_strings(np.zeros((1, 81), dtype=np.uint8), empty="5")
    with pytest.raises(ValueError, match="empty must be one of"):
        nonet.to_strings(np.zeros((1, 81), dtype=np.uint8), empty="")


def test_to_strings_forms():
    row = nonet.to_array([SKYSCRAPER])[0]
    assert nonet.to_strings(row) == [SKYSCRAPER]
    assert nonet.to_strings(row.astype(np.int32), empty="0") == [SKYSCRAPER.replace(".", "0")]
    assert nonet.to_strings(np.zeros((0, 81), dtype=np.uint8)) == []
    assert nonet.to_strings([]) == []
