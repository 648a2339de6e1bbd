# Key events shared by the hardware layer and the application.
# An event is one small int: key id << 2 | kind, so a queue of them never allocates.
from lysbord.compat import const

PRESS = const(0)
RELEASE = const(1)
LONG = const(2)  # held past the profile's long-press time (sent once, before RELEASE)

# Key ids: 0..99 are the cells (row * 10 + col); the rest are control buttons.
CELLS = const(100)
MENU = const(100)  # also Back
JACK = const(101)
UNDO = const(102)
REVEAL = const(103)
PENALTY = const(104)
UP = const(110)  # cursor pad (lite board)
DOWN = const(111)
LEFT = const(112)
RIGHT = const(113)
CENTER = const(114)

BUTTON_NAMES = {
    MENU: "menu",
    JACK: "jack",
    UNDO: "undo",
    REVEAL: "reveal",
    PENALTY: "penalty",
    UP: "up",
    DOWN: "down",
    LEFT: "left",
    RIGHT: "right",
    CENTER: "center",
}
