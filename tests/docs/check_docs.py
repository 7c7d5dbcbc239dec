#!/usr/bin/env python3
"""Checks Markdown pages: every relative link and #anchor resolves, and every shell example runs.

Links: [text](target), ![alt](target) and [label]: target outside code. A target with a scheme
(https:, mailto:) is left alone; a path is relative to its page (or, starting with '/', to the
repository) and must exist; an anchor must name a heading of its page by GitHub's rule
(lowercase, spaces to '-', punctuation other than '-' and '_' dropped, repeats get -1, -2, ...)
or an HTML id/name.

Examples, each block in a fresh temporary directory holding symlinks to the repository's
datasets/ and scripts/ (and build/ to the binaries' folder), with the built nonet first on PATH:
  ```console  lines starting "$ " are commands (a trailing backslash continues one); the lines
              after one, up to the next "$ ", are its exact standard output, where a line that
              is just "..." stands for any number of lines. A command's exit status is not
              checked (an example may show a failure) unless it means the command could not run
              (126, 127, also within a pipeline: pipefail) or was killed.
  ```sh / ```bash / ```shell  run as one script under `bash -e -o pipefail`: every command
              (backslash continuations joined) must exit 0.
A block whose previous non-blank line is <!-- not run: REASON --> is skipped and listed. A
block with no language whose lines start like commands ("$ ", "nonet ") is a failure: it would
escape the test (label it sh or console, or text when it is no example).

Usage: check_docs.py [--repo DIR] [--bin DIR] [--timeout S] [--no-run] [FILE.md...]
With no file: README.md, docs/*.md, bench/RESULTS.md and CHANGELOG.md of the repository.
Exit status: 0 when everything holds, 1 when something does not, 2 for a usage error.
"""

import argparse
import concurrent.futures
import difflib
import glob
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field

