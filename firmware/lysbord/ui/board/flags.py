# The board's languages without words: each one's flag, lit over rows 2-7 of the language page
# (ui/board/menu.py), and its two colours, which mark its choice and the game page's key to it.
# A moment module like the menu: loaded for setup and let go while a game is played.
from lysbord.ui.board import draw

_RED = draw.REFUSE
_WHITE = draw.WHITE
_BLUE = 0x0030C0
_GOLD = 0xFFC000
_BLACK = 0x303030  # a dark LED shows nothing: black as a faint grey
# Per language: (field, cross or band colour, inner cross colour or None, kind). Kinds: "cross"
# (a cross two cells wide through the middle, England's), "nordic" (a cross two wide nearer the
# hoist, Denmark's; Norway's blue with a white cell either side), "bands" (top first).
_FLAGS = {
    "en": (_WHITE, _RED, None, "cross"),  # England: St George's cross
    "nb": (_RED, _WHITE, _BLUE, "nordic"),
    "da": (_RED, _WHITE, None, "nordic"),
    "pl": (_WHITE, _RED, None, "bands"),
    "de": (_BLACK, _RED, _GOLD, "bands"),
}
_TOP = 1  # the flag's first row (row 0 is the menu's own)
_ROWS = 6
_LEFT = 1
_COLUMNS = 8


def colours(code):
    """The two colours that tell code's flag apart (the first marks its choice); English's for a
    code without a flag."""
    field, cross, inner, _kind = _FLAGS.get(code, _FLAGS["en"])
    if code == "nb":
        return inner, field  # blue and red: Norway's apart from Denmark's red and white
    if code == "pl":
        return 0xFF6080, cross  # white over red as one cell can show it (pink), then red
    if code == "de":
        return _GOLD, cross
    return field, cross  # England's white and red, Denmark's red and white


def colour_at(code, row, col):
    """The colour of code's flag at row, col of the flag (0-5, 0-7)."""
    field, cross, inner, kind = _FLAGS.get(code, _FLAGS["en"])
    if kind == "bands":
        if inner is None:  # two bands
            return field if row < _ROWS // 2 else cross
        return (field, cross, inner)[row * 3 // _ROWS]
    if kind == "cross":
        return cross if row in (2, 3) or col in (3, 4) else field
    if inner is not None and (row in (2, 3) or col in (2, 3)):
        return inner  # Norway: the blue cross, two wide, inside a white one
    if inner is not None and (row in (1, 4) or col in (1, 4)):
        return cross
    if row in (2, 3) or col in (2, 3):
        return cross
    return field


def paint(frame, code):
    """Light code's flag over the language page's top rows."""
    for row in range(_ROWS):
        for col in range(_COLUMNS):
            draw.put(frame, (_TOP + row) * 10 + _LEFT + col, colour_at(code, row, col))
