# The key matrix scan as @micropython.viper native code for the Pico: all ten rows and the
# buttons read in one call, a scan of ~0.4 ms where the same reads in MicroPython took ~2 ms of
# every pass of the board's loop (and so of every press's wait for its first reading). Kept as
# source text and compiled at run time on the rp2 port only, like hw/pixfast.py.
import sys

# The rows are open-drain as machine.Pin.OPEN_DRAIN makes them on the rp2 port (output level
# 0, the pin's output enable switched): a row is pulled low by setting its bit in SIO
# GPIO_OE_SET and let go through GPIO_OE_CLR. Before reading the columns the loop waits
# SETTLE_US on the 1 MHz timer, so a column a key of the row before pulled low has recharged
# through its pull-up: 50-80 kohm (RP2040 datasheet, pad electrical specifications) into the
# column's pad, wire and ten diodes, some 50 pF (100 pF at the most): a time constant of
# 2.5-4 us (8 us at worst); it reads high (VIH 2.0 V of 3.3 V) after 0.93 of it, 2.3-3.7 us
# (7.5 us): 10 us waits more than that, and every press waits for each row's. MicroPython
# took longer than this between rows by itself.
SETTLE_US = 10
SOURCE = """
@micropython.viper
def scan(reading: ptr32, rows: ptr32, shift: int, buttons: int) -> int:
    sio = ptr32(0xD0000000)
    timer = ptr32(0x40054000)
    changed = 0
    for r in range(10):
        mask = rows[r]
        sio[9] = mask
        start = timer[10]
        while timer[10] - start < %d:
            pass
        bits = (sio[1] >> shift) & 0x3FF ^ 0x3FF
        sio[10] = mask
        if bits != reading[r]:
            reading[r] = bits
            changed |= 1 << r
    bits = (sio[1] & buttons) ^ buttons
    if bits != reading[10]:
        reading[10] = bits
        changed |= 1 << 10
    return changed
""" % (SETTLE_US + 1)  # the timer ticks once a microsecond: + 1 waits at least SETTLE_US


def load():
    """scan(reading, rows, col_shift, button_mask) compiled with viper on the Pico; None elsewhere (or without a
    native emitter). It reads each row into reading[row] (a bitmap of its columns held) and the
    held buttons' GPIOs into reading[10], and returns a bitmap of the lines whose reading changed."""
    if sys.platform != "rp2":
        return None
    import micropython

    space = {"micropython": micropython}
    try:
        exec(SOURCE, space)
    except Exception:  # no native emitter in this build: keys.py reads the rows itself
        return None
    return space["scan"]
