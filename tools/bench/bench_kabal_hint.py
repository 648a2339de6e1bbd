# The 7'er kabal hint (GET /api/hint, the console's advice): what one costs at this platform's
# budget, how often the Pico's smaller budget finds a won line or a proof, the longest slice
# the board's loop waits for, and the measurement behind the choice of solver. "Thoughtful"
# (the solver sees the face-down cards, lysbord.games.kabal.hint) against "as played" (the
# Planner, which sees only the table and remembers the stock, at the same budget): how long
# each takes, and how often the as-played move throws away a win the deal still had.
# Positions: moves 5, 20, 35, 50 of games the Planner plays (deals 0-11 on CPython). On the
# emulated Pico (tools/pico/kabal_hint.py; skipped without the firmware, or with PICO_BENCH=0):
# the hint at every CHIP_EVERY-th of these positions from CHIP_FIRST, its slices timed there.
import os

from benchlib import ON_MICROPYTHON, elapsed_us, now_us, on_pico, time_us

_DEALS = 12
_AT = (5, 20, 35, 50)
CHIP_FIRST, CHIP_EVERY = 5, 11  # 4 of the 48 positions: about 10 minutes of a loaded 2-core host


def _fresh_hint(game, budget=None):
    """A hint searched from nothing (the kept line of an earlier hint would make it free)."""
    from lysbord.games.kabal import hint as kabal_hint

    kabal_hint._plan[0] = None
    return kabal_hint.hint(game, budget or kabal_hint.BUDGET)


def _worst_move(setting):
    """The longest the hard bot at setting (kabal_hard's) takes over one move of deals 0-3, and
    the moves it plays in all."""
    from lysbord.bots.kabal import hard as kabal_hard
    from lysbord.games.kabal import new_game

    worst = moves = 0
    for deal in range(4):
        game = new_game(1, deal)
        bot = kabal_hard.Bot(0, deal, setting)
        while not game.over:
            start = now_us()
            move = bot.choose(game.view(0))
            worst = max(worst, elapsed_us(start))
            game.play(move)
            moves += 1
    return worst, moves


def _longest_slice(game, budget):
    """The longest of a sliced hint's slices, microseconds."""
    from lysbord.games.kabal import hint as kabal_hint

    steps = kabal_hint.searching(game, budget)
    longest = 0
    while True:
        start = now_us()
        try:
            next(steps)
        except StopIteration:
            return max(longest, elapsed_us(start))
        longest = max(longest, elapsed_us(start))


