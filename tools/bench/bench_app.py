# The lit-board app: press-to-frame for a placement that completes a sequence, heap with a
# game in progress, and a 10,000-event random session (bounces, long presses) over the scan path.
import sys

from benchlib import ON_MICROPYTHON, _forget, elapsed_us, heap_used, import_cost, now_us, time_us
from simboard import SimBoard

from lysbord import events
from lysbord.games.sequence import moves
from lysbord.layout import LAYOUT
from lysbord.rng import Rng

_BLUE = (10, 11, 12, 13)  # blue's four in a row; the fifth, 14, completes the sequence
_GREEN = (81, 83, 85, 87)
_LAST = 14


def _referee_board(players=2):
    sim = SimBoard("full", seed=1, step_ms=8)
    app = sim.app
    app.settings.virtual = False
    app.settings.players = players
    app.set_brightness(8)
    app.start_game(sim.host.ticks_ms())
    sim.advance(20)
    return sim


def _four_in_a_row(sim):
    game = sim.app.play.game
    for blue, green in zip(_BLUE, _GREEN):
        game.play(moves.place(LAYOUT[blue], blue))
        game.play(moves.place(LAYOUT[green], green))
    sim.app.play.paint(sim.host.ticks_ms())
    return game


def press_to_frame(report):
    """Key event -> frame ready, and -> frame through the LED driver, for the sequence-completing tap."""
    sim = _referee_board()
    game = _four_in_a_row(sim)
    app = sim.app
    play = app.play
    pixels = sim.board.pixels
    now = sim.host.ticks_ms()
    repeat = 20 if ON_MICROPYTHON else 100
    best_frame = best_wire = None
    for _ in range(5 if ON_MICROPYTHON else 15):  # the best batch: the host is shared and noisy
        to_frame = to_wire = 0
        for _ in range(repeat):
            app.handle(_LAST << events.KIND_BITS | events.PRESS, now)
            start = now_us()
            app.handle(_LAST << events.KIND_BITS | events.RELEASE, now)
            to_frame += elapsed_us(start)
            start = now_us()
            pixels.show(app.frame)
            to_wire += elapsed_us(start)
            if game.sequence_count(0) != 1:
                raise ValueError("expected the tap to complete a sequence")
            play.undo(now)
        if best_frame is None or to_frame < best_frame:
            best_frame = to_frame
        if best_wire is None or to_wire < best_wire:
            best_wire = to_wire
    to_frame = best_frame
    to_wire = best_wire + best_frame
    if ON_MICROPYTHON:
        # Each interval here is shorter than the port's 1 ms timer step: the sums read as
        # whole milliseconds. Only the batched rows below stand for MicroPython.
        to_frame = to_wire = None
    else:
        to_frame /= repeat
        to_wire /= repeat
    report.add("app", "press-to-frame, sequence-completing tap", to_frame, "us", "< 30 us CPython")
    report.add("app", "  + pixels.show (map, gamma, limit, write)", to_wire, "us")

    def tap_and_undo():
        app.handle(_LAST << events.KIND_BITS | events.PRESS, now)
        app.handle(_LAST << events.KIND_BITS | events.RELEASE, now)
        play.undo(now)

    report.add("app", "tap completing a sequence + undo (batched)", time_us(tap_and_undo, repeat), "us")
    report.add("app", "pixels.show of that frame (batched)", time_us(lambda: pixels.show(app.frame), repeat), "us")
    report.add("app", "full repaint of the board", time_us(lambda: play.paint(now), repeat // 4), "us")


def phone_move_to_frame(report):
    """A move through the Table from outside the board (a phone's) until the board's frame
    shows it: table.play, then the loop's next tick finds the new version and repaints."""
    sim = _referee_board()
    app = sim.app
    table = app.table
    game = table.game
    now = sim.host.ticks_ms()
    move = moves.place(LAYOUT[_LAST], _LAST)
    repeat = 120 if ON_MICROPYTHON else 100  # MicroPython: batches over 50 ms (its timer has 1 ms steps)
    best = None
    for _ in range(3 if ON_MICROPYTHON else 15):
        total = 0
        for _ in range(repeat):
            start = now_us()
            table.play(game.turn, move)
            app.tick(now)
            total += elapsed_us(start)
            table.undo()
            app.tick(now)
        best = total if best is None or total < best else best
    report.add("app", "phone's move -> frame (Table, then the next tick)", best / repeat, "us", "< 1 ms CPython")
    for name, players in (("kabal", 1), ("siodemki", 3), ("cabo", 4), ("trappe", 4)):
        sim = SimBoard("full", seed=1, step_ms=8)
        app = sim.app
        app.settings.game = name
        app.settings.players = players
        app.settings.bots = 0
        app.start_game(sim.host.ticks_ms())
        sim.advance(20)
        game = app.table.game
        for _ in range(6):  # some cards on the table
            app.table.play(game.turn, game.legal_moves()[0])
        start = now_us()
        for _ in range(repeat):
            app.play.paint(now)
        us = elapsed_us(start) / repeat
        report.add("app", "%s: public cards lit (full repaint)" % name, us, "us", "< 10 ms (a quarter frame)")


def _forget_firmware_modules():
    # Out of their packages too: an old copy a package still held would die during the
    # import measured next, and the import would read as its size less the old copy.
    for name in list(sys.modules):
        if name.startswith("lysbord.ui") or name.startswith("lysbord.hw") or name.startswith("lysbord.games.seq"):
            _forget(name)
        elif name == "lysbord.layout":  # the board's layout, which the screens and Sequence share
            _forget(name)


def heap_in_game(report):
    """Heap after boot with a game in progress (MicroPython: 32-bit like the Pico): the
    objects (board, app, game), and apart from them the app's modules as bytecode."""
    if not ON_MICROPYTHON:
        return
    _forget_firmware_modules()
    yield  # the runner collects at top level; heap_used() is exact after each yield
    before = heap_used()
    for name in ("lysbord.hw.board", "lysbord.games.sequence"):
        __import__(name)
    yield
    middle = heap_used()
    for name in ("lysbord.ui.board.app", "lysbord.ui.board.menu", "lysbord.ui.board.play", "lysbord.ui.board.pause"):
        __import__(name)
    yield
    loaded = heap_used()
    sim = _referee_board()
    _four_in_a_row(sim)
    sim.advance(500)
    yield
    after = heap_used()
    report.add("app", "heap: board + app + game in progress (objects)", after - loaded, "bytes", "< 64 KB")
    report.add("app", "heap: ui modules as bytecode (not frozen)", loaded - middle, "bytes")
    report.add("app", "heap: hw + sequence modules as bytecode", middle - before, "bytes")
    del sim


def heap_table_game(report):
    """Heap for a game played from phones (Cabo, 4 seats, three bots) once its screen is up
    and bots have moved: the objects (its modules were loaded before)."""
    if not ON_MICROPYTHON:
        return
    sim = SimBoard("full", seed=1, step_ms=8)
    app = sim.app
    app.settings.game = "cabo"
    app.settings.players = 4
    app.settings.bots = 0b1110
    for name in ("lysbord.games.cabo", "lysbord.bots.cabo.normal", "lysbord.ui.phones", "lysbord.ui.phones.cabo"):
        __import__(name)
    yield
    loaded = heap_used()
    app.start_game(sim.host.ticks_ms())
    sim.advance(3000)  # bots play a few moves
    yield
    after = heap_used()
    report.add("app", "heap: a Cabo game of 4 on the board (objects)", after - loaded, "bytes", "< 64 KB")
    del sim


def random_session(report, count=10000):
    """count debounced key events from random contacts (bounce, long holds) through the scanner."""
    sim = _referee_board(players=3)
    app = sim.app
    world = sim.world
    rng = Rng(7)
    handled = [0]
    handle = app.handle

    def counting(ev, now_ms):
        handled[0] += 1
        handle(ev, now_ms)

    app.handle = counting
    keys = tuple(range(100)) * 2 + (events.JACK, events.UNDO, events.REVEAL, events.MENU)
    heaps = []
    games = 0
    at = world.now_ms
    while handled[0] < count:
        at = sim.random_press(rng, keys, at)
        play = app.play
        if app.screen is not play:
            app.show(play, sim.host.ticks_ms())  # Menu pressed: back to the game
        if play.game.over:
            sim.advance(3500)
            games += 1
            app.start_game(sim.host.ticks_ms())
            yield
            heaps.append(heap_used())
    sim.advance(2000)
    report.add("app", "random session: key events handled", handled[0], "events", "no exception")
    report.add("app", "random session: games finished", games, "games")
    if heaps and heaps[0] is not None and len(heaps) > 2:
        report.add("app", "heap growth between games (max - first)", max(heaps[1:]) - heaps[1], "bytes", "0 or noise")


def bench(report):
    yield from heap_in_game(report)  # first, while the heap holds no other bench's garbage
    cost = yield from import_cost("lysbord.ui.board.bringup", ("lysbord.ui.board.font",))
    report.add("memory", "import lysbord.ui.board.bringup (only while it runs)", cost, "bytes")
    press_to_frame(report)
    phone_move_to_frame(report)
    yield from heap_table_game(report)
    yield from random_session(report)
