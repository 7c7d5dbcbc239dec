import csv
import io
import math

import numpy as np
import pytest

import nonet
from conftest import read_puzzles, run_cli

SKYSCRAPER = "..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3....."
HIDDEN_PAIR = "17......4..5.8.....3..7..1...25......17.4....4.....1.3.4..........32..4585..1..79"
HARDEST = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6"


def test_rate_matches_the_command_line(nonet_binary, tmp_path):
    puzzles = read_puzzles("qqwing_se_calibration.txt", 40) + [HARDEST, "123"]
    (tmp_path / "in.txt").write_text("\n".join(puzzles) + "\n")
    rows = list(csv.DictReader(io.StringIO(run_cli(nonet_binary, "rate", str(tmp_path / "in.txt")))))
    result = nonet.rate(puzzles, threads=2)
    assert len(rows) == len(puzzles)
    for i, row in enumerate(rows):
        assert nonet.RatingStatus(result["status"][i]).name == row["status"]
        se = result["se_rating"][i]
        # The command line puts a beyond's lower bound in its own column.
        column = "se_at_least" if row["status"] == "beyond" else "se_rating"
        assert (f"{se:.1f}" if not math.isnan(se) else "") == row[column]
        if row["status"] == "rated":
            assert nonet.TECHNIQUES[result["hardest"][i]] == row["hardest_technique"]
            assert result["steps"][i] == int(row["steps"])
            assert f"{result['search'][i]:.2f}" == f"{float(row['search']):.2f}"
    assert result["reason"][-1] == "expected 81 cells, got 3"


def test_rate_known_ratings_and_no_search():
    result = nonet.rate([SKYSCRAPER, HIDDEN_PAIR, HARDEST], search=False)
    assert [nonet.RatingStatus(s).name for s in result["status"]] == ["rated", "rated", "rated"]
    assert np.allclose(result["se_rating"], [4.0, 2.0, 11.1])
    assert np.allclose(result["se_first_step"], [1.2, 1.2, 11.1])
    assert nonet.TECHNIQUES[result["hardest"][0]] == "skyscraper"
    assert nonet.TECHNIQUES[result["hardest"][2]] == "nested_forcing_chain"
    assert np.isnan(result["search"]).all()
    assert result["histogram"].shape == (3, len(nonet.TECHNIQUES))
    assert result["histogram"][0].sum() == result["steps"][0] == 62
    assert "hodoku_score" not in result  # HoDoKu's scale only when asked


# Where the two versions of Sudoku Explainer's scale part (serate 1.18.1 / serate 1.2.1.3).
LOOP = ".1.2...74...95.1......1.........2.....14982....8.6....8.9.47..1..4...86.2.....7.."


def test_rate_explain_generate_se_version(nonet_binary, tmp_path):
    puzzles = [SKYSCRAPER, LOOP, HARDEST]
    older = nonet.rate(puzzles, search=False, se_version="1.2.1")
    assert np.allclose(older["se_rating"], [4.2, 7.1, 11.1])
    assert np.allclose(nonet.rate(puzzles, search=False)["se_rating"], [4.0, 4.6, 11.1])
    assert np.allclose(nonet.rate(puzzles, search=False, se_version="1.18.1")["se_rating"],
                       [4.0, 4.6, 11.1])
    # The same figures as the command line.
    (tmp_path / "in.txt").write_text("\n".join(puzzles) + "\n")
    text = run_cli(nonet_binary, "rate", "--no-search", "--se-version", "1.2.1", str(tmp_path / "in.txt"))
    rows = list(csv.DictReader(line for line in io.StringIO(text) if not line.startswith("#")))
    assert [row["se_rating"] for row in rows] == ["4.2", "7.1", "11.1"]
    explained = nonet.explain(LOOP, se_version="1.2.1")
    assert explained["se_rating"] == pytest.approx(7.1)
    assert nonet.explain(LOOP)["se_rating"] == pytest.approx(4.6)
    made = nonet.generate(3, seed=5, rating="4.2:4.4", se_version="1.2.1", threads=1)
    assert made["found"].all()
    rated = nonet.rate(nonet.to_strings(made["puzzle"]), search=False, se_version="1.2.1")
    assert ((rated["se_rating"] >= 4.15) & (rated["se_rating"] <= 4.45)).all()
    with pytest.raises(ValueError, match="se_version"):
        nonet.rate(puzzles, se_version="1.2")
    with pytest.raises(TypeError, match="se_version"):
        nonet.explain(LOOP, se_version=121)


