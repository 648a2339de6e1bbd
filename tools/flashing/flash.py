# `make flash PORT=/dev/ttyACM0 PROFILE=full`: compile the firmware with mpy-cross, copy it
# to the Pico with mpremote, install board/<PROFILE>.py as /profile.py, reset. Saves are kept.
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

from build_mpy import OPT, SOURCE_ONLY, compile_file, compile_tree, firmware_files  # noqa: E402
from profiles import names as profiles  # noqa: E402
from profiles import problem as profile_problem  # noqa: E402

BUILD = os.path.join(ROOT, "build", "mpy")
PACKAGE_JSON = os.path.join(ROOT, "package.json")

# Run on the Pico before copying: removes the old /lysbord tree, so a stale .py from an
# earlier install cannot shadow a new .mpy (MicroPython looks for .py first). Saves live
# in / and stay.
CLEAN = """import os
def rm(p):
    try:
        m = os.stat(p)[0]
    except OSError:
        return
    if m & 0x4000:
        for n in os.listdir(p):
            rm(p + '/' + n)
        os.rmdir(p)
    else:
        os.remove(p)
rm('/lysbord')
rm('/lib/microdot')  # the package's folder, as make flash laid it out before
rm('/lib/microdot.mpy')
rm('/www')
"""
# Then every folder the copies need, parents first (an existing one, like /lib, is kept).
MKDIRS = """for p in %r:
    try:
        os.mkdir('/' + p)
    except OSError:
        pass
"""


_CHECKS = """Check:
  - is the Pico plugged in with a data USB cable (some cables only charge)?
  - does it run MicroPython? Without it the Pico shows up as a drive named RPI-RP2:
    copy MicroPython's .uf2 file onto it (board/README.md, step by step).
  - which port did it get? `.venv/bin/mpremote connect list` lists them; then
    `make flash PORT=<that port>`."""
_DIALOUT = """On Linux a serial port needs the dialout group:
  `sudo usermod -aG dialout $USER`, then log out and in again."""


def usb_ports():
    """The USB serial ports present (what mpremote would try)."""
    from serial.tools import list_ports

    return sorted(p.device for p in list_ports.comports() if p.vid is not None)


def port_problem(port, ports=None, access=os.access):
    """What is wrong with reaching a board on port (None: let mpremote find one), or None."""
    if port:
        if not os.path.exists(port):
            return "No device at %s.\n%s" % (port, _CHECKS)
        if not access(port, os.R_OK | os.W_OK):
            return "No permission to open %s.\n%s" % (port, _DIALOUT)
        return None
    ports = usb_ports() if ports is None else ports
    if not ports:
        return "No board found on USB.\n%s" % _CHECKS
    return None


# The web server from the venv (microdot, pinned in requirements.txt): the one module of its
# package that lysbord/web imports (the event streams are lysbord/web/server.py's own), compiled
# like the firmware into /lib/microdot.mpy, where MicroPython looks. As the package's own file
# (/lib/microdot/microdot.mpy beside its __init__) it would take a folder, two of the Pico W
# filesystem's 4 KB blocks; `from microdot import Microdot` finds the same names either way.
MICRODOT_SOURCE = "microdot.py"  # in the package: what /lib/microdot.mpy is compiled from
MICRODOT_MODULE = "lib/microdot.mpy"
PAGES = os.path.join(ROOT, "build", "web")  # tools/flashing/build_web.py: the phone pages, gzipped


def microdot_version():
    """The microdot version pinned in requirements.txt."""
    with open(os.path.join(ROOT, "requirements.txt")) as f:
        for line in f:
            if line.startswith("microdot=="):
                return line.split("==")[1].split()[0]
    raise ValueError("requirements.txt pins no microdot")


def compile_microdot(out_dir, opt=OPT):
    """microdot -> out_dir/lib/microdot.mpy; (copies, failures) as compile_tree."""
    import microdot

    source = os.path.join(os.path.dirname(microdot.__file__), MICRODOT_SOURCE)
    os.makedirs(os.path.join(out_dir, "lib"), exist_ok=True)
    target = os.path.join(out_dir, MICRODOT_MODULE)
    error = compile_file(source, target, "lib/microdot.py", opt)
    if error:
        return [], [(MICRODOT_MODULE, error)]
    return [(MICRODOT_MODULE, target)], []


def page_copies(out=None):
    """The phone pages, gzipped afresh into out (build/web) -> /www on the board: never missing
    or stale, even when flash.py runs without `make web`."""
    import build_web

    out = out or PAGES
    return [("www/" + page + ".gz", os.path.join(out, page + ".gz")) for page, _, _ in build_web.build(out)]


# What the board never imports stays off it: the console (lysbord/ui/console) is the game typed
# over a bare Pico's USB serial (docs/playing.md, "The console on a Pico": the whole package
# copied by hand), and its ten 4 KB blocks with its folder are what a Pico W's filesystem needs
# for the saves beside the phone pages' languages.
BOARD_LEAVES_OUT = ("lysbord/ui/console/",)


