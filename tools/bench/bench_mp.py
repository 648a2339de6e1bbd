# The MicroPython half of `make bench` (run by tools/bench/bench.py through node).
import sys

sys.path[:0] = ["/repo/tools/bench", "/repo/tools/sim", "/repo/tools/flashing", "/repo/tools"]
from benchlib import Report, timer_resolution_us  # noqa: E402

report = Report()
print("RESOLUTION\t%d" % timer_resolution_us())


def _all_benches():
    for name in sys.argv[1:]:
        steps = __import__(name).bench(report)
        if steps is not None:
            yield from steps


_MP_STEPS = _all_benches()  # stepped by tools/mp_run.mjs, collecting between steps
