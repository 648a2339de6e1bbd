# Høyers trappe on the lit board: the row's tops, the closing pile's (which sets the
# closing card) in amber, the others white; the card the last move laid in its player's colour.
from lysbord.games.trappe.row import KIND_NEW
from lysbord.ui.board import draw

CLOSING = draw.AMBER
PILE = draw.WHITE


def light(view, lamp):
    """Light the public cards of a Høyers trappe view."""
    tops = view["tops"]
    for i in range(len(tops) - 1, -1, -1):
        lamp.card(tops[i], CLOSING if i == 0 else PILE)


def light_last(lamp, seat, move):
    """The card the last move laid (on a pile or as a new one), in the colour of the seat that
    laid it, so everyone sees what just happened; a draw or a pass lays nothing."""
    if move >> 12 <= KIND_NEW:
        lamp.card(move & 63, draw.seat_colour(seat))
