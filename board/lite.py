# Board profile: the lite Lysbord (10x10 LEDs, a 5-way cursor pad, Menu and Jack buttons).
# Copied to the Pico as /profile.py by `make flash PROFILE=lite`; checked by lysbord.hw.profile.check.
from lysbord.events import CENTER, DOWN, JACK, LEFT, MENU, RIGHT, UP

NAME = "lite"

# LEDs: a 60 LED/m strip cut into ten columns, the chain starting bottom-left and
# snaking up and down the columns. No status strip: the cursor is shown on the board.
LED_PIN = 0
WIDTH = 10
HEIGHT = 10
START_CORNER = "bottom-left"
VERTICAL = True
SERPENTINE = True
STATUS_LEDS = 0
COLOR_ORDER = "GRB"

# Power: USB only (500 mA); the LEDs get 400 mA of it, the Pico keeps the rest.
SUPPLY_MA = 500  # what a USB 2.0 port gives: profile.check refuses a budget it cannot feed
BUDGET_MA = 400
MA_PER_CHANNEL = 20
IDLE_MA_PER_LED = 1

# Keys: a 5-way navigation switch and two buttons, each to ground with internal pull-ups.
CURSOR_PINS = {UP: 2, DOWN: 3, LEFT: 4, RIGHT: 5, CENTER: 6}
BUTTONS = {MENU: 7, JACK: 8}
DEBOUNCE_MS = 5
LONG_PRESS_MS = 800

CELL_PITCH_MM = 16.67  # 60 LEDs per metre
