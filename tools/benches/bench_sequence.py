# Sequence costs on CPython and MicroPython: a play (placement + detection), legal moves,
# a whole random game, random self-play rate, a bot move; heap of module and state; saves.
import gc
import sys

from benchlib import ON_MICROPYTHON, elapsed_us, heap_held, heap_used, now_us, time_us

_COPIES = 40 if ON_MICROPYTHON else 400
_GAMES = 3 if ON_MICROPYTHON else 300
_MODULES = (
    "lysbord.games.sequence_board",
    "lysbord.games.sequence_moves",
    "lysbord.games.sequence_state",
    "lysbord.games.sequence_cards",
    "lysbord.games.sequence_load",
    "lysbord.games.sequence",
)


def _import_all():
    """Heap kept by importing the Sequence rules (all their files), MicroPython only."""
    for name in _MODULES:
        sys.modules.pop(name, None)
    before = heap_used()
    __import__("lysbord.games.sequence")
    __import__("lysbord.games.sequence_load")  # loaded by undo/from_bytes
    return None if before is None else heap_used() - before


def _random_game(rules, seed, Rng):
    game = rules.new_game(2, seed)
    rng = Rng(seed)
    moves = 0
    while not game.over:
        legal = game.legal_moves()
        game.play(legal[rng.below(len(legal))])
        moves += 1
    return moves


def _timed_plays(rules, data, move):
    """Mean microseconds of game.play(move) on fresh copies of a saved position."""
    games = [rules.Sequence.from_bytes(data) for _ in range(_COPIES)]
    gc.collect()
    start = now_us()
    for game in games:
        game.play(move)
    return elapsed_us(start) / len(games)


def bench(report):
    import_bytes = _import_all()
    report.add("memory", "import Sequence rules (6 files)", import_bytes, "bytes")
    from lysbord.games import sequence as S
    from lysbord.rng import Rng

    held, game = heap_held(lambda: S.new_game(2, 1))
    report.add("memory", "Sequence game state, 2 players", held, "bytes")
    if held is not None:
        report.add("memory", "Sequence module + game", import_bytes + held, "bytes", "< 24 KB")
    report.add("sequence", "save size at the deal", len(game.to_bytes()), "bytes", "< 256")

    # One placement on a quiet board, and one that completes a sequence (a row of five).
    ref = S.new_game(2, 1, virtual=False)
    report.add("sequence", "play: place, no sequence", _timed_plays(S, ref.to_bytes(), S.place(17, 44)), "us", "<= 10")
    for cell in (50, 51, 52, 53):
        ref.turn = 0
        ref.play(S.place(S.LAYOUT[cell], cell))
    ref.turn = 0
    ref._begin()
    complete = S.place(S.LAYOUT[54], 54)
    report.add(
        "sequence", "play: place completing a sequence", _timed_plays(S, ref.to_bytes(), complete), "us", "<= 10"
    )
    virtual = S.new_game(2, 5)
    report.add(
        "sequence", "legal_moves, virtual deck", time_us(virtual.legal_moves, 20 if ON_MICROPYTHON else 2000), "us"
    )
    report.add("sequence", "legal_moves, referee", time_us(ref.legal_moves, 5 if ON_MICROPYTHON else 500), "us")

    # Whole random games: deal, legal moves, a random choice and play, to the end.
    moves = [0]

    def games():
        for seed in range(_GAMES):
            moves[0] += _random_game(S, seed, Rng)

    total = time_us(games)
    report.add("sequence", "full random game, 2 players", total / _GAMES, "us")
    report.add("sequence", "random self-play", 1e6 * _GAMES / total, "games/s", ">= 2800 (CPython)")
    report.add("sequence", "random play per move (incl. legal)", total / moves[0], "us")

    # Peak live heap during a whole random game (after each move, MicroPython).
    if ON_MICROPYTHON:
        base = heap_used()
        game = S.new_game(2, 3)
        rng = Rng(3)
        peak = biggest = 0
        while not game.over:
            legal = game.legal_moves()
            game.play(legal[rng.below(len(legal))])
            legal = None
            peak = max(peak, heap_used() - base)
            biggest = max(biggest, len(game.to_bytes()))
        report.add("memory", "peak live heap during a random game", peak, "bytes", "< 24 KB with module")
        report.add("sequence", "largest save in a random game", biggest, "bytes", "< 256")

    from lysbord.bots.sequence import Bot

    game = S.new_game(2, 8)
    rng = Rng(8)
    for _ in range(30):
        legal = game.legal_moves()
        game.play(legal[rng.below(len(legal))])
    bot = Bot(game.turn, 1)
    view = game.view(game.turn)
    report.add(
        "sequence",
        "bot move (mid-game)",
        time_us(lambda: bot.choose(view), 5 if ON_MICROPYTHON else 300),
        "us",
        "< 300",
    )
    report.add("sequence", "view", time_us(lambda: game.view(game.turn), 5 if ON_MICROPYTHON else 300), "us")
