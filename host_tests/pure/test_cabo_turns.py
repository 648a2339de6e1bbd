# Cabo turns on hand-built rows: exchanges and multi-exchanges, powers only from the
# draw pile, the swap that spares the caller, what each seat knows, the reshuffle.
from cabo_setup import place, row_of

from helpers import message, raises
from lysbord.games import cabo
from lysbord.games.cabo.moves import EMPTY, HIDDEN

P = cabo.parse_move
ROWS3 = [[4, 5, 6, 7], [1, 2, 3, 8], [9, 10, 11, 12]]


def test_taking_the_discard_exchanges_a_card_that_everyone_then_knows():
    game = place(3, ROWS3, discard=[2])
    game.play(P("take 4"))
    assert row_of(game, 0) == [4, 5, 6, 2] and game.discard[-1] == 7 and game.turn == 1
    assert game.view(2)["rows"][0][3] == 2  # it lay face up: everyone saw where it went


def test_keeping_a_drawn_card_only_the_drawer_knows_it():
    game = place(3, ROWS3, draw_top=[0])
    game.play(P("draw"))
    game.play(P("keep 2"))
    assert row_of(game, 0) == [4, 0, 6, 7] and game.discard[-1] == 5
    assert game.view(0)["rows"][0][1] == 0 and game.view(1)["rows"][0][1] == HIDDEN


def test_a_good_multi_exchange_leaves_fewer_cards():
    game = place(2, [[8, 3, 8, 8], [1, 2, 3, 4]], discard=[1])
    game.play(P("take 1 3 4"))
    assert row_of(game, 0) == [1, 3, EMPTY, EMPTY] and list(game.discard[-3:]) == [8, 8, 8]
    assert list(game.view(1)["rows"][0]) == [1, HIDDEN, EMPTY, EMPTY]
    game.play(P("draw"))  # seat 1; then seat 0 may exchange only the cards left
    game.play(P("discard"))
    names = [cabo.move_name(m) for m in game.legal_moves()]
    assert "take 1 2" in names and "take 3" not in names
    assert game.view(0)["totals"] == (0, 0)


def test_a_failed_multi_exchange_shows_the_cards_to_everyone_and_ends_the_turn():
    game = place(3, ROWS3, draw_top=[3], known=False)
    game.play(P("draw"))
    game.play(P("keep 1 2"))  # a 4 and a 5: not equal
    assert row_of(game, 0) == [4, 5, 6, 7] and game.discard[-1] == 3 and game.turn == 1
    for seat in range(3):
        assert list(game.view(seat)["rows"][0]) == [4, 5, HIDDEN, HIDDEN]
    assert game.view(1)["phase"] == "turn"


def test_a_failed_multi_exchange_from_the_discard_puts_the_card_back():
    game = place(2, [[6, 6, 7, 1], [1, 2, 3, 4]], discard=[5, 0])
    game.play(P("take 1 2 3"))
    assert row_of(game, 0) == [6, 6, 7, 1] and list(game.discard) == [5, 0]
    assert game.view(1)["failed"] == bytes((7, 0))  # everyone sees which attempt failed
    for _ in range(2):
        game.play(P("draw"))
        game.play(P("discard"))
    assert game.view(1)["failed"] == bytes(2)  # until that seat's next turn


def test_powers_come_only_from_a_card_drawn_from_the_draw_pile():
    game = place(3, ROWS3, discard=[9], draw_top=[5])
    assert all(m >> 12 not in (7, 8, 9) for m in game.legal_moves())
    assert "draw" in message(raises(ValueError, game.play, P("spy p2 1")))
    game.play(P("take 1"))  # taking the 9 gives no spy
    assert game.turn == 1
    game.play(P("draw"))  # a 5 has no power
    assert [cabo.move_name(m) for m in game.legal_moves() if m >> 12 >= 7] == []
    raises(ValueError, game.play, P("peek 1"))
    game.play(P("keep 4"))  # seat 1 throws its 8 away: no peek for anyone
    assert all(m >> 12 not in (7, 8, 9) for m in game.legal_moves())


def test_peek_and_spy_add_to_the_seat_knowledge_only():
    game = place(3, ROWS3, draw_top=[7, 10], known=False)
    game.play(P("draw"))
    assert "peek 3" in [cabo.move_name(m) for m in game.legal_moves()]
    game.play(P("peek 3"))
    assert list(game.view(0)["rows"][0]) == [HIDDEN, HIDDEN, 6, HIDDEN]
    assert list(game.view(1)["rows"][0]) == [HIDDEN] * 4 and game.discard[-1] == 7
    game.play(P("draw"))
    game.play(P("spy p3 2"))
    assert list(game.view(1)["rows"][2]) == [HIDDEN, 10, HIDDEN, HIDDEN]
    assert list(game.view(2)["rows"][2]) == [HIDDEN] * 4  # seat 2 has not looked at it


def test_powers_are_optional():
    game = place(2, [[1, 2, 3, 4], [5, 6, 7, 8]], draw_top=[11])
    game.play(P("draw"))
    game.play(P("discard"))
    assert row_of(game, 0) == [1, 2, 3, 4] and game.discard[-1] == 11 and game.turn == 1


