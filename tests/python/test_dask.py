"""nonet.dask on a LocalCluster of 2 worker processes: outputs byte-identical to one nonet run,
also when a worker is killed in the middle of the run; what the command line refuses, or the
runner cannot honour, refused before any task runs; nothing left in the parts directory."""
import os
import re
import signal
import subprocess
import threading
import time

import pytest

distributed = pytest.importorskip("distributed")

import nonet
import nonet.dask
from conftest import DATASETS, read_puzzles, run_cli


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


def test_default_parts_for_rate_follow_the_work_not_the_bytes():
    parts = nonet.dask._default_parts
    forum_hardest = 3_998_812  # bytes of datasets/puzzles5_forum_hardest_1905_11.txt
    # solve and check: 8 MB parts, at least one per worker thread.
    assert [parts("solve", forum_hardest, 2), parts("check", 1 << 30, 2)] == [2, 128]
    assert parts("solve", 0, 3) == 3
    # rate: 32 KiB parts, at least 64 per worker thread ...
    assert [parts("rate", forum_hardest, 1), parts("rate", forum_hardest, 2)] == [123, 128]
    assert parts("rate", 299_200, 2) == 128  # the 100 hard + 3000 easy mix of bench-dask-rate
    # ... at most 4096 (or one per worker thread), and no more than the input has lines.
    assert [parts("rate", 1 << 30, 2), parts("rate", 1 << 30, 10_000)] == [4096, 10_000]
    assert [parts("rate", 820, 2), parts("rate", 81, 2), parts("rate", 0, 2)] == [10, 1, 1]
    # The caller's part_bytes sets the split of every command.
    assert parts("rate", forum_hardest, 2, part_bytes=8 << 20) == 2
    assert parts("solve", forum_hardest, 2, part_bytes=1 << 20) == 4


def test_rate_and_check_equal_one_run(client, nonet_binary, tmp_path):
    calibration = os.path.join(DATASETS, "qqwing_se_calibration.txt")
    out = tmp_path / "rated.csv"
    # rate's default split: many parts of a few lines each (kept, to be counted).
    nonet.dask.run(client, "rate", calibration, str(out), args=["--no-search"], keep_parts=True)
    assert out.read_bytes() == whole_run(nonet_binary, "rate", "--no-search", calibration)
    assert len(os.listdir(f"{out}.parts")) == 128 == nonet.dask._default_parts(
        "rate", os.path.getsize(calibration), 2)
    puzzles = tmp_path / "p.txt"
    puzzles.write_text(open(os.path.join(DATASETS, "puzzles3_magictour_top1465.txt")).read())
    solved = tmp_path / "s.txt"
    nonet.dask.run(client, "solve", str(puzzles), str(solved), parts=3)
    answers = tmp_path / "answers.txt"
    answers.write_text("".join(line + "\n" for line in solved.read_text().split()))
    checked = tmp_path / "checked.csv"
    nonet.dask.run(client, "check", str(answers), str(checked), args=["--format", "csv"], parts=4)
    assert checked.read_bytes() == whole_run(nonet_binary, "check", "--format", "csv", str(answers))


def test_augment_equals_one_run(client, nonet_binary, tmp_path):
    # A CSV with a header (written once, by the first part) and a solution column.
    puzzles = read_puzzles("puzzles3_magictour_top1465.txt", 300)
    solutions = nonet.to_strings(nonet.solve(puzzles)["solution"])
    data = tmp_path / "data.csv"
    data.write_text("id,question,answer\n" + "".join(
        f"{i},{p},{s}\n" for i, (p, s) in enumerate(zip(puzzles, solutions))))
    out = tmp_path / "augmented.csv"
    args = ["--copies", "3", "--seed", "8", "--with-transform"]
    nonet.dask.run(client, "augment", str(data), str(out), args=args, parts=5)
    assert out.read_bytes() == whole_run(nonet_binary, "augment", *args, str(data))
    assert out.read_text().count("\n") == 1 + 900
    with pytest.raises(ValueError, match="augment on a cluster needs --seed"):
        nonet.dask.run(client, "augment", str(data), str(out), args=["--copies", "2"])


def mixed_table(tmp_path):
    """A CSV with a header, a comment, a blank line, CRLF rows, a row that is not a puzzle and
    rows that repeat classes (copies of earlier rows), rated by clue count."""
    puzzles = read_puzzles("puzzles3_magictour_top1465.txt", 150)
    copies = nonet.to_strings(nonet.augment(puzzles[:30], copies=1, seed=4)["puzzle"])
    rows = puzzles + copies
    lines = ["id,question,rating"]
    for i, p in enumerate(rows):
        lines.append(f"{i},{p},{(81 - p.count('.')) / 10:.1f}" + ("\r" if i % 7 == 0 else ""))
        if i == 40:
            lines += ["# a comment", "", "x,not a puzzle,2.0"]
    path = tmp_path / "table.csv"
    path.write_text("\n".join(lines) + "\n")
    return str(path)


