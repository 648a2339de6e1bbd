# 7'er kabal: a save whose checksum is good is still checked field by field; a state
# no play could give is refused with a message naming the field.
from test_kabal import DEAD, SAFE, build

from helpers import message, raises
from lysbord.games.base import frame
from lysbord.games.kabal import Kabal, new_game, parse_move


def loaded(game):
    return Kabal.from_bytes(frame(Kabal.GAME_ID, Kabal.VERSION, game._pack()))


def refused_state(game, words):
    """game's state (changed by hand) is refused on load, with words in the reason."""
    reason = message(raises(ValueError, loaded, game))
    assert words in reason, reason


def test_result_matches_the_foundations():
    game = build(["", "", "| KD", "", "", "", ""], found=(13, 13, 12, 13))
    game.play(parse_move("t3-f"))
    assert game.winners() == (0,) and loaded(game) == game
    game.result = 2  # given up with every card home: the game had already ended, won
    refused_state(game, "result 2 does not match its 52 foundation cards")
    game = new_game(1, 3)
    game.result = 1
    refused_state(game, "result 1 does not match its 0 foundation cards")


def test_idle_draws_follow_the_last_moves():
    game = build(DEAD, stock=SAFE)
    game.play(parse_move("draw"))
    game.play(parse_move("draw"))
    assert game.idle == 2 and loaded(game) == game  # two draws showing nothing playable
    game.counter = 1
    refused_state(game, "2 idle draws in 1 moves")
    game = build(DEAD, stock=SAFE)
    game.counter, game.idle = 5, 1  # no card drawn at all
    refused_state(game, "no idle draw")
    game = build(["KS", "QS", "JS", "KC", "QC", "JC", "| TS"], stock="2S 3S JH")
    game.play(parse_move("draw"))  # JH fits on QS: this draw was not idle
    assert game.idle == 0 and loaded(game) == game
    game.idle = 1
    refused_state(game, "no idle draw")
    game = build(DEAD, stock=SAFE)
    game.play(parse_move("draw"))
    game.result = 2  # giving up is a move: it ends the run of idle draws
    refused_state(game, "no idle draw")


def test_history_with_a_forged_start_is_refused():
    game = build(DEAD, stock=SAFE)
    game.play(parse_move("draw"))
    game.idle = 9
    start = frame(Kabal.GAME_ID, Kabal.VERSION, game._pack())
    history = frame(0x48, Kabal.GAME_ID, start + bytes((7, 0)))  # then a draw
    assert "idle draws" in message(raises(ValueError, Kabal.from_history, history))


def test_fields_are_named():
    good = new_game(1, 2)._pack()
    for at, value, words in ((0, 2, "option flags 2"), (1, 3, "result 3"), (8, 1, "idle draws")):
        bad = good[:at] + bytes((value,)) + good[at + 1 :]
        reason = message(raises(ValueError, Kabal.from_bytes, frame(Kabal.GAME_ID, Kabal.VERSION, bad)))
        assert words in reason, reason
