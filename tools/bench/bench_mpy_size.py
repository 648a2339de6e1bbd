# Size of every firmware module compiled by mpy-cross (the bytes flashed to the Pico).
# CPython only: it compiles firmware/ into a temporary folder with tools/flashing/build_mpy.py.
from benchlib import ON_MICROPYTHON


def bench(report):
    if ON_MICROPYTHON:
        return
    import os
    import tempfile

    import build_mpy

    with tempfile.TemporaryDirectory() as out:
        copies, failures = build_mpy.compile_tree(out)
        total = 0
        for rel, target in copies:
            size = os.path.getsize(target)
            total += size
            report.add("mpy", rel, size, "bytes")
        for rel, _ in failures:
            report.add("mpy", rel + " (does not compile)", -1, "bytes")
        report.add("mpy", "all firmware", total, "bytes")
