"""nonet.dask.split and nonet.dask.overlap: split and overlap of files on a Dask cluster.

The costly part of both is the minlex form of every row (about 2 µs a row a core). The cluster
computes it: ``nonet canon --format csv --shard I/N`` tasks through :func:`nonet.dask.run`.
The client then numbers the classes and applies the command line's rule (nonet._core.split or
overlap, given the forms, so nothing is computed twice): a class table of about 50 bytes a
class. split's rows go to their parts in tasks again, each writing a stretch of lines to each
part, and the parts are joined and renamed into place once all are written. The results are
byte for byte those of ``nonet split`` and ``nonet overlap`` on one machine.

Inputs are files of puzzle lines or delimited rows (not 9x9 blocks), on a file system every
worker sees, as for :func:`nonet.dask.run`.
"""

from __future__ import annotations

import csv
import io
import itertools
import os
import tempfile
import uuid

import numpy as np

from . import _core, to_strings
from . import dask as _cluster  # imported at the end of nonet.dask, once its names exist
from .datasets import _band_codes, parse_parts

# `nonet canon --apply` of the identity: each puzzle as written, for exact repeats.
_IDENTITY = "0:012345678:012345678:123456789"


def _records(client, path: str, scratch: str, args: list, options: dict):
    """Every record of `path` as ``nonet canon --format csv ARGS`` gives it, on the cluster:
    (line numbers, 81-digit strings or '' for a line that is not a puzzle, reasons)."""
    import pandas as pd

    out = os.path.join(scratch, f"records-{uuid.uuid4().hex[:8]}.csv")
    _cluster.run(client, "canon", path, out, args=["--format", "csv", *args], parts_dir=scratch,
        **options)
    frame = pd.read_csv(out, dtype=str, keep_default_na=False)
    os.unlink(out)
    lines = frame.iloc[:, 0].astype(np.int64).to_numpy()
    return lines, frame.iloc[:, 1].to_numpy(dtype=object), frame.iloc[:, 2].to_numpy(dtype=object)


def _scratch(output: str, parts_dir) -> tempfile.TemporaryDirectory:
    where = parts_dir or os.path.dirname(os.path.abspath(output)) or "."
    return tempfile.TemporaryDirectory(prefix=".nonet-", dir=where)


def overlap(client, inputs, output: str, *, within: bool = False, threads: int = 1,
            parts_dir: str | None = None, retries: int = 3) -> dict:
    """``nonet overlap INPUTS -o OUTPUT [--within]`` on the cluster: writes the same CSV
    (class,file,line,form) and returns nonet.overlap's counts (rows, invalid, classes,
    distinct, shared_classes, shared_rows per input; pairs; shared) with `line`, the listed
    rows' line numbers. Nothing is shared when ``result['shared'] == 0`` (and, with within,
    nothing repeats when no row is listed)."""
    given = [inputs] if isinstance(inputs, (str, os.PathLike)) else list(inputs)
    names = [os.fspath(path) for path in given]
    if not names:
        raise ValueError("no input files")
    options = {"threads": threads, "retries": retries}
    with _scratch(output, parts_dir) as scratch:
        lines, forms, grids, invalid = [], [], [], []
        for name in names:
            line, form, _ = _records(client, name, scratch, [], options)
            _, grid, _ = _records(client, name, scratch, ["--apply", _IDENTITY], options)
            valid = form != ""
            lines.append(line[valid])
            forms.append(form[valid])
            grids.append(grid[valid])
            invalid.append(int((~valid).sum()))
        result = _core.overlap(grids, within=within, forms=forms, threads=threads)
    result["invalid"] = np.array(invalid, dtype=np.int64)
    del result["reasons"]  # the rows given were the valid ones: see invalid
    result["line"] = np.array([lines[b][r] for b, r in zip(result["batch"], result["row"])],
                              dtype=np.int64)
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(["class", "file", "line", "form"])
    for c, b, line, form in zip(result["class"], result["batch"], result["line"],
                                to_strings(result["form"], "0")):
        writer.writerow([c, names[b], line, form])
    _cluster._write_atomically(os.path.abspath(output),
                               lambda f: f.write(text.getvalue().encode()))
    return result


