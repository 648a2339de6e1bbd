# Setup and pause pages read plainly: a refused press is a short red flash of status LED 4
# (the lite board: its top-left corner), the choice in force carries a green mark above it
# (brightness cells each show their own level), and the pause page shows the pause sign.
import appkit as kit

from lysbord import events
from lysbord.ui.board.menu import choice_cell


def _statuses(sim):
    return [kit.status(sim, i) for i in range(4)]


def test_a_refused_press_in_setup_flashes_status_led_4_briefly():
    sim = kit.new_board()
    before = _statuses(sim)
    assert before[3] != "red"
    sim.press(events.MENU)  # the first page, nothing saved: nowhere to go back to
    assert _statuses(sim) == before[:3] + ["red"] and kit.cell(sim, 0) != "red"
    sim.advance(400)
    assert _statuses(sim) == before  # over by itself, no further press needed


def test_the_lite_board_flashes_its_top_left_corner_instead():
    sim = kit.new_board("lite")
    assert kit.cell(sim, 0) == "off"
    sim.press(events.MENU)
    assert kit.cell(sim, 0) == "red"
    sim.advance(400)
    assert kit.cell(sim, 0) == "off"


def test_the_choice_in_force_is_marked_above_it():
    sim = kit.new_board()
    sim.press(kit.NEXT)  # past the game page (Sequence)
    mode = (choice_cell(0, 2), choice_cell(1, 2))  # referee (left), virtual deck (right)
    assert kit.cell(sim, mode[1] - 10) == "green" and kit.cell(sim, mode[0] - 10) == "off"
    sim.press(mode[0])
    assert kit.cell(sim, mode[0] - 10) == "green" and kit.cell(sim, mode[1] - 10) == "off"


def _brightness_page(sim):
    for _ in range(5):  # virtual deck: game, mode, players, bots, advanced, then brightness
        sim.press(kit.NEXT)


def test_brightness_cells_each_show_their_level_and_the_chosen_one_is_marked():
    sim = kit.new_board()
    _brightness_page(sim)
    cells = [choice_cell(i, 8) for i in range(8)]
    chosen = sim.app.settings.brightness - 1
    marks = [kit.cell(sim, c - 10) for c in cells]
    assert marks == ["off"] * chosen + ["green"] + ["off"] * (7 - chosen)
    sim.press(cells[2])
    sim.press(cells[7])  # full brightness, so the wire shows the levels unscaled
    marks = [kit.cell(sim, c - 10) for c in cells]
    assert marks == ["off"] * 7 + ["green"]
    levels = [sum(sim.led(c)) for c in cells]
    assert levels == sorted(set(levels))  # a ramp: the chosen level 8 is not set apart by light alone


def test_the_pause_page_shows_the_pause_sign_and_marks_the_brightness():
    sim = kit.new_board()
    kit.start_game(sim)
    sim.press(events.MENU)
    assert kit.screen(sim) == "Pause"
    for row in range(5):  # two bars, columns 1-2 and 6-7
        lit = [kit.cell(sim, row * 10 + col) != "off" for col in range(10)]
        assert lit == [False, True, True, False, False, False, True, True, False, False]
    marks = [kit.cell(sim, 61 + i) for i in range(8)]
    assert marks == ["off"] * 7 + ["green"]  # start_game chose level 8
    sim.press(73)  # level 3
    assert [kit.cell(sim, 61 + i) for i in range(8)] == ["off", "off", "green"] + ["off"] * 5


def test_more_than_ten_seat_counts_take_rows_7_and_9_each_marked_above():
    sim = kit.new_board()
    sim.press(choice_cell(3, 5))  # Cabo: 2-12 players
    sim.press(kit.NEXT)
    cells = [choice_cell(i, 11) for i in range(11)]
    assert cells == [72, 73, 74, 75, 76, 77, 92, 93, 94, 95, 96]
    sim.press(cells[10])  # 12 players
    assert sim.app.settings.players == 12
    assert kit.cell(sim, cells[10] - 10) == "green" and kit.cell(sim, cells[4]) != "green"
    sim.press(cells[4])  # 6 players: its mark on row 6, between the title and the choices
    assert sim.app.settings.players == 6 and kit.cell(sim, cells[4] - 10) == "green"
