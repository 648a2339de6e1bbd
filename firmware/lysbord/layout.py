# The board as printed: the standard Sequence layout, each card's two cells, and the line
# scan that finds runs through one cell (shared by the Sequence rules and every game lit on it).
from lysbord.compat import const

CORNER = const(255)
_JACK_RANK = const(10)  # card % 13 of a jack
JD = const(36)  # two-eyed jacks: diamonds, clubs (wild)
JC = const(49)
JH = const(23)  # one-eyed jacks: hearts, spades (remove)
JS = const(10)

# Steps along the four lines: right, down, down-right, down-left.
STEPS = (1, 10, 11, 9)


def _build():
    # The layout, each card's two cells, and each cell's reach to the edges, as bytes.
    # Row 0 is the top row as the board is read (sequence.md, board-layout).
    rows = (
        "XX 2S 3S 4S 5S 6S 7S 8S 9S XX",
        "6C 5C 4C 3C 2C AH KH QH TH TS",
        "7C AS 2D 3D 4D 5D 6D 7D 9H QS",
        "8C KS 6C 5C 4C 3C 2C 8D 8H KS",
        "9C QS 7C 6H 5H 4H AH 9D 7H AS",
        "TC TS 8C 7H 2H 3H KH TD 6H 2D",
        "QC 9S 9C 8H 9H TH QH QD 5H 3D",
        "KC 8S TC QC KC AC AD KD 4H 4D",
        "AC 7S 6S 5S 4S 3S 2S 2H 3H 5D",
        "XX AD KD QD TD 9D 8D 7D 6D XX",
    )
    ranks = "A23456789TJQK"
    suits = "SHDC"
    layout = bytearray(100)
    cells = bytearray(b"\xff" * 104)
    for row in range(10):
        words = rows[row].split()
        for col in range(10):
            word = words[col]
            cell = row * 10 + col
            if word == "XX":
                layout[cell] = CORNER
                continue
            card = suits.index(word[1]) * 13 + ranks.index(word[0])
            layout[cell] = card
            slot = 2 * card + (cells[2 * card] != 255)
            cells[slot] = cell
    # How far each cell can go back / forward along each direction before the edge.
    reach = bytearray(800)
    for cell in range(100):
        row, col = divmod(cell, 10)
        limits = (
            col,
            9 - col,
            row,
            9 - row,
            min(row, col),
            min(9 - row, 9 - col),
            min(row, 9 - col),
            min(9 - row, col),
        )
        reach[cell * 8 : cell * 8 + 8] = bytes(limits)
    return bytes(layout), bytes(cells), bytes(reach)


LAYOUT, _CELLS, REACH = _build()
del _build  # needed once, at import: free its bytecode and the rows


def is_corner(cell):
    """True for the four free corner cells."""
    return LAYOUT[cell] == CORNER


def card_at(cell):
    """The card printed on a cell, or CORNER."""
    if not 0 <= cell < 100:
        raise ValueError("expected a cell 0-99, got %r" % (cell,))
    return LAYOUT[cell]


def is_jack(card):
    """True for the four jacks of each deck."""
    return card % 13 == _JACK_RANK


def is_two_eyed(card):
    """JD and JC: place a chip on any free cell."""
    return card == JD or card == JC


def is_one_eyed(card):
    """JH and JS: remove an opponent chip."""
    return card == JH or card == JS


def cells_of(card):
    """The two cells showing a non-jack card."""
    if not 0 <= card < 52 or is_jack(card):
        raise ValueError("expected a non-jack card 0-51, got %r" % (card,))
    return _CELLS[2 * card], _CELLS[2 * card + 1]


def line_id(cell, direction):
    """A number naming the whole line through cell along direction (0..18)."""
    row, col = divmod(cell, 10)
    if direction == 0:
        return row
    if direction == 1:
        return col
    if direction == 2:
        return row - col + 9
    return row + col


def runs(board, cell, bit, out):
    """Fill out[2d], out[2d+1] with how many cells before/after cell along each
    direction d hold bit (chips as bit masks, corners all bits); return the longest
    run through cell. Reads only the four lines through cell: at most 36 cells."""
    reach = REACH
    base = cell * 8
    i = 0  # out[i], out[i + 1]: direction i // 2
    best = 1
    for step in STEPS:
        # Most chips have no friend beside them: one read per side settles it.
        back = 0
        n = reach[base + i]
        if n and board[cell - step] & bit:
            back = 1
            x = cell - 2 * step
            while back < n and board[x] & bit:
                back += 1
                x -= step
        fwd = 0
        n = reach[base + i + 1]
        if n and board[cell + step] & bit:
            fwd = 1
            x = cell + 2 * step
            while fwd < n and board[x] & bit:
                fwd += 1
                x += step
        out[i] = back
        out[i + 1] = fwd
        if back + fwd >= best:
            best = back + fwd + 1
        i += 2
    return best


def window(start, direction):
    """The five cells of a window starting at start along direction."""
    step = STEPS[direction]
    return (start, start + step, start + 2 * step, start + 3 * step, start + 4 * step)
