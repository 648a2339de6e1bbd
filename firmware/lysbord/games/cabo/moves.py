# Cabo's vocabulary: the deck, the view markers, and moves as 16-bit ints (kind in the
# top four bits, slots and seats below).
# Slots are 0-3 inside (1-4 for people); seats 0-based inside ("p1".. for people).
from lysbord.compat import const
from lysbord.i18n import _, pgettext

LOOK = const(1)  # start of a round: look at two own cards; arg = slot mask
TAKE = const(2)  # take the discard top, exchange it for the masked own cards
DRAW = const(3)  # look at the top of the draw pile
CABO = const(4)  # call Cabo
KEEP = const(5)  # exchange the drawn card for the masked own cards
DISCARD = const(6)  # discard the drawn card, no power used
PEEK = const(7)  # power 7/8: arg = own slot
SPY = const(8)  # power 9/10: arg = seat << 2 | slot
SWAP = const(9)  # power 11/12: arg = own slot << 6 | seat << 2 | slot

HIDDEN = const(254)  # in a view: a card that seat has not seen
EMPTY = const(255)  # a slot emptied by a multi-exchange
NONE = const(255)  # no seat (no caller yet)
LOOKING = const(0)  # phases of a round
TURN = const(1)
DRAWN = const(2)
OVER = const(3)
PHASES = ("look", "turn", "drawn", "over")

_WORDS = ("", "look", "take", "draw", "cabo", "keep", "discard", "peek", "spy", "swap")


def deck_values(players):
    """The 0-13 deck (two 0s, two 13s, four of each 1-12), doubled for 7+ players."""
    one = [0, 0, 13, 13]
    for value in range(1, 13):
        one += [value] * 4
    return one * (2 if players > 6 else 1)


def look(mask):
    """Look at the cards in mask at the start of a round."""
    return LOOK << 12 | mask


def take(mask):
    """Take the discard for the cards in mask (two or more: a multi-exchange)."""
    return TAKE << 12 | mask


def keep(mask):
    """Exchange the drawn card for the cards in mask."""
    return KEEP << 12 | mask


def peek(slot):
    """Power 7/8: look at one of your own cards."""
    return PEEK << 12 | slot


def spy(seat, slot):
    """Power 9/10: look at one card of another player."""
    return SPY << 12 | seat << 2 | slot


def swap(own, seat, slot):
    """Power 11/12: exchange an own card with another player's, unseen."""
    return SWAP << 12 | own << 6 | seat << 2 | slot


def slots_text(mask):
    """'1 3' for the mask of slots 0 and 2."""
    return " ".join(str(i + 1) for i in range(4) if mask >> i & 1)


def move_name(move):
    """Short readable text of a move, e.g. 'take 2', 'spy p3 1', 'swap 4 p2 1'."""
    kind = move >> 12
    arg = move & 0xFFF
    if kind in (DRAW, CABO, DISCARD) and arg == 0:
        return _WORDS[kind]
    if kind in (LOOK, TAKE, KEEP) and 0 < arg < 16:
        return _WORDS[kind] + " " + slots_text(arg)
    if kind == PEEK and arg < 4:
        return "peek %d" % (arg + 1)
    if kind == SPY and arg < 64:
        return "spy p%d %d" % ((arg >> 2) + 1, (arg & 3) + 1)
    if kind == SWAP and arg < 256:
        return "swap %d p%d %d" % ((arg >> 6) + 1, (arg >> 2 & 15) + 1, (arg & 3) + 1)
    return "move %d" % move


def _slot(word):
    if len(word) != 1 or word not in "1234":
        raise ValueError(_("expected a card number 1-4, got %r") % word)
    return int(word) - 1


def _seat(word):
    if len(word) < 2 or word[0] != "p" or not word[1:].isdigit() or not 1 <= int(word[1:]) <= 16:
        raise ValueError(_("expected a player like p2, got %r") % word)
    return int(word[1:]) - 1


def parse_move(text):
    """The move for text like 'draw', 'take 1 2', 'keep 3', 'spy p2 4', 'swap 1 p2 3'."""
    words = text.strip().lower().replace("+", " ").replace(",", " ").split()
    if not words or words[0] not in _WORDS[1:]:
        known = ", ".join(pgettext("move", word) for word in _WORDS[1:])  # as the console shows them
        raise ValueError(_("expected one of %s, got %r") % (known, text))
    kind = _WORDS.index(words[0])
    rest = words[1:]
    if kind in (DRAW, CABO, DISCARD):
        if rest:
            raise ValueError(_("expected just %r, got %r") % (words[0], text))
        return kind << 12
    if kind in (LOOK, TAKE, KEEP):
        mask = 0
        for word in rest:
            mask |= 1 << _slot(word)
        if not mask:
            raise ValueError(_("expected card numbers after %r, got %r") % (words[0], text))
        return kind << 12 | mask
    if kind == PEEK and len(rest) == 1:
        return peek(_slot(rest[0]))
    if kind == SPY and len(rest) == 2:
        return spy(_seat(rest[0]), _slot(rest[1]))
    if kind == SWAP and len(rest) == 3:
        return swap(_slot(rest[0]), _seat(rest[1]), _slot(rest[2]))
    forms = {PEEK: "peek 2", SPY: "spy p2 3", SWAP: "swap 1 p2 3"}
    raise ValueError(_("expected a move like %r, got %r") % (forms[kind], text))
