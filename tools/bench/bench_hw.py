# Hardware layer costs: preparing one LED frame (map + gamma + limit into the wire buffer),
# one key scan pass, the heap the layer holds, and allocation per frame and per scan.
import sys

from benchlib import ON_MICROPYTHON, allocated, heap_held, import_cost, time_us

BOARD_DIR = "/repo/board" if ON_MICROPYTHON else __file__.rsplit("/", 3)[0] + "/board"
if BOARD_DIR not in sys.path:
    sys.path.append(BOARD_DIR)


class _Strip:
    """MicroPython's NeoPixel shape without the wire: only our own work is timed."""

    def __init__(self, count):
        self.buf = bytearray(3 * count)

    def write(self):
        pass


def bench(report):
    """The hardware rows (a generator: heap figures are taken after the runner collects)."""
    import full
    import lite
    from fakes.install import install

    from lysbord.hw.board import open_board
    from lysbord.hw.pixels import Pixels

    pixels = Pixels(lite, _Strip(100))
    dim = bytearray(300)
    for i in range(0, 300, 11):
        dim[i] = 160  # a typical board: some chips lit, under the lite board's 400 mA
    white = bytearray(b"\xff" * 300)
    repeat = 50 if ON_MICROPYTHON else 2000
    for _ in range(repeat):  # warm up (the WebAssembly engine compiles hot code in tiers)
        pixels.show(dim)
        pixels.show(white)
    pixels.show(dim)
    if pixels.last_ma > lite.BUDGET_MA:
        raise ValueError("expected the typical frame under budget, got %d mA" % pixels.last_ma)
    report.add(
        "hw", "frame prep 100 LEDs, under budget", time_us(lambda: pixels.show(dim), repeat), "us", "< 40 CPython"
    )
    report.add("hw", "frame prep 100 LEDs, limited", time_us(lambda: pixels.show(white), repeat), "us", "< 40 CPython")
    report.add("hw", "alloc per frame", allocated(lambda: pixels.show(white), 10), "bytes", "0")

    host = install(full)
    board = open_board(full)
    keys = board.keys
    now = host.ticks_ms()
    report.add("hw", "key scan pass, idle", time_us(lambda: keys.scan(now), repeat), "us", "< 10 CPython")
    host.press(45, at_ms=host.now - 1000)
    host.press(101, at_ms=host.now - 1000)
    host.advance(1)
    now = host.ticks_ms()
    keys.scan(now)
    report.add("hw", "key scan pass, 2 keys held", time_us(lambda: keys.scan(now), repeat), "us", "< 10 CPython")
    report.add("hw", "alloc per scan", allocated(lambda: keys.scan(now), 10), "bytes", "0")
    # Rows are open-drain (a missing diode cannot short two rows); the same scanner with rows
    # driven high when idle, timed in turns with it: the pass must cost the same.
    import machine

    from lysbord.hw.keys import Keys

    open_drain, push_pull = Keys(full, now), Keys(full, now)  # both with the same two keys held
    push_pull._rows = [machine.Pin(p, machine.Pin.OUT, value=1) for p in full.KEY_ROWS]
    best = [1e9, 1e9]
    for _ in range(3):
        best[0] = min(best[0], time_us(lambda: open_drain.scan(now), repeat))
        best[1] = min(best[1], time_us(lambda: push_pull.scan(now), repeat))
    report.add("hw", "key scan pass, open-drain rows", best[0], "us", "< 10 CPython")
    report.add("hw", "key scan pass, push-pull rows (the old way)", best[1], "us")
    report.add("hw", "scan time, open-drain / push-pull rows", round(best[0] / best[1], 3), "x", "<= 1.1")
    host.uninstall()

    for name in ("lysbord.hw.pixels", "lysbord.hw.keys", "lysbord.hw.store", "lysbord.hw.profile", "lysbord.hw.board"):
        report.add("memory", "import " + name, (yield from import_cost(name)), "bytes")
    host = install(full)
    held, board = yield from heap_held(lambda: open_board(full))
    report.add("memory", "open_board(full): pixels+keys+store", held, "bytes")
    host.uninstall()
