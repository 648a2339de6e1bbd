# Siódemki as console text for one seat: scores, trump and turn-up, the trick on the
# table, the seat's own hand (when it may look), tricks won and the last deal's points.
from lysbord import cards

TITLE = "Siódemki (All Fours)"
OPTIONS = (
    ("target", "Play to (7, 10, 0 = one deal)", 7),
    ("may_trump_when_able", "May trump when able to follow?", False),
)
_SUITS = ("spades", "hearts", "diamonds", "clubs")
_HINTS = {
    "bid": "'stand' to keep this trump, or 'beg'",
    "give or run": "'give' (eldest scores one, the trump stands) or 'run' (deal three more, new trump)",
    "discard": "keep six: 'discard XX', one card at a time",
    "play": "'play XX' (or just the card, e.g. 'QS')",
}


def _who(seat, me):
    return "you" if seat == me else "p%d" % (seat + 1)


def _hand(hand, trump):
    """Cards grouped by suit, trumps first, high to low."""
    groups = []
    for suit in [trump] + [s for s in range(4) if s != trump]:
        mine = [c for c in hand if c // 13 == suit]
        mine.sort(key=lambda c: -(14 if c % 13 == 0 else c % 13 + 1))
        if mine:
            groups.append(cards.names(mine))
    return "  |  ".join(groups) if groups else "(none)"


def _trick(played, leader, order, me):
    n = len(order)
    start = list(order).index(leader)
    return ", ".join("%s %s" % (_who(order[(start + i) % n], me), cards.name(played[i])) for i in range(len(played)))


def render(view, seat):
    """The table as seat sees it, as plain text."""
    n, order, me = view["players"], view["order"], seat
    target = "to %d points" % view["target"] if view["target"] else "one deal"
    rule = "may trump when able to follow" if view["may_trump_when_able"] else "must follow suit when able"
    lines = ["Siódemki, %d players, %s (%s); you are p%d" % (n, target, rule, seat + 1)]
    seats = " ".join("p%d" % (s + 1) for s in order)
    draws = ", ".join("p%d %s" % (s + 1, cards.name(view["draws"][s])) for s in range(n))
    lines.append("Seating (clockwise): %s; first draw: %s" % (seats, draws))
    scores = view["scores"]
    if n == 4:
        sides = {}
        for s in order:
            sides.setdefault(view["teams"][s], []).append(s)
        text = "   ".join("+".join(_who(s, me) for s in sides[t]) + " %d" % scores[sides[t][0]] for t in sorted(sides))
    else:
        text = "   ".join("%s %d" % (_who(s, me), scores[s]) for s in range(n))
    lines.append("Scores: " + text)
    awards = view["awards"]
    if any(a != 255 for a in awards):
        names = ("High", "Low", "Jack", "Game")
        got = []
        for i in range(4):
            side = awards[i]
            holders = [s for s in range(n) if view["teams"][s] == side]
            got.append("%s %s" % (names[i], "+".join(_who(s, me) for s in holders) if holders else "-"))
        taken = view["last_taken"]
        points = ", ".join("%s %d" % (_who(s, me), taken[s]) for s in range(n))
        lines.append("Last deal: " + ", ".join(got) + " (card points: %s)" % points)
    if view["over"]:
        won = view["winners"]
        lines.append("Game over: " + (", ".join(_who(s, me) for s in won) + " won" if won else "a draw"))
        return "\n".join(lines)
    dealer, eldest = view["dealer"], view["eldest"]
    trump = view["trump"]
    line = "Dealer %s, eldest %s. Trump: %s (turn-up %s)" % (
        _who(dealer, me),
        _who(eldest, me),
        _SUITS[trump],
        cards.name(view["turnup"]),
    )
    if view["shown"]:
        line += "; rejected %s: %s" % (_SUITS[view["rejected"]], cards.names(view["shown"]))
    lines.append(line + "; stock %d" % view["stock"])
    if view["last_trick"]:
        label = "Last trick" if any(view["tricks_won"]) else "Last trick of the last deal"
        lines.append(label + ": " + _trick(view["last_trick"], view["last_leader"], order, me))
    if view["phase"] == "play":
        lines.append(
            "Trick: " + (_trick(view["trick"], view["leader"], order, me) or "(%s to lead)" % _who(view["leader"], me))
        )
    won = view["tricks_won"]
    if any(won):
        taken = view["taken"]
        lines.append("Tricks won: " + "   ".join("%s %d (%d pts)" % (_who(s, me), won[s], taken[s]) for s in range(n)))
    if view["looked"]:
        lines.append("Your hand: " + _hand(view["hand"], trump))
    else:
        lines.append("Your hand: face down until the trump is accepted (only dealer and eldest look)")
    if view["discards"]:
        lines.append("Your discards: " + cards.names(view["discards"]))
    turn = view["turn"]
    if turn == seat:
        lines.append("Your move: " + _HINTS[view["phase"]])
        if view["phase"] == "discard":
            lines.append("Discard %d more" % (len(view["hand"]) - 6))
        if view["phase"] == "play" and view["trick"]:
            playable = [m & 255 for m in view["legal"]]
            lines.append("You may play: " + _hand(playable, trump))
    else:
        lines.append("Waiting for p%d (%s)" % (turn + 1, view["phase"]))
    return "\n".join(lines)
