# Which phone holds which seat: one unguessable token per claimed seat.
import os
from binascii import hexlify

TOKEN_BYTES = 16  # 128 random bits: 32 hex characters


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
        self._epoch = table.seats_epoch

    def _fresh(self):
        """The token list for the table as it is now (forgets them all when they lapsed)."""
        table = self.table
        players = table.game.players if table.game is not None else len(self._tokens)
        if self._epoch != table.seats_epoch or players != len(self._tokens):
            self._epoch = table.seats_epoch
            self._tokens = [None] * players
        return self._tokens

    def who(self, seat):
        """'bot', 'phone' or 'open'."""
        if self.table.is_bot(seat):
            return "bot"
        return "phone" if self._fresh()[seat] is not None else "open"

    def claim(self, seat):
        """A new token for an open seat; ValueError naming why not."""
        tokens = self._fresh()
        if self.table.is_bot(seat):
            raise ValueError("seat %d is played by a bot" % (seat + 1))
        if tokens[seat] is not None:
            raise ValueError("seat %d is taken" % (seat + 1))
        token = hexlify((self._urandom or os.urandom)(TOKEN_BYTES)).decode()
        tokens[seat] = token
        return token

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
