# Cabo on the lit board: its cards (0-13) are not printed on the Sequence board, so the
# discard pile's top shows as its number in the middle; a called Cabo turns it amber.
from lysbord.ui.board import draw

_EMPTY = 255


def light(view, lamp):
    """Light the public cards of a Cabo view."""
    discard = view["discard"]
    if discard and discard[-1] != _EMPTY:
        lamp.text(str(discard[-1]), draw.AMBER if view["caller"] >= 0 else draw.WHITE)
