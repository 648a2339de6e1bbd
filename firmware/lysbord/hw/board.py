# The board: one object holding the profile, LEDs, keys, saves, clock and watchdog.
# open_board(profile) is what main.py calls; the app gets everything through it.
import sys

from lysbord import forget_module
from lysbord.compat import const, ticks_ms
from lysbord.hw import WDT_MAX_MS
from lysbord.hw.keys import Keys
from lysbord.hw.pixels import Pixels
from lysbord.hw.store import RealFS, Store

_WATCHDOG_CTRL_CLEAR = const(0x4005B000)  # RP2040 WATCHDOG CTRL, its atomic bit-clear alias
_WATCHDOG_ENABLE = 1 << 30


class Board:
    """Everything between the Pico's pins and the game (see hw_api in the project docs)."""

    def __init__(self, profile, fs, clock_ms, sleep_ms):
        import machine  # here, not at the top: the host installs its fakes first
        import neopixel

        from lysbord.hw.profile import check  # once, at boot: 5 KB of code not kept after

        check(profile)
        forget_module("lysbord.hw.profile")
        self.profile = profile
        self._clock_ms = clock_ms
        self._sleep_ms = sleep_ms
        count = profile.WIDTH * profile.HEIGHT + profile.STATUS_LEDS
        strip = neopixel.NeoPixel(machine.Pin(profile.LED_PIN, machine.Pin.OUT), count)
        self.pixels = Pixels(profile, strip)
        self.keys = Keys(profile, clock_ms())
        forget_module("lysbord.hw.wiring")  # both set up: their setup code goes
        self._boot_keys = self.keys.held_at_boot()
        self.store = Store(fs)
        self._watchdog = None

    def ticks_ms(self):
        """Milliseconds on MicroPython's wrapping tick counter (use ticks_diff on them)."""
        return self._clock_ms()

    def sleep_ms(self, ms):
        """Sleep (the watchdog keeps counting)."""
        self._sleep_ms(ms)

    def start_watchdog(self, timeout_ms):
        """Reset the board unless feed() is called within timeout_ms (cannot be stopped)."""
        if isinstance(timeout_ms, bool) or not isinstance(timeout_ms, int) or not 1 <= timeout_ms <= WDT_MAX_MS:
            raise ValueError("expected a watchdog timeout of 1..%d ms, got %r" % (WDT_MAX_MS, timeout_ms))
        import machine

        self._watchdog = machine.WDT(timeout=timeout_ms)

    def stop_watchdog(self):
        """Stop the watchdog (machine.WDT cannot): after Ctrl-C the REPL's work must not be cut
        short by a restart."""
        if self._watchdog is not None:
            import machine

            machine.mem32[_WATCHDOG_CTRL_CLEAR] = _WATCHDOG_ENABLE
            self._watchdog = None

    def feed(self):
        """Tell the watchdog the main loop is alive."""
        if self._watchdog is not None:
            self._watchdog.feed()

    def keys_held_at_boot(self):
        """Key ids held while booting: they stay silent until released."""
        return self._boot_keys

    def reset(self):
        """Restart the Pico."""
        import machine

        machine.reset()

    def show_error(self):
        """A red cross on the cells and red status LEDs: the firmware could not start."""
        frame = bytearray(3 * self.pixels.count)
        for i in range(10):
            for cell in (i * 11, i * 9 + 9):
                frame[3 * cell] = 255
        for i in range(100, self.pixels.count):
            frame[3 * i] = 255
        self.pixels.show(frame)


def open_board(profile):
    """Check the profile and open the real hardware (or the host fakes, once installed)."""
    host = sys.modules.get("lysbord_host")  # put there by tools/fakes/install.py only
    if host is not None:
        return Board(profile, host.fs, host.ticks_ms, host.sleep_ms)
    import time

    return Board(profile, RealFS(), ticks_ms, time.sleep_ms)
