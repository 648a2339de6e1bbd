# Board profile checks: refuse, at boot, a profile that cannot work on a Pico,
# with a message naming the problem (the profile itself lives in board/<name>.py).
from lysbord.events import CELLS, CENTER, DOWN, JACK, LEFT, MENU, REVEAL, RIGHT, UNDO, UP
from lysbord.hw import WDT_MAX_MS

# GPIOs on the Pico's header. GPIO 23, 24, 25 and 29 exist on the RP2040 but are wired
# on the Pico itself (power-save, VBUS sense, the LED, VSYS/3).
PICO_GPIOS = tuple(range(23)) + (26, 27, 28)
CORNERS = ("top-left", "top-right", "bottom-left", "bottom-right")
CURSOR_KEYS = (UP, DOWN, LEFT, RIGHT, CENTER)
CONTROL_KEYS = (MENU, JACK, UNDO, REVEAL, 104)
MAX_STATUS_LEDS = 16
PICO_MA = 50  # what the Pico (or Pico W) itself draws from the same 5 V, kept out of BUDGET_MA


def _need(profile, name, kinds, what):
    if not hasattr(profile, name):
        raise ValueError("profile is missing %s (%s)" % (name, what))
    value = getattr(profile, name)
    if not isinstance(value, kinds) or isinstance(value, bool) and bool not in kinds:
        raise ValueError("expected %s to be %s, got %r" % (name, what, value))
    return value


def _number(profile, name, low, high, what):
    value = _need(profile, name, (int,), what)
    if not low <= value <= high:
        raise ValueError("expected %s between %d and %d, got %d" % (name, low, high, value))
    return value


def _pin(pin, where, used):
    if isinstance(pin, bool) or not isinstance(pin, int):
        raise ValueError("expected a GPIO number for %s, got %r" % (where, pin))
    if pin < 0 or pin > 29:
        raise ValueError("%s: GPIO %d does not exist on the RP2040 (GPIO 0..29)" % (where, pin))
    if pin not in PICO_GPIOS:
        raise ValueError("%s: GPIO %d is not on the Pico's header (used on the board itself)" % (where, pin))
    if pin in used:
        raise ValueError("GPIO %d is used twice: %s and %s" % (pin, used[pin], where))
    used[pin] = where


def _key_pins(profile, wanted):
    """Collect the key matrix or cursor pad pins into wanted; return the key ids it provides."""
    has_matrix = hasattr(profile, "KEY_ROWS") or hasattr(profile, "KEY_COLS")
    has_cursor = hasattr(profile, "CURSOR_PINS")
    if has_matrix == has_cursor:
        raise ValueError("expected either KEY_ROWS and KEY_COLS (key matrix) or CURSOR_PINS (cursor pad)")
    if has_cursor:
        pins = _need(profile, "CURSOR_PINS", (dict,), "a dict of cursor key id -> GPIO")
        for key in CURSOR_KEYS:
            if key not in pins:
                raise ValueError("CURSOR_PINS is missing key %d (up, down, left, right and center are needed)" % key)
        for key in pins:
            if key not in CURSOR_KEYS:
                raise ValueError("expected CURSOR_PINS keys among %r, got %r" % (CURSOR_KEYS, key))
            wanted.append(("CURSOR_PINS[%d]" % key, pins[key]))
        return CURSOR_KEYS
    rows = _need(profile, "KEY_ROWS", (tuple, list), "a tuple of 10 GPIOs")
    cols = _need(profile, "KEY_COLS", (tuple, list), "a tuple of 10 GPIOs")
    for i in range(len(rows)):
        wanted.append(("KEY_ROWS[%d]" % i, rows[i]))
    for i in range(len(cols)):
        wanted.append(("KEY_COLS[%d]" % i, cols[i]))
    return tuple(range(CELLS))


