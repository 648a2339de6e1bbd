# CPython-only hardware tests: the real Adafruit CircuitPython NeoPixel class driven by
# lysbord.hw.pixels, the limiter as a property (hypothesis), the checksum against zlib.
import importlib.util
import os
import types
import zlib

import hwkit
from hostkit import modules_replaced
from hypothesis import given, settings
from hypothesis import strategies as st

from lysbord.hw.pixels import Pixels, estimate_ma
from lysbord.hw.store import checksum

FULL = hwkit.profile("full")
LITE = hwkit.profile("lite")


def load_adafruit_neopixel(sent):
    """The installed adafruit neopixel module, its pin-writing function replaced by one recording into sent."""
    import adafruit_pixelbuf

    spec = importlib.util.find_spec("adafruit_pixelbuf")
    path = os.path.join(os.path.dirname(spec.origin), "neopixel.py")
    fake_write = types.ModuleType("neopixel_write")
    fake_write.neopixel_write = lambda pin, buf: sent.append(bytes(buf))
    fake_board = types.ModuleType("board")
    fake_digitalio = types.ModuleType("digitalio")

    class DigitalInOut:
        def __init__(self, pin):
            self.pin = pin

        def deinit(self):
            pass

    fake_digitalio.DigitalInOut = DigitalInOut
    fake_digitalio.Direction = types.SimpleNamespace(OUTPUT="output")
    with modules_replaced({"neopixel_write": fake_write, "board": fake_board, "digitalio": fake_digitalio}):
        spec = importlib.util.spec_from_file_location("adafruit_neopixel_under_test", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    assert issubclass(module.NeoPixel, adafruit_pixelbuf.PixelBuf)
    return module


def test_real_adafruit_neopixel_sends_the_mapped_frame_in_wire_order():
    sent = []
    module = load_adafruit_neopixel(sent)
    strip = module.NeoPixel("GP22", 104, auto_write=False, pixel_order=module.GRB)
    pixels = Pixels(FULL, strip)
    frame = bytearray(3 * 104)
    frame[0:3] = bytes((255, 0, 0))  # cell (0, 0) red -> chain 0
    frame[3 * 19 : 3 * 20] = bytes((0, 255, 128))  # cell (1, 9) -> chain 10 (row 1 runs back)
    frame[3 * 103 : 3 * 104] = bytes((0, 0, 255))  # last status LED -> chain 103
    pixels.show(frame)
    assert len(sent) == 1
    wire = sent[0]
    assert len(wire) == 312
    assert wire[0:3] == bytes((0, 255, 0))  # G R B
    assert wire[30:33] == bytes((255, 0, 56))
    assert wire[309:312] == bytes((0, 0, 255))
    assert sum(wire) == 255 * 3 + 56
    assert tuple(strip[10]) == (0, 255, 56)  # the class itself agrees: pixel 10 is (R, G, B)
    pixels.show(bytearray(b"\xff" * 312))
    assert len(sent) == 2 and estimate_ma(sent[1], 20, 1) <= FULL.BUDGET_MA


def test_adafruit_strip_with_brightness_goes_through_transmit():
    sent = []
    module = load_adafruit_neopixel(sent)
    strip = module.NeoPixel("GP0", 100, brightness=0.5, auto_write=False)
    pixels = Pixels(LITE, strip)
    frame = bytearray(300)
    frame[3 * 90] = 255  # bottom-left cell: chain 0
    pixels.show(frame)
    assert sent == [bytes((0, 255, 0)) + bytes(297)]  # our own brightness, not the class's


class FakeStrip:
    def __init__(self, count):
        self.buf = bytearray(3 * count)

    def write(self):
        pass


frames = st.binary(min_size=312, max_size=312)


@settings(max_examples=300, deadline=None)
@given(frame=frames, brightness=st.integers(0, 255), budget=st.integers(105, 8000), per_channel=st.integers(1, 60))
def test_no_frame_ever_exceeds_the_budget(frame, brightness, budget, per_channel):
    prof = hwkit.variant(FULL, BUDGET_MA=budget, MA_PER_CHANNEL=per_channel)
    strip = FakeStrip(104)
    pixels = Pixels(prof, strip)
    pixels.brightness = brightness
    pixels.show(bytearray(frame))
    assert estimate_ma(strip.buf, per_channel, 1) == pixels.last_ma <= budget


@settings(max_examples=300, deadline=None)
@given(frame=frames, brightness=st.integers(0, 255))
def test_a_frame_under_budget_is_unchanged(frame, brightness):
    big = hwkit.variant(FULL, BUDGET_MA=20000)
    reference = FakeStrip(104)
    unlimited = Pixels(big, reference)
    unlimited.brightness = brightness
    unlimited.show(bytearray(frame))
    strip = FakeStrip(104)
    pixels = Pixels(FULL, strip)
    pixels.brightness = brightness
    pixels.show(bytearray(frame))
    if unlimited.last_ma <= FULL.BUDGET_MA:
        assert strip.buf == reference.buf
    else:
        assert pixels.last_ma <= FULL.BUDGET_MA < unlimited.last_ma


@given(st.binary(max_size=600))
def test_checksum_is_adler32(data):
    assert checksum(data) == zlib.adler32(data)
