# The Makefile installs what each command needs: playing, simulating and flashing need
# the venv only; the MicroPython runtime from npm is for the tests and the benches.
import os
import subprocess
import sys
import time

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
    assert ".venv/bin/python tools/sim/ansi2png.py" in commands


def test_play_passes_any_name_a_player_types_as_one_argument(tmp_path):
    # a stand-in for the venv's python that prints its arguments, one a line
    python = tmp_path / "python"
    python.write_text('#!/bin/sh\nfor a in "$@"; do echo "[$a]"; done\n')
    python.chmod(0o755)
    for game in ("7'er kabal", "Høyers trappe", 'a "quoted" name; echo no', "cabo"):
        out = subprocess.run(
            ["make", "--no-print-directory", "-o", ".venv/.play", "play", "PY=%s" % python, "GAME=" + game],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        assert out.stdout.splitlines()[-2:] == ["[tools/sim/console.py]", "[%s]" % game], out.stdout


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


def _make(target, cwd=ROOT):
    return subprocess.run(["make", "--no-print-directory", target], cwd=cwd, capture_output=True, text=True, check=True)


def test_make_alone_lists_the_targets_on_one_screen_and_runs_nothing():
    listed = _make("help").stdout
    assert _make("all").stdout == listed  # plain `make`: the list, never the tests
    lines = listed.splitlines()
    assert len(lines) <= 24 and max(len(line) for line in lines) <= 80
    named = [line.split()[0] for line in lines if line.startswith("  ")]
    for target in ("run", "play", "web", "flash", "repl", "pico", "overlay", "picture", "bench", "test", "clean"):
        assert target in named, target
    assert "forget" in named and "help" in named
    for target in named:  # each one a target the Makefile has
        subprocess.run(["make", "-n", target], cwd=ROOT, capture_output=True, check=True)


def _sandbox(tmp_path):
    """A checkout's Makefile in tmp_path with a venv, node packages, builds and the player's files."""
    with open(os.path.join(ROOT, "Makefile")) as f:
        (tmp_path / "Makefile").write_text(f.read())
    for folder in (".venv/bin", "tools/node_modules/x", "build/mpy/lysbord", "build/web", "build/sim-flash/full"):
        (tmp_path / folder).mkdir(parents=True)
    for name in (
        "build/sim-flash/full/sequence.sav",
        "build/wifi.json",
        "build/solve-variant.txt",
        "build/sim-shot.txt",
    ):
        (tmp_path / name).write_text("x")
    return tmp_path


def _files(root):
    return sorted(os.path.relpath(os.path.join(d, n), root) for d, _, ns in os.walk(root) for n in ns)


def test_clean_keeps_the_players_saves_and_wifi_settings(tmp_path):
    _sandbox(tmp_path)
    said = _make("clean", str(tmp_path)).stdout
    assert _files(tmp_path) == [
        "Makefile",
        "build/sim-flash/full/sequence.sav",
        "build/solve-variant.txt",
        "build/wifi.json",
    ]
    assert not (tmp_path / ".venv").exists() and not (tmp_path / "tools/node_modules").exists()
    assert "kept build/sim-flash" in said and "build/wifi.json" in said and "make forget" in said


def test_forget_removes_them_and_says_what_it_removed(tmp_path):
    _sandbox(tmp_path)
    said = _make("forget", str(tmp_path)).stdout
    assert "removed build/sim-flash" in said and "removed build/wifi.json" in said
    assert not (tmp_path / "build/sim-flash").exists() and not (tmp_path / "build/wifi.json").exists()
    assert (tmp_path / "build/solve-variant.txt").exists() and (tmp_path / ".venv").exists()
    assert "nothing to forget" in _make("forget", str(tmp_path)).stdout


def _requirements(name):
    """The package names a requirements file pins, with the files it includes."""
    names = []
    with open(os.path.join(ROOT, name)) as f:
        for line in f:
            line = line.split("#")[0].strip()
            if line.startswith("-r "):
                names += _requirements(line[3:].strip())
            elif line:
                names.append(line.split("==")[0].lower().replace("_", "-"))
    return names


def test_playing_installs_only_the_players_list_and_the_tests_all_of_them():
    run = _would_run("run")
    assert "-r requirements.txt" in run and "requirements-dev" not in run and "requirements-board" not in run
    assert "-r requirements-board.txt" in _would_run("flash")
    test = _would_run("test")
    assert "-r requirements-dev.txt" in test and "touch .venv/.play .venv/.board .venv/.installed" in test
    play, board, dev = (
        _requirements(n) for n in ("requirements.txt", "requirements-board.txt", "requirements-dev.txt")
    )
    assert set(play) < set(board) < set(dev) and len(dev) == len(set(dev))


# The simulator at play, its phone page served and the console: every module they import from
# the venv must come from a package requirements.txt pins (`make run` installs no other).
_PLAYING = """
import importlib.metadata, io, os, socket, sys, sysconfig, urllib.request
before = set(sys.modules)  # the interpreter's own start, a venv's setuptools hook among them
tools = os.path.join(sys.argv[1], "tools")
sys.path[:0] = [os.path.join(sys.argv[1], "firmware"), os.path.join(tools, "sim"), tools]
import contextlib, sim
with contextlib.redirect_stdout(io.StringIO()):
    sim.main(["--demo", "--frames", "1", "--plain"])
    from simboard import SimBoard
    from simweb import SimWeb, terminal_qr
    with socket.socket() as free:  # a port no other test holds
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    web = SimWeb(SimBoard("full", seed=1), port).start()
    assert terminal_qr(web.url) and urllib.request.urlopen(web.url).status == 200
    web.stop()
from lysbord.ui import console
site = sysconfig.get_paths()["purelib"]
owners = importlib.metadata.packages_distributions()
used = set()
for name, module in list(sys.modules.items()):
    if name not in before and (getattr(module, "__file__", None) or "").startswith(site):
        used.update(owners.get(name.split(".")[0], [name]))
print(" ".join(sorted(used)))
"""


def test_playing_imports_only_what_requirements_txt_pins():
    out = subprocess.run(
        [os.path.join(ROOT, ".venv", "bin", "python"), "-c", _PLAYING, ROOT], capture_output=True, text=True, check=True
    )
    used = {name.lower().replace("_", "-") for name in out.stdout.split()}
    used.discard("adafruit-blinka")  # its `micropython` module, taken by lysbord.compat where it is found
    assert {"microdot", "segno"} <= used and used <= set(_requirements("requirements.txt")), used


def test_the_picture_without_its_font_says_what_to_install(tmp_path, monkeypatch):
    import ansi2png

    capture = tmp_path / "shot.txt"
    capture.write_text("\x1b[1;38;2;0;114;178mAS\x1b[0m .\n")
    if os.path.exists("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"):  # Debian's: found by its name
        ansi2png.main([str(capture), str(tmp_path / "shot.png")])
        assert (tmp_path / "shot.png").stat().st_size > 0
    monkeypatch.setattr(ansi2png, "_FONT", "no-such-font.ttf")
    try:
        ansi2png.main([str(capture), str(tmp_path / "none.png")])
    except SystemExit as stopped:
        assert "DejaVu Sans Mono" in str(stopped) and "fonts-dejavu-core" in str(stopped)
    else:
        raise AssertionError("drew without a font")
    assert not (tmp_path / "none.png").exists()


def test_pico_checks_its_uf2_and_boot_rom_before_installing_anything(tmp_path):
    started = time.monotonic()
    out = subprocess.run(
        ["make", "pico", "UF2=%s" % (tmp_path / "none.uf2"), "ROM=%s" % (tmp_path / "none.bin")],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    said = out.stdout + out.stderr
    assert out.returncode != 0 and "no MicroPython UF2 at" in said and "no RP2040 boot ROM" in said, said
    assert "pip" not in said and "npm" not in said and time.monotonic() - started < 10, said
    # and with both there, the first step says what the first run installs (or nothing, once installed)
    uf2, rom = tmp_path / "a.uf2", tmp_path / "b.bin"
    uf2.write_bytes(b"x")
    rom.write_bytes(b"x")
    ok = subprocess.run(
        [sys.executable, "tools/pico/precheck.py", "--uf2", str(uf2), "--rom", str(rom)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert ok.returncode == 0 and ("244 MB" in ok.stdout or ok.stdout == ""), ok.stdout


def test_a_profile_that_is_none_is_told_the_ones_there_are_before_any_install_or_port(tmp_path):
    # a stand-in for the venv's python and mpremote: any run of them is a step too far
    trap = tmp_path / "python"
    trap.write_text('#!/bin/sh\necho RAN "$@"\nexit 0\n')
    trap.chmod(0o755)
    cases = (("bogus", None), ("Full", "full"), ("full-w", "full_w"), ("FULL_W", "full_w"), ("lit", "lite"))
    for target in ("overlay", "flash"):
        for given, meant in cases:
            started = time.monotonic()
            tools = ["PY=%s" % trap, "PYTHON=" + sys.executable]
            out = subprocess.run(
                ["make", "--no-print-directory", target, "PROFILE=" + given] + tools,
                cwd=ROOT,
                capture_output=True,
                text=True,
            )
            said = out.stdout + out.stderr
            assert out.returncode != 0 and "got %r" % given in said, said
            assert "full, full_w, lite" in said, said  # the profiles there are (board/*.py)
            assert ("Did you mean PROFILE=%s?" % meant in said) if meant else "Did you mean" not in said, said
            assert "RAN" not in said and "pip" not in said and "No board found" not in said, said
            assert "Traceback" not in said and time.monotonic() - started < 10, said


def test_the_tools_themselves_check_the_profile_first():
    for script in ("tools/drawings/overlay.py", "tools/flashing/flash.py"):
        out = subprocess.run(
            [sys.executable, script, "--profile", "Full"], cwd=ROOT, capture_output=True, text=True, timeout=30
        )
        said = out.stdout + out.stderr
        assert out.returncode == 2 and "Did you mean PROFILE=full?" in said and "Traceback" not in said, said
        assert "No board found" not in said and "wrote" not in said, said
