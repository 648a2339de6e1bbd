# The board in a browser, on MicroPython's WebAssembly port: the board's own firmware (the files
# `make flash` copies) over the simulator's fakes (tools/sim/simboard.py), its flash kept in the
# page's storage, and its web server's real handlers answering the phones' requests in the page.
# The page (tools/twin/page/twin.js) drives it a slice of time at a time; nothing here blocks.
import json
import os
from binascii import hexlify, unhexlify

from fakes import fakefs
from fakes import neopixel as _neopixel
from simboard import SimBoard

from lysbord import events


def _urandom(n):
    """n secret bytes from the browser's crypto.getRandomValues (a seat's token, a live deal)."""
    import js

    data = js.Uint8Array.new(n)
    js.crypto.getRandomValues(data)
    return bytes(data[i] for i in range(n))


# The Pico's os.urandom draws on its ring oscillator; the WebAssembly port's os has none, so the
# browser's generator stands in (the firmware's tokens and live deals call os.urandom).
if not hasattr(os, "urandom"):
    os.urandom = _urandom


# The lite board's cursor pad, as its buttons in the page show it.
_PAD = {
    events.UP: "\u25b2",
    events.DOWN: "\u25bc",
    events.LEFT: "\u25c0",
    events.RIGHT: "\u25b6",
    events.CENTER: "\u25cf",
}

# What the caption says where the simulator's reads what a compiled module no longer holds.
_SCREENS = {
    "Menu": "setup: row 8 chooses, bottom-right goes on, bottom-left back",
    "Pause": "paused: green continues, red sets up a new game, sky blue seats phones",
    "Consent": "seat phones: press the three cells a phone shows",
    "Resume": "a saved game: the green block resumes it, the red one sets up a new one",
}


def _safe_reason(why_refused):
    """The simulator's why_refused, saying less where it reads a page's number from a module's
    private constants, which mpy-cross leaves out: the caption never stops the board."""

    def reason(app, key, kind, error=""):
        try:
            return why_refused(app, key, kind, error)
        except AttributeError:
            return error  # the rules' own words, when they gave any; else the plain caption

    reason.safe = True
    return reason


class PageFS(fakefs.FakeFS):
    """The board's flash as files in memory that the page keeps in its storage: `changed` says
    a change finished since the page last took them (saves())."""

    def __init__(self, files):
        fakefs.FakeFS.__init__(self, files)
        self.changed = False

    def _mark(self, path=None):
        self.changed = True

    def open(self, path, mode):
        handle = fakefs.FakeFS.open(self, path, mode)
        if mode == "wb":
            self._mark()
            handle.on_close = self._mark
        return handle

    def rename(self, old, new):
        fakefs.FakeFS.rename(self, old, new)
        self._mark()

    def remove(self, path):
        fakefs.FakeFS.remove(self, path)
        self._mark()


class Twin:
    """One powered-up board: files is the flash as the page kept it ({name: hex}); demo puts
    bots in every seat, as the simulator's --demo."""

    def __init__(self, profile="full", files=None, seed=None, start_ms=0, demo=False):
        kept = {}
        for name, data in (files or {}).items():
            kept[name] = unhexlify(data)
        self.fs = PageFS(kept)
        self.sim = SimBoard(profile, fs=self.fs, seed=seed, demo=demo, start_ms=start_ms)
        import simcaption

        if not hasattr(simcaption.why_refused, "safe"):
            simcaption.why_refused = _safe_reason(simcaption.why_refused)
        self.sim.refusals = simcaption.Refusals(self.sim)  # the caption says why a press was refused
        self.phones = None
        pixels = self.sim.board.pixels
        self.count = pixels.count
        self.table = list(pixels.table[: self.count])  # logical LED -> its place on the wire

    def layout(self):
        """What the page needs to draw the board, as JSON: the wire's order of LEDs and colours,
        the cards printed on the cells and the inverse of the driver's gamma."""
        from simview import inverse_gamma

        from lysbord import cards, layout

        names = []
        for cell in range(100):
            card = layout.LAYOUT[cell]
            names.append("" if card == layout.CORNER else cards.name(card))
        profile = self.sim.profile
        return json.dumps(
            {
                "table": self.table,
                "order": profile.COLOR_ORDER,
                "cards": names,
                "inverse": list(inverse_gamma()),
                "status": self.count - 100,
                "long_ms": profile.LONG_PRESS_MS,
                "buttons": sorted(profile.BUTTONS) + sorted(getattr(profile, "CURSOR_PINS", {})),
                "pad": [[key, _PAD[key]] for key in sorted(getattr(profile, "CURSOR_PINS", {}))],
                "name": profile.NAME,
            }
        )

    # --- time and keys ---
    def advance(self, ms):
        """Run the board's loop for ms of its clock; how many frames it wrote meanwhile."""
        written = _neopixel.written
        self.sim.advance(ms)
        return _neopixel.written - written

    def now(self):
        return self.sim.now

    def hold(self, key):
        """Close key's contact (a cell 0-99, or events.MENU ...) until release(key)."""
        self.sim.hold(key)

    def release(self, key, at_ms=-1):
        """Open key's contact now, or at at_ms if that is later (a click shorter than the scan sees)."""
        world = self.sim.world
        world.schedule(key, max(world.now_ms + 1, at_ms), False)

    def wire(self):
        """The last frame on the LEDs' wire, as hex."""
        return hexlify(self.sim.wire()).decode()

    def screen(self):
        """The app's screen and the game played, for the page's caption."""
        app = self.sim.app
        game = app.table.name if app.play is not None else ""
        return "%s %s" % (type(app.screen).__name__, game)

    def caption(self, width=100):
        """The terminal simulator's caption over the board (tools/sim/sim.py info_line): the page
        and its choice, whose turn it is, why a press was refused."""
        from sim import info_line

        try:
            return info_line(self.sim, width)
        except AttributeError:  # it reads a page's number from the module's private constants,
            return _SCREENS.get(type(self.sim.app.screen).__name__, "")  # which mpy-cross leaves out

    def game(self):
        """The game on the table, as JSON: its name, moves played, whether it is over, its round."""
        table = self.sim.app.table
        game = table.game
        if game is None:
            return json.dumps({"name": ""})
        return json.dumps(
            {
                "name": table.name,
                "moves": game.moves_played(),
                "over": bool(game.over),
                "turn": game.turn,
                "round": getattr(game, "round_no", 0),
            }
        )

    def script(self, text, steps=False):
        """Play tools/sim/sim.py's script lines on the board's clock; the wire (hex) at every
        `show`, or with steps after every line: the frames written so far, their CRC-32 and the
        wire (play_steps())."""
        from twinscript import play_steps

        return json.dumps(play_steps(self.sim, text, steps))

    # --- the flash ---
    def saves(self):
        """The flash as JSON {name: hex} when a change finished since last asked, else ''."""
        fs = self.fs
        if not fs.changed:
            return ""
        fs.changed = False
        files = {}
        for name in fs.files:
            files[name] = hexlify(fs.files[name]).decode()
        return json.dumps(files)

    # --- the phones ---
    def request(self, raw, done):
        """A phone's request through the board's own web server (twinweb.py)."""
        if self.phones is None:
            from twinweb import Phones

            self.phones = Phones(self.sim.app.table)
        self.phones.request(raw, done)
