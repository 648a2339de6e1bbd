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


# The WebAssembly port's ticks_us moves in whole milliseconds, so a time is only read off
# a batch of calls lasting at least this long, then divided: the rounding stays under 2 %.
MIN_BATCH_US = 50000

# A time budget on the Pico is held with this much to spare: the emulated RP2040's figures (its
# XIP cache modelled) are a model's, and a real Pico may be slower (docs/pico.md, "The flash cache").
PICO_SPARE = 0.15


def on_pico(budget, unit):
    """A time budget's target on the Pico, the spare taken off: '< 85 ms on the Pico (100 ms less 15 %)'."""
    return "< %g %s on the Pico (%g %s less %d %%)" % (budget * (1 - PICO_SPARE), unit, budget, unit, PICO_SPARE * 100)


def time_us(func, repeat=1):
    """Mean microseconds per call of func(): repeat calls at least, more (doubling) until
    one batch lasts MIN_BATCH_US; func must be safe to call again and again."""
    count = repeat
    while True:
        start = now_us()
        for _ in range(count):
            func()
        took = elapsed_us(start)
        if took >= MIN_BATCH_US:
            return took / count
        count *= 2 if took * 4 >= MIN_BATCH_US else 8


def best_us(func, repeat):
    """Microseconds per call of func(), the best of five batches of repeat calls (the least
    disturbed by the host or a collection)."""
    best = None
    for _ in range(5):
        start = now_us()
        for _ in range(repeat):
            func()
        took = elapsed_us(start) / repeat
        best = took if best is None or took < best else best
    return best


def timer_resolution_us():
    """The smallest step the timer takes, in microseconds (1000 on the WebAssembly port)."""
    smallest = None
    for _ in range(5):
        start = now_us()
        step = elapsed_us(start)
        while step <= 0:
            step = elapsed_us(start)
        smallest = step if smallest is None or step < smallest else smallest
    return smallest


# Inside one run the WebAssembly port's gc.collect() cannot free anything (it cannot
# see the wasm stack), so a bench is a generator: at each bare `yield` the runner
# (tools/mp_run.mjs) returns to the top level, collects for real and stores the heap
# in COLLECTED. heap_used() reads that collection; heap_now() takes two, which is exact.
COLLECTED = [0]


def compile_tree(out):
    """CPython: the tree `make flash` copies to a Pico, into out: the firmware as .mpy files
    (tools/flashing/build_mpy.py) and microdot's in lib/ (tools/flashing/flash.py); returns out. Run MicroPython
    with MP_MPY=out (tools/mp_run.mjs) and it loads them as the Pico does."""
    import os

    from build_mpy import compile_tree as compile_firmware
    from flash import compile_microdot

    failures = compile_firmware(out)[1] + compile_microdot(out)[1]
    if failures:
        raise SystemExit("mpy-cross cannot compile %s" % ", ".join(rel for rel, _ in failures))
    return os.path.abspath(out)


def loaded_compiled(module):
    """True when module was loaded from a .mpy file (as on a Pico), not compiled from source."""
    return str(getattr(module, "__file__", "")).endswith(".mpy")


def heap_used():
    """Heap bytes in use at the last real collection (MicroPython; None on CPython)."""
    return COLLECTED[0] if ON_MICROPYTHON else None


def heap_now():
    """Generator (use `yield from`): heap bytes in use, settled (MicroPython; None on CPython)."""
    # Two collections: the first still sees values the previous step left behind in
    # stale slots (a Cabo load read 5 KB over its size after one); from the second on
    # the figure is steady (checked: a bytearray(1000) reads 1024, nothing reads 0).
    yield
    yield
    return heap_used()


def heap_held(make):
    """Generator (use `yield from`): returns (bytes the result of make() keeps alive, it)."""
    before = yield from heap_now()
    thing = make()
    after = yield from heap_now()
    return (None if before is None else after - before), thing


class Report:
    """Collects rows: (section, metric, value, unit, target text); chip_rows the same for
    figures a host-side bench measured on the emulated RP2040 (the bench's Pico column)."""

    def __init__(self):
        self.rows = []
        self.chip_rows = []

    def add_chip(self, section, metric, value, unit, target=""):
        """Record a figure measured on the emulated RP2040 (printed in the Pico column)."""
        self.chip_rows.append((section, metric, value, unit, target))

    def add(self, section, metric, value, unit, target=""):
        """Record one measured number (value None: not measured on this interpreter)."""
        if value is None:
            return
        self.rows.append((section, metric, value, unit, target))
        if ON_MICROPYTHON:
            print("BENCH\t%s\t%s\t%s\t%s\t%s" % (section, metric, value, unit, target))


def _forget(name):
    """Drop a module from sys.modules and from its package: the next import builds it afresh."""
    # The package keeps its submodule as an attribute; left there, the old copy dies when
    # the new import rebinds it, and the import would read as its size minus itself (~0).
    sys.modules.pop(name, None)
    package, _, child = name.rpartition(".")
    parent = sys.modules.get(package)
    if parent is not None and hasattr(parent, child):
        delattr(parent, child)


def import_cost(module_name, pulls=()):
    """Generator (use `yield from`): heap bytes a fresh import of module_name keeps,
    with the modules in pulls (the ones it imports) counted too."""
    if not ON_MICROPYTHON:
        return None
    for name in tuple(pulls) + (module_name,):
        _forget(name)
    held, _ = yield from heap_held(lambda: __import__(module_name))
    return held


def allocated(func, repeat):
    """Heap bytes allocated by repeat calls of func, garbage included (MicroPython; None on CPython)."""
    if not ON_MICROPYTHON:
        return None
    import gc

    func()  # a first call may fill caches; only the steady cost is counted
    gc.disable()  # no collection in between: the difference is exactly what was allocated
    before = gc.mem_alloc()
    for _ in range(repeat):
        func()
    after = gc.mem_alloc()
    gc.enable()
    return after - before


def run_steps(result):
    """Exhaust a bench that is a generator (a plain function has already run)."""
    if result is not None:
        for _ in result:
            pass


def play_out(game, bots):
    """Play a game to its end, each seat's bot seeing only its view; return the moves played."""
    moves = 0
    while not game.over:
        seat = game.turn
        game.play(bots[seat].choose(game.view(seat)))
        moves += 1
    return moves
