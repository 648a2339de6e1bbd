# pytest setup: the firmware package, the pure suites' helpers and the tools importable.
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
for path in (os.path.join(ROOT, "firmware"), os.path.join(HERE, "pure"), os.path.join(ROOT, "tools"), ROOT):
    if path not in sys.path:
        sys.path.insert(0, path)

# host_tests/rp2: suites for MicroPython's rp2 port only, run on the emulated Pico (tools/pico)
collect_ignore = ["rp2"]
