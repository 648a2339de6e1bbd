# Siódemki on the lit board: the trick on the table, each card in the colour of the seat
# that played it, and the turn-up card that names the trump suit (amber). Between tricks
# the last one stays, dimmer, so its last card is seen before the next lead.
from lysbord.ui.board import draw

TURNUP = draw.AMBER
_LAST_LEVEL = 110  # the trick just taken, dimmed


def _light_trick(lamp, trick, leader, order, level):
    start = bytes(order).find(bytes((leader,)))  # the leader's place in the seating
    if start < 0:
        start = 0
    for i in range(len(trick)):
        colour = draw.seat_colour(order[(start + i) % len(order)])
        lamp.card(trick[i], colour if level == 255 else draw.scale(colour, level))


def light(view, lamp):
    """Light the public cards of a Siódemki view."""
    turnup = view["turnup"]
    if turnup < 52:
        lamp.card(turnup, TURNUP)
    if view["trick"]:
        _light_trick(lamp, view["trick"], view["leader"], view["order"], 255)
    elif view["last_trick"]:
        _light_trick(lamp, view["last_trick"], view["last_leader"], view["order"], _LAST_LEVEL)