@pytest.mark.parametrize("options", [[], ["--stratify", "rating"],
                                     ["--stratify", "3", "--bands", "2.3,2.5"]])
def test_split_equals_one_run(client, nonet_binary, tmp_path, options):
    table = mixed_table(tmp_path)
    run_cli(nonet_binary, "split", table, "--parts", "a=0.6,b=0.3,c=0.1", "--seed", "6",
            "-o", str(tmp_path / "one"), *options)
    kwargs = {}
    if options:
        kwargs["stratify"] = options[1]
    if len(options) > 2:
        kwargs["bands"] = [2.3, 2.5]
    written = nonet.dask.split(client, table, "a=0.6,b=0.3,c=0.1", seed=6,
                               prefix=str(tmp_path / "cluster"), tasks=5, **kwargs)
    assert list(written) == ["a", "b", "c"]
    for name, path in written.items():
        assert path == str(tmp_path / f"cluster-{name}.csv")
        with open(path, "rb") as mine, open(tmp_path / f"one-{name}.csv", "rb") as one:
            assert mine.read() == one.read(), name
    assert sorted(os.listdir(tmp_path)) == sorted(
        ["table.csv"] + [f"{who}-{n}.csv" for who in ("one", "cluster") for n in "abc"])


def test_overlap_equals_one_run(client, nonet_binary, tmp_path):
    table = mixed_table(tmp_path)
    other = tmp_path / "other.txt"
    puzzles = read_puzzles("puzzles3_magictour_top1465.txt", 200)
    other.write_text("\n".join(puzzles[100:200] + ["bad", puzzles[120]]) + "\n")
    for within in (False, True):
        expected = subprocess.run(
            [nonet_binary, "overlap", table, str(other), "-q"] + (["--within"] if within else []),
            capture_output=True, text=True, check=False).stdout
        out = tmp_path / "shared.csv"
        r = nonet.dask.overlap(client, [table, str(other)], str(out), within=within)
        assert out.read_text() == expected
        assert r["shared"] == 50 and r["pairs"].tolist() == [[0, 1, 50]]
        assert r["rows"].tolist() == [180, 101] and r["invalid"].tolist() == [1, 1]
        assert r["classes"].tolist() == [150, 100] and r["distinct"].tolist() == [180, 100]
    assert r["line"][:2].tolist() == [2, 155]  # row 0 and its copy, after 3 lines more


def test_generate_equals_one_run(client, nonet_binary, tmp_path):
    out = tmp_path / "made.txt"
    nonet.dask.run_generate(client, 23, str(out), seed=5, symmetry="mirror", parts=4)
    assert out.read_bytes() == whole_run(nonet_binary, "generate", "23", "--seed", "5",
                                         "--symmetry", "mirror")


def test_generate_search_parts_are_joined_without_repeats(client, tmp_path):
    seeds = nonet.to_strings(nonet.generate(10, seed=1, rating="3.0:4.0")["puzzle"])
    out = tmp_path / "found.txt"
    nonet.dask.run_generate(client, 12, str(out), seed=5, parts=3, seeds=seeds, rating="4.0:5.0")
    lines = out.read_text().split()
    assert len(lines) == 12
    forms = [bytes(f) for f in nonet.canon(lines)["form"]]
    assert len(set(forms)) == 12
    assert not set(forms) & {bytes(f) for f in nonet.canon(seeds)["form"]}
    again = tmp_path / "again.txt"  # the seeds as an array this time
    nonet.dask.run_generate(client, 12, str(again), seed=5, parts=3, seeds=nonet.to_array(seeds),
                            rating="4.0:5.0")
    assert again.read_bytes() == out.read_bytes()
    assert sorted(os.listdir(tmp_path)) == ["again.txt", "found.txt"]


def test_bad_command_and_missing_input(client, tmp_path):
    with pytest.raises(ValueError, match="command must be"):
        nonet.dask.run(client, "play", [str(tmp_path)], str(tmp_path / "o"))
    with pytest.raises(FileNotFoundError):
        nonet.dask.run(client, "solve", [str(tmp_path / "missing.txt")], str(tmp_path / "o"))


