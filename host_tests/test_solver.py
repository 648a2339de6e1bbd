# The solver against standard Klondike (tools/solver/standard.py: only the stock rule differs),
# its lines replayed through the rule module on seeded deals, and the planning bot's determinism.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools", "solver"))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "pure"))

from standard import Standard  # noqa: E402
from test_kabal_solver import RING_ONLY, hearts  # noqa: E402

from helpers import message, raises  # noqa: E402
from lysbord.bots.kabal.normal import Planner  # noqa: E402
from lysbord.cards import parse  # noqa: E402
from lysbord.games.kabal import DRAW, Kabal, new_game  # noqa: E402
from lysbord.games.kabal import solver as kabal_solver  # noqa: E402
from lysbord.games.kabal.moves import W_FOUND  # noqa: E402
from lysbord.rng import Rng  # noqa: E402


def replay_to_win(game, line, what):
    """Play line through the rule module: every move legal, the game won at its end."""
    for move in line:
        assert move in game.legal_moves(), "%s: an illegal move" % what
        game.play(move)
    assert game.winners() == (0,), "%s: the line does not win" % what


def test_the_stock_rule_decides_a_deal_the_rest_leaves_alike():
    # AH-5H in the stock as 4H 2H AH 5H 3H: the seed's ring brings 4H up alone, a waste pile never does
    assert kabal_solver.solve(hearts(RING_ONLY), 2000)[0] == kabal_solver.WIN
    assert kabal_solver.solve(hearts(RING_ONLY, Standard), 2000)[0] == kabal_solver.LOSS


def test_the_standard_stock_keeps_a_waste_and_turns_it_over():
    game = hearts("AH 2H 3H 4H 5H", Standard)
    game.play(DRAW)
    game.play(DRAW)
    assert bytes(game.group) == bytes(parse(w) for w in "AH 2H 3H 4H 5H".split()) and not game.stock
    game.play(DRAW)  # the waste turned over, in its order
    assert not game.group and bytes(game.stock) == bytes(parse(w) for w in "AH 2H 3H 4H 5H".split())
    game.play(DRAW)
    assert message(raises(ValueError, game.play, W_FOUND << 8)) == "3H cannot go on its foundation yet"


def test_solver_lines_replay_to_wins_through_the_rule_module():
    for cls in (Kabal, Standard):
        won = 0
        for deal in range(6):
            result, line = kabal_solver.solve(cls(deal), 1500)
            if result == kabal_solver.WIN:
                replay_to_win(cls(deal), line, "deal %d" % deal)
                won += 1
        assert won >= 3, "%s: only %d of deals 0-5 won" % (cls.__name__, won)


class _OwnStockOnly(kabal_solver.Solver):
    """The solver with each position marked by its own stock state alone (none covered by draws)."""

    def _key(self, game, table):
        return kabal_solver._own_key(game, table)

    def _marks(self, game, table):
        return (kabal_solver._own_key(game, table),)


def test_a_position_the_draws_of_a_searched_one_reach_is_not_searched_again():
    # the same losses proven with fewer positions, in both stock rules: with the same table, a stock
    # state that a searched position's draws reach offers nothing that position did not (buried is
    # searched without the dead-position test, which proves it at once)
    from test_kabal_solver_dead import buried

    for make, prune in ((buried, False), (lambda: Standard(194), True), (lambda: Standard(72), True)):
        covered = kabal_solver.Solver(3000, prune=prune, luby=1, proof=3000)
        alone = _OwnStockOnly(3000, prune=prune, luby=1, proof=3000)
        assert covered.solve(make()) == alone.solve(make()) == kabal_solver.LOSS
        assert covered.nodes < alone.nodes, (covered.nodes, alone.nodes)
    # the draws of the start's stock come round to it in both rules: drawing alone is covered
    for cls in (Kabal, Standard):
        game = cls(194)
        solver = kabal_solver.Solver(3000)
        start = set(solver._marks(game, kabal_solver._table_key(game)))
        for _ in range(10):
            game.play(DRAW)
            assert solver._key(game, kabal_solver._table_key(game)) in start, cls.__name__


def test_the_planning_bot_plays_a_deal_the_same_way_for_a_seed():
    games = []
    for _ in range(2):
        game, bot = new_game(1, 2), Planner(0, 9, 150)
        while not game.over and game.counter < 60:
            game.play(bot.choose(game.view(0)))
        games.append(game.history_bytes())
    assert games[0] == games[1]


def test_the_planning_bot_sees_only_its_view():
    # two tables that look the same to the player (hidden cards shuffled) get the same move
    game = new_game(1, 4)
    twin = Kabal.from_bytes(game.to_bytes())
    twin._scramble_hidden(0, Rng(3))
    assert game.view(0) == twin.view(0) and bytes(game.stock) != bytes(twin.stock)
    assert Planner(0, 1, 150).choose(game.view(0)) == Planner(0, 1, 150).choose(twin.view(0))


