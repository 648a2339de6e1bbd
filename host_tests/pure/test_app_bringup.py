# The bring-up mode a builder starts by holding JACK at power-up: every LED walked in chain
# order in red, green, blue and white, then all white under the current limit with the
# estimate shown, then the keys lighting their own cells and the buttons their names.
import appkit as kit

from lysbord import events
from lysbord.hw.wiring import layout_table
from lysbord.ui.board import bringup, bringup_repl
from lysbord.ui.board.font import draw_text


def _boot(profile="full"):
    """A board powered up with JACK held, at the moment the bring-up starts (JACK let go)."""
    sim = kit.new_board(profile, held=(events.JACK,), boot=False)
    while kit.screen(sim) == "Boot":
        sim.advance(8)
    sim.release(events.JACK)
    return sim


def _chain(sim):
    """Logical LEDs in chain order, worked out here from the profile's layout options."""
    p = sim.profile
    table = layout_table(p.WIDTH, p.HEIGHT, p.START_CORNER, p.VERTICAL, p.SERPENTINE, p.STATUS_LEDS)
    chain = [0] * len(table)
    for led in range(len(table)):
        chain[table[led]] = led
    return chain


def _lit(sim):
    count = sim.board.pixels.count
    return [i for i in range(count) if kit.name_of(sim.led(i)) != "off"]


def _pure(rgb):
    """'red', 'green', 'blue' or 'white' for a pure colour at any level (the limiter dims a
    long white chain), else 'mixed'."""
    lit = tuple(level > 0 for level in rgb)
    if lit == (True, True, True) and rgb[0] == rgb[1] == rgb[2]:
        return "white"
    names = {(True, False, False): "red", (False, True, False): "green", (False, False, True): "blue"}
    return names.get(lit, "mixed")


def _walk_to(sim, colour_pass, position):
    """Run to the moment the walk's pass lights chain position `position`."""
    screen = sim.app.screen
    at = screen.start + (colour_pass * sim.board.pixels.count + position) * bringup.STEP_MS + 1
    sim.advance(at - sim.now)


def _glyph_cells(text):
    """The cells the 3x5 font lights for text, as drawn on a dark board."""
    frame = bytearray(300)
    draw_text(frame, text, 2, 0xFFFFFF)
    return [c for c in range(100) if frame[3 * c]]


def test_jack_held_at_power_up_starts_the_bring_up_and_only_then():
    assert kit.screen(_boot()) == "BringUp"
    assert kit.screen(kit.new_board()) == "Menu"
    assert kit.screen(kit.new_board(held=(events.UNDO,))) == "Menu"


def test_the_walk_lights_the_chain_in_order_in_each_colour():
    for profile in ("full", "lite"):
        sim = _boot(profile)
        chain = _chain(sim)
        for colour_pass, name in enumerate(("red", "green", "blue", "white")):
            for position in (0, 9, 10, 57, 99):
                _walk_to(sim, colour_pass, position)
                assert sorted(_lit(sim)) == sorted(chain[: position + 1]), (profile, name, position)
                assert {_pure(sim.led(chain[p])) for p in range(position + 1)} == {name}
    # the lite board's chain runs up the first column from the bottom-left, then down the next
    assert chain[:11] == [90, 80, 70, 60, 50, 40, 30, 20, 10, 0, 1]


def test_each_status_led_is_named_on_the_cells_when_the_walk_reaches_it():
    sim = _boot()
    for number in (1, 2, 4):
        _walk_to(sim, 0, 99 + number)
        dark = [c for c in range(100) if kit.cell(sim, c) == "off"]
        assert dark == _glyph_cells(str(number))
        assert [kit.status(sim, i) for i in range(4)] == ["red"] * number + ["off"] * (4 - number)


def test_then_all_white_held_to_the_budget_with_the_estimate_shown():
    for profile, shown in (("full", "20"), ("lite", "04")):
        sim = _boot(profile)
        _walk_to(sim, 4, 0)
        sim.advance(40)
        screen = sim.app.screen
        budget = sim.profile.BUDGET_MA
        assert screen.step == bringup.CURRENT and budget * 9 // 10 < screen.shown_ma <= budget
        assert sim.board.pixels.last_ma <= budget
        dark = [c for c in range(100) if kit.cell(sim, c) == "off"]
        assert (
            dark == _glyph_cells(shown)
            and _pure(sim.led(0)) == _pure(sim.led(100 if profile == "full" else 99)) == "white"
        )
        sim.advance(bringup.CURRENT_MS)
        assert screen.step == bringup.KEYS and sim.board.pixels.brightness < 255  # the menu's brightness again


def test_a_key_lights_its_own_cell_and_stays_green_once_seen():
    sim = _boot()
    sim.press(55)  # any key skips the walk: this press is the first one seen
    sim.hold(42)
    sim.advance(30)
    assert kit.cell(sim, 42) == "white" and kit.cell(sim, 55) == "green"
    assert [c for c in range(100) if kit.cell(sim, c) != "off"] == [42, 55]
    sim.release(42)
    sim.advance(30)
    assert kit.cell(sim, 42) == "green"


def test_a_missing_diode_shows_as_a_ghost_cell():
    sim = _boot()
    sim.world.no_diode.add(12)  # key 12 soldered without its diode
    sim.press(55)
    for key in (12, 32, 15):
        sim.hold(key)
    sim.advance(40)
    assert [c for c in range(100) if kit.cell(sim, c) == "white"] == [12, 15, 32, 35]  # 35: nobody pressed it


def test_buttons_and_pad_keys_show_their_names_and_holding_menu_leaves():
    sim = _boot()
    sim.press(55)
    for key, name in ((events.UNDO, "UN"), (events.JACK, "JA"), (events.REVEAL, "RE")):
        sim.hold(key)
        sim.advance(30)
        assert [c for c in range(100) if kit.cell(sim, c) == "other"] == _glyph_cells(name)  # in amber
        sim.release(key)
        sim.advance(30)
        assert kit.cell(sim, 55) == "green"
    sim.long_press(events.MENU)
    assert kit.screen(sim) == "Menu"
    lite = _boot("lite")
    lite.press(events.UP)
    lite.hold(events.CENTER)
    lite.advance(30)
    assert [c for c in range(100) if kit.cell(lite, c) == "other"] == _glyph_cells("CE")
    assert lite.app.cursor == 44  # the pad named its keys and moved no cursor


def test_from_the_repl_run_returns_once_menu_is_held():
    from fakes.install import install
    from simboard import load_profile

    from lysbord.hw.board import open_board

    prof = load_profile("lite")
    host = install(prof)
    board = open_board(prof)
    host.press(events.MENU, at_ms=host.now + 100)
    host.release(events.MENU, at_ms=host.now + 1200)
    said = []
    try:
        bringup_repl.run(board, said.append)  # said: what the REPL prints
    finally:
        host.uninstall()
    assert said[0].startswith("bring-up: walk") and "menu button" in said[-1]
    assert not any(host.frames[-1])  # the LEDs are off again


def test_a_game_played_after_the_bring_up_does_not_hold_its_code():
    import sys

    sim = _boot()
    sim.press(55)
    sim.long_press(events.MENU)
    assert "lysbord.ui.board.bringup" in sys.modules
    kit.start_game(sim, players=2)
    assert kit.screen(sim) == "Play" and "lysbord.ui.board.bringup" not in sys.modules
