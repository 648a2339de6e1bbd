# Cabo saves that pass their checksum but hold a state the rules cannot reach are refused,
# naming the field (docs/rules/cabo.md; issue: forged saves). Forged = payload byte changed,
# checksum recomputed. The forged-save battery over every byte: test_forgery.py.
from cabo_setup import finish_round, place
from forge_kit import forge, refused

from helpers import message, raises
from lysbord.games import cabo
from lysbord.games.base import frame
from lysbord.games.cabo import Cabo

P = cabo.parse_move
CALLER = 9  # payload bytes of the header (cabo/view.py _pack)
LOOKS_LEFT = 11
HISTORY = 0x48  # the frame id of a history record (base.py)


def test_no_looks_left_in_the_look_phase_is_refused():
    game = cabo.new_game(2, 3)
    data = game.to_bytes()
    assert game.view(0)["phase"] == "look" and data[6 + LOOKS_LEFT] == 2
    refused(Cabo, data, LOOKS_LEFT, 0, "looks_left")
    refused(Cabo, data, LOOKS_LEFT, 3, "looks_left")  # more looks than seats
    game.play(P("look 1 2"))
    refused(Cabo, game.to_bytes(), LOOKS_LEFT, 2, "turn")  # two left, but the starter has looked


def test_a_caller_seat_past_the_players_is_refused():
    game = place(2, [[1, 2, 3, 4], [5, 6, 7, 8]], turn=0)
    game.play(P("cabo"))
    data = game.to_bytes()
    assert data[6 + CALLER] == 0 and Cabo.from_bytes(data).caller == 0
    refused(Cabo, data, CALLER, 7, "caller")
    refused(Cabo, data, CALLER, 1, "turn")  # the caller has no further turn


def test_last_round_scores_and_totals_must_fit_the_rows():
    game = place(2, [[1, 1, 1, 1], [5, 5, 5, 5]], turn=0)
    game.play(P("cabo"))
    finish_round(game)
    data = game.to_bytes()
    n = 2
    last_scores = 17 + 2 * n
    assert tuple(Cabo.from_bytes(data).last_scores) == (0, 20)
    refused(Cabo, data, last_scores + 1, 21, "last_scores")
    refused(Cabo, data, 17, 1, "totals")  # over 100 while the game goes on


def test_a_history_with_a_forged_start_is_refused():
    game = cabo.new_game(2, 3)
    moves = bytes((P("look 1 2") >> 8, P("look 1 2") & 255))
    good = frame(HISTORY, Cabo.GAME_ID, game.to_bytes() + moves)
    assert Cabo.from_history(good).looks_left == 1
    forged = forge(Cabo, game.to_bytes(), CALLER, 1)  # a caller before anyone has looked
    text = message(raises(ValueError, Cabo.from_history, frame(HISTORY, Cabo.GAME_ID, forged + moves)))
    assert "caller" in text
    draw = bytes((P("draw") >> 8, 0))  # still the look phase for the second seat: no draw
    raises(ValueError, Cabo.from_history, frame(HISTORY, Cabo.GAME_ID, game.to_bytes() + moves + draw))


def test_the_most_a_round_can_add_reloads():
    # Two decks hold four 13s: a caller with all four and beaten scores 52 + 5 in one round.
    rows = [[13, 13, 13, 13]] + [[1, 2, 3, 4]] * 7
    game = place(8, rows, turn=0, rounds=2, kamikaze=False)
    game.play(P("cabo"))
    finish_round(game)
    assert game.totals[0] == 57
    assert Cabo.from_bytes(game.to_bytes()).to_bytes() == game.to_bytes()
