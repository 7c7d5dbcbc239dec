"""nonet.augment, nonet.split and nonet.overlap: the same rows, parts and listings as the command
line's augment, split and overlap on the file the rows came from, and their own contracts
(copies in their source's class, parts disjoint by class, shares within one class)."""
import subprocess
import warnings

import numpy as np
import pandas as pd
import pytest

import nonet
from conftest import read_puzzles


def cli(binary, *args):
    done = subprocess.run([binary, *args, "-q"], capture_output=True, text=True, check=False)
    assert done.returncode in (0, 1), done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def puzzles():
    return read_puzzles("puzzles3_magictour_top1465.txt", 120)


@pytest.fixture(scope="module")
def table(puzzles):
    """A sudoku-extreme-like frame: source, question, answer, rating, with repeats up to
    symmetry (rows 100-119 are copies of rows 0-19) so that classes hold several rows."""
    moved = nonet.augment(puzzles[:20], copies=1, seed=99)["puzzle"]
    questions = puzzles[:100] + nonet.to_strings(moved)
    answers = nonet.to_strings(nonet.solve(questions)["solution"])
    clues = [81 - q.count(".") for q in questions]
    return pd.DataFrame({"source": [f"s{i % 3}" for i in range(120)], "question": questions,
                         "answer": answers, "rating": [f"{c / 10:.1f}" for c in clues]})


def write_csv(frame, path):
    frame.to_csv(path, index=False)
    return str(path)


def test_augment_of_lines_is_the_command_lines(nonet_binary, puzzles, tmp_path):
    path = tmp_path / "p.txt"
    path.write_text("\n".join(puzzles[:40] + ["not a puzzle"] + puzzles[40:60]) + "\n")
    lines = cli(nonet_binary, "augment", str(path), "--copies", "3", "--seed", "9",
                "--with-transform").splitlines()
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # arrays: a reason per row, no warning
        r = nonet.augment(puzzles[:40] + ["not a puzzle"] + puzzles[40:60], copies=3, seed=9,
                          with_transform=True)
    mine = [f"{p} {t}" for p, t in zip(nonet.to_strings(r["puzzle"]), r["transform"])]
    assert mine == lines
    assert len(mine) == 60 * 3
    assert r["reason"][40] == "bad character 'n' at column 1"
    assert list(r["source"][:7]) == [0, 0, 0, 1, 1, 1, 2]
    assert list(r["source"][120:123]) == [41, 41, 41]  # row 40 has no copies
    assert list(r["copy"][:4]) == [0, 1, 2, 0]


def test_augment_of_a_frame_is_the_command_lines_csv(nonet_binary, table, tmp_path):
    path = write_csv(table, tmp_path / "data.csv")
    expected = cli(nonet_binary, "augment", path, "--copies", "2", "--seed", "5",
                   "--with-original", "--with-transform")
    frame = pd.read_csv(path, dtype=str)
    out = nonet.augment(frame, copies=2, seed=5, with_original=True, with_transform=True)
    assert out.to_csv(index=False) == expected
    assert list(out.columns) == ["source", "question", "answer", "rating", "transform"]


def test_augmented_rows_keep_their_class_and_their_answers_solve_them(table):
    r = nonet.augment(table["question"], table["answer"], copies=4, seed=1)
    assert r["puzzle"].shape == (480, 81) and r["solution"].shape == (480, 81)
    source_forms = nonet.canon(table["question"])["form"]
    forms = nonet.canon(r["puzzle"])["form"]
    assert (forms == source_forms[r["source"]]).all()
    checked = nonet.check(r["solution"], r["puzzle"])
    assert checked["valid"].all(), checked["reason"][~checked["valid"]][:3]
    # Copies differ from their source and from each other (the group is large).
    assert len({bytes(row) for row in r["puzzle"]}) == 480


def test_augment_with_original_and_transforms_replay(table):
    r = nonet.augment(table["question"][:10], copies=2, seed=3, with_original=True,
                      with_transform=True)
    source = nonet.to_array(table["question"][:10])
    assert (r["puzzle"][::3] == source).all()
    assert list(r["copy"][:6]) == [-1, 0, 1, -1, 0, 1]
    assert r["transform"][0] == "0:012345678:012345678:123456789"
    # The copies are the drawn elements applied: canon's transform of a copy composes with
    # its own, so both reach one form.
    plain = nonet.augment(table["question"][:10], copies=2, seed=3)
    assert (plain["puzzle"] == r["puzzle"][r["copy"] >= 0]).all()


def test_augment_refuses_bad_arguments(table):
    with pytest.raises(ValueError, match="copies: must be a whole number from 1"):
        nonet.augment(table["question"], copies=0)
    with pytest.raises(ValueError, match="differ in length: 120 and 3"):
        nonet.augment(table["question"], table["answer"][:3])
    with pytest.raises(TypeError, match="solution_column"):
        nonet.augment(table, table["answer"])
    short = table.copy()
    short.loc[4, "answer"] = "123"
    with pytest.warns(RuntimeWarning, match="1 rows are not puzzles .* row 4: solution: "):
        out = nonet.augment(short, copies=1)
    assert len(out) == 119


