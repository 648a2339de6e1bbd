# Siódemki saves that pass their checksum but hold a state the rules cannot reach are refused,
# naming the field (docs/rules/siodemki.md; issue: forged saves). Forged = payload byte changed,
# checksum recomputed. The forged-save battery over every byte: test_forgery.py.
from forge_kit import forge, refused
from siodemki_deals import deal, play

from helpers import message, raises
from lysbord import cards
from lysbord.games import siodemki
from lysbord.games.base import frame
from lysbord.games.siodemki import Siodemki
from lysbord.games.siodemki.rules import STOCK

JACK_IN = 16  # payload bytes of header fields (siodemki/view.py _FIELDS)
LEADER = 10
HIGH_SEAT = 14
PLAYED = 11
WINNER = 17
HISTORY = 0x48  # the frame id of a history record (base.py)


def test_a_jack_taken_flag_with_the_trump_jack_in_the_stock_is_refused():
    game = deal(2, 0, ["AS KS QS TS 7S 8S", "2H 2S 3S 4S 5S 6S"], "9H")
    play(game, "stand")
    assert game._loc[cards.parse("JH")] == STOCK  # the jack of hearts, trump
    data = game.to_bytes()
    assert data[6 + JACK_IN] == 0
    refused(Siodemki, data, JACK_IN, 1, "jack_in")
    # The same deal with the trump jack dealt: the flag is required, and its absence refused.
    game = deal(2, 0, ["AS KS QS TS 7S 8S", "JH 2S 3S 4S 5S 6S"], "9H")
    play(game, "stand")
    assert Siodemki.from_bytes(game.to_bytes()).jack_in == 1
    refused(Siodemki, game.to_bytes(), JACK_IN, 0, "jack_in")


def test_a_leader_seat_past_the_players_is_refused():
    game = deal(2, 0, ["AS KS QS TS 7S 8S", "2H 2S 3S 4S 5S 6S"], "9H")
    play(game, "stand")
    refused(Siodemki, game.to_bytes(), LEADER, 4, "leader")  # stored plus one: seat 3 of two
    refused(Siodemki, game.to_bytes(), LEADER, 1, "leader")  # seat 0: the dealer, not eldest, leads the first trick


def test_high_seat_cards_on_the_table_and_the_winner_must_match_the_cards():
    game = deal(3, 0, ["2C 3C 4C 5C 6C 7C", "AH 2S 3S 4S 5S 6S", "2D 3D 4D 5D 6D 2H"], "9H")
    play(game, "stand", "play 2S")
    data = game.to_bytes()
    refused(Siodemki, data, HIGH_SEAT, 3, "high_seat")  # the ace of trumps is seat 1's
    refused(Siodemki, data, PLAYED, 0, "played")
    refused(Siodemki, data, WINNER, 1, "winner")  # a winner while the game goes on


def test_a_history_with_a_forged_start_is_refused():
    game = deal(2, 0, ["AS KS QS TS 7S 8S", "2H 2S 3S 4S 5S 6S"], "9H")
    moves = bytes((siodemki.STAND >> 8, siodemki.STAND & 255))
    good = frame(HISTORY, Siodemki.GAME_ID, game.to_bytes() + moves)
    assert Siodemki.from_history(good).phase == siodemki.PLAYING
    forged = forge(Siodemki, game.to_bytes(), JACK_IN, 1)  # before play: no jack noted yet
    text = message(raises(ValueError, Siodemki.from_history, frame(HISTORY, Siodemki.GAME_ID, forged + moves)))
    assert "jack_in" in text
    beg = bytes((siodemki.BEG >> 8, siodemki.BEG & 255))  # after a stand, begging is not a move
    raises(ValueError, Siodemki.from_history, frame(HISTORY, Siodemki.GAME_ID, game.to_bytes() + moves + beg))


def test_a_game_won_by_a_turned_up_jack_after_a_finished_deal_reloads():
    # The first deal's Game point went to eldest on a tie with the dealer (seat 0); the next
    # dealer (seat 1) then turns up a jack one point short and wins before any play.
    game = deal(2, 0, ["TD 7S 8S 9S 2D 3D", "TS 2S 3S 4S 5S 6S"], "9H")
    play(game, "stand", "play TS", "play 7S", "play 2S", "play 8S", "play TD", "play 3S")
    play(game, "play 2D", "play 4S", "play 3D", "play 5S", "play 9S", "play 6S")
    assert game.dealer == 1 and game.view(0)["last_taken"] == (10, 10) and game.view(0)["awards"][3] == 1
    deck = [c for c in range(52) if c != cards.parse("JH")]
    game._deal_stacked(deck[:12] + [cards.parse("JH")] + deck[12:], 1, points=(0, 6))
    assert game.over and game.winners() == (1,)
    assert Siodemki.from_bytes(game.to_bytes()).to_bytes() == game.to_bytes()
