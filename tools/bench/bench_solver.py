# 7'er kabal solver: deals solved per second, median and worst time per deal, positions per second,
# the transposition table's memory; the console's advice within its budget (the Pico's too);
# a whole game of the planning bot. The big figures come from `make solve` (docs/kabal-solvability.md).
import sys

from benchlib import ON_MICROPYTHON, elapsed_us, heap_now, now_us, time_us

_DEALS = 2 if ON_MICROPYTHON else 30
_LIMIT = 150 if ON_MICROPYTHON else 2000


def bench(report):
    """The solver rows (a generator: heap figures are taken after the runner collects)."""
    from lysbord.games.kabal import new_game
    from lysbord.games.kabal import solver as kabal_solver

    times, nodes, won = [], 0, 0
    for deal in range(_DEALS):
        game = new_game(1, deal)
        solver = kabal_solver.Solver(_LIMIT)
        start = now_us()
        result = solver.solve(game)
        times.append(elapsed_us(start))
        nodes += solver.nodes
        won += result == kabal_solver.WIN
    times.sort()
    total = sum(times)
    limit = "limit %d" % _LIMIT
    report.add("solver", "deals solved per second (%s)" % limit, _DEALS * 1e6 / total, "deals/s", "> 2 CPython")
    report.add("solver", "median time per deal (%s)" % limit, times[len(times) // 2] / 1000, "ms", "< 500 ms CPython")
    report.add("solver", "worst time per deal (%s)" % limit, times[-1] / 1000, "ms", "< 10 s CPython")
    report.add("solver", "positions expanded per second", nodes * 1e6 / total, "pos/s", "> 3000 CPython")
    report.add("solver", "deals won of %d (%s)" % (_DEALS, limit), won, "deals")

    # The dead-position test the search runs at every position (kabal_dead), on the deals themselves.
    from lysbord.games.kabal.dead import dead

    games = [new_game(1, deal) for deal in range(10)]

    def test_all():
        for game in games:
            dead(game)

    per = time_us(test_all) / len(games)
    report.add("solver", "dead-position test per position (deals 0-9)", per, "us", "< 150 us CPython")

    # The table at its fullest: one search kept alive to the node limit (an unknown deal).
    solver = kabal_solver.Solver(_LIMIT)
    before = yield from heap_now()
    solver._search(kabal_solver.clone(new_game(1, 7)), _LIMIT)
    after = yield from heap_now()
    if ON_MICROPYTHON:
        report.add("solver", "table held at %d positions" % len(solver.seen), after - before, "bytes", "< 60 KB Pico")
    else:
        held = sys.getsizeof(solver.seen) + sum(sys.getsizeof(key) for key in solver.seen)
        report.add("solver", "table held at %d positions" % len(solver.seen), held, "bytes")
    solver.seen = set()

    # The console's advice at the deal, in its budget (150 positions on the Pico, 3000 on a PC).
    from lysbord.ui.console import kabal as text_kabal

    game = new_game(1, 7)
    report.add(
        "solver",
        "console advice at deal 7 (budget %d)" % text_kabal.ADVICE_BUDGET,
        time_us(lambda: text_kabal.advise(game)) / 1000,
        "ms",
        "< 1000 ms",
    )

    if not ON_MICROPYTHON:
        from benchlib import play_out

        from lysbord.bots.kabal.normal import Planner

        def planned():
            play_out(new_game(1, 1), [Planner(0, 1)])

        report.add("solver", "planning bot, whole game (deal 1)", time_us(planned) / 1000, "ms", "< 10 s CPython")
