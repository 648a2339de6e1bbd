# 7'er kabal on the lit board: the four foundations' tops, and the drawn card that may be played.
from lysbord.compat import const
from lysbord.games.kabal.moves import DRAW
from lysbord.ui.board import draw

FOUNDATION = draw.WHITE
DRAWN = draw.AMBER
# A bot's draw shows nothing new: the hard bot leafs through the stock while it plans (a
# position a move), so its draws follow faster than its other moves.
_DRAW_PAUSE_MS = const(150)


def bot_pause_ms(move, pause_ms):
    """How long the board shows a bot's move before the bot's next one."""
    return _DRAW_PAUSE_MS if move == DRAW else pause_ms


def light(view, lamp):
    """Light the public cards of a kabal view."""
    group = view["group"]
    if group:
        lamp.card(group[-1], DRAWN)
    found = view["foundations"]
    for suit in range(4):
        if found[suit]:
            lamp.card(suit * 13 + found[suit] - 1, FOUNDATION)
