# Board profile: the full Lysbord (10x10 LEDs, 10x10 diode key matrix, four buttons, status strip).
# Copied to the Pico as /profile.py by `make flash PROFILE=full`; checked by lysbord.hw.profile.check.
from lysbord.events import JACK, MENU, REVEAL, UNDO

NAME = "full"

# LEDs: one WS2812B under every cell, wired as a serpentine from the top-left corner,
# then a short status strip chained after the last cell.
LED_PIN = 22
WIDTH = 10
HEIGHT = 10
START_CORNER = "top-left"  # where the first LED of the chain sits, as the board is read
VERTICAL = False  # False: the chain runs along rows; True: along columns
SERPENTINE = True  # every second row (or column) runs back
STATUS_LEDS = 4
COLOR_ORDER = "GRB"  # byte order on the wire (WS2812B)

# Power: a 5 V 4 A supply (centre-positive plug, fused at 3.15 A); the LEDs get 2 A of it
# (see board/README.md, "Safe power" and "current budget").
SUPPLY_MA = 4000  # the supply's rating: profile.check refuses a budget it cannot feed
BUDGET_MA = 2000
MA_PER_CHANNEL = 20  # one colour channel at full brightness
IDLE_MA_PER_LED = 1  # a WS2812B draws about 1 mA when dark

# Keys: rows are driven low one at a time, columns read through pull-ups (diode cathode
# towards the row). Columns on consecutive GPIOs so one shift reads a whole row.
KEY_ROWS = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9)  # board row 0 (top) .. 9
KEY_COLS = (10, 11, 12, 13, 14, 15, 16, 17, 18, 19)  # board column 0 (left) .. 9
BUTTONS = {MENU: 20, JACK: 21, UNDO: 26, REVEAL: 27}  # to ground, internal pull-ups
DEBOUNCE_MS = 5
LONG_PRESS_MS = 800

CELL_PITCH_MM = 28.0  # LED centre to LED centre: the overlay is printed at this pitch
