# The Makefile installs what each command needs: playing, simulating and flashing need
# the venv only; the MicroPython runtime from npm is for the tests and the benches.
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _would_run(target):
    # -n: print the commands without running them; -B: as if nothing were installed yet.
    out = subprocess.run(["make", "-n", "-B", target], cwd=ROOT, capture_output=True, text=True, check=True)
    return out.stdout


def test_playing_and_flashing_install_no_node_packages():
    for target in ("run", "play", "sim", "flash", "repl", "overlay", "picture"):
        commands = _would_run(target)
        assert "pip install" in commands and "npm" not in commands, target


def test_tests_and_benches_install_the_micropython_runtime():
    for target in ("test", "bench"):
        assert "npm ci" in _would_run(target), target


def test_the_picture_is_made_with_the_venvs_python():
    commands = _would_run("picture")
    assert ".venv/bin/python tools/ansi2png.py" in commands


def test_tests_use_a_named_browser_and_install_one_only_when_missing(tmp_path):
    # the README's command for machines without Debian's chromium
    driver = tmp_path / "chromedriver"
    driver.write_text("")
    for named, installs in ((driver, False), (tmp_path / "none", True)):
        out = subprocess.run(
            ["make", "-n", "test", "CHROMEDRIVER=%s" % named], cwd=ROOT, capture_output=True, text=True, check=True
        )
        assert ("apt-get install" in out.stdout) == installs, named


def test_repl_without_a_board_says_what_to_check():
    commands = _would_run("repl")
    assert "mpremote  repl ||" in commands and "connect list" in commands and "dialout" in commands


def test_an_old_python_is_refused_with_the_version_needed(tmp_path):
    old = tmp_path / "python3"
    old.write_text("#!/bin/sh\nexit 1\n")  # answers the version check as a Python 3.10 would
    old.chmod(0o755)
    out = subprocess.run(["make", "-B", "venv", "PYTHON=%s" % old], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode != 0 and "Python 3.11 or newer" in out.stdout
    assert "-m venv" not in out.stdout  # stopped before touching the venv
