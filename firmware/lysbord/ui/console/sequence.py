# Sequence as console text for one seat: the board with its rows and columns numbered 1-10 as
# the board's edges are, chips and locked sequences, that seat's own hand (with where each card
# lies, as row,column) and the score.
from lysbord.games.sequence.moves import cell_name
from lysbord.i18n import N_, NP_, _
from lysbord.layout import CORNER, LAYOUT, cells_of, is_jack, is_one_eyed
from lysbord.ui.console import words

TITLE = "Sequence"  # a name, the same in every language
SCORED_BY_TEAM = True  # scores() counts each team's sequences
VERBS = (NP_("move", "dead"), NP_("move", "pay"), NP_("move", "penalty"))  # QS@5,2 and JH-7,8 are notation
_VIRTUAL = ("virtual", N_("Virtual deck (the game deals the cards; 'n' to referee physical cards)?"), True)
_ADVANCED = ("advanced", N_("Advanced rule (one-eyed jacks may break a sequence)?"), False)
_TO_WIN = ("to_win", N_("Sequences to win (0 = 2 for two teams, 1 for three)"), 0)
OPTIONS = (
    _VIRTUAL,
    ("teams", N_("Teams for 6 or 12 players (2 or 3; 0 = usual)"), 0),
    _ADVANCED,
    _TO_WIN,
)


def options(players):
    """The questions for players: teams are a choice only with 6 or 12."""
    if players in (6, 12):
        teams = ("teams", _("Teams (2 = two teams of %d, 3 = three teams of %d)") % (players // 2, players // 3), 2)
        return (_VIRTUAL, teams, _ADVANCED, _TO_WIN)
    teams = 3 if players in (3, 9) else 2
    return (_VIRTUAL, _ADVANCED, ("to_win", _("Sequences to win (%d teams)") % teams, 2 if teams == 2 else 1))


_TEAMS = "ABC"


def _cell(view, cell):
    chip = view["board"][cell]
    if chip:
        return " %s%s" % (_TEAMS[chip - 1], "#" if view["locked"][cell] else ".")
    if LAYOUT[cell] == CORNER:
        return " **"
    return " " + words.card(LAYOUT[cell]).lower()


def _card(card):
    name = words.card(card)
    if is_jack(card):
        return name + (_("(remove)") if is_one_eyed(card) else _("(wild)"))
    return "%s(%s %s)" % ((name,) + tuple(cell_name(cell) for cell in cells_of(card)))


def render(view, seat):
    """The board as seat sees it, its hand and the score, as plain text."""
    teams = view["teams"]
    lines = ["    " + "".join("%3d" % col for col in range(1, 11))]
    for row in range(10):
        lines.append("%3d " % (row + 1) + "".join(_cell(view, row * 10 + col) for col in range(10)))
    lines.append(_("A. B. C. = chips (A# locked in a sequence), ** = free corner; a cell is row,column: 5,2"))
    score = ", ".join(
        "%s %d" % ((_("%s (you)") if t == view["team"] else "%s") % _TEAMS[t], view["sequences"][t])
        for t in range(teams)
    )
    lines.append(_("Sequences: %s; %d to win") % (score, view["to_win"]))
    if view["over"]:
        if view["winner"] >= 0:
            lines.append(_("Team %s won.") % _TEAMS[view["winner"]])
        else:
            lines.append(_("A draw: nobody can play."))
        return "\n".join(lines)
    turn = view["turn"]
    who = _("you") if turn == seat else _("seat %d") % (turn + 1)
    lines.append(
        _("Seat %d, team %s. To move: %s (team %s)") % (seat + 1, _TEAMS[view["team"]], who, _TEAMS[turn % teams])
    )
    if view["virtual"]:
        lines.append(_("Your hand: %s") % " ".join(_card(c) for c in view["hand"]))
        sizes = " ".join("%d" % n for n in view["hand_sizes"])
        lines.append(_("Cards in hands: %s; draw pile %d") % (sizes, view["draw_left"]))
        shown = view["discards"][:6]
        if shown:
            more = " ..." if len(view["discards"]) > 6 else ""
            lines.append(_("Discards, newest first: %s") % words.cards(shown) + more)
        if view["paying"]:
            lines.append(
                _("Silent-play penalty: discard a card of your choice ('%s').") % words.say_move("pay QS", VERBS)
            )
    else:
        lines.append(
            _("Referee mode: name the card and cell as row,column ('%s', '%s' wild, '%s' remove).")
            % (words.say_move("QS@5,2", VERBS), words.say_move("JD@4,6", VERBS), words.say_move("JH-7,8", VERBS))
        )
    if view["exchanged"]:
        lines.append(_("(dead card exchanged this turn)"))
    return "\n".join(lines)
