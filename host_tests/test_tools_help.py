# Every tool a user or a contributor runs (each tools/**/*.py run as a script) answers --help
# and -h with its usage, and does none of its work: no bench run, no file written, no board
# booted. All of them together in a few seconds.
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = os.path.join(ROOT, "tools")


def scripts():
    """tools/**/*.py that run as a script, as paths from the repository's root."""
    found = []
    for folder, dirs, files in os.walk(TOOLS):
        dirs[:] = sorted(d for d in dirs if d not in ("node_modules", "__pycache__"))
        for name in sorted(files):
            path = os.path.join(folder, name)
            if name.endswith(".py"):
                with open(path, encoding="utf-8") as f:
                    if 'if __name__ == "__main__":' in f.read():
                        found.append(os.path.relpath(path, ROOT))
    return found


def _ask(script, flag):
    try:
        done = subprocess.run(
            [sys.executable, script, flag],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=30,
            stdin=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired:
        return None, "still running after 30 s: it did its work"
    return done.returncode, done.stdout + done.stderr


@pytest.fixture(scope="module")
def answers():
    """{(script, flag): (exit status, output)}, asked side by side."""
    asked = [(script, flag) for script in scripts() for flag in ("--help", "-h")]
    with ThreadPoolExecutor(4) as pool:
        return dict(zip(asked, pool.map(lambda pair: _ask(*pair), asked)))


def test_the_tools_are_found():
    found = scripts()
    for script in ("tools/sim/sim.py", "tools/bench/bench.py", "tools/flashing/flash.py", "tools/pico/run.py"):
        assert script in found
    assert "tools/solver/solve.py" in found


@pytest.mark.parametrize("script", scripts())
def test_a_tool_answers_help_with_its_usage_and_does_nothing_else(script, answers):
    for flag in ("--help", "-h"):
        status, said = answers[(script, flag)]
        assert status == 0 and "usage" in said.lower(), "%s %s: exit %s\n%s" % (script, flag, status, said[-2000:])
        assert "wrote" not in said, "%s %s wrote files" % (script, flag)
