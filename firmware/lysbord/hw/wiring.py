# What a profile's wiring means, worked out once at boot: the LED chain's order, the wire
# buffer and the native loop (hw/pixels.py), the key scanner's tables (hw/keys.py). Board lets
# this module go after (lysbord.forget_module), so a game in play does not hold its code.
import sys

from lysbord.compat import const
from lysbord.hw import MATRIX_LINES, STRIDE

_LEVELS = const(256)
_SIO_GPIO_OUT = const(0xD0000010)  # RP2040 SIO: the GPIOs' output levels
_SIO_GPIO_OE = const(0xD0000020)  # and their output enables


def strip_index(row, col, width, height, corner, vertical, serpentine):
    """Position on the LED chain of the cell (row, col), row 0 = top as the board is read."""
    if corner.startswith("bottom"):
        row = height - 1 - row
    if corner.endswith("right"):
        col = width - 1 - col
    if vertical:
        line, along, length = col, row, height
    else:
        line, along, length = row, col, width
    if serpentine and line & 1:
        along = length - 1 - along
    return line * length + along


def layout_table(width, height, corner, vertical, serpentine, status_leds):
    """bytes: logical LED (cells row-major, then status LEDs) -> chain position."""
    table = bytearray(width * height + status_leds)
    for row in range(height):
        for col in range(width):
            table[row * width + col] = strip_index(row, col, width, height, corner, vertical, serpentine)
    for i in range(status_leds):  # chained after the matrix, in order
        table[width * height + i] = width * height + i
    return bytes(table)


