# The Cabo console text: what one seat sees printed, and nothing it may not see.
from cabo_setup import place

from helpers import said
from lysbord.games import cabo
from lysbord.ui.console import cabo as text_cabo

P = cabo.parse_move


def test_options_match_the_rule_module():
    assert text_cabo.TITLE == "Cabo"
    options = dict((name, default) for name, _, default in text_cabo.OPTIONS)
    assert options == {"kamikaze": True, "rounds": 0}
    assert cabo.new_game(3, 1, **options).kamikaze
    # a newcomer is asked what the option does, not only its name
    asked = dict((name, question) for name, question, _ in text_cabo.OPTIONS)
    assert "two 12s and two 13s" in asked["kamikaze"]


def test_own_known_cards_show_and_unseen_ones_are_question_marks():
    game = place(2, [[1, 2, 3, 4], [5, 6, 7, 8]], known=False, draw_top=[9])
    game.know[0] = 0b0101  # seat 0 has seen its 1 and its 3
    game._begin()
    text = text_cabo.render(game.view(0), 0)
    assert "you (p1)  [ 1] [??] [ 3] [??]" in text
    assert "p2        [??] [??] [??] [??]" in text
    game.play(P("draw"))
    game.play(P("spy p2 4"))
    assert "p2        [??] [??] [??] [ 8]" in text_cabo.render(game.view(0), 0)
    assert "[ 8]" not in text_cabo.render(game.view(1), 1)


def test_the_drawn_card_shows_only_to_the_drawer():
    game = place(2, [[1, 2, 3, 4], [5, 6, 7, 8]], draw_top=[11])
    game.play(P("draw"))
    mine = text_cabo.render(game.view(0), 0)
    assert "You drew an 11 (power: swap)" in mine and "swap N pX M" in mine
    theirs = text_cabo.render(game.view(1), 1)
    assert "11" not in theirs and "p1 is deciding about a drawn card" in theirs


def test_the_caller_scores_and_the_last_round_are_shown():
    game = place(2, [[1, 2, 3, 4], [5, 6, 7, 8]], discard=[0])
    game.play(P("cabo"))
    text = text_cabo.render(game.view(1), 1)
    assert "CABO called by p1" in text and "'cabo'" not in text
    game.play(P("take 1"))
    text = text_cabo.render(game.view(0), 0)
    assert "Totals: p1 0  p2 21" in text and "+21" in text and "called Cabo" in text
    assert "look at two of your cards" in text
    game.totals = [0, 101]
    game.phase = 3
    assert "Game over: you (p1) won with 0 points." in text_cabo.render(game.view(0), 0)
    assert "Game over: p1 won with 0 points." in text_cabo.render(game.view(1), 1)


def test_a_failed_multi_exchange_and_the_discard_pile_are_shown():
    game = place(2, [[1, 2, 3, 4], [5, 6, 7, 8]], discard=[9, 0])
    game.play(P("take 1 2"))
    text = text_cabo.render(game.view(1), 1)
    line = [row for row in text.split("\n") if row.startswith("p1 ")][0]
    assert line.startswith("p1        [ 1] [ 2] [??] [??]") and line.endswith("(failed exchange of 1 2)")
    assert "Discard pile: 9 0 <- top" in text
    assert game.view(1)["legal"][:2] == [P("draw"), P("cabo")]  # the help list starts simple


def test_a_whole_game_through_the_console_with_scripted_input():
    from lysbord.ui import console

    out = []
    answers = ["3", "2 3", "", "", "5", "help", "fly", "look 1 9", "look 1 2", "undo"]

    def read(prompt):
        if answers:
            return answers.pop(0)
        if len(out) > 5000:
            raise EOFError
        return "1"  # the first move of the help list: look 1 2, draw, keep 1

    con = console.Console("cabo", read, out.append)
    game = con.run()

    assert game is not None and game.over
    # one game-over line, the game's own: who won with how many points, not a second "Winners: seat"
    overs = [line for piece in out for line in piece.split("\n") if "Game over" in line]
    assert len(overs) == 1 and " won with " in overs[0] and not said(out, "Winners:"), overs
    assert said(out, "Scores: seat 1 ")
    assert said(out, "  1  look 1 2") and said(out, "  6  look 3 4")  # the help list
    assert said(out, "not understood") and said(out, "expected a card number 1-4")
    assert said(out, "undone: seat 1 to move")
    assert max(game.scores()) > 100


def test_one_round_is_said_in_the_singular():
    game = cabo.new_game(2, 3, rounds=1)
    assert "(1 round, kamikaze on)" in text_cabo.render(game.view(0), 0)
    game = cabo.new_game(2, 3, rounds=2, kamikaze=False)
    assert "(2 rounds, kamikaze off)" in text_cabo.render(game.view(0), 0)
