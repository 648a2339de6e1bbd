# The LED matrix: logical frame (row-major cells, then status LEDs) -> wire bytes, with
# the physical layout, gamma 2.2, brightness and a WLED-style current limit. No allocation per frame.
from lysbord.compat import const

_LEVELS = const(256)
_WHOLE = const(65536)  # limit's scale for "not scaled"


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
    """tuple: frame byte (3 per logical LED, R G B) -> wire byte; channels: wire offsets of R G B."""
    return tuple(3 * table[i // 3] + channels[i % 3] for i in range(3 * len(table)))


def gamma_table(gamma=2.2):
    """bytes(256): perceived level -> PWM level, rounded; 0 stays 0, 255 stays 255."""
    return bytes(int((i / 255) ** gamma * 255 + 0.5) for i in range(_LEVELS))


# gamma_table(2.2), written out: computing it at boot costs floats and ~16 KB of heap churn
GAMMA = bytes.fromhex(
    "0000000000000000000000000000000101010101010101010102020202020202"
    "03030303030404040405050505060606060707070808080909090a0a0b0b0b0c"
    "0c0d0d0d0e0e0f0f1010111112121313141415161617171819191a1a1b1c1c1d"
    "1e1e1f202121222323242526272728292a2b2b2c2d2e2f303131323334353637"
    "38393a3b3c3d3e3f4041424344454647494a4b4c4d4e4f51525354555758595a"
    "5b5d5e5f616263646667696a6b6d6e6f717274757778797b7c7e7f8182848587"
    "898a8c8d8f9192949597999a9c9e9fa1a3a5a6a8aaacadafb1b3b5b6b8babcbe"
    "c0c2c4c5c7c9cbcdcfd1d3d5d7d9dbdddfe1e3e5e7eaeceef0f2f4f6f8fbfdff"
)


def estimate_ma(wire, ma_per_channel, idle_ma_per_led):
    """WLED's estimate: sum of channel levels x mA per channel / 255 + idle per LED."""
    return sum(wire) * ma_per_channel // 255 + idle_ma_per_led * (len(wire) // 3)


def limit(wire, budget_ma, ma_per_channel, idle_ma_per_led, total=-1, scaler=None):
    """Scale wire in place so estimate_ma(wire) <= budget_ma; return the estimate after.

    total: sum(wire) when the caller knows it; scaler(wire, size, scale): a native loop."""
    idle = idle_ma_per_led * (len(wire) // 3)
    if total < 0:
        total = sum(wire)
    if total * ma_per_channel // 255 + idle <= budget_ma:
        return total * ma_per_channel // 255 + idle
    scale = limit_scale(total, budget_ma - idle, ma_per_channel)
    if scaler is not None:
        scaler(wire, len(wire), scale)
    else:
        for i in range(len(wire)):
            wire[i] = wire[i] * scale >> 16
    return sum(wire) * ma_per_channel // 255 + idle


def limit_scale(total, spare_ma, ma_per_channel):
    """The factor (0..65535, /65536) that brings levels summing to total under spare_ma."""
    # v -> v * scale >> 16 keeps the new sum under total * scale / 65536, and
    # scale = floor(65536 * spare * 255 / (total * ma_per_channel)) keeps that under the
    # spare current. Long division bit by bit: the product would not be a small int on a
    # 32-bit Pico (a heap allocation per frame); the remainder always is.
    have, need = max(spare_ma, 0) * 255, total * ma_per_channel
    scale = 0
    for _ in range(16):
        have <<= 1
        scale <<= 1
        if have >= need:
            have -= need
            scale |= 1
    return scale


class Pixels:
    """Logical frames in, one write per frame out, through a neopixel driver."""

    def __init__(self, profile, strip):
        self.count = profile.WIDTH * profile.HEIGHT + profile.STATUS_LEDS
        self.budget_ma = profile.BUDGET_MA
        self.ma_per_channel = profile.MA_PER_CHANNEL
        self.idle_ma_per_led = profile.IDLE_MA_PER_LED
        self.last_ma = 0
        order = profile.COLOR_ORDER
        # wire offset of R, G and B inside one LED's three bytes
        self._red, self._green, self._blue = order.index("R"), order.index("G"), order.index("B")
        table = layout_table(
            profile.WIDTH,
            profile.HEIGHT,
            profile.START_CORNER,
            profile.VERTICAL,
            profile.SERPENTINE,
            profile.STATUS_LEDS,
        )
        self.table = table
        # the pure loop's tables: wire position of each frame byte, and the curve as a list
        # (CPython specialises list and tuple subscripts, not bytearray ones: ~25% faster)
        self._order = wire_order(table, (self._red, self._green, self._blue))
        self._levels = [0] * _LEVELS
        self._strip = strip
        self._wire, self._send = _wire_buffer(strip, 3 * self.count)
        # bytes 0..255: gamma and brightness curve; then the layout table (one buffer, as
        # the native loop takes at most four arguments)
        self._curve = bytearray(_LEVELS + self.count)
        self._curve[_LEVELS:] = table
        self._brightness = -1
        self.brightness = 255
        self._fast = self._scale = None
        from lysbord.hw import pixfast  # the native loop's source: compiled here, then let go
        from lysbord.hw.board import forget_module

        fast = pixfast.load()
        if fast is not None:
            self._use_fast(fast)
        forget_module("lysbord.hw.pixfast")

    @property
    def brightness(self):
        """Global brightness 0..255, applied after gamma."""
        return self._brightness

    @brightness.setter
    def brightness(self, value):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 255:
            raise ValueError("expected brightness 0..255, got %r" % (value,))
        if value != self._brightness:
            curve, levels = self._curve, self._levels
            for i in range(_LEVELS):
                curve[i] = (GAMMA[i] * value + 127) // 255
                if levels:
                    levels[i] = curve[i]
            self._brightness = value

    def _use_fast(self, fast):
        """Take the native loops only if they give the same bytes as the pure one."""
        probe = bytearray(3 * self.count)
        for i in range(len(probe)):
            probe[i] = i * 37 & 255
        self._map(probe)
        expected = bytes(self._wire)
        from lysbord.hw.pixfast import info as packed

        prepare, scale = fast
        info = packed(self.count, self._red, self._green, self._blue)
        total = prepare(self._wire, probe, self._curve, info)
        if bytes(self._wire) == expected and total == sum(expected):
            self._fast, self._scale, self._info = prepare, scale, info
            self._order, self._levels = (), []  # the pure loop's tables are not needed any more

    def prepare(self, frame):
        """Map, correct and limit frame into the wire buffer (no write); return it."""
        if len(frame) != 3 * self.count:
            raise ValueError("expected a frame of %d bytes, got %d" % (3 * self.count, len(frame)))
        wire = self._wire
        ma, idle = self.ma_per_channel, self.idle_ma_per_led * self.count
        if self._fast is not None:
            total = self._fast(wire, frame, self._curve, self._info)
            self.last_ma = limit(wire, self.budget_ma, ma, self.idle_ma_per_led, total, self._scale)
            return wire
        # The pure path sums the corrected levels first, so that a frame over the budget
        # is written once, already scaled, instead of written and then rescaled in place.
        levels = self._levels
        total = 0
        for level in frame:
            total += levels[level]
        if total * ma // 255 + idle <= self.budget_ma:
            self._map(frame)
            self.last_ma = total * ma // 255 + idle
        else:
            self._map(frame, limit_scale(total, self.budget_ma - idle, ma))
            self.last_ma = sum(wire) * ma // 255 + idle
        return wire

    def _map(self, frame, scale=_WHOLE):
        """The pure loop: frame -> wire buffer through the layout and the curve, then
        times scale / 65536 rounded down as limit() does (the same bytes)."""
        wire, order, levels = self._wire, self._order, self._levels
        # one flat pass per case: a branch or a multiply per byte costs as much as the store
        if scale < _WHOLE:
            for i in range(len(order)):
                wire[order[i]] = levels[frame[i]] * scale >> 16
        else:
            for i in range(len(order)):
                wire[order[i]] = levels[frame[i]]

    def show(self, frame):
        """Show a logical RGB frame: bytearray(3 * count), cells row-major then status LEDs."""
        self.prepare(frame)
        self._send()

    def off(self):
        """All LEDs dark (used at shutdown and on errors)."""
        wire = self._wire
        for i in range(len(wire)):
            wire[i] = 0
        self.last_ma = self.idle_ma_per_led * self.count
        self._send()


def _wire_buffer(strip, size):
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
