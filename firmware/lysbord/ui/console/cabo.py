# Cabo as console text for one seat: the rows as that seat knows them, the piles,
# the drawn card (its own only), scores, the Cabo call and the last round's reveal.
from lysbord.games.cabo.moves import EMPTY, HIDDEN, slots_text

TITLE = "Cabo"
OPTIONS = (
    ("kamikaze", "Kamikaze (a row of two 12s and two 13s scores 0, everyone else 50)?", True),
    ("rounds", "Rounds (0 = until someone passes 100)", 0),
)
_POWERS = {7: "peek", 8: "peek", 9: "spy", 10: "spy", 11: "swap", 12: "swap"}
_HINTS = {
    "look": "look at two of your cards, e.g. 'look 1 2'",
    "turn": "'take N' (the discard for your card N; 'take 1 2' to exchange equal cards) or 'draw'",
    "drawn": "'keep N' (for your card N, or 'keep 1 3' for equal cards) or 'discard'",
}


def _card(value):
    if value == HIDDEN:
        return "??"
    if value == EMPTY:
        return "--"
    return "%2d" % value


def _row(cards):
    return " ".join("[%s]" % _card(c) for c in cards)


def _who(seat, me):
    return "you" if seat == me else "p%d" % (seat + 1)


def render(view, seat):
    """The table as seat sees it, as plain text."""
    n = view["players"]
    lines = []
    rounds = view["rounds"]
    goal = ("%d round%s" % (rounds, "" if rounds == 1 else "s")) if rounds else "until someone passes 100"
    kamikaze = "kamikaze on" if view["kamikaze"] else "kamikaze off"
    lines.append("Cabo, round %d (%s, %s), you are p%d" % (view["round"], goal, kamikaze, seat + 1))
    totals = view["totals"]
    lines.append("Totals: " + "  ".join("p%d %d" % (s + 1, totals[s]) for s in range(n)))
    last = view["last_scores"]
    caller = view["last_caller"]
    if last and view["phase"] in ("look", "over"):  # the reveal, until the next round starts
        lines.append("Last round, every row turned up:")
        for s in range(n):
            row = view["last_rows"][4 * s : 4 * s + 4]
            note = "  called Cabo" if s == caller else ""
            lines.append("  p%d %s  +%d%s" % (s + 1, _row(row), last[s], note))
    elif last:
        scores = ", ".join("p%d +%d%s" % (s + 1, last[s], " (Cabo)" if s == caller else "") for s in range(n))
        lines.append("Last round: " + scores)
    if view["phase"] == "over":
        low = min(totals)
        won = [s for s in range(n) if totals[s] == low]
        names = ", ".join(("you (p%d)" if s == seat else "p%d") % (s + 1) for s in won)
        lines.append("Game over: %s won with %d point%s." % (names, low, "" if low == 1 else "s"))
        return "\n".join(lines)
    discard = view["discard"]
    recent = " ".join(_card(c).strip() for c in discard[-8:])  # face up: everyone saw them
    more = "... " if len(discard) > 8 else ""
    lines.append("Discard pile: %s%s <- top   Draw pile: %d left" % (more, recent, view["draw_count"]))
    caller = view["caller"]
    if caller >= 0:
        lines.append("CABO called by %s: everyone else has one more turn" % _who(caller, seat))
    lines.append("          1    2    3    4")
    for s in range(n):
        label = "you (p%d)" % (s + 1) if s == seat else "p%d" % (s + 1)
        marks = []
        if s == view["starter"]:
            marks.append("starts")
        if s == view["dealer"]:
            marks.append("dealt")
        if s == caller:
            marks.append("CABO")
        if view["failed"][s]:
            marks.append("(failed exchange of %s)" % slots_text(view["failed"][s]))
        if s == view["turn"]:
            marks.append("<- to move")
        lines.append(("%-9s %s  %s" % (label, _row(view["rows"][s]), " ".join(marks))).rstrip())
    drawing = view["drawing"]
    if drawing == seat and view["drawn"] >= 0:
        power = _POWERS.get(view["drawn"])
        drawn = view["drawn"]
        article = "an" if drawn in (8, 11) else "a"  # said "an eight", "an eleven"
        lines.append("You drew %s %d%s" % (article, drawn, " (power: %s)" % power if power else ""))
    elif drawing >= 0:
        lines.append("p%d is deciding about a drawn card" % (drawing + 1))
    if view["turn"] == seat and "legal" in view:
        hint = _HINTS.get(view["phase"], "")
        if view["phase"] == "turn" and caller < 0:
            hint += ", or 'cabo' to end the round"
        if view["phase"] == "drawn":
            power = _POWERS.get(view["drawn"])
            extra = {"peek": "'peek N'", "spy": "'spy pX N'", "swap": "'swap N pX M' (your N for pX's M)"}
            if power:
                hint += ", or use the power: " + extra[power]
        lines.append("Your move: " + hint)
    return "\n".join(lines)
