# The lit-board app in referee mode, end to end on the simulated board: presses go through
# the real key scan and debounce, what is checked is read back from the LED wire frames.
import appkit as kit

from lysbord import events, layout
from lysbord.ui.board import draw


def test_a_tap_on_an_empty_cell_takes_the_team_chip_and_passes_the_turn():
    sim = kit.new_board()
    assert kit.screen(sim) == "Menu"
    game = kit.start_game(sim, virtual=False, players=2)
    assert kit.screen(sim) == "Play" and not game.virtual
    assert kit.status(sim, 0) == "blue" and kit.status(sim, 1) == "off"  # blue to move: LED 1
    sim.press(11)
    assert kit.name_of(sim.led(11)) == "white"  # the chip arrives with a short white flash
    sim.advance(kit.SETTLE_MS)
    assert kit.cell(sim, 11) == "blue" and game.chip(11) == 0
    assert kit.status(sim, 0) == "off" and kit.status(sim, 1) == "green"
    kit.tap_and_settle(sim, 12)
    assert kit.cell(sim, 12) == "green" and kit.status(sim, 0) == "blue"


def test_a_covered_cell_is_refused_with_a_red_flash_and_nothing_changes():
    sim = kit.new_board()
    game = kit.start_game(sim, players=2)
    kit.tap_and_settle(sim, 11)
    saved = game.history_bytes()
    sim.press(11)  # green presses blue's chip
    assert sim.led(11) == kit.expected(draw.REFUSE) and sim.led(103) == kit.expected(draw.REFUSE)
    sim.advance(kit.SETTLE_MS)
    assert game.history_bytes() == saved and game.chip(11) == 0
    assert kit.cell(sim, 11) == "blue" and kit.status(sim, 1) == "green"
    sim.press(0)  # a corner holds nobody's chip: refused too
    assert sim.led(103) == kit.expected(draw.REFUSE)
    sim.advance(kit.SETTLE_MS)
    assert game.history_bytes() == saved


def test_both_cells_covered_blink_as_a_dead_card_and_nothing_changes():
    sim = kit.new_board()
    game = kit.start_game(sim, players=2)
    first, second = layout.cells_of(layout.LAYOUT[11])
    kit.tap_and_settle(sim, first)
    kit.tap_and_settle(sim, second)
    saved = game.history_bytes()
    sim.press(first)
    assert kit.cell(sim, first) == "white" and kit.cell(sim, second) == "white"
    sim.advance(300)
    assert kit.cell(sim, first) == "blue" and kit.cell(sim, second) == "green"  # blinking
    sim.advance(1500)
    assert kit.cell(sim, first) == "blue" and game.history_bytes() == saved


def test_jack_cycles_wild_remove_cancel():
    sim = kit.new_board()
    game = kit.start_game(sim, players=2)
    kit.tap_and_settle(sim, 11)
    kit.tap_and_settle(sim, 12)  # green chip: something blue may remove
    sim.press(events.JACK)  # wild: every free cell glows faintly
    glow = kit.expected(draw.GLOW)
    assert sim.led(15) == glow and sim.led(55) == glow and kit.cell(sim, 11) == "blue"
    sim.press(events.JACK)  # remove: the green chip blinks, free cells are dark again
    assert kit.cell(sim, 15) == "off"
    seen = set()
    for _ in range(8):
        sim.advance(60)
        seen.add(sim.led(12))
    assert len(seen) >= 2 and kit.expected(draw.TEAM[1]) in seen  # blinking
    sim.press(events.JACK)  # cancel
    sim.advance(200)
    assert kit.cell(sim, 15) == "off" and kit.cell(sim, 12) == "green"
    kit.tap_and_settle(sim, 14)  # back to plain play: 14's own card
    assert game.chip(14) == 0 and layout.card_at(14) == game.last_move() >> 7 & 63


def test_wild_jack_places_anywhere_and_one_eyed_jack_removes():
    sim = kit.new_board()
    game = kit.start_game(sim, players=2)
    kit.tap_and_settle(sim, 11)
    sim.press(events.JACK)
    kit.tap_and_settle(sim, 55)  # green, wild
    assert game.chip(55) == 1 and layout.is_two_eyed(game.last_move() >> 7 & 63)
    assert kit.cell(sim, 56) == "off"  # the glow is gone after the move
    sim.press(events.JACK)
    sim.press(events.JACK)  # blue: remove
    sim.press(55)
    assert game.chip(55) == -1 and layout.is_one_eyed(game.last_move() >> 7 & 63)
    sim.advance(kit.SETTLE_MS)
    assert kit.cell(sim, 55) == "off" and kit.status(sim, 1) == "green"


