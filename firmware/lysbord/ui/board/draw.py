# Colours, the frame buffer helpers and the time-based effects (blink, breathe, flash).
# Colours are 24-bit ints 0xRRGGBB (small ints: no allocation on MicroPython).
from lysbord.compat import const

# Team colours after Okabe & Ito's palette for colour-blind viewers: blue, a bluish
# green and a vermillion stay apart for the common red-green deficiencies; locked
# chips also breathe and the team to move is shown on the status LEDs and corners.
TEAM = (0x0046FF, 0x00D25A, 0xFF2800)
TEAM_NAMES = ("blue", "green", "red")
# Seats in the games without teams: the team colours, then Okabe-Ito's yellow.
SEAT = (0x0046FF, 0x00D25A, 0xFF2800, 0xFFD000)
SEAT_NAMES = ("blue", "green", "red", "yellow")
OFF = const(0)
WHITE = const(0xFFFFFF)
DIM = const(90)  # "dim" in perceived levels: gamma 2.2 sends anything under ~40 to dark
DIM_WHITE = const(0x5A5A5A)
GLOW = const(0x484848)  # free cells during a wild jack: a faint glow
REFUSE = const(0xFF0000)
AMBER = const(0xFF9000)
GO = const(0x00FF20)
REVEAL = const(0xFFE6A0)  # warm white: the cells of your cards
WILD = const(0xE0E0FF)  # two-eyed jacks in hand (corner cells)
ONE_EYED = const(0xFF00C0)  # one-eyed jacks in hand (corner cells)

CORNERS = (0, 9, 90, 99)
# The pace of play, shared by the Sequence screen (turns.py) and the phones' games (ui/phones):
# here, so the phones' lighting does not import the Sequence screen and its rules with it (on
# the chip, imports nested in imports cost its 8 KB C stack: docs/pico.md).
BOT_PAUSE_MS = const(700)
DEMO_RESTART_MS = const(8000)
REFUSE_MS = const(300)  # how long a refused press shows red outside play


def scale(colour, level):
    """colour at level/255 of its brightness."""
    return (
        ((colour >> 16 & 255) * level >> 8) << 16
        | ((colour >> 8 & 255) * level >> 8) << 8
        | (colour & 255) * level >> 8
    )


def mix(first, second, level):
    """Blend from first (level 0) to second (level 255)."""
    rest = 255 - level
    return (
        ((first >> 16 & 255) * rest + (second >> 16 & 255) * level) // 255 << 16
        | ((first >> 8 & 255) * rest + (second >> 8 & 255) * level) // 255 << 8
        | ((first & 255) * rest + (second & 255) * level) // 255
    )


def put(frame, index, colour):
    """Set LED index (cell 0..99, then status LEDs) of a logical RGB frame."""
    i = 3 * index
    frame[i] = colour >> 16 & 255
    frame[i + 1] = colour >> 8 & 255
    frame[i + 2] = colour & 255


def get(frame, index):
    """The colour of LED index in a logical RGB frame."""
    i = 3 * index
    return frame[i] << 16 | frame[i + 1] << 8 | frame[i + 2]


def clear(frame, start=0, end=None):
    """Turn LEDs start..end-1 off (all by default)."""
    if end is None:
        end = len(frame) // 3
    for i in range(3 * start, 3 * end):
        frame[i] = 0


def breathe(now_ms, period_ms=1600, low=110):
    """A triangle wave between low and 255: the slow pulse of locked chips."""
    phase = now_ms % period_ms
    half = period_ms >> 1
    if phase >= half:
        phase = period_ms - phase
    return low + (255 - low) * phase // half


def blink(now_ms, period_ms=500):
    """True during the first half of each period."""
    return now_ms % period_ms < (period_ms >> 1)


def level_colour(level):
    """How a brightness choice 1..8 is lit: a white ramp, each cell at its own level."""
    return scale(WHITE, 60 + 24 * level)


def status(frame, first, count, colour):
    """Paint the status LEDs (indices first..first+count-1) one colour."""
    for i in range(first, first + count):
        put(frame, i, colour)


def refused(app):
    """A press that does nothing: status LED 4 (the last) flashes red for REFUSE_MS, as in
    play; the lite board, without status LEDs, flashes its top-left corner. App.tick ends it."""
    put(app.frame, 100 + app.status_count - 1 if app.status_count else 0, REFUSE)
    app.refused_at = app.now
    app.dirty = True


def choice_cell(index, count):
    """The cell of choice index of count on the choice row (row 8), spread when few;
    more than ten take rows 7 and 9, six a row (each keeps the row above for its mark)."""
    if count > 10:
        return 72 + (index // 6) * 20 + index % 6
    if count <= 5:
        return 80 + (10 - (2 * count - 1)) // 2 + 2 * index
    return 80 + (10 - count) // 2 + index


def seat_colour(seat):
    """A seat's own colour (blue, green, red, yellow, then round again)."""
    return SEAT[seat % len(SEAT)]


RELEASE = const(94)  # the pause menu's and the game page's cells 94-95: seat phones (ui/board/consent.py)
_RELEASE_COLOUR = const(0x00A0FF)  # sky blue


def release_colour(now_ms, asking=0):
    """The seat-phones cells: sky blue; while phones ask for seats (asking, Table.asking) they
    blink, waiting for the table's press. Here, not in pause.py, so the setup menu paints them
    without importing the pause screen (an import deep in a paint costs the chip's 8 KB C
    stack: docs/pico.md)."""
    if asking and not blink(now_ms, 800):
        return scale(_RELEASE_COLOUR, 40)
    return _RELEASE_COLOUR
