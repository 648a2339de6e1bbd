# Cabo as console text for one seat: the rows as that seat knows them, the piles,
# the drawn card (its own only), scores, the Cabo call and the last round's reveal.
from lysbord.games.cabo.moves import EMPTY, HIDDEN, slots_text
from lysbord.i18n import N_, NP_, _, ngettext, pgettext

TITLE = "Cabo"  # a name, the same in every language
SAYS_WHO_WON = True  # render names the winners once the game is over
OPTIONS = (
    ("kamikaze", N_("Kamikaze (a row of two 12s and two 13s scores 0, everyone else 50)?"), True),
    ("rounds", N_("Rounds (0 = until someone passes 100)"), 0),
)
# p2 (player 2) and the card numbers 1-4 are notation, the same in every language
VERBS = (
    NP_("move", "look"),
    NP_("move", "take"),
    NP_("move", "draw"),
    NP_("move", "cabo"),
    NP_("move", "keep"),
    NP_("move", "discard"),
    NP_("move", "peek"),
    NP_("move", "spy"),
    NP_("move", "swap"),
)
_POWERS = {7: "peek", 8: "peek", 9: "spy", 10: "spy", 11: "swap", 12: "swap"}
_HINTS = {
    "look": N_("look at two of your cards, e.g. '%(look)s 1 2'"),
    "turn": N_("'%(take)s N' (the discard for your card N; '%(take)s 1 2' to exchange equal cards) or '%(draw)s'"),
    "drawn": N_("'%(keep)s N' (for your card N, or '%(keep)s 1 3' for equal cards) or '%(discard)s'"),
}


def _said(text):
    """text (a catalog string with %(verb)s places) with the move words as the player types them."""
    return _(text) % {verb: pgettext("move", verb) for verb in VERBS}


def _card(value):
    if value == HIDDEN:
        return "??"
    if value == EMPTY:
        return "--"
    return "%2d" % value


def _row(cards):
    return " ".join("[%s]" % _card(c) for c in cards)


def _pad(text, width):
    """text with spaces after it to width (MicroPython's str has no ljust)."""
    return text + " " * (width - len(text))


def _who(seat, me):
    return _("you") if seat == me else "p%d" % (seat + 1)


def render(view, seat):
    """The table as seat sees it, as plain text."""
    n = view["players"]
    lines = []
    rounds = view["rounds"]
    goal = (ngettext("%d round", "%d rounds", rounds) % rounds) if rounds else _("until someone passes 100")
    kamikaze = _("kamikaze on") if view["kamikaze"] else _("kamikaze off")
    lines.append(_("Cabo, round %d (%s, %s), you are p%d") % (view["round"], goal, kamikaze, seat + 1))
    totals = view["totals"]
    lines.append(_("Totals: %s") % "  ".join("p%d %d" % (s + 1, totals[s]) for s in range(n)))
    last = view["last_scores"]
    caller = view["last_caller"]
    if last and view["phase"] in ("look", "over"):  # the reveal, until the next round starts
        lines.append(_("Last round, every row turned up:"))
        for s in range(n):
            row = view["last_rows"][4 * s : 4 * s + 4]
            note = _("  called Cabo") if s == caller else ""
            lines.append("  p%d %s  +%d%s" % (s + 1, _row(row), last[s], note))
    elif last:
        scores = ", ".join("p%d +%d%s" % (s + 1, last[s], " (Cabo)" if s == caller else "") for s in range(n))
        lines.append(_("Last round: %s") % scores)
    if view["phase"] == "over":
        low = min(totals)
        won = [s for s in range(n) if totals[s] == low]
        names = ", ".join((_("you (p%d)") if s == seat else "p%d") % (s + 1) for s in won)
        lines.append(
            ngettext("Game over: %s won with %d point.", "Game over: %s won with %d points.", low) % (names, low)
        )
        return "\n".join(lines)
    discard = view["discard"]
    recent = " ".join(_card(c).strip() for c in discard[-8:])  # face up: everyone saw them
    more = "... " if len(discard) > 8 else ""
    lines.append(_("Discard pile: %s%s <- top   Draw pile: %d left") % (more, recent, view["draw_count"]))
    caller = view["caller"]
    if caller >= 0:
        lines.append(_("CABO called by %s: everyone else has one more turn") % _who(caller, seat))
    lines.append("          1    2    3    4")
    width = max(len(_("you (p%d)") % n), 9)  # the rows line up whatever the language calls "you"
    for s in range(n):
        label = _("you (p%d)") % (s + 1) if s == seat else "p%d" % (s + 1)
        marks = []
        if s == view["starter"]:
            marks.append(_("starts"))
        if s == view["dealer"]:
            marks.append(_("dealt"))
        if s == caller:
            marks.append("CABO")
        if view["failed"][s]:
            marks.append(_("(failed exchange of %s)") % slots_text(view["failed"][s]))
        if s == view["turn"]:
            marks.append(_("<- to move"))
        lines.append(("%s %s  %s" % (_pad(label, width), _row(view["rows"][s]), " ".join(marks))).rstrip())
    drawing = view["drawing"]
    if drawing == seat and view["drawn"] >= 0:
        power = _POWERS.get(view["drawn"])
        drawn = view["drawn"]
        # Translators: English says "an eight", "an eleven": two strings, one for those, one for the rest
        drew = _("You drew an %d") if drawn in (8, 11) else _("You drew a %d")
        lines.append(drew % drawn + (_(" (power: %s)") % pgettext("move", power) if power else ""))
    elif drawing >= 0:
        lines.append(_("p%d is deciding about a drawn card") % (drawing + 1))
    if view["turn"] == seat and "legal" in view:
        hint = _said(_HINTS[view["phase"]]) if view["phase"] in _HINTS else ""
        if view["phase"] == "turn" and caller < 0:
            hint += _said(N_(", or '%(cabo)s' to end the round"))
        if view["phase"] == "drawn":
            power = _POWERS.get(view["drawn"])
            extra = {
                "peek": N_("'%(peek)s N'"),
                "spy": N_("'%(spy)s pX N'"),
                "swap": N_("'%(swap)s N pX M' (your N for pX's M)"),
            }
            if power:
                hint += _(", or use the power: %s") % _said(extra[power])
        lines.append(_("Your move: %s") % hint)
    return "\n".join(lines)
