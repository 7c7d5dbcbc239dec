"""augment, split and overlap: the dataset commands on arrays and on pandas frames.

Each takes what every call takes (an (N, 81) integer array or a sequence of puzzle strings)
and returns a dict of numpy arrays; given a pandas DataFrame it finds the puzzle column (and
for augment the solution column) as the command line finds them in a CSV file, and returns
frames with the other columns kept, as scikit-learn's train_test_split returns what it is
given. The engines are the command line's: the same seed gives the same copies and parts as
``nonet augment`` and ``nonet split`` on the file the rows came from.
"""

from __future__ import annotations

import math
import warnings

import numpy as np

from . import _core, to_strings

__all__ = ["augment", "split", "overlap", "parse_parts"]


def _is_frame(value) -> bool:
    return type(value).__name__ == "DataFrame" and hasattr(value, "columns")


def _reads_as_puzzle(value, answer: bool = False) -> bool:
    if not isinstance(value, (str, bytes)):
        return False
    try:
        cells = _core.to_array([value])[0]
    except ValueError:
        return False
    return not answer or bool((cells > 0).all())


def _first_value(frame, column):
    values = frame[column].dropna()
    return values.iloc[0] if len(values) else None


def _puzzle_column(frame, named):
    """The column named, or the first named as the command line's readers name a puzzle column
    (puzzle, quizzes, question, ... in any case), or the first whose first value is a puzzle."""
    if named is not None:
        if named not in frame.columns:
            raise KeyError(f"puzzle_column {named!r}: no such column (the frame has "
                           f"{', '.join(map(str, frame.columns))})")
        return named
    for column in frame.columns:
        if str(column).strip().lower() in _core.PUZZLE_COLUMN_NAMES:
            return column
    for column in frame.columns:
        if _reads_as_puzzle(_first_value(frame, column)):
            return column
    raise ValueError("no puzzle column: none is named " + "/".join(_core.PUZZLE_COLUMN_NAMES)
                     + " and none holds 81-cell puzzles (give puzzle_column=)")


def _solution_column(frame, puzzle_column, named):
    """The column named (False: none), or one named solution/answer/..., or the first other
    column whose first value is a full grid: as check finds an answer column."""
    if named is False:
        return None
    if named is not None:
        if named not in frame.columns:
            raise KeyError(f"solution_column {named!r}: no such column")
        return named
    others = [c for c in frame.columns if c != puzzle_column]
    for column in others:
        if str(column).strip().lower() in _core.ANSWER_COLUMN_NAMES:
            return column
    for column in others:
        if _reads_as_puzzle(_first_value(frame, column), answer=True):
            return column
    return None


def _empty_mark(frame, column) -> str:
    """The empty-cell character the column's puzzles use, so copies are written alike."""
    value = _first_value(frame, column)
    if isinstance(value, bytes):
        value = value.decode("ascii", "replace")
    for mark in (value or "")[:81]:
        if mark in ". 0 _ - * x ?".split():
            return mark
    return "."


def _warn_left_out(reason, what: str) -> None:
    bad = np.flatnonzero(reason != "")
    if len(bad):
        warnings.warn(f"{len(bad)} rows are not puzzles and {what} (first: row {bad[0]}: "
                      f"{reason[bad[0]]})", RuntimeWarning, stacklevel=3)


def augment(puzzles, solutions=None, *, copies: int = 1, seed: int = 0,
            with_original: bool = False, with_transform: bool = False, first_line=None,
            puzzle_column=None, solution_column=None, threads: int = 0):
    """Random symmetric copies of every row, the puzzle and its solution moved alike.

    Arrays and strings: as nonet._core.augment (first_line defaults to 1): a dict of puzzle,
    solution (with solutions), source, copy, transform (with with_transform) and reason.

    A DataFrame: each row repeated `copies` times (after itself, with with_original), its
    puzzle column and solution column (found as `nonet augment` finds them in a CSV file, or
    named; solution_column=False for none) replaced by the moved grids, written with the
    column's own empty mark; the other columns kept; with with_transform a `transform` column
    last. first_line defaults to 2 (row 0 under a CSV header): the copies of
    ``nonet augment FILE`` for the file the frame was read from, when it has no blank or
    comment lines. Rows that are not puzzles are left out, with a RuntimeWarning.
    """
    if not _is_frame(puzzles):
        return _core.augment(puzzles, solutions, copies=copies, seed=seed,
                             with_original=with_original, with_transform=with_transform,
                             first_line=1 if first_line is None else first_line, threads=threads)
    frame = puzzles
    if solutions is not None:
        raise TypeError("with a DataFrame, name the solution column (solution_column=), not "
                        "solutions=")
    puzzle = _puzzle_column(frame, puzzle_column)
    solution = _solution_column(frame, puzzle, solution_column)
    result = _core.augment(frame[puzzle], None if solution is None else frame[solution],
                           copies=copies, seed=seed, with_original=with_original,
                           with_transform=with_transform,
                           first_line=2 if first_line is None else first_line, threads=threads)
    _warn_left_out(result["reason"], "have no copies")
    out = frame.iloc[result["source"]].reset_index(drop=True)
    out[puzzle] = to_strings(result["puzzle"], _empty_mark(frame, puzzle))
    if solution is not None:
        out[solution] = to_strings(result["solution"], _empty_mark(frame, solution))
    if with_transform:
        out["transform"] = result["transform"]
    return out