def on_board(rel):
    """True for a file (its path on the board) that `make flash` copies."""
    return not rel.replace(os.sep, "/").startswith(BOARD_LEAVES_OUT)


def board_copies(out_dir=BUILD, opt=OPT, pages=None):
    """Every file `make flash` copies, compiled into out_dir (the phone pages into pages, by
    default build/web): (copies [(path on the board, local file)], failures [(path, error)])."""
    copies, failures = compile_tree(out_dir, opt)
    web_copies, web_failures = compile_microdot(out_dir, opt)
    copies = [(rel, local) for rel, local in copies if on_board(rel)]
    return copies + web_copies + page_copies(pages), failures + web_failures


def has_wifi(profile):
    """True for a profile with a WIFI section (a Pico W board)."""
    with open(os.path.join(ROOT, "board", profile + ".py"), encoding="utf-8") as f:
        return re.search(r"^WIFI\s*=", f.read(), re.M) is not None


def board_wifi(port=None):
    """build/wifi.json for the board being flashed: the board's own /wifi.json when it has one,
    else this checkout's (made on first use: a network name and passphrase of its own)."""
    import wifi_settings

    path = os.path.join(ROOT, "build", "wifi.json")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    cmd = [os.path.join(os.path.dirname(sys.executable), "mpremote")]
    cmd += (["connect", port] if port else []) + ["fs", "cp", ":wifi.json", path]
    subprocess.run(cmd, capture_output=True)  # no file on the board: ours is installed below
    return wifi_settings.load_or_create(path)


def folders_of(rels):
    """Every folder the files at rels need, each after its parent: mpremote's `fs mkdir` makes
    one level (lysbord/ui holds no file of its own, only lysbord/ui/board and the rest)."""
    folders = set()
    for rel in rels:
        parts = rel.replace(os.sep, "/").split("/")[:-1]
        folders.update("/".join(parts[: depth + 1]) for depth in range(len(parts)))
    return sorted(folders, key=lambda folder: (folder.count("/"), folder))


# The files go over in bundles: Python scripts that mpremote `run`s on the board, each
# writing its share of the files from base64 (1.33 characters a byte, decoded in C). mpremote's
# own `fs cp` sends 256 bytes a command as a bytes literal (about 3 characters a byte of .mpy),
# and the board compiles every command: on the emulated Pico the bundles take a fifth of
# the time (docs/pico.md). A bundle stays small enough to compile on a fragmented heap.
BUNDLE_BYTES = 12 * 1024  # file bytes per bundle: 16 KB of base64 to compile on the board
BUNDLE_HEAD = """from binascii import a2b_base64 as _d
def _w(p, m, b):
    with open(p, m) as f:
        f.write(_d(b))
"""
# After the bundles: every file is there at its full size, or the copy says which is not.
CHECK = """import os
for p, n in %r:
    s = os.stat(p)[6]
    if s != n:
        raise OSError('make flash: %%s holds %%d bytes, expected %%d: run make flash again' %% (p, s, n))
print('make flash: %%d files copied and checked' %% len(%r))
"""


def bundles(copies, out_dir):
    """Write the bundles for copies [(path on the board, local file)] into out_dir; their paths."""
    import base64

    os.makedirs(out_dir, exist_ok=True)
    for old in os.listdir(out_dir):
        if old.startswith("bundle-"):
            os.remove(os.path.join(out_dir, old))
    paths, lines, size = [], [], 0

    def close():
        path = os.path.join(out_dir, "bundle-%03d.py" % (len(paths) + 1))
        with open(path, "w") as f:
            f.write(BUNDLE_HEAD + "".join(lines))
        paths.append(path)

    for rel, local in sorted(copies):
        with open(local, "rb") as f:
            data = f.read()
        target = "/" + rel.replace(os.sep, "/")
        at = 0
        while True:  # a big file spans bundles, appended to in each
            piece = data[at : at + BUNDLE_BYTES - size]
            lines.append("_w(%r, %r, %r)\n" % (target, "ab" if at else "wb", base64.b64encode(piece)))
            size += len(piece)
            at += len(piece)
            if size >= BUNDLE_BYTES:
                close()
                lines, size = [], 0
            if at >= len(data):
                break
    if lines:
        close()
    return paths


def plan(copies, profile, port=None, frozen=False, wifi=None, bundle_dir=None):
    """The mpremote command line: clean and make the folders (one script on the board), copy
    every file (bundles the board runs, into bundle_dir), check their sizes, the profile, reset.

    frozen: the Pico runs a MicroPython built with board/manifest.py, lysbord is in its
    flash already; copy only main.py (a /lysbord on the filesystem would shadow it)."""
    if profile not in profiles():
        raise ValueError("expected a profile among %s, got %r" % (", ".join(profiles()), profile))
    cmd = [os.path.join(os.path.dirname(sys.executable), "mpremote")]
    if port:
        cmd += ["connect", port]
    if frozen:
        copies = [(rel, local) for rel, local in copies if rel in SOURCE_ONLY or rel.startswith(("lib/", "www/"))]
    cmd += ["exec", CLEAN + MKDIRS % (tuple(folders_of(rel for rel, _ in copies)),)]
    for bundle in bundles(copies, bundle_dir or os.path.join(ROOT, "build", "flash")):
        cmd += ["+", "run", bundle]
    sizes = tuple(("/" + rel.replace(os.sep, "/"), os.path.getsize(local)) for rel, local in sorted(copies))
    cmd += ["+", "exec", CHECK % (sizes, sizes)]
    if wifi is not None:  # written only where the board has no /wifi.json yet
        import wifi_settings

        cmd += ["+", "exec", wifi_settings.write_if_absent_script(wifi)]
    cmd += ["+", "fs", "cp", os.path.join(ROOT, "board", profile + ".py"), ":profile.py"]
    cmd += ["+", "reset"]
    return cmd


