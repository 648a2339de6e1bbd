# A 3x5 pixel font for digits and a few capitals, drawn onto the 10x10 cell matrix.
# Two glyphs side by side (3 + 1 + 3 columns) fit a cell row; enough for "12", "GO", "O" and
# "|" (off and on, as on a power switch), "||", the pause sign, and two pictures: "@" a chip,
# "#" a card's back; and one mark as wide as the board, RADIO.
from lysbord.compat import const

_WIDTH = const(10)

# Each glyph is 15 bits: five rows of three, top row first, left column in the high bit.
_CHARS = "0123456789ABDEFGHILNOPRSTUVX?-!|CJM@#"
_GLYPHS = (
    0b111101101101111,  # 0
    0b010110010010111,  # 1
    0b111001111100111,  # 2
    0b111001111001111,  # 3
    0b101101111001001,  # 4
    0b111100111001111,  # 5
    0b111100111101111,  # 6
    0b111001010010010,  # 7
    0b111101111101111,  # 8
    0b111101111001111,  # 9
    0b010101111101101,  # A
    0b110101110101110,  # B
    0b110101101101110,  # D
    0b111100110100111,  # E
    0b111100110100100,  # F
    0b111100101101111,  # G
    0b101101111101101,  # H
    0b111010010010111,  # I
    0b100100100100111,  # L
    0b110101101101101,  # N
    0b010101101101010,  # O
    0b111101111100100,  # P
    0b110101110101101,  # R
    0b011100010001110,  # S
    0b111010010010010,  # T
    0b101101101101111,  # U
    0b101101101101010,  # V
    0b101101010101101,  # X
    0b111001010000010,  # ?
    0b000000111000000,  # -
    0b010010010000010,  # !
    0b110110110110110,  # | : two of them make the pause sign
    0b111100100100111,  # C
    0b001001001101111,  # J
    0b101111111101101,  # M
    0b010111111111010,  # @ : a chip (the mode page: referee, the board holds the chips)
    0b111111111111111,  # # : a card's back (two: the virtual deck, the board deals the cards)
)


def glyph(char):
    """The 15-bit bitmap of char (unknown characters draw as '?')."""
    index = _CHARS.find(char)
    return _GLYPHS[index if index >= 0 else 28]


def draw_char(frame, char, row, col, colour):
    """Light the pixels of char with its top-left at (row, col); others stay as they are."""
    bits = glyph(char)
    red = colour >> 16 & 255
    green = colour >> 8 & 255
    blue = colour & 255
    for y in range(5):
        r = row + y
        if not 0 <= r < _WIDTH:
            continue
        line = bits >> (3 * (4 - y)) & 7
        for x in range(3):
            c = col + x
            if line & (4 >> x) and 0 <= c < _WIDTH:
                i = 3 * (r * _WIDTH + c)
                frame[i] = red
                frame[i + 1] = green
                frame[i + 2] = blue


# The radio mark, ((o)), across the whole width: the board opened its own Wi-Fi network (its
# access point) where the home network did not answer. One 10-bit row a line, left column high.
RADIO = "((o))"
_RADIO_ROWS = (0b0100000010, 0b1001001001, 0b1010110101, 0b1001001001, 0b0100000010)


def draw_text(frame, text, row, colour):
    """Draw up to two characters centred on the matrix, top row at row (or the RADIO mark)."""
    if text == RADIO:
        for y in range(5):
            for x in range(_WIDTH):
                if _RADIO_ROWS[y] & (512 >> x):
                    i = 3 * ((row + y) * _WIDTH + x)
                    frame[i] = colour >> 16 & 255
                    frame[i + 1] = colour >> 8 & 255
                    frame[i + 2] = colour & 255
    elif len(text) == 1:
        draw_char(frame, text, row, 3, colour)
    else:
        draw_char(frame, text[0], row, 1, colour)
        draw_char(frame, text[1], row, 6, colour)
