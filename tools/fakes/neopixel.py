# Fake `neopixel` (MicroPython's NeoPixel API) for the host: every write() records the
# bytes that would go on the wire, in wire order, in the module-level list `frames`; the
# oldest go once it holds KEPT (a long run on the Pico's own heap would fill it), `written`
# counts them all.
frames = []  # bytes objects, oldest first
written = 0  # frames written since the module was loaded
KEPT = 64


class NeoPixel:
    """MicroPython's neopixel.NeoPixel: buf holds wire-order bytes (GRB), write() sends them."""

    ORDER = (1, 0, 2, 3)

    def __init__(self, pin, n, bpp=3, timing=1):
        self.pin = pin
        self.n = n
        self.bpp = bpp
        self.timing = timing
        self.buf = bytearray(n * bpp)

    def __len__(self):
        return self.n

    def __setitem__(self, i, v):
        offset = i * self.bpp
        for j in range(self.bpp):
            self.buf[offset + self.ORDER[j]] = v[j]

    def __getitem__(self, i):
        offset = i * self.bpp
        return tuple(self.buf[offset + self.ORDER[j]] for j in range(self.bpp))

    def fill(self, v):
        """Set every LED to v."""
        for i in range(self.n):
            self[i] = v

    def write(self):
        """Record the wire bytes."""
        global written
        written += 1
        frames.append(bytes(self.buf))
        if len(frames) > 2 * KEPT:
            del frames[:-KEPT]
