# Timing and heap measurement that work the same on CPython and MicroPython.
# Benchmarks print numbers; nothing here asserts a timing.
import gc
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


def heap_used():
    """Bytes allocated on the MicroPython heap after a collection (None on CPython)."""
    if not ON_MICROPYTHON:
        return None
    gc.collect()
    return gc.mem_alloc()


def heap_held(make):
    """Bytes that the object made by make() keeps alive (MicroPython only), and the object."""
    before = heap_used()
    thing = make()
    after = heap_used()
    return (None if before is None else after - before), thing


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
    """Heap bytes a fresh import of module_name keeps (MicroPython only)."""
    if not ON_MICROPYTHON:
        return None
    sys.modules.pop(module_name, None)
    before = heap_used()
    __import__(module_name)
    return heap_used() - before
