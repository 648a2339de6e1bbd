# Which phone holds which seat: one unguessable token per claimed seat, and which seats' hands
# a phone has seen in this deal (such a seat is not open again until the board frees the seats).
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

    A token stays good until the board releases the seats (table.seats_epoch moves on), the
    seat is out of a new game's seats, or it becomes a bot's. A seat whose hand a phone has
    seen in this deal (its view fetched) is bound to that phone: when it leaves, the seat shows
    as left, and another phone takes it only once the board frees the seats (its pause menu,
    release phones), so no phone reads a hand and leaves the table looking untouched."""

    def __init__(self, table, urandom=None):
        self.table = table
        self._urandom = urandom  # tests pass a seeded one; the board uses os.urandom
        self._tokens = []  # per seat: its token, or None while open
        self._names = []  # per seat: the name its phone gave, or ""
        self._seen = 0  # bit per seat: a phone has seen its hand in this deal
        self._epoch = table.seats_epoch
        table.listen(self._heard)

    def _heard(self, what):
        if what == "game":  # a new deal: new hands, none seen yet; a left seat is open again
            self._seen = 0
            names = self._names
            for seat, token in enumerate(self._tokens):
                if token is None:
                    names[seat] = ""

    def _fresh(self):
        """The token list for the table as it is now: all lapsed when the board freed the seats;
        seats past a new game's number of seats dropped."""
        table = self.table
        players = table.game.players if table.game is not None else len(self._tokens)
        if self._epoch != table.seats_epoch:
            self._epoch = table.seats_epoch
            self._tokens = []
            self._names = []
            self._seen = 0
        tokens = self._tokens
        if players != len(tokens):
            del tokens[players:]
            del self._names[players:]
            while len(tokens) < players:
                tokens.append(None)
                self._names.append("")
        return tokens

    def who(self, seat):
        """'bot', 'phone', 'left' (a phone saw its hand and left: the board must free it) or 'open'."""
        if self.table.is_bot(seat):
            return "bot"
        if self._fresh()[seat] is not None:
            return "phone"
        return "left" if self._seen >> seat & 1 else "open"

    def held(self):
        """The seats phones hold now."""
        return [seat for seat, token in enumerate(self._fresh()) if token is not None and not self.table.is_bot(seat)]

    def lapsing(self, players):
        """The seats phones hold that a game of players seats would not have."""
        return [seat for seat in self.held() if seat >= players]

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
        if self._seen >> seat & 1:
            raise ValueError(
                "a phone has seen seat %d's hand and left: the board frees the seats (pause menu, release phones)"
                % (seat + 1)
            )
        token = hexlify((self._urandom or os.urandom)(TOKEN_BYTES)).decode()
        tokens[seat] = token
        self._names[seat] = name
        return token

    def seen(self, seat):
        """seat's phone is shown its hand: the seat is bound to it for this deal."""
        self._fresh()
        self._seen |= 1 << seat

    def leave(self, seat):
        """The phone holding seat gives it back: its token is good no more; the seat is open,
        or left (its name kept, so every phone sees who went) when its hand was seen."""
        self._fresh()[seat] = None
        if not self._seen >> seat & 1:
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
