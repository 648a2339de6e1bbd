# The pure suites on the emulated Pico: the project installed as `make flash` installs it
# (firmware as .mpy), the suites and their host fakes compiled with mpy-cross (-O0: asserts
# kept) into /repo as tools/mp_run.mjs lays them out, host_tests/run_pure.py driving them.
# Each suite runs on a flash and a boot of its own, so no suite inherits another's heap (and
# the filesystem holds only what runs).
import os
import re
import sys
import threading
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


# The longest suites on the chip (emulated seconds, docs/pico.md) go first, so that two boards
# side by side end together rather than one waiting on the last long suite.
LONGEST = (
    "test_app_games",
    "test_forgery",
    "test_hw_keys",
    "test_secret_deals",
    "test_app_referee",
    "test_app_bringup",
    "test_kabal",
    "test_kabal_solver",
    "test_sequence_play",
    "test_app_power",
    "test_cabo",
    "test_sequence_invariants",
)


def names():
    """Every pure suite, and the chip's own (test_*.py): the longest first, then by name."""
    found = []
    for folder in (PURE, CHIP):
        found += [n[:-3] for n in os.listdir(folder) if n.startswith("test_") and n.endswith(".py")]
    return sorted(found, key=lambda n: (LONGEST.index(n) if n in LONGEST else len(LONGEST), n))


def _compiled(source, rel):
    emulator.tools_importable()
    import build_mpy

    target = os.path.join(ROOT, "build", "pico", rel[:-3] + ".mpy")
    os.makedirs(os.path.dirname(target), exist_ok=True)
    error = build_mpy.compile_file(source, target, rel, 0)
    if error:
        raise emulator.PicoError("mpy-cross cannot compile %s: %s" % (rel, error))
    with open(target, "rb") as f:
        return f.read()


def _source(suite):
    """The file of a suite (pure, or the chip's own)."""
    for folder in (PURE, CHIP):
        path = os.path.join(folder, suite + ".py")
        if os.path.exists(path):
            return path
    raise emulator.PicoError("no suite %s in host_tests/pure or host_tests/rp2" % suite)


def _needed(selected):
    """The suites selected and those they import (a suite may borrow another's helpers)."""
    needed, todo = set(), list(selected)
    while todo:
        suite = todo.pop()
        if suite not in needed:
            needed.add(suite)
            with open(_source(suite)) as f:
                todo += re.findall(r"^(?:from|import) (test_\w+)", f.read(), re.M)
    return needed


def suite_files(selected=None):
    """{path on the Pico: bytes}: the suites selected (None: all) and those they import, the
    suites' helpers, the host fakes, run_pure, board/. Only what runs goes on the flash: all
    of it with the project would fill the Pico's 1.4 MB filesystem (a file takes whole 4 KB
    blocks)."""
    files = {}
    needed = None if selected is None else _needed(selected)
    trees = ((PURE, "repo/host_tests/pure"), (CHIP, "repo/host_tests/pure"))
    trees += ((os.path.join(ROOT, "tools", "fakes"), "repo/tools/fakes"),)
    for folder, at in trees:
        for name in sorted(os.listdir(folder)):
            if name.startswith("test_") and needed is not None and name[:-3] not in needed:
                continue
            if name.endswith(".py"):
                files[at + "/" + name[:-3] + ".mpy"] = _compiled(os.path.join(folder, name), at + "/" + name)
    for rel in ("tools/sim/simboard.py", "host_tests/run_pure.py"):
        files["repo/" + rel[:-3] + ".mpy"] = _compiled(os.path.join(ROOT, rel), "repo/" + rel)
    for name in os.listdir(os.path.join(ROOT, "board")):
        if name.endswith(".py"):  # read as text by simboard.load_profile
            with open(os.path.join(ROOT, "board", name), "rb") as f:
                files["repo/board/" + name] = f.read()
    emulator.tools_importable()
    import build_mpy

    for rel in build_mpy.TEST_ONLY:  # the pseudo-language the console's suites play in (a board has none)
        with open(os.path.join(ROOT, "firmware", rel), "rb") as f:
            files[rel] = f.read()
    import flash

    for rel in build_mpy.firmware_files():  # what make flash leaves off a board: the console, for its suites
        rel = rel.replace(os.sep, "/")
        if not flash.on_board(rel):
            files[rel[:-3] + ".mpy"] = _compiled(os.path.join(ROOT, "firmware", rel), rel)
    return files


