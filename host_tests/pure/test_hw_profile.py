# Board profile checks: both shipped profiles pass; every unworkable profile is refused
# with a message that names the problem.
from hwkit import profile, variant

from helpers import message, raises
from lysbord.events import CENTER, DOWN, JACK, LEFT, MENU, REVEAL, RIGHT, UNDO, UP
from lysbord.hw.profile import check

FULL = profile("full")
LITE = profile("lite")


def refused(prof):
    """The message check() refuses prof with."""
    return message(raises(ValueError, check, prof))


def test_shipped_profiles_pass_and_list_their_keys():
    assert check(FULL) == tuple(range(100)) + (MENU, JACK, UNDO, REVEAL)
    assert check(LITE) == (UP, DOWN, LEFT, RIGHT, CENTER, MENU, JACK)


def test_pin_used_twice_names_both_uses():
    text = refused(variant(FULL, BUTTONS={MENU: 20, JACK: 21, UNDO: 26, REVEAL: 3}))
    assert "GPIO 3 is used twice" in text and "KEY_ROWS[3]" in text and "BUTTONS[103]" in text
    text = refused(variant(LITE, LED_PIN=5))
    assert "GPIO 5 is used twice: LED_PIN and CURSOR_PINS[113]" == text


def test_pins_that_do_not_exist_or_are_not_on_the_header():
    assert "GPIO 30 does not exist on the RP2040" in refused(variant(LITE, LED_PIN=30))
    assert "GPIO -1 does not exist" in refused(variant(LITE, LED_PIN=-1))
    assert "GPIO 25 is not on the Pico's header" in refused(variant(LITE, BUTTONS={MENU: 25, JACK: 8}))
    assert "expected a GPIO number for KEY_COLS[0]" in refused(variant(FULL, KEY_COLS=("GP10",) + FULL.KEY_COLS[1:]))
    assert "expected LED_PIN to be a GPIO number" in refused(variant(FULL, LED_PIN=True))


def test_more_pins_than_the_pico_has():
    every = variant(FULL, BUTTONS={MENU: 20, JACK: 21, UNDO: 26, REVEAL: 27, 104: 28})
    assert check(every)  # 26 pins: every GPIO on the header, still workable
    too_many = variant(every, KEY_ROWS=FULL.KEY_ROWS + (23,))
    assert refused(too_many) == "full needs 27 GPIOs, the Pico has 26"
    wide = variant(FULL, KEY_COLS=FULL.KEY_COLS + (28,))
    assert refused(wide) == "expected a 10x10 key matrix, got 10 rows x 11 columns"


def test_geometry_must_cover_ten_by_ten():
    assert "expected a 10x10 LED matrix to cover the board, got 9x10" == refused(variant(FULL, WIDTH=9))
    assert "expected a 10x10 LED matrix to cover the board, got 10x12" == refused(variant(FULL, HEIGHT=12))
    assert "expected a 10x10 key matrix, got 9 rows x 10 columns" == refused(variant(FULL, KEY_ROWS=FULL.KEY_ROWS[:9]))
    assert "expected WIDTH between 1 and 64, got 0" == refused(variant(FULL, WIDTH=0))


def test_layout_options_are_checked():
    assert "START_CORNER" in refused(variant(FULL, START_CORNER="top-middle"))
    assert "expected VERTICAL to be True or False, got 1" == refused(variant(FULL, VERTICAL=1))
    assert "COLOR_ORDER" in refused(variant(FULL, COLOR_ORDER="GRBW"))
    assert "COLOR_ORDER" in refused(variant(FULL, COLOR_ORDER="GGB"))
    assert "expected STATUS_LEDS between 0 and 16, got 40" == refused(variant(FULL, STATUS_LEDS=40))
    assert "profile is missing SERPENTINE" in refused(variant(FULL, SERPENTINE=None))


def test_power_budget_must_leave_something_to_light():
    text = refused(variant(FULL, BUDGET_MA=104))
    assert text == "BUDGET_MA 104 leaves nothing to light: the dark LEDs alone draw 104 mA"
    assert check(variant(FULL, BUDGET_MA=105))
    assert "expected MA_PER_CHANNEL between 1 and 60, got 0" == refused(variant(FULL, MA_PER_CHANNEL=0))


def test_the_budget_must_fit_the_supply_with_the_pico_on_it():
    # a 4 A supply feeds the Pico's 50 mA first: 3950 mA is the most the LEDs may be given
    assert check(variant(FULL, BUDGET_MA=3950))
    text = refused(variant(FULL, BUDGET_MA=20000))
    assert text == "expected BUDGET_MA at most 3950 (SUPPLY_MA 4000 less the Pico's 50 mA), got 20000"
    assert "at most 450 (SUPPLY_MA 500" in refused(variant(LITE, BUDGET_MA=500))  # USB's 500 mA
    assert "profile is missing SUPPLY_MA (the supply's rating in mA)" == refused(variant(LITE, SUPPLY_MA=None))
    assert "expected SUPPLY_MA between 100 and 20000, got 0" == refused(variant(FULL, SUPPLY_MA=0))


def test_keys_and_buttons():
    both = variant(FULL, CURSOR_PINS=dict(LITE.CURSOR_PINS))
    assert "either KEY_ROWS and KEY_COLS" in refused(both)
    assert "either KEY_ROWS and KEY_COLS" in refused(variant(FULL, KEY_ROWS=None, KEY_COLS=None))
    pad = dict(LITE.CURSOR_PINS)
    del pad[CENTER]
    assert "CURSOR_PINS is missing key 114" in refused(variant(LITE, CURSOR_PINS=pad))
    odd = dict(LITE.CURSOR_PINS)
    odd[MENU] = 9
    assert "expected CURSOR_PINS keys among" in refused(variant(LITE, CURSOR_PINS=odd))
    assert "BUTTONS needs a jack button (key 101)" == refused(variant(LITE, BUTTONS={MENU: 7}))
    assert "BUTTONS needs a menu button (key 100)" == refused(variant(LITE, BUTTONS={JACK: 7}))
    assert "expected BUTTONS keys among" in refused(variant(LITE, BUTTONS={MENU: 7, JACK: 8, 5: 9}))


def test_times_pitch_and_watchdog():
    assert "expected LONG_PRESS_MS between 100 and 5000, got 50" == refused(variant(FULL, LONG_PRESS_MS=50))
    assert "expected DEBOUNCE_MS between 1 and 50, got 0" == refused(variant(FULL, DEBOUNCE_MS=0))
    assert "expected CELL_PITCH_MM between 5 and 100 mm, got 2" == refused(variant(FULL, CELL_PITCH_MM=2))
    assert "expected CELL_PITCH_MM between 5 and 100 mm, got None" == refused(variant(FULL, CELL_PITCH_MM=None))
    assert "expected WATCHDOG_MS between 1 and 8300, got 9000" == refused(variant(FULL, WATCHDOG_MS=9000))
    assert check(variant(FULL, WATCHDOG_MS=8000))
    assert "expected NAME to be a name, got 3" == refused(variant(FULL, NAME=3))
