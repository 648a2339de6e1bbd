# Which status LED and which corner tell the team to move: blue LED 1 / top-left, green
# LED 2 / top-right, red LED 3 / bottom-left (docs/playing.md, "On the board"); the lite board has corners only.
import appkit as kit

from lysbord import events
from lysbord.ui.board import draw

_CORNER_OF = {"blue": 0, "green": 9, "red": 90}  # as docs/playing.md names them
_LED_OF = {"blue": 0, "green": 1, "red": 2}  # status LED 1, 2, 3


def _lit(sim, indices):
    return [kit.name_of(sim.led(i)) for i in indices]


def test_each_team_to_move_lights_its_own_status_led_and_corner():
    sim = kit.new_board()
    game = kit.start_game(sim, players=3)  # three teams: seats 1, 2, 3 are blue, green, red
    for step, cell in enumerate((11, 12, 13, 14)):
        name = kit.TEAM[step % 3]
        assert game.team_to_move == step % 3 and draw.TEAM_NAMES[game.team_to_move] == name
        leds = ["off"] * 4
        leds[_LED_OF[name]] = name
        assert _lit(sim, range(100, 104)) == leds
        corners = ["off"] * 4
        corners[draw.CORNERS.index(_CORNER_OF[name])] = name
        assert _lit(sim, draw.CORNERS) == corners
        kit.tap_and_settle(sim, cell)


def test_the_lite_board_shows_the_team_to_move_on_its_corner():
    sim = kit.new_board("lite")
    app = sim.app
    app.settings.virtual = False
    app.set_brightness(8)
    app.start_game(sim.now)
    sim.advance(50)
    game = app.play.game
    assert _lit(sim, draw.CORNERS) == ["blue", "off", "off", "off"]
    app.cursor = 34
    sim.press(events.CENTER)
    sim.advance(kit.SETTLE_MS)
    assert game.team_to_move == 1 and _lit(sim, draw.CORNERS) == ["off", "green", "off", "off"]
