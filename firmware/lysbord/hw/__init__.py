# The hardware layer: the only code that touches machine, neopixel, rp2 and files.
# Start with lysbord.hw.board.open_board(profile); see board/README.md for the wiring.
# Below, what several of its files share, kept here so that none imports a file that imports it.
from lysbord.compat import const

WDT_MAX_MS = const(8300)  # the RP2040 watchdog's longest timeout (board.py, profile.py)
STRIDE = const(16)  # key scan slots per line: a line has at most 10 keys (keys.py, wiring.py)
MATRIX_LINES = const(10)

# A save file's frame (store.py writes it, loading.py reads it back): magic 4, format 1,
# length 3, checksum 4.
MAGIC = b"LYSB"
FORMAT = const(1)
HEADER = const(12)


def checksum(data):
    """Adler-32 of data (the same value as zlib.adler32)."""
    low, high = 1, 0
    for byte in data:
        low += byte
        if low >= 65521:
            low -= 65521
        high += low
        if high >= 65521:
            high -= 65521
    return high << 16 | low
