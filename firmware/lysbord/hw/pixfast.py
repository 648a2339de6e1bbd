# The LED frame loop as @micropython.viper native code for the Pico, kept as source text and
# compiled at run time on the rp2 port only (mpy-cross and the WebAssembly port have no native emitter).
import sys

# Viper takes at most four arguments: the curve (256 bytes) and the layout table share one
# buffer, the LED count and the colour order share one int.
SOURCE = """
@micropython.viper
def prepare(wire: ptr8, frame: ptr8, tables: ptr8, info: int) -> int:
    count = info & 0xFFFF
    red = (info >> 16) & 3
    green = (info >> 18) & 3
    blue = (info >> 20) & 3
    src = 0
    total = 0
    for i in range(count):
        dst = tables[256 + i] * 3
        r = tables[frame[src]]
        g = tables[frame[src + 1]]
        b = tables[frame[src + 2]]
        wire[dst + red] = r
        wire[dst + green] = g
        wire[dst + blue] = b
        total += r + g + b
        src += 3
    return total


@micropython.viper
def scale(wire: ptr8, size: int, factor: int):
    for i in range(size):
        wire[i] = (wire[i] * factor) >> 16
"""


def load(plain=False):
    """(prepare, scale) compiled with viper on the Pico; None elsewhere. plain: run the same
    source as ordinary Python (for host tests of its logic)."""
    if plain:

        class _Viper:
            @staticmethod
            def viper(func):
                return func

        space = {"micropython": _Viper, "ptr8": object}
    elif sys.platform == "rp2":
        import micropython

        space = {"micropython": micropython}
    else:
        return None
    try:
        exec(SOURCE, space)
    except Exception:  # no native emitter in this build: the pure loop does the work
        return None
    return space["prepare"], space["scale"]


def info(count, red, green, blue):
    """The packed int prepare() takes."""
    return count | red << 16 | green << 18 | blue << 20
