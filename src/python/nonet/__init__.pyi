from typing import Any, Iterable, Optional, Sequence, Union

import enum

import numpy as np
import numpy.typing as npt

# An (N, 81) integer array, anything numpy reads as one (an (N, 81) DataFrame, a memoryview),
# or a sequence or iterable of puzzle strings (a pandas Series too); read by position.
Puzzles = Union[npt.NDArray[np.integer], Sequence[Union[str, bytes]], Iterable[Union[str, bytes]],
                npt.ArrayLike]

class SolveStatus(enum.IntEnum):
    solved = 0
    unique = 1
    multiple = 2
    unsolvable = 3
    stuck = 4
    invalid = 5

class RatingStatus(enum.IntEnum):
    rated = 0
    beyond = 1
    invalid = 2
    unsolvable = 3
    multiple = 4

__version__: str
VERSION_LINE: str
TECHNIQUES: tuple[str, ...]
QQWING_CLASSES: tuple[str, ...]
HODOKU_LEVELS: tuple[str, ...]

# Every call: threads 0 (every core) to 4096, other numbers in the command line's ranges
# (ValueError otherwise, before any work); Ctrl-C raises KeyboardInterrupt from inside it.
def solve(puzzles: Puzzles, *, mode: str = "first", limit: int = 2,
          threads: int = 0) -> dict[str, Any]:
    """Solve every puzzle: {solution (N,81) uint8, status (N,) uint8, solutions, guesses
    (N,) uint64, reason (N,) object[, all_solutions list of (k,81) uint8]}."""
def rate(puzzles: Puzzles, *, search: bool = True, se: bool = True, hodoku: bool = False,
         max_seconds: float = 60, threads: int = 0,
         se_version: str = "1.18.1") -> dict[str, np.ndarray]:
    """Rate every puzzle: status, se_rating, se_first_placement, se_first_step, hardest,
    qqwing_class, search, backtracks, steps, cells_left, histogram, reason (without se, no
    se_rating ... hardest, steps, cells_left or histogram); with hodoku also hodoku_level,
    hodoku_score, hodoku_at_least. max_seconds: the budget per puzzle, 0 (none)
    to 1e6. se_version: '1.18.1' (Sukaku Explainer) or '1.2.1' (Sudoku Explainer 1.2.1)."""
def check(grids: Puzzles, puzzles: Optional[Puzzles] = None, *, unique: bool = True,
          threads: int = 0) -> dict[str, np.ndarray]:
    """Check grids (or answers to puzzles): valid, reasons, reason."""
def explain(puzzle: Union[str, bytes, npt.NDArray[np.integer]], *,
            max_seconds: float = 60, se_version: str = "1.18.1") -> dict[str, Any]:
    """The solving path of one puzzle: status, ratings, steps (text; cells, houses, removed,
    chains as data), reached, guesses, reason."""
def generate(count: int, *, seed: int = 0, first: int = 0, symmetry: str = "none",
             minimal: bool = False, clues: int = 0, difficulty: Optional[str] = None,
             rating: Optional[str] = None, hodoku: Optional[str] = None, grids: bool = False,
             max_tries: Optional[int] = None,
             threads: int = 0, seeds: Optional[Puzzles] = None,
             exclude: Optional[Puzzles] = None, search: bool = False, neighbours: bool = False,
             remove: int = 2,
             add: int = 2, time_limit: Optional[float] = None,
             max_seconds: float = 60.0, se_version: str = "1.18.1") -> dict[str, Any]:
    """Outputs first..first+count-1 (count 0 to 2**50) of a run seeded with `seed`: puzzle,
    solution, found, tries, se_rating; with the neighbourhood search (seeds, search, or a band
    above 9.0) also search, end, candidates, seeds_skipped."""
def canon(puzzles: Puzzles, *, threads: int = 0) -> dict[str, Any]:
    """Minlex forms: form (N,81) uint8, transform (N,) object, automorphisms, reason."""
# A pandas DataFrame gives frames back (its puzzle column, and augment's solution column, found
# as the command line finds them in a CSV file); arrays and strings give dicts of arrays.
def augment(puzzles: Any, solutions: Optional[Puzzles] = None, *, copies: int = 1,
            seed: int = 0, with_original: bool = False, with_transform: bool = False,
            first_line: Optional[int] = None, puzzle_column: Any = None,
            solution_column: Any = None, threads: int = 0) -> Any:
    """Random symmetric copies: {puzzle (M,81), solution, source, copy, transform, reason}, or
    a DataFrame of the copied rows."""
def split(puzzles: Any, parts: Union[str, dict[str, float]] = "train=0.9,test=0.1", *,
          seed: int = 0, stratify: Any = None, bands: Optional[Sequence[float]] = None,
          puzzle_column: Any = None, threads: int = 0) -> dict[str, Any]:
    """Parts by class: {part (N,) int32, names, class (N,) int64, reason}, or a dict of one
    DataFrame per part."""
def overlap(*batches: Any, within: bool = False, puzzle_column: Any = None,
            threads: int = 0) -> dict[str, Any]:
    """The classes batches share: class, batch, row, form of the listed rows; per batch rows,
    invalid, classes, distinct, shared_classes, shared_rows; pairs, shared, reasons."""
def parse_parts(parts: Union[str, dict[str, float]]) -> dict[str, float]: ...
def to_strings(puzzles: npt.ArrayLike, empty: str = ".") -> list[str]:
    """(N, 81) or (81,) integers 0-9 -> 81-character strings. TypeError for non-integers,
    ValueError for a value outside 0-9, another shape or an `empty` nonet does not read."""
def to_array(puzzles: Puzzles) -> npt.NDArray[np.uint8]:
    """Puzzles, read as solve reads them (strings: any 81-cell line `nonet solve` reads) ->
    (N, 81) uint8. ValueError naming the first row that is not a puzzle, TypeError for an item
    that is not a string."""
def to_frame(result: dict[str, Any], status_names: Optional[Sequence[str]] = None) -> Any: ...
def binary() -> str: ...
