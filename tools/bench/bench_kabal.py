# 7'er kabal costs: a move, a whole bot game, a bot decision; heap held by the modules and
# by a game state on MicroPython; the size of a save and of a finished game's history.
from benchlib import ON_MICROPYTHON, heap_held, import_cost, play_out, time_us

_GAMES = 5 if ON_MICROPYTHON else 100
_MODULES = ("lysbord.games.kabal.moves", "lysbord.games.kabal.save", "lysbord.games.kabal")


def _bot_game(kabal, Bot, seed):
    """A whole deal played by the bot; returns (game, moves)."""
    game = kabal.new_game(1, seed)
    bot = Bot(0, seed)
    return game, play_out(game, [bot])


def bench(report):
    """The kabal rows (a generator: heap figures are taken after the runner collects)."""
    cost = yield from import_cost(_MODULES[-1], _MODULES[:-1])
    report.add("memory", "import lysbord.games.kabal (+moves, save)", cost, "bytes")
    for name in ("lysbord.bots.kabal.normal", "lysbord.ui.console.kabal"):
        report.add("memory", "import " + name, (yield from import_cost(name)), "bytes")
    from lysbord.bots.kabal.normal import Bot
    from lysbord.games import kabal

    # The state a loaded save holds: a deal's, with one checkpoint of undo history.
    saved = kabal.new_game(1, 1).to_bytes()
    held, game = yield from heap_held(lambda: kabal.Kabal.from_bytes(saved))
    report.add("memory", "kabal game state (loaded from a save)", held, "bytes")
    report.add("kabal", "save size", len(saved), "bytes")

    counts = [0, 0]

    def games():
        counts[:] = [0, 0]  # time_us may call this more than once: count one call's games
        for seed in range(_GAMES):
            played, moves = _bot_game(kabal, Bot, seed)
            counts[0] += moves
            counts[1] += played.winners() == (0,)

    total = time_us(games)
    report.add("kabal", "full bot game (deals 0-%d)" % (_GAMES - 1), total / _GAMES, "us", "< 50 ms CPython")
    report.add("kabal", "moves per bot game", counts[0] // _GAMES, "moves")

    # Per move: replay a recorded bot game (play validates every move first).
    game, count = _bot_game(kabal, Bot, 3)
    log = [game._log[i] << 8 | game._log[i + 1] for i in range(0, len(game._log), 2)]
    report.add("kabal", "history size, deal 3 played out", len(game.history_bytes()), "bytes")
    deal = time_us(lambda: kabal.new_game(1, 3), 10)
    report.add("kabal", "deal", deal, "us")

    def replay():  # fresh copies each call: time_us may call it more than once
        for again in (kabal.new_game(1, 3), kabal.new_game(1, 3), kabal.new_game(1, 3)):
            for move in log:
                again.play(move)

    report.add("kabal", "play(move), averaged", (time_us(replay) - 3 * deal) / (3 * count), "us")
    start = kabal.new_game(1, 3)
    report.add("kabal", "legal_moves() at the deal", time_us(start.legal_moves, 50), "us")
    report.add("kabal", "view(0) at the deal", time_us(lambda: start.view(0), 50), "us")
    report.add("kabal", "dead() at the deal", time_us(start.dead, 50), "us")

    # Bot decision: choose() alone, over the views of a whole game.
    game = kabal.new_game(1, 3)
    bot = Bot(0, 3)
    views = []
    while not game.over:
        view = game.view(0)
        views.append(view)
        game.play(bot.choose(view))
    chooser = Bot(0, 3)

    def decide():
        for view in views:
            chooser.choose(view)
        chooser.moves = chooser.idle_draws = 0

    report.add("kabal", "bot choose()", time_us(decide, 3) / len(views), "us")
