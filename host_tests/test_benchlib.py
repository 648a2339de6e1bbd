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
