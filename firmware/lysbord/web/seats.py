# Which phone holds which seat, and the phones asking for one. A phone takes a seat only when
# the board consents to that phone by name: its ask carries a code of three cells that only it
# was sent, and the players type the code on the lit board (Table.admit). Whom the board trusts,
# and why: docs/web.md.
import os
from binascii import hexlify

from lysbord.table import ADMITTED, HELD, UNKNOWN

TOKEN_BYTES = 16  # 128 random bits: 32 hex characters
CODE_CELLS = 3  # cells in an ask's code, typed in order
CODE_FIRST = 10  # a code's cells lie on rows 2-9 of the board (cells 10-89): the consent page
CODE_SPAN = 80  # keeps its first and last rows for the seats and its own cells
MAX_ASKS = 8  # phones asking at once: the board's own network serves eight phones
_MAX_GONE = 8  # tokens remembered as gone, so a phone is told why it holds nothing now

# Why a phone's token is good no more, as its reply says ("gone") and its page tells it.
FREED = "freed"  # the board freed every phone's seat
TAKEN = "taken"  # the board gave the seat to another phone
RETURNED = "returned"  # the board took the seat back
REFUSED = "refused"  # the board refused the ask
KEPT = "kept"  # the seat's holder kept it
RENAMED = "renamed"  # the ask's name is another seat's now: ask again with another


def _same(a, b):
    """a == b for two strings, in a time that does not tell how much of them agrees."""
    if len(a) != len(b):
        return False
    diff = 0
    for i in range(len(a)):
        diff |= ord(a[i]) ^ ord(b[i])
    return diff == 0


def _find(tokens, token):
    """The index whose entry in tokens is token, or None; every entry compared, no early exit."""
    if not isinstance(token, str) or len(token) != 2 * TOKEN_BYTES:
        return None
    found = None
    for i, held in enumerate(tokens):
        if held is not None and _same(held, token):
            found = i
    return found


