# Which phone holds which seat: one unguessable token per claimed seat.
import os
from binascii import hexlify

TOKEN_BYTES = 16  # 128 random bits: 32 hex characters
MAX_NAME = 24  # characters in a seat's name: it fits a phone's status line


def _invisible(code):
    """Zero-width and direction marks, line and paragraph separators: text that hides or reorders."""
    return 0x200B <= code <= 0x200F or 0x2028 <= code <= 0x202E or 0x2060 <= code <= 0x206F or code == 0xFEFF


def check_name(name):
    """A seat's name, trimmed, or ValueError saying what is wrong: it is text one phone shows
    the others, so only printable characters (no control or invisible direction marks)."""
    if type(name) is not str:
        raise ValueError("expected a name as text, got %s" % type(name).__name__)
    name = name.strip()
    if not name:
        raise ValueError("the name is empty")
    if len(name) > MAX_NAME:
        raise ValueError("the name has %d characters, at most %d" % (len(name), MAX_NAME))
    for char in name:
        code = ord(char)
        if code < 32 or 127 <= code < 160 or _invisible(code):
            raise ValueError("the name holds a control or invisible character (U+%04X)" % code)
    return name


def _same(a, b):
    """a == b for two strings, in a time that does not tell how much of them agrees."""
    if len(a) != len(b):
        return False
    diff = 0
    for i in range(len(a)):
        diff |= ord(a[i]) ^ ord(b[i])
    return diff == 0


class Seats:
    """The tokens of the seats phones hold at one table.

    A token stays good until the board releases the seats (table.seats_epoch moves on) or a
    game with another number of players starts; a seat a bot plays answers to no token."""

    def __init__(self, table, urandom=None):
        self.table = table
        self._urandom = urandom  # tests pass a seeded one; the board uses os.urandom
        self._tokens = []  # per seat: its token, or None while open
        self._names = []  # per seat: the name its phone gave, or ""
        self._epoch = table.seats_epoch

    def _fresh(self):
        """The token list for the table as it is now (forgets them all when they lapsed)."""
        table = self.table
        players = table.game.players if table.game is not None else len(self._tokens)
        if self._epoch != table.seats_epoch or players != len(self._tokens):
            self._epoch = table.seats_epoch
            self._tokens = [None] * players
            self._names = [""] * players
        return self._tokens

    def who(self, seat):
        """'bot', 'phone' or 'open'."""
        if self.table.is_bot(seat):
            return "bot"
        return "phone" if self._fresh()[seat] is not None else "open"

    def name(self, seat):
        """The name seat's phone gave ("" for none, or an open seat)."""
        self._fresh()
        return self._names[seat]

    def rename(self, seat, name):
        """Give seat a name (check_name first)."""
        self._fresh()
        self._names[seat] = name

    def claim(self, seat, name=""):
        """A new token for an open seat, which takes name; ValueError naming why not."""
        tokens = self._fresh()
        if self.table.is_bot(seat):
            raise ValueError("seat %d is played by a bot" % (seat + 1))
        if tokens[seat] is not None:
            raise ValueError("seat %d is taken" % (seat + 1))
        token = hexlify((self._urandom or os.urandom)(TOKEN_BYTES)).decode()
        tokens[seat] = token
        self._names[seat] = name
        return token

    def leave(self, seat):
        """The phone holding seat gives it back: its token is good no more, the seat is open."""
        self._fresh()[seat] = None
        self._names[seat] = ""

    def seat_of(self, token):
        """The seat this token holds, or None (unknown, lapsed, or now a bot's seat)."""
        if not isinstance(token, str) or len(token) != 2 * TOKEN_BYTES:
            return None
        found = None
        for seat, held in enumerate(self._fresh()):  # every seat compared: no early exit
            if held is not None and _same(held, token):
                found = seat
        if found is None or self.table.is_bot(found):
            return None
        return found
