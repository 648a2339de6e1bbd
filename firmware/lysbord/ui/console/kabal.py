# 7'er kabal as console text: the seven columns (face-down cards as ##), the stock's count,
# the drawn group with its usable card, the foundations, how moves are typed and the "no moves
# left" notice; one hint (the solver's when it answers, else the rule module's guess, named as
# such) and the choice of a deal proven winnable.
from lysbord.games.kabal import hint as kabal_hint
from lysbord.games.kabal import winnable as kabal_winnable
from lysbord.games.kabal.moves import move_name
from lysbord.i18n import N_, NP_, _, ngettext
from lysbord.ui.console.words import card as name
from lysbord.ui.console.words import say_move

TITLE = "7'er kabal"  # a name, the same in every language
OPTIONS = (
    # the seed's literal reading: draw only "when you can no longer move any card in the columns"
    ("draw_only_when_stuck", N_("Draw only when stuck (no useful column move left; off: draw any time)?"), False),
    ("winnable_only", N_("Winnable deals only?"), False),
)
# The move words the player reads and types (t3-t5, w-f, f1-t6 are notation, the same in every language)
VERBS = (NP_("move", "draw"), NP_("move", "give up"), NP_("move", "up"))
ADVICE_BUDGET = kabal_hint.BUDGET  # positions per piece of advice (set per platform there)
# How a move is typed, by example (not the moves legal now: 'help' lists those).
HOW = N_(
    "Move syntax, by example: t3-t5 column to column, t2-f or w-f to a foundation,\n"
    "  w-t4, f1-t6, up 4, draw, give up ('help' lists the moves you can make now)"
)


def _foundations(found):
    parts = []
    for suit in range(4):
        top = name(suit * 13 + found[suit] - 1) if found[suit] else "--"
        parts.append("f%d %s:%s" % (suit + 1, name(suit * 13)[-1], top))
    return "  ".join(parts)


def _columns(view):
    rows = ["    " + "   ".join("t%d" % (i + 1) for i in range(7))]
    cells = []
    for i in range(7):
        cells.append(["##"] * view["down"][i] + [name(c) for c in view["columns"][i]])
    height = max(1, max(len(c) for c in cells))
    for row in range(height):
        line = []
        for col in cells:
            line.append(col[row] if row < len(col) else ("--" if row == 0 else "  "))
        rows.append(("    " + "   ".join(line)).rstrip())
    return rows


def render(view, seat):
    """The table as the player sees it, as plain text."""
    head = _("%s, deal %d, moves %d") % (TITLE, view["deal"], view["moves"])
    if view["draw_only_when_stuck"]:
        head += _(" (draw only when stuck)")
    lines = [head, _("Foundations: ") + _foundations(view["foundations"])]
    group = view["group"]
    if group:
        shown = " ".join(name(c) for c in group[:-1])
        usable = "%s [%s]" % (shown, name(group[-1])) if shown else "[%s]" % name(group[-1])
        lines.append(_("Stock: %d cards   Drawn: %s  (w = %s)") % (view["stock"], usable, name(group[-1])))
    else:
        lines.append(_("Stock: %d cards   Drawn: none") % view["stock"])
    lines.extend(_columns(view))
    if view["over"]:
        if view["won"]:
            lines.append(_("Won in %d moves: every card is on its foundation.") % view["moves"])
        else:
            up = sum(view["foundations"])
            lines.append(
                ngettext("Given up with %d card on the foundations.", "Given up with %d cards on the foundations.", up)
                % up
            )
        return "\n".join(lines)
    if view["dead"]:
        lines.append(_("No moves left: a whole cycle of the stock found nothing. 'give up' or 'undo'."))
    lines.append(_(HOW))  # the hint is advise()'s: one line, the solver's or the guess
    return "\n".join(lines)


def pick_deal(options, seed):
    """(deal, note) for the console's setup: with winnable_only, the first listed deal from seed on."""
    if not options.pop("winnable_only", False):
        return seed, None
    deal = kabal_winnable.next_winnable(seed)
    note = _("Deal %d: proven winnable (every card known, drawing whenever you like).") % deal
    if options.get("draw_only_when_stuck"):
        note += _(" With draw only when stuck it may not be.")
    count = kabal_winnable.COUNT
    start = seed % count if seed >= 0 else 0  # next_winnable's own reading of the seed
    why = []
    if start != seed:
        why.append(
            _("the proven-winnable deals are numbered 0-%d, so %d counts round to %d") % (count - 1, seed, start)
        )
    if deal != start:
        why.append(_("deal %d is not proven winnable, %d is the next that is") % (start, deal))
    if why:
        note = _("Seed %d \u2192 deal %d: %s.") % (seed, deal, "; ".join(why)) + "\n" + note
    return deal, note


def advise(game, budget=ADVICE_BUDGET):
    """The one hint line: the solver's word (a move of a winning line, or 'lost') when it answers
    within budget, else the rule module's guess, called one; None when there is nothing to hint."""
    kind, move = kabal_hint.hint(game, budget)
    if kind == kabal_hint.DEAD:
        return _("Solver: this deal cannot be won from here any more. 'give up' or 'undo'.")
    if kind == kabal_hint.WIN:
        return _("Solver: wins from here; play %s") % say_move(move_name(move), VERBS)
    if kind == kabal_hint.GUESS and move >= 0:
        return _("Hint (a guess: the solver found no sure line in time): %s") % say_move(move_name(move), VERBS)
    return None
