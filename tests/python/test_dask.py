"""nonet.dask on a LocalCluster of 2 worker processes: outputs byte-identical to one nonet run,
also when a worker is killed in the middle of the run."""
import os
import signal
import threading
import time

import pytest

distributed = pytest.importorskip("distributed")

import nonet
import nonet.dask
from conftest import DATASETS, run_cli


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None, silence_logs=50)
    with distributed.Client(cluster) as client:
        yield client
    cluster.close()


def whole_run(binary, *args):
    return run_cli(binary, *args).encode()


def test_solve_many_files_equals_one_run(client, nonet_binary, tmp_path):
    inputs = [os.path.join(DATASETS, name) for name in
              ("puzzles3_magictour_top1465.txt", "puzzles5_forum_hardest_1905_11.txt")]
    out = tmp_path / "solved.txt"
    nonet.dask.run(client, "solve", inputs, str(out), args=["--count"], parts=7)
    assert out.read_bytes() == whole_run(nonet_binary, "solve", "--count", *inputs)
    assert not os.path.exists(f"{out}.parts")  # parts removed after the join


def test_rate_and_check_equal_one_run(client, nonet_binary, tmp_path):
    calibration = os.path.join(DATASETS, "qqwing_se_calibration.txt")
    out = tmp_path / "rated.csv"
    nonet.dask.run(client, "rate", calibration, str(out), args=["--no-search"], parts=5)
    assert out.read_bytes() == whole_run(nonet_binary, "rate", "--no-search", calibration)
    puzzles = tmp_path / "p.txt"
    puzzles.write_text(open(os.path.join(DATASETS, "puzzles3_magictour_top1465.txt")).read())
    solved = tmp_path / "s.txt"
    nonet.dask.run(client, "solve", str(puzzles), str(solved), parts=3)
    answers = tmp_path / "answers.txt"
    answers.write_text("".join(line + "\n" for line in solved.read_text().split()))
    checked = tmp_path / "checked.csv"
    nonet.dask.run(client, "check", str(answers), str(checked), args=["--format", "csv"], parts=4)
    assert checked.read_bytes() == whole_run(nonet_binary, "check", "--format", "csv", str(answers))


def test_generate_equals_one_run(client, nonet_binary, tmp_path):
    out = tmp_path / "made.txt"
    nonet.dask.run_generate(client, 23, str(out), seed=5, symmetry="mirror", parts=4)
    assert out.read_bytes() == whole_run(nonet_binary, "generate", "23", "--seed", "5",
                                         "--symmetry", "mirror")


def test_bad_command_and_missing_input(client, tmp_path):
    with pytest.raises(ValueError, match="command must be"):
        nonet.dask.run(client, "play", [str(tmp_path)], str(tmp_path / "o"))
    with pytest.raises(FileNotFoundError):
        nonet.dask.run(client, "solve", [str(tmp_path / "missing.txt")], str(tmp_path / "o"))


def test_a_killed_worker_loses_and_duplicates_nothing(nonet_binary, tmp_path):
    # Its own cluster: killing a worker must not disturb the other tests.
    source = os.path.join(DATASETS, "puzzles2_17_clue.txt")
    big = tmp_path / "big.txt"
    with open(big, "w") as f:
        text = open(source).read()
        for _ in range(4):
            f.write(text)
    expected = whole_run(nonet_binary, "solve", "--count", str(big))
    out = tmp_path / "out.txt"
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None, silence_logs=50)
    try:
        with distributed.Client(cluster) as client:
            killed = []

            def kill_one_worker_mid_run():
                # Wait until some parts are written and others are still to come, then kill.
                parts = f"{out}.parts"
                deadline = time.time() + 60
                written = 0
                while time.time() < deadline:
                    if os.path.isdir(parts):
                        written = len([p for p in os.listdir(parts) if ".tmp-" not in p])
                        if written >= 2:
                            break
                    time.sleep(0.01)
                pids = client.run(os.getpid)
                victim = sorted(pids.values())[0]
                os.kill(victim, signal.SIGKILL)
                killed.append(written)

            killer = threading.Thread(target=kill_one_worker_mid_run)
            killer.start()
            # Many small tasks, each with a sleep-free but real amount of work.
            nonet.dask.run(client, "solve", str(big), str(out), args=["--count"], parts=60)
            killer.join()
            assert killed and killed[0] < 60, "the worker was not killed in the middle of the run"
    finally:
        cluster.close()
    assert out.read_bytes() == expected