def test_remove_refuses_own_and_empty_cells():
    sim = kit.new_board()
    game = kit.start_game(sim, players=2)
    kit.tap_and_settle(sim, 11)
    kit.tap_and_settle(sim, 12)
    sim.press(events.JACK)
    sim.press(events.JACK)
    before = game.moves_played()
    sim.press(11)  # blue's own chip
    assert sim.led(103) == kit.expected(draw.REFUSE)
    sim.press(30)  # an empty cell
    sim.advance(kit.SETTLE_MS)
    assert game.moves_played() == before and game.chip(11) == 0 and game.chip(30) == -1


def _play_line(sim, blue, others):
    """Blue takes the cells of blue; the other teams answer with cells of others."""
    others = list(others)
    for cell in blue:
        kit.tap_and_settle(sim, cell)
        if sim.app.play.game.over:
            return
        for _ in range(sim.app.play.game.teams - 1):
            kit.tap_and_settle(sim, others.pop(0))


def test_a_sequence_is_locked_and_breathes():
    sim = kit.new_board()
    game = kit.start_game(sim, players=2)
    _play_line(sim, (10, 11, 12, 13, 14), (81, 83, 85, 87, 72))
    assert game.sequence_count(0) == 1 and game.is_locked(12) and not game.over
    levels = set()
    for _ in range(10):
        sim.advance(160)
        levels.add(sim.led(12)[2])
    assert max(levels) - min(levels) > 60  # a locked chip breathes
    levels = set()
    for _ in range(10):
        sim.advance(160)
        levels.add(sim.led(81)[1])
    assert len(levels) == 1  # an ordinary chip does not
    sim.press(events.JACK)
    sim.press(events.JACK)  # green's one-eyed jack: a locked chip may not go
    sim.press(12)
    sim.advance(kit.SETTLE_MS)
    assert game.chip(12) == 0


def test_the_winner_is_celebrated_and_the_winning_line_stays_lit():
    sim = kit.new_board()
    game = kit.start_game(sim, players=3)
    _play_line(sim, (10, 11, 12, 13, 14), (81, 85, 83, 87, 60, 62, 64, 66))
    assert game.over and game.winner == 0
    sim.advance(4000)  # past the celebration
    assert all(kit.cell(sim, c) == "blue" for c in (10, 11, 12, 13, 14))
    assert kit.cell(sim, 81) == "green" and sim.led(81)[1] < kit.level(draw.TEAM[1] >> 8 & 255) // 2
    assert all(kit.status(sim, i) == "blue" for i in range(4))
    sim.press(30)  # the game is over: presses change nothing
    sim.advance(kit.SETTLE_MS)
    assert game.chip(30) == -1


def _twin(cell):
    """The other cell of cell's card."""
    a, b = layout.cells_of(layout.LAYOUT[cell])
    return b if a == cell else a


def test_holding_a_cell_lights_its_twin_and_plays_nothing():
    sim = kit.new_board()
    game = kit.start_game(sim, players=2)
    twin = _twin(23)
    sim.hold(23)
    seen = set()
    for _ in range(6):
        sim.advance(80)
        seen.add(kit.cell(sim, twin))
        assert kit.cell(sim, 24) == "off"
    assert "white" in seen and "off" not in seen  # the twin blinks white while held
    sim.advance(1000)  # past the long press
    sim.release(23)
    sim.advance(kit.SETTLE_MS)
    assert game.moves_played() == 0 and kit.cell(sim, twin) == "off" and kit.cell(sim, 23) == "off"


def test_a_cell_lights_at_its_first_reading_and_a_contact_that_does_not_last_plays_nothing():
    sim = kit.new_board()
    game = kit.start_game(sim, players=2)
    twin = _twin(23)
    sim.hold(23)
    sim.advance(sim.step_ms)  # one pass: read closed once, not yet for the debounce time
    assert kit.cell(sim, 23) != "off" and kit.cell(sim, twin) != "off"  # the finder is lit
    sim.release(23)  # open again at once: a bounce or noise, not a press
    sim.advance(kit.SETTLE_MS)
    assert game.moves_played() == 0 and kit.cell(sim, 23) == "off" and kit.cell(sim, twin) == "off"
    kit.tap_and_settle(sim, 23)  # a press that lasts plays as ever
    assert game.moves_played() == 1 and kit.cell(sim, 23) == "blue"


def test_undo_takes_back_one_move_per_long_press_until_none_is_left():
    sim = kit.new_board()
    game = kit.start_game(sim, players=2)
    for cell in (11, 12, 13):
        kit.tap_and_settle(sim, cell)
    sim.press(events.UNDO)  # a short press does nothing
    assert game.moves_played() == 3
    for left in (2, 1, 0):
        sim.long_press(events.UNDO)
        sim.advance(kit.SETTLE_MS)
        assert game.moves_played() == left
    assert kit.cell(sim, 11) == "off" and kit.status(sim, 0) == "blue"
    sim.long_press(events.UNDO)  # nothing left: refused
    assert game.moves_played() == 0
