# The 7'er kabal solver on hand-built positions with known answers, and the shipped list of
# winnable deals. Plain functions: they run under pytest and under MicroPython (the solver is
# firmware: the Pico's console uses it with a small budget).
from lysbord.cards import parse
from lysbord.games import kabal_solver, kabal_winnable
from lysbord.games.kabal import DRAW, Kabal, new_game

# Everything but the hearts is up; the hearts lie one to a column (8H face down under 7H), and the
# stock holds AH-5H in this order. AH, 2H, 3H go up from the first two groups; then 4H and 5H are
# left. The seed's ring brings 4H up alone (a short stock shows only its own cards); a waste pile
# keeps 5H on top of 4H for ever.
HEARTS = (("8H", "7H"), ("9H",), ("TH",), ("JH",), ("QH",), ("KH",), ("6H",))
RING_ONLY = "4H 2H AH 5H 3H"


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
    deal = new_game(1, 5)
    first, second = kabal_solver.Solver(3000, 7), kabal_solver.Solver(3000, 7)
    assert first.solve(deal) == second.solve(deal) == kabal_solver.WIN
    assert first.line == second.line and first.nodes == second.nodes
    assert replay(new_game(1, 5), first.line).winners() == (0,)


def test_the_winnable_list_names_deals_the_solver_wins():
    assert kabal_winnable.WINNABLE > kabal_winnable.COUNT // 2
    listed = [d for d in range(40) if kabal_winnable.winnable(d)]
    assert listed and kabal_winnable.next_winnable(listed[0]) == listed[0]
    gap = [d for d in range(40) if not kabal_winnable.winnable(d)][0]
    after = kabal_winnable.next_winnable(gap)
    assert after > gap and kabal_winnable.winnable(after)
    assert not kabal_winnable.winnable(-1) and not kabal_winnable.winnable(kabal_winnable.COUNT)
    assert kabal_winnable.next_winnable(kabal_winnable.COUNT + listed[0]) == listed[0]  # wraps round
    result, line = kabal_solver.solve(new_game(1, listed[0]), 3000)
    assert result == kabal_solver.WIN and replay(new_game(1, listed[0]), line).winners() == (0,)


def test_the_console_offers_winnable_deals_and_the_solvers_word():
    from lysbord.ui import console, text_kabal

    gap = [d for d in range(40) if not kabal_winnable.winnable(d)][0]
    answers = ["n", "y", str(gap), "quit"]
    out = []
    console.main("kabal", lambda prompt: answers.pop(0), out.append)
    deal = kabal_winnable.next_winnable(gap)
    assert "Deal %d: proven winnable (every card known, drawing whenever you like)." % deal in out
    assert "7'er kabal, deal %d, moves 0" % deal in "\n".join(out)
    short = position((("QC", "JC"), (), (), (), (), (), ()), (1, 0, 0, 0, 0, 0, 0), "KC", (13, 13, 13, 10))
    assert text_kabal.advise(short, 50) == "Solver: wins from here; play t1-f"
    columns = (("AH", "2H"), ("9H",), ("TH",), ("JH",), ("QH",), ("KH",), ("8H",))
    lost = position(columns, (1, 0, 0, 0, 0, 0, 0), "3H 4H 5H 6H 7H", (13, 0, 13, 13))
    assert text_kabal.advise(lost, 50) == "Solver: this deal cannot be won from here any more. 'give up' or 'undo'."
