# The lit-board app with the virtual deck: Reveal shows only the hand of the person to
# move, bots play after a visible pause, undo goes back to the person's turn; the lite board.
import appkit as kit

from lysbord import events, layout
from lysbord.ui.board import draw


def _hand_cells(game, seat):
    cells = set()
    for card in game.hand(seat):
        if not layout.is_jack(card):
            cells.update(layout.cells_of(card))
    return cells


def _playable(game, seat):
    """A free cell of a non-jack card in seat's hand."""
    for card in game.hand(seat):
        if not layout.is_jack(card):
            for cell in layout.cells_of(card):
                if game.chip(cell) < 0:
                    return cell
    return -1


def test_reveal_lights_exactly_the_hand_of_the_person_to_move_while_held():
    sim = kit.new_board(seed=11)
    game = kit.start_game(sim, virtual=True, players=2, bots=())
    assert game.virtual and game.turn == 0
    reveal = kit.expected(draw.REVEAL)
    assert not [c for c in range(100) if sim.led(c) == reveal]
    sim.hold(events.REVEAL)
    sim.advance(100)
    lit = set(c for c in range(100) if sim.led(c) == reveal)
    assert lit == _hand_cells(game, 0) and lit != _hand_cells(game, 1)
    wild = sum(1 for c in game.hand(0) if layout.is_two_eyed(c))
    corners_wild = sum(1 for c in (0, 9) if sim.led(c) == kit.expected(draw.WILD))
    assert corners_wild == min(wild, 2)
    sim.release(events.REVEAL)
    sim.advance(100)
    assert not [c for c in range(100) if sim.led(c) == reveal]
    assert game.moves_played() == 0


def test_a_card_not_in_hand_is_refused():
    sim = kit.new_board(seed=11)
    game = kit.start_game(sim, virtual=True, players=2, bots=())
    mine = _hand_cells(game, 0)
    other = [c for c in range(100) if c not in mine and layout.LAYOUT[c] != layout.CORNER][0]
    sim.press(other)
    assert sim.led(103) == kit.expected(draw.REFUSE)
    sim.advance(kit.SETTLE_MS)
    assert game.moves_played() == 0 and game.chip(other) == -1


def test_the_bot_plays_after_a_visible_pause_and_undo_returns_to_the_person():
    sim = kit.new_board(seed=5)
    game = kit.start_game(sim, virtual=True, players=2, bots=(1,))
    cell = _playable(game, 0)
    sim.press(cell)
    assert game.chip(cell) == 0 and game.turn == 1
    sim.hold(events.REVEAL)  # the bot's hand is never shown
    sim.advance(100)
    assert not [c for c in range(100) if sim.led(c) == kit.expected(draw.REVEAL)]
    sim.release(events.REVEAL)
    sim.advance(300)
    assert game.moves_played() == 1  # still thinking
    sim.advance(500)
    assert game.moves_played() >= 2 and game.turn == 0
    bot_cells = [c for c in range(100) if game.chip(c) == 1]
    assert len(bot_cells) == 1 or game.moves_played() > 2
    if bot_cells:
        seen = set()
        for _ in range(8):
            seen.add(kit.cell(sim, bot_cells[0]))
            sim.advance(40)
        assert seen == {"white", "green"}  # blinks where it played
        sim.advance(1000)
        assert kit.cell(sim, bot_cells[0]) == "green"
    sim.long_press(events.UNDO)
    sim.advance(kit.SETTLE_MS)
    assert game.moves_played() == 0 and game.turn == 0 and game.chip(cell) == -1
    assert kit.cell(sim, cell) == "off"


def test_a_demo_of_bots_plays_to_the_end_and_starts_again():
    sim = kit.SimBoard("full", seed=3, demo=True, step_ms=16)
    sim.advance(1400)
    first = sim.app.play.game
    for _ in range(400):
        sim.advance(1000)
        if sim.app.play.game is not first:
            break
    assert first.over and sim.app.play.game is not first and not sim.app.play.game.over


def test_lite_board_sets_up_and_plays_with_the_cursor_pad():
    sim = kit.new_board("lite")
    assert sim.board.pixels.count == 100 and kit.screen(sim) == "Menu"
    sim.press(events.CENTER)  # past the game page (Sequence)
    # the cursor starts on Next (99); up and six to the left is "RE" (83) on the mode page
    sim.press(events.UP)
    for _ in range(6):
        sim.press(events.LEFT)
    sim.press(events.CENTER)
    assert not sim.app.settings.virtual
    sim.press(events.DOWN)
    for _ in range(6):
        sim.press(events.RIGHT)
    for _ in range(4):  # mode, players, advanced, brightness
        sim.press(events.CENTER)
    assert kit.screen(sim) == "Play"
    game = sim.app.play.game
    sim.press(events.UP)  # from 44 to 34
    sim.press(events.CENTER)
    sim.advance(kit.SETTLE_MS)
    assert game.chip(34) == 0 and game.moves_played() == 1
    assert sim.led(9) != (0, 0, 0)  # green to move: its corner is lit (no status LEDs here)
    sim.long_press(events.MENU)  # Undo on the lite board
    assert game.moves_played() == 0 and kit.screen(sim) == "Play"  # letting go is not a short Menu
    sim.hold(events.JACK)  # a long Jack is Reveal: refused in referee mode
    sim.advance(sim.profile.LONG_PRESS_MS + 20)
    assert kit.cell(sim, 99) == "red" and kit.cell(sim, 0) == "red"  # no status LEDs: corners flicker
    sim.release(events.JACK)
    sim.advance(kit.SETTLE_MS)
    assert kit.cell(sim, 99) == "off" and game.moves_played() == 0 and sim.app.play.jack == 0