_COMPILING = threading.Lock()


def _starved(text):
    """The tests of a suite's output that failed for want of heap (their traceback ends in a
    MemoryError): "suite.test" each."""
    found = []
    for block in re.split(r"^(?=FAIL |ok   |\d+ passed)", text, flags=re.M):
        first = block.split("\n", 1)[0]
        if first.startswith("FAIL ") and block.rstrip().splitlines()[-1].startswith("MemoryError"):
            found.append(first[5:].strip())
    return found


def _exec_suite(files, profile, selector):
    """run_pure on a fresh boot with selector ("=suite" or "=suite.test"): (output, emulated s)."""
    with emulator.Pico(profile=profile, files=files, timeout=3600) as pico:  # a test may print nothing for long
        pico.raw_repl()
        result = pico.exec_raw(RUN % selector)
    return result.output + result.error, result.emulated_us / 1e6


def run_one(name, profile="full"):
    """One suite on a fresh flash (the project and that suite) and a boot of its own:
    (passed, failed, emulated s, host s, its output but the ok lines). A test that failed for
    want of heap is run again alone on a fresh boot, as a board starts each game on its own
    heap: what fails there too is the firmware's; what passes, the heap the tests before it
    left (fragments: a few KB in one piece no longer found), and the output says so."""
    with _COMPILING:  # the suites side by side share build/pico's files
        files = emulator.project_files(profile, suite_files([name]))
    started = time.time()
    text, emulated_s = _exec_suite(files, profile, name)
    counts = re.search(r"^(\d+) passed, (\d+) failed", text, re.M)
    passed, failed = (int(counts.group(1)), int(counts.group(2))) if counts else (0, 1)
    said = [
        line for line in text.splitlines() if not line.startswith("ok   ") and not (counts and line == counts.group(0))
    ]
    for test in _starved(text) if counts else ():
        alone, seconds = _exec_suite(files, profile, test)
        emulated_s += seconds
        text += "\nagain alone on a fresh boot:\n" + alone
        if re.search(r"^1 passed, 0 failed", alone, re.M):
            passed, failed = passed + 1, failed - 1
            said.append("%s: passed alone on a fresh boot (the heap the suite's tests before it left)" % test)
        else:
            said.append("%s: fails alone on a fresh boot too" % test)
    log = os.path.join(ROOT, "build", "pico", "suites", name + ".txt")  # every line, the ok ones with their times
    os.makedirs(os.path.dirname(log), exist_ok=True)
    with open(log, "w") as f:
        f.write(text)
    return passed, failed, emulated_s, time.time() - started, said


def run(selected, profile="full", out=sys.stdout, jobs=2):
    """Run the suites named in selected, each on a fresh flash and a boot of its own, jobs
    emulated Picos side by side (one a core); print each suite's failures with their
    tracebacks and a line per suite as it ends; return (passed, failed, [(suite, passed,
    failed, emulated s, host s)]) in the order selected."""
    from concurrent.futures import ThreadPoolExecutor

    def one(name):
        try:
            found = run_one(name, profile)
        except emulator.PicoError as stopped:  # the board stopped answering: that suite failed
            found = (0, 1, 0.0, 0.0, [str(stopped)])
        passed, failed, emulated_s, host_s, said = found
        with lock:
            for line in said:
                out.write("  %s\n" % line)
            out.write(
                "%-28s %3d passed, %d failed  %7.2f s emulated  %5.0f s host\n"
                % (name, passed, failed, emulated_s, host_s)
            )
            out.flush()
        return (name, passed, failed, emulated_s, host_s)

    lock = threading.Lock()
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        rows = list(pool.map(one, selected))
    return sum(r[1] for r in rows), sum(r[2] for r in rows), rows