def test_rate_hodoku_scale():
    # HoDoKu 2.2.0 rates these Hard 728, Medium 570 and Extreme 31806 (with its brute force).
    result = nonet.rate([SKYSCRAPER, HIDDEN_PAIR, HARDEST, "123"], search=False, hodoku=True)
    levels = [nonet.HODOKU_LEVELS[i] if i >= 0 else None for i in result["hodoku_level"]]
    assert levels == ["Hard", "Medium", "Extreme", None]
    assert list(result["hodoku_score"]) == [728, 570, 31806, -1]
    assert list(result["hodoku_at_least"]) == [-1, -1, -1, -1]
    assert result["hodoku_level"].dtype == np.int8
    out_of_time = nonet.rate([SKYSCRAPER], search=False, hodoku=True, max_seconds=1e-9)
    assert out_of_time["hodoku_level"][0] == -1 and out_of_time["hodoku_score"][0] == -1
    # Sudoku Explainer's path spent the budget: HoDoKu never ran, so there is no lower bound.
    assert out_of_time["hodoku_at_least"][0] == -1
    assert out_of_time["reason"][0] == "time budget of 1e-09 s reached; HoDoKu not rated"


def test_rate_hodoku_alone():
    # se=False: HoDoKu's figures (and qqwing's class, the search) as beside Sudoku Explainer's,
    # whose columns are left out.
    puzzles = [SKYSCRAPER, HIDDEN_PAIR, HARDEST, "123"]
    both = nonet.rate(puzzles, hodoku=True)
    alone = nonet.rate(puzzles, se=False, hodoku=True)
    assert sorted(alone) == ["backtracks", "hodoku_at_least", "hodoku_level", "hodoku_score",
                             "qqwing_class", "reason", "search", "status"]
    for column in ["status", "hodoku_level", "hodoku_score", "hodoku_at_least", "qqwing_class",
                   "reason"]:
        assert list(alone[column]) == list(both[column]), column
    assert list(alone["hodoku_score"]) == [728, 570, 31806, -1]
    np.testing.assert_array_equal(alone["search"], both["search"])
    # Out of time on HoDoKu's path: its score so far, and a note without Sudoku Explainer's.
    spent = nonet.rate([HARDEST], search=False, se=False, hodoku=True, max_seconds=1e-9)
    assert nonet.RatingStatus(spent["status"][0]).name == "beyond"
    assert spent["hodoku_level"][0] == -1 and spent["hodoku_at_least"][0] >= 0
    assert spent["reason"][0] == "HoDoKu: time budget of 1e-09 s reached"


def test_rate_bad_and_empty_input():
    result = nonet.rate(["11" + "." * 79, "." * 81])
    assert [nonet.RatingStatus(s).name for s in result["status"]] == ["invalid", "multiple"]
    assert result["reason"][0] == "digit 1 twice in row 1"
    assert np.isnan(result["se_rating"]).all()
    assert len(nonet.rate([])["status"]) == 0
    with pytest.raises(TypeError):
        nonet.rate(SKYSCRAPER)


def test_check_grids_and_answers():
    solution = nonet.solve([SKYSCRAPER])["solution"]
    wrong = solution.copy()
    wrong[0, [0, 1]] = wrong[0, [1, 0]]
    holey = solution.copy()
    holey[0, 40] = 0
    grids = np.concatenate([solution, wrong, holey])
    alone = nonet.check(grids)
    assert list(alone["valid"]) == [True, False, False]
    assert alone["reason"][2] == "r5c5 is empty"
    assert "twice in column" in alone["reason"][1]
    answered = nonet.check(grids, [SKYSCRAPER] * 3, threads=2)
    assert list(answered["valid"]) == [True, False, False]
    assert answered["reason"][1] == alone["reason"][1]  # the duplicates come first
    # A valid grid that is not the only solution of an empty puzzle.
    assert nonet.check(solution, ["." * 81])["reason"][0].startswith("valid but not the unique")
    assert nonet.check(solution, ["." * 81], unique=False)["valid"][0]


def test_check_bad_and_empty_input():
    result = nonet.check(["12", "a" * 81], ["." * 81, "7" * 90])
    assert list(result["valid"]) == [False, False]
    assert result["reason"][0] == "answer: expected 81 cells, got 2"
    assert result["reason"][1] == "answer: bad character 'a' at column 1"
    assert len(nonet.check([])["valid"]) == 0
    with pytest.raises(ValueError, match="differ in length"):
        nonet.check(["." * 81], [])


def test_check_chunked():
    solutions = nonet.solve(read_puzzles("puzzles2_17_clue.txt", 50))["solution"]
    grids = np.tile(solutions, (200, 1))
    grids[7777, 3] = 0
    previous = nonet._core._chunk_rows()
    nonet._core._set_chunk_rows(1000)
    try:
        result = nonet.check(grids)
    finally:
        nonet._core._set_chunk_rows(previous)
    assert np.flatnonzero(~result["valid"]).tolist() == [7777]


