# `make twin`: the board in a browser, as one static folder (build/twin/) that plays from any
# static web server or straight from file:// with no network. What it holds:
#   micropython.js  MicroPython's WebAssembly port (npm, pinned in tools/package-lock.json) as a
#                   classic script, its .wasm inside it in base64 (file:// pages fetch nothing);
#   firmware.js     every file `make flash` copies (tools/flashing/flash.py board_copies: the
#                   compiled firmware, microdot, the phone page gzipped as /www), the board's
#                   profiles and the host fakes the simulator runs it over (tools/fakes,
#                   tools/sim/simboard.py) with the page's glue (tools/twin/twin*.py);
#   phone.js        the phone page as the board serves it (tools/flashing/build_web.py page());
#   index.html      the page (tools/twin/page/), the printed overlay's artwork inside it.
import base64
import gzip
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(HERE)
ROOT = os.path.dirname(TOOLS)
sys.path[:0] = [os.path.join(ROOT, "firmware"), os.path.join(TOOLS, "flashing"), os.path.join(TOOLS, "drawings")]

OUT = os.path.join(ROOT, "build", "twin")
COMPILED = os.path.join(ROOT, "build", "twin-mpy")  # flash.py's copies compiled here, not into build/mpy
PAGE = os.path.join(HERE, "page")
PORT_DIR = os.path.join(TOOLS, "node_modules", "@micropython", "micropython-webassembly-pyscript")
PROFILES = ("full", "lite")
# Beside the firmware, in folders of their own: the fakes the firmware's hardware layer runs over
# (the simulator's and the tests'), the simulator's board and view, and the page's glue.
HOST_FILES = (
    ("tools/fakes/__init__.py", "/twin/fakes/__init__.py"),
    ("tools/fakes/fakefs.py", "/twin/fakes/fakefs.py"),
    ("tools/fakes/install.py", "/twin/fakes/install.py"),
    ("tools/fakes/machine.py", "/twin/fakes/machine.py"),
    ("tools/fakes/neopixel.py", "/twin/fakes/neopixel.py"),
    ("tools/sim/simboard.py", "/twin/simboard.py"),
    ("tools/sim/simview.py", "/twin/simview.py"),
    ("tools/sim/simcaption.py", "/twin/simcaption.py"),
    ("tools/sim/simtext.py", "/twin/simtext.py"),
    ("tools/sim/lang.lng", "/twin/lang.lng"),  # the simulator's own words (make lang)
    ("tools/sim/sim.py", "/twin/sim.py"),
    ("tools/twin/twin.py", "/twin/twin.py"),
    ("tools/twin/twinweb.py", "/twin/twinweb.py"),
    ("tools/twin/twinscript.py", "/twin/twinscript.py"),
) + tuple(("board/%s.py" % name, "/repo/board/%s.py" % name) for name in PROFILES)
# The page has no command line: tools/sim/sim.py, whose caption the page shows (info_line),
# imports argparse for its main() alone, which the page never runs; MicroPython has none.
ARGPARSE = ("/twin/argparse.py", b"ArgumentParser = None  # the page has no command line (build_twin.py)\n")
# The port's ES module made a classic script (a file:// page cannot load a module script):
# (what it says, what the twin's copy says instead), each found exactly once.
PORT_EDITS = (
    ("export default _createMicroPythonModule;", ""),
    ("export async function loadMicroPython(", "async function loadMicroPython("),
    (
        "let Module={locateFile:(path,scriptDirectory)=>url||scriptDirectory+path};",
        "let Module={locateFile:(path,scriptDirectory)=>url||scriptDirectory+path,wasmBinary:options.wasmBinary};",
    ),
)


def port_version():
    """The pinned version of the WebAssembly port (tools/package-lock.json)."""
    with open(os.path.join(TOOLS, "package-lock.json")) as f:
        lock = json.load(f)
    return lock["packages"]["node_modules/@micropython/micropython-webassembly-pyscript"]["version"]


def port_script():
    """micropython.mjs as a classic script that defines globalThis.loadMicroPython."""
    with open(os.path.join(PORT_DIR, "micropython.mjs"), encoding="utf-8") as f:
        text = f.read()
    for old, new in PORT_EDITS:
        if text.count(old) != 1:
            raise SystemExit("the WebAssembly port changed: %r is not in its micropython.mjs once" % old)
        text = text.replace(old, new)
    text = text.replace("import.meta.url", "globalThis.LYSBORD_SCRIPT")
    # node's branch awaits at the top level: one async function around it all (a script has none)
    where = "globalThis.LYSBORD_SCRIPT = (document.currentScript || {}).src || location.href;\n"
    return where + "(async () => {\n%s\n})();\n" % text


