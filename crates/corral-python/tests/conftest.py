"""Shared helpers of the corral Python suite."""

import os
import subprocess
import sys
import textwrap

import pytest


def run_py(code: str, *args: str, stdin: bytes = b"") -> subprocess.CompletedProcess:
    """Run Python code in a fresh interpreter (another process)."""
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code), *args],
                          input=stdin, capture_output=True, timeout=60)


@pytest.fixture
def other_process():
    return run_py


def corral_bin() -> str:
    """The `corral` binary the MCP tests spawn (CORRAL_BIN)."""
    path = os.environ.get("CORRAL_BIN", "")
    if not path or not os.path.exists(path):
        if os.environ.get("CORRAL_REQUIRE_BIN"):
            pytest.fail(f"CORRAL_BIN={path!r} does not exist")
        pytest.skip("set CORRAL_BIN to the corral binary to run the MCP tests")
    return path
