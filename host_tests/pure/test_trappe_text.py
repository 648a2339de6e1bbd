# Høyers trappe on the console: the row as the spec draws it, hidden hands stay hidden,
# and a whole game typed through the generic console.
from test_trappe import position

from helpers import scaled
from lysbord.games.trappe import parse_move
from lysbord.ui import console
from lysbord.ui.console import trappe as text_trappe


def test_row_as_in_the_spec_picture():
    game = position(3, ["2S 9D", "KH 5C", "4C"], "QS 9H 4D", up="KC")
    text = text_trappe.render(game.view(0), 0)
    assert "[talon 43] [closing pile: QS] [pile 2: 9H] [pile 3: 4D]" in text
    assert "Closing card: K" in text and "closing cards face up: KC" in text and "closed play" in text
    assert "Your hand: 2S 9D" in text and "Seat 2: 2 cards" in text and "You may: " in text
    assert "KH" not in text and "5C" not in text  # another seat's cards


def test_open_play_and_a_finished_game_are_shown():
    game = position(2, ["KC", "2C"], "QS JH 8S 6H 4D 2H", points=[13, 0])
    assert "open play" in text_trappe.render(game.view(1), 1)
    game.play(parse_move("KC>1"))  # seat 1 goes out with 14 points
    text = text_trappe.render(game.view(1), 1)
    assert game.over and "Game over: seat 1 won with 14 points." in text
    assert "Round 1 scored: seat 1 +1, seat 2 +0" in text


def test_a_whole_game_through_the_console():
    answers = ["2", "2", "5"] + ["1"] * scaled(3000, 3000)
    lines = []
    game = console.Console("trappe", read=lambda prompt: answers.pop(0), write=lines.append).run()
    assert game is not None and game.over
    overs = [line for piece in lines for line in piece.split("\n") if "Game over" in line]
    assert len(overs) == 1 and " won with " in overs[0], overs  # one game-over line, the game's own
