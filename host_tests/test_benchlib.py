# The heap figures `make bench` prints on MicroPython must be exact: a known object
# reads as its size, nothing reads as zero, however often it is measured.
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PROBE = """
from benchlib import heap_held

def _steps():
    for _ in range(3):
        for size in (0, 1000, 10000):
            held, _ = yield from heap_held(lambda: bytearray(size) if size else None)
            print("HELD", size, held)

_MP_STEPS = _steps()
"""


def test_heap_held_is_exact_on_micropython(tmp_path):
    script = tmp_path / "probe.py"
    script.write_text(PROBE)
    result = subprocess.run(["node", "tools/mp_run.mjs", str(script)], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    rows = [line.split()[1:] for line in result.stdout.splitlines() if line.startswith("HELD")]
    assert len(rows) == 9
    for size, held in rows:
        # a bytearray costs its size plus a small header, rounded to 16-byte blocks
        assert int(size) <= int(held) <= int(size) + 48, (size, held)


class _MillisecondClock:
    """A fake timer that, like the WebAssembly port's, reads in whole milliseconds."""

    def __init__(self):
        self.true_us = 0

    def now_us(self):
        self.true_us += 7  # reading the clock takes a little time too
        return self.true_us // 1000 * 1000

    def elapsed_us(self, start):
        return self.now_us() - start


def test_a_call_shorter_than_the_timer_step_is_timed_in_a_long_batch(monkeypatch):
    import benchlib

    clock = _MillisecondClock()
    monkeypatch.setattr(benchlib, "now_us", clock.now_us)
    monkeypatch.setattr(benchlib, "elapsed_us", clock.elapsed_us)
    calls = [0]

    def work():  # 300 us of work: one call reads as 0 or 1000 us on this timer
        calls[0] += 1
        clock.true_us += 300

    per_call = benchlib.time_us(work, 3)
    assert abs(per_call - 300) <= 300 * 0.03  # within 3 %, not 0 or 1000
    assert calls[0] * 300 >= benchlib.MIN_BATCH_US
    assert benchlib.timer_resolution_us() == 1000


def test_each_row_is_judged_against_its_target():
    import bench

    assert bench.judge("", "us", 5.0, 9.0) == ("", [])
    assert bench.judge("< 40 CPython", "us", 35.0, 9000.0) == ("met", [])  # MicroPython is not judged
    assert bench.judge("< 40 CPython", "us", 45.0, None) == ("MISSED", ["CPython 45 us"])
    assert bench.judge("< 64 KB", "bytes", None, 70000.0) == ("MISSED", ["MicroPython 70000 bytes"])
    assert bench.judge("< 64 KB", "bytes", None, 60000.0)[0] == "met"
    assert bench.judge("< 50 ms CPython", "us", 49000.0, None)[0] == "met"
    assert bench.judge("0", "bytes", None, 16.0)[0] == "MISSED"
    assert bench.judge(">= 2800 (CPython)", "games", 3000.0, 10.0)[0] == "met"
    assert bench.judge("< 100 ms on the Pico", "us", 400.0, 90000.0, 120000.0)[0] == "MISSED"  # the emulated chip's
    assert bench.judge("< 100 ms on Pico", "us", 200.0, 120000.0, 90000.0)[0] == "met"
    assert bench.judge("0 or noise", "bytes", None, 16.0) == ("not judged", [])
    assert bench.judge("no exception", "events", 100.0, 100.0) == ("met", [])


def test_the_report_puts_the_misses_first_and_names_the_micropython_column():
    import bench

    cpython = {("hw", "scan"): (12.5, "us", "< 10 CPython"), ("hw", "frame"): (8.0, "us", "< 40 CPython")}
    micropython = {("hw", "scan"): (900.0, "us", "< 10 CPython"), ("memory", "board"): (70000.0, "bytes", "< 64 KB")}
    lines = []
    bench.report(cpython, micropython, 1000, lines.append)
    assert lines[0].startswith("make bench: 3 rows, 3 judged against a target: 1 met, 2 missed")
    assert lines[1] == "Missed:" and "hw / scan: CPython 12.5 us; target < 10 CPython" in lines[2]
    assert "memory / board: MicroPython 70000 bytes" in lines[3]
    header = [line for line in lines if line.startswith("section")][0]
    assert "MicroPython (WebAssembly on host)" in header and header.rstrip().endswith("verdict")
    assert any("steps 1000 us" in line and "50 ms" in line for line in lines)
    scan = [line for line in lines if line.startswith("hw ") and "scan" in line][0]
    assert scan.rstrip().endswith("MISSED")


def test_a_time_target_naming_no_interpreter_is_cpythons():
    import bench

    assert bench.judge("<= 10", "us", 8.0, 57.0) == ("met", [])
    assert bench.judge("< 300", "us", 350.0, 2900.0) == ("MISSED", ["CPython 350 us"])
    assert bench.judge("< 256", "bytes", 300.0, 300.0)[0] == "MISSED"  # sizes: both columns


COMPILED_PROBE = """
import lysbord.hw.board
import microdot
from benchlib import loaded_compiled

print("LOADED", loaded_compiled(lysbord.hw.board), loaded_compiled(microdot))
# the Pico W has no inspect: microdot must run its handlers as the board does
print("INSPECT", hasattr(microdot, "iscoroutinefunction"))
"""


def test_mp_mpy_loads_the_tree_a_pico_is_flashed_with(tmp_path):
    import sys

    sys.path.insert(0, os.path.join(ROOT, "tools", "bench"))
    import benchlib

    out = benchlib.compile_tree(str(tmp_path / "mpy"))
    script = tmp_path / "probe.py"
    script.write_text(COMPILED_PROBE)
    env = dict(os.environ, MP_MPY=out)
    cmd = ["node", "tools/mp_run.mjs", str(script)]
    compiled = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, env=env)
    assert compiled.returncode == 0, compiled.stderr
    assert "LOADED True True" in compiled.stdout and "INSPECT False" in compiled.stdout
    plain = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)  # the default: sources, as before
    assert "LOADED False False" in plain.stdout, plain.stderr
    missing = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, env=dict(env, MP_MPY=str(tmp_path / "no")))
    assert missing.returncode == 2 and "no compiled tree" in missing.stderr


def test_the_page_weight_is_the_one_page_the_build_serves(tmp_path):
    import bench_web
    import build_web

    rows = []

    class Report:
        def add(self, section, metric, value, unit, target=""):
            rows.append((metric, value))

    bench_web.page_weight(Report())  # from the sources, built or not
    built = build_web.build(str(tmp_path))
    pages = [("page %s (gz)" % name, size) for name, _, size in built]  # the page, each language's words
    assert rows == pages + [("pages in all (gz)", sum(size for _, _, size in built))]
    assert built[0][0] == "index.html" and os.path.getsize(tmp_path / "index.html.gz") == built[0][2]
