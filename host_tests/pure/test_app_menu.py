# The setup menu on the board's cells: pages that appear only when they apply, choices
# lit and pressed, brightness applied at once, and the in-game menu (continue / new game).
import appkit as kit

from lysbord import events
from lysbord.ui.board.menu import choice_cell, seat_cell


def _page_dots(sim):
    """How many pages the dots on row 0 announce (cells 2..8)."""
    return len([c for c in range(2, 9) if kit.cell(sim, c) in ("white", "other")])


def test_referee_mode_has_no_bots_page_and_six_players_ask_for_teams():
    sim = kit.new_board()
    sim.press(kit.NEXT)  # past the game page (Sequence)
    assert _page_dots(sim) == 6  # virtual: game, mode, players, bots, advanced, brightness
    sim.press(choice_cell(0, 2))  # referee
    assert _page_dots(sim) == 5 and not sim.app.settings.virtual
    sim.press(kit.NEXT)
    sim.press(choice_cell(kit.PLAYER_COUNTS.index(6), 8))
    assert _page_dots(sim) == 6  # the teams page appears
    sim.press(kit.NEXT)
    sim.press(choice_cell(1, 2))  # three teams of two
    for _ in range(3):
        sim.press(kit.NEXT)
    game = sim.app.play.game
    assert game.players == 6 and game.teams == 3 and not game.virtual


def test_chosen_bots_play_their_seats_and_the_advanced_rule_is_passed_on():
    sim = kit.new_board()
    game = kit.start_game(sim, virtual=True, players=4, bots=(1, 2, 3), advanced=True)
    assert sim.app.play.bots == 0b1110 and game.advanced and game.players == 4


def test_bot_seats_show_dim_and_people_bright_in_their_team_colours():
    sim = kit.new_board()
    sim.press(kit.NEXT)
    sim.press(kit.NEXT)
    sim.press(choice_cell(kit.PLAYER_COUNTS.index(3), 8))
    sim.press(kit.NEXT)  # the bots page
    assert [kit.cell(sim, seat_cell(s)) for s in range(3)] == ["blue", "green", "red"]
    assert sim.led(seat_cell(1))[1] < sim.led(seat_cell(0))[2] // 2  # seat 2 is a bot: dim
    sim.press(seat_cell(1))
    sim.press(seat_cell(2))
    assert sim.app.settings.bot_mask() == 0b100


def test_brightness_is_applied_as_it_is_chosen():
    sim = kit.new_board()
    sim.press(kit.NEXT)
    sim.press(choice_cell(0, 2))
    for _ in range(3):
        sim.press(kit.NEXT)
    sim.press(choice_cell(0, 8))
    low = sim.led(100)[1]
    sim.press(choice_cell(7, 8))
    assert sim.board.pixels.brightness == 255 and sim.led(100)[1] > 4 * low


def test_a_press_on_nothing_in_the_menu_is_refused_and_changes_nothing():
    sim = kit.new_board()
    sim.press(55)
    assert kit.status(sim, 3) == "red" and sim.app.screen.page == sim.app.screen.pages()[0]
    sim.press(events.JACK)
    assert sim.app.screen.page == sim.app.screen.pages()[0] and kit.screen(sim) == "Menu"


def test_menu_in_play_pauses_and_continues_the_same_game_or_sets_up_a_new_one():
    sim = kit.new_board()
    game = kit.start_game(sim, players=2)
    kit.tap_and_settle(sim, 11)
    sim.press(events.MENU)
    assert kit.screen(sim) == "Pause"
    sim.press(71)  # brightness 1
    assert sim.board.pixels.brightness < 64
    sim.press(90)  # continue
    assert kit.screen(sim) == "Play" and sim.app.play.game is game and game.chip(11) == 0
    sim.press(events.MENU)
    sim.press(99)  # new game
    assert kit.screen(sim) == "Menu"
