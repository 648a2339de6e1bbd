# Høyers trappe on the lit board: the row's tops, the closing pile's (which sets the
# closing card) in amber, the others white.
from lysbord.ui import draw

CLOSING = draw.AMBER
PILE = draw.WHITE


def light(view, lamp):
    """Light the public cards of a Høyers trappe view."""
    tops = view["tops"]
    for i in range(len(tops) - 1, -1, -1):
        lamp.card(tops[i], CLOSING if i == 0 else PILE)
