# The 7'er kabal solver on hand-built positions with known answers, and the shipped list of
# winnable deals. Plain functions: they run under pytest and under MicroPython (the solver is
# firmware: the Pico's console uses it with a small budget).
from helpers import ON_CHIP, said, scaled
from lysbord.cards import parse
from lysbord.games.kabal import DRAW, Kabal, new_game, parse_move
from lysbord.games.kabal import solver as kabal_solver
from lysbord.games.kabal import winnable as kabal_winnable
from lysbord.games.kabal.moves import F_TABLEAU, GIVE_UP, TABLEAU
from lysbord.rng import Rng

# Everything but the hearts is up; the hearts lie one to a column (8H face down under 7H), and the
# stock holds AH-5H in this order. AH, 2H, 3H go up from the first two groups; then 4H and 5H are
# left. The seed's ring brings 4H up alone (a short stock shows only its own cards); a waste pile
# keeps 5H on top of 4H for ever.
HEARTS = (("8H", "7H"), ("9H",), ("TH",), ("JH",), ("QH",), ("KH",), ("6H",))
RING_ONLY = "4H 2H AH 5H 3H"
# On the Pico itself (tools/pico/suites.py) the searches are of the size its hint makes
# (games/kabal/hint.py: PICO_BUDGET, 150 positions): a few hundred positions fragment its heap
# past a set's next table, so the host's 3,000-position searches take a deal won within 150.
WON_DEAL, SEARCH, LUBY = (0, 150, 10) if ON_CHIP else (5, 3000, 50)


def position(columns, down, stock, found, cls=Kabal):
    """A position of class cls: columns of card names, face-down counts, stock, foundation heights."""
    game = cls(0)
    game.cols = [bytearray(parse(w) for w in col) for col in columns]
    game.down = bytearray(down)
    game.stock = bytearray(parse(w) for w in stock.split())
    game.group = bytearray()
    game.found = bytearray(found)
    game._begin()
    assert Kabal.from_bytes(game.to_bytes()).to_bytes() == game.to_bytes(), "the hand-built position is not a real one"
    return game


def hearts(stock, cls=Kabal):
    return position(HEARTS, (1, 0, 0, 0, 0, 0, 0), stock, (13, 0, 13, 13), cls)


def replay(game, line):
    """Play line through the rule module (each move checked there); the game at the end."""
    for move in line:
        game.play(move)
    return game


def test_a_short_win_is_found_and_replays_to_a_win():
    # JC over QC (face down); KC in the stock; the rest is up
    game = position((("QC", "JC"), (), (), (), (), (), ()), (1, 0, 0, 0, 0, 0, 0), "KC", (13, 13, 13, 10))
    result, line = kabal_solver.solve(game, 50)
    assert result == kabal_solver.WIN and len(line) == 5, line
    assert game.scores() == (49,), "solving must not touch the game"
    assert replay(game, line).winners() == (0,)


def test_a_buried_ace_is_proven_lost():
    # AH lies under 2H, which has nowhere to go: no black three is out and no column can empty
    columns = (("AH", "2H"), ("9H",), ("TH",), ("JH",), ("QH",), ("KH",), ("8H",))
    game = position(columns, (1, 0, 0, 0, 0, 0, 0), "3H 4H 5H 6H 7H", (13, 0, 13, 13))
    solver = kabal_solver.Solver(2000)
    assert solver.solve(game) == kabal_solver.LOSS and solver.line == []
    assert solver.nodes < 50, "a stuck position is proven at once"


def test_the_seeds_ring_wins_where_the_order_alone_decides():
    game = hearts(RING_ONLY)
    result, line = kabal_solver.solve(game, 1000)
    assert result == kabal_solver.WIN and line[0] == DRAW
    assert replay(game, line).winners() == (0,)


def test_a_deal_is_solved_the_same_way_twice():
    deal = new_game(1, WON_DEAL)
    first, second = kabal_solver.Solver(SEARCH, 7), kabal_solver.Solver(SEARCH, 7)
    assert first.solve(deal) == second.solve(deal) == kabal_solver.WIN
    assert first.line == second.line and first.nodes == second.nodes
    assert replay(new_game(1, WON_DEAL), first.line).winners() == (0,)


def test_the_winnable_list_names_deals_the_solver_wins():
    assert kabal_winnable.WINNABLE > kabal_winnable.COUNT // 2
    listed = [d for d in range(40) if kabal_winnable.winnable(d)]
    assert listed and kabal_winnable.next_winnable(listed[0]) == listed[0]
    gap = [d for d in range(40) if not kabal_winnable.winnable(d)][0]
    after = kabal_winnable.next_winnable(gap)
    assert after > gap and kabal_winnable.winnable(after)
    assert not kabal_winnable.winnable(-1) and not kabal_winnable.winnable(kabal_winnable.COUNT)
    assert kabal_winnable.next_winnable(kabal_winnable.COUNT + listed[0]) == listed[0]  # wraps round
    result, line = kabal_solver.solve(new_game(1, listed[0]), SEARCH)
    assert result == kabal_solver.WIN and replay(new_game(1, listed[0]), line).winners() == (0,)


