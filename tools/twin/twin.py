# The board in a browser, on MicroPython's WebAssembly port: the board's own firmware (the files
# `make flash` copies) over the simulator's fakes (tools/sim/simboard.py), its flash kept in the
# page's storage, and its web server's real handlers answering the phones' requests in the page.
# The page (tools/twin/page/twin.js) drives it a slice of time at a time; nothing here blocks.
import asyncio
import json
import os
from binascii import hexlify, unhexlify

from fakes import fakefs
from fakes import neopixel as _neopixel
from simboard import SimBoard

from lysbord import events

TAP_MS, LONG_MS = 80, 1000  # a script's tap and long press (tools/sim/sim.py's)
HOST = "lysbord.local"  # the name the phones' requests carry (the board answers only its own names)


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


# What the caption says where the simulator's reads what a compiled module no longer holds.
_SCREENS = {
    "Menu": "setup: row 8 chooses, bottom-right goes on, bottom-left back",
    "Pause": "paused: green continues, red sets up a new game, sky blue seats phones",
    "Consent": "seat phones: press the three cells a phone shows",
    "Resume": "a saved game: the green block resumes it, the red one sets up a new one",
}


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


class _Reader:
    """A phone's request as the stream microdot reads it (what a socket would give)."""

    def __init__(self, data):
        self.data = data
        self.at = 0

    async def readline(self):
        end = self.data.find(b"\n", self.at)
        end = len(self.data) if end < 0 else end + 1
        line = self.data[self.at : end]
        self.at = end
        return line

    async def readexactly(self, n):
        if self.at + n > len(self.data):
            raise EOFError
        part = self.data[self.at : self.at + n]
        self.at += n
        return part

    async def read(self, n=-1):
        if n < 0:
            n = len(self.data) - self.at
        return await self.readexactly(min(n, len(self.data) - self.at))


class _Writer:
    """The reply's bytes, as microdot writes them to a socket."""

    def __init__(self, port):
        self.out = []
        self.port = port

    def get_extra_info(self, name):
        return ("127.0.0.1", self.port) if name == "peername" else None

    async def awrite(self, data):
        self.out.append(data.encode() if isinstance(data, str) else bytes(data))

    def write(self, data):
        self.out.append(data.encode() if isinstance(data, str) else bytes(data))

    async def drain(self):
        pass

    async def aclose(self):
        pass

    def close(self):
        pass

    async def wait_closed(self):
        pass


class Twin:
    """One powered-up board: files is the flash as the page kept it ({name: hex}); demo puts
    bots in every seat, as the simulator's --demo."""

    def __init__(self, profile="full", files=None, seed=None, start_ms=0, demo=False):
        kept = {}
        for name, data in (files or {}).items():
            kept[name] = unhexlify(data)
        self.fs = PageFS(kept)
        self.sim = SimBoard(profile, fs=self.fs, seed=seed, demo=demo, start_ms=start_ms)
        from simcaption import Refusals

        self.sim.refusals = Refusals(self.sim)  # the caption says why a press was refused
        self.web = None
        self.requests = 0
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
    def start_web(self):
        """The board's web app (lysbord.web.server) on this board's table, as a Pico W makes it."""
        from lysbord.web.server import make_app

        self.web = make_app(self.sim.app.table, www="/www", names=(HOST,), port=80)

    def request(self, raw, done):
        """A phone's whole request (text) through the board's own microdot app; done(reply) is
        called with the reply's bytes as text once the handler has written it."""
        if self.web is None:
            self.start_web()
        self.requests += 1
        asyncio.create_task(self._serve(raw.encode(), done, 40000 + self.requests % 20000))

    async def _serve(self, data, done, port):
        writer = _Writer(port)
        try:
            await self.web.handle_request(_Reader(data), writer)
            reply = b"".join(writer.out)
        except Exception as exc:  # the board's server failed: the phone gets a 500, the board plays on
            reply = b'HTTP/1.0 500 Internal Server Error\r\n\r\n{"error": "%s"}' % str(exc).encode()
        done(reply.decode("utf-8", "replace"))


def play_steps(sim, text, steps=False):
    """Script lines played on sim (a SimBoard, here or on CPython): see Twin.script."""
    shown = []
    log = FrameLog(sim.board.pixels) if steps else None
    try:
        for line in text.split("\n"):
            words = line.split("#")[0].split()
            if not words:
                continue
            _play_line(sim, words)
            if words[0] == "show" and log is None:
                shown.append(hexlify(sim.wire()).decode())
            elif log is not None:
                shown.append("%d %08x %s" % (log.count, log.crc, hexlify(sim.wire()).decode()))
    finally:
        if log is not None:
            log.close()
    return shown


class FrameLog:
    """Every frame pixels (the board's lysbord.hw.pixels.Pixels) writes from now on, counted and
    folded into a CRC-32 (the same figure on MicroPython and CPython), until close(). Pixels
    keeps its driver's write bound at start-up, so that is what is wrapped."""

    def __init__(self, pixels):
        from binascii import crc32

        self.count = 0
        self.crc = 0
        self.pixels = pixels
        self.original = send = pixels._send
        buf = pixels._strip.buf
        log = self

        def logged():
            send()
            log.count += 1
            log.crc = crc32(buf, log.crc) & 0xFFFFFFFF

        pixels._send = logged

    def close(self):
        self.pixels._send = self.original


def _play_line(sim, words):
    """One script line (its words) on sim, as tools/sim/sim.py's run_script plays it."""
    verb = words[0]
    key = _key(words[1]) if len(words) > 1 and verb != "wait" else -1
    if verb == "wait":
        sim.advance(int(words[1]))
    elif verb == "tap":
        sim.press(key, TAP_MS)
    elif verb == "press":
        sim.press(key, int(words[2]))
    elif verb == "long":
        sim.press(key, LONG_MS)
    elif verb == "hold":
        sim.hold(key)
        sim.advance(20)
    elif verb == "release":
        sim.release(key)
        sim.advance(20)
    elif verb != "show":
        raise ValueError("expected wait, tap, press, long, hold, release or show, got %r" % verb)


def sequence_bot_ms(positions=3, at_least_ms=300):
    """Milliseconds per decision of the hard Sequence bot over mid-game positions (tools/bench/
    bench_bots.py's: seeded random play), passes repeated for at_least_ms: the same figure in
    the page and on CPython, for the ratio make bench prints."""
    import time

    from lysbord.bots import levels
    from lysbord.games import sequence as S
    from lysbord.rng import Rng

    clock = getattr(time, "ticks_ms", None)
    if clock is None:  # CPython

        def clock():
            return time.perf_counter() * 1000

    views = []
    for seed in range(positions):
        game = S.new_game(2, 40 + seed)
        rng = Rng(seed)
        for _ in range(16 + 2 * seed):
            legal = game.legal_moves()
            game.play(legal[rng.below(len(legal))])
        views.append(game.view(game.turn))
    bots = [levels.make("sequence", "hard", view["seat"], 7) for view in views]
    decisions = 0
    began = clock()
    while decisions == 0 or clock() - began < at_least_ms:
        for i in range(len(views)):
            bots[i].choose(views[i])
            decisions += 1
    return (clock() - began) / decisions


def _key(word):
    """A key id from a name ('menu', 'up', ...) or a cell number (tools/sim/sim.py's)."""
    for key, text in events.BUTTON_NAMES.items():
        if text == word.lower():
            return key
    cell = int(word)
    if not 0 <= cell < 100:
        raise ValueError("expected a cell 0-99 or a key name, got %r" % word)
    return cell
