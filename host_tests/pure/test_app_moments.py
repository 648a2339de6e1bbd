# The setup menu and the pause screen are loaded when opened and dropped while a game is
# played (the Pico W's heap, docs/web.md); opening them again works as the first time.
import sys

import appkit as kit

from lysbord import events

_MOMENT = ("lysbord.ui.board.menu", "lysbord.ui.board.pause", "lysbord.ui.board.penalty")


def _held():
    return [name for name in _MOMENT if name in sys.modules]


def test_a_game_in_play_holds_neither_the_menu_nor_the_pause_screen():
    sim = kit.new_board()
    assert kit.screen(sim) == "Menu" and "lysbord.ui.board.menu" in sys.modules
    game = kit.start_game(sim, virtual=True, players=2)
    assert kit.screen(sim) == "Play" and _held() == []
    sim.press(events.MENU)
    assert kit.screen(sim) == "Pause" and "lysbord.ui.board.pause" in sys.modules
    sim.press(90)  # continue
    assert kit.screen(sim) == "Play" and sim.app.play.game is game and _held() == []


def test_the_menu_and_the_pause_screen_open_again_after_being_dropped():
    sim = kit.new_board()
    kit.start_game(sim, players=2)
    for _ in range(2):
        sim.press(events.MENU)
        assert kit.screen(sim) == "Pause"
        sim.press(90)
        assert kit.screen(sim) == "Play"
    sim.press(events.MENU)
    sim.press(99)  # new game: the setup menu, loaded afresh
    assert kit.screen(sim) == "Menu"
    game = kit.start_game(sim, players=3)
    assert kit.screen(sim) == "Play" and game.players == 3 and _held() == []
