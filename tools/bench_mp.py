# The MicroPython half of `make bench` (run by tools/bench.py through node).
import sys

sys.path[:0] = ["/repo/tools/benches", "/repo/tools"]
from benchlib import Report  # noqa: E402

report = Report()
for name in sys.argv[1:]:
    __import__(name).bench(report)
