# Cabo costs: a move, a whole game, a bot decision; heap held by the modules and by
# a game state on MicroPython; the size of a save.
from benchlib import ON_MICROPYTHON, heap_held, import_cost, play_out, time_us

_GAMES = 2 if ON_MICROPYTHON else 20
_REPEAT = 200  # enough calls to beat a millisecond timer
_MODULES = ("lysbord.games.cabo.moves", "lysbord.games.cabo.check", "lysbord.games.cabo.view", "lysbord.games.cabo")


def _bot_game(cabo, Bot, seed, players=4):
    """A whole game between bots; returns (game, moves)."""
    game = cabo.new_game(players, seed)
    bots = [Bot(seat, seed + seat) for seat in range(players)]
    return game, play_out(game, bots)


def bench(report):
    """The Cabo rows (a generator: heap figures are taken after the runner collects)."""
    cost = yield from import_cost(_MODULES[-1], _MODULES[:-1])
    report.add("memory", "import lysbord.games.cabo (+moves, check, view)", cost, "bytes")
    for name in ("lysbord.bots.cabo.normal", "lysbord.ui.console.cabo"):
        report.add("memory", "import " + name, (yield from import_cost(name)), "bytes")
    from lysbord.bots.cabo.normal import Bot
    from lysbord.games import cabo

    # A loaded save holds the same state as a deal (with an empty undo history).
    game = cabo.new_game(4, 1)
    data = game.to_bytes()
    held, _ = yield from heap_held(lambda: cabo.Cabo.from_bytes(data))
    report.add("memory", "cabo game state, 4 players (loaded)", held, "bytes")
    held, _ = yield from heap_held(lambda: cabo.new_game(4, 1))
    report.add("memory", "cabo new game, 4 players", held, "bytes")
    report.add("cabo", "save size, 4 players", len(game.to_bytes()), "bytes")
    report.add("cabo", "save size, 6 players", len(cabo.new_game(6, 1).to_bytes()), "bytes")

    # Per move: legal moves + play of a bot's choice, averaged over whole games.
    moves = [0]

    def games():
        moves[0] = 0  # time_us may call this more than once: count one call's moves
        for seed in range(_GAMES):
            moves[0] += _bot_game(cabo, Bot, seed)[1]

    total = time_us(games)
    report.add("cabo", "full bot game, 4 players", total / _GAMES, "us")
    report.add("cabo", "moves per game, 4 players", moves[0] // _GAMES, "moves")

    # Per move: replay a recorded bot game (play validates against legal_moves).
    game, count = _bot_game(cabo, Bot, 7)
    log = [game._log[i] << 8 | game._log[i + 1] for i in range(0, len(game._log), 2)] if count < 1000 else []
    deal = time_us(lambda: cabo.new_game(4, 7), 5)

    def replay():
        again = cabo.new_game(4, 7)
        for move in log:
            again.play(move)

    if log:
        report.add("cabo", "per move (play)", (time_us(replay, 2) - deal) / len(log), "us")
    report.add("cabo", "new game (deal)", deal, "us")

    game = cabo.new_game(4, 7)
    for _ in range(4):
        game.play(cabo.parse_move("look 1 2"))
    report.add("cabo", "legal_moves (turn start)", time_us(game.legal_moves, _REPEAT), "us")
    draw = cabo.parse_move("draw")
    game.play(draw)
    report.add("cabo", "legal_moves (drawn card)", time_us(game.legal_moves, _REPEAT), "us")
    view = game.view(game.turn)
    report.add("cabo", "view", time_us(lambda: game.view(game.turn), _REPEAT), "us")
    bot = Bot(game.turn, 3)
    # on the Pico every level is judged in the chip column (section pico: cabo normal)
    report.add("cabo", "bot decision", time_us(lambda: bot.choose(view), _REPEAT), "us")
    report.add("cabo", "undo + redo", time_us(lambda: (game.undo(), game.play(draw)), 20), "us")
    report.add("cabo", "save (to_bytes)", time_us(game.to_bytes, 20), "us")
