# Sequence: the board layout, player counts and teams, moves and their names, the jacks.
# Counting is in test_sequence_count.py, the card flow and the battery in test_sequence_play.py.
from seqkit import build, card, give, put, referee

from helpers import message, raises
from lysbord import cards
from lysbord.games import sequence as S

ROWS = (
    "XX 2S 3S 4S 5S 6S 7S 8S 9S XX",
    "6C 5C 4C 3C 2C AH KH QH TH TS",
    "7C AS 2D 3D 4D 5D 6D 7D 9H QS",
    "8C KS 6C 5C 4C 3C 2C 8D 8H KS",
    "9C QS 7C 6H 5H 4H AH 9D 7H AS",
    "TC TS 8C 7H 2H 3H KH TD 6H 2D",
    "QC 9S 9C 8H 9H TH QH QD 5H 3D",
    "KC 8S TC QC KC AC AD KD 4H 4D",
    "AC 7S 6S 5S 4S 3S 2S 2H 3H 5D",
    "XX AD KD QD TD 9D 8D 7D 6D XX",
)


def _row_text(row):
    words = []
    for cell in range(row * 10, row * 10 + 10):
        value = S.card_at(cell)
        words.append("XX" if value == S.CORNER else cards.name(value))
    return " ".join(words)


def test_layout_rows_match_the_printed_board():
    for row in range(10):
        assert _row_text(row) == ROWS[row], "row %d: %s" % (row, _row_text(row))


def test_every_non_jack_card_twice_and_corners_free():
    for c in range(52):
        count = sum(1 for x in range(100) if S.LAYOUT[x] == c)
        assert count == (0 if S.is_jack(c) else 2), cards.name(c)
    assert [x for x in range(100) if S.is_corner(x)] == [0, 9, 90, 99]


def test_centre_is_5h_4h_over_2h_3h():
    assert [cards.name(S.card_at(x)) for x in (44, 45, 54, 55)] == ["5H", "4H", "2H", "3H"]


