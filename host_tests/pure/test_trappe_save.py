# Høyers trappe: a save whose checksum is good is still checked field by field, and
# a state no play could reach is refused with a message naming the field.
from test_trappe import everything_but, position

import forgery
from helpers import message, raises
from lysbord.games import trappe
from lysbord.games.base import frame
from lysbord.rng import Rng


def refused_state(game, words):
    """game's state (changed by hand) is refused on load, with words in the reason."""
    data = frame(trappe.Trappe.GAME_ID, trappe.Trappe.VERSION, game._pack())
    reason = message(raises(ValueError, trappe.Trappe.from_bytes, data))
    assert words in reason, reason


def played(players, seed, moves):
    game = trappe.new_game(players, seed)
    rng = Rng(seed)
    for _ in range(moves):
        game.play(forgery.choose(game.legal_moves(), rng))
    return game


def test_round_start_points_above_points_are_refused():
    """Issue 14's reproducer: byte 15 (seat 0's round-start points) set above its points
    loaded, and a legal move 23 moves later raised "byte must be in range(0, 256)"."""
    game = played(2, 3, 20)
    payload = bytearray(game._pack())
    assert payload[15] == 0 and game.base[0] <= game.points[0] < 256
    payload[15] = 1
    data = frame(trappe.Trappe.GAME_ID, trappe.Trappe.VERSION, payload)
    reason = message(raises(ValueError, trappe.Trappe.from_bytes, data))
    assert "seat 0's round-start points 256 above its points" in reason, reason
    history = frame(0x48, trappe.Trappe.GAME_ID, data + bytes((0x20, 0)))  # the start state and a draw
    assert "round-start points" in message(raises(ValueError, trappe.Trappe.from_history, history))


def test_the_row_must_be_a_staircase():
    refused_state(position(2, ["TH", "2C"], "8S 9H"), "pile 2 breaks the staircase")
    refused_state(position(2, ["TH", "2C"], "9S 4S"), "pile 2 breaks the staircase")  # same suit beside
    game = position(2, ["TH", "2C"], "9S 9H 4D")  # a tie open play left behind stays
    assert trappe.Trappe.from_bytes(game.to_bytes()) == game


def test_the_closing_rank_matches_the_closing_cards():
    refused_state(position(2, ["TH", "2C"], "KS", closing=12, up="KH KD KC"), "closing pile lies above")
    refused_state(position(2, ["TH", "2C"], "9S", up="KS KH KD KC"), "closing rank 13 does not match")
    refused_state(position(2, ["TH", "2C"], "9S", closing=12, up="KH KD KC"), "closing rank 12")
    refused_state(position(2, ["TH", "2C"], "9S", up="QS"), "face-up 12's")
    game = position(2, ["TH", "2C"], "9S", closing=12, up="KS KH KD KC QS")
    assert trappe.Trappe.from_bytes(game.to_bytes()) == game


def test_an_empty_talon_is_refilled_at_once():
    refused_state(position(2, ["TH", "2C"], "9S", talon=""), "talon is empty")


def test_seats_hands_and_points_fit_the_round():
    game = position(3, ["", "TH", "2D 3D"], "9S", turn=1)  # seat 0 went out but scored nothing
    refused_state(game, "seat 0's points 0")
    game.points[0] = 3
    assert trappe.Trappe.from_bytes(game.to_bytes()) == game
    game.playing |= 1
    refused_state(game, "seat 0 in the round with no cards")
    game = position(7, ["", "TH", "2D", "3D", "4D", "5D", "6D"], "9S", turn=1, points=[5, 0, 0, 0, 0, 0, 0])
    game.base[0] = 0  # seat 0 sits out round 0: it holds nothing and has its 5 points
    assert trappe.Trappe.from_bytes(game.to_bytes()) == game
    game = position(7, ["2S", "TH", "2D", "3D", "4D", "5D", "6D"], "9S", turn=1, points=[5, 0, 0, 0, 0, 0, 0])
    game.base[0] = 0
    game.playing &= ~1
    refused_state(game, "seat 0 out of the round with 1 cards")
    game = position(2, ["TH", "2C"], "9S", points=[14, 0])
    refused_state(game, "do not match a running game")  # 14 before the round: the game had ended


def test_passes_need_an_empty_talon_and_a_running_round():
    game = position(2, ["TH", "2C"], "9S")
    game.passes = 1  # a pass while the talon still had cards
    refused_state(game, "1 passes with 2 seats")
    game = played(2, 4, 30)
    game.over = True
    game.turn = -1
    refused_state(game, "finished")


def test_a_blocked_last_round_saves_and_loads():
    hands = ["QH 2S", "QD QC 3S"]
    under = {0: everything_but("2S 3S")}
    game = position(2, hands, "QS", talon="", up="KS KH KD KC", closing=12, under=under, points=[0, 14])
    game.play(trappe.PASS)
    game.play(trappe.PASS)  # blocked: the round ends, and with it the game
    assert game.over and game.passes == 2
    assert trappe.Trappe.from_bytes(game.to_bytes()) == game
    game.passes = 1
    refused_state(game, "1 passes in a finished round with 2 seats left")