class Seats:
    """The seats phones hold at one table, and the phones asking for one.

    A phone holds a seat it held when the cards were dealt (it sat before the deal: the next
    deal keeps every phone at its seat), or one it dealt itself. Every other seat is the
    board's: a phone that asks for it gets a token good for nothing yet and a code, three cells
    sent to it alone, and takes the seat only when the code is typed on the lit board. An ask
    never replaces another (up to MAX_ASKS phones ask at once, several for one seat); a seat a
    phone holds moves only when its phone gives it up, or on a second, deliberate press on the
    board for that seat (Table.admit with move). Every phone whose token lapses is told why."""

    def __init__(self, table, urandom=None):
        self.table = table
        self._urandom = urandom  # tests pass a seeded one; the board uses os.urandom
        self._tokens = []  # per seat: the token of the phone holding it, or None (the board's)
        self._names = []  # per seat: the name its phone gave, or ""
        self._words = []  # per seat: that name's two skeletons (web/names.py: how it reads)
        self._left = 0  # bit per seat: its phone gave it back in this deal (its name kept)
        self._asks = []  # the phones asking: [token, seat, name, code (bytes of CODE_CELLS cells), skeleton]
        self._gone = []  # tokens good no more, newest last: [token, why, seat]
        self._epoch = table.seats_epoch
        table.door = self
        table.listen(self._heard)

    def _heard(self, what):
        if what == "game":  # a new deal: a seat no phone holds is the board's, its name gone
            names = self._names
            for seat, token in enumerate(self._fresh()):
                if token is None:
                    names[seat] = ""
                    self._words[seat] = ("", "")
            self._left = 0
            self._drop_asks(lambda ask: self.table.is_bot(ask[1]), REFUSED)  # now a bot's: no phone's
            self._tell()
        elif what == "seats":
            self._fresh()  # the board freed the seats: at once

    def _fresh(self):
        """The token list for the table as it is now: all lapsed when the board freed the seats;
        seats past a new game's number of seats dropped, and the asks for them."""
        table = self.table
        players = table.game.players if table.game is not None else len(self._tokens)
        tokens = self._tokens
        if self._epoch != table.seats_epoch:
            self._epoch = table.seats_epoch
            for seat, token in enumerate(tokens):
                if token is not None:
                    self._lapse(token, FREED, seat)
            tokens = self._tokens = []
            self._names = []
            self._words = []
            self._left = 0
            self._tell()
        if players != len(tokens):
            for seat in range(players, len(tokens)):
                if tokens[seat] is not None:
                    self._lapse(tokens[seat], FREED, seat)
            for kept in (tokens, self._names, self._words):
                del kept[players:]
                while len(kept) < players:
                    kept.append(None if kept is tokens else "" if kept is self._names else ("", ""))
            self._drop_asks(lambda ask: ask[1] >= players, FREED)
        return tokens

    def _lapse(self, token, why, seat):
        """Remember that token is good no more, and why, for the phone's next request."""
        gone = self._gone
        gone.append([token, why, seat])
        if len(gone) > _MAX_GONE:
            gone.pop(0)

    def _drop_asks(self, which, why):
        """The asks for which(ask) is true end; each asking phone is told why."""
        kept = []
        for ask in self._asks:
            if which(ask):
                self._lapse(ask[0], why, ask[1])
            else:
                kept.append(ask)
        if len(kept) != len(self._asks):
            self._asks = kept
            self._tell()

    def _tell(self):
        """Let the board know which seats phones ask for and hold (Table.asking, Table.phones)."""
        table = self.table
        asking = phones = 0
        for ask in self._asks:
            if not table.is_bot(ask[1]):
                asking |= 1 << ask[1]
        for seat, token in enumerate(self._tokens):
            if token is not None and not table.is_bot(seat):
                phones |= 1 << seat
        table.asking = asking
        table.phones = phones

    def who(self, seat):
        """'bot', 'phone', 'left' (its phone gave it back in this deal) or 'board' (no phone since
        the deal: a seat played on the board, or one a phone takes only with the board's consent)."""
        if self.table.is_bot(seat):
            return "bot"
        if self._fresh()[seat] is not None:
            return "phone"
        return "left" if self._left >> seat & 1 else "board"

    def asking(self, seat):
        """The names of the phones asking for seat, in the order they asked ("" for none given)."""
        self._fresh()
        if self.table.is_bot(seat):
            return []
        return [ask[2] for ask in self._asks if ask[1] == seat]

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

    def names(self):
        """(skeleton, name, seat, holds) for every name a phone gave: the seats' (a seat left
        keeps its name for the others to read, but holds nothing) and the asks'."""
        self._fresh()
        given = []
        for seat, name in enumerate(self._names):
            if name and self._tokens[seat] is not None:
                given.append((self._words[seat], name, seat, True))
        for ask in self._asks:
            if ask[2]:
                given.append((ask[4], ask[2], ask[1], False))
        return given

    def rename(self, seat, name, word):
        """Give seat a name and its skeleton (web/names.py check_name)."""
        self._fresh()
        self._names[seat] = name
        self._words[seat] = word

    def _new_token(self):
        return hexlify((self._urandom or os.urandom)(TOKEN_BYTES)).decode()

    def full(self):
        """True when MAX_ASKS phones ask already."""
        self._fresh()
        return len(self._asks) >= MAX_ASKS

    def _new_code(self):
        """CODE_CELLS distinct cells of rows 2-9, drawn afresh until no ask has the same code."""
        while True:
            cells = []  # a list: MicroPython's bytearray has no `in` for a number
            while len(cells) < CODE_CELLS:
                drawn = (self._urandom or os.urandom)(1)[0]
                if drawn >= 256 - 256 % CODE_SPAN:
                    continue  # 240-255 drawn again: every cell as likely as every other
                cell = CODE_FIRST + drawn % CODE_SPAN
                if cell not in cells:
                    cells.append(cell)
            code = bytes(cells)
            if not any(ask[3] == code for ask in self._asks):
                return code

    def claim(self, seat, name="", word=("", "")):
        """A phone asks for seat: (token, code); the token holds the seat once the code is typed
        on the board, never before. ValueError naming why not (a bot's seat, too many asking)."""
        self._fresh()
        if self.table.is_bot(seat):
            raise ValueError("seat %d is played by a bot" % (seat + 1))
        if len(self._asks) >= MAX_ASKS:
            raise ValueError("%d phones are asking already: ask again once the table has seated them" % MAX_ASKS)
        token = self._new_token()
        code = self._new_code()
        self._asks.append([token, seat, name, code, word])
        self._tell()
        return token, code

    def admit(self, code, move=False):
        """The board's consent to the one ask whose code is code (Table.admit says what it returns)."""
        self._fresh()
        code = bytes(code)
        ask = None
        for each in self._asks:
            if each[3] == code:
                ask = each
        if ask is None:
            return UNKNOWN, -1
        token, seat, name, word = ask[0], ask[1], ask[2], ask[4]
        tokens = self._tokens
        if self.table.is_bot(seat):
            return UNKNOWN, -1
        if name and self._named_elsewhere(word, seat):  # checked again: a name taken since the ask
            self._drop_asks(lambda each: each is ask, RENAMED)
            return UNKNOWN, -1
        if tokens[seat] is not None and not move:
            return HELD, seat
        if tokens[seat] is not None:
            self._lapse(tokens[seat], TAKEN, seat)
        tokens[seat] = token
        self._names[seat] = name
        self._words[seat] = word
        self._left &= ~(1 << seat)
        self._asks.remove(ask)
        self._tell()
        return ADMITTED, seat

    def _named_elsewhere(self, word, seat):
        """Does a phone holding another seat than seat go by a name that reads as word?"""
        for given in self.names():
            if given[3] and given[2] != seat and (given[0][0] == word[0] or given[0][1] == word[1]):
                return True
        return False

    def refuse_all(self):
        """The board refuses every ask; each asking phone is told so."""
        self._drop_asks(lambda ask: True, REFUSED)

    def keep(self, seat):
        """The phone holding seat keeps it: the asks for it end, each asking phone told so."""
        self._drop_asks(lambda ask: ask[1] == seat, KEPT)

    def free(self, seat):
        """The board takes seat back: its phone is told so; the seat is the board's again."""
        token = self._fresh()[seat]
        if token is not None:
            self._lapse(token, RETURNED, seat)
            self._tokens[seat] = None
            self._tell()

    def sit(self, seat):
        """A token that holds seat now: for the phone that deals the game (it sat before the deal)."""
        tokens = self._fresh()
        token = self._new_token()
        tokens[seat] = token
        self._names[seat] = ""
        self._words[seat] = ("", "")
        self._tell()
        return token

    def leave(self, seat):
        """The phone holding seat gives it back: its token is good no more, the seat is the
        board's again (shown as left, its name kept, so every phone sees who went)."""
        self._fresh()[seat] = None
        self._left |= 1 << seat
        self._tell()

    def seat_of(self, token):
        """The seat this token holds, or None (unknown, lapsed, only asking, or now a bot's seat)."""
        found = _find(self._fresh(), token)
        if found is None or self.table.is_bot(found):
            return None
        return found

    def _ask_of(self, token):
        self._fresh()
        found = _find([ask[0] for ask in self._asks], token)
        if found is None or self.table.is_bot(self._asks[found][1]):
            return None
        return self._asks[found]

    def asked(self, token):
        """The seat this token asks for (the board has not consented yet), or None."""
        ask = self._ask_of(token)
        return None if ask is None else ask[1]

    def code(self, token):
        """The code of this token's ask, as a list of cells (sent to that phone alone), or None."""
        ask = self._ask_of(token)
        return None if ask is None else list(ask[3])

    def gone(self, token):
        """(why, seat) for a token that was good and is no more (the newest such), or None."""
        found = _find([each[0] for each in self._gone], token)
        if found is None:
            return None
        return self._gone[found][1], self._gone[found][2]

    def withdraw(self, token):
        """The phone asking with token asks no more."""
        self._asks = [ask for ask in self._asks if ask[0] != token]
        self._tell()
