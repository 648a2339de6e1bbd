# The LED matrix: logical frame (row-major cells, then status LEDs) -> wire bytes, with
# the physical layout, gamma 2.2, brightness and a WLED-style current limit. No allocation per frame.
# The layout and the driver's buffer are worked out from the profile in hw/wiring.py (once, at boot).
from lysbord.compat import const

_LEVELS = const(256)
_WHOLE = const(65536)  # limit's scale for "not scaled"


# wiring.gamma_table(2.2), written out: computing it at boot costs floats and ~16 KB of heap churn
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
        from lysbord.hw import wiring  # worked out once: Board lets the module go after boot

        (
            self.count,
            self.budget_ma,
            self.ma_per_channel,
            self.idle_ma_per_led,
            self._red,
            self._green,
            self._blue,
            self.table,  # logical LED -> chain position
            self._order,  # the pure loop's: wire position of each frame byte
            self._levels,  # the pure loop's: the curve as a list
            self._wire,  # the driver's wire-order buffer
            self._send,  # and its one write call
            self._curve,  # gamma and brightness curve (256 bytes), then the layout table
        ) = wiring.pixels(profile, strip)
        self._strip = strip
        self.last_ma = 0
        self._brightness = -1
        self.brightness = 255
        self._fast = self._scale = None
        self._info = 0
        wiring.take_native_loop(self)

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
        from lysbord.hw import wiring  # worked out once: Board lets the module go after boot

        wiring.use_fast(self, fast)

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
