# Sequence as console text for one seat: the board with its rows and columns numbered 1-10 as
# the board's edges are, chips and locked sequences, that seat's own hand (with where each card
# lies, as row,column) and the score.
from lysbord import cards
from lysbord.games.sequence.moves import cell_name
from lysbord.layout import CORNER, LAYOUT, cells_of, is_jack, is_one_eyed

TITLE = "Sequence"
SCORED_BY_TEAM = True  # scores() counts each team's sequences
_VIRTUAL = ("virtual", "Virtual deck (the game deals the cards; 'n' to referee physical cards)?", True)
_ADVANCED = ("advanced", "Advanced rule (one-eyed jacks may break a sequence)?", False)
OPTIONS = (
    _VIRTUAL,
    ("teams", "Teams for 6 or 12 players (2 or 3; 0 = usual)", 0),
    _ADVANCED,
    ("to_win", "Sequences to win (0 = 2 for two teams, 1 for three)", 0),
)


def options(players):
    """The questions for players: teams are a choice only with 6 or 12."""
    if players in (6, 12):
        teams = ("teams", "Teams (2 = two teams of %d, 3 = three teams of %d)" % (players // 2, players // 3), 2)
        return (_VIRTUAL, teams, _ADVANCED, ("to_win", "Sequences to win (0 = 2 for two teams, 1 for three)", 0))
    teams = 3 if players in (3, 9) else 2
    return (_VIRTUAL, _ADVANCED, ("to_win", "Sequences to win (%d teams)" % teams, 2 if teams == 2 else 1))


_TEAMS = "ABC"


def _cell(view, cell):
    chip = view["board"][cell]
    if chip:
        return " %s%s" % (_TEAMS[chip - 1], "#" if view["locked"][cell] else ".")
    if LAYOUT[cell] == CORNER:
        return " **"
    return " " + cards.name(LAYOUT[cell]).lower()


def _card(card):
    name = cards.name(card)
    if is_jack(card):
        return name + ("(remove)" if is_one_eyed(card) else "(wild)")
    return "%s(%s %s)" % ((name,) + tuple(cell_name(cell) for cell in cells_of(card)))


def render(view, seat):
    """The board as seat sees it, its hand and the score, as plain text."""
    teams = view["teams"]
    lines = ["    " + "".join("%3d" % col for col in range(1, 11))]
    for row in range(10):
        lines.append("%3d " % (row + 1) + "".join(_cell(view, row * 10 + col) for col in range(10)))
    lines.append("A. B. C. = chips (A# locked in a sequence), ** = free corner; a cell is row,column: 5,2")
    score = ", ".join(
        "%s %d" % (_TEAMS[t] + (" (you)" if t == view["team"] else ""), view["sequences"][t]) for t in range(teams)
    )
    lines.append("Sequences: %s; %d to win" % (score, view["to_win"]))
    if view["over"]:
        if view["winner"] >= 0:
            lines.append("Team %s won." % _TEAMS[view["winner"]])
        else:
            lines.append("A draw: nobody can play.")
        return "\n".join(lines)
    turn = view["turn"]
    who = "you" if turn == seat else "seat %d" % (turn + 1)
    lines.append(
        "Seat %d, team %s. To move: %s (team %s)" % (seat + 1, _TEAMS[view["team"]], who, _TEAMS[turn % teams])
    )
    if view["virtual"]:
        lines.append("Your hand: " + " ".join(_card(c) for c in view["hand"]))
        sizes = " ".join("%d" % n for n in view["hand_sizes"])
        lines.append("Cards in hands: %s; draw pile %d" % (sizes, view["draw_left"]))
        shown = view["discards"][:6]
        if shown:
            more = " ..." if len(view["discards"]) > 6 else ""
            lines.append("Discards, newest first: " + " ".join(cards.name(c) for c in shown) + more)
        if view["paying"]:
            lines.append("Silent-play penalty: discard a card of your choice ('pay QS').")
    else:
        lines.append("Referee mode: name the card and cell as row,column ('QS@5,2', 'JD@4,6' wild, 'JH-7,8' remove).")
    if view["exchanged"]:
        lines.append("(dead card exchanged this turn)")
    return "\n".join(lines)