def tracked_firmware_files():
    """The firmware .py files committed to git (all of them on disk when git is not there)."""
    try:
        out = subprocess.run(["git", "ls-files", "firmware"], cwd=ROOT, capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return firmware_files()
    tracked = {line[len("firmware/") :] for line in out.stdout.split()}
    return [rel for rel in firmware_files() if rel.replace(os.sep, "/") in tracked]


def package_json():
    """mip's package.json for the committed firmware tree (mpremote mip install --target / ...)."""
    rels = [rel.replace(os.sep, "/") for rel in tracked_firmware_files()]
    urls = [[rel, "firmware/" + rel] for rel in rels]
    release = "https://raw.githubusercontent.com/miguelgrinberg/microdot/v%s/src/microdot/" % microdot_version()
    urls.append(["lib/microdot.py", release + MICRODOT_SOURCE])
    return {"urls": urls, "deps": [], "version": "0.1.0"}


def write_package_json():
    """Rewrite package.json at the repo root from the firmware tree."""
    package = package_json()
    lines = ['{\n  "urls": [\n']
    lines.append(",\n".join("    " + json.dumps(pair) for pair in package["urls"]))
    lines.append('\n  ],\n  "deps": [],\n  "version": "%s"\n}\n' % package["version"])
    with open(PACKAGE_JSON, "w") as f:
        f.write("".join(lines))


def main():
    parser = argparse.ArgumentParser(description="Compile the firmware and copy it to a Pico.")
    parser.add_argument("--port", help="serial port of the Pico (default: mpremote finds it)")
    parser.add_argument("--profile", default="full", help="board profile: %s" % ", ".join(profiles()))
    parser.add_argument("--dry-run", action="store_true", help="print the mpremote command, do not run it")
    parser.add_argument("--frozen", action="store_true", help="lysbord frozen in (board/manifest.py): copy main.py")
    parser.add_argument("--package-json", action="store_true", help="rewrite package.json and stop")
    parser.add_argument("--opt", type=int, default=OPT, choices=range(4), help="mpy-cross -O level (0: line numbers)")
    args = parser.parse_args()
    if args.package_json:
        write_package_json()
        print("wrote", PACKAGE_JSON)
        return 0
    said = profile_problem(args.profile)  # before compiling, and before any port is touched
    if said:
        print(said)
        return 2
    copies, failures = board_copies(BUILD, args.opt)
    for rel, error in failures:
        print("mpy-cross cannot compile %s:\n  %s" % (rel, error))
    if failures:
        return 1
    problem = None if args.dry_run else port_problem(args.port)
    if problem:
        print(problem)
        return 1
    try:
        wifi = None
        if args.profile in profiles() and has_wifi(args.profile):
            wifi = _dry_wifi() if args.dry_run else board_wifi(args.port)
        cmd = plan(copies, args.profile, args.port, args.frozen, wifi)
    except ValueError as exc:
        print(exc)
        return 2
    print("%d files (%s stay source), profile %s" % (len(copies), " and ".join(SOURCE_ONLY), args.profile))
    if args.dry_run:
        print(" ".join(repr(c) if " " in c or "\n" in c else c for c in cmd))
        return 0
    run = subprocess.run(cmd, stderr=subprocess.PIPE, text=True)
    sys.stderr.write(run.stderr)  # mpremote's own reason first
    if run.returncode:
        print(failure_advice(run.stderr))
    return run.returncode


# mpremote's words when it never reached MicroPython on the board
_NOT_REACHED = ("no device found", "failed to access", "could not enter raw repl", "no device with serial")


def failure_advice(mpremote_said):
    """What to tell a maker after mpremote failed: the checklist only when the board was not
    reached; otherwise the copy itself stopped, and mpremote's reason (printed above) is it."""
    if not any(words in mpremote_said for words in _NOT_REACHED):
        return "Copying to the Pico stopped: mpremote's reason is above. Nothing was reset; run make flash again."
    advice = ["The Pico did not answer (mpremote's reason is above).", _CHECKS]
    advice.append("  - is another program using the port (Thonny, a serial terminal, another mpremote)?")
    if sys.platform == "linux":
        advice.append(_DIALOUT)
    return "\n".join(advice)


def _dry_wifi():
    import wifi_settings

    return wifi_settings.load_or_create(os.path.join(ROOT, "build", "wifi.json"))


if __name__ == "__main__":
    sys.exit(main())
