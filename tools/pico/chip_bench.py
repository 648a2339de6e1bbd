# The part of `make bench` that runs on the emulated RP2040 (tools/pico/bench.py drives it
# over the raw REPL): every figure is timed with time.ticks_us() and read with gc.mem_free()
# on the chip itself, and printed as a BENCH row (benchlib.Report) for the Pico column.
# Compiled with mpy-cross and put in /bench beside the project, as `make flash` installs it.
import gc
import time

from benchlib import Report, on_pico

report = Report()
GAMES = ((2, 3), (2, 5), (4, 6))  # (seats, seed): the whole games the hard Sequence bot plays on the chip
MOONSHOT_MS = 500  # the hard Sequence bot's moonshot: half its budget, with the same moves
BATCH_US = 20000  # a call shorter than this is timed in a batch lasting at least this long
HARD_POSITIONS = 10  # seeds 40-49 after 4, 8 ... 40 random moves (docs/pico-budgets.md)
LEVEL_POSITIONS = 3  # the bots bench's positions (tools/bench/bench_bots.py on MicroPython)
# The hard 7'er kabal bot spreads a planning over its moves once it has met the whole stock
# (from move 21-54 of deals 0-2): its first moves of each deal, played by one bot, as the board asks it
KABAL_MOVES = 100
_OWN = [0]  # heap the measuring modules hold: added back to every free figure


def own_heap(before):
    """Note what the bench's own modules hold: before is gc.mem_free() before importing them."""
    gc.collect()
    _OWN[0] = before - gc.mem_free()
    return _OWN[0]


def free():
    """Heap free now, collected, as the board would have it (the bench's own modules added back)."""
    gc.collect()
    return gc.mem_free() + _OWN[0]


def _batch_us(call):
    """Microseconds per call of call(): one call, or a batch of at least BATCH_US when it is short."""
    start = time.ticks_us()
    call()
    took = time.ticks_diff(time.ticks_us(), start)
    if took >= BATCH_US:
        return took
    count = BATCH_US // max(took, 1) + 1
    start = time.ticks_us()
    for _ in range(count):
        call()
    return time.ticks_diff(time.ticks_us(), start) / count


def boot_heap(board):
    """Heap with the board open and the app's modules loaded (main.py stopped by Ctrl-C in a
    game), then with a 2-player Sequence dealt; frame prepare and write on the board's own LEDs."""
    report.add("pico", "heap free, board open, its app stopped in a game (Ctrl-C)", free(), "bytes")
    from lysbord.games import sequence

    game = sequence.new_game(2, 3)
    report.add("pico", "heap free, + a 2-player Sequence dealt", free(), "bytes")
    frame = bytearray(3 * board.pixels.count)
    for i in range(0, len(frame), 7):
        frame[i] = 200
    pixels = board.pixels
    report.add("pico", "frame prepare (map, gamma, limit)", _batch_us(lambda: pixels.prepare(frame)), "us")
    report.add("pico", "frame prepare and write (WS2812)", _batch_us(lambda: pixels.show(frame)), "us")
    return game


def _table_bytes(i18n, code):
    """The bytes of code's table in the file of tables: from its start to the next table's."""
    starts = []
    with open(i18n.path(code), "rb") as f:
        for other in i18n.LANGUAGES[1:]:
            f.seek(0)
            starts.append(i18n.table_start(f, other))
        end = f.seek(0, 2)
    mine = starts[i18n.LANGUAGES.index(code) - 1]
    return min([start for start in starts if start > mine] + [end]) - mine


def languages():
    """What a language costs the chip: the heap its table holds at rest (the bucket index and the
    open file; lysbord.i18n itself is the board's in English too), its flash, a word's lookup."""
    import os

    from lysbord import i18n

    for code in ("nb", "pl"):
        i18n.use("en")
        before = free()
        i18n.use(code)
        held = before - free()
        report.add("pico", "heap a language holds at rest (%s)" % code, held, "bytes", "< 6 KB on the Pico")
        table = _table_bytes(i18n, code)
        report.add("pico", "flash a language's table takes (%s, in lysbord/lang.lng)" % code, table, "bytes")
    report.add("pico", "flash the four tables take (lysbord/lang.lng)", os.stat(i18n.path("nb"))[6], "bytes")
    said = "Seat %d, team %s. To move: %s (team %s)"
    report.add("pico", "a sentence looked up in a language's table (pl)", _batch_us(lambda: i18n.gettext(said)), "us")
    i18n.use("en")


