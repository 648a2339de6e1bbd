# What everyone at a Cabo table sees, in every seat's view: the rows as the whole table
# knows them ("open"), the slots holding a card drawn and kept face down ("kept"), the move
# that ended each seat's last turn ("last_turns"). Never a card only one seat has looked at.
from cabo_setup import finish_round, place, row_of
from forge_kit import forge

from helpers import message, raises
from lysbord.games import cabo
from lysbord.games.base import frame
from lysbord.games.cabo import Cabo
from lysbord.games.cabo.moves import HIDDEN
from lysbord.rng import Rng

P = cabo.parse_move
ROWS3 = [[4, 5, 6, 7], [1, 2, 3, 8], [9, 10, 11, 12]]


def _seen_values(view):
    """Every card value a view shows in the rows (its own knowledge and the table's)."""
    out = []
    for key in ("rows", "open"):
        for row in view[key]:
            out += [c for c in row if c < 14]
    return out


def test_a_kept_card_is_marked_for_everyone_but_only_its_keeper_sees_it():
    game = place(3, ROWS3, draw_top=[0])
    game.play(P("draw"))
    game.play(P("keep 3"))
    for seat in range(3):
        view = game.view(seat)
        assert view["kept"] == bytes((0b0100, 0, 0))  # the table saw where the drawn card went
        assert view["last_turns"] == (P("keep 3"), -1, -1)
        assert view["open"][0][2] == HIDDEN
        assert (view["rows"][0][2] == 0) == (seat == 0)
        assert 0 not in _seen_values(view) or seat == 0


def test_a_taken_discard_is_open_to_the_table_until_its_slot_is_exchanged_again():
    game = place(2, [[4, 5, 6, 7], [1, 2, 3, 8]], discard=[9, 1], draw_top=[2, 0])
    game.play(P("take 2"))
    for seat in range(2):
        assert list(game.view(seat)["open"][0]) == [HIDDEN, 1, HIDDEN, HIDDEN]
        assert game.view(seat)["kept"] == bytes(2)
    game.play(P("draw"))  # seat 1
    game.play(P("discard"))
    game.play(P("draw"))  # seat 0 keeps a drawn card where the open one was
    game.play(P("keep 2"))
    assert row_of(game, 0) == [4, 0, 6, 7]
    for seat in range(2):
        view = game.view(seat)
        assert list(view["open"][0]) == [HIDDEN] * 4 and view["kept"] == bytes((0b0010, 0))
        assert view["last_turns"] == (P("keep 2"), P("discard"))


def test_a_swap_moves_what_the_table_knows_with_the_cards():
    game = place(2, [[4, 5, 6, 7], [1, 2, 3, 8]], discard=[13, 0], draw_top=[9, 11])
    game.play(P("take 1"))  # seat 0's slot 1: a 0 the table saw
    game.play(P("draw"))  # seat 1 draws a 9 and keeps it in its slot 4
    game.play(P("keep 4"))
    game.play(P("draw"))  # seat 0: an 11, its open 0 for seat 1's kept 9
    game.play(P("swap 1 p2 4"))
    assert row_of(game, 0) == [9, 5, 6, 7] and row_of(game, 1) == [1, 2, 3, 0]
    for seat in range(2):
        view = game.view(seat)
        assert list(view["open"][1]) == [HIDDEN, HIDDEN, HIDDEN, 0]  # the open card went to seat 1
        assert list(view["open"][0]) == [HIDDEN] * 4
        assert view["kept"] == bytes((0b0001, 0))  # and the kept one to seat 0
        assert view["last_turns"] == (P("swap 1 p2 4"), P("keep 4"))
    assert game.view(0)["rows"][0][0] == HIDDEN  # swapped unseen: seat 0 does not know its new card
    assert game.view(1)["rows"][0][0] == 9  # seat 1 kept it: it knows where it went


def test_a_peeked_or_spied_card_stays_with_the_seat_that_looked():
    rows = [[4, 5, 6, 7], [1, 2, 3, 13], [9, 10, 11, 12]]
    game = place(3, rows, draw_top=[8, 9], known=False)
    game.play(P("draw"))
    game.play(P("peek 3"))  # seat 0 looks at its 6
    game.play(P("draw"))
    game.play(P("spy p1 2"))  # seat 1 looks at seat 0's 5
    for seat in range(3):
        view = game.view(seat)
        assert view["last_turns"] == (P("peek 3"), P("spy p1 2"), -1)  # which card, not its face
        assert list(view["open"][0]) == [HIDDEN] * 4 and view["kept"] == bytes(3)
        assert (6 in _seen_values(view)) == (seat == 0)
        assert (5 in _seen_values(view)) == (seat == 1)


def test_a_failed_multi_exchange_opens_its_cards_to_the_table():
    game = place(2, [[6, 6, 7, 1], [1, 2, 3, 4]], discard=[5, 0], draw_top=[2])
    game.play(P("draw"))
    game.play(P("keep 4"))  # a kept 2 in slot 4
    game.play(P("draw"))
    game.play(P("discard"))
    game.play(P("take 3 4"))  # a 7 and the kept 2: not equal, both turned up
    for seat in range(2):
        view = game.view(seat)
        assert list(view["open"][0]) == [HIDDEN, HIDDEN, 7, 2]
        assert view["kept"] == bytes(2) and view["failed"] == bytes((0b1100, 0))