def wire_order(table, channels):
    """list: frame byte (3 per logical LED, R G B) -> wire byte; channels: wire offsets of R G B.
    Made at its full size in one allocation: a list grown from a generator takes twice the heap
    for a moment, and a board booting after a long session may have no 2 KB block left."""
    order = [0] * (3 * len(table))
    for i in range(len(order)):
        order[i] = 3 * table[i // 3] + channels[i % 3]
    return order


def gamma_table(gamma=2.2):
    """bytes(256): perceived level -> PWM level, rounded; 0 stays 0, 255 stays 255."""
    return bytes(int((i / 255) ** gamma * 255 + 0.5) for i in range(_LEVELS))


def pixels(profile, strip):
    """What Pixels(profile, strip) keeps, in the order its __init__ takes it: the budget, the
    wire offsets of R G B, the layout, the pure loop's tables, the driver's buffer and write."""
    count = profile.WIDTH * profile.HEIGHT + profile.STATUS_LEDS
    order = profile.COLOR_ORDER
    red, green, blue = order.index("R"), order.index("G"), order.index("B")  # in one LED's three bytes
    table = layout_table(
        profile.WIDTH,
        profile.HEIGHT,
        profile.START_CORNER,
        profile.VERTICAL,
        profile.SERPENTINE,
        profile.STATUS_LEDS,
    )
    wire, send = wire_buffer(strip, 3 * count)
    # bytes 0..255: gamma and brightness curve; then the layout table (one buffer, as
    # the native loop takes at most four arguments)
    curve = bytearray(_LEVELS + count)
    curve[_LEVELS:] = table
    # the pure loop's tables: wire position of each frame byte, and the curve as a list
    # (CPython specialises list and tuple subscripts, not bytearray ones: ~25% faster)
    order = wire_order(table, (red, green, blue))
    levels = [0] * _LEVELS
    budget = profile.BUDGET_MA, profile.MA_PER_CHANNEL, profile.IDLE_MA_PER_LED
    return (count,) + budget + (red, green, blue, table, order, levels, wire, send, curve)


def take_native_loop(pixels):
    """The viper loop on a Pico (hw/pixfast.py), if it gives the pure loop's bytes."""
    from lysbord import forget_module
    from lysbord.hw import pixfast  # the native loop's source: compiled here, then let go

    fast = pixfast.load()
    if fast is not None:
        use_fast(pixels, fast)
    forget_module("lysbord.hw.pixfast")


def use_fast(pixels, fast):
    """Take the native loops only if they give the same bytes as the pure one."""
    from lysbord.hw.pixfast import info as packed  # the native loop's source, let go after

    probe = bytearray(3 * pixels.count)
    for i in range(len(probe)):
        probe[i] = i * 37 & 255
    pixels._map(probe)
    expected = bytes(pixels._wire)
    prepare, scale = fast
    info = packed(pixels.count, pixels._red, pixels._green, pixels._blue)
    total = prepare(pixels._wire, probe, pixels._curve, info)
    if bytes(pixels._wire) == expected and total == sum(expected):
        pixels._fast, pixels._scale, pixels._info = prepare, scale, info
        pixels._order, pixels._levels = (), []  # the pure loop's tables are not needed any more


def wire_buffer(strip, size):
    """The driver's own wire-order buffer and its one write call, for either neopixel."""
    buf = getattr(strip, "buf", None)  # MicroPython's neopixel.NeoPixel
    if buf is not None:
        if len(buf) != size:
            raise ValueError("expected a strip of %d bytes, got %d" % (size, len(buf)))
        return buf, strip.write
    # Adafruit's NeoPixel: show() sends its post-brightness buffer; with brightness 1.0
    # that buffer is exactly what goes on the wire.
    buf = getattr(strip, "_post_brightness_buffer", None)
    if buf is not None and getattr(strip, "brightness", 1.0) == 1.0:
        if len(buf) != size:
            raise ValueError("expected a strip of %d bytes, got %d" % (size, len(buf)))
        return buf, strip.show
    own = bytearray(size)  # CircuitPython's native PixelBuf: hand our buffer to _transmit
    transmit = strip._transmit

    def send():
        transmit(own)

    return own, send


def keys(profile, use_mem32=None):
    """What Keys(profile, ...) keeps, in the order its __init__ takes it: the timings, the pins
    (or the SIO word), the key id of each scan slot, the per-line state."""
    import machine  # here, not at the top: the host installs its fake first

    if use_mem32 is None:  # the SIO address is the RP2040's (or the host fake's)
        use_mem32 = sys.platform == "rp2" or getattr(machine, "FAKE_RP2040", False)
    matrix = hasattr(profile, "KEY_ROWS")
    ids = bytearray(STRIDE * (MATRIX_LINES + 1))
    button_ids = []
    rows, cols, col_gpios, col_shift = [], [], tuple(getattr(profile, "KEY_COLS", ())), -1
    if matrix:
        # rows are open-drain: the scanned row is pulled low and pressed keys pull their column
        # low; the others are let go (pull-ups), never driven high, so a missing or reversed
        # diode cannot short a high row to the scanned one (same scan: one value() per row)
        rows = [machine.Pin(p, machine.Pin.OPEN_DRAIN, machine.Pin.PULL_UP, value=1) for p in profile.KEY_ROWS]
        cols = [machine.Pin(p, machine.Pin.IN, machine.Pin.PULL_UP) for p in col_gpios]
        first = col_gpios[0]
        # consecutive GPIOs: the whole row is one shift and mask of the SIO word
        col_shift = first if col_gpios == tuple(range(first, first + 10)) else -1
        for r in range(MATRIX_LINES):
            for c in range(10):
                ids[r * STRIDE + c] = r * 10 + c
    else:
        for key in sorted(profile.CURSOR_PINS):
            button_ids.append((key, profile.CURSOR_PINS[key]))
    for key in sorted(profile.BUTTONS):
        button_ids.append((key, profile.BUTTONS[key]))
    button_line = MATRIX_LINES if matrix else 0
    lines = button_line + 1
    for i in range(len(button_ids)):
        ids[button_line * STRIDE + i] = button_ids[i][0]
    buttons = [machine.Pin(p, machine.Pin.IN, machine.Pin.PULL_UP) for _, p in button_ids]
    button_gpios = tuple(p for _, p in button_ids)
    button_mask = 0
    for p in button_gpios:
        button_mask |= 1 << p
    return (
        profile.DEBOUNCE_MS,
        profile.LONG_PRESS_MS,
        machine.mem32 if use_mem32 else None,
        matrix,
        rows,
        cols,
        col_gpios,
        col_shift,
        button_line,
        lines,
        bytes(ids),
        buttons,
        button_gpios,
        button_mask,
        [0] * lines,  # raw: last read, per line
        [0] * lines,  # stable: debounced, per line
        [0] * lines,  # waiting: keys with a timer (a touch, a press not yet long)
        [0] * lines,  # ignored: held at boot, silent until released
        [0] * (lines * STRIDE),  # since: when each key's reading last changed
        [0] * (lines * STRIDE),  # pressed_at
    )


def take_fast_scan(keys, profile):
    """The viper scan on a Pico (hw/keyfast.py), for a matrix on consecutive column GPIOs whose
    rows are open-drain as it expects; never with the host's fake pins (a module from a file)."""
    import machine

    if not keys._matrix or keys._col_shift < 0 or keys._mem is None or hasattr(machine, "__file__"):
        return
    from lysbord import forget_module
    from lysbord.hw import keyfast  # the native scan's source: compiled here, then let go

    scan = keyfast.load()
    forget_module("lysbord.hw.keyfast")
    if scan is None:
        return
    from array import array

    masks = array("I", [1 << pin for pin in profile.KEY_ROWS])
    mem, row, bit = keys._mem, keys._rows[0], masks[0]
    row.value(0)  # the open-drain row as keyfast drives it: output low, switched by its enable
    pulled = mem[_SIO_GPIO_OE] & bit and not mem[_SIO_GPIO_OUT] & bit
    row.value(1)
    if not pulled or mem[_SIO_GPIO_OE] & bit:
        return
    reading = array("I", [0] * (MATRIX_LINES + 1))
    scan(reading, masks, keys._col_shift, keys._button_mask)
    keys._fast, keys._reading, keys._row_masks = scan, reading, masks
    keys._busy = (1 << keys._lines) - 1  # the first pass looks at every line: readings and state agree after


def settle(keys, now_ms):
    """Take the current readings as settled: keys held now stay silent until released."""
    for line in range(keys._lines):
        bits = keys._read(line)
        keys._raw[line] = keys._stable[line] = keys._ignored[line] = bits
        keys._waiting[line] = 0
    for i in range(len(keys._since)):
        keys._since[i] = now_ms
    keys.events.clear()
