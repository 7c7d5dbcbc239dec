"""Run nonet's solve / rate / check / augment / generate over files on a Dask ``distributed``
cluster.

The input files (taken together, as one ``nonet`` run reads them) are split into line-aligned
byte ranges, one task per range (for rate, many small ones by default: a free worker takes the
next, so the work evens out however the hard puzzles lie): each task runs ``nonet COMMAND ...
--shard I/N`` (a line belongs to the range where it starts) into a temporary file and renames
it into place, so a part is either whole or absent. When a worker dies, the scheduler runs its
tasks again elsewhere; a part written twice is the same bytes. The parts are then joined in
input order into the output (again through a temporary file and a rename): the output is byte
for byte what one ``nonet COMMAND`` run on one machine writes. ``--stats FILE`` (solve) is
split and joined the same way.

Everything that can be checked is checked before any task is submitted: the numbers, that the
output (or the statistics) is not an input (by device and inode, as the command line
compares them), that it is not a directory, options the runner cannot honour (``-o``,
``--shard``, ...), and the options themselves, by the ``nonet`` binary on an empty input. A
run that fails cancels its tasks that have not started, stops those that run (solve's, rate's
and check's nonet processes are killed; generate's tasks are waited for) and then removes what
its tasks left in the parts directory (whole parts and the temporaries of tasks that died), as
does a run that succeeds.

``generate`` splits COUNT output indexes instead: output i depends only on (seed, i). With the
neighbourhood search (``seeds=``, ``search=True`` or a band above 9.0) each task runs its own
searches, numbered from ``part << 32`` so no two tasks share a seed stream; the parts are
joined in order with every puzzle equal up to symmetry to an earlier one dropped.

The parts directory (``OUTPUT.parts`` unless told) and the inputs must be visible to every
worker at the same paths (a shared file system), and ``nonet`` must run there
(:func:`nonet.binary`: NONET_BINARY, the binary installed with the package, or PATH; a run
whose workers do not find it is refused before any task, naming it).

    >>> from distributed import Client
    >>> import nonet.dask
    >>> with Client(n_workers=4, threads_per_worker=1) as client:
    ...     nonet.dask.run(client, "rate", ["big.txt"], "ratings.csv", threads=1)
"""

from __future__ import annotations

import errno
import operator
import os
import shutil
import stat
import subprocess
import tempfile
import threading
import time
import uuid

import numpy as np

from . import binary, canon, generate, to_strings

__all__ = ["run", "run_generate", "split", "overlap", "shard_task", "DEFAULT_PART_BYTES", "DEFAULT_RATE_PART_BYTES"]

# Bytes of input per task for solve and check: a line takes about a microsecond, so 8 MB
# (100,000 lines, a tenth of a second) is enough work for a task to be worth scheduling and
# little to lose with a worker.
DEFAULT_PART_BYTES = 8 << 20
# rate takes from 0.2 ms a line (easy puzzles) to seconds (the forum's hardest), and hard
# puzzles come together (collections sorted by rating), so equal bytes are far from equal
# work: rate's input goes in many small parts, and a worker that is free takes the next one.
# 32 KiB is about 400 lines: 70 ms of work at the easy end, against about 10 ms a task costs
# (a process start and a seek); minutes at the hard end, the most a lost worker loses and
# about the longest a run's tail lasts.
DEFAULT_RATE_PART_BYTES = 32 << 10
# rate makes at least this many parts per worker thread, so that a small input is split as
# finely: with even work the last part ends within 1/64 of a thread's share, and a hard
# stretch of 1/64 of the input is still a part for each thread. The cost is 64 task overheads
# (about a second) per thread at most.
_RATE_PARTS_PER_THREAD = 64
# ... and at most this many (or one per worker thread): each task counts the newlines before
# its range (for --shard's line numbers), so the tasks together read the input parts/2 times;
# at 4096 parts, that is about a third of the time it takes to rate the easiest puzzles
# (3 GB/s against 0.2 ms per line), nothing next to hard ones.
_MAX_RATE_PARTS = 4096
_SHORTEST_LINE = 82  # 81 cells and a newline: no more parts than the input can have lines
# Commands whose output for the whole input is their shards' outputs joined in order.
_SHARDED = ("solve", "rate", "check", "augment", "canon")
_MAX_THREADS = 4096  # as --threads
_MAX_GENERATE_COUNT = 1 << 50  # as nonet generate's COUNT

