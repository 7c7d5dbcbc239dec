"""Shared fixtures: the bundled datasets and the nonet binary the package is checked against."""
import os
import shutil
import subprocess

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
DATASETS = os.environ.get("NONET_DATASETS", os.path.join(HERE, "..", "..", "datasets"))


def read_puzzles(name, count=None):
    lines = []
    with open(os.path.join(DATASETS, name)) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            lines.append(line.split()[0])
            if count is not None and len(lines) == count:
                break
    return lines


@pytest.fixture(scope="session")
def nonet_binary():
    path = os.environ.get("NONET_BINARY") or shutil.which("nonet")
    if not path:
        pytest.skip("no nonet binary (set NONET_BINARY)")
    return path


def run_cli(binary, *args, stdin=None):
    return subprocess.run([binary, *args, "-q"], input=stdin, capture_output=True, text=True,
                          check=False).stdout
