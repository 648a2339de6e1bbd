# Opening the board at boot (hw/board.py open_board): the profile checked, the LEDs, the keys
# and the store set up. Run once and let go after: a game in play does not hold this code.
import sys

from lysbord.compat import ticks_ms
from lysbord.hw.board import Board, forget_module
from lysbord.hw.keys import Keys
from lysbord.hw.pixels import Pixels
from lysbord.hw.store import RealFS, Store


def open_board(profile):
    """The Board on the real hardware, or on the host's fakes once installed."""
    host = sys.modules.get("lysbord_host")  # put there by tools/fakes/install.py only
    if host is not None:
        return _open(profile, host.fs, host.ticks_ms, host.sleep_ms)
    import time

    return _open(profile, RealFS(), ticks_ms, time.sleep_ms)


def _open(profile, fs, clock_ms, sleep_ms):
    import machine  # here, not at the top: the host installs its fakes first
    import neopixel

    from lysbord.hw.profile import check  # once, at boot: 5 KB of code not kept after

    check(profile)
    forget_module("lysbord.hw.profile")
    count = profile.WIDTH * profile.HEIGHT + profile.STATUS_LEDS
    strip = neopixel.NeoPixel(machine.Pin(profile.LED_PIN, machine.Pin.OUT), count)
    pixels = Pixels(profile, strip)
    keys = Keys(profile, clock_ms())
    forget_module("lysbord.hw.wiring")  # both set up: their setup code goes
    return Board(profile, pixels, keys, Store(fs), clock_ms, sleep_ms)
