# Runs the pure test suites (host_tests/pure/test_*.py) without pytest, so the
# same tests run under MicroPython (run_pure.py sequence kabal: the suites whose names
# hold these words; =test_kabal: that suite only; =test_kabal.test_x: that test only).
# Prints "N passed, N failed"; exit 1 on a failure.
import os
import sys
import time

# The suites, the simulated board (tools/sim/simboard.py) and the host fakes (tools/fakes) importable;
# on CPython the firmware too (under MicroPython it is on the path already, or installed on the chip).
if sys.implementation.name == "micropython":
    ROOT = "/repo"  # where tools/mp_run.mjs (and tools/pico/suites.py) put the repository
    FIRMWARE = []
else:
    ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    FIRMWARE = [ROOT + "/firmware"]
HERE = ROOT + "/host_tests/pure"
sys.path[:0] = [HERE] + FIRMWARE + [ROOT + "/tools/sim", ROOT + "/tools"]


def _print_exception(exc):
    if hasattr(sys, "print_exception"):
        sys.print_exception(exc)
    else:
        import traceback

        traceback.print_exception(type(exc), exc, exc.__traceback__)


def _now_ms():
    return time.ticks_ms() if hasattr(time, "ticks_ms") else time.monotonic() * 1000


# On the Pico itself (the rp2 port, tools/pico/suites.py) a suite's tests share one heap of
# about 240 KB: the modules a test imports are let go after it, as a board holds one game's
# modules at a time, so no test inherits another's (a suite imports what all its tests share).
ON_CHIP = sys.platform == "rp2"


def _forget_new_modules(kept):
    """Drop the modules imported since kept (a set of names) was taken, and collect."""
    import gc

    for name in [n for n in sys.modules if n not in kept]:
        del sys.modules[name]
        package, _, child = name.rpartition(".")
        parent = sys.modules.get(package)
        if parent is not None and getattr(parent, child, None) is not None:
            delattr(parent, child)
    gc.collect()


def main(selected):
    # .mpy: the suites compiled for the emulated Pico (tools/pico/suites.py)
    names = sorted(
        n.rsplit(".", 1)[0] for n in os.listdir(HERE) if n.startswith("test_") and n.endswith((".py", ".mpy"))
    )
    only = [s[1:].split(".", 1) for s in selected if s[:1] == "=" and "." in s]  # "=suite.test": that test
    if selected:  # a part of a suite's name; "=name": that suite only
        wanted = [s.split(".", 1)[0] for s in selected]
        names = [n for n in names if any(n == s[1:] if s[:1] == "=" else s in n for s in wanted)]
    passed = failed = 0
    for module_name in names:
        module = __import__(module_name)
        kept = set(sys.modules)
        for attr in sorted(dir(module)):
            func = getattr(module, attr)
            if not attr.startswith("test_") or not callable(func):
                continue
            if only and [module_name, attr] not in only:
                continue
            started = _now_ms()
            try:
                func()
            except Exception as exc:  # report every failure, then carry on
                failed += 1
                print("FAIL %s.%s" % (module_name, attr))
                _print_exception(exc)
            else:
                passed += 1
                print("ok   %s.%s (%.1f s)" % (module_name, attr, (_now_ms() - started) / 1000))
            if ON_CHIP:
                _forget_new_modules(kept)
    print("%d passed, %d failed" % (passed, failed))
    if failed or not passed:
        sys.exit(1)


main(sys.argv[1:])