def wasm_script():
    with open(os.path.join(PORT_DIR, "micropython.wasm"), "rb") as f:
        data = f.read()
    return 'globalThis.LYSBORD_WASM = "%s";\n' % base64.b64encode(data).decode()


def firmware_files():
    """{path in the page's filesystem: bytes}: what `make flash` copies, and the host files."""
    from flash import board_copies

    pages = os.path.join(COMPILED, "www-gz")
    copies, failures = board_copies(COMPILED, pages=pages)
    if failures:
        raise SystemExit("mpy-cross failed: %s" % "; ".join("%s: %s" % f for f in failures))
    files = {}
    for rel, local in copies:
        with open(local, "rb") as f:
            files["/" + rel] = f.read()
    for rel, path in HOST_FILES:
        with open(os.path.join(ROOT, rel), "rb") as f:
            files[path] = f.read()
    files[ARGPARSE[0]] = ARGPARSE[1]
    return files


def firmware_script(files):
    lines = ["globalThis.LYSBORD_FILES = {"]
    for path in sorted(files):
        lines.append('"%s": "%s",' % (path, base64.b64encode(files[path]).decode()))
    lines.append("};")
    return "\n".join(lines) + "\n"


def phone_script():
    import build_web

    return "globalThis.LYSBORD_PHONE = %s;\n" % json.dumps(build_web.page().decode("utf-8"))


def overlay_svg(profile_name="full"):
    """The printed overlay (tools/drawings/overlay.py), as it lies on a dark board: no paper
    behind the cells, the black ink light so it reads over an unlit cell and a lit one."""
    import overlay
    from simboard import load_profile

    text = overlay.svg(load_profile(profile_name), overlay.layout())
    text = text.replace('<rect width="100%" height="100%" fill="white"/>', "")
    text = text.replace(overlay.BLACK, "#ece8df").replace(overlay.RED, "#ff6b7d")
    text = text.replace('fill="#e8e8e8"', 'fill="#ffffff" fill-opacity="0.12"').replace('fill="#333"', 'fill="#bbbbbb"')
    text = re.sub(r'<path d="M [^"]*h 100"[^>]*/>.*?</text>', "", text, flags=re.S)  # the print's 100 mm bar
    text = re.sub(r'<path d="[^"]*" stroke="black" stroke-width="0.3" fill="none"/>', "", text)  # trim marks
    # square, as the cells and their margin are (the print's sheet had the bar below them)
    square = r'<svg id="overlay" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \1 \1">'
    text = re.sub(r'<svg [^>]*viewBox="0 0 ([0-9.]+) [0-9.]+">', square, text, count=1)
    return text


def build(out=OUT):
    """Write the twin into out; returns {file: (bytes, gzipped bytes)}."""
    sys.path[:0] = [os.path.join(TOOLS, "sim"), TOOLS]
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)
    with open(os.path.join(PAGE, "index.html"), encoding="utf-8") as f:
        page = f.read()
    version = port_version()
    import overlay
    from simboard import load_profile

    pitch = load_profile("full").CELL_PITCH_MM
    page = page.replace("<!-- overlay -->", overlay_svg()).replace("{{port_version}}", version)
    page = page.replace("{{margin}}", str(overlay.MARGIN_MM)).replace("{{pitch}}", str(pitch))
    written = {
        "index.html": page.encode(),
        "micropython.js": port_script().encode(),
        "wasm.js": wasm_script().encode(),
        "firmware.js": firmware_script(firmware_files()).encode(),
        "phone.js": phone_script().encode(),
    }
    for name in ("twin.js", "twin.css"):
        with open(os.path.join(PAGE, name), "rb") as f:
            written[name] = f.read()
    sizes = {}
    for name, data in written.items():
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)
        sizes[name] = (len(data), len(gzip.compress(data, 9, mtime=0)))
    return sizes


def main(argv=None):
    import argparse

    about = "The board in a browser, as the static folder build/twin (make twin)."
    argparse.ArgumentParser(description=about).parse_args(argv)
    sizes = build()
    for name in sorted(sizes):
        print("%-15s %8d bytes -> %7d gzipped" % (name, sizes[name][0], sizes[name][1]))
    total = sum(s[0] for s in sizes.values()), sum(s[1] for s in sizes.values())
    print("%-15s %8d bytes -> %7d gzipped, in %s" % ("all", total[0], total[1], os.path.relpath(OUT, ROOT)))
    page = os.path.join(os.path.relpath(OUT, ROOT), "index.html")
    print("open %s in a browser, or serve the folder as a static site" % page)
    return 0


if __name__ == "__main__":
    sys.exit(main())
