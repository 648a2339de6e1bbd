# LED mapping, gamma, brightness and the current limiter, checked on the fake strip:
# every geometry option's exact chain positions, and what goes on the wire.
import gc

from hwkit import open_fake, profile, variant

from helpers import ON_MICROPYTHON, message, raises
from lysbord.hw.pixels import GAMMA, Pixels, estimate_ma, limit
from lysbord.hw.wiring import gamma_table, layout_table, strip_index
from lysbord.rng import Rng

FULL = profile("full")
LITE = profile("lite")

# Chain position of each cell of a 4 wide x 3 high matrix, row 0 on top, drawn by hand
# from WLED's matrix options (first LED corner, horizontal/vertical, serpentine).
PICTURES = {
    ("top-left", False, False): ((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11)),
    ("top-left", False, True): ((0, 1, 2, 3), (7, 6, 5, 4), (8, 9, 10, 11)),
    ("top-right", False, False): ((3, 2, 1, 0), (7, 6, 5, 4), (11, 10, 9, 8)),
    ("top-right", False, True): ((3, 2, 1, 0), (4, 5, 6, 7), (11, 10, 9, 8)),
    ("bottom-left", False, False): ((8, 9, 10, 11), (4, 5, 6, 7), (0, 1, 2, 3)),
    ("bottom-left", False, True): ((8, 9, 10, 11), (7, 6, 5, 4), (0, 1, 2, 3)),
    ("bottom-right", False, False): ((11, 10, 9, 8), (7, 6, 5, 4), (3, 2, 1, 0)),
    ("bottom-right", False, True): ((11, 10, 9, 8), (4, 5, 6, 7), (3, 2, 1, 0)),
    ("top-left", True, False): ((0, 3, 6, 9), (1, 4, 7, 10), (2, 5, 8, 11)),
    ("top-left", True, True): ((0, 5, 6, 11), (1, 4, 7, 10), (2, 3, 8, 9)),
    ("top-right", True, False): ((9, 6, 3, 0), (10, 7, 4, 1), (11, 8, 5, 2)),
    ("top-right", True, True): ((11, 6, 5, 0), (10, 7, 4, 1), (9, 8, 3, 2)),
    ("bottom-left", True, False): ((2, 5, 8, 11), (1, 4, 7, 10), (0, 3, 6, 9)),
    ("bottom-left", True, True): ((2, 3, 8, 9), (1, 4, 7, 10), (0, 5, 6, 11)),
    ("bottom-right", True, False): ((11, 8, 5, 2), (10, 7, 4, 1), (9, 6, 3, 0)),
    ("bottom-right", True, True): ((9, 8, 3, 2), (10, 7, 4, 1), (11, 6, 5, 0)),
}


class Strip:
    """A strip like MicroPython's NeoPixel that only counts writes (no recording)."""

    def __init__(self, count):
        self.buf = bytearray(3 * count)
        self.writes = 0

    def write(self):
        self.writes += 1


def test_every_geometry_option_gives_the_drawn_chain_positions():
    for options, picture in PICTURES.items():
        corner, vertical, serpentine = options
        for row in range(3):
            got = tuple(strip_index(row, col, 4, 3, corner, vertical, serpentine) for col in range(4))
            assert got == picture[row], (options, row, got)


def test_shipped_layouts_and_status_leds():
    table = layout_table(10, 10, "top-left", False, True, 4)
    assert (table[0], table[9], table[10], table[19], table[90], table[99]) == (0, 9, 19, 10, 99, 90)
    assert tuple(table[100:]) == (100, 101, 102, 103)  # status LEDs chained after the matrix
    assert sorted(table) == list(range(104))
    lite = layout_table(10, 10, "bottom-left", True, True, 0)
    assert (lite[90], lite[0], lite[1], lite[91], lite[9], lite[99]) == (0, 9, 10, 19, 90, 99)


def test_gamma_table():
    assert len(GAMMA) == 256 and GAMMA[0] == 0 and GAMMA[255] == 255
    assert GAMMA[128] == 56  # round((128 / 255) ** 2.2 * 255)
    assert GAMMA[1] == 0 and GAMMA[64] == 12
    assert all(GAMMA[i] <= GAMMA[i + 1] for i in range(255))
    assert GAMMA == gamma_table(2.2)  # the written-out table is the formula's


def test_one_frame_goes_out_in_wire_order_once():
    host, board = open_fake(FULL)
    frame = bytearray(3 * 104)
    frame[0:3] = bytes((255, 0, 0))  # cell (0, 0) red: chain 0
    frame[3 * 11 : 3 * 12] = bytes((0, 0, 255))  # cell (1, 1) blue: chain 18 (row 1 runs back)
    frame[3 * 100 : 3 * 101] = bytes((0, 255, 128))  # first status LED: chain 100
    board.pixels.show(frame)
    assert len(host.frames) == 1
    wire = host.frames[0]
    assert wire[0:3] == bytes((0, 255, 0))  # GRB
    assert wire[54:57] == bytes((0, 0, 255))
    assert wire[300:303] == bytes((255, 0, 56))
    assert sum(wire) == 255 * 3 + 56
    assert host.logical()[3 * 11 : 3 * 12] == bytes((0, 0, 255))
    assert board.pixels.last_ma == (255 * 3 + 56) * 20 // 255 + 104
    host.uninstall()