def sequence_costs():
    """play() of one placement on fresh copies of a mid-game position, legal_moves() there."""
    from lysbord.games import sequence as S
    from lysbord.rng import Rng

    game = S.new_game(2, 40)
    rng = Rng(40)
    for _ in range(20):
        legal = game.legal_moves()
        game.play(legal[rng.below(len(legal))])
    move = game.legal_moves()[0]
    data = game.to_bytes()
    copies = [S.Sequence.from_bytes(data) for _ in range(40)]
    gc.collect()
    start = time.ticks_us()
    for copy in copies:
        copy.play(move)
    report.add("pico", "Sequence play(), a move (40 in a batch)", time.ticks_diff(time.ticks_us(), start) / 40, "us")
    report.add("pico", "Sequence legal_moves()", _batch_us(game.legal_moves), "us")


def hard_positions():
    """The hard Sequence bot's positions: (label, view of the seat to move)."""
    from lysbord.games import sequence as S
    from lysbord.rng import Rng

    for i in range(HARD_POSITIONS):
        seed, moves = 40 + i, 4 + 4 * i
        game = S.new_game(2, seed)
        rng = Rng(seed)
        for _ in range(moves):
            legal = game.legal_moves()
            game.play(legal[rng.below(len(legal))])
        yield "%d, %d" % (seed, moves), game.view(game.turn)
        game = None


def _level_views(game, what):
    """The bots bench's views for game ('decision', a hard bot's bid / call / last turn, or
    Siódemki's first lead with 3 / 4 players)."""
    import bench_bots

    special = {"bid": "bid_", "call": "call_", "last turn": "last_", "3 players": "3p_", "4 players": "4p_"}
    return getattr(bench_bots, "_%s_%sviews" % (game, special.get(what, "")))()


def _kabal_views():
    """7'er kabal from the start of deals 0-2 (the bots bench has no 7'er kabal)."""
    from lysbord.games import kabal

    return [kabal.new_game(1, deal).view(0) for deal in range(LEVEL_POSITIONS)]


def _kabal_played():
    """(label, view, bot) for the first KABAL_MOVES moves of deals 0-2, each deal played by one
    hard bot from the start (its move played once it has been asked)."""
    from lysbord.bots import levels
    from lysbord.games import kabal

    for deal in range(LEVEL_POSITIONS):
        game = kabal.new_game(1, deal)
        bot = levels.make("kabal", "hard", 0, 7)
        for move in range(KABAL_MOVES):
            if game.over:
                break
            yield "%d, move %d" % (deal, move), game.view(0), bot
            game.play(bot.last)


def _forget_bots(game):
    """Let go of the bots and of the other games an earlier level loaded: a board playing
    game holds only its own (the heap figures of one level must not carry another's)."""
    import sys

    from lysbord import forget_module

    keep = ("lysbord.games.%s" % game, "lysbord.games.base")
    for name in list(sys.modules):
        if name.startswith("lysbord.bots.") or (name.startswith("lysbord.games.") and not name.startswith(keep)):
            forget_module(name)


