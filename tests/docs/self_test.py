#!/usr/bin/env python3
"""The documentation checker's own test: it passes a page that holds and fails, naming the file
and line, a broken link, a broken anchor, a failing command, a wrong expected output, a block
without a command and commands in a block without a language (tests/docs/fixtures/).

Usage: self_test.py CHECKER BIN_DIR
"""
import os
import subprocess
import sys

checker, bin_dir = sys.argv[1], sys.argv[2]
fixtures = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures")
failures = []
pages_checked = 0


def run(page, expected_status, *expected_words):
    global pages_checked
    pages_checked += 1
    result = subprocess.run([sys.executable, checker, "--repo", fixtures, "--bin", bin_dir,
                             "--timeout", "20", page], capture_output=True, text=True)
    output = result.stdout + result.stderr
    if result.returncode != expected_status:
        failures.append(f"{page}: exit status {result.returncode}, expected {expected_status}:\n{output}")
    for words in expected_words:
        if words not in output:
            failures.append(f"{page}: no '{words}' in:\n{output}")


run("good/page.md", 0, "skipped: good/page.md:34: needs a network",
    "check_docs: 1 pages, 6 links checked, 2 blocks run, 1 skipped, 0 failures")
run("broken/link.md", 1, "FAIL: broken/link.md:3: link 'missing.md': missing.md does not exist")
run("broken/anchor.md", 1,
    "FAIL: broken/anchor.md:5: link '#a-heading-that-moved': no heading of broken/anchor.md "
    "has the anchor #a-heading-that-moved")
run("broken/command.md", 1, "FAIL: broken/command.md:5: `false` exited with status 1")
run("broken/output.md", 1,
    "FAIL: broken/output.md:4: `printf 'one\\ntwo\\n'` printed other lines than shown",
    "-three", "+two")
run("broken/empty.md", 1, "FAIL: broken/empty.md:3: ```sh block has no command")
run("broken/unlabelled.md", 1, "FAIL: broken/unlabelled.md:3: a block of commands without a language")

for failure in failures:
    print("FAIL:", failure)
print(f"self_test: {pages_checked} pages checked, {len(failures)} failures")
sys.exit(1 if failures else 0)