def test_a_missing_nonet_is_refused_before_any_task(client, tmp_path, monkeypatch):
    # Neither here nor on the workers: one clear error up front, not one per task.
    monkeypatch.setenv("NONET_BINARY", "nonet-not-installed-anywhere")
    puzzles = puzzles_file(tmp_path)
    with pytest.raises(FileNotFoundError) as error:
        nonet.dask.run(client, "solve", str(puzzles), str(tmp_path / "o.txt"))
    assert str(error.value) == (
        "[Errno 2] the nonet command is not found on this machine nor on any of the 2 workers: "
        "install the nonet package (apt install nonet; python3-nonet depends on it), put nonet "
        "on PATH or set NONET_BINARY to its path: 'nonet-not-installed-anywhere'")
    assert sorted(os.listdir(tmp_path)) == ["p.txt"]


def test_a_nonet_missing_on_the_workers_only_is_refused_before_any_task(
        client, nonet_binary, tmp_path, monkeypatch):
    # `nonet` on this process's PATH only: the workers started with the PATH before.
    if subprocess.run(["sh", "-c", "command -v nonet"], capture_output=True).returncode == 0:
        pytest.skip("a nonet is installed on PATH, where the workers find it too")
    here = tmp_path / "bin"
    here.mkdir()
    (here / "nonet").symlink_to(os.path.abspath(nonet_binary))
    monkeypatch.setenv("PATH", f"{here}:{os.environ['PATH']}")
    monkeypatch.setenv("NONET_BINARY", "nonet")
    puzzles = puzzles_file(tmp_path)
    with pytest.raises(FileNotFoundError) as error:
        nonet.dask.run(client, "solve", str(puzzles), str(tmp_path / "o.txt"))
    message = str(error.value)
    assert message.startswith("[Errno 2] the nonet command is not found on 2 of the 2 workers (")
    assert message.endswith("): install the nonet package (apt install nonet; python3-nonet "
                            "depends on it), put nonet on PATH or set NONET_BINARY to its "
                            "path: 'nonet'")
    for address in client.scheduler_info()["workers"]:
        assert address in message
    assert sorted(os.listdir(tmp_path)) == ["bin", "p.txt"]


def test_the_package_functions_go_to_the_workers_by_name(client):
    puzzles = read_puzzles("puzzles3_magictour_top1465.txt", 3)
    rated = client.submit(nonet.rate, puzzles, search=False).result()
    assert rated["status"].tolist() == [nonet.RatingStatus.rated] * 3
    assert rated["se_rating"].tolist() == nonet.rate(puzzles, search=False)["se_rating"].tolist()
    solved = client.submit(nonet.solve, puzzles, mode="count").result()
    assert solved["status"].tolist() == nonet.solve(puzzles, mode="count")["status"].tolist()


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
    # The part the killed worker was writing is not left behind, nor the parts directory.
    assert not os.path.exists(f"{out}.parts")


def puzzles_file(tmp_path, name="p.txt", count=50):
    path = tmp_path / name
    lines = open(os.path.join(DATASETS, "puzzles3_magictour_top1465.txt")).read().splitlines()
    path.write_text("".join(line + "\n" for line in lines[:count]))
    return path


def test_an_output_that_is_an_input_is_refused(client, tmp_path):
    puzzles = puzzles_file(tmp_path)
    before = puzzles.read_bytes()
    os.symlink(puzzles, tmp_path / "symbolic.txt")
    os.link(puzzles, tmp_path / "hard.txt")
    for output in (puzzles, tmp_path / "symbolic.txt", tmp_path / "hard.txt",
                   f"{tmp_path}/./p.txt"):
        with pytest.raises(ValueError) as error:
            nonet.dask.run(client, "solve", [str(puzzles)], str(output))
        assert str(error.value) == (f"'{puzzles}' is both an input and the output ('{output}'): "
                                    "refusing to write over it")
    with pytest.raises(ValueError, match=r"is both an input and the output of --stats"):
        nonet.dask.run(client, "solve", str(puzzles), str(tmp_path / "o.txt"),
                       args=["--stats", str(tmp_path / "hard.txt")])
    with pytest.raises(ValueError, match=r"^the output and the output of --stats name the same "
                                         r"file \('.*o.txt'\): each needs its own$"):
        nonet.dask.run(client, "solve", str(puzzles), str(tmp_path / "o.txt"),
                       args=["--stats", str(tmp_path / "o.txt")])
    assert puzzles.read_bytes() == before
    assert sorted(os.listdir(tmp_path)) == ["hard.txt", "p.txt", "symbolic.txt"]


