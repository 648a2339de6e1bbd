# The pure suites on the emulated Pico: the project installed as `make flash` installs it
# (firmware as .mpy), the suites and their host fakes compiled with mpy-cross (-O0: asserts
# kept) into /repo as tools/mp_run.mjs lays them out, host_tests/run_pure.py driving them.
# Each suite runs after a power cycle of its own, so no suite inherits another's heap.
import os
import re
import sys
import time

from pico import emulator

ROOT = emulator.ROOT
PURE = os.path.join(ROOT, "host_tests", "pure")
# Only the rp2 port shows these: viper, machine, rp2, neopixel, littlefs (host_tests/rp2)
CHIP = os.path.join(ROOT, "host_tests", "rp2")
RUN = """import sys
sys.argv[:] = ['run_pure.py', '=%s']
sys.path[:0] = ['/repo/host_tests', '/repo/tools', '/repo']
try:
    import run_pure
except SystemExit:
    pass
"""


def names():
    """Every pure suite, and the chip's own (test_*.py)."""
    found = []
    for folder in (PURE, CHIP):
        found += [n[:-3] for n in os.listdir(folder) if n.startswith("test_") and n.endswith(".py")]
    return sorted(found)


def _compiled(source, rel):
    import build_mpy

    target = os.path.join(ROOT, "build", "pico", rel[:-3] + ".mpy")
    os.makedirs(os.path.dirname(target), exist_ok=True)
    error = build_mpy.compile_file(source, target, rel, 0)
    if error:
        raise emulator.PicoError("mpy-cross cannot compile %s: %s" % (rel, error))
    with open(target, "rb") as f:
        return f.read()


def suite_files():
    """{path on the Pico: bytes}: the suites, their helpers, the host fakes, run_pure, board/."""
    files = {}
    trees = ((PURE, "repo/host_tests/pure"), (CHIP, "repo/host_tests/pure"))
    trees += ((os.path.join(ROOT, "tools", "fakes"), "repo/tools/fakes"),)
    for folder, at in trees:
        for name in sorted(os.listdir(folder)):
            if name.endswith(".py"):
                files[at + "/" + name[:-3] + ".mpy"] = _compiled(os.path.join(folder, name), at + "/" + name)
    for rel in ("tools/simboard.py", "host_tests/run_pure.py"):
        files["repo/" + rel[:-3] + ".mpy"] = _compiled(os.path.join(ROOT, rel), "repo/" + rel)
    for name in os.listdir(os.path.join(ROOT, "board")):
        if name.endswith(".py"):  # read as text by simboard.load_profile
            with open(os.path.join(ROOT, "board", name), "rb") as f:
                files["repo/board/" + name] = f.read()
    return files


def run(selected, profile="full", out=sys.stdout, pico=None):
    """Run the suites named in selected (each after a fresh boot); print each test's line and a
    summary per suite; return (passed, failed, [(suite, passed, failed, emulated s, host s)])."""
    own = pico is None
    if own:
        files = emulator.project_files(profile, suite_files())
        pico = emulator.Pico(profile=profile, files=files, timeout=3600)  # a test may print nothing for long
    rows = []
    try:
        for i, name in enumerate(selected):
            if i:
                pico.power_cycle()
            pico.raw_repl()
            started = time.time()
            result = pico.exec_raw(RUN % name)
            text = result.output + result.error
            counts = re.search(r"^(\d+) passed, (\d+) failed", text, re.M)
            passed, failed = (int(counts.group(1)), int(counts.group(2))) if counts else (0, 1)
            for line in text.splitlines():  # failures with their tracebacks; not the ok lines
                if not line.startswith("ok   ") and not (counts and line == counts.group(0)):
                    out.write("  %s\n" % line)
            seconds = time.time() - started
            out.write(
                "%-28s %3d passed, %d failed  %7.2f s emulated  %5.0f s host\n"
                % (name, passed, failed, result.emulated_us / 1e6, seconds)
            )
            out.flush()
            rows.append((name, passed, failed, result.emulated_us / 1e6, seconds))
    finally:
        if own:
            pico.close()
    return sum(r[1] for r in rows), sum(r[2] for r in rows), rows