def bench(report):
    from lysbord.bots.kabal import hard as kabal_hard
    from lysbord.bots.kabal.normal import Planner
    from lysbord.games.kabal import hint as kabal_hint
    from lysbord.games.kabal import new_game
    from lysbord.games.kabal import solver as kabal_solver

    section = "kabal hint"
    budget = kabal_hint.BUDGET
    if ON_MICROPYTHON:  # one position at the Pico's budget: the answer's time, the loop's longest wait
        # deal 7: its hint there spends the whole budget (deal 4 is proven dead at once)
        game = new_game(1, 7)
        bot = Planner(0, 7, budget, 1)
        for _ in range(_AT[0]):
            game.play(bot.choose(game.view(0)))
        took = time_us(lambda: _fresh_hint(game)) / 1000
        report.add(section, "hint, deal 7 move 5 (budget %d): time to the answer" % budget, took, "ms")
        kabal_hint._plan[0] = None
        report.add(section, "  longest slice the board's loop waits", _longest_slice(game, budget) / 1000, "ms")
        return

    thoughtful, played, pico, kinds, reached, answers = [], [], [], {}, [], []
    winnable = kept = real = alone = longest = 0
    for deal in range(_DEALS):
        game = new_game(1, deal)
        bot = Planner(0, deal, budget, 1)  # the as-played hint: the same budget, one world
        moves = []
        for step in range(_AT[-1] + 1):
            if game.over:
                break
            if step not in _AT:
                moves.append(bot.choose(game.view(0)))
                game.play(moves[-1])
                continue
            reached.append((deal, list(moves)))
            start = now_us()
            kind, _ = _fresh_hint(game)
            thoughtful.append(elapsed_us(start))
            start = now_us()
            small = _fresh_hint(game, kabal_hint.PICO_BUDGET)
            pico.append(elapsed_us(start))
            answers.append(small)
            real += small[0] in (kabal_hint.WIN, kabal_hint.DEAD)
            alone += kabal_solver.solve(game, kabal_hint.PICO_BUDGET)[0] != kabal_solver.UNKNOWN
            kabal_hint._plan[0] = None
            longest = max(longest, _longest_slice(game, kabal_hint.PICO_BUDGET))
            kinds[kind] = kinds.get(kind, 0) + 1
            start = now_us()
            move = bot.choose(game.view(0))
            played.append(elapsed_us(start))
            if kind == kabal_hint.WIN:  # does the as-played move keep the win?
                winnable += 1
                after = kabal_solver.clone(game)
                after._apply(move)
                kept += kabal_solver.solve(after, budget)[0] == kabal_solver.WIN
            moves.append(move)
            game.play(move)
    thoughtful.sort()
    played.sort()
    pico.sort()
    at = "budget %d, %d positions" % (budget, len(thoughtful))
    report.add(section, "thoughtful hint, median (%s)" % at, thoughtful[len(thoughtful) // 2] / 1000, "ms")
    report.add(section, "thoughtful hint, worst (%s)" % at, thoughtful[-1] / 1000, "ms", "< 2000 ms CPython")
    report.add(section, "as-played hint, median (%s)" % at, played[len(played) // 2] / 1000, "ms")
    report.add(section, "as-played hint, worst (%s)" % at, played[-1] / 1000, "ms")
    for kind in (kabal_hint.WIN, kabal_hint.DEAD, kabal_hint.GUESS):
        report.add(section, "thoughtful answers '%s' (%s)" % (kind, at), kinds.get(kind, 0), "positions")
    small = "the Pico's budget (%d), %d positions" % (kabal_hint.PICO_BUDGET, len(pico))
    report.add(section, "hint at %s: a won line or a proof" % small, 100.0 * real / len(pico), "%", "> 50")
    report.add(section, "  the same by the search alone (no shipped line)", 100.0 * alone / len(pico), "%")
    report.add(section, "hint at %s: worst time to the answer" % small, pico[-1] / 1000, "ms")
    report.add(section, "hint at %s: longest slice" % small, longest / 1000, "ms")
    # on the chip itself: the Pico column (tools/pico/chip_bench.py)
    worst, moves = _worst_move(kabal_hard.PICO)
    setting = "hard bot at the Pico's setting %r (deals 0-3, %d moves)" % (kabal_hard.PICO, moves)
    report.add(section, setting + ": slowest move", worst / 1000, "ms")
    report.add(
        section,
        "as-played move: the solver still finds the win after it",
        100.0 * kept / max(1, winnable),
        "%",
        "100 % (the thoughtful hint, by its line)",
    )
    _chip_rows(report, section, reached[CHIP_FIRST::CHIP_EVERY], answers[CHIP_FIRST::CHIP_EVERY], len(reached))


def _chip_rows(report, section, positions, answers, total):
    """The hint at the Pico's budget on the emulated RP2040 at positions (answers: CPython's)."""
    if os.environ.get("PICO_BENCH") == "0":
        return
    from pico import emulator
    from pico.kabal_hint import measure

    from lysbord.games.kabal import hint as kabal_hint

    try:
        rows = measure(positions, kabal_hint.PICO_BUDGET)
    except emulator.NoFirmware:
        return  # make pico says where to get it
    at = "on the emulated RP2040 (125 MHz, stock firmware, .mpy), %d of the %d positions" % (len(rows), total)
    took = sorted(row[3] for row in rows)
    real = sum(1 for row in rows if row[1] in (kabal_hint.WIN, kabal_hint.DEAD))
    same = sum(1 for row, answer in zip(rows, answers) if (row[1], row[2]) == answer)
    longest = max(row[4] for row in rows) / 1000
    report.add_chip(section, "hint %s: longest slice the board's loop waits" % at, longest, "ms", on_pico(50, "ms"))
    median = took[len(took) // 2] / 1000
    report.add_chip(section, "  time to the answer, median", median, "ms", "< 1000 ms on the Pico (moonshot)")
    report.add_chip(section, "  time to the answer, worst", took[-1] / 1000, "ms")
    report.add_chip(section, "  a won line or a proof", 100.0 * real / len(rows), "%", ">= 90 on the Pico (moonshot)")
    report.add_chip(section, "  the same answer as CPython's", same, "positions", "= %d on the Pico" % len(rows))
    report.add_chip(section, "  least heap free during a hint (collected)", min(r[6] for r in rows) / 1024, "KB")
