"""Run nonet's solve / rate / check / generate over files on a Dask ``distributed`` cluster.

The input files (taken together, as one ``nonet`` run reads them) are split into line-aligned
byte ranges, one task per range: each task runs ``nonet COMMAND ... --shard I/N`` (a line
belongs to the range where it starts) into a temporary file and renames it into place, so a
part is either whole or absent. When a worker dies, the scheduler runs its tasks again
elsewhere; a part written twice is the same bytes. The parts are then joined in input order
into the output (again through a temporary file and a rename): the output is byte for byte
what one ``nonet COMMAND`` run on one machine writes.

``generate`` splits COUNT output indexes instead: output i depends only on (seed, i).

The parts directory (``OUTPUT.parts`` unless told) and the inputs must be visible to every
worker at the same paths (a shared file system), and ``nonet`` must run there
(:func:`nonet.binary`: NONET_BINARY, the binary installed with the package, or PATH).

    >>> from distributed import Client
    >>> import nonet.dask
    >>> with Client(n_workers=4, threads_per_worker=1) as client:
    ...     nonet.dask.run(client, "rate", ["big.txt"], "ratings.csv", threads=1)
"""

from __future__ import annotations

import os
import shutil
import subprocess
import uuid

import numpy as np

from . import binary, generate, to_strings

__all__ = ["run", "run_generate", "shard_task", "DEFAULT_PART_BYTES"]

# Bytes of input per task: enough work that a task is worth scheduling (a 17-clue line takes
# about a microsecond to solve; a hard puzzle seconds to rate), few enough that losing a task
# loses little. Commands that cost more per line want smaller parts (`part_bytes`).
DEFAULT_PART_BYTES = 8 << 20
_SHARDED = ("solve", "rate", "check")


def _write_atomically(path: str, write) -> None:
    temporary = f"{path}.tmp-{uuid.uuid4().hex}"
    try:
        with open(temporary, "wb") as f:
            write(f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(temporary, path)
    finally:
        if os.path.exists(temporary):
            os.unlink(temporary)


def shard_task(nonet: str, command: str, args: list, inputs: list, index: int, count: int,
               part: str, threads: int) -> str:
    """One task: `nonet COMMAND ARGS --shard INDEX/COUNT INPUTS` into `part`, atomically.
    Runs again from scratch when retried. Returns `part`."""
    if os.path.exists(part):  # a retry of a task whose part is already whole
        return part

    def write(f):
        done = subprocess.run(
            [nonet, command, *args, "--threads", str(threads), "-q", "--no-progress",
             "--shard", f"{index}/{count}", *inputs],
            stdout=f, stderr=subprocess.PIPE, check=False)
        # check exits 1 when some grid is invalid: its output is still complete.
        if done.returncode not in (0, 1) or (done.returncode == 1 and command != "check"):
            raise RuntimeError(f"nonet {command} --shard {index}/{count} failed "
                               f"(exit {done.returncode}): {done.stderr.decode(errors='replace')}")

    _write_atomically(part, write)
    return part


def _generate_task(nonet_kwargs: dict, first: int, count: int, part: str, threads: int) -> str:
    if os.path.exists(part):
        return part
    made = generate(count, first=first, threads=threads, **nonet_kwargs)
    lines = [p for p, found in zip(to_strings(made["puzzle"]), made["found"]) if found]
    _write_atomically(part, lambda f: f.write("".join(line + "\n" for line in lines).encode()))
    return part


def _join(parts: list, output: str) -> None:
    def write(f):
        for part in parts:
            with open(part, "rb") as p:
                shutil.copyfileobj(p, f, 1 << 20)

    _write_atomically(output, write)


def _parts_dir(output: str, parts_dir) -> str:
    directory = parts_dir or f"{output}.parts"
    os.makedirs(directory, exist_ok=True)
    return directory


def _finish(parts: list, output: str, directory: str, keep_parts: bool) -> str:
    _join(parts, output)
    if not keep_parts:
        for part in parts:
            os.unlink(part)
        if not os.listdir(directory):
            os.rmdir(directory)
    return output


def run(client, command: str, inputs, output: str, *, args=(), parts: int | None = None,
        part_bytes: int = DEFAULT_PART_BYTES, threads: int = 1, parts_dir: str | None = None,
        keep_parts: bool = False, retries: int = 3) -> str:
    """Run ``nonet COMMAND ARGS INPUTS`` on the cluster of `client` and write `output`.

    command: "solve", "rate" or "check" (for "generate" see :func:`run_generate`).
    inputs: a path or a list of paths (uncompressed files). args: more command-line options
    (e.g. ["--count"], ["--no-search"], ["--format", "csv"]). parts: how many tasks (default:
    one per `part_bytes` of input, at least one per worker thread). threads: threads per task.
    retries: how many times a task may be run again after a failure (a lost worker counts
    separately: the scheduler reruns its tasks elsewhere). Returns `output`.
    """
    if command not in _SHARDED:
        raise ValueError(f"command must be one of {', '.join(_SHARDED)}, not {command!r}")
    inputs = [inputs] if isinstance(inputs, (str, os.PathLike)) else list(inputs)
    inputs = [os.path.abspath(os.fspath(path)) for path in inputs]
    if not inputs:
        raise ValueError("no input files")
    if parts is None:
        total = sum(os.path.getsize(path) for path in inputs)
        slots = max(1, sum(client.nthreads().values()))
        parts = max(slots, -(-total // part_bytes))
    parts = max(1, int(parts))
    output = os.path.abspath(output)
    directory = _parts_dir(output, parts_dir)
    run_id = uuid.uuid4().hex[:8]
    paths = [os.path.join(directory, f"{command}-{run_id}-{i:06d}") for i in range(1, parts + 1)]
    nonet = binary()
    futures = [
        client.submit(shard_task, nonet, command, list(args), inputs, i, parts, paths[i - 1],
                      threads, key=f"nonet-{command}-{run_id}-{i}", pure=False, retries=retries)
        for i in range(1, parts + 1)
    ]
    done = client.gather(futures)
    return _finish(done, output, directory, keep_parts)


def run_generate(client, count: int, output: str, *, seed: int = 0, parts: int | None = None,
                 threads: int = 1, parts_dir: str | None = None, keep_parts: bool = False,
                 retries: int = 3, **options) -> str:
    """``nonet generate COUNT --seed SEED`` on the cluster: output lines identical to one
    run's (the puzzles found, in index order). options: as for :func:`nonet.generate`
    (symmetry, minimal, clues, difficulty, rating, grids, max_tries)."""
    if parts is None:
        parts = max(1, sum(client.nthreads().values()) * 4)
    parts = max(1, min(int(parts), max(count, 1)))
    output = os.path.abspath(output)
    directory = _parts_dir(output, parts_dir)
    run_id = uuid.uuid4().hex[:8]
    bounds = np.linspace(0, count, parts + 1).astype(np.int64)
    kwargs = dict(options, seed=seed)
    futures = [
        client.submit(_generate_task, kwargs, int(bounds[i]), int(bounds[i + 1] - bounds[i]),
                      os.path.join(directory, f"generate-{run_id}-{i:06d}"), threads,
                      key=f"nonet-generate-{run_id}-{i}", pure=False, retries=retries)
        for i in range(parts)
    ]
    return _finish(client.gather(futures), output, directory, keep_parts)