def split_by_cli(binary, path, tmp_path, *options):
    prefix = str(tmp_path / "part")
    cli(binary, "split", path, "-o", prefix, *options)
    return {name: (tmp_path / f"part-{name}.csv").read_text() for name in ("train", "test")}


@pytest.mark.parametrize("options", [
    {},
    {"stratify": "rating"},
    {"stratify": "rating", "bands": [2.4, 2.6]},
])
def test_split_of_a_frame_is_the_command_lines(nonet_binary, table, tmp_path, options):
    path = write_csv(table, tmp_path / "data.csv")
    flags = ["--parts", "train=0.7,test=0.3", "--seed", "4"]
    if "stratify" in options:
        flags += ["--stratify", options["stratify"]]
    if "bands" in options:
        flags += ["--bands", ",".join(map(str, options["bands"]))]
    expected = split_by_cli(nonet_binary, path, tmp_path, *flags)
    parts = nonet.split(pd.read_csv(path, dtype=str), "train=0.7,test=0.3", seed=4, **options)
    assert list(parts) == ["train", "test"]
    for name, frame in parts.items():
        assert frame.to_csv(index=False) == expected[name], name


def test_split_parts_are_disjoint_by_class_and_hold_their_shares(table):
    r = nonet.split(table["question"], {"train": 3, "test": 1}, seed=11)
    assert r["names"] == ("train", "test")
    forms = nonet.canon(table["question"])["form"]
    keys = np.array([bytes(f) for f in forms], dtype=object)
    train, test = set(keys[r["part"] == 0]), set(keys[r["part"] == 1])
    assert not train & test
    assert len(train) + len(test) == 100  # rows 100-119 repeat classes of rows 0-19
    # Every class whole: rows of one class share a part.
    for c in np.unique(r["class"]):
        assert len(set(r["part"][r["class"] == c])) == 1
    # The test share within one class (at most 2 rows) of a quarter of 120.
    assert abs((r["part"] == 1).sum() - 30) <= 2
    # Reproducible by seed, and another seed gives other parts.
    assert (nonet.split(table["question"], {"train": 3, "test": 1}, seed=11)["part"]
            == r["part"]).all()
    assert (nonet.split(table["question"], {"train": 3, "test": 1}, seed=12)["part"]
            != r["part"]).any()


def test_split_rows_that_are_not_puzzles_and_bad_parts(table):
    r = nonet.split(list(table["question"][:10]) + ["x" * 80], "a=1,b=1")
    assert r["part"][-1] == -1 and r["class"][-1] == -1
    assert r["reason"][-1] == "expected 81 cells, got 80"
    for parts, message in [("train=0.9", "two parts or more"), ("a=1,a=2", "named twice"),
                           ("a=1,b=0", "above 0"), ("a=1,b", "NAME=WEIGHT"),
                           ("a=1,b=x", "not a number")]:
        with pytest.raises(ValueError, match=message):
            nonet.split(table["question"], parts)
    with pytest.raises(ValueError, match="bands: give stratify"):
        nonet.split(table["question"], bands=[1, 2])
    with pytest.raises(KeyError, match="no such column"):
        nonet.split(table, stratify="difficulty")


def test_overlap_is_the_command_lines(nonet_binary, puzzles, tmp_path):
    a = puzzles[:60]
    moved = nonet.to_strings(nonet.augment(puzzles[50:70], copies=1, seed=2)["puzzle"])
    b = moved + puzzles[100:110] + [puzzles[100], "bad"]
    paths = []
    for name, rows in (("a.txt", a), ("b.txt", b)):
        (tmp_path / name).write_text("\n".join(rows) + "\n")
        paths.append(str(tmp_path / name))
    listing = cli(nonet_binary, "overlap", *paths).splitlines()
    r = nonet.overlap(a, b)
    mine = ["class,file,line,form"] + [
        f"{c},{paths[f]},{row + 1},{form}"
        for c, f, row, form in zip(r["class"], r["batch"], r["row"],
                                   nonet.to_strings(r["form"], "0"))]
    assert mine == listing
    assert r["shared"] == 10 and r["pairs"].tolist() == [[0, 1, 10]]
    assert r["rows"].tolist() == [60, 31] and r["invalid"].tolist() == [0, 1]
    assert r["classes"].tolist() == [60, 30] and r["distinct"].tolist() == [60, 30]
    assert r["shared_rows"].tolist() == [10, 10]
    # within: b's repeat of its row 20 (row 30) is listed too.
    within = nonet.overlap(a, b, within=True)
    assert len(within["class"]) == len(r["class"]) + 2
    # A single batch: its repeats.
    one = nonet.overlap(b)
    assert one["row"].tolist() == [20, 30] and one["class"].tolist() == [1, 1]


def test_overlap_of_frames_and_disjoint_batches(table):
    assert len(nonet.overlap(table.iloc[:50], table.iloc[50:100])["class"]) == 0
    r = nonet.overlap(table.iloc[:50], table.iloc[100:])
    assert r["shared"] == 20 and sorted(r["row"][r["batch"] == 1]) == list(range(20))
    with pytest.raises(ValueError, match="at least one batch"):
        nonet.overlap()