def test_the_dead_test_calls_no_position_of_a_winning_line_dead():
    # lines found without the test (so it cannot have steered them), in both stock rules
    from lysbord.games.kabal.dead import dead

    for cls in (Kabal, Standard):
        checked = 0
        for deal in range(40):
            solver = kabal_solver.Solver(1500, prune=False)
            if solver.solve(cls(deal)) != kabal_solver.WIN:
                continue
            game = cls(deal)
            for move in solver.line:
                assert not dead(game), "%s deal %d: a position of a winning line said dead" % (cls.__name__, deal)
                game.play(move)
            checked += 1
        assert checked >= 20, "%s: only %d lines checked" % (cls.__name__, checked)


def test_deals_dead_at_the_start_are_not_won_with_every_legal_move():
    # the deals of 0-299 the test calls dead, searched with every legal move and no dead test
    from lysbord.games.kabal.dead import dead

    for cls in (Kabal, Standard):
        deals = [deal for deal in range(300) if dead(cls(deal))]
        assert len(deals) >= 10, deals
        for deal in deals:
            solver = kabal_solver.Solver(1500, every=True, prune=False)
            assert solver.solve(cls(deal)) != kabal_solver.WIN, "%s deal %d" % (cls.__name__, deal)


def test_a_batch_in_two_processes_writes_what_one_process_writes(tmp_path):
    import solve

    one, two = str(tmp_path / "one.txt"), str(tmp_path / "two.txt")
    solve.run("variant", range(8), 400, one)
    solve.run("variant", range(8), 400, two, jobs=2)

    def results(path):
        return sorted(tuple(line.split()[:4]) for line in open(path))  # the time aside

    assert results(one) == results(two) and len(results(one)) == 8
    assert any(result[2] == "win" for result in results(one))
    solve.run("variant", range(10), 400, two, jobs=2)  # resumes: only deals 8 and 9 are added
    assert sorted(int(line.split()[1]) for line in open(two)) == list(range(10))


def test_the_best_first_search_wins_a_deal_the_depth_first_search_leaves_unknown():
    # standard deal 191: the depth-first solver leaves it unknown at 1,000 positions (and at 20,000:
    # docs/kabal-solvability.md), best-first wins it within them; its line replays to a win
    from bestfirst import BestFirst

    assert kabal_solver.solve(Standard(191), 1000)[0] == kabal_solver.UNKNOWN
    search = BestFirst(1000)
    assert search.solve(Standard(191)) == kabal_solver.WIN and search.nodes < 1000
    replay_to_win(Standard(191), search.line, "standard deal 191")


def test_best_first_runs_that_stall_give_way_to_fresh_ones_and_win_a_deal_one_run_does_not():
    # standard deal 1386 (unknown to the depth-first solver at 20,000 positions): one greedy run
    # with seed 2's weights stays unknown at 2,000 positions (and at 10,000); runs that end after
    # 500 positions without a better score win it within the 2,000; the line replays to a win
    from bestfirst import BestFirst

    one = BestFirst(2000, 1, 2)
    assert one.solve(Standard(1386)) == kabal_solver.UNKNOWN and one.nodes == 2000
    search = BestFirst(2000, 1, 2, stall=500)
    assert search.solve(Standard(1386)) == kabal_solver.WIN and search.nodes <= 2000
    replay_to_win(Standard(1386), search.line, "standard deal 1386")


def test_best_first_lines_replay_to_wins_in_both_stock_rules():
    from bestfirst import BestFirst

    from lysbord.games.kabal.dead import dead

    for cls in (Kabal, Standard):
        won = 0
        for deal in range(10):
            search = BestFirst(1500, runs=3, seed=deal)
            result = search.solve(cls(deal))
            assert (result == kabal_solver.LOSS) == dead(cls(deal)), "%s deal %d" % (cls.__name__, deal)
            if result == kabal_solver.WIN:
                replay_to_win(cls(deal), search.line, "%s deal %d" % (cls.__name__, deal))
                won += 1
        assert won >= 6, "%s: only %d of deals 0-9 won" % (cls.__name__, won)


def test_a_batch_with_a_bad_count_says_so_and_writes_nothing(tmp_path):
    import solve

    out = str(tmp_path / "out.txt")
    for flag in ("--jobs", "--luby", "--best", "--stall"):
        failed = raises(
            SystemExit, solve.main, ["--deals", "0-1", "--out", out, flag, "-1" if flag != "--jobs" else "0"]
        )
        assert "expected --jobs 1 or more, --luby, --best and --stall 0 or more" in str(failed.code), flag
        assert not os.path.exists(out)


def test_the_summary_gives_each_rate_with_its_whole_interval(tmp_path):
    import solve

    results = tmp_path / "solve.txt"
    results.write_text("variant 0 win 10 0.1\nvariant 1 win 10 0.1\nvariant 2 unknown 10 0.1\nvariant 3 loss 10 0.2\n")
    row = solve.summary([str(results)]).splitlines()[2]
    won, if_unknowns_won = (solve.wilson(2, 4), solve.wilson(3, 4))
    assert "| 50.0 %% (%.1f-%.1f %%) |" % won in row and "| 75.0 %% (%.1f-%.1f %%) |" % if_unknowns_won in row
    assert "(-" not in row