def test_no_card_has_touching_cells():
    for c in range(52):
        if S.is_jack(c):
            continue
        a, b = S.cells_of(c)
        assert S.LAYOUT[a] == c and S.LAYOUT[b] == c and a != b
        assert max(abs(a // 10 - b // 10), abs(a % 10 - b % 10)) > 1, cards.name(c)


def test_board_helpers_refuse_bad_input():
    assert "non-jack" in message(raises(ValueError, S.cells_of, card("JD")))
    assert "0-99" in message(raises(ValueError, S.card_at, 100))
    assert S.is_two_eyed(card("JD")) and S.is_two_eyed(card("JC")) and not S.is_two_eyed(card("JH"))
    assert S.is_one_eyed(card("JH")) and S.is_one_eyed(card("JS")) and not S.is_one_eyed(card("JC"))


def test_player_counts_teams_and_hand_sizes():
    table = {2: (2, 7), 3: (3, 6), 4: (2, 6), 6: (2, 5), 8: (2, 4), 9: (3, 4), 10: (2, 3), 12: (2, 3)}
    for players, (teams, size) in table.items():
        game = S.new_game(players, 7)
        assert game.teams == teams and game.to_win == (2 if teams == 2 else 1)
        assert [len(game.hand(s)) for s in range(players)] == [size] * players
        assert game.view(0)["draw_left"] == 104 - players * size
        assert [game.team_of(s) for s in range(players)] == [s % teams for s in range(players)]
    assert S.new_game(6, 1, teams=3).teams == 3 and S.new_game(12, 1, teams=3).teams == 3


def test_other_counts_are_refused_naming_the_valid_ones():
    for players in (0, 1, 5, 7, 11, 13):
        text = message(raises(ValueError, S.new_game, players, 1))
        assert "2, 3, 4, 6, 8, 9, 10 or 12" in text and str(players) in text
    assert "teams" in message(raises(ValueError, S.new_game, 4, 1, teams=3))
    assert "to_win" in message(raises(ValueError, S.new_game, 2, 1, to_win=5))
    assert "to_win" in message(raises(ValueError, S.new_game, 2, 1, to_win=-1))
    assert S.new_game(2, 1, to_win=0).to_win == 2 and S.new_game(3, 1, teams=0).teams == 3


def test_move_names_round_trip():
    moves = (S.place(card("QS"), 23), S.place(card("JD"), 45), S.remove(card("JH"), 67))
    moves += (S.exchange(card("QS")), S.discard(card("2C")), S.penalty(1))
    names = [S.move_name(m) for m in moves]
    # cells by row and column, each 1-10 from the top left, as the board's edges are marked
    assert names == ["QS@3,4", "JD@5,6", "JH-7,8", "dead QS", "pay 2C", "penalty B"]
    assert [S.parse_move(n) for n in names] == list(moves)
    assert S.parse_move(" qs@3, 4 ") == moves[0] and S.parse_move("10H@1,2") == S.place(card("TH"), 1)
    assert S.move_name(S.place(card("QS"), 41)) == "QS@5,2" and S.cell_name(99) == "10,10"
    assert [S.parse_cell(S.cell_name(cell)) for cell in range(100)] == list(range(100))
    for bad in ("QS@", "QS@23", "QS@100", "QS@0,1", "QS@11,1", "QS@1,2,3", "XX@3,1", "hello", "penalty D"):
        assert "expected" in message(raises(ValueError, S.parse_move, bad))
    assert "row,column" in message(raises(ValueError, S.parse_move, "QS@23"))


def test_place_needs_the_cells_card_and_a_free_cell():
    game = referee()
    assert "not on cell" in message(raises(ValueError, game.play, S.place(card("QS"), 44)))
    game.play(S.place(card("5H"), 44))
    assert game.chip(44) == 0 and game.turn == 1
    assert "covered" in message(raises(ValueError, game.play, S.place(card("5H"), 44)))
    assert "corner" in message(raises(ValueError, game.play, S.place(card("JD"), 0)))
    assert game.chip(0) == -1 and game.chip(45) == -1


def test_two_eyed_jack_is_wild():
    game = referee()
    for jack in ("JD", "JC"):
        assert S.place(card(jack), 12) in game.legal_moves()
    game.play(S.place(card("JC"), 12))
    assert game.chip(12) == 0
    assert "covered" in message(raises(ValueError, game.play, S.place(card("JD"), 12)))


def test_one_eyed_jack_removes_an_unlocked_opponent_chip():
    game = referee()
    build(game, 0, [44])
    build(game, 1, [45])
    game.turn = 0
    assert "one-eyed" in message(raises(ValueError, game.play, S.place(card("JH"), 12)))
    assert "no opponent chip" in message(raises(ValueError, game.play, S.remove(card("JS"), 44)))
    assert "no opponent chip" in message(raises(ValueError, game.play, S.remove(card("JS"), 12)))
    assert "no opponent chip" in message(raises(ValueError, game.play, S.remove(card("JS"), 0)))
    assert "one-eyed jack" in message(raises(ValueError, game.play, S.remove(card("JD"), 45)))
    game.play(S.remove(card("JS"), 45))
    assert game.chip(45) == -1 and S.place(card("4H"), 45) in game.legal_moves()


def test_locked_chips_stay_unless_advanced():
    for advanced in (False, True):
        game = referee(advanced=advanced)
        build(game, 1, [50, 51, 52, 53, 54])
        assert game.sequence_count(1) == 1 and game.is_locked(52)
        game.turn = 0
        removal = S.remove(card("JH"), 52)
        if not advanced:
            assert removal not in game.legal_moves()
            assert "completed sequence" in message(raises(ValueError, game.play, removal))
            continue
        assert removal in game.legal_moves()
        game.play(removal)
        assert game.sequence_count(1) == 0 and not game.is_locked(50) and game.sequences() == ()


def test_a_card_not_in_hand_is_refused():
    game = S.new_game(2, 3)
    give(game, 0, [card("5H"), card("JS")])
    missing = [c for c in range(52) if c not in game.hand(0) and not S.is_jack(c)][0]
    cell = S.cells_of(missing)[0]
    assert "not in your hand" in message(raises(ValueError, game.play, S.place(missing, cell)))
    assert S.remove(card("JS"), 50) not in game.legal_moves()  # nothing to remove yet
    put(game, 1, [50])
    assert S.remove(card("JS"), 50) in game.legal_moves()


def test_hidden_views():
    game = S.new_game(4, 2)
    view = game.view(1)
    assert view["hand"] == game.hand(1) and "legal" not in view and view["team"] == 1
    assert view["hand_sizes"] == (6, 6, 6, 6) and view["turn"] == 0
    assert all(game.hand(s) != view["hand"] for s in (0, 2, 3))
    assert "hand" not in referee().view(0)
