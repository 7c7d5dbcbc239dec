"""The package's functions pickle by name, so that multiprocessing and Dask can send them to
another process (pybind11's own functions hold a PyCapsule, which pickle refuses)."""
import functools
import multiprocessing
import pickle

import numpy as np
import pytest

import nonet
from conftest import read_puzzles

PUBLIC = ["solve", "rate", "check", "explain", "generate", "canon", "to_array", "to_strings",
          "to_frame", "binary"]


@pytest.mark.parametrize("name", PUBLIC)
def test_a_public_function_pickles_as_itself(name):
    function = getattr(nonet, name)
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(function, protocol=protocol)) is function
    assert function.__module__ == "nonet" and function.__qualname__ == name


def test_the_wrappers_keep_the_documentation_and_the_errors():
    assert nonet.solve.__doc__ == nonet._core.solve.__doc__
    assert "puzzles:" in nonet.rate.__doc__ and "max_seconds" in nonet.rate.__doc__
    with pytest.raises(ValueError, match="threads: must be a whole number from 0 to 4096"):
        nonet.check([], threads=70000)
    with pytest.raises(TypeError):
        nonet.solve([], fast=True)


def test_a_process_pool_maps_solve_and_rate():
    puzzles = read_puzzles("puzzles3_magictour_top1465.txt", 4)
    batches = [puzzles[:2], puzzles[2:]]
    # spawn: the children import nonet afresh and receive the functions by name.
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        solved = pool.map(nonet.solve, batches)
        rated = pool.map(functools.partial(nonet.rate, search=False), batches)
    whole = nonet.solve(puzzles)
    assert np.array_equal(np.concatenate([r["solution"] for r in solved]), whole["solution"])
    assert np.array_equal(np.concatenate([r["se_rating"] for r in rated]),
                          nonet.rate(puzzles, search=False)["se_rating"])
