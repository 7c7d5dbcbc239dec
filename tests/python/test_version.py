"""The package names the same build as the command line: nonet.__version__ is the project's
version and nonet.VERSION_LINE what `nonet --version` prints, commit and flags included."""

import re
import subprocess

import nonet


def test_version_matches_the_command_line(nonet_binary):
    line = subprocess.run([nonet_binary, "--version"], capture_output=True, text=True,
                          check=True).stdout.strip()
    assert nonet.VERSION_LINE == line
    assert re.fullmatch(r"\d+\.\d+\.\d+", nonet.__version__)
    assert line.startswith(f"nonet {nonet.__version__} (")
    assert "__version__" in nonet.__all__
