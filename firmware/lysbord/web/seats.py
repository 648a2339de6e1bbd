# Which phone holds which seat: one unguessable token per seat a phone holds, and the phones
# asking for a seat, which take it only when the board gives its consent on the lit board.
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


def _find(tokens, token):
    """The seat whose entry in tokens is token, or None; every entry compared, no early exit."""
    if not isinstance(token, str) or len(token) != 2 * TOKEN_BYTES:
        return None
    found = None
    for seat, held in enumerate(tokens):
        if held is not None and _same(held, token):
            found = seat
    return found


class Seats:
    """The seats phones hold at one table, and the phones asking for one.

    A phone holds a seat it held when the cards were dealt (it sat before the deal: the next
    deal keeps every phone at its seat), or one it dealt itself. Every other seat is the
    board's: a phone that asks for it gets a token good for nothing yet, and takes the seat
    only when the board gives its consent on the lit board itself (release phones, pressed
    while phones ask: table.consents moves on). So no phone reads a hand the board did not
    give it: hopping, fresh or forged ids, re-claiming a seat left all end in an ask. One ask
    per seat (the last one; every phone sees its name). A token stays good until the board
    releases the seats with no phone asking (table.seats_epoch moves on), the seat is out of a
    new game's seats, or it becomes a bot's."""

    def __init__(self, table, urandom=None):
        self.table = table
        self._urandom = urandom  # tests pass a seeded one; the board uses os.urandom
        self._tokens = []  # per seat: the token of the phone holding it, or None (the board's)
        self._names = []  # per seat: the name its phone gave, or ""
        self._asks = []  # per seat: the token of the phone asking for it, or None
        self._asking = []  # per seat: the name the asking phone gave
        self._left = 0  # bit per seat: its phone gave it back in this deal (its name kept)
        self._epoch = table.seats_epoch
        self._consents = table.consents
        table.listen(self._heard)

    def _heard(self, what):
        if what == "game":  # a new deal: a seat no phone holds is the board's, its name gone
            names = self._names
            for seat, token in enumerate(self._fresh()):
                if token is None:
                    names[seat] = ""
            self._left = 0
            self._tell()
        elif what == "seats":
            self._fresh()  # the board's consent or release, at once

    def _fresh(self):
        """The token list for the table as it is now: all lapsed when the board freed the seats,
        the asks granted when it consented; seats past a new game's number of seats dropped."""
        table = self.table
        players = table.game.players if table.game is not None else len(self._tokens)
        tokens = self._tokens
        if self._epoch != table.seats_epoch:
            self._epoch = table.seats_epoch
            tokens = self._tokens = []
            self._names = []
            self._asks = []
            self._asking = []
            self._left = 0
        if players != len(tokens):
            for kept in (tokens, self._names, self._asks, self._asking):
                del kept[players:]
                while len(kept) < players:
                    kept.append(None if kept is tokens or kept is self._asks else "")
        if self._consents != table.consents:
            self._consents = table.consents
            for seat, token in enumerate(self._asks):
                if token is not None and not table.is_bot(seat):
                    tokens[seat] = token
                    self._names[seat] = self._asking[seat]
                    self._left &= ~(1 << seat)
                self._asks[seat] = None
                self._asking[seat] = ""
            self._tell()
        return tokens

    def _tell(self):
        """Let the board know which seats phones ask for (Table.asking: its consent seats them)."""
        mask = 0
        for seat, token in enumerate(self._asks):
            if token is not None and not self.table.is_bot(seat):
                mask |= 1 << seat
        self.table.asking = mask

    def who(self, seat):
        """'bot', 'phone', 'left' (its phone gave it back in this deal) or 'board' (no phone since
        the deal: a seat played on the board, or one a phone takes only with the board's consent)."""
        if self.table.is_bot(seat):
            return "bot"
        if self._fresh()[seat] is not None:
            return "phone"
        return "left" if self._left >> seat & 1 else "board"

    def asking(self, seat):
        """The name of the phone asking for seat ("" for none given), or None when none asks."""
        self._fresh()
        if self._asks[seat] is None or self.table.is_bot(seat):
            return None
        return self._asking[seat]

    def held(self):
        """The seats phones hold now."""
        return [seat for seat, token in enumerate(self._fresh()) if token is not None and not self.table.is_bot(seat)]

    def lapsing(self, players):
        """The seats phones hold that a game of players seats would not have."""
        return [seat for seat in self.held() if seat >= players]

    def name(self, seat):
        """The name seat's phone gave ("" for none, or a seat no phone holds)."""
        self._fresh()
        return self._names[seat]

    def rename(self, seat, name):
        """Give seat a name (check_name first)."""
        self._fresh()
        self._names[seat] = name

    def _new_token(self):
        return hexlify((self._urandom or os.urandom)(TOKEN_BYTES)).decode()

    def claim(self, seat, name=""):
        """A phone asks for seat: a new token, good once the board consents (another phone's
        ask for the seat lapses); ValueError naming why not."""
        self._fresh()
        if self.table.is_bot(seat):
            raise ValueError("seat %d is played by a bot" % (seat + 1))
        token = self._new_token()
        self._asks[seat] = token
        self._asking[seat] = name
        self._tell()
        return token

    def sit(self, seat, name=""):
        """A token that holds seat now: for the phone that deals the game (it sat before the deal)."""
        tokens = self._fresh()
        token = self._new_token()
        tokens[seat] = token
        self._names[seat] = name
        return token

    def leave(self, seat):
        """The phone holding seat gives it back: its token is good no more, the seat is the
        board's again (shown as left, its name kept, so every phone sees who went)."""
        self._fresh()[seat] = None
        self._left |= 1 << seat

    def seat_of(self, token):
        """The seat this token holds, or None (unknown, lapsed, only asking, or now a bot's seat)."""
        found = _find(self._fresh(), token)
        if found is None or self.table.is_bot(found):
            return None
        return found

    def asked(self, token):
        """The seat this token asks for (the board has not consented yet), or None."""
        self._fresh()
        found = _find(self._asks, token)
        if found is None or self.table.is_bot(found):
            return None
        return found

    def withdraw(self, seat):
        """The phone asking for seat asks no more."""
        self._fresh()
        self._asks[seat] = None
        self._asking[seat] = ""
        self._tell()
