# The MicroPython half of `make bench` (run by tools/bench/bench.py through node).
import sys

sys.path[:0] = ["/repo/tools/bench", "/repo/tools/sim", "/repo/tools/flashing", "/repo/tools"]
from benchlib import Report, timer_resolution_us  # noqa: E402

if not sys.argv[1:] or sys.argv[1] in ("-h", "--help"):
    print("Usage: node tools/mp_run.mjs tools/bench/bench_mp.py BENCH...: make bench's MicroPython half;")
    print("each BENCH is a module of tools/bench (bench_web ...) whose bench(report) runs under MicroPython.")
    print("Run by tools/bench/bench.py (make bench), which reads its rows.")
    sys.exit(0)
report = Report()
print("RESOLUTION\t%d" % timer_resolution_us())


def _all_benches():
    for name in sys.argv[1:]:
        steps = __import__(name).bench(report)
        if steps is not None:
            yield from steps


_MP_STEPS = _all_benches()  # stepped by tools/mp_run.mjs, collecting between steps