def parse_parts(parts) -> dict:
    """{'train': 0.9, 'test': 0.1} from that dict or from 'train=0.9,test=0.1' (as --parts):
    two parts or more, distinct names, weights finite and above 0."""
    if isinstance(parts, str):
        pairs = {}
        for item in parts.split(","):
            name, equals, weight = item.partition("=")
            if not equals:
                raise ValueError(f"parts: '{item}' is not NAME=WEIGHT (as train=0.9)")
            if name.strip() in pairs:
                raise ValueError(f"parts: '{name.strip()}' is named twice")
            try:
                pairs[name.strip()] = float(weight)
            except ValueError:
                raise ValueError(f"parts: '{item}': the weight is not a number") from None
        parts = pairs
    parts = dict(parts)
    if len(parts) < 2:
        raise ValueError("parts: give two parts or more (as train=0.9,test=0.1)")
    for name, weight in parts.items():
        if not isinstance(name, str) or not name:
            raise ValueError(f"parts: a part's name must be a non-empty string; got {name!r}")
        if not isinstance(weight, (int, float)) or isinstance(weight, bool) or \
                not math.isfinite(weight) or weight <= 0:
            raise ValueError(f"parts: '{name}': the weight must be a number above 0; got "
                             f"{weight!r}")
    return parts


def _band_codes(values, bands):
    """Each row's band: with edges, its number among them (as --bands: below the first is
    band 0, from edge k to the next band k+1; what is not a number a band after them); else
    one band per distinct value."""
    values = np.asarray(values)
    if bands is None:
        _, codes = np.unique(values.astype(str), return_inverse=True)
        return codes.astype(np.uint32), True
    edges = np.asarray(bands, dtype=float)
    if edges.ndim != 1 or len(edges) == 0 or not np.isfinite(edges).all() or \
            (np.diff(edges) <= 0).any():
        raise ValueError("bands: must be increasing finite numbers (as --bands 2,4,6,8)")
    numbers = np.full(len(values), np.nan)
    for i, value in enumerate(values):
        try:
            numbers[i] = float(value)
        except (TypeError, ValueError):
            pass
    codes = np.searchsorted(edges, numbers, side="right").astype(np.uint32)
    codes[np.isnan(numbers)] = len(edges) + 1
    return codes, False


def split(puzzles, parts="train=0.9,test=0.1", *, seed: int = 0, stratify=None, bands=None,
          puzzle_column=None, threads: int = 0):
    """Parts by class, as `nonet split` makes them: every class whole in one part, each part's
    share of the rows (and with `stratify`, of each band's rows) as asked to within one class.

    parts: {'train': 0.9, 'test': 0.1} or 'train=0.9,test=0.1'. stratify: one value per row
    (an array, or with a DataFrame a column's name); bands: edges of numeric bands of those
    values (as --bands), else each value is a band.

    Arrays and strings: a dict of part ((N,) int32, an index into names; -1 for a row that is
    not a puzzle), names (the parts' names), class ((N,) int64) and reason. A DataFrame: a dict
    of frames, one per part, in the parts' order, rows in input order with their index; rows
    that are not puzzles are left out, with a RuntimeWarning.
    """
    parts = parse_parts(parts)
    frame = puzzles if _is_frame(puzzles) else None
    if frame is not None:
        puzzles = frame[_puzzle_column(frame, puzzle_column)]
        if isinstance(stratify, str) or (stratify is not None and np.ndim(stratify) == 0):
            if stratify not in frame.columns:
                raise KeyError(f"stratify {stratify!r}: no such column (the frame has "
                               f"{', '.join(map(str, frame.columns))})")
            stratify = frame[stratify]
    codes, renumber = (None, False) if stratify is None else _band_codes(stratify, bands)
    if stratify is None and bands is not None:
        raise ValueError("bands: give stratify= too (the values the bands cut)")
    result = _core.split(puzzles, list(parts.values()), seed=seed, bands=codes,
                         renumber_bands=renumber, threads=threads)
    result["names"] = tuple(parts)
    if frame is None:
        return result
    _warn_left_out(result["reason"], "are left out")
    return {name: frame[result["part"] == i] for i, name in enumerate(parts)}


def overlap(*batches, within: bool = False, puzzle_column=None, threads: int = 0) -> dict:
    """The classes the batches share (a test set's leak into its training set), as
    `nonet overlap` finds them; with within (or one batch), also the rows that repeat a class
    of their own batch. Each batch is an array, strings or a DataFrame (its puzzle column).
    Returns nonet._core.overlap's dict: the listed rows (class, batch, row, form) and the
    counts per batch and per pair; nothing is shared when len(result['class']) == 0."""
    if not batches:
        raise ValueError("overlap needs at least one batch of puzzles")
    columns = [b[_puzzle_column(b, puzzle_column)] if _is_frame(b) else b for b in batches]
    return _core.overlap(columns, within=within, threads=threads)