# Options of solve, rate and check that take a value, so that the value is not taken for a
# file (tests/python/test_dask.py checks this list against `nonet COMMAND --help`).
_VALUE_OPTIONS = {"--stats", "--format", "--limit", "--max-solutions", "--engine", "--column",
                  "--answer-column", "--max-seconds", "-o", "--output", "--shard", "--threads",
                  "--puzzles", "--answers", "--scales", "--se-version", "--copies", "--seed",
                  "--solution-column", "--apply", "--max-memory"}
# Options the runner cannot pass on, and why.
_REFUSED = {
    "-o": "the runner writes `output` itself (give the path as output)",
    "--output": "the runner writes `output` itself (give the path as output)",
    "--shard": "the runner splits the input itself (see parts and part_bytes)",
    "--threads": "give threads per task as threads=",
    "--puzzles": "the two-file form of check cannot be split: put each puzzle and its answer "
                 "on one line",
    "--answers": "the two-file form of check cannot be split: put each puzzle and its answer "
                 "on one line",
    "--progress": "tasks have no terminal to show it on",
    "-h": "it prints the help instead of running",
    "--help": "it prints the help instead of running",
}


def _whole_number(value, name: str, low: int, high: int | None = None) -> int:
    """As the command line checks a number: 'part_bytes: must be a whole number from 1; got 0'."""
    span = f"from {low}" + (f" to {high}" if high is not None else "")
    if isinstance(value, bool):
        raise TypeError(f"{name}: must be a whole number {span}; got {value!r}")
    try:
        number = operator.index(value)
    except TypeError:
        raise TypeError(f"{name}: must be a whole number {span}; got {value!r}") from None
    if number < low or (high is not None and number > high):
        raise ValueError(f"{name}: must be a whole number {span}; got {value!r}")
    return number


def _identity(path: str, output: bool):
    """What the command line compares (src/pipeline/same_file.cpp): a regular file's device
    and inode (through links), a file not created yet by its directory's and its name; none
    for devices, pipes and what does not exist (an input that is missing is reported
    elsewhere)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        if not output:
            return None
        directory = os.stat(os.path.dirname(path) or ".")
        return (directory.st_dev, directory.st_ino, os.path.basename(path))
    return (info.st_dev, info.st_ino) if stat.S_ISREG(info.st_mode) else None


def _check_writable_path(path: str, what: str) -> None:
    if os.path.isdir(path):
        raise IsADirectoryError(errno.EISDIR, f"{what} is a directory", path)
    directory = os.path.dirname(path) or "."
    if not os.path.isdir(directory):
        raise FileNotFoundError(errno.ENOENT, f"the directory of {what} does not exist", path)


def _check_outputs(inputs: list, outputs: list) -> None:
    """inputs: paths as given; outputs: (path as given, how it is named). Refuses an output
    that is an input, or two outputs in one file, with the command line's words."""
    read = [(name, _identity(name, output=False)) for name in inputs]
    written = []
    for path, option in outputs:
        _check_writable_path(path, option)
        mine = _identity(path, output=True)
        if mine is None:
            continue
        for name, identity in read:
            if mine == identity:
                raise ValueError(f"'{name}' is both an input and {option} ('{path}'): refusing "
                                 "to write over it")
        for other, other_option in written:
            if mine == other:
                raise ValueError(f"{other_option} and {option} name the same file ('{path}'): "
                                 "each needs its own")
        written.append((mine, option))


