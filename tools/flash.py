# `make flash PORT=/dev/ttyACM0 PROFILE=full`: compile the firmware with mpy-cross, copy it
# to the Pico with mpremote, install board/<PROFILE>.py as /profile.py, reset. Saves are kept.
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from build_mpy import OPT, SOURCE_ONLY, compile_file, compile_tree, firmware_files  # noqa: E402

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
rm('/lib/microdot')
rm('/www')
try:
    os.mkdir('/lib')
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


# The web server's files from the venv (microdot, pinned in requirements-dev.txt): only the
# modules lysbord/web imports, compiled like the firmware, into /lib where MicroPython looks.
MICRODOT_FILES = ("__init__.py", "microdot.py")  # the event streams are lysbord/web/server.py's own
PAGES = os.path.join(ROOT, "build", "web")  # tools/build_web.py: the phone pages, gzipped


def microdot_version():
    """The microdot version pinned in requirements-dev.txt."""
    with open(os.path.join(ROOT, "requirements-dev.txt")) as f:
        for line in f:
            if line.startswith("microdot=="):
                return line.split("==")[1].split()[0]
    raise ValueError("requirements-dev.txt pins no microdot")


def compile_microdot(out_dir, opt=OPT):
    """microdot's modules -> out_dir/lib/microdot/*.mpy; (copies, failures) as compile_tree."""
    import microdot

    source = os.path.dirname(microdot.__file__)
    copies, failures = [], []
    os.makedirs(os.path.join(out_dir, "lib", "microdot"), exist_ok=True)
    for name in MICRODOT_FILES:
        rel = "lib/microdot/" + name[:-3] + ".mpy"
        target = os.path.join(out_dir, rel)
        error = compile_file(os.path.join(source, name), target, rel[:-4] + ".py", opt)
        if error:
            failures.append((rel, error))
        else:
            copies.append((rel, target))
    return copies, failures


def page_copies(out=None):
    """The phone pages, gzipped afresh into out (build/web) -> /www on the board: never missing
    or stale, even when flash.py runs without `make web`."""
    import build_web

    out = out or PAGES
    return [("www/" + page + ".gz", os.path.join(out, page + ".gz")) for page, _, _ in build_web.build(out)]


def profiles():
    """Names of the board profiles in board/."""
    folder = os.path.join(ROOT, "board")
    return sorted(n[:-3] for n in os.listdir(folder) if n.endswith(".py") and n != "manifest.py")


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


def plan(copies, profile, port=None, frozen=False, wifi=None):
    """The mpremote command line: clean, make folders, copy every file, the profile, reset.

    frozen: the Pico runs a MicroPython built with board/manifest.py, lysbord is in its
    flash already; copy only main.py (a /lysbord on the filesystem would shadow it)."""
    if profile not in profiles():
        raise ValueError("expected a profile among %s, got %r" % (", ".join(profiles()), profile))
    cmd = [os.path.join(os.path.dirname(sys.executable), "mpremote")]
    if port:
        cmd += ["connect", port]
    cmd += ["exec", CLEAN]
    if frozen:
        copies = [(rel, local) for rel, local in copies if rel in SOURCE_ONLY or rel.startswith(("lib/", "www/"))]
    folders = sorted({os.path.dirname(rel) for rel, _ in copies if os.path.dirname(rel)})
    for folder in folders:  # parents sort before their children
        cmd += ["+", "fs", "mkdir", ":" + folder.replace(os.sep, "/")]
    for rel, local in sorted(copies):
        cmd += ["+", "fs", "cp", local, ":" + rel.replace(os.sep, "/")]
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
    urls += [["lib/microdot/" + name, release + name] for name in MICRODOT_FILES]
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
    copies, failures = compile_tree(BUILD, args.opt)
    web_copies, web_failures = compile_microdot(BUILD, args.opt)
    copies += web_copies + page_copies()
    failures += web_failures
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
    code = subprocess.run(cmd).returncode
    if code:
        print("Copying to the Pico failed (mpremote's reason is above).")
        print("  - is another program using the port (Thonny, a serial terminal, another mpremote)?")
        print(_CHECKS[len("Check:\n") :])
        if sys.platform == "linux":
            print(_DIALOUT)
    return code


def _dry_wifi():
    import wifi_settings

    return wifi_settings.load_or_create(os.path.join(ROOT, "build", "wifi.json"))


if __name__ == "__main__":
    sys.exit(main())
