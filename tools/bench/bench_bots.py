# Bot levels: decision time per level (Sequence, Cabo, Siódemki, Høyers trappe), playouts
# per decision and the heap a decision allocates on MicroPython (garbage collection off:
# everything it would ever need at once). On the Pico: the chip column (tools/pico/bench.py,
# section pico) times every level on the emulated RP2040 with these positions.
from benchlib import ON_MICROPYTHON, allocated, elapsed_us, now_us

_POSITIONS = 3 if ON_MICROPYTHON else 12


def _sequence_views():
    """Views of the seat to move in mid-game Sequence positions (seeded random play)."""
    from lysbord.games import sequence as S
    from lysbord.rng import Rng

    views = []
    for seed in range(_POSITIONS):
        game = S.new_game(2, 40 + seed)
        rng = Rng(seed)
        for _ in range(16 + 2 * seed):
            legal = game.legal_moves()
            game.play(legal[rng.below(len(legal))])
        views.append(game.view(game.turn))
    return views


def _cabo_views():
    """Views at the start of a turn with three own cards known (a call is weighed)."""
    from lysbord.games import cabo

    views = []
    for seed in range(_POSITIONS):
        game = cabo.new_game(2, seed)
        while game.view(game.turn)["phase"] != "turn":
            game.play(game.legal_moves()[0])
        game.know[game.turn * 2 + game.turn] = 0b0111
        views.append(game.view(game.turn))
    return views


def _siodemki_views(players=2):
    """Views of the first lead of a deal (six cards to choose from)."""
    from lysbord.games import siodemki

    views = []
    for seed in range(_POSITIONS):
        game = siodemki.new_game(players, seed)
        while game.view(game.turn)["phase"] != "play":
            game.play(game.legal_moves()[0])
        views.append(game.view(game.turn))
    return views


def _trappe_views():
    """Views of the seat to move in mid-round Høyers trappe positions (seeded normal play)."""
    from lysbord.bots.trappe import normal
    from lysbord.games import trappe

    views = []
    for seed in range(_POSITIONS):
        game = trappe.new_game(2, seed)
        bots = [normal.Bot(0, seed), normal.Bot(1, seed)]
        for _ in range(8 + seed):
            game.play(bots[game.turn].choose(game.view(game.turn)))
        views.append(game.view(game.turn))
    return views


def _siodemki_bid_views():
    """Views of eldest's bid: stand or beg, weighed over sampled deals by the hard bot."""
    from lysbord.games import siodemki

    return [siodemki.new_game(2, seed).view(1 - siodemki.new_game(2, seed).dealer) for seed in range(_POSITIONS)]


def _siodemki_3p_views():
    """The first lead with 3 players: more hands to deal and play out a card."""
    return _siodemki_views(3)


def _siodemki_4p_views():
    """The first lead with 4 players (two sides of partners)."""
    return _siodemki_views(4)


def _cabo_call_views():
    """Views at the start of a turn with a low row, known: a call the normal bot would make,
    checked over sampled deals by the hard one."""
    from lysbord.games import cabo

    views = []
    for seed in range(_POSITIONS):
        game = cabo.new_game(2, seed)
        while game.view(game.turn)["phase"] != "turn":
            game.play(game.legal_moves()[0])
        me = game.turn
        game.rows[me * 4 : me * 4 + 4] = bytes((0, 1, 2, 3))
        game.know[me * 2 + me] = 0b1111
        views.append(game.view(me))
    return views


def _cabo_last_views():
    """Views of the last turn after the other seat called (the move chosen over sampled deals)."""
    from lysbord.games import cabo

    views = []
    for seed in range(_POSITIONS):
        game = cabo.new_game(2, seed)
        while game.view(game.turn)["phase"] != "turn":
            game.play(game.legal_moves()[0])
        game.play(cabo.parse_move("cabo"))
        views.append(game.view(game.turn))
    return views


def _decide(levels, game, level, views):
    """(microseconds per decision, playouts per decision) over the views; playouts is None
    for a bot that plays no deals out (it has no last_playouts).

    Whole passes over the views are repeated until 100 ms have gone by (the WebAssembly
    port's timer moves in whole milliseconds); on CPython the fastest of at least three
    passes counts: a shared machine slows some passes, none speeds them up."""
    bots = [levels.make(game, level, view["seat"], 7) for view in views]
    playouts = 0
    passes = 0
    best = None
    began = now_us()
    while passes < 3 or elapsed_us(began) < 100000:
        start = now_us()
        for i in range(len(views)):
            bots[i].choose(views[i])
            playouts += getattr(bots[i], "last_playouts", 0)
        took = elapsed_us(start)
        best = took if best is None or took < best else best
        passes += 1
    if ON_MICROPYTHON:
        best = elapsed_us(began) / passes  # one pass may be under the timer's resolution
    if not hasattr(bots[0], "last_playouts"):
        return best / len(views), None
    return best / len(views), playouts / (passes * len(views))


def bench(report):
    """The bot-level rows."""
    from lysbord.bots import levels

    for game, views in (
        ("sequence", _sequence_views()),
        ("cabo", _cabo_views()),
        ("siodemki", _siodemki_views()),
        ("trappe", _trappe_views()),
    ):
        for level in levels.LEVELS:
            if not levels.has_level(game, level):
                continue
            took, playouts = _decide(levels, game, level, views)
            name = "%s %s" % (game, level)
            report.add("bots", name + ": decision", took, "us")
            if playouts is not None:
                report.add("bots", name + ": playouts per decision", playouts, "playouts")
            decision = _Decision(levels.make(game, level, views[0]["seat"], 7), views[0])
            heap = allocated(decision.run, 1)
            report.add("memory", name + ": heap allocated by one decision (gc off)", heap, "bytes", "<= 32 KB")
    for game, what, views, counted in (
        ("siodemki", "bid", _siodemki_bid_views(), "sampled deals"),
        ("siodemki", "3 players", _siodemki_3p_views(), "playouts"),
        ("siodemki", "4 players", _siodemki_4p_views(), "playouts"),
        ("cabo", "call", _cabo_call_views(), "sampled deals"),
        ("cabo", "last turn", _cabo_last_views(), "sampled deals"),
    ):
        took, playouts = _decide(levels, game, "hard", views)
        name = "%s hard: %s" % (game, what)
        report.add("bots", name + " decision", took, "us")
        report.add("bots", "%s decision: %s" % (name, counted), playouts, counted.split()[-1])
        heap = allocated(_Decision(levels.make(game, "hard", views[0]["seat"], 7), views[0]).run, 1)
        report.add("memory", name + " decision: heap allocated (gc off)", heap, "bytes", "<= 32 KB")


class _Decision:
    """One bot and one view: run() makes the decision (for allocated())."""

    def __init__(self, bot, view):
        self.bot = bot
        self.view = view

    def run(self):
        self.bot.choose(self.view)
