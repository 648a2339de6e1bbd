# The firmware app on the host fakes: a fake clock, key contacts switched at set times
# (with bounce), the LED frames decoded back to cells. Used by tools/sim/sim.py, tests, benches.
import sys

from fakes import fakefs
from fakes import neopixel as fake_neopixel
from fakes.install import install

ROOT = "/repo" if sys.implementation.name == "micropython" else None
if ROOT is None:
    import os

    ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Profile:
    """A board profile read from board/<name>.py (attributes as in the module)."""


_READ = {}  # name -> the profile's settings: each file is read and compiled once


def load_profile(name):
    """The profile board/<name>.py as an object of its own (board/ is not a package). Read
    once: on the Pico's own heap (tools/pico/suites.py) compiling the file for every board a
    suite opens needed a few KB in one piece, which a long suite's heap no longer had."""
    if name not in ("full", "full_w", "lite"):
        raise ValueError("expected profile 'full', 'full_w' or 'lite', got %r" % (name,))
    if name not in _READ:
        with open(ROOT + "/board/" + name + ".py") as f:
            source = f.read()
        space = {}
        exec(source, space)
        _READ[name] = [(key, space[key]) for key in space if key.isupper()]
    profile = Profile()
    for key, value in _READ[name]:
        setattr(profile, key, dict(value) if type(value) is dict else value)  # a test may change its own
    return profile


class SimBoard:
    """One powered-up board: the real hw code and the app over the fakes."""

    def __init__(self, profile="full", fs=None, seed=None, demo=False, step_ms=4, held=(), start_ms=0):
        from lysbord.hw.board import open_board
        from lysbord.ui.board.app import App

        self.profile = load_profile(profile) if isinstance(profile, str) else profile
        if fs is not None:
            fs.reboot()  # power back on after a cut: the files are as they were left
        self.host = install(self.profile, fs)
        self.fs = self.host.fs
        world = self.world = self.host.world
        world.set_time(start_ms)  # ticks_ms at open_board: a real board's comes some 500 ms after power on
        for key in held:  # keys already down when the power comes on
            world.schedule(key, 0, True)
        self.board = open_board(self.profile)
        self.app = App(self.board, seed, demo)
        self.step_ms = step_ms
        self.powered = True
        self.shown = 0
        from lysbord.ui.board.app import step

        self._step = step

    @property
    def now(self):
        """The fake clock in ms."""
        return self.world.now_ms

    def advance(self, ms):
        """Run the main loop for ms of fake time; False once the power was cut."""
        world = self.world
        end = world.now_ms + ms
        frames = fake_neopixel.frames
        while self.powered and world.now_ms < end:
            world.set_time(world.now_ms + self.step_ms)
            try:
                self._step(self.app, self.board, self.host.ticks_ms())
            except fakefs.PowerCut:
                self.powered = False
            if len(frames) > 8:
                self.shown += len(frames) - 1
                del frames[:-1]
        return self.powered

    def press(self, key, hold_ms=60, bounce=0, settle=60):
        """Close key's contact now for hold_ms (bounce: that many extra flickers at
        each edge), then run until settle ms after the release."""
        world = self.world
        start = world.now_ms + 1
        for i in range(bounce):
            world.schedule(key, start + 2 * i, True)
            world.schedule(key, start + 2 * i + 1, False)
        world.schedule(key, start + 2 * bounce, True)
        up = start + 2 * bounce + hold_ms
        for i in range(bounce):
            world.schedule(key, up + 2 * i, False)
            world.schedule(key, up + 2 * i + 1, True)
        world.schedule(key, up + 2 * bounce, False)
        return self.advance(up + 2 * bounce - world.now_ms + settle)

    def random_press(self, rng, keys, at):
        """A person's random press on one of keys 5-64 ms after at: chatter of up to 3 ms
        at each edge, now and then held past the long press. Runs the loop up to the
        press and returns its time."""
        world = self.world
        key = keys[rng.below(len(keys))]
        at += 5 + rng.below(60)
        hold = 900 if rng.below(25) == 0 else 20 + rng.below(120)
        bounce = rng.below(4)
        for i in range(bounce):
            world.schedule(key, at + i, i % 2 == 0)
        world.schedule(key, at + bounce, True)
        for i in range(bounce):
            world.schedule(key, at + bounce + hold + i, i % 2 == 0)
        world.schedule(key, at + 2 * bounce + hold, False)
        self.advance(at - world.now_ms)
        if rng.below(64) == 0:
            self._forget_past()
        return at

    def _forget_past(self):
        # The fake world keeps every contact change it was given; drop those long over.
        world = self.world
        now = world.now_ms
        for key in world.transitions:
            past = world.transitions[key]
            keep = 0
            while keep + 1 < len(past) and past[keep + 1][0] <= now:
                keep += 1
            if keep:
                world.transitions[key] = past[keep:]

    def hold(self, key):
        """Close key's contact (until release)."""
        self.world.schedule(key, self.world.now_ms + 1, True)

    def release(self, key):
        """Open key's contact."""
        self.world.schedule(key, self.world.now_ms + 1, False)

    def long_press(self, key):
        """A press held past the long-press time."""
        return self.press(key, self.profile.LONG_PRESS_MS + 100)

    def wire(self):
        """The last frame written to the LEDs, in wire order."""
        frames = fake_neopixel.frames
        return frames[-1] if frames else bytes(3 * self.board.pixels.count)

    def led(self, index):
        """(r, g, b) on the wire for logical LED index (cell, then status LEDs)."""
        pixels = self.board.pixels
        wire = self.wire()
        order = self.profile.COLOR_ORDER
        at = 3 * pixels.table[index]
        return (wire[at + order.index("R")], wire[at + order.index("G")], wire[at + order.index("B")])

    def tap(self, cell):
        """A short press on a cell (or the cell under the cursor on the lite board)."""
        return self.press(cell)
