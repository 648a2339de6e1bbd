# 7'er kabal on the lit board: the four foundations' tops, and the drawn card that may be played.
from lysbord.ui.board import draw

FOUNDATION = draw.WHITE
DRAWN = draw.AMBER


def light(view, lamp):
    """Light the public cards of a kabal view."""
    group = view["group"]
    if group:
        lamp.card(group[-1], DRAWN)
    found = view["foundations"]
    for suit in range(4):
        if found[suit]:
            lamp.card(suit * 13 + found[suit] - 1, FOUNDATION)
