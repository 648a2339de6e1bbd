# The dead-position test (kabal_dead): a hand-built dead position with its answer checked by a full
# search, a deal it proves lost at once, and every position of found winning lines said alive.
from test_kabal_solver import position

from helpers import ON_CHIP
from lysbord.games.kabal import new_game
from lysbord.games.kabal import solver as kabal_solver
from lysbord.games.kabal.dead import dead

# 5H, 7S and 7C lie face down under 6H: 6H can go neither up (5H is under it) nor onto a black
# seven (both under it), and no king waits for an empty column, so 5H never comes out.
BURIED = (
    ("5H", "7S", "7C", "6H"),
    ("KH", "QS", "JH", "TS", "9H", "8S"),
    ("KS", "QH", "JS", "TH", "9S", "8H"),
    (),
    (),
    (),
    (),
)
BURIED_STOCK = "KC QC JC TC 9C 8C 7H"


def buried():
    return position(BURIED, (3, 0, 0, 0, 0, 0, 0), BURIED_STOCK, (6, 4, 13, 6))


def test_a_card_under_its_own_way_out_is_dead_and_a_full_search_agrees():
    assert dead(buried())
    solver = kabal_solver.Solver(3000)
    assert solver.solve(buried()) == kabal_solver.LOSS and solver.nodes == 0, "proven at the root"
    # every legal move, no dead test: the proof takes 381 positions, more than the Pico's heap
    # holds (its searches are of 150, games/kabal/hint.py): there it must not find a win
    full = kabal_solver.Solver(150 if ON_CHIP else 3000, every=True, prune=False)
    found = full.solve(buried())
    assert found == (kabal_solver.UNKNOWN if ON_CHIP else kabal_solver.LOSS) and full.nodes > 1


def test_the_same_cards_with_a_seven_free_are_alive():
    # 7C in the stock instead of under 6H: 6H can go onto it, and the game is won
    columns = (("5H", "7S", "6H"),) + BURIED[1:]
    game = position(columns, (2, 0, 0, 0, 0, 0, 0), BURIED_STOCK + " 7C", (6, 4, 13, 6))
    assert not dead(game)
    assert kabal_solver.solve(game, 3000)[0] == kabal_solver.WIN


def test_a_deal_dead_from_the_start_is_proven_lost_at_once():
    # deal 4: without the test the search runs out of budget; with it, no position is searched.
    # On the chip at the board's own hint budget: 300 positions' set of keys grows past 1.5 KB
    # in one piece, which the suite's heap after its imports does not always hold.
    budget = 150 if ON_CHIP else 300
    assert dead(new_game(1, 4))
    assert kabal_solver.Solver(budget, prune=False).solve(new_game(1, 4)) == kabal_solver.UNKNOWN
    solver = kabal_solver.Solver(budget)
    assert solver.solve(new_game(1, 4)) == kabal_solver.LOSS and solver.nodes == 0


def test_every_position_of_a_winning_line_is_alive():
    # lines found without the test, so the test cannot have steered them
    for deal in (1, 3):
        game = new_game(1, deal)
        solver = kabal_solver.Solver(1500, prune=False)
        assert solver.solve(game) == kabal_solver.WIN
        for move in solver.line:
            assert not dead(game), "deal %d: a position of a winning line said dead" % deal
            game.play(move)
        assert game.winners() == (0,)