def _split_args(args) -> tuple[list, str | None]:
    """The options to pass to every task, and the path of --stats (None without it). Refuses
    what the runner cannot honour and what is not an option (an input file)."""
    if isinstance(args, (str, bytes)):
        raise TypeError("args must be a list of strings, e.g. ['--count'], not one string")
    args = list(args)
    for token in args:
        if not isinstance(token, str):
            raise TypeError(f"args must be strings; got {token!r}")
    passed, stats = [], None
    i = 0
    while i < len(args):
        token = args[i]
        if not token.startswith("-") or token == "-":
            raise ValueError(f"args: {token!r} is not an option: input files go in `inputs`")
        if token.startswith("--"):
            name, equals, attached = token.partition("=")
            attached = attached if equals else None
        else:
            name, attached = token[:2], token[2:] or None
            if attached is not None and name not in _VALUE_OPTIONS:
                raise ValueError(f"args: {token!r}: give short options one at a time")
        if name in _REFUSED:
            raise ValueError(f"args: {name} cannot be used: {_REFUSED[name]}")
        value = attached
        if name in _VALUE_OPTIONS and attached is None:
            if i + 1 == len(args):
                raise ValueError(f"args: {name} needs a value")
            value = args[i + 1]
            i += 1
        if name == "--stats":
            if stats is not None:
                raise ValueError("args: --stats is given twice")
            stats = value
        else:
            passed += [name, value] if name in _VALUE_OPTIONS else [token]
        i += 1
    return passed, stats


def _command_line(nonet: str, command: str, args: list, inputs: list, index: int, count: int,
                  threads: int, stats: str | None) -> list:
    return [nonet, command, *args, *(["--stats", stats] if stats else []), "--threads",
            str(threads), "-q", "--no-progress", "--shard", f"{index}/{count}", *inputs]


def _binary_missing(nonet: str) -> bool:
    """True where `nonet` (a path, or a name looked up on PATH) is no executable file: run on
    this machine and on every worker by _check_binary."""
    return shutil.which(nonet) is None


def _check_binary(client, nonet: str) -> None:
    """Refuses a run whose tasks would not find `nonet`: missing on a worker, or here while no
    worker is connected to look. (Missing here only is allowed: it may exist on the workers
    only.) The error names the binary and how to get it."""
    workers = client.run(_binary_missing, nonet)
    missing = sorted(address for address, gone in workers.items() if gone)
    if missing and len(missing) == len(workers) and _binary_missing(nonet):
        where = f"on this machine nor on any of the {len(workers)} workers"
    elif missing:
        shown = ", ".join(missing[:4]) + (", ..." if len(missing) > 4 else "")
        where = f"on {len(missing)} of the {len(workers)} workers ({shown})"
    elif not workers and _binary_missing(nonet):
        where = "on this machine, and no worker is connected to look on"
    else:
        return
    raise FileNotFoundError(
        errno.ENOENT, f"the nonet command is not found {where}: install the nonet package (apt "
        "install nonet; python3-nonet depends on it), put nonet on PATH or set NONET_BINARY "
        "to its path", nonet)


