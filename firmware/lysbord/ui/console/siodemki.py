# Siódemki as console text for one seat: scores, trump and turn-up, the trick on the
# table, the seat's own hand (when it may look), tricks won and the last deal's points.
from lysbord.i18n import N_, NP_, _, pgettext
from lysbord.ui.console import words

TITLE = N_("Siódemki (All Fours)")
SAYS_WHO_WON = True  # render names the winners once the game is over
OPTIONS = (
    ("target", N_("Play to (7, 10, 0 = one deal)"), 7),
    ("may_trump_when_able", N_("May trump when able to follow?"), False),
)
VERBS = (
    NP_("move", "stand"),
    NP_("move", "beg"),
    NP_("move", "give"),
    NP_("move", "run"),
    NP_("move", "play"),
    NP_("move", "discard"),
)
_SUITS = (NP_("suit", "spades"), NP_("suit", "hearts"), NP_("suit", "diamonds"), NP_("suit", "clubs"))
_HINTS = {
    "bid": N_("'%(stand)s' to keep this trump, or '%(beg)s'"),
    "give or run": N_("'%(give)s' (eldest scores one, the trump stands) or '%(run)s' (deal three more, new trump)"),
    "discard": N_("keep six: '%(discard)s XX', one card at a time"),
    "play": N_("'%(play)s XX' (or just the card, e.g. '%(card)s')"),
}
_PHASES = {
    "bid": NP_("phase", "bid"),
    "give or run": NP_("phase", "give or run"),
    "discard": NP_("phase", "discard"),
    "play": NP_("phase", "play"),
}


def _hint(phase):
    """How to type the moves of phase, with the move words and a card as the player types them."""
    named = {"card": words.card(11)}
    for verb in VERBS:
        named[verb] = pgettext("move", verb)
    return _(_HINTS[phase]) % named


def _suit(suit):
    """A suit's name in the language in use."""
    english = _SUITS[suit]
    return pgettext("suit", english)


def _who(seat, me):
    return _("you") if seat == me else "p%d" % (seat + 1)


def _hand(hand, trump):
    """Cards grouped by suit, trumps first, high to low."""
    groups = []
    for suit in [trump] + [s for s in range(4) if s != trump]:
        mine = [c for c in hand if c // 13 == suit]
        mine.sort(key=lambda c: -(14 if c % 13 == 0 else c % 13 + 1))
        if mine:
            groups.append(words.cards(mine))
    return "  |  ".join(groups) if groups else _("(none)")


def _trick(played, leader, order, me):
    n = len(order)
    start = list(order).index(leader)
    return ", ".join("%s %s" % (_who(order[(start + i) % n], me), words.card(played[i])) for i in range(len(played)))


def render(view, seat):
    """The table as seat sees it, as plain text."""
    n, order, me = view["players"], view["order"], seat
    target = _("to %d points") % view["target"] if view["target"] else _("one deal")
    rule = _("may trump when able to follow") if view["may_trump_when_able"] else _("must follow suit when able")
    lines = [_("Siódemki, %d players, %s (%s); you are p%d") % (n, target, rule, seat + 1)]
    seats = " ".join("p%d" % (s + 1) for s in order)
    draws = ", ".join("p%d %s" % (s + 1, words.card(view["draws"][s])) for s in range(n))
    lines.append(_("Seating (clockwise): %s; first draw: %s") % (seats, draws))
    scores = view["scores"]
    if n == 4:
        sides = {}
        for s in order:
            sides.setdefault(view["teams"][s], []).append(s)
        text = "   ".join("+".join(_who(s, me) for s in sides[t]) + " %d" % scores[sides[t][0]] for t in sorted(sides))
    else:
        text = "   ".join("%s %d" % (_who(s, me), scores[s]) for s in range(n))
    lines.append(_("Scores: %s") % text)
    awards = view["awards"]
    if any(a != 255 for a in awards):
        names = (_("High"), _("Low"), _("Jack"), _("Game"))
        got = []
        for i in range(4):
            side = awards[i]
            holders = [s for s in range(n) if view["teams"][s] == side]
            got.append("%s %s" % (names[i], "+".join(_who(s, me) for s in holders) if holders else "-"))
        taken = view["last_taken"]
        points = ", ".join("%s %d" % (_who(s, me), taken[s]) for s in range(n))
        lines.append(_("Last deal: %s (card points: %s)") % (", ".join(got), points))
    if view["over"]:
        won = view["winners"]
        lines.append(_("Game over: %s won") % ", ".join(_who(s, me) for s in won) if won else _("Game over: a draw"))
        return "\n".join(lines)
    dealer, eldest = view["dealer"], view["eldest"]
    trump = view["trump"]
    line = _("Dealer %s, eldest %s. Trump: %s (turn-up %s)") % (
        _who(dealer, me),
        _who(eldest, me),
        _suit(trump),
        words.card(view["turnup"]),
    )
    if view["shown"]:
        line += _("; rejected %s: %s") % (_suit(view["rejected"]), words.cards(view["shown"]))
    lines.append(line + _("; stock %d") % view["stock"])
    if view["last_trick"]:
        label = _("Last trick: %s") if any(view["tricks_won"]) else _("Last trick of the last deal: %s")
        lines.append(label % _trick(view["last_trick"], view["last_leader"], order, me))
    if view["phase"] == "play":
        trick = _trick(view["trick"], view["leader"], order, me) or _("(%s to lead)") % _who(view["leader"], me)
        lines.append(_("Trick: %s") % trick)
    won = view["tricks_won"]
    if any(won):
        taken = view["taken"]
        each = "   ".join(_("%s %d (%d pts)") % (_who(s, me), won[s], taken[s]) for s in range(n))
        lines.append(_("Tricks won: %s") % each)
    if view["looked"]:
        lines.append(_("Your hand: %s") % _hand(view["hand"], trump))
    else:
        lines.append(_("Your hand: face down until the trump is accepted (only dealer and eldest look)"))
    if view["discards"]:
        lines.append(_("Your discards: %s") % words.cards(view["discards"]))
    turn = view["turn"]
    if turn == seat:
        lines.append(_("Your move: %s") % _hint(view["phase"]))
        if view["phase"] == "discard":
            lines.append(_("Discard %d more") % (len(view["hand"]) - 6))
        if view["phase"] == "play" and view["trick"]:
            playable = [m & 255 for m in view["legal"]]
            lines.append(_("You may play: %s") % _hand(playable, trump))
    else:
        phase = _PHASES[view["phase"]]
        lines.append(_("Waiting for p%d (%s)") % (turn + 1, pgettext("phase", phase)))
    return "\n".join(lines)
