# Siódemki's small pure rules: card order, card points, who wins a trick, where cards lie,
# and the move codes; shared by the state (the package face, __init__.py), its views and the bot.
from lysbord import cards
from lysbord.i18n import _

# Where a card lies (the state's _loc): 0-3 the hand of that seat, then these.
WON = 4  # 4-7: in the tricks won by seat (WON + seat)
DISC = 8  # 8-11: discarded by seat after running the pack, face down
STOCK = 12
SHOWN = 13  # a rejected turn-up: face up, out of play
TURNUP = 14
TRICK = 15  # on the table in the trick being played
NONE = 255

PHASES = ("bid", "give or run", "discard", "play", "over")
BIDDING = 0  # eldest stands or begs
OFFERING = 1  # the dealer gives one or runs the pack
DISCARDING = 2  # after a run: every seat keeps six
PLAYING = 3
OVER = 4
HAND_SIZE = 6  # cards held for play, and tricks in a deal

STAND = 0x100
BEG = 0x101
GIVE = 0x102
RUN = 0x103
PLAY = 0x200
DISCARD = 0x300
_WORDS = ("stand", "beg", "give", "run")

# Card points for Game by rank-1 (ace, 2..10, jack, queen, king): ten 10, ace 4, K 3, Q 2, J 1.
_POINTS = b"\x04\x00\x00\x00\x00\x00\x00\x00\x00\x0a\x01\x02\x03"


def high_value(card):
    """Rank with the ace high: 2..14."""
    rank = card % 13 + 1
    return 14 if rank == 1 else rank


def card_points(card):
    """The card's points toward Game."""
    return _POINTS[card % 13]


def trick_winner(trick, count, trump):
    """Index in trick of the winning card: the highest trump, else the highest of the led suit."""
    best = 0
    for i in range(1, count):
        card, top = trick[i], trick[best]
        if card // 13 == top // 13:
            if high_value(card) > high_value(top):
                best = i
        elif card // 13 == trump:
            best = i
    return best


def move_name(move):
    """Short text for a move: 'stand', 'beg', 'give', 'run', 'play QS', 'discard 4H'."""
    kind = move & 0xFF00
    if kind == 0x100 and move & 255 < 4:
        return _WORDS[move & 255]
    if kind in (PLAY, DISCARD) and move & 255 < 52:
        return ("play " if kind == PLAY else "discard ") + cards.name(move & 255)
    raise ValueError("expected a Siódemki move, got %r" % (move,))


def public_move_name(move):
    """A move as the other seats saw it: a discard is face down, so its card is not named."""
    return "discard" if move & 0xFF00 == DISCARD else move_name(move)


def parse_move(text):
    """The move named by text ('stand', 'play QS', 'discard TD'; a bare card means play)."""
    words = text.strip().lower().split()
    if len(words) == 1 and words[0] in _WORDS:
        return 0x100 + _WORDS.index(words[0])
    if len(words) == 2 and words[0] in ("play", "discard"):
        return (PLAY if words[0] == "play" else DISCARD) | cards.parse(words[1])
    if len(words) == 1:
        return PLAY | cards.parse(words[0])
    raise ValueError(_("expected stand, beg, give, run, 'play QS' or 'discard QS', got %r") % (text,))