def test_the_caller_and_a_new_round_start_afresh():
    game = place(2, [[1, 2, 3, 4], [5, 6, 7, 8]], draw_top=[0])
    game.play(P("draw"))
    game.play(P("keep 4"))
    game.play(P("cabo"))
    assert game.view(0)["last_turns"] == (P("keep 4"), P("cabo")) and game.view(0)["caller"] == 1
    finish_round(game)
    view = game.view(game.turn)
    assert view["phase"] == "look" and view["kept"] == bytes(2) and view["last_turns"] == (-1, -1)
    assert view["open"] == (bytes((HIDDEN,)) * 4,) * 2


def test_hidden_cards_shuffled_leave_every_public_fact_as_it_was():
    game = cabo.new_game(3, 8)
    rng = Rng(4)
    for _ in range(60):  # random play into the round: kept cards, swaps, takes
        moves = [m for m in game.legal_moves() if m >> 12 != cabo.mv.CABO]
        game.play(moves[rng.below(len(moves))])
    before = [game.view(seat) for seat in range(3)]
    assert max(before[0]["kept"]) or max(c != HIDDEN for row in before[0]["open"] for c in row)
    for seed in range(5):
        for seat in range(3):
            other = Cabo.from_bytes(game.to_bytes())
            other._scramble_hidden(seat, Rng(seed))
            assert other.view(seat) == before[seat]  # the seat cannot tell


def test_saves_keep_the_public_facts_and_refuse_forged_ones():
    game = place(2, [[4, 5, 6, 7], [1, 2, 3, 8]], draw_top=[0], known=False)
    game.play(P("draw"))
    game.play(P("keep 2"))
    data = game.to_bytes()
    loaded = Cabo.from_bytes(data)
    assert loaded.view(1) == game.view(1) and loaded.to_bytes() == data
    n = 2
    kept = 17 + 3 * n + 1 + 4 * n + n * n + n  # payload offset: after the rows, know, failed
    last = kept + n
    assert data[6 + kept] == 0b0010 and data[6 + last] << 8 | data[6 + last + 1] == P("keep 2")
    for index, value, field in (
        (kept, 0b10000, "kept"),  # a slot past the row
        (kept + 1, 0b0001, "kept"),  # seat 1's card nobody has looked at: nobody kept it
        (last, 0xF0, "last_turns"),  # no such move
        (last + 2, P("cabo") >> 8, "last_turns"),  # a Cabo from a seat that did not call
        (last, P("spy p1 1") >> 8, "last_turns"),  # a spy on its own row
    ):
        text = message(raises(ValueError, Cabo.from_bytes, forge(Cabo, data, index, value)))
        assert field in text, "expected the message to name %s, got %r" % (field, text)


def _as_version_1(game):
    """game saved as version 1 wrote it: the same state without kept cards and last turns."""
    n = game.players
    payload = game._pack()
    at = 17 + 3 * n + 1 + payload[17 + 3 * n] + 4 * n + n * n + n  # past rows, knowledge, failed
    return frame(game.GAME_ID, 1, payload[:at] + payload[at + 3 * n :])


def test_a_version_1_save_is_taken_up_so_a_game_in_play_survives_an_update():
    called = place(3, ROWS3, caller=1, turn=2)
    failed = place(2, [[4, 5, 6, 7], [1, 2, 3, 8]], discard=[9, 9])
    failed.play(P("take 1,2"))  # 4 and 5 differ: the exchange fails, the table sees which slots
    assert called.caller == 1 and max(failed.failed)
    for game in (place(2, [[4, 5, 6, 7], [1, 2, 3, 8]]), called, failed):
        loaded = Cabo.from_bytes(_as_version_1(game))
        assert loaded.rows == game.rows and loaded.totals == game.totals and loaded.turn == game.turn
        assert loaded.caller == game.caller and loaded.failed == game.failed and loaded.draw == game.draw
        assert loaded.legal_moves() == game.legal_moves()
        assert loaded.view(0)["kept"] == bytes(game.players)  # version 1 never recorded them
        assert Cabo.from_bytes(loaded.to_bytes()).to_bytes() == loaded.to_bytes()  # saved again as version 2


def test_a_save_of_an_unknown_version_is_refused_with_the_version():
    data = bytearray(place(2, [[4, 5, 6, 7], [1, 2, 3, 8]]).to_bytes())
    data[3] = 3
    text = message(raises(ValueError, Cabo.from_bytes, bytes(data)))
    assert "version 3" in text, text


def test_the_boards_public_view_shows_what_the_table_saw_and_nothing_a_seat_looked_at():
    from lysbord.table import Table

    game = place(2, [[4, 5, 6, 7], [1, 2, 3, 8]], discard=[9, 1], draw_top=[0])
    game.play(P("take 2"))  # everyone saw the 1 go into seat 0's slot 2
    game.play(P("draw"))
    game.play(P("keep 3"))  # seat 1 keeps a 0 face down
    table = Table()
    table.start("cabo", game)
    public = table.public_view()
    assert list(public["open"][0]) == [HIDDEN, 1, HIDDEN, HIDDEN] and list(public["open"][1]) == [HIDDEN] * 4
    assert public["kept"] == bytes((0, 0b0100)) and public["last_turns"] == (P("take 2"), P("keep 3"))
    assert 0 not in _seen_values(public) and 4 not in _seen_values(public)  # own knowledge stays private
    assert public["rows"] == public["open"]  # the board's rows are the table's knowledge, not seat 0's
