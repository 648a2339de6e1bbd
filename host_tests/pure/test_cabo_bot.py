# The Cabo bot on hand-built views: it sheds high cards, uses powers, calls Cabo when
# it is probably lowest, and plays whole games with legal moves only.
from cabo_setup import place

from helpers import scaled
from lysbord.bots import random_bot
from lysbord.bots.cabo.normal import Bot, best_exchange, unseen_mean
from lysbord.games import cabo
from lysbord.games.cabo.moves import HIDDEN

P = cabo.parse_move
N = cabo.move_name


def test_unseen_cards_are_valued_by_the_cards_left():
    game = place(2, [[0, 0, 13, 13], [5, 6, 7, 8]], discard=[1])
    view = game.view(0)  # it has seen 0 0 13 13 and the 1: the rest average 6.5
    left = [v for v in cabo.deck_values(2)]
    for v in (0, 0, 13, 13, 1):
        left.remove(v)
    assert abs(unseen_mean(view) - sum(left) / len(left)) < 1e-9


def test_it_exchanges_the_highest_card_or_equal_known_cards():
    assert best_exchange(bytes((3, 12, HIDDEN, 4)), 1, 6.5) == (11, 2)
    assert best_exchange(bytes((9, 2, 9, HIDDEN)), 1, 6.5) == (17, 5)


def test_it_takes_a_low_discard_for_a_high_card():
    game = place(2, [[1, 2, 12, 3], [5, 6, 7, 8]], discard=[0])
    assert N(Bot(0).choose(game.view(0))) == "take 3"


def test_it_peeks_at_an_unseen_card_with_a_drawn_seven():
    game = place(2, [[1, 2, 3, 4], [5, 6, 9, 8]], draw_top=[7], known=False)
    game.know[0] = 0b0111
    game._begin()
    game.play(P("draw"))
    assert N(Bot(0).choose(game.view(0))) == "peek 4"


def test_it_swaps_a_high_card_for_a_spied_low_one_but_not_with_the_caller():
    rows = [[1, 2, 12, 3], [0, 6, 9, 8], [4, 1, 10, 5]]
    game = place(3, rows, draw_top=[11])
    game.know[0 * 3 + 1] = 0b0001  # seat 0 spied seat 1's 0
    game._begin()
    game.play(P("draw"))
    assert N(Bot(0).choose(game.view(0))) == "swap 3 p2 1"
    game = place(3, rows, draw_top=[11], turn=1)
    game.know[0 * 3 + 1] = 0b0001
    game._begin()
    game.play(P("cabo"))  # seat 1 calls: its 0 is out of reach
    game.play(P("take 1"))
    game.play(P("draw"))
    assert N(Bot(0).choose(game.view(0))).startswith("swap 3 p3 ")


def test_it_calls_cabo_when_clearly_lowest_and_not_when_high():
    low = place(2, [[0, 1, 1, 2], [9, 10, 11, 12]])
    low.know[1] = 15  # it knows the other row is high
    low._begin()
    assert N(Bot(0).choose(low.view(0))) == "cabo"
    high = place(2, [[9, 10, 11, 12], [0, 1, 1, 2]])
    assert N(Bot(0).choose(high.view(0))) != "cabo"


def test_it_plays_whole_games_and_beats_the_random_bot():
    wins = 0
    games = scaled(30, 4)
    for seed in range(games):
        game = cabo.new_game(3, seed)
        bots = [Bot(0, seed), random_bot.Bot(1, seed), random_bot.Bot(2, seed)]
        while not game.over:
            view = game.view(game.turn)
            move = bots[game.turn].choose(view)
            assert move in view["legal"]
            game.play(move)
        wins += 0 in game.winners()
    assert wins * 3 > games * 2  # far above the one in three of a random seat


def test_the_hard_bot_swaps_for_the_card_the_other_seat_kept():
    from lysbord.bots.cabo import hard as cabo_hard

    game = place(2, [[1, 1, 2, 12], [5, 6, 7, 8]], draw_top=[0, 11], turn=1)
    game.play(P("draw"))
    game.play(P("keep 3"))  # seat 2 keeps a drawn card face down in its slot 3: a low one
    game.play(P("draw"))  # seat 1 draws an 11
    view = game.view(0)
    assert view["kept"][1] == 0b0100 and view["rows"][1][2] == HIDDEN
    assert N(Bot(0, 1).choose(view)) == "swap 4 p2 1"  # the normal bot: the first unseen card
    assert N(cabo_hard.Bot(0, 1).choose(view)) == "swap 4 p2 3"


def test_the_hard_bot_calls_against_dealt_cards_not_against_kept_ones():
    from lysbord.bots.cabo import hard as cabo_hard

    calls = []
    for kept in (0, 0b1111):
        game = place(2, [[1, 2, 3, 4], [5, 6, 7, 8]], discard=[13])
        game.know[3] = 0b1111  # seat 2 knows its whole row; seat 1 knows its own, a 10
        game.kept[1] = kept  # every card of seat 2 dealt, or every one drawn and kept
        game._begin()
        calls.append(N(cabo_hard.Bot(0, 1).choose(game.view(0))) == "cabo")
    assert calls == [True, False]


def test_the_hard_bots_deal_loops_deal_as_the_sampler_does():
    from lysbord.bots.cabo import hard as cabo_hard

    # On the Pico these are the native loops (loops_native), if they loaded; elsewhere loops.py.
    assert cabo_hard._agree(cabo_hard._deal, cabo_hard._lowest)
    pool = bytearray((5, 1, 9, 0, 13, 2, 7))
    sums = bytearray(2)
    cabo_hard._lowest(pool, bytes((7, 1, 1, 2, 4, 3)), 2, sums)  # a pool of 7: rows of 1 card, of 2
    assert list(sums) == [5, 0 + 2]  # the lowest of 1 9 0 13, then of 2 7 and (starting over) 5
