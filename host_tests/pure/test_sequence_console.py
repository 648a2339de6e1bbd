# The generic console driving Sequence with scripted input: setup questions, pass and
# play that never shows a hand to the wrong seat, help numbers, move names, refusals, undo.
from helpers import Script
from lysbord import cards
from lysbord.games import sequence as S
from lysbord.ui import console
from lysbord.ui.console import sequence as text_sequence
from lysbord.ui.console import words


def _hand_line(hand):
    """The hand as the console shows it, within 80 columns."""
    return words.fit("Your hand: " + " ".join(text_sequence._card(c) for c in hand))


def test_two_humans_see_only_their_own_hand():
    holder = {}
    checked = []

    def on_move(prompt):
        game = holder["console"].game_seen
        if prompt.startswith("Seat") and "Enter" in prompt:
            holder["since"] = len(script.out)
            return ""
        seat = int(prompt.split()[1].rstrip(">")) - 1
        shown = "\n".join(script.out[holder["since"] :])
        assert _hand_line(game.hand(seat)) in shown
        assert _hand_line(game.hand(1 - seat)) not in shown  # the other seat's hand stays hidden
        checked.append(seat)
        return "quit" if len(checked) >= 12 else "1"

    script = Script(["2", "none", "", "", "", "17"], on_move)
    con = console.Console("sequence", script.read, script.write)
    holder["console"] = con
    game = con.setup()
    con.game_seen = game
    con.players = [None, None]
    con.play(game)
    assert checked == [0, 1] * 6 and game.moves_played() == 11
    assert script.said("everyone else look away")


def test_a_whole_game_against_the_bot():
    script = Script(["2", "2", "y", "n", "0", "3"], lambda prompt: "1")
    game = console.Console("sequence", script.read, script.write).run()
    assert game.over and script.said("Game over")
    assert script.said("Seat 2 (bot): ") and script.said("Scores: team A ")
    assert not script.said("look away")  # one human: no hand-over


def test_wrong_entries_explain_themselves_and_change_nothing():
    script = Script(["2", "2", "", "", "", "5"])
    con = console.Console("sequence", script.read, script.write)
    game = con.setup()
    con.players = [None, con.bot_module.Bot(1, 1)]
    before = game.to_bytes()
    hand = game.hand(0)
    missing = [c for c in range(52) if c not in hand and not S.is_jack(c)][0]
    script.answers = ["XX@3,1", "999", "%s@%s" % (cards.name(missing), S.cell_name(S.cells_of(missing)[0])), "JD@1,1"]
    script.answers.append("quit")
    con.play(game)
    text = script.text()
    assert "not understood" in text and "expected a card" in text
    assert "expected a number 1-" in text
    assert "not in your hand" in text
    assert "not played" in text and game.to_bytes() == before


def test_help_numbers_names_and_undo():
    script = Script(["2", "2", "", "", "", "9"])
    con = console.Console("sequence", script.read, script.write)
    game = con.setup()
    con.players = [None, con.bot_module.Bot(1, 9)]
    start = game.to_bytes()
    legal = game.legal_moves()
    name = S.move_name(legal[-1])
    script.answers = ["help", name.lower(), "undo", "undo", "quit"]
    con.play(game)
    text = script.text()
    assert "%3d  %s" % (len(legal), name) in text
    assert "undone: seat 1 to move" in text and "nothing to undo" in text
    assert game.to_bytes() == start


def test_setup_refuses_bad_answers():
    script = Script(["5", "x", "2", "7", "1", "maybe", "", "", "", "3"])
    game = console.Console("sequence", script.read, script.write).setup()
    text = script.text()
    assert "expected one of 2, 3, 4" in text and "expected a whole number" in text
    assert "expected seat numbers 1-2" in text and "expected y or n" in text
    assert game.players == 2 and game.virtual


def test_the_discards_are_shown_to_every_seat_newest_first():
    game = S.new_game(2, 4)
    played = []
    for _ in range(8):
        move = game.legal_moves()[0]
        played.append(cards.name(S.move_card(move)))
        game.play(move)
    newest = " ".join(played[::-1][:6])
    for seat in (0, 1):
        text = text_sequence.render(game.view(seat), seat)
        assert "Discards, newest first: " + newest + " ..." in text


def test_cells_are_named_by_row_and_column_as_the_boards_edges_number_them():
    script = Script(["2", "2", "", "", "", "5"])
    con = console.Console("sequence", script.read, script.write)
    game = con.setup()
    con.players = [None, con.bot_module.Bot(1, 5)]
    queen = cards.parse("QS")
    assert S.cells_of(queen) == (29, 41)  # row 3, column 10 and row 5, column 2
    game._hands[0] = queen  # seat 1 holds the queen of spades, as in the README's example
    assert game.turn == 0
    script.answers = ["QS@5,2", "quit"]
    con.play(game)
    text = script.text()
    assert game.chip(41) == 0, text[-800:]
    lines = text.splitlines()
    assert "      1  2  3  4  5  6  7  8  9 10" in lines  # the columns over the board
    assert any(line.startswith(" 10  **") for line in lines)  # the rows beside it, 1-10
    assert "QS(3,10 5,2)" in text  # the hand says where each card lies, the same way
