"""Ctrl-C stops a long call: each call below would run for minutes (or years) to its end; a
SIGINT one second in must raise KeyboardInterrupt from inside it, and nonet works on after.
The timeout only keeps a call that does not stop from hanging the suite. (A single long
rating stops through the same request: tests/rating's StopRequestEndsTheRatingAsASpentBudget.)"""
import os
import signal
import subprocess
import sys
import time

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


# A parent that starts nonet on an input that never ends (a pipe the test keeps open), prints
# nonet's pid, and waits; with `watch`, it asks nonet to end with it (NONET_EXIT_WITH_PARENT).
PARENT = """
import os, subprocess, sys, time
env = dict(os.environ, NONET_EXIT_WITH_PARENT=str(os.getpid()) if {watch} else "")
child = subprocess.Popen([{binary!r}, "solve", "-", "-o", {output!r}, "--stats", {stats!r}],
                         stdin={fd}, env=env, pass_fds=({fd},))
print(child.pid, flush=True)
time.sleep(600)
"""


def alive(pid):
    # A child reparented to init is reaped by it once it ends; until then it is a zombie.
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def run_then_kill_parent(nonet_binary, tmp_path, watch):
    """Kills the parent a second after nonet started; returns nonet's pid and the outputs."""
    output, stats = tmp_path / "out.txt", tmp_path / "stats.csv"
    read_end, write_end = os.pipe()
    os.write(write_end, b"." * 81 + b"\n")  # one puzzle; the input never ends
    code = PARENT.format(watch=watch, binary=nonet_binary, output=str(output), stats=str(stats),
                         fd=read_end)
    parent = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                              pass_fds=(read_end,))
    child = int(parent.stdout.readline())
    time.sleep(1)
    assert alive(child)
    parent.kill()
    parent.wait()
    return child, output, stats, write_end


def test_nonet_ends_with_a_parent_that_asks_for_it(nonet_binary, tmp_path):
    child, output, stats, write_end = run_then_kill_parent(nonet_binary, tmp_path, watch=True)
    deadline = time.time() + 30
    while alive(child) and time.time() < deadline:
        time.sleep(0.1)
    os.close(write_end)
    assert not alive(child), "nonet ran on after its parent was killed"
    # Ended as if killed: nothing of the run is left in place.
    assert not output.exists() and not stats.exists()


def test_nonet_outlives_a_parent_that_does_not_ask(nonet_binary, tmp_path):
    child, output, stats, write_end = run_then_kill_parent(nonet_binary, tmp_path, watch=False)
    time.sleep(1)
    try:
        assert alive(child)
    finally:
        os.kill(child, signal.SIGKILL)
        os.close(write_end)
