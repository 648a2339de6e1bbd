# Siódemki on the lit board: the trick on the table, each card in the colour of the seat
# that played it, and the turn-up card that names the trump suit (amber).
from lysbord.ui import draw

TURNUP = draw.AMBER


def light(view, lamp):
    """Light the public cards of a Siódemki view."""
    from lysbord.ui.table_play import seat_colour

    turnup = view["turnup"]
    if turnup < 52:
        lamp.card(turnup, TURNUP)
    order = view["order"]
    trick = view["trick"]
    if not trick:
        return
    count = len(order)
    start = bytes(order).find(bytes((view["leader"],)))  # the leader's place in the seating
    if start < 0:
        start = 0
    for i in range(len(trick)):
        lamp.card(trick[i], seat_colour(order[(start + i) % count]))