def test_explain():
    result = nonet.explain(SKYSCRAPER)
    assert result["status"] == "rated" and math.isclose(result["se_rating"], 4.0, rel_tol=1e-6)
    assert len(result["steps"]) == 62
    assert result["steps"][0]["text"].startswith("r")
    assert any(step["technique"] == "skyscraper" for step in result["steps"])
    assert np.array_equal(result["reached"], nonet.solve([SKYSCRAPER])["solution"][0])
    from_array = nonet.explain(nonet.to_array([SKYSCRAPER])[0])
    assert from_array["steps"] == result["steps"]
    stalled = nonet.explain(HARDEST, max_seconds=1e-9)
    assert stalled["status"] == "beyond" and stalled["steps"] == [] and stalled["guesses"]
    assert nonet.explain("11" + "." * 79)["reason"] == "digit 1 twice in row 1"
    assert nonet.explain("12")["reason"] == "expected 81 cells, got 2"


def test_explain_gives_each_step_as_data():
    # Step 21: a cell forcing chain on r5c2 removing 4 from r5c5, one chain per branch.
    steps = nonet.explain(".2.81....4......3...7.....2.7..9..18..3....9..6..2..........."
                          "56....62..77....31..")["steps"]
    step = steps[20]
    assert step["technique"] == "multiple_forcing_chain"
    assert step["removed"] == [(40, 4)]
    assert step["chains"] == [
        [(37, 4, True), (40, 4, False)],
        [(37, 5, True), (44, 5, False), (44, 4, True), (40, 4, False)],
        [(37, 8, True), (73, 8, False), (76, 8, True), (58, 8, False), (58, 4, True),
         (40, 4, False)],
    ]
    # Step 1: r2c4 = 2, a hidden single in box 2 (house 19).
    assert (steps[0]["cells"], steps[0]["houses"]) == ([12], [19])
    assert steps[0]["removed"] == [] and steps[0]["chains"] == []


def test_generate_matches_the_command_line(nonet_binary):
    lines = run_cli(nonet_binary, "generate", "6", "--seed", "7", "--symmetry", "rotate180").split()
    whole = nonet.generate(6, seed=7, symmetry="rotate180")
    assert nonet.to_strings(whole["puzzle"]) == lines
    assert whole["found"].all()
    tail = nonet.generate(2, seed=7, first=4, symmetry="rotate180", threads=1)
    assert nonet.to_strings(tail["puzzle"]) == lines[4:]
    assert (nonet.solve(whole["puzzle"], mode="count")["status"] == nonet.SolveStatus.unique).all()
    assert np.array_equal(nonet.solve(whole["puzzle"])["solution"], whole["solution"])


def test_generate_bands_errors_and_empty():
    rated = nonet.generate(2, seed=3, rating="1.0:2.5")
    assert ((rated["se_rating"] >= 1.0) & (rated["se_rating"] <= 2.5)).all()
    grids = nonet.generate(2, grids=True)
    assert (grids["puzzle"] > 0).all() and nonet.check(grids["puzzle"])["valid"].all()
    assert nonet.generate(0)["puzzle"].shape == (0, 81)
    with pytest.raises(ValueError, match="symmetry"):
        nonet.generate(1, symmetry="spiral")
    with pytest.raises(ValueError, match="difficulty"):
        nonet.generate(1, difficulty="fiendish")
    with pytest.raises(ValueError, match="rating"):
        nonet.generate(1, rating="hard")
    with pytest.raises(ValueError, match="hodoku must be easy, medium, hard, unfair or extreme"):
        nonet.generate(1, hodoku="diabolical")


def test_generate_hodoku_level(nonet_binary):
    # The same puzzles as `nonet generate 5 --seed 7 --hodoku unfair`; HoDoKu 2.2.0 itself
    # rates them Unfair 1520, 1308, 900, 1334 and 1028.
    made = nonet.generate(5, seed=7, hodoku="Unfair")
    assert made["found"].all()
    cli = run_cli(nonet_binary, "generate", "5", "--seed", "7", "--hodoku", "unfair")
    assert nonet.to_strings(made["puzzle"]) == cli.split()
    rated = nonet.rate(made["puzzle"], search=False, hodoku=True)
    assert [nonet.HODOKU_LEVELS[i] for i in rated["hodoku_level"]] == ["Unfair"] * 5
    assert list(rated["hodoku_score"]) == [1520, 1308, 900, 1334, 1028]


