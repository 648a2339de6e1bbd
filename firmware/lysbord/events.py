# Key events shared by the hardware layer and the application.
# An event is one small int: key id << KIND_BITS | kind, so a queue of them never allocates.
from lysbord.compat import const

KIND_BITS = const(3)
KIND_MASK = const(7)
PRESS = const(0)  # the contact has read closed for the debounce time
RELEASE = const(1)  # a press let go (read open for the debounce time)
LONG = const(2)  # held past the profile's long-press time (sent once, before RELEASE)
# A contact's first closed reading, before it is a PRESS: enough to light the key's cell at
# once (the debounce would hold it back 5 ms), never to act on. A PRESS follows, or UNTOUCH
# when the contact read open again for the debounce time (a bounce, noise) without one.
TOUCH = const(3)
UNTOUCH = const(4)

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
