# Høyers trappe: the row of play piles (the staircase), where a card may go, and
# how moves are written. Pure functions over a bytearray of top cards; no state.
"""
The row is `tops`: the top card of each play pile, index 0 the closing pile next to
the talon, then away from the talon. Piles are numbered 1.. for people ("7H>2").

Interpretation of "the staircase holds afterwards": the card is checked against
the piles next to where it lands, under closed or open play as the pile count
*after* the move decides. Ties that open play left behind stay legal after a close.
"""

from lysbord import cards
from lysbord.compat import const
from lysbord.i18n import _

OPEN_AT = const(6)  # 6 or more play piles: open play (neighbours may be equal)
KIND_PLAY = const(0)
KIND_NEW = const(1)
KIND_DRAW = const(2)
KIND_PASS = const(3)
DRAW = const(0x2000)  # KIND_DRAW << 12
PASS = const(0x3000)  # KIND_PASS << 12


def play_move(card, pile):
    """The move laying card on existing pile (0 = the closing pile)."""
    return pile << 6 | card


def new_move(card):
    """The move starting a new pile at the far end with card."""
    return KIND_NEW << 12 | card


def kind_of(move):
    """KIND_PLAY, KIND_NEW, KIND_DRAW or KIND_PASS."""
    return move >> 12


def card_of(move):
    """The card a play or new-pile move lays."""
    return move & 63


def pile_of(move):
    """The pile index a play move lays on."""
    return (move >> 6) & 63


def _rank(c):
    return c % 13 + 1


def _below(low, high, open_play):
    # "each pile's top card is lower than its neighbour's on the talon side"
    return _rank(low) <= _rank(high) if open_play else _rank(low) < _rank(high)


def fits(tops, closing, card, pile):
    """True if card may go on pile (pile len(tops): start a new pile at the far end)."""
    count = len(tops)
    rank = card % 13
    suit = card // 13
    if pile < count:
        top = tops[pile]
        if rank <= top % 13 or (pile + 1 < count and tops[pile + 1] // 13 == suit):
            return False
    elif pile > count:
        return False
    if pile == 0:
        return rank < closing
    left = tops[pile - 1]
    if left // 13 == suit:
        return False
    if (count + 1 if pile == count else count) >= OPEN_AT:
        return rank <= left % 13
    return rank < left % 13


def why_not(tops, closing, card, pile):
    """None if card may go on pile (len(tops) = a new pile), else the reason why not."""
    if fits(tops, closing, card, pile):
        return None
    count = len(tops)
    if pile > count:
        return _("there is no pile %d (the row has %d)") % (pile + 1, count)
    after = count + 1 if pile == count else count
    open_play = after >= OPEN_AT
    suit = card // 13
    if pile < count:
        if _rank(card) <= _rank(tops[pile]):
            return _("%s is not higher than %s on pile %d") % (cards.name(card), cards.name(tops[pile]), pile + 1)
        if pile + 1 < count and tops[pile + 1] // 13 == suit:
            right = tops[pile + 1]
            return _("%s shares its suit with %s on pile %d") % (cards.name(card), cards.name(right), pile + 2)
    if pile > 0:
        left = tops[pile - 1]
        if left // 13 == suit:
            return _("%s shares its suit with %s on pile %d") % (cards.name(card), cards.name(left), pile)
        if not _below(card, left, open_play):
            if open_play:
                said = _("%s would break the staircase under %s on pile %d (open play)")
            else:
                said = _("%s would break the staircase under %s on pile %d (closed play)")
            return said % (cards.name(card), cards.name(left), pile)
    elif _rank(card) > closing:
        return _("%s is higher than the closing card %s") % (cards.name(card), cards.name(closing - 1)[0])
    return _("%s does not fit on pile %d") % (cards.name(card), pile + 1)


def move_name(move):
    """'draw', 'pass', 'new 7H' or '7H>2' (7H on pile 2; pile 1 is the closing pile)."""
    kind = move >> 12
    if kind == KIND_DRAW:
        return "draw"
    if kind == KIND_PASS:
        return "pass"
    card = move & 63
    if card >= 52:
        return "?%d" % move
    if kind == KIND_NEW:
        return "new " + cards.name(card)
    return "%s>%d" % (cards.name(card), pile_of(move) + 1)


def parse_move(text):
    """The move written as move_name() writes it; ValueError if the text is none."""
    word = text.strip().lower()
    if word in ("draw", "d"):
        return DRAW
    if word in ("pass", "p"):
        return PASS
    if word.startswith("new "):
        return new_move(cards.parse(word[4:]))
    head, sep, tail = word.partition(">")
    if not sep:
        raise ValueError(_("expected 'draw', 'pass', 'new 7H' or '7H>2', got %r") % (text,))
    tail = tail.strip()
    if not tail.isdigit() or not 1 <= int(tail) <= 52:
        raise ValueError(_("expected a pile number 1-52 after '>', got %r") % (text,))
    return play_move(cards.parse(head), int(tail) - 1)