def test_generate_search_matches_the_command_line(nonet_binary, tmp_path):
    seeds = nonet.to_strings(nonet.generate(10, seed=1, rating="3.0:4.0")["puzzle"])
    (tmp_path / "seeds.txt").write_text("".join(s + "\n" for s in seeds))
    lines = run_cli(nonet_binary, "generate", "8", "--seed", "4", "--rating", "4.0:5.0",
                    "--minimal", "--from", str(tmp_path / "seeds.txt")).split()
    for threads in (1, 2):
        made = nonet.generate(8, seed=4, rating="4.0:5.0", minimal=True, threads=threads,
                              seeds=seeds + ["12345", "." * 81])
        assert nonet.to_strings(made["puzzle"]) == lines
        assert made["found"].all() and made["end"] == "count_reached"
        assert made["seeds_skipped"] == 2
        assert ((made["se_rating"] >= 4.0) & (made["se_rating"] <= 5.0)).all()
    # Neither a seed nor an excluded puzzle comes back, even in another orientation.
    forms = {bytes(f) for f in nonet.canon(seeds + lines)["form"]}
    again = nonet.generate(8, seed=4, rating="4.0:5.0", minimal=True, seeds=seeds,
                           exclude=nonet.canon(lines)["form"])
    assert not forms & {bytes(f) for f in nonet.canon(again["puzzle"])["form"]}


def test_generate_search_time_limit_and_errors():
    out_of_reach = nonet.generate(2, seed=1, rating="15:", time_limit=0.3)
    assert out_of_reach["end"] == "time_limit" and not out_of_reach["found"].any()
    assert out_of_reach["candidates"] > 0
    with pytest.raises(ValueError, match=r"no usable seed puzzle \(1 of 1 rows skipped: row 0: "
                                          r"expected 81 cells, got 3\)"):
        nonet.generate(2, rating="4:5", seeds=["123"])
    with pytest.raises(ValueError, match="needs a band"):
        nonet.generate(2, search=True)
    with pytest.raises(ValueError, match="time_limit"):
        nonet.generate(2, search=True, rating="4:5", time_limit=-1)


def test_to_frame():
    pd = pytest.importorskip("pandas")
    frame = nonet.to_frame(nonet.solve([SKYSCRAPER, "123"]))
    assert list(frame["status"]) == ["solved", "invalid"]
    assert isinstance(frame, pd.DataFrame) and len(frame["solution"][0]) == 81
    rated = nonet.to_frame(nonet.rate([SKYSCRAPER], search=False))
    assert rated["hardest"][0] == "skyscraper" and rated["status"][0] == "rated"
    hodoku = nonet.to_frame(nonet.rate([SKYSCRAPER, "123"], search=False, hodoku=True))
    assert hodoku["hodoku_level"][0] == "Hard" and pd.isna(hodoku["hodoku_level"][1])
    alone = nonet.to_frame(nonet.rate([SKYSCRAPER, "123"], search=False, se=False, hodoku=True))
    assert list(alone["status"]) == ["rated", "invalid"] and "se_rating" not in alone


def test_help_is_useful():
    assert "(N, 81)" in nonet.solve.__doc__ and "mode" in nonet.solve.__doc__
    for function in (nonet.rate, nonet.check, nonet.explain, nonet.generate):
        assert "Returns" in function.__doc__


def test_canon_matches_the_command_line(nonet_binary, tmp_path):
    puzzles = read_puzzles("puzzles3_magictour_top1465.txt", 30)
    (tmp_path / "in.txt").write_text("\n".join(puzzles) + "\n")
    out = run_cli(nonet_binary, "canon", "--format", "csv", "--with-transform", "--automorphisms",
                  str(tmp_path / "in.txt"))
    rows = list(csv.DictReader(io.StringIO(out)))
    result = nonet.canon(nonet.to_array(puzzles), threads=2)
    assert [row["form"] for row in rows] == nonet.to_strings(result["form"], empty="0") or \
        [row["form"] for row in rows] == nonet.to_strings(result["form"])
    assert [row["transform"] for row in rows] == list(result["transform"])
    assert [int(row["automorphisms"]) for row in rows] == list(result["automorphisms"])
    # Equivalent puzzles share a form: a puzzle and its transpose.
    transposed = nonet.to_array(puzzles[:1]).reshape(9, 9).T.reshape(1, 81)
    assert np.array_equal(nonet.canon(transposed)["form"][0], result["form"][0])


def test_canon_bad_and_empty_input():
    result = nonet.canon(["12", "." * 81])
    assert list(result["reason"]) == ["expected 81 cells, got 2", ""]
    assert (result["form"] == 0).all() and result["automorphisms"][1] == 2 * 6 ** 8
    assert nonet.canon([])["form"].shape == (0, 81)


def test_rate_completed_grid_is_zero_on_every_figure():
    grid = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
    result = nonet.rate([grid], search=False)
    assert nonet.RatingStatus(result["status"][0]).name == "rated"
    assert result["se_rating"][0] == 0.0 and result["steps"][0] == 0
    assert result["se_first_placement"][0] == 0.0 and result["se_first_step"][0] == 0.0