def test_relative_paths(client, nonet_binary, tmp_path, monkeypatch):
    puzzles_file(tmp_path)
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ValueError, match="'p.txt' is both an input and the output \\('./p.txt'\\)"):
        nonet.dask.run(client, "solve", "p.txt", "./p.txt")
    nonet.dask.run(client, "solve", "p.txt", "o.txt", args=["--stats", "s.csv"], parts=3)
    assert (tmp_path / "o.txt").read_bytes() == whole_run(nonet_binary, "solve", "p.txt")
    assert sorted(os.listdir(tmp_path)) == ["o.txt", "p.txt", "s.csv"]


@pytest.mark.parametrize("args, reason", [
    (["-o", "F"], "-o cannot be used: the runner writes `output` itself"),
    (["--output=F"], "--output cannot be used"),
    (["-oF"], "-o cannot be used"),
    (["--shard", "1/2"], "--shard cannot be used: the runner splits the input itself"),
    (["--threads", "4"], "--threads cannot be used: give threads per task as threads="),
    (["--progress"], "--progress cannot be used"),
    (["--count", "extra.txt"], "'extra.txt' is not an option: input files go in `inputs`"),
    (["--format"], "--format needs a value"),
    (["--stats", "a.csv", "--stats=b.csv"], "--stats is given twice"),
], ids=["-o", "--output=", "-oF", "--shard", "--threads", "--progress", "file", "no-value",
        "stats-twice"])
def test_options_the_runner_cannot_honour_are_refused(client, tmp_path, args, reason):
    puzzles = puzzles_file(tmp_path)
    with pytest.raises(ValueError) as error:
        nonet.dask.run(client, "solve", str(puzzles), str(tmp_path / "o.txt"), args=args)
    assert str(error.value).startswith(f"args: {reason}")
    assert os.listdir(tmp_path) == ["p.txt"]


def test_what_nonet_refuses_is_refused_before_any_task(client, tmp_path):
    puzzles = puzzles_file(tmp_path)
    cases = [("solve", ["--format", "xml"], "--format"), ("rate", ["--max-seconds", "nan"],
             "--max-seconds: must be a number from 0 to 1e+06; got 'nan'"),
             ("solve", ["--limit", "5"], "--limit requires --count"),
             ("rate", ["--stats", str(tmp_path / "s.csv")], "--stats"),
             ("check", ["--puzzles", "p", "--answers", "a"], "two-file form of check")]
    for command, args, reason in cases:
        with pytest.raises(ValueError, match=re.escape(reason)):
            nonet.dask.run(client, command, str(puzzles), str(tmp_path / "o.txt"), args=args)
    assert os.listdir(tmp_path) == ["p.txt"]


def test_stats_are_split_and_joined_in_order(client, nonet_binary, tmp_path):
    puzzles = puzzles_file(tmp_path, count=400)
    for name in ("stats.csv", "stats.jsonl"):
        whole = tmp_path / f"whole-{name}"
        expected = whole_run(nonet_binary, "solve", "--count", "--stats", str(whole), str(puzzles))
        out, stats = tmp_path / "o.txt", tmp_path / name
        nonet.dask.run(client, "solve", str(puzzles), str(out), args=["--count", "--stats", str(stats)],
                       parts=7)
        assert out.read_bytes() == expected
        assert stats.read_bytes() == whole.read_bytes()
        assert stats.read_text().count("line,status") == (1 if name.endswith(".csv") else 0)
    assert not os.path.exists(f"{tmp_path}/o.txt.parts")


def test_numbers_and_paths_are_checked_before_any_task(client, tmp_path):
    puzzles = str(puzzles_file(tmp_path))
    out = str(tmp_path / "o.txt")
    for keyword, value, message in [
            ("part_bytes", 0, "part_bytes: must be a whole number from 1; got 0"),
            ("parts", 0, "parts: must be a whole number from 1; got 0"),
            ("threads", 5000, "threads: must be a whole number from 0 to 4096; got 5000"),
            ("retries", -1, "retries: must be a whole number from 0; got -1")]:
        with pytest.raises(ValueError) as error:
            nonet.dask.run(client, "solve", puzzles, out, **{keyword: value})
        assert str(error.value) == message
    with pytest.raises(TypeError, match="part_bytes: must be a whole number from 1; got 1.5"):
        nonet.dask.run(client, "solve", puzzles, out, part_bytes=1.5)
    (tmp_path / "directory").mkdir()
    with pytest.raises(IsADirectoryError, match="the output is a directory"):
        nonet.dask.run(client, "solve", puzzles, str(tmp_path / "directory"))
    with pytest.raises(FileNotFoundError, match="the directory of the output does not exist"):
        nonet.dask.run(client, "solve", puzzles, str(tmp_path / "missing" / "o.txt"))
    with pytest.raises(ValueError, match="not a regular file"):
        nonet.dask.run(client, "solve", str(tmp_path / "directory"), out)
    with pytest.raises(ValueError, match=r"count: must be a whole number from 0 to 1125899906842624"):
        nonet.dask.run_generate(client, 2**64 - 1, out)
    with pytest.raises(ValueError, match="symmetry"):
        nonet.dask.run_generate(client, 5, out, symmetry="spiral")
    with pytest.raises(IsADirectoryError):
        nonet.dask.run_generate(client, 5, str(tmp_path / "directory"))
    assert sorted(os.listdir(tmp_path)) == ["directory", "p.txt"]


