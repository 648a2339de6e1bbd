# install(profile): puts the fake machine, neopixel and host hooks (clock, filesystem) in
# sys.modules so the REAL lysbord.hw code runs on the host; returns the FakeHost handle.
#
#   from fakes.install import install
#   host = install(full)                 # before open_board
#   board = open_board(full)
#   host.press(42, at_ms=10, bounce_ms=4); events = host.run(board.keys, until_ms=100)
#   host.frames[-1]                       # last frame written, wire order
#   host.logical()                        # the same frame as logical RGB (cells row-major, status)
#   host.uninstall()
import sys

from fakes import fakefs
from fakes import machine as fake_machine
from fakes import neopixel as fake_neopixel

_TICKS_MASK = (1 << 30) - 1
_NAMES = ("machine", "neopixel", "lysbord_host")


class FakeHost:
    """The handle: a clock, the simulated keys, the recorded LED frames and the filesystem."""

    def __init__(self, profile, fs, start_ms):
        self.profile = profile
        buttons = dict(profile.BUTTONS)
        buttons.update(getattr(profile, "CURSOR_PINS", {}))
        self.world = fake_machine.World(getattr(profile, "KEY_ROWS", ()), getattr(profile, "KEY_COLS", ()), buttons)
        self.world.set_time(start_ms)
        fake_machine.world = self.world
        del fake_neopixel.frames[:]
        self.fs = fs if fs is not None else fakefs.FakeFS()
        self._saved = {}

    # --- the clock (the board's ticks_ms/sleep_ms use these) ---
    @property
    def now(self):
        """The fake clock in ms (not wrapped)."""
        return self.world.now_ms

    def ticks_ms(self):
        """The clock as MicroPython's wrapping ticks_ms."""
        return self.world.now_ms & _TICKS_MASK

    def sleep_ms(self, ms):
        """Sleeping moves the fake clock."""
        self.world.set_time(self.world.now_ms + ms)

    def set_time(self, ms):
        """Set the clock."""
        self.world.set_time(ms)

    def advance(self, ms):
        """Move the clock on."""
        self.world.set_time(self.world.now_ms + ms)

    # --- keys ---
    def pattern(self, key, at_ms, levels):
        """A recorded contact pattern: levels[i] ('1' closed, '0' open) holds for ms at_ms + i."""
        for i in range(len(levels)):
            if levels[i] not in "01":
                raise ValueError("expected a pattern of 0 and 1, got %r" % (levels,))
            self.world.schedule(key, at_ms + i, levels[i] == "1")

    def press(self, key, at_ms=None, bounce_ms=0):
        """Close key's contact at at_ms (default now), chattering every ms for bounce_ms first."""
        at_ms = self.now if at_ms is None else at_ms
        self.pattern(key, at_ms, ("10" * bounce_ms)[:bounce_ms] + "1")

    def release(self, key, at_ms=None, bounce_ms=0):
        """Open key's contact at at_ms (default now), chattering for bounce_ms first."""
        at_ms = self.now if at_ms is None else at_ms
        self.pattern(key, at_ms, ("01" * bounce_ms)[:bounce_ms] + "0")

    def tap(self, key, at_ms=None, hold_ms=100):
        """Press and release cleanly."""
        at_ms = self.now if at_ms is None else at_ms
        self.press(key, at_ms)
        self.release(key, at_ms + hold_ms)

    def run(self, keys, until_ms, step_ms=1):
        """Scan every step_ms up to until_ms; return the events popped, in order."""
        found = []
        while self.world.now_ms < until_ms:
            self.advance(step_ms)
            keys.scan(self.ticks_ms())
            ev = keys.events.pop()
            while ev >= 0:
                found.append(ev)
                ev = keys.events.pop()
        return found

    # --- LEDs ---
    @property
    def frames(self):
        """Every frame written to the strip, as wire-order bytes, oldest first."""
        return fake_neopixel.frames

    def logical(self, frame=None):
        """A wire frame (default: the last) as logical RGB bytes: cells row-major, then status LEDs."""
        from lysbord.hw.wiring import layout_table

        p = self.profile
        wire = self.frames[-1] if frame is None else frame
        table = layout_table(p.WIDTH, p.HEIGHT, p.START_CORNER, p.VERTICAL, p.SERPENTINE, p.STATUS_LEDS)
        out = bytearray(3 * len(table))
        order = p.COLOR_ORDER
        for i in range(len(table)):
            for channel in range(3):
                out[3 * i + channel] = wire[3 * table[i] + order.index("RGB"[channel])]
        return bytes(out)

    # --- watchdog ---
    def watchdog_expired(self):
        """True if a started watchdog was not fed in time (the real board would reset)."""
        return self.world.watchdog is not None and self.world.watchdog.expired()

    def install(self):
        for name in _NAMES:
            self._saved[name] = sys.modules.get(name)
        sys.modules["machine"] = fake_machine
        sys.modules["neopixel"] = fake_neopixel
        sys.modules["lysbord_host"] = self

    def uninstall(self):
        """Put back whatever those module names held before."""
        for name in _NAMES:
            if self._saved.get(name) is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = self._saved[name]


def install(profile, fs=None, start_ms=0):
    """Install the fakes for profile; returns the FakeHost handle."""
    host = FakeHost(profile, fs, start_ms)
    host.install()
    return host