def _route_task(path: str, first_line: int, end_line: int, record_lines, record_parts,
                headers: bool, outputs: list) -> list:
    """Writes lines [first_line, end_line) of `path` to the parts: a record to its part (none
    when it is -1), with `headers` a line that is no record, blank or comment (the header) to
    every part. Lines end as the command line reads them (\\n, \\r\\n or a lone \\r) and are
    written with \\n."""
    parts = dict(zip(record_lines.tolist(), record_parts.tolist()))
    files = [open(f"{out}.tmp", "w", encoding="latin-1", newline="") for out in outputs]
    try:
        with open(path, encoding="latin-1", newline=None) as source:
            numbered = enumerate(source, start=1)
            for number, line in itertools.islice(numbered, first_line - 1, end_line - 1):
                line = line.rstrip("\n")
                part = parts.get(number)
                if part is not None:
                    if part >= 0:
                        files[part].write(line + "\n")
                elif headers and line.strip() and not line.lstrip().startswith("#"):
                    for f in files:
                        f.write(line + "\n")
        for f, out in zip(files, outputs):
            f.close()
            os.replace(f"{out}.tmp", out)
    finally:
        for f in files:
            f.close()
    return outputs


def split(client, path: str, parts="train=0.9,test=0.1", *, seed: int = 0, stratify=None,
          bands=None, prefix: str | None = None, tasks: int | None = None, threads: int = 1,
          parts_dir: str | None = None, retries: int = 3) -> dict:
    """``nonet split PATH --parts PARTS --seed SEED [--stratify COLUMN [--bands ...]]
    [-o PREFIX]`` on the cluster: the same files, PREFIX-NAME.EXT (EXT the input's; PREFIX
    the input's path without it by default), written once all are ready. stratify: the
    column, by header name or number from 1 (read on the client). tasks: how many tasks route
    the rows (default 4 per worker thread). Returns {name: path}."""
    weights = parse_parts(parts)
    path = os.fspath(path)
    stem, extension = os.path.splitext(path)
    stem = prefix if prefix is not None else stem
    outputs = {name: os.path.abspath(f"{stem}-{name}{extension}") for name in weights}
    options = {"threads": threads, "retries": retries}
    with _scratch(path, parts_dir) as scratch:
        lines, forms, _ = _records(client, path, scratch, [], options)
        codes, renumber = None, False
        if stratify is not None:
            codes, renumber = _band_codes(_column(path, lines, stratify), bands)
        elif bands is not None:
            raise ValueError("bands: give stratify= too (the values the bands cut)")
        valid = forms != ""
        part = np.full(len(lines), -1, dtype=np.int32)
        result = _core.split(forms[valid], list(weights.values()), seed=seed,
                             bands=None if codes is None else codes[valid],
                             renumber_bands=renumber, forms=forms[valid], threads=threads)
        part[valid] = result["part"]
        count = tasks or max(1, 4 * sum(client.nthreads().values()))
        edges = np.linspace(0, len(lines), count + 1).astype(np.int64)
        run_prefix = uuid.uuid4().hex[:8]
        futures = []
        for t in range(count):
            low, high = edges[t], edges[t + 1]
            if t > 0 and low == high:
                continue
            first = 1 if t == 0 else int(lines[low])
            end = int(lines[high]) if high < len(lines) else 2**62
            pieces = [os.path.join(scratch, f"{run_prefix}-{t:06d}-{i}") for i in range(len(weights))]
            futures.append(client.submit(_route_task, path, first, end, lines[low:high],
                                         part[low:high], t == 0, pieces, pure=False,
                                         retries=retries))
        written = client.gather(futures)
        for i, out in enumerate(outputs.values()):
            def join(f, i=i):
                for pieces in written:
                    with open(pieces[i], "rb") as piece:
                        while chunk := piece.read(1 << 20):
                            f.write(chunk)
            _cluster._write_atomically(out, join)
    return outputs


def _column(path: str, record_lines, column):
    """The value of `column` (a header name, or a number from 1) in each record's row, as
    `nonet split --stratify` reads it: the row split at the file's delimiter, quotes
    removed, space around trimmed; '(missing)' where the row is shorter."""
    wanted = set(record_lines.tolist())
    values = {}
    with open(path, encoding="latin-1", newline=None) as source:
        header, index, delimiter = None, None, None
        for number, line in enumerate(source, start=1):
            line = line.rstrip("\n")
            if number not in wanted:
                if header is None and line.strip() and not line.lstrip().startswith("#"):
                    header = line
                continue
            if delimiter is None:
                delimiter = max(",\t;", key=line.count)
                index = _column_index(column, header, delimiter)
            fields = next(csv.reader([line], delimiter=delimiter))
            values[number] = fields[index].strip() if index < len(fields) else "(missing)"
    return np.array([values[n] for n in record_lines.tolist()], dtype=object)


def _column_index(column, header, delimiter) -> int:
    text = str(column)
    if text.isdigit() and int(text) > 0:
        return int(text) - 1
    if header is None:
        raise ValueError(f"stratify {column!r}: no such column (the input has no header)")
    names = [name.strip() for name in next(csv.reader([header], delimiter=delimiter))]
    if text not in names:
        raise ValueError(f"stratify {column!r}: no such column (the header has "
                         f"{', '.join(names)})")
    return names.index(text)