def test_the_console_offers_winnable_deals_and_the_solvers_word():
    from lysbord.ui import console
    from lysbord.ui.console import kabal as text_kabal
    from lysbord.ui.console.words import fit

    gap = [d for d in range(40) if not kabal_winnable.winnable(d)][0]
    answers = ["n", "y", str(gap), "quit"]
    out = []
    console.main("kabal", lambda prompt: answers.pop(0), out.append)
    deal = kabal_winnable.next_winnable(gap)
    assert said(out, "Deal %d: proven winnable (every card known, drawing whenever you like)." % deal)
    # A seed that is not itself the deal says so, and why.
    skipped = "Seed %d \u2192 deal %d: deal %d is not proven winnable, %d is the next that is."
    assert said(out, skipped % (gap, deal, gap, deal))
    listed = [d for d in range(40) if kabal_winnable.winnable(d)][0]
    big = 29 * kabal_winnable.COUNT + listed
    again = ["n", "y", str(big), "quit"]
    round_out = []
    console.main("kabal", lambda prompt: again.pop(0), round_out.append)
    note = "Seed %d \u2192 deal %d: the proven-winnable deals are numbered 0-%d, so %d counts round to %d."
    # within 80 columns, as the console writes every line
    assert said(round_out, fit(note % (big, listed, kabal_winnable.COUNT - 1, big, listed)))
    assert said(round_out, "7'er kabal, deal %d, moves 0" % listed)
    assert said(out, "7'er kabal, deal %d, moves 0" % deal)
    short = position((("QC", "JC"), (), (), (), (), (), ()), (1, 0, 0, 0, 0, 0, 0), "KC", (13, 13, 13, 10))
    assert text_kabal.advise(short, 50) == "Solver: wins from here; play t1-f"
    columns = (("AH", "2H"), ("9H",), ("TH",), ("JH",), ("QH",), ("KH",), ("8H",))
    lost = position(columns, (1, 0, 0, 0, 0, 0, 0), "3H 4H 5H 6H 7H", (13, 0, 13, 13))
    assert text_kabal.advise(lost, 50) == "Solver: this deal cannot be won from here any more. 'give up' or 'undo'."


# Positions reached in real deals (deal, moves played) whose every win needs one class of move the
# solver restricts: with that class left out, the solver proves each of them lost (checked when they
# were chosen). The restricted solver must still find a win through them.
EMPTYING = (
    0,
    "t6-t3,up 6,t4-t5,up 4,t4-t2,up 4,draw,w-t5,w-f,draw,draw,w-f,draw,draw,draw,w-f,draw,draw,draw,w-f,"
    "t6-f,up 6,draw,w-f,w-t4,draw,draw,draw,draw,draw,draw,draw,draw,w-f,draw,draw,draw,draw,w-f,draw,"
    "draw,w-t1,draw,draw,draw,draw,draw,draw,draw,draw,draw,draw,w-f,draw,w-t7,draw,w-t1,draw,w-t1,t7-t1,"
    "up 7,draw,w-t5",
)
TAKING_BACK = (
    0,
    "t6-t3,up 6,t4-t5,up 4,t4-t2,up 4,draw,w-t5,w-f,draw,draw,w-f,draw,draw,draw,w-f,draw,draw,draw,w-f,"
    "t6-f,up 6,draw,w-f,w-t4,draw,draw,draw,draw,draw,draw,draw,draw,w-f,draw,draw,draw,draw,w-f,draw,"
    "draw,w-t1,draw,draw,draw,draw,draw,draw,draw,draw,draw,draw,w-f,draw,w-t7,draw,w-t1,draw,w-t1,t7-t1,"
    "up 7,draw,w-t5,t1-t2,t3-t1,up 3,t7-t3,up 7,t7-t4,up 7,t7-f,up 7,t7-f,up 7,t7-t6,up 7,t3-t1,up 3,"
    "t5-t3,up 5,t5-f,up 5,t3-f,t7-f,t4-t7,up 4,t4-f,t2-f,t2-t4,up 2,t2-f,w-t2,t6-t2,up 6,draw,draw,draw,"
    "w-f,t4-f,t5-f,up 5,t6-f,up 6,t1-f,t7-f,t6-t4,up 6,draw,draw,w-f",
)
PART_RUN = (
    3,
    "t6-t5,up 6,t3-t7,up 3,draw,draw,draw,draw,draw,draw,draw,w-t1,w-f,draw,draw,draw,draw,draw,draw,draw,"
    "draw,draw,draw,draw,draw,draw,draw,draw,draw,draw,draw,w-f,draw,draw,w-f,draw,draw,draw,w-t2,w-t2,"
    "t6-t2,up 6,t6-t5,up 6,w-t1,t4-t1,up 4,draw,w-t5,draw,draw,draw,draw,draw,draw,draw,draw,draw,draw,"
    "draw,w-t6,w-t4,draw,w-t7,draw,draw,draw,draw,draw,draw,draw,draw,draw,w-t7,t4-t7,up 4,t4-t6,up 4,"
    "t4-f,t1-f,t3-f,up 3,t5-t4,up 5,t7-t5,up 7,t2-t6,up 2,t2-f,t3-f,w-t2,w-t3,draw,w-t5,draw,w-t3,t6-t3,"
    "up 6,t6-f,up 6,draw,draw,draw,draw,draw,draw,draw,w-f,draw,draw,draw,draw,draw,draw,w-f,t7-f,up 7,"
    "t6-f,w-t2,t5-t2,up 5,t5-f,up 5",
)


