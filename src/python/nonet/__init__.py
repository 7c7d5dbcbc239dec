"""nonet: a batch Sudoku engine for numpy.

Every call takes a whole batch, an (N, 81) uint8 array (0 for an empty cell) or a sequence of
puzzle strings, and returns a dict of numpy arrays with one row per puzzle, in input order.
The work runs on nonet's own thread pool with the GIL released, and Ctrl-C stops it
(KeyboardInterrupt); a bad puzzle is a row with an ``invalid`` status and a ``reason``, never
an exception; a number out of range (``threads=70000``, ``max_seconds=nan``) is a ValueError
before any work, worded as the command line words it.

    >>> import nonet
    >>> r = nonet.solve(["..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3....."])
    >>> nonet.SolveStatus(r["status"][0]).name
    'solved'

Functions: solve, rate, check, explain, generate, canon (minlex forms); augment, split and
overlap (datasets for machine learning, on arrays and pandas frames); to_frame (a pandas
DataFrame of a result), to_strings / to_array (between the two puzzle forms). nonet.dask runs the command line's
solve / rate / check / generate over files on a Dask cluster.
"""

from __future__ import annotations

import enum
import os

import numpy as np

from . import _core

__version__ = _core.__version__
#: What ``nonet --version`` of the same build prints: "nonet 0.2.0 (a1b2c3d, -march=native)".
VERSION_LINE = _core.VERSION_LINE

__all__ = [
    "__version__", "VERSION_LINE",
    "solve", "rate", "check", "explain", "generate", "canon", "augment", "split", "overlap",
    "to_frame", "to_strings", "to_array",
    "SolveStatus", "RatingStatus", "TECHNIQUES", "QQWING_CLASSES", "HODOKU_LEVELS", "binary",
]



def _exported(name: str):
    """nonet.NAME: a Python function calling _core.NAME, documented as it is. pickle stores it
    by its qualified name (nonet.NAME), so multiprocessing and Dask can send it to another
    process; the compiled function itself holds a PyCapsule, which pickle refuses."""
    compiled = getattr(_core, name)

    def call(*args, **kwargs):
        return compiled(*args, **kwargs)

    call.__name__ = call.__qualname__ = name
    call.__module__ = __name__
    call.__doc__ = compiled.__doc__
    return call


solve = _exported("solve")
rate = _exported("rate")
check = _exported("check")
explain = _exported("explain")
generate = _exported("generate")
canon = _exported("canon")
to_array = _exported("to_array")

SolveStatus = enum.IntEnum("SolveStatus", {n: i for i, n in enumerate(_core.SOLVE_STATUS_NAMES)})
SolveStatus.__doc__ = "The status column of solve: solved, unique, multiple, unsolvable, stuck, invalid."
RatingStatus = enum.IntEnum(
    "RatingStatus", {n: i for i, n in enumerate(_core.RATING_STATUS_NAMES)})
RatingStatus.__doc__ = "The status column of rate: rated, beyond, invalid, unsolvable, multiple."
TECHNIQUES = _core.TECHNIQUE_NAMES
QQWING_CLASSES = _core.QQWING_CLASS_NAMES
HODOKU_LEVELS = _core.HODOKU_LEVEL_NAMES

_NAMES = {"status": None, "hardest": TECHNIQUES, "qqwing_class": QQWING_CLASSES,
          "hodoku_level": HODOKU_LEVELS}


_EMPTY_MARKS = ". 0 _ - * x ?".split()


def to_strings(puzzles, empty: str = ".") -> list[str]:
    """(N, 81) or (81,) integer array of cells 0-9 -> list of 81-character strings (``empty``
    for 0, one of ``. 0 _ - * x ?``). Raises TypeError for a non-integer array and ValueError
    for a value outside 0-9 (naming the row and cell) or another shape: never a different
    puzzle."""
    if empty not in _EMPTY_MARKS:
        raise ValueError(f"empty must be one of {' '.join(_EMPTY_MARKS)} (what nonet reads as "
                         f"an empty cell), not {empty!r}")
    array = np.asarray(puzzles)
    if array.size == 0 and array.ndim == 1:
        return []
    if array.dtype.kind not in "ui":
        raise TypeError(f"puzzles must hold integers 0-9, not {array.dtype}")
    if array.shape == (81,):
        array = array.reshape(1, 81)
    if array.ndim != 2 or array.shape[1] != 81:
        raise ValueError(f"puzzles must have shape (N, 81) or (81,), not {array.shape}")
    outside = array > 9 if array.dtype.kind == "u" else (array < 0) | (array > 9)
    if outside.any():
        row, cell = np.argwhere(outside)[0]
        raise ValueError(f"puzzles[{row}]: cell r{cell // 9 + 1}c{cell % 9 + 1} holds "
                         f"{array[row, cell]}: expected 0-9")
    table = np.frombuffer((empty + "123456789").encode("ascii"), dtype=np.uint8)
    text = table[array].tobytes().decode("ascii")
    return [text[i:i + 81] for i in range(0, len(text), 81)]


def to_frame(result: dict, status_names=None):
    """A pandas DataFrame of a result dict (pandas needed): one row per puzzle; 81-cell
    columns become strings, status / hardest / qqwing_class / hodoku_level become names (a
    hodoku_level of -1, not rated, becomes NaN)."""
    import pandas as pd

    columns = {}
    for key, value in result.items():
        if not isinstance(value, np.ndarray):
            continue
        if value.ndim == 2 and value.shape[1] == 81:
            columns[key] = to_strings(value)
        elif value.ndim == 2:
            names = TECHNIQUES if key == "histogram" else range(value.shape[1])
            for j, name in enumerate(names):
                columns[f"{key}_{name}"] = value[:, j]
        elif key in _NAMES:
            names = _NAMES[key]
            if names is None:
                names = status_names or (
                    _core.RATING_STATUS_NAMES if "qqwing_class" in result and "puzzle" not in result
                    else _core.SOLVE_STATUS_NAMES)
            columns[key] = pd.Categorical.from_codes(value.astype(np.int64), categories=list(names))
        else:
            columns[key] = value
    return pd.DataFrame(columns)


def binary() -> str:
    """The path of the ``nonet`` command-line tool this package runs for nonet.dask: the
    NONET_BINARY environment variable, the one installed with the package, or ``nonet`` on
    PATH."""
    if os.environ.get("NONET_BINARY"):
        return os.environ["NONET_BINARY"]
    bundled = os.path.join(os.path.dirname(__file__), "bin", "nonet")
    if os.access(bundled, os.X_OK):
        return bundled
    return "nonet"


# After to_strings, which they use.
from .datasets import augment, overlap, split  # noqa: E402
