# Timing and heap measurement that work the same on CPython and MicroPython.
# Benchmarks print numbers; nothing here asserts a timing.
import sys

ON_MICROPYTHON = sys.implementation.name == "micropython"

if ON_MICROPYTHON:
    from time import ticks_diff, ticks_us

    def now_us():
        return ticks_us()

    def elapsed_us(start):
        return ticks_diff(ticks_us(), start)
else:
    from time import perf_counter

    def now_us():
        return perf_counter() * 1e6

    def elapsed_us(start):
        return perf_counter() * 1e6 - start


def time_us(func, repeat=1):
    """Mean microseconds per call of func() over repeat calls."""
    start = now_us()
    for _ in range(repeat):
        func()
    return elapsed_us(start) / repeat


# Inside one run the WebAssembly port's gc.collect() cannot free anything (it cannot
# see the wasm stack), so a bench is a generator: at each bare `yield` the runner
# (tools/mp_run.mjs) returns to the top level, collects for real and stores the heap
# in COLLECTED. heap_used() is exact right after a yield.
COLLECTED = [0]


def heap_used():
    """Heap bytes in use at the last real collection (MicroPython; None on CPython)."""
    return COLLECTED[0] if ON_MICROPYTHON else None


def heap_held(make):
    """Generator (use `yield from`): returns (bytes the result of make() keeps alive, it)."""
    # Two collections: the first still sees values the previous step left behind
    # in stale slots; from the second on the figure is steady (checked: a
    # bytearray(1000) reads 1024, nothing reads 0).
    yield
    yield
    before = heap_used()
    thing = make()
    yield
    return (None if before is None else heap_used() - before), thing


class Report:
    """Collects rows: (section, metric, value, unit, target text)."""

    def __init__(self):
        self.rows = []

    def add(self, section, metric, value, unit, target=""):
        """Record one measured number (value None: not measured on this interpreter)."""
        if value is None:
            return
        self.rows.append((section, metric, value, unit, target))
        if ON_MICROPYTHON:
            print("BENCH\t%s\t%s\t%s\t%s\t%s" % (section, metric, value, unit, target))


def import_cost(module_name):
    """Generator (use `yield from`): heap bytes a fresh import of module_name keeps."""
    if not ON_MICROPYTHON:
        return None
    sys.modules.pop(module_name, None)
    held, _ = yield from heap_held(lambda: __import__(module_name))
    return held


def run_steps(result):
    """Exhaust a bench that is a generator (a plain function has already run)."""
    if result is not None:
        for _ in result:
            pass
