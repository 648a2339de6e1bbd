# Høyers trappe as console text: the row from the talon outwards, the closing card,
# the discard pile's face-up closing cards, the seats' hand sizes and scores, your hand.
from lysbord.cards import RANK_CHARS, name
from lysbord.games.trappe.row import OPEN_AT, move_name

TITLE = "Høyers trappe"
OPTIONS = ()
HOW = "(7H>2: lay 7H on pile 2; new 3C: start a pile at the far end, then draw; help lists numbers)"


def _by_rank(hand):
    return sorted(hand, key=lambda c: (c % 13, c // 13))


def row_text(view):
    """`[talon 23] [closing pile: QS] [pile 2: 9H] ...`, as in the spec's picture."""
    parts = ["[talon %d]" % view["talon"]]
    for i, top in enumerate(view["tops"]):
        label = "closing pile" if i == 0 else "pile %d" % (i + 1)
        parts.append("[%s: %s]" % (label, name(top)))
    if not view["tops"]:
        parts.append("(no piles: a new pile becomes the closing pile)")
    return " ".join(parts)


def _seat_text(view, seat, me):
    who = "Seat %d%s" % (seat + 1, " (you)" if seat == me else "")
    points = view["scores"][seat]
    if seat in view["sitting_out"]:
        state = "sits out"
    elif seat not in view["in_round"]:
        state = "out"
    else:
        size = view["hands"][seat]
        state = "%d card%s" % (size, "" if size == 1 else "s")
    if seat == view["turn"]:
        state += ", to move"
    return "%s: %s, %d pts" % (who, state, points)


def render(view, seat):
    """The table as that seat sees it, as plain text."""
    count = len(view["tops"])
    mode = "open play" if count >= OPEN_AT else "closed play"
    lines = [
        "%s, round %d (seat %d dealt); game ends after the round someone reaches %d points"
        % (TITLE, view["round"] + 1, view["dealer"] + 1, view["target"]),
        row_text(view),
        "Closing card: %s   %d pile%s: %s (%s)"
        % (
            RANK_CHARS[view["closing"] - 1],
            count,
            "" if count == 1 else "s",
            mode,
            "equal neighbours allowed" if count >= OPEN_AT else "each pile strictly lower",
        ),
    ]
    closed = " ".join(name(c) for c in view["closed"]) or "none"
    lines.append("Discard pile: %d face down; closing cards face up: %s" % (view["discard"], closed))
    if view["last_round"]:
        gains = ", ".join("seat %d +%d" % (s + 1, g) for s, g in enumerate(view["last_round"]))
        lines.append("Round %d scored: %s" % (view["round"] + view["over"], gains))
    for other in range(view["players"]):
        lines.append("  " + _seat_text(view, other, seat))
    if view["over"]:
        best = max(view["scores"])
        won = [s + 1 for s in range(view["players"]) if view["scores"][s] == best]
        lines.append("Game over: %s won with %d points." % (" and ".join("seat %d" % s for s in won), best))
        return "\n".join(lines)
    hand = " ".join(name(c) for c in _by_rank(view["hand"]))
    if seat in view["in_round"]:
        lines.append("Your hand: %s" % (hand or "(empty)"))
    legal = view.get("legal")
    if legal:
        lines.append("You may: " + ", ".join(move_name(m) for m in legal))
        lines.append(HOW)
    return "\n".join(lines)
