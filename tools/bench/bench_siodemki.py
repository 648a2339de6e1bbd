# Siódemki costs: a move, a whole game, a bot decision, on CPython and MicroPython;
# heap held by the modules and by a game state on MicroPython; the size of a save.
from benchlib import ON_MICROPYTHON, heap_held, import_cost, play_out, time_us

_GAMES = 2 if ON_MICROPYTHON else 20
_REPEAT = 50 if ON_MICROPYTHON else 500
_MODULES = (
    "lysbord.games.siodemki.rules",
    "lysbord.games.siodemki.check",
    "lysbord.games.siodemki.view",
    "lysbord.games.siodemki.deal",
    "lysbord.games.siodemki",
)


def _bot_game(rules, Bot, seed, players):
    """A whole game to 7 between bots; returns (game, moves)."""
    game = rules.new_game(players, seed)
    bots = [Bot(seat, seed + seat) for seat in range(players)]
    return game, play_out(game, bots)


def bench(report):
    """The Siódemki rows (a generator: heap figures are taken after the runner collects)."""
    cost = yield from import_cost(_MODULES[-1], _MODULES[:-1])
    report.add("memory", "import lysbord.games.siodemki (+rules, check, view, deal)", cost, "bytes")
    for name in ("lysbord.bots.siodemki.normal", "lysbord.ui.console.siodemki"):
        report.add("memory", "import " + name, (yield from import_cost(name)), "bytes")
    from lysbord.bots.siodemki.normal import Bot
    from lysbord.games import siodemki

    # The state a loaded save holds (a deal's, without the draw and the shuffle).
    game = siodemki.new_game(4, 1)
    data = game.to_bytes()
    held, _ = yield from heap_held(lambda: siodemki.Siodemki.from_bytes(data))
    report.add("memory", "siodemki game state, 4 players (loaded)", held, "bytes", "upper bound")
    report.add("siodemki", "save size", len(data), "bytes")

    for players in (2, 4):
        moves = [0]

        def games(n=players, moves=moves):
            moves[0] = 0  # time_us may call this more than once: count one call's moves
            for seed in range(_GAMES):
                moves[0] += _bot_game(siodemki, Bot, seed, n)[1]

        total = time_us(games)
        report.add("siodemki", "full bot game to 7, %d players" % players, total / _GAMES, "us")
        report.add("siodemki", "moves per game, %d players" % players, moves[0] // _GAMES, "moves")

    # Per move: replay a recorded bot game (play checks the move against legal_moves).
    game, count = _bot_game(siodemki, Bot, 7, 4)
    log = [game._log[i] << 8 | game._log[i + 1] for i in range(0, len(game._log), 2)]
    deal = time_us(lambda: siodemki.new_game(4, 7), 5)

    def replay():
        again = siodemki.new_game(4, 7)
        for move in log:
            again.play(move)

    report.add("siodemki", "per move (play), 4 players", (time_us(replay, 2) - deal) / len(log), "us")
    report.add("siodemki", "new game (draw + deal)", deal, "us")

    game = siodemki.new_game(4, 7)
    game.play(siodemki.STAND)
    game.play(game.legal_moves()[0])  # a trick under way: following suit matters
    report.add("siodemki", "legal_moves (following)", time_us(game.legal_moves, _REPEAT), "us")
    report.add("siodemki", "view", time_us(lambda: game.view(game.turn), _REPEAT), "us")
    lead = siodemki.new_game(4, 7)
    lead.play(siodemki.STAND)
    view = lead.view(lead.turn)  # eldest to lead from six cards: the bot weighs every one
    bot = Bot(lead.turn, 3)
    # on the Pico every level is judged in the chip column (section pico: siodemki normal)
    report.add("siodemki", "bot decision (lead)", time_us(lambda: bot.choose(view), _REPEAT), "us")
    for _ in range(2):
        lead.play(lead.legal_moves()[-1])
    view = lead.view(lead.turn)  # third to a trick: the bot tries each card as a winner
    bot = Bot(lead.turn, 3)
    report.add("siodemki", "bot decision (follow)", time_us(lambda: bot.choose(view), _REPEAT), "us")
    move = game.legal_moves()[0]
    game.play(move)
    report.add("siodemki", "undo + redo", time_us(lambda: (game.undo(), game.play(move)), 20), "us")
    report.add("siodemki", "save (to_bytes)", time_us(game.to_bytes, 20), "us")
    report.add("siodemki", "load (from_bytes)", time_us(lambda: siodemki.Siodemki.from_bytes(data), 20), "us")
