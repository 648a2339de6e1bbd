# The board in a browser on its own clock, for tests and measuring: tools/sim/sim.py's script
# lines played on a SimBoard (in the page or on CPython alike), every frame counted and folded
# into a CRC-32, and the hard Sequence bot's decision timed on either interpreter.
from binascii import hexlify

from lysbord import events

TAP_MS, LONG_MS = 80, 1000  # a script's tap and long press (tools/sim/sim.py's)


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
