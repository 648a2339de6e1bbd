# What only MicroPython's rp2 port shows, run on the emulated Pico (tools/pico/suites.py):
# the viper frame loop, the real machine pins, neopixel on the LED pin, the flash block
# device and littlefs under the real save code. Not collected by pytest (host_tests/conftest.py).
import os
import sys

import hwkit
import machine
import neopixel
import rp2

from lysbord.hw import pixfast
from lysbord.hw.pixels import Pixels
from lysbord.hw.store import RealFS, Store

FULL = hwkit.profile("full")


def test_this_is_the_rp2_port():
    assert sys.platform == "rp2" and "RP2040" in sys.implementation._machine


def test_the_viper_loop_compiles_and_gives_the_pure_bytes():
    class Strip:
        def __init__(self):
            self.buf = bytearray(312)

        def write(self):
            pass

    # here a board's Pixels takes the native loop, having checked it against the pure loop
    pixels = Pixels(FULL, Strip())
    assert pixels._fast is not None and pixfast.load() is not None
    plain, _ = pixfast.load(plain=True)  # the same source run as plain Python
    frame = bytearray(i * 37 & 255 for i in range(312))
    pixels.brightness = 200
    expected = bytearray(312)
    total = plain(expected, frame, pixels._curve, pixels._info)
    assert pixels._fast(pixels._wire, frame, pixels._curve, pixels._info) == total
    assert pixels._wire == expected


def test_neopixel_sends_a_frame_on_the_led_pin():
    strip = neopixel.NeoPixel(machine.Pin(FULL.LED_PIN), 104)
    assert len(strip.buf) == 312
    strip[0] = (1, 2, 3)
    assert strip.buf[:3] == bytearray((2, 1, 3))  # GRB on the wire
    strip.write()  # machine.bitstream: the emulator decodes it (tools/pico/game.py)


def test_key_pins_idle_high_through_their_pull_ups():
    rows = [machine.Pin(p, machine.Pin.OUT, value=1) for p in FULL.KEY_ROWS]
    cols = [machine.Pin(p, machine.Pin.IN, machine.Pin.PULL_UP) for p in FULL.KEY_COLS]
    rows[3].value(0)
    assert [c.value() for c in cols] == [1] * 10  # no key held: no column pulled low
    rows[3].value(1)
    word = machine.mem32[0xD0000004]  # the SIO input word hw/keys.py reads
    assert word >> FULL.KEY_COLS[0] & 0x3FF == 0x3FF


def test_the_native_key_scan_is_taken_on_the_matrix_pins_and_reads_what_the_pins_read():
    from lysbord.hw.keys import Keys

    keys = Keys(FULL, 0)
    assert keys._fast is not None  # the rows open-drain as hw/keyfast.py drives them
    keys.scan(1)
    assert [keys._read(line) for line in range(11)] == list(keys._reading) == [0] * 11  # nothing held
    oe = machine.mem32[0xD0000020]
    assert not any(oe >> pin & 1 for pin in FULL.KEY_ROWS)  # every row let go after the scan
    assert len(keys.events) == 0 and keys._busy == 0


def test_the_filesystem_is_littlefs_on_the_flash_block_device():
    flash = rp2.Flash()
    assert flash.ioctl(4, 0) == 352 and flash.ioctl(5, 0) == 4096  # blocks, block size
    block_size, _, blocks, free = os.statvfs("/")[:4]
    assert block_size == 4096 and blocks == 352 and 0 < free < blocks


def test_a_save_on_littlefs_replaces_the_old_whole():
    store = Store(RealFS(), "/t_")
    try:
        store.save("game", b"old game" * 100)
        store.save("game", b"new game" * 300)
        assert store.load("game") == b"new game" * 300 and store.problem is None
        assert "t_game.tmp" not in os.listdir("/")
    finally:
        store.remove("game")
    assert "t_game" not in os.listdir("/")