def _check_command_line(nonet: str, command: str, args: list, threads: int, stats) -> None:
    """Runs the tasks' command line on an empty file: what nonet refuses (exit 2: an unknown
    option, a bad value, options that exclude each other) is refused here, before any task.
    Skipped where the binary does not run (it may exist on the workers only)."""
    with tempfile.TemporaryDirectory() as scratch:
        empty = os.path.join(scratch, "empty.txt")
        open(empty, "wb").close()
        stats_file = os.path.join(scratch, os.path.basename(stats)) if stats else None
        try:
            done = subprocess.run(
                _command_line(nonet, command, args, [empty], 1, 1, threads, stats_file),
                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
        except OSError:
            return
    if done.returncode == 2:
        message = done.stderr.decode(errors="replace").strip().splitlines()
        raise ValueError(f"nonet {command} refuses args {args}: "
                         f"{message[0] if message else 'usage error'}")


def _default_parts(command: str, total_bytes: int, worker_threads: int,
                   part_bytes: int | None = None) -> int:
    """How many tasks split `total_bytes` of input on a cluster of `worker_threads` threads
    when the caller gives no `parts`: one per `part_bytes`, at least one per thread; without
    `part_bytes`, rate's own split (see DEFAULT_RATE_PART_BYTES), 8 MB parts for the others."""
    if part_bytes is not None or command != "rate":
        return max(worker_threads, -(-total_bytes // (part_bytes or DEFAULT_PART_BYTES)))
    wanted = max(-(-total_bytes // DEFAULT_RATE_PART_BYTES),
                 _RATE_PARTS_PER_THREAD * worker_threads)
    return min(wanted, max(_MAX_RATE_PARTS, worker_threads),
               max(1, total_bytes // _SHORTEST_LINE))


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


# The nonet processes the tasks of this worker process are running, by part: a run that fails
# kills those of its own tasks (see _stop_tasks), which cannot be cancelled otherwise.
_running_processes: dict = {}
_running_lock = threading.Lock()


def shard_task(nonet: str, command: str, args: list, inputs: list, index: int, count: int,
               part: str, threads: int, stats: str | None = None) -> str:
    """One task: `nonet COMMAND ARGS --shard INDEX/COUNT INPUTS` into `part`, atomically (and
    with `stats`, its --stats into that file, in place before `part` is). Runs again from
    scratch when retried. Returns `part`."""
    if os.path.exists(part):  # a retry of a task whose part is already whole
        return part

    def write(f):
        # A worker killed outright takes its nonet with it (nonet watches for that): an orphan
        # would write on after the run's cleanup.
        env = dict(os.environ, NONET_EXIT_WITH_PARENT=str(os.getpid()))
        process = subprocess.Popen(
            _command_line(nonet, command, args, inputs, index, count, threads, stats),
            stdout=f, stderr=subprocess.PIPE, env=env)
        with _running_lock:
            _running_processes[part] = process
        try:
            _, errors = process.communicate()
        finally:
            with _running_lock:
                del _running_processes[part]
        # check exits 1 when some grid is invalid: its output is still complete.
        if process.returncode not in (0, 1) or (process.returncode == 1 and command != "check"):
            raise RuntimeError(f"nonet {command} --shard {index}/{count} failed "
                               f"(exit {process.returncode}): {errors.decode(errors='replace')}")

    _write_atomically(part, write)
    return part


def _generate_task(nonet_kwargs: dict, first: int, count: int, part: str, threads: int) -> str:
    if os.path.exists(part):
        return part
    made = generate(count, first=first, threads=threads, **nonet_kwargs)
    lines = [p for p, found in zip(to_strings(made["puzzle"]), made["found"]) if found]
    _write_atomically(part, lambda f: f.write("".join(line + "\n" for line in lines).encode()))
    return part


# Searches per task of a searching run: task i numbers its searches from i << 32.
_SEARCH_STRIDE = 1 << 32


def _join_distinct(parts: list, output: str, count: int) -> None:
    """The parts' lines in order, each class (canonical form) once, at most `count`."""
    lines = []
    for part in parts:
        with open(part, encoding="ascii") as p:
            lines.extend(line.rstrip("\n") for line in p if line.strip())
    seen, kept = set(), []
    if lines:
        for line, form in zip(lines, canon(lines)["form"]):
            key = form.tobytes()
            if key not in seen and len(kept) < count:
                seen.add(key)
                kept.append(line)
    _write_atomically(output, lambda f: f.write("".join(line + "\n" for line in kept).encode()))


def _join(parts: list, output: str) -> None:
    def write(f):
        for part in parts:
            with open(part, "rb") as p:
                shutil.copyfileobj(p, f, 1 << 20)

    _write_atomically(output, write)


def _parts_dir(output: str, parts_dir) -> str:
    directory = os.path.abspath(parts_dir or f"{output}.parts")
    os.makedirs(directory, exist_ok=True)
    return directory


def _clean(directory: str, run_prefix: str, keep: list) -> None:
    """Removes what this run left in `directory` but the files in `keep`: parts, temporaries of
    tasks that failed or died (``PART.tmp-…``, nonet's own ``.PART.nonet-…``), then the
    directory when nothing else is in it."""
    kept = {os.path.basename(path) for path in keep}
    for name in os.listdir(directory):
        if run_prefix in name and name not in kept:
            try:
                os.unlink(os.path.join(directory, name))
            except FileNotFoundError:
                pass  # a temporary renamed or removed meanwhile by a task that lived on
    try:
        os.rmdir(directory)
    except OSError:
        pass  # not empty: parts kept, or files that are not this run's


def _stop_tasks(run_prefix: str, dask_worker) -> list:
    """On a worker (by Client.run): kills the nonet processes of this run's tasks and returns
    the keys of this run's tasks still running there (a task killed, or one that runs no
    process, such as generate's, still has to return)."""
    with _running_lock:
        for part, process in _running_processes.items():
            if os.path.basename(part).startswith(run_prefix):
                process.kill()
    return [str(task.key) for task in dask_worker.state.all_running_tasks
            if f"nonet-{run_prefix}" in str(task.key)]


def _stop_running_tasks(client, run_prefix: str) -> None:
    """After a failure: cancelling a task does not stop it once it runs, and a task that runs
    on writes into the parts directory after the cleanup. Stops this run's tasks and waits for
    them to return (a second interrupt stops the wait). Done when two looks 50 ms apart find
    none running: the cancellation reaches a worker on another channel than Client.run, so a
    task may start just after the first look."""
    quiet = 0
    while quiet < 2:
        try:
            running = client.run(_stop_tasks, run_prefix)
        except Exception:  # pylint: disable=broad-except
            return  # the cluster is gone: nothing runs on it any more
        quiet = 0 if any(running.values()) else quiet + 1
        time.sleep(0.05)


def _run_tasks(client, submit, count: int, directory: str, run_prefix: str, outputs: list,
               keep_parts: bool, join=None) -> None:
    """Submits `count` tasks, joins their parts (a list per output; `join()` instead when
    given) and cleans up, also when a task fails."""
    kept, futures = [], []
    try:
        futures = [submit(i) for i in range(count)]
        client.gather(futures)
        if join is not None:
            join()
        else:
            for parts, output in outputs:
                _join(parts, output)
        if keep_parts:
            kept = [part for parts, _ in outputs for part in parts]
    except BaseException:
        client.cancel(futures)  # the tasks not started yet write nothing more ...
        _stop_running_tasks(client, run_prefix)  # ... nor, once stopped, those that run
        raise
    finally:
        _clean(directory, run_prefix, kept)


def run(client, command: str, inputs, output: str, *, args=(), parts: int | None = None,
        part_bytes: int | None = None, threads: int = 1, parts_dir: str | None = None,
        keep_parts: bool = False, retries: int = 3) -> str:
    """Run ``nonet COMMAND ARGS INPUTS`` on the cluster of `client` and write `output`.

    command: "solve", "rate", "check", "augment" or "canon" (for "generate" see :func:`run_generate`;
    augment needs --seed in args, so that every task draws from the same stream).
    inputs: a path or a list of paths (uncompressed files). args: more command-line options
    (e.g. ["--count"], ["--no-search"], ["--format", "csv"]; ["--stats", "stats.csv"] writes
    the statistics of the whole run there). Not accepted in args: -o (give output), --shard,
    --threads (give threads), --progress, check's --puzzles/--answers, and file names.
    parts: how many tasks. By default rate's input goes in parts of 32 KiB
    (DEFAULT_RATE_PART_BYTES, some 400 lines), at least 64 per worker thread and at most 4096
    (or one per worker thread), and a free worker takes the next part: the work evens out
    across workers however unevenly the hard puzzles lie in the input. solve and check go in
    parts of 8 MB (DEFAULT_PART_BYTES), at least one per worker thread; so does augment. part_bytes: bytes of
    input per task, for every command when given (at least one task per worker thread).
    threads: threads per task (0: every core of the worker). retries: how many times
    a task may be run again after a failure (a lost worker counts separately: the scheduler
    reruns its tasks elsewhere). Raises before any task runs on what would fail or overwrite
    an input (ValueError, TypeError, FileNotFoundError, IsADirectoryError), also a ``nonet``
    command the workers do not find (FileNotFoundError naming it). Returns `output`.
    """
    if command not in _SHARDED:
        raise ValueError(f"command must be one of {', '.join(_SHARDED)}, not {command!r}")
    given = [inputs] if isinstance(inputs, (str, os.PathLike)) else list(inputs)
    given = [os.fspath(path) for path in given]
    if not given:
        raise ValueError("no input files")
    for path in given:
        if not os.path.isfile(path):
            if os.path.exists(path):
                raise ValueError(f"input '{path}' is not a regular file (--shard needs files)")
            raise FileNotFoundError(errno.ENOENT, "no such input file", path)
    part_bytes = None if part_bytes is None else _whole_number(part_bytes, "part_bytes", 1)
    parts = None if parts is None else _whole_number(parts, "parts", 1)
    threads = _whole_number(threads, "threads", 0, _MAX_THREADS)
    retries = _whole_number(retries, "retries", 0)
    task_args, stats = _split_args(args)
    if command == "augment" and "--seed" not in task_args:
        raise ValueError("augment on a cluster needs --seed in args: without it each task "
                         "would draw a seed of its own")
    output = os.fspath(output)
    _check_outputs(given, [(output, "the output")] +
                   ([(stats, "the output of --stats")] if stats is not None else []))
    inputs = [os.path.abspath(path) for path in given]
    output = os.path.abspath(output)
    stats = os.path.abspath(stats) if stats is not None else None
    nonet = binary()
    _check_binary(client, nonet)
    _check_command_line(nonet, command, task_args, threads, stats)

    if parts is None:
        total = sum(os.path.getsize(path) for path in inputs)
        parts = _default_parts(command, total, max(1, sum(client.nthreads().values())),
                               part_bytes)
    directory = _parts_dir(output, parts_dir)
    run_prefix = f"{command}-{uuid.uuid4().hex[:8]}-"
    paths = [os.path.join(directory, f"{run_prefix}{i:06d}") for i in range(1, parts + 1)]
    # The statistics' parts end as the statistics file does: nonet picks JSON Lines by it.
    suffix = ".jsonl" if stats and stats.endswith(".jsonl") else ".csv"
    stats_paths = [f"{path}.stats{suffix}" for path in paths] if stats else None

    def submit(i):
        return client.submit(shard_task, nonet, command, task_args, inputs, i + 1, parts,
                             paths[i], threads, stats_paths[i] if stats else None,
                             key=f"nonet-{run_prefix}{i + 1}", pure=False, retries=retries)

    joined = [(paths, output)] + ([(stats_paths, stats)] if stats else [])
    _run_tasks(client, submit, parts, directory, run_prefix, joined, keep_parts)
    return output


def run_generate(client, count: int, output: str, *, seed: int = 0, parts: int | None = None,
                 threads: int = 1, parts_dir: str | None = None, keep_parts: bool = False,
                 retries: int = 3, **options) -> str:
    """``nonet generate COUNT --seed SEED`` on the cluster: output lines identical to one
    run's (the puzzles found, in index order). options: as for :func:`nonet.generate`
    (symmetry, minimal, clues, difficulty, rating, hodoku, grids, max_tries, and the search's seeds,
    exclude, search, remove, add, time_limit, max_seconds). Checks them all (by a call of
    nonet.generate for no output) before any task runs. A searching run (see the module's
    text) writes at most COUNT distinct puzzles: each part asks for COUNT / parts, so fewer
    when parts found the same ones or ran out of time; the same parts and seed give the same
    output."""
    count = _whole_number(count, "count", 0, _MAX_GENERATE_COUNT)
    parts = None if parts is None else _whole_number(parts, "parts", 1)
    threads = _whole_number(threads, "threads", 0, _MAX_THREADS)
    retries = _whole_number(retries, "retries", 0)
    kwargs = dict(options, seed=seed)
    if isinstance(kwargs.get("seeds"), np.ndarray):  # strings travel to the tasks lighter
        kwargs["seeds"] = to_strings(kwargs["seeds"])
    # Raises on a bad option, as every task would; a searching run says so by its "end".
    searching = "end" in generate(0, threads=threads, **kwargs)
    output = os.path.abspath(os.fspath(output))
    _check_writable_path(output, "the output")
    if parts is None:
        parts = max(1, sum(client.nthreads().values()) * 4)
    parts = min(parts, max(count, 1))
    directory = _parts_dir(output, parts_dir)
    run_prefix = f"generate-{uuid.uuid4().hex[:8]}-"
    bounds = np.linspace(0, count, parts + 1).astype(np.int64)
    paths = [os.path.join(directory, f"{run_prefix}{i:06d}") for i in range(parts)]

    def submit(i):
        if searching:  # every task searches for a share of COUNT on its own searches
            first, share = i * _SEARCH_STRIDE, -(-count // parts)
        else:
            first, share = int(bounds[i]), int(bounds[i + 1] - bounds[i])
        return client.submit(_generate_task, kwargs, first, share, paths[i], threads,
                             key=f"nonet-{run_prefix}{i}", pure=False, retries=retries)

    _run_tasks(client, submit, parts, directory, run_prefix, [(paths, output)], keep_parts,
               join=(lambda: _join_distinct(paths, output, count)) if searching else None)
    return output


# split and overlap of files on the cluster (they use run above).
from .dask_datasets import overlap, split  # noqa: E402