def test_a_swap_is_unseen_and_knowledge_follows_the_cards():
    game = place(3, ROWS3, draw_top=[12], known=False)
    game.know[0 * 3 + 0] = 0b0001  # seat 0 knows its 4
    game.know[1 * 3 + 2] = 0b0100  # seat 1 spied seat 2's 11
    game._begin()
    game.play(P("draw"))
    game.play(P("swap 1 p3 3"))
    assert row_of(game, 0)[0] == 11 and row_of(game, 2)[2] == 4
    assert game.view(0)["rows"][0][0] == HIDDEN  # the 4 it knew went away; the 11 is unseen
    assert game.view(0)["rows"][2][2] == 4  # it knows where its 4 went
    assert game.view(1)["rows"][0][0] == 11 and game.view(1)["rows"][2][2] == HIDDEN
    assert game.view(2)["rows"][2][2] == HIDDEN  # the owner learns nothing


def test_no_swap_with_the_caller_after_cabo():
    game = place(3, ROWS3, draw_top=[11], turn=1)
    game.play(P("cabo"))
    game.play(P("draw"))  # seat 2 draws an 11
    names = [cabo.move_name(m) for m in game.legal_moves()]
    assert "swap 1 p1 1" in names and not any(" p2 " in name for name in names if name.startswith("swap"))
    error = raises(ValueError, game.play, P("swap 1 p2 1"))
    assert "caller" in message(error)
    game.play(P("swap 1 p1 1"))
    assert row_of(game, 2)[0] == 4 and row_of(game, 0)[0] == 9


def test_after_cabo_every_other_player_has_one_more_turn():
    game = place(3, ROWS3, turn=1)
    game.play(P("cabo"))
    assert game.turn == 2 and all(m != P("cabo") for m in game.legal_moves())
    game.play(P("take 1"))
    assert game.turn == 0
    game.play(P("draw"))
    assert game.round_no == 0
    game.play(P("discard"))
    assert game.round_no == 1 and game.view(0)["last_caller"] == 1


def test_an_empty_draw_pile_is_refilled_from_the_discard_pile_except_its_top():
    game = place(2, [[1, 2, 3, 4], [5, 6, 7, 8]])
    everything = sorted(list(game.draw) + list(game.discard))
    game.discard = bytearray(game.draw + game.discard)
    game.draw = bytearray()
    top = game.discard[-1]
    game._begin()
    game.play(P("draw"))
    assert list(game.discard) == [top] and len(game.draw) == len(everything) - 2
    assert sorted(list(game.draw) + [game.drawn, top]) == everything
    game.undo()
    assert len(game.draw) == 0 and game.discard[-1] == top


def test_moves_have_names_that_parse_back():
    game = place(3, ROWS3, draw_top=[12])
    game.play(P("draw"))
    for move in game.legal_moves() + [P("draw"), P("cabo"), P("look 1 4"), P("take 2")]:
        assert P(cabo.move_name(move)) == move
    assert P("Take 1+2") == P("take 1 2")
    for text in ("", "fly", "take", "take 5", "spy 2 1", "spy p0 1", "peek", "swap 1 p2", "draw 1"):
        assert message(raises(ValueError, P, text)).startswith("expected")


def test_illegal_moves_are_refused_with_a_reason():
    game = place(2, [[1, 2, 3, 4], [5, 6, 7, 8]])
    assert "draw a card first" in message(raises(ValueError, game.play, P("keep 1")))
    game.play(P("draw"))
    assert "drawn card" in message(raises(ValueError, game.play, P("take 1")))
    game.play(P("keep 1 2"))  # failed: seat 1 to move
    game.play(P("cabo"))
    assert "already" in message(raises(ValueError, game.play, P("cabo")))
    game.play(P("draw"))
    game.play(P("discard"))
    assert game.round_no == 1
    assert "look" in message(raises(ValueError, game.play, P("draw")))


def test_every_refusal_names_its_reason():
    game = place(2, [[8, 8, 1, 2], [5, 6, 7, 3]], discard=[0], draw_top=[7])
    game.play(P("take 1 2"))  # seat 0 now has an empty slot 2
    game.play(P("take 4"))
    assert "in your row" in message(raises(ValueError, game.play, P("take 2")))
    assert "expected a legal move" in message(raises(ValueError, game.play, P("look 1 2")))
    game.play(P("draw"))
    assert "no such card" in message(raises(ValueError, game.play, P("peek 2")))
    game.totals = [0, 101]
    game.phase = 3
    game.turn = -1
    assert "over" in message(raises(ValueError, game.play, P("draw")))


def test_a_save_with_a_drawn_card_outside_the_drawn_phase_is_refused():
    game = place(2, [[1, 2, 3, 4], [5, 6, 7, 8]])
    game.play(P("draw"))
    game.phase = 1  # a turn start that still holds a drawn card
    raises(ValueError, cabo.Cabo.from_bytes, game.to_bytes())
