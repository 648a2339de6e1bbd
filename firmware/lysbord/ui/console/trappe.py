# Høyers trappe as console text: the row from the talon outwards, the closing card,
# the discard pile's face-up closing cards, the seats' hand sizes and scores, your hand.
from lysbord.games.trappe.row import OPEN_AT, move_name
from lysbord.i18n import NP_, _, ngettext
from lysbord.ui.console.words import card as name
from lysbord.ui.console.words import say_move

TITLE = "Høyers trappe"  # a name, the same in every language
SAYS_WHO_WON = True  # render names the winners once the game is over
OPTIONS = ()
VERBS = (NP_("move", "draw"), NP_("move", "pass"), NP_("move", "new"))  # 7H>2 is notation, in every language


def _by_rank(hand):
    return sorted(hand, key=lambda c: (c % 13, c // 13))


def row_text(view):
    """`[talon 23] [closing pile: QS] [pile 2: 9H] ...`, as in the spec's picture."""
    parts = [_("[talon %d]") % view["talon"]]
    for i, top in enumerate(view["tops"]):
        label = _("closing pile") if i == 0 else _("pile %d") % (i + 1)
        parts.append("[%s: %s]" % (label, name(top)))
    if not view["tops"]:
        parts.append(_("(no piles: a new pile becomes the closing pile)"))
    return " ".join(parts)


def _seat_text(view, seat, me):
    who = (_("Seat %d (you)") if seat == me else _("Seat %d")) % (seat + 1)
    points = view["scores"][seat]
    if seat in view["sitting_out"]:
        state = _("sits out")
    elif seat not in view["in_round"]:
        state = _("out")
    else:
        size = view["hands"][seat]
        state = ngettext("%d card", "%d cards", size) % size
    if seat == view["turn"]:
        state += _(", to move")
    return ngettext("%s: %s, %d pt", "%s: %s, %d pts", points) % (who, state, points)


def render(view, seat):
    """The table as that seat sees it, as plain text."""
    count = len(view["tops"])
    mode = _("open play") if count >= OPEN_AT else _("closed play")
    lines = [
        _("%s, round %d (seat %d dealt); game ends after the round someone reaches %d points")
        % (TITLE, view["round"] + 1, view["dealer"] + 1, view["target"]),
        row_text(view),
        ngettext("Closing card: %s   %d pile: %s (%s)", "Closing card: %s   %d piles: %s (%s)", count)
        % (
            name(view["closing"] - 1)[0],
            count,
            mode,
            _("equal neighbours allowed") if count >= OPEN_AT else _("each pile strictly lower"),
        ),
    ]
    closed = " ".join(name(c) for c in view["closed"]) or _("none")
    lines.append(_("Discard pile: %d face down; closing cards face up: %s") % (view["discard"], closed))
    if view["last_round"]:
        gains = ", ".join(_("seat %d +%d") % (s + 1, g) for s, g in enumerate(view["last_round"]))
        lines.append(_("Round %d scored: %s") % (view["round"] + view["over"], gains))
    for other in range(view["players"]):
        lines.append("  " + _seat_text(view, other, seat))
    if view["over"]:
        best = max(view["scores"])
        won = [s + 1 for s in range(view["players"]) if view["scores"][s] == best]
        who = _(" and ").join(_("seat %d") % s for s in won)
        lines.append(
            ngettext("Game over: %s won with %d point.", "Game over: %s won with %d points.", best) % (who, best)
        )
        return "\n".join(lines)
    hand = " ".join(name(c) for c in _by_rank(view["hand"]))
    if seat in view["in_round"]:
        lines.append(_("Your hand: %s") % (hand or _("(empty)")))
    legal = view.get("legal")
    if legal:
        lines.append(_("You may: ") + ", ".join(say_move(move_name(m), VERBS) for m in legal))
        # Translators: 7H>2 and 3C are card notation; the console shows them in the language's card letters
        how = _("(%s: lay %s on pile 2; %s: start a pile at the far end, then draw; help lists numbers)")
        lines.append(how % (say_move("7H>2", VERBS), name(19), say_move("new 3C", VERBS)))
    return "\n".join(lines)