SHELL_LANGUAGES = {"sh", "bash", "shell"}
SKIP_MARK = re.compile(r"^\s*<!--\s*not run:\s*(.*?)\s*-->\s*$")
FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([^`\s]*)")
HEADING = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE_DEFINITION = re.compile(r"^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s.*)?$")
HTML_ID = re.compile(r"<[^>]*\b(?:id|name)\s*=\s*\"([^\"]+)\"")
CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


@dataclass
class Block:
    path: str  # as given on the command line, for messages
    line: int  # the opening fence's line, 1-based
    language: str
    lines: list  # (line number, text) of the content
    skip_reason: str = None


@dataclass
class Page:
    path: str
    lines: list
    prose: list = field(default_factory=list)  # (line number, text) outside fenced code
    blocks: list = field(default_factory=list)


def read_page(path):
    with open(path, encoding="utf-8") as f:
        page = Page(path, f.read().split("\n"))
    fence = None
    for number, text in enumerate(page.lines, 1):
        if fence is None:
            opening = FENCE.match(text)
            if opening:
                indent, marks, language = opening.groups()
                fence = (len(indent), marks)
                previous = next((t for t in reversed(page.lines[: number - 1]) if t.strip()), "")
                skip = SKIP_MARK.match(previous)
                page.blocks.append(
                    Block(path, number, language.lower(), [], skip.group(1) if skip else None))
            else:
                page.prose.append((number, text))
        elif re.match(r"^\s*" + fence[1][0] + "{" + str(len(fence[1])) + r",}\s*$", text):
            fence = None
        else:
            # Content indented as deep as its fence (a block inside a list item) loses that indent.
            strip = min(fence[0], len(text) - len(text.lstrip(" ")))
            page.blocks[-1].lines.append((number, text[strip:]))
    return page


def slug(heading):
    """GitHub's anchor of a heading's text."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # links show their text
    text = re.sub(r"<[^>]+>", "", text).replace("`", "").strip().lower()
    text = "".join(c for c in text if c.isalnum() or c in "-_ ")
    return text.replace(" ", "-")


def anchors_of(page):
    anchors, seen = set(), {}
    previous = None
    for number, text in page.prose:
        match = HEADING.match(text)
        title = match.group(2) if match else None
        # A setext heading: a line of text underlined with === or ---.
        if title is None and previous and previous[1].strip() and re.match(r"^ {0,3}(=+|-+)\s*$", text):
            if not HEADING.match(previous[1]) and not previous[1].lstrip().startswith(("-", "*", "|")):
                title = previous[1].strip()
        if title is not None:
            base = slug(title)
            count = seen.get(base, 0)
            anchors.add(base if count == 0 else f"{base}-{count}")
            seen[base] = count + 1
        anchors.update(HTML_ID.findall(text))
        previous = (number, text)
    return anchors


def links_of(page):
    for number, text in page.prose:
        prose = CODE_SPAN.sub(lambda m: " " * len(m.group(0)), text)
        definition = REFERENCE_DEFINITION.match(prose)
        if definition:
            yield number, definition.group(1)
            continue
        for match in INLINE_LINK.finditer(prose):
            yield number, match.group(1)


class Checker:
    def __init__(self, repo, bin_dir, timeout):
        self.repo = os.path.abspath(repo)
        self.bin_dir = os.path.abspath(bin_dir) if bin_dir else None
        self.timeout = timeout
        self.failures = []
        self.links_checked = 0
        self.anchor_cache = {}

    def fail(self, path, line, message):
        self.failures.append(f"{path}:{line}: {message}")

    # Links --------------------------------------------------------------------------------

    def anchors(self, path):
        key = os.path.realpath(path)
        if key not in self.anchor_cache:
            self.anchor_cache[key] = anchors_of(read_page(path))
        return self.anchor_cache[key]

    def check_links(self, page):
        for number, target in links_of(page):
            if not target or SCHEME.match(target) or target.startswith("//"):
                continue
            self.links_checked += 1
            file_part, _, anchor = target.partition("#")
            if file_part:
                base = self.repo if file_part.startswith("/") else os.path.dirname(page.path)
                resolved = os.path.normpath(os.path.join(base, file_part.lstrip("/")))
                if not os.path.exists(resolved):
                    self.fail(page.path, number, f"link '{target}': {file_part} does not exist")
                    continue
            else:
                resolved = page.path
            if anchor:
                if os.path.isdir(resolved) or not resolved.endswith(".md"):
                    self.fail(page.path, number, f"link '{target}': an anchor into a file that is not Markdown")
                elif anchor not in self.anchors(resolved):
                    self.fail(page.path, number,
                              f"link '{target}': no heading of {os.path.relpath(resolved)} has the anchor #{anchor}")

    # Examples -----------------------------------------------------------------------------

    def environment(self):
        env = dict(os.environ)
        if self.bin_dir:
            env["PATH"] = self.bin_dir + os.pathsep + env.get("PATH", "")
        return env

    def scratch_directory(self):
        directory = tempfile.mkdtemp(prefix="nonet-doctest-")
        for name in ("datasets", "scripts"):
            if os.path.isdir(os.path.join(self.repo, name)):
                os.symlink(os.path.join(self.repo, name), os.path.join(directory, name))
        if self.bin_dir:
            os.symlink(self.bin_dir, os.path.join(directory, "build"))
        return directory

    def run_script(self, script, directory):
        """Runs a bash script in directory; returns (exit status, stderr) or None on a timeout."""
        process = subprocess.Popen(["bash", "-c", script], cwd=directory, env=self.environment(),
                                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, start_new_session=True)
        try:
            _, stderr = process.communicate(timeout=self.timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
            return None
        return process.returncode, stderr.decode(errors="replace")

    def run_shell_block(self, block):
        commands = joined_commands(block.lines)
        if not any(not text.lstrip().startswith("#") for _, text in commands):
            return [f"{block.path}:{block.line}: ```{block.language} block has no command"]
        directory = self.scratch_directory()
        try:
            # Each command on a script line of its own, so the ERR trap's line names it.
            failed = os.path.join(directory, ".doctest-failed")
            lines = [f"trap 'echo $LINENO >{failed}' ERR", "set -eo pipefail"]
            origin = {}
            for number, text in commands:
                origin[len(lines) + 1] = (number, text)
                lines.append(text)
            result = self.run_script("\n".join(lines) + "\n", directory)
            if result is None:
                return [f"{block.path}:{block.line}: ```{block.language} block did not end within {self.timeout} s"]
            status, stderr = result
            if status == 0:
                return []
            # No trap: a list such as `a && b` failed, which ends the script as its last line.
            where = commands[-1]
            if os.path.exists(failed):
                with open(failed) as f:
                    where = origin.get(int(f.read().split()[0] or 0), where)
            return [f"{block.path}:{where[0]}: `{where[1]}` exited with status {status}\n"
                    + indent(stderr.strip() or "(nothing on stderr)")]
        finally:
            shutil.rmtree(directory, ignore_errors=True)

    def run_console_block(self, block):
        steps = console_steps(block.lines)
        if not steps:
            return [f"{block.path}:{block.line}: ```console block has no command (no line starts with '$ ')"]
        directory = self.scratch_directory()
        try:
            os.mkdir(os.path.join(directory, ".doctest"))
            script = "set -o pipefail\n"
            for index, step in enumerate(steps):
                out = f".doctest/{index}"
                script += (f"{{ {step.command}\n}} >{out}.out 2>{out}.err </dev/null\n"
                           f"echo $? >{out}.status\n")
            if self.run_script(script, directory) is None:
                return [f"{block.path}:{block.line}: ```console block did not end within {self.timeout} s"]
            problems = []
            for index, step in enumerate(steps):
                base = os.path.join(directory, ".doctest", str(index))
                if not os.path.exists(base + ".status"):
                    problems.append(f"{block.path}:{step.line}: `{step.command}` did not run")
                    continue
                with open(base + ".status") as f:
                    status = int(f.read())
                with open(base + ".out", encoding="utf-8", errors="replace") as f:
                    actual = f.read().split("\n")
                with open(base + ".err", encoding="utf-8", errors="replace") as f:
                    stderr = f.read().strip()
                if status in (126, 127) or status > 128:
                    problems.append(f"{block.path}:{step.line}: `{step.command}` could not run "
                                    f"(status {status})\n" + indent(stderr))
                    continue
                expected = trim(step.expected)
                actual = trim(actual)
                if not matches(expected, actual):
                    diff = difflib.unified_diff(expected, actual, "shown", "printed", lineterm="")
                    problems.append(f"{block.path}:{step.line}: `{step.command}` printed other "
                                    f"lines than shown (status {status}):\n" + indent("\n".join(diff))
                                    + (("\n  stderr:\n" + indent(stderr, 4)) if stderr else ""))
            return problems
        finally:
            shutil.rmtree(directory, ignore_errors=True)

    def run_block(self, block):
        if block.language == "console":
            return self.run_console_block(block)
        return self.run_shell_block(block)


@dataclass
class ConsoleStep:
    line: int
    command: str
    expected: list


def joined_commands(lines):
    """(first line, text) of each command line, backslash continuations joined."""
    commands, pending = [], None
    for number, text in lines:
        if pending is not None:
            pending = (pending[0], pending[1][:-1] + " " + text.strip())
        elif text.strip():
            pending = (number, text)
        if pending is not None and not pending[1].endswith("\\"):
            commands.append(pending)
            pending = None
    if pending is not None:
        commands.append((pending[0], pending[1][:-1]))
    return commands


def console_steps(lines):
    steps = []
    for number, text in lines:
        if steps and steps[-1].command.endswith("\\") and not steps[-1].expected:
            steps[-1].command = steps[-1].command[:-1] + " " + re.sub(r"^>\s?", "", text).strip()
        elif text.startswith("$ "):
            steps.append(ConsoleStep(number, text[2:], []))
        elif steps:
            steps[-1].expected.append(text)
    return steps


def trim(lines):
    lines = list(lines)
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def matches(expected, actual):
    """Whether actual equals expected, a line "..." in expected standing for any lines."""
    memo = {}

    def match(i, j):
        if (i, j) not in memo:
            if i == len(expected):
                memo[i, j] = j == len(actual)
            elif expected[i].strip() == "...":
                memo[i, j] = match(i + 1, j) or (j < len(actual) and match(i, j + 1))
            else:
                memo[i, j] = j < len(actual) and expected[i] == actual[j] and match(i + 1, j + 1)
        return memo[i, j]

    return match(0, 0)


def indent(text, spaces=2):
    return "\n".join(" " * spaces + line for line in text.split("\n"))


def default_pages(repo):
    pages = [os.path.join(repo, "README.md")] + sorted(glob.glob(os.path.join(repo, "docs", "*.md")))
    pages += [os.path.join(repo, "bench", "RESULTS.md"), os.path.join(repo, "CHANGELOG.md")]
    return [page for page in pages if os.path.exists(page)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repo", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    parser.add_argument("--bin", help="folder of the built nonet, put first on PATH")
    parser.add_argument("--timeout", type=float, default=60, help="seconds a block may take")
    parser.add_argument("--no-run", action="store_true", help="check links only")
    parser.add_argument("pages", nargs="*", help="Markdown files (relative to --repo)")
    args = parser.parse_args()

    repo = os.path.abspath(args.repo)
    paths = [p if os.path.isabs(p) else os.path.join(repo, p) for p in args.pages] or default_pages(repo)
    bin_dir = os.path.abspath(args.bin) if args.bin else None
    os.chdir(repo)  # messages name pages as the repository does
    checker = Checker(repo, bin_dir, args.timeout)
    pages = []
    for path in paths:
        if not os.path.isfile(path):
            print(f"check_docs: no such page: {path}", file=sys.stderr)
            return 2
        pages.append(read_page(os.path.relpath(path)))

    blocks = []
    for page in pages:
        checker.check_links(page)
        blocks += [b for b in page.blocks if b.language in SHELL_LANGUAGES | {"console"}]
        for block in page.blocks:
            if not block.language and any(t.startswith(("$ ", "nonet ")) for _, t in block.lines):
                checker.fail(block.path, block.line, "a block of commands without a language: "
                             "label it ```sh or ```console to run it (```text if it is no example)")
    to_run = [b for b in blocks if b.skip_reason is None]
    skipped = [b for b in blocks if b.skip_reason is not None]
    if not args.no_run:
        workers = max(1, min(len(to_run), os.cpu_count() or 1))
        with concurrent.futures.ThreadPoolExecutor(workers) as pool:
            for problems in pool.map(checker.run_block, to_run):
                checker.failures += problems

    for block in skipped:
        print(f"skipped: {block.path}:{block.line}: {block.skip_reason}")
    for failure in checker.failures:
        print(f"FAIL: {failure}")
    run = 0 if args.no_run else len(to_run)
    print(f"check_docs: {len(pages)} pages, {checker.links_checked} links checked, {run} blocks run, "
          f"{len(skipped)} skipped, {len(checker.failures)} failures")
    return 1 if checker.failures else 0


if __name__ == "__main__":
    sys.exit(main())