def hard_game(players, seed):
    """A whole game of Sequence as the board plays it: the hard bot at seat 0, normal bots at
    the others, each asked for its move and the move played, the collector on as on the board.
    Every hard decision timed: the slowest and the median."""
    _forget_bots("sequence")
    from lysbord.bots import levels
    from lysbord.games import sequence as S

    game = S.new_game(players, seed)
    bots = [levels.make("sequence", "hard" if seat == 0 else "normal", seat, 7 + seat) for seat in range(players)]
    times = []
    gc.collect()
    while not game.over:
        seat = game.turn
        view = game.view(seat)
        start = time.ticks_us()
        move = bots[seat].choose(view)
        took = time.ticks_diff(time.ticks_us(), start)
        view = None
        if seat == 0:
            times.append(took)
            print("decision %d: %d us" % (len(times), took))  # keeps the runner informed
        game.play(move)
    times.sort()
    name = "sequence hard: a whole game against %d normal (seed %d), %d decisions" % (players - 1, seed, len(times))
    report.add("pico", name + ": slowest", times[-1] / 1000, "ms", on_pico(1000, "ms"))
    report.add("pico", name + ": median", times[len(times) // 2] / 1000, "ms")


def decide(game, level, what="decision"):
    """One level's decisions on the chip: slowest and mean, and the least heap free during
    them. Each decision runs with the collector off after a collection: what it allocates
    stays counted until it returns, so gc.mem_free() then is the least free during it (the
    board's heap is collected only when an allocation does not fit; one that fits here
    runs the same with the collector on). A short decision is timed again in a batch (not a
    move of the hard 7'er kabal bot playing a deal: asked again, it would move on)."""
    if what == "game":
        for players, seed in GAMES:
            hard_game(players, seed)
        return
    _forget_bots(game)
    from lysbord.bots import levels

    if game == "kabal" and level == "hard":
        views = _kabal_played()
    elif game == "sequence" and level == "hard":
        views = hard_positions()
    elif game == "kabal":
        views = enumerate(_kabal_views())
    else:
        views = enumerate(_level_views(game, what))
    if game != "kabal" or level != "hard":
        views = ((label, view, None) for label, view in views)  # a fresh bot a position
    name = "%s %s%s" % (game, level, "" if what == "decision" else ": " + what)
    times = []
    least = None
    overflowed = 0  # decisions that allocated more than the free heap (the board collects on the way)
    for label, view, player in views:
        seat = view.get("seat", 0)  # 7'er kabal's views name no seat
        bot = player or levels.make(game, level, seat, 7)
        gc.collect()
        gc.disable()
        try:
            start = time.ticks_us()
            bot.choose(view)
            took = time.ticks_diff(time.ticks_us(), start)
            left = gc.mem_free() + _OWN[0]
        except MemoryError:  # it allocates more than the heap holds between two collections
            took = left = None
        gc.enable()
        if took is None:  # timed again as the board runs it, collecting when the heap is full
            bot = player or levels.make(game, level, seat, 7)
            gc.collect()
            start = time.ticks_us()
            bot.choose(view)
            took = time.ticks_diff(time.ticks_us(), start)
            overflowed += 1
        elif took < BATCH_US and not player:
            took = _batch_us(lambda bot=bot, view=view: bot.choose(view))
        times.append(took)
        if left is not None:
            least = left if least is None else min(least, left)
        if not player or took > BATCH_US:
            print("position %s: %d us, %s bytes free at least" % (label, took, left))  # keeps the runner informed
    hard = game == "sequence" and level == "hard"
    slowest = max(times) / 1000
    where = "moves of deals 0-2" if game == "kabal" and level == "hard" else "positions"
    report.add(
        "pico",
        "%s: decision, slowest of %d %s" % (name, len(times), where),
        slowest,
        "ms",
        on_pico(1000 if hard else 100, "ms"),
    )
    if hard:
        report.add(
            "pico",
            "%s: the moonshot, slowest of the same positions" % name,
            slowest,
            "ms",
            "< %d ms on the Pico (moonshot)" % MOONSHOT_MS,
        )
    report.add("pico", "%s: decision, mean" % name, sum(times) / len(times) / 1000, "ms")
    if overflowed:  # the least free is then whatever a collection left: no figure
        what = "%s: decisions allocating more than the free heap, of %d" % (name, len(times))
        report.add("pico", what, overflowed, "decisions")
    else:
        report.add(
            "pico",
            "%s: heap free during a decision (least)" % name,
            least,
            "bytes",
            ">= 64 KB on the Pico" if hard else "",
        )


class _Loop:
    """The board's loop stepped by hand every 40 ms of its clock: web_phone.play_on's sim."""

    def __init__(self, app, board, step):
        self.app, self.board, self.step = app, board, step
        self.now = board.ticks_ms()

    def advance(self, ms):
        for _ in range(max(1, ms // 40)):
            self.now += 40
            self.step(self.app, self.board, self.now)


def pico_w(profile, phones, moves=64):
    """On the Pico W (radio off: the emulator has no CYW43): the board, the app with a Sequence
    game between two people after moves moves, the web app and microdot with the server
    listening on port 80 (lwIP binds without a link), one phone seated and served once, as
    tools/bench/bench_web.py measures it on the WebAssembly port; then phones connections
    (a socket each, its asyncio stream, the request's coroutine waiting for its first line),
    and one GET /api/view served through microdot with the collector off: the least free."""
    import asyncio
    import socket

    import web_phone

    reader = asyncio.StreamReader  # what the server's streams are (asyncio loads it at first use)

    from lysbord.hw.board import open_board
    from lysbord.ui.board.app import App, step
    from lysbord.web.server import make_app

    board = open_board(profile)
    app = App(board, 7)  # a numbered deal: a live one draws from the chip's timer, and the heap would differ run to run
    app.settings.players = 2
    app.settings.bots = 0  # two people: one at the board, one on a phone
    loop = _Loop(app, board, step)
    app.start_game(loop.now)
    table = app.table
    played = web_phone.play_on(loop, table, moves)
    web = make_app(table, "/www", web_phone.BOARD_NAMES)
    raw = web_phone.view_of_seat_0(web)
    serve_one = web_phone.view_request(web, raw)
    serve_one()  # what a phone's first request leaves is held from then on
    web_phone.view_request(web, b"GET /nothing HTTP/1.1\r\nHost: 192.168.4.1\r\n\r\n")()  # every route compiled

    async def listening():
        server = asyncio.create_task(web.start_server(host="0.0.0.0", port=80))
        await asyncio.sleep_ms(50)  # the socket is bound and listening
        report.add("pico", "Pico W: Sequence moves played before measuring", played, "moves")
        loaded = free()
        report.add("pico", "Pico W: heap free, board + app + game + server listening, radio off", loaded, "bytes")
        held = []
        for i in range(phones):
            sock = socket.socket()
            stream = reader(sock, {"peername": ("192.168.4.%d" % (2 + i), 50000)})
            held.append((sock, stream, web.handle_request(stream, stream)))
        connected = free()
        name = "Pico W: %d phones connected (socket, stream, request each)" % phones
        report.add("pico", name, loaded - connected, "bytes")
        what = "Pico W: heap free with the server loaded, %d phones connected" % phones
        report.add("pico", what, connected, "bytes", ">= 40 KB on the Pico")
        gc.collect()
        gc.disable()
        serve_one()
        left = gc.mem_free() + _OWN[0]
        gc.enable()
        what = "Pico W: heap free serving GET /api/view beside them (least)"
        report.add("pico", what, left, "bytes", ">= 40 KB on the Pico")
        ask = web_phone.view_request(web, web_phone.claim_raw(1, "K\u00e5re Ødeg\u00e5rd"))
        gc.collect()
        gc.disable()
        ask()  # the name checked letter by letter, its skeletons read from lookalike.bin in flash
        left = gc.mem_free() + _OWN[0]
        gc.enable()
        what = "Pico W: heap free asking for a seat by name (POST /api/claim) beside them (least)"
        report.add("pico", what, left, "bytes", ">= 40 KB on the Pico")
        code = web.api.seats._asks[-1][3]
        gc.collect()
        gc.disable()
        table.admit(code)  # the board's consent: the phone's three cells typed on its keys
        left = gc.mem_free() + _OWN[0]
        gc.enable()
        what = "Pico W: heap free as the board seats that phone by its code (least)"
        report.add("pico", what, left, "bytes", ">= 40 KB on the Pico")
        # A phone that reads Polish fetches the page's words once (a static file streamed from
        # flash, as the page is); the board itself speaks Polish too (its table's index held).
        from lysbord import i18n

        words = web_phone.view_request(web, b"GET /www/lang-pl.json HTTP/1.1\r\nHost: 192.168.4.1\r\n\r\n")
        i18n.use("pl")
        gc.collect()
        gc.disable()
        sent = words()
        left = gc.mem_free() + _OWN[0]
        gc.enable()
        i18n.use("en")
        report.add("pico", "Pico W: a phone's language words served (GET /www/lang-pl.json, gzipped)", sent, "bytes")
        what = "Pico W: heap free serving them, the board in Polish, beside the phones (least)"
        report.add("pico", what, left, "bytes", ">= 40 KB on the Pico")
        for sock, _, request in held:
            request.close()
            sock.close()
        server.cancel()

    asyncio.run(listening())
