# The silent-play penalty on the lit board: picked per team in the pause menu; referee mode
# only shows it, the virtual deck has every member discard (bots on their own, people by Reveal + tap).
import appkit as kit

from lysbord import events, layout
from lysbord.ui.board import draw
from lysbord.ui.board.menu import Resume
from lysbord.ui.board.pause import penalty_cell
from lysbord.ui.board.penalty import SHOW_MS


def _penalize(sim, team):
    sim.press(events.MENU)
    assert kit.screen(sim) == "Pause"
    sim.press(penalty_cell(team, sim.app.play.game.teams))


def _flash_colours(sim, team):
    """Colour counts over the board and the status LEDs seen during the penalty flash."""
    seen = set()
    most = 0
    for _ in range(8):
        sim.advance(120)
        names = kit.board_names(sim)
        most = max(most, names.count(kit.TEAM[team]))
        seen.add((names[draw.CORNERS[team]], kit.status(sim, team), kit.status(sim, 1 - team)))
    return most, seen


def _card_cell(game, seat, holding=True):
    """A cell of a non-jack card seat holds (holding) or does not hold."""
    hand = game.hand(seat)
    for cell in range(100):
        card = layout.LAYOUT[cell]
        if card != layout.CORNER and not layout.is_jack(card) and (card in hand) == holding:
            return cell
    return -1


def _seen_blink(sim, led):
    seen = set()
    for _ in range(6):
        sim.advance(130)
        seen.add(kit.name_of(sim.led(led)))
    return seen


def test_referee_mode_flashes_the_team_colour_and_records_nothing():
    sim = kit.new_board()
    game = kit.start_game(sim, players=2)
    kit.tap_and_settle(sim, 11)
    history = game.history_bytes()
    _penalize(sim, 1)
    assert kit.screen(sim) == "Penalty"
    most, seen = _flash_colours(sim, 1)
    assert most > 80  # the whole board in green, "-1" on it
    assert seen == {("green", "green", "off")}  # its corner and status LED 2 stay lit
    sim.advance(SHOW_MS)
    assert kit.screen(sim) == "Play" and game.history_bytes() == history and game.turn == 1
    kit.tap_and_settle(sim, 12)  # play goes on as before
    assert game.chip(12) == 1


def test_a_bot_team_pays_on_its_own_and_undo_takes_the_penalty_back():
    sim = kit.new_board(seed=5)
    game = kit.start_game(sim, virtual=True, players=2, bots=(1,))
    before = game.hand(1)
    _penalize(sim, 1)
    sim.press(events.MENU)  # any key let go ends the flash
    assert kit.screen(sim) == "Play" and game.turn == 1 and sim.app.play.paying
    assert _seen_blink(sim, 101) == {"green", "off"}  # the paying team's status LED blinks
    sim.advance(800)
    assert len(game.hand(1)) == len(before) - 1 and game.turn == 0 and not sim.app.play.paying
    assert game.moves_played() == 2 and kit.status(sim, 0) == "blue"
    sim.long_press(events.UNDO)  # back past the bot's discard to before the penalty
    assert game.moves_played() == 0 and game.hand(1) == before and game.turn == 0


def test_a_human_team_pays_with_reveal_and_a_tap_then_the_interrupted_seat_plays():
    sim = kit.new_board(seed=3)
    game = kit.start_game(sim, virtual=True, players=4, bots=())
    kit.tap_and_settle(sim, _card_cell(game, 0))
    assert game.turn == 1
    _penalize(sim, 0)  # blue: seats 1 and 3 (numbered from 1 on the board) pay
    sim.advance(SHOW_MS)
    assert game.turn == 0 and sim.app.play.paying
    mine = _card_cell(game, 0)
    hand = game.hand(0)
    sim.press(mine)  # cards hidden: nothing is given up blind
    assert kit.status(sim, 3) == "red" and game.hand(0) == hand
    sim.hold(events.REVEAL)
    sim.press(_card_cell(game, 0, holding=False))  # not one of theirs
    assert game.hand(0) == hand and game.turn == 0
    sim.press(mine)
    assert len(game.hand(0)) == len(hand) - 1 and game.turn == 2  # the next member pays
    assert kit.cell(sim, mine) == "white"  # the board confirms: the card's cells blink
    sim.release(events.REVEAL)
    sim.advance(kit.SETTLE_MS)
    sim.press(events.MENU)  # a second penalty while one is paid: dim and refused
    sim.press(penalty_cell(1, 2))
    assert kit.screen(sim) == "Pause" and kit.status(sim, 3) == "red"
    sim.press(events.MENU)
    sim.hold(events.REVEAL)
    sim.advance(100)
    sim.press(_card_cell(game, 2))
    sim.release(events.REVEAL)
    assert game.turn == 1 and not sim.app.play.paying and len(game.hand(2)) == len(hand) - 1
    sim.long_press(events.UNDO)  # undo reaches back into the penalty
    assert game.turn == 2 and sim.app.play.paying and len(game.hand(2)) == len(hand)


def test_a_power_cut_while_a_penalty_is_paid_resumes_with_the_next_payer():
    sim = kit.new_board(seed=3)
    game = kit.start_game(sim, virtual=True, players=4, bots=())
    kit.tap_and_settle(sim, _card_cell(game, 0))
    _penalize(sim, 0)
    sim.advance(SHOW_MS)
    sim.hold(events.REVEAL)
    sim.press(_card_cell(game, 0))
    sim.release(events.REVEAL)
    hands = [game.hand(seat) for seat in range(4)]
    again = kit.new_board(fs=sim.fs)  # the plug is pulled and put back
    again.press(Resume.GREEN[0])
    resumed = again.app.play.game
    assert resumed.turn == 2 and again.app.play.paying
    assert [resumed.hand(seat) for seat in range(4)] == hands
    assert _seen_blink(again, 100) == {"blue", "off"}
    again.hold(events.REVEAL)
    again.press(_card_cell(resumed, 2))
    assert resumed.turn == 1 and not again.app.play.paying


def test_the_lite_board_reaches_the_penalty_with_the_cursor_and_pays_holding_jack():
    sim = kit.new_board("lite", seed=4)
    app = sim.app
    app.settings.players = 2
    app.settings.bots = 0
    app.start_game(sim.now)
    game = app.play.game
    sim.press(events.MENU)
    assert app.cursor == 90
    for _ in range(4):
        sim.press(events.UP)  # 90 -> 50, then right to blue's cell 53
    for _ in range(3):
        sim.press(events.RIGHT)
    sim.press(events.CENTER)
    assert kit.screen(sim) == "Penalty" and game.turn == 0
    sim.advance(SHOW_MS)
    hand = game.hand(0)
    sim.hold(events.JACK)  # a long Jack is Reveal on the lite board
    sim.advance(sim.profile.LONG_PRESS_MS + 50)
    target = _card_cell(game, 0)
    while app.cursor != target:
        sim.press(events.DOWN if app.cursor // 10 != target // 10 else events.RIGHT, hold_ms=20, settle=10)
    sim.press(events.CENTER)
    sim.release(events.JACK)
    sim.advance(kit.SETTLE_MS)
    assert len(game.hand(0)) == len(hand) - 1 and game.turn == 0 and not app.play.paying
