# Sequence's vocabulary: the table sizes it deals for, and moves as ints (kind << 13 | card << 7
# | cell) with their short names: "QS@5,2" place, "JH-7,8" remove, "dead QS" exchange, "pay QS"
# penalty discard, "penalty B". A cell is named for people by its row and column, each counted
# 1-10 from the top left as the board's edges are marked ("5,2": row 5, column 2; cell 41 inside).
from lysbord import cards
from lysbord.compat import const
from lysbord.i18n import _

PLAYERS = (2, 3, 4, 6, 8, 9, 10, 12)
# Cards in a hand, indexed by the number of players (bytes: a dict costs more heap).
HAND_SIZES = b"\x00\x00\x07\x06\x06\x00\x05\x00\x04\x04\x03\x00\x03"

PLACE = const(0)
REMOVE = const(1)
EXCHANGE = const(2)
DISCARD = const(3)  # a card given up while paying a silent-play penalty
PENALTY = const(4)  # the referee's penalty button: the cell field holds the team
TEAM_NAMES = "ABC"


def place(card, cell):
    """Put a chip on cell with card (its own card, or a two-eyed jack)."""
    return card << 7 | cell


def remove(card, cell):
    """Take the chip off cell with a one-eyed jack."""
    return REMOVE << 13 | card << 7 | cell


def exchange(card):
    """Discard a dead card and draw a replacement."""
    return EXCHANGE << 13 | card << 7


def discard(card):
    """Give up card while paying a penalty."""
    return DISCARD << 13 | card << 7


def penalty(team):
    """The silent-play penalty on team (0..2)."""
    return PENALTY << 13 | team


def move_kind(move):
    """PLACE, REMOVE, EXCHANGE, DISCARD or PENALTY."""
    return move >> 13


def move_card(move):
    """The card a move uses (0-51)."""
    return move >> 7 & 63


def move_cell(move):
    """The cell a move acts on (0-99), or the team of a PENALTY."""
    return move & 127


def cell_name(cell):
    """A cell as people name it: 'row,column', each 1-10 from the top left ('5,2' for cell 41)."""
    return "%d,%d" % (cell // 10 + 1, cell % 10 + 1)


def move_name(move):
    """Short text: 'QS@3,4', 'JD@5,6', 'JH-7,8', 'dead QS', 'pay QS', 'penalty B'."""
    kind = move >> 13
    card = move >> 7 & 63
    cell = move & 127
    if kind == PENALTY:
        return "penalty " + (TEAM_NAMES[cell] if cell < 3 else "?%d" % cell)
    name = cards.name(card) if card < 52 else "?%d" % card
    if kind == PLACE:
        return "%s@%s" % (name, cell_name(cell))
    if kind == REMOVE:
        return "%s-%s" % (name, cell_name(cell))
    if kind == EXCHANGE:
        return "dead " + name
    if kind == DISCARD:
        return "pay " + name
    return "?%d" % move


def parse_cell(text, whole=None):
    """The cell named 'row,column' (each 1-10; cell_name's reverse); ValueError if none."""
    parts = text.split(",")
    try:
        row, col = int(parts[0]), int(parts[1]) if len(parts) == 2 else 0
    except ValueError:
        row = col = 0
    if not (1 <= row <= 10 and 1 <= col <= 10):
        raise ValueError(_("expected a cell as row,column (each 1-10, e.g. 5,2), got %r in %r") % (text, whole or text))
    return (row - 1) * 10 + col - 1


def parse_move(text):
    """The move named by text (the reverse of move_name); ValueError if none."""
    word = text.strip()
    low = word.lower()
    for prefix, maker in (("dead ", exchange), ("pay ", discard)):
        if low.startswith(prefix):
            return maker(cards.parse(word[len(prefix) :]))
    if low.startswith("penalty "):
        team = word[8:].strip().upper()
        if len(team) != 1 or team not in TEAM_NAMES:
            raise ValueError(_("expected 'penalty A', 'B' or 'C', got %r") % (text,))
        return penalty(TEAM_NAMES.index(team))
    for sep, maker in (("@", place), ("-", remove)):
        at = word.find(sep)
        if at > 0:
            return maker(cards.parse(word[:at]), parse_cell(word[at + 1 :].replace(" ", ""), text))
    raise ValueError(_("expected a move like 'QS@5,2', 'JH-7,8', 'dead QS' or 'pay QS', got %r") % (text,))
