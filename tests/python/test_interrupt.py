"""Ctrl-C stops a long call: each call below would run for minutes (or years) to its end; a
SIGINT one second in must raise KeyboardInterrupt from inside it, and nonet works on after.
The timeout only keeps a call that does not stop from hanging the suite. (A single long
rating stops through the same request: tests/rating's StopRequestEndsTheRatingAsASpentBudget.)"""
import os
import signal
import subprocess
import sys

import pytest

from conftest import DATASETS

SKYSCRAPER = "..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3....."

CHILD = """
import os, signal, sys, threading
sys.path.insert(0, {tests!r})
import nonet
from conftest import read_puzzles
threading.Timer(1.0, os.kill, (os.getpid(), signal.SIGINT)).start()
try:
    {call}
    print("finished")
except KeyboardInterrupt:
    print("interrupted")
print(nonet.SolveStatus(nonet.solve([{skyscraper!r}], threads=2)["status"][0]).name)
"""

LONG_CALLS = {
    # About 1.6 s a puzzle on one thread: half an hour of ratings.
    "rate": "nonet.rate(read_puzzles('puzzles5_forum_hardest_1905_11.txt', 1000), threads=2)",
    # 11.0-12.0 is one puzzle in many thousands: a band that keeps it trying.
    "generate": "nonet.generate(100000, rating='11:12', threads=2)",
    # One row whose count goes on for days: stopped between solutions.
    "solve-count": "nonet.solve(['.' * 81], mode='count', limit=10**15, threads=1)",
}


@pytest.mark.parametrize("name", sorted(LONG_CALLS))
def test_ctrl_c_stops_a_long_call(name):
    here = os.path.dirname(os.path.abspath(__file__))
    code = CHILD.format(tests=here, call=LONG_CALLS[name], skyscraper=SKYSCRAPER)
    env = dict(os.environ, NONET_DATASETS=DATASETS)
    try:
        done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                              text=True, timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail(f"nonet {name} ran on for a minute after SIGINT")
    assert done.stdout.split() == ["interrupted", "solved"], done.stderr
    assert done.returncode == 0
