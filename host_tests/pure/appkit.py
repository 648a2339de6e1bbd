# Helpers for the lit-board app tests: a simulated board running the firmware, the setup
# menu done by key presses, and LED colours read back from the wire frame.
from simboard import SimBoard

from helpers import scaled  # noqa: F401  (re-exported for the tests)
from lysbord import layout
from lysbord.hw.pixels import GAMMA
from lysbord.table import GAMES
from lysbord.ui.board import draw
from lysbord.ui.board.menu import GAME_PLAYERS, LEVEL_CELLS, choice_cell, seat_cell
from lysbord.ui.board.saves import SAVE_NAME  # noqa: F401  (re-exported for the tests)

PLAYER_COUNTS = (2, 3, 4, 6, 8, 9, 10, 12)
NEXT = 99
BACK = 90
SETTLE_MS = 600  # a placement's animation is over by then


def new_board(profile="full", fs=None, seed=7, held=(), boot=True):
    """A powered-up simulated board, past its boot animation."""
    sim = SimBoard(profile, fs=fs, seed=seed, step_ms=8, held=held)
    if boot:
        sim.advance(1400)
    return sim


def screen(sim):
    """The name of the app's current screen ('Menu', 'Play', 'Resume', 'Notice')."""
    return type(sim.app.screen).__name__


def start_game(sim, virtual=False, players=2, bots=(), teams=None, advanced=False, level=1):
    """Walk the setup menu by presses (full board) and start a Sequence game."""
    sim.press(choice_cell(0, 5))  # the game page: Sequence
    sim.press(NEXT)
    sim.press(choice_cell(1 if virtual else 0, 2))
    sim.press(NEXT)
    sim.press(choice_cell(PLAYER_COUNTS.index(players), 8))
    sim.press(NEXT)
    if players in (6, 12):
        sim.press(choice_cell((teams or 2) - 2, 2))
        sim.press(NEXT)
    if virtual:
        current = {1}  # the menu starts with seat 2 (index 1) as a bot
        for seat in range(players):
            if (seat in current) != (seat in bots):
                sim.press(seat_cell(seat))
        if level != 1:  # the bots' level on the same page: 0 easy, 1 normal, 2 hard
            sim.press(LEVEL_CELLS[level])
        sim.press(NEXT)
    sim.press(choice_cell(1 if advanced else 0, 2))
    sim.press(NEXT)
    sim.press(choice_cell(7, 8))  # full brightness: wire levels are plain gamma
    sim.press(NEXT)
    return sim.app.play.game


def start_table_game(sim, name, players=2, bots=()):
    """Walk the setup menu by presses (full board) and start a game other than Sequence."""
    sim.press(choice_cell(GAMES.index(name), 5))
    sim.press(NEXT)
    if name == "kabal":
        sim.press(NEXT)  # winnable deals only: as it is (off)
    counts = GAME_PLAYERS[GAMES.index(name)]
    if len(counts) > 1:
        sim.press(choice_cell(counts.index(players), len(counts)))
        sim.press(NEXT)
    current = {1} if players > 1 else set()  # the menu starts with seat 2 (index 1) as a bot
    for seat in range(players):
        if (seat in current) != (seat in bots):
            sim.press(seat_cell(seat))
    sim.press(NEXT)
    sim.press(choice_cell(7, 8))  # full brightness
    sim.press(NEXT)
    return sim.app.play.game


def level(value):
    """The wire level of a perceived level at full brightness."""
    return GAMMA[value]


def expected(colour):
    """A colour as (r, g, b) wire levels at full brightness."""
    return (GAMMA[colour >> 16 & 255], GAMMA[colour >> 8 & 255], GAMMA[colour & 255])


def name_of(rgb):
    """'blue', 'green', 'red' (team colours), 'white', 'off' or 'other' for wire levels."""
    red, green, blue = rgb
    if red + green + blue == 0:
        return "off"
    if red > 100 and green > 100 and blue > 100:
        return "white"
    if blue > 2 * max(red, green):
        return "blue"
    if green > 2 * max(red, blue):
        return "green"
    if red > 8 * max(green, blue, 1) // 2:
        return "red"
    return "other"


TEAM = ("blue", "green", "red")


def cell(sim, index):
    """The colour name of a cell on the LEDs now."""
    return name_of(sim.led(index))


def status(sim, index):
    """The colour name of status LED index."""
    return name_of(sim.led(100 + index))


def board_names(sim):
    """Colour names of all 100 cells (corners included)."""
    return [name_of(sim.led(i)) for i in range(100)]


def play_cells(game, card_count):
    """card_count cells with distinct, non-twin cards and no corner (for placements)."""
    out = []
    used = set()
    for i in range(100):
        card = layout.LAYOUT[i]
        if card == layout.CORNER or card in used:
            continue
        used.add(card)
        out.append(i)
        if len(out) == card_count:
            break
    return out


def tap_and_settle(sim, index):
    """A tap on a cell, then wait out its animation."""
    sim.press(index)
    sim.advance(SETTLE_MS)


WHITE = draw.WHITE