def reached(deal, names):
    game = new_game(1, deal)
    for name in names.split(","):
        game.play(parse_move(name))
    return game


def kinds_in(game, line):
    """The restricted classes the line's moves belong to, played through the rule module."""
    kinds = set()
    for move in line:
        if move >> 8 == F_TABLEAU:
            kinds.add("back")
        elif move >> 8 == TABLEAU:
            src, dst = move >> 4 & 15, move & 15
            i = game._run_start(src, dst)
            if i == 0 and game.cols[dst]:
                kinds.add("empty")
            elif i > game.down[src]:
                kinds.add("part")
        game.play(move)
    assert game.winners() == (0,), "the line does not win"
    return kinds


def won_with(position, kind):
    """The solver wins from position (a hand-built one) by a line with a move of that kind."""
    game = reached(*position)
    solver = kabal_solver.Solver(3000)
    assert solver.solve(game) == kabal_solver.WIN
    assert kind in kinds_in(game, solver.line)


def test_a_win_that_needs_a_column_emptied_for_a_king_is_found():
    won_with(EMPTYING, "empty")


def test_a_win_that_needs_a_card_back_from_a_foundation_is_found():
    won_with(TAKING_BACK, "back")


def test_a_win_that_needs_part_of_a_run_moved_is_found():
    won_with(PART_RUN, "part")


def test_unknown_is_never_counted_as_lost():
    # deal 2 is neither won nor proven lost within 200 positions: the answer is unknown
    limit = 120 if ON_CHIP else 200
    solver = kabal_solver.Solver(limit)
    assert solver.solve(new_game(1, 2)) == kabal_solver.UNKNOWN and solver.line == []
    assert solver.nodes <= limit + 1


def test_with_draw_only_when_stuck_the_solvers_lines_keep_that_rule():
    # the stock's cards may not be cached by the stock alone: the table decides whether drawing is allowed
    won = 0
    for deal in (0, 1, 3):
        game = new_game(1, deal, True)
        result, line = kabal_solver.solve(game, 200 if ON_CHIP else 500)
        if result == kabal_solver.WIN:
            won += 1
            assert replay(game, line).winners() == (0,)
    assert won >= 2


def test_the_moves_read_off_the_column_tops_are_the_rules_moves():
    # legal_moves reads each column's top once (places, and the runs in progress_moves); the
    # rules' one-move tests _fits and _run_start must give the same moves at every position met
    rng = Rng(3)
    for deal in range(scaled(4, 4, 2)):
        game = new_game(1, deal)
        for _ in range(scaled(150, 150, 60)):
            places = game.places()
            for card in range(52):
                assert places.get(card, []) == [col for col in range(7) if game._fits(card, col)], (deal, card)
            runs = [m for m in game.legal_moves() if m >> 8 == TABLEAU]
            by_run_start = []
            for src in range(7):
                if game.down[src] < len(game.cols[src]):
                    for dst in range(7):
                        if dst != src and game._run_start(src, dst) >= 0:
                            by_run_start.append(TABLEAU << 8 | src << 4 | dst)
            assert runs == by_run_start, (deal, runs, by_run_start)
            moves = [m for m in game.legal_moves() if m != GIVE_UP]
            if not moves:
                break
            game.play(moves[rng.below(len(moves))])


def test_kept_dead_answers_and_draws_do_not_change_the_search():
    # from 1,000 positions on, the solver keeps dead-position answers per table and jumps over
    # draw runs it has played: the same positions, the same line as working each out again
    # (the Pico's searches are smaller: there nothing is kept, its heap being what it is)
    for deal in (3, 13):
        kept, fresh = kabal_solver.Solver(SEARCH // 2), kabal_solver.Solver(SEARCH // 2)
        fresh.memo = fresh.drawn = None  # the small search's way: nothing kept
        assert kept.solve(new_game(1, deal)) == fresh.solve(new_game(1, deal))
        assert kept.line == fresh.line and kept.nodes == fresh.nodes, deal
        assert (kept.memo is None) == ON_CHIP


def test_restarts_of_luby_lengths_win_and_their_line_replays():
    assert [kabal_solver._luby(i) for i in range(1, 16)] == [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]
    solver = kabal_solver.Solver(SEARCH, luby=LUBY)
    assert solver.solve(new_game(1, WON_DEAL)) == kabal_solver.WIN
    assert replay(new_game(1, WON_DEAL), solver.line).winners() == (0,)
