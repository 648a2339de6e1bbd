# Cards as small ints: card = suit * 13 + rank - 1, so 0..51, ace low.
# Suits in the order the Sequence board names them: spades, hearts, diamonds, clubs.
from lysbord.compat import const
from lysbord.i18n import _

SPADES = const(0)
HEARTS = const(1)
DIAMONDS = const(2)
CLUBS = const(3)
ACE = const(1)
JACK = const(11)
QUEEN = const(12)
KING = const(13)
NO_CARD = const(255)  # marks an empty slot in a bytearray of cards

RANK_CHARS = "A23456789TJQK"
SUIT_CHARS = "SHDC"


def card(rank, suit):
    """The card of rank 1..13 (ace=1, king=13) and suit 0..3."""
    if not 1 <= rank <= 13 or not 0 <= suit <= 3:
        raise ValueError("expected rank 1-13 and suit 0-3, got %r, %r" % (rank, suit))
    return suit * 13 + rank - 1


def rank(c):
    """Rank 1..13, ace low."""
    return c % 13 + 1


def suit(c):
    """Suit 0..3: spades, hearts, diamonds, clubs."""
    return c // 13


def is_red(c):
    """True for hearts and diamonds."""
    return c // 13 in (HEARTS, DIAMONDS)


def colour(c):
    """'red' or 'black'."""
    return "red" if is_red(c) else "black"


def name(c):
    """Two-letter name: 'QS', 'TD', 'AH'."""
    if not 0 <= c < 52:
        raise ValueError("expected a card 0-51, got %r" % (c,))
    return RANK_CHARS[c % 13] + SUIT_CHARS[c // 13]


def parse(text):
    """The card named by text ('QS', 'td', '10H'); ValueError if it names none."""
    word = text.strip().upper()
    if word[:2] == "10":
        word = "T" + word[2:]
    if len(word) != 2 or word[0] not in RANK_CHARS or word[1] not in SUIT_CHARS:
        raise ValueError(_("expected a card like 'QS' or 'TD', got %r") % (text,))
    return SUIT_CHARS.index(word[1]) * 13 + RANK_CHARS.index(word[0])


def names(cards):
    """Space-separated names of an iterable of cards."""
    return " ".join(name(c) for c in cards)


def deck(copies=1):
    """A fresh, ordered deck of 52 * copies cards as a bytearray."""
    cards = bytearray(52 * copies)
    for i in range(52 * copies):
        cards[i] = i % 52
    return cards