def check(profile):
    """Raise ValueError naming the first thing that makes this profile unworkable."""
    name = _need(profile, "NAME", (str,), "a name")
    wanted = [("LED_PIN", _need(profile, "LED_PIN", (int,), "a GPIO number"))]
    width = _number(profile, "WIDTH", 1, 64, "the LED matrix width")
    height = _number(profile, "HEIGHT", 1, 64, "the LED matrix height")
    if width != 10 or height != 10:
        raise ValueError("expected a 10x10 LED matrix to cover the board, got %dx%d" % (width, height))
    corner = _need(profile, "START_CORNER", (str,), "one of %s" % ", ".join(CORNERS))
    if corner not in CORNERS:
        raise ValueError("expected START_CORNER to be one of %s, got %r" % (", ".join(CORNERS), corner))
    _need(profile, "VERTICAL", (bool,), "True or False")
    _need(profile, "SERPENTINE", (bool,), "True or False")
    status = _number(profile, "STATUS_LEDS", 0, MAX_STATUS_LEDS, "a number of LEDs")
    order = _need(profile, "COLOR_ORDER", (str,), "a colour order like GRB")
    if len(order) != 3 or sorted(order) != ["B", "G", "R"]:
        raise ValueError("expected COLOR_ORDER to be an order of R, G and B like GRB, got %r" % order)
    supply = _number(profile, "SUPPLY_MA", 100, 20000, "the supply's rating in mA")
    budget = _number(profile, "BUDGET_MA", 1, 20000, "a current in mA")
    if budget + PICO_MA > supply:
        raise ValueError(
            "expected BUDGET_MA at most %d (SUPPLY_MA %d less the Pico's %d mA), got %d"
            % (supply - PICO_MA, supply, PICO_MA, budget)
        )
    _number(profile, "MA_PER_CHANNEL", 1, 60, "a current in mA")
    idle = _number(profile, "IDLE_MA_PER_LED", 0, 10, "a current in mA") * (width * height + status)
    if budget <= idle:
        raise ValueError("BUDGET_MA %d leaves nothing to light: the dark LEDs alone draw %d mA" % (budget, idle))
    keys = _key_pins(profile, wanted)
    buttons = _need(profile, "BUTTONS", (dict,), "a dict of key id -> GPIO")
    for key in buttons:
        if key not in CONTROL_KEYS:
            raise ValueError("expected BUTTONS keys among menu, jack, undo, reveal, penalty, got %r" % key)
        wanted.append(("BUTTONS[%d]" % key, buttons[key]))
    if len(wanted) > len(PICO_GPIOS):
        raise ValueError("%s needs %d GPIOs, the Pico has %d" % (name, len(wanted), len(PICO_GPIOS)))
    used = {}  # type: dict
    for where, pin in wanted:
        _pin(pin, where, used)
    if hasattr(profile, "KEY_ROWS") and (len(profile.KEY_ROWS) != 10 or len(profile.KEY_COLS) != 10):
        raise ValueError(
            "expected a 10x10 key matrix, got %d rows x %d columns" % (len(profile.KEY_ROWS), len(profile.KEY_COLS))
        )
    for key in (MENU, JACK):
        if key not in buttons:
            raise ValueError("BUTTONS needs a %s button (key %d)" % ("menu" if key == MENU else "jack", key))
    _number(profile, "DEBOUNCE_MS", 1, 50, "a time in ms")
    _number(profile, "LONG_PRESS_MS", 100, 5000, "a time in ms")  # always well above the debounce time
    pitch = getattr(profile, "CELL_PITCH_MM", None)
    if isinstance(pitch, bool) or not isinstance(pitch, (int, float)) or not 5 <= pitch <= 100:
        raise ValueError("expected CELL_PITCH_MM between 5 and 100 mm, got %r" % (pitch,))
    wifi = getattr(profile, "WIFI", None)
    if wifi is not None:  # Pico W: the radio's own pins are off the header (see PICO_GPIOS)
        if not isinstance(wifi, dict):
            raise ValueError("expected WIFI to be a dict (join_ms, ap_ms), got %r" % (wifi,))
        for key in wifi:
            if key not in ("join_ms", "ap_ms"):
                raise ValueError("expected WIFI keys among join_ms, ap_ms, got %r" % (key,))
            value = wifi[key]
            if isinstance(value, bool) or not isinstance(value, int) or not 500 <= value <= 60000:
                raise ValueError("expected WIFI[%r] between 500 and 60000 ms, got %r" % (key, value))
    if hasattr(profile, "WATCHDOG_MS"):
        _number(profile, "WATCHDOG_MS", 1, WDT_MAX_MS, "a watchdog timeout in ms")
    return keys + tuple(sorted(buttons))