def test_colour_order_and_lite_layout():
    strip = Strip(100)
    pixels = Pixels(variant(LITE, COLOR_ORDER="BRG"), strip)
    frame = bytearray(300)
    frame[3 * 90 : 3 * 91] = bytes((255, 128, 64))  # bottom-left cell: chain 0
    pixels.show(frame)
    assert strip.buf[0:3] == bytes((GAMMA[64], 255, GAMMA[128]))
    assert strip.writes == 1


def test_brightness_scales_after_gamma():
    strip = Strip(104)
    pixels = Pixels(FULL, strip)
    frame = bytearray(3 * 104)
    frame[0] = 255
    frame[1] = 128
    pixels.brightness = 128
    pixels.show(frame)
    assert strip.buf[0:2] == bytes(((56 * 128 + 127) // 255, 128))
    pixels.brightness = 0
    pixels.show(frame)
    assert sum(strip.buf) == 0
    assert "expected brightness 0..255, got 256" == message(raises(ValueError, setattr, pixels, "brightness", 256))
    assert "expected brightness 0..255, got 1.5" == message(raises(ValueError, setattr, pixels, "brightness", 1.5))


def test_full_white_is_limited_to_the_budget_not_blacked_out():
    strip = Strip(104)
    pixels = Pixels(FULL, strip)
    pixels.show(bytearray(b"\xff" * 312))
    assert pixels.last_ma <= FULL.BUDGET_MA
    assert pixels.last_ma == estimate_ma(strip.buf, 20, 1)
    assert pixels.last_ma > FULL.BUDGET_MA * 9 // 10
    assert len(set(strip.buf)) == 1  # every channel scaled alike: still white
    lite = Pixels(LITE, Strip(100))
    lite.show(bytearray(b"\xff" * 300))
    assert 370 < lite.last_ma <= 400


def test_every_frame_gets_the_bytes_of_gamma_layout_then_limit():
    # reference: each byte through gamma and brightness to its wire place, then limit();
    # budgets under the idle draw (all dark), tight, loose; random and white frames
    rng = Rng(5)
    prof = variant(FULL, COLOR_ORDER="BRG")
    place = {"R": 1, "G": 2, "B": 0}
    for budget in (50, 104, 105, 300, 900, 2000, 7000):
        strip = Strip(104)
        pixels = Pixels(variant(prof, BUDGET_MA=budget), strip)
        for brightness in (255, 100, 0):
            pixels.brightness = brightness
            for white in (False, True):
                frame = bytearray(b"\xff" * 312) if white else bytearray(rng.below(256) for _ in range(312))
                pixels.show(frame)
                expected = bytearray(312)
                for led in range(104):
                    for channel in range(3):
                        level = (GAMMA[frame[3 * led + channel]] * brightness + 127) // 255
                        expected[3 * pixels.table[led] + place["RGB"[channel]]] = level
                assert pixels.last_ma == limit(expected, budget, 20, 1) <= max(budget, 104), (budget, brightness)
                assert strip.buf == expected, (budget, brightness, white)


def test_limit_leaves_a_frame_under_budget_alone():
    wire = bytearray(b"\x80" * 30)
    before = bytes(wire)
    assert limit(wire, 311, 20, 1) == 30 * 128 * 20 // 255 + 10 == 311
    assert bytes(wire) == before
    assert limit(wire, 310, 20, 1) <= 310 and bytes(wire) != before
    assert limit(bytearray(b"\xff" * 30), 5, 20, 1) == 10  # below idle: all dark, idle remains


def test_frame_size_is_checked_and_off_blanks():
    strip = Strip(104)
    pixels = Pixels(FULL, strip)
    assert "expected a frame of 312 bytes, got 300" == message(raises(ValueError, pixels.show, bytearray(300)))
    pixels.show(bytearray(b"\x40" * 312))
    pixels.off()
    assert sum(strip.buf) == 0 and pixels.last_ma == 104 and strip.writes == 2
    assert "expected a strip of 312 bytes, got 300" == message(raises(ValueError, Pixels, FULL, Strip(100)))


def test_no_allocation_per_frame():
    if not ON_MICROPYTHON:
        return  # gc.mem_alloc is MicroPython's
    pixels = Pixels(FULL, Strip(104))
    bright = bytearray(b"\xff" * 312)
    dim = bytearray(b"\x10" * 312)
    pixels.show(bright)
    gc.collect()
    before = gc.mem_alloc()
    for _ in range(3):
        pixels.show(bright)
        pixels.show(dim)
    assert gc.mem_alloc() == before, gc.mem_alloc() - before
