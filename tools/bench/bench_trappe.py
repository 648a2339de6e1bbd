# Høyers trappe costs: a move, legal moves, a whole game (bot against random players),
# a bot decision; heap held by the modules and a game state on MicroPython; save sizes.
from benchlib import ON_MICROPYTHON, heap_held, import_cost, play_out, time_us

_GAMES = 2 if ON_MICROPYTHON else 40
_MODULES = ("lysbord.games.trappe.row", "lysbord.games.trappe.save", "lysbord.games.trappe")


def _game(trappe, Bot, random_bot, players, seed):
    """A whole game: the bot in seat 0, random players elsewhere; returns (game, moves)."""
    game = trappe.new_game(players, seed)
    bots = [Bot(0, seed)] + [random_bot.Bot(s, seed + s) for s in range(1, players)]
    return game, play_out(game, bots)


def bench(report):
    """The Høyers trappe rows (a generator: heap figures are taken after the runner collects)."""
    cost = yield from import_cost(_MODULES[-1], _MODULES[:-1])
    report.add("memory", "import lysbord.games.trappe (+row, save)", cost, "bytes")
    for name in ("lysbord.bots.trappe.normal", "lysbord.ui.console.trappe"):
        report.add("memory", "import " + name, (yield from import_cost(name)), "bytes")
    from lysbord.bots import random_bot
    from lysbord.bots.trappe.normal import Bot
    from lysbord.games import trappe

    # The state a loaded save holds: a deal's, with one checkpoint of undo history.
    saved = trappe.new_game(4, 1).to_bytes()
    held, game = yield from heap_held(lambda: trappe.Trappe.from_bytes(saved))
    report.add("memory", "trappe game state, 4 players (loaded from a save)", held, "bytes")
    report.add("trappe", "save size, 4 players", len(saved), "bytes")

    counts = [0]

    def games():
        counts[0] = 0  # time_us may call this more than once: count one call's moves
        for seed in range(_GAMES):
            counts[0] += _game(trappe, Bot, random_bot, 3, seed)[1]

    total = time_us(games)
    report.add("trappe", "full game, 3 players, bot vs 2 random", total / _GAMES, "us")
    report.add("trappe", "moves per game, 3 players", counts[0] // _GAMES, "moves")

    # Per move: replay a recorded game (play validates every move first).
    game, count = _game(trappe, Bot, random_bot, 3, 5)
    log = [game._log[i] << 8 | game._log[i + 1] for i in range(0, len(game._log), 2)]
    report.add("trappe", "history size, 3-player game played out", len(game.history_bytes()), "bytes")
    fresh = trappe.new_game(3, 5)

    def replay():
        copy = trappe.Trappe.from_bytes(fresh.to_bytes())
        for move in log:
            copy.play(move)

    report.add("trappe", "play() per move (replay)", time_us(replay, 1) / len(log), "us")
    middle = trappe.new_game(3, 5)
    for move in log[: len(log) // 2]:
        middle.play(move)
    report.add("trappe", "legal_moves() mid-game", time_us(middle.legal_moves, 50), "us")
    seat = middle.turn
    view = middle.view(seat)
    bot = Bot(seat, 1)
    report.add("trappe", "bot decision mid-game", time_us(lambda: bot.choose(view), 50), "us")
    report.add("trappe", "view() mid-game", time_us(lambda: middle.view(seat), 50), "us")
    report.add(
        "trappe",
        "undo() + play() mid-game",
        time_us(lambda: (middle.undo(), middle.play(log[len(log) // 2 - 1])), 20),
        "us",
    )