def run_with_failing_nonet(client, tmp_path, monkeypatch, script: str, parts: int) -> None:
    """A solve run whose tasks run `script` (a shell script, saved as tmp_path/fake-nonet) as
    nonet: it must fail with the script's 'disk full'."""
    fake = tmp_path / "fake-nonet"
    fake.write_text(script)
    fake.chmod(0o755)
    monkeypatch.setenv("NONET_BINARY", str(fake))
    puzzles = puzzles_file(tmp_path)
    with pytest.raises(RuntimeError, match="disk full"):
        nonet.dask.run(client, "solve", str(puzzles), str(tmp_path / "o.txt"), parts=parts,
                       retries=0)


def test_a_failed_run_leaves_nothing_behind(client, tmp_path, monkeypatch):
    # A nonet that writes part of its output, then fails: every task fails.
    run_with_failing_nonet(client, tmp_path, monkeypatch,
                           "#!/bin/sh\necho partial\necho 'disk full' >&2\nexit 3\n", parts=3)
    assert sorted(os.listdir(tmp_path)) == ["fake-nonet", "p.txt"]


def test_a_failed_run_stops_the_tasks_that_run(client, tmp_path, monkeypatch):
    # Shard 1 fails after a second; shard 2, on the other worker, writes part of its output and
    # would leave a file "finished-2" after 3 s: it runs when the run fails, and is stopped
    # before the cleanup, so nothing of it is left, then or later (cancelling alone does not
    # stop a running task: it would write on into the parts directory).
    run_with_failing_nonet(client, tmp_path, monkeypatch, f"""#!/bin/sh
shard=$(echo "$*" | sed 's/.*--shard \\([0-9]*\\)\\/.*/\\1/')
echo partial
if [ "$shard" = 1 ]; then sleep 1; echo 'disk full' >&2; exit 3; fi
sleep 3 </dev/null >/dev/null 2>&1
touch {tmp_path}/finished-$shard
""", parts=2)
    time.sleep(4)  # what a task left running would do by now
    assert sorted(os.listdir(tmp_path)) == ["fake-nonet", "p.txt"]


def test_each_task_asks_its_nonet_to_end_with_its_worker(client, tmp_path, monkeypatch):
    # A worker killed outright must take its nonet with it, or that nonet writes on after the
    # run's cleanup: each task gives its nonet the worker's pid in NONET_EXIT_WITH_PARENT, which
    # nonet watches (test_interrupt.py). The fake nonet prints that value and its parent's pid.
    fake = tmp_path / "fake-nonet"
    fake.write_text('#!/bin/sh\necho "${NONET_EXIT_WITH_PARENT:-unset} $PPID"\n')
    fake.chmod(0o755)
    monkeypatch.setenv("NONET_BINARY", str(fake))
    output = tmp_path / "o.txt"
    nonet.dask.run(client, "solve", str(puzzles_file(tmp_path)), str(output), parts=2)
    lines = output.read_text().splitlines()
    assert len(lines) == 2
    for line in lines:
        asked, parent = line.split()
        assert asked == parent


def test_value_options_are_the_command_lines(nonet_binary):
    # The runner must know which options take a value, not to take that value for a file.
    taking_a_value = set()
    for command in nonet.dask._SHARDED:
        help_text = subprocess.run([nonet_binary, command, "--help"], capture_output=True,
                                   text=True, check=True).stdout
        for match in re.finditer(r"^\s+(-\w,)?(--[\w-]+) [A-Z][A-Z|]*\b", help_text, re.M):
            taking_a_value.add(match.group(2))
            if match.group(1):
                taking_a_value.add(match.group(1)[:-1])
    assert taking_a_value == nonet.dask._VALUE_OPTIONS
