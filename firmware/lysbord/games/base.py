# The shape every rule module shares, and the history (undo, replay) they all get.
# A game is (options, seed, moves): replaying the moves from the start gives the game.
"""
Every game module defines one class derived from `Game`, in this order inside the
file: constants, the state class, move generation, scoring, serialisation.

State: a handful of ints and bytearrays (never lists of objects). Chance comes only
from `lysbord.rng.Rng`, whose state is part of the saved state, so a game replays
exactly on CPython and MicroPython.

Moves are ints in 0..65535 (fields packed with shifts); each module offers
`move_name(move)` and `parse_move(text)` for people and tests.

Each game module also has, at module level:
  PLAYERS              tuple of the seat counts it accepts
  new_game(players, seed, **options)   a fresh deal; ValueError names what is wrong

The interface (a subclass provides the methods marked *):
  players             number of seats
  turn               * seat to move, or -1 when the game is over
  over               * True once the game has ended
  legal_moves()      * list of moves for the seat to move ([] when over)
  play(move)           apply a move, or raise ValueError (nothing changes)
  undo()               take back the last move (repeatable to the start)
  scores()           * tuple of points per seat (or team), meaning is the game's
  winners()          * tuple of the seats that won (() for a draw or a lost solitaire)
  view(player)       * dict of what that seat may see, with "legal" when it moves;
                       view(None): what the whole table sees (the lit board, a phone
                       without a seat), built from nothing any seat keeps hidden
  move_name(move)    * short text for a move; parse_move(text) the reverse
  public_move_name(move)  (module level, only where move_name can name a hidden card) the
                     move as the other seats saw it (Siódemki: a discard without its card)
  to_bytes()           versioned, checksummed state; Class.from_bytes(data)
  history_bytes()      the start state and every move; Class.from_history(data)
Subclass hooks: _apply(move)* validates then mutates; _pack()*/_unpack(payload)*
hold the whole state; _census()* lists every card in play (cards are conserved);
_scramble_hidden(player, rng)* shuffles what `player` cannot see (the tests check
that the view does not change).
"""

from lysbord.compat import const

_MAGIC0 = const(0x4C)  # "L"
_MAGIC1 = const(0x42)  # "B"
_HEADER = const(6)
_HISTORY = const(0x48)  # "H": marks a history record instead of a state
_CHECKPOINT_EVERY = const(16)
SECRET_DEAL = const(0x80)  # in a save's version: a secret deal's generator, whole, after the payload
_SECRET_SIZE = const(8)  # its 64 bits (lysbord/rng.py; a seeded one's 32 are in the payload)


# CRC-16/CCITT-FALSE of each nibble value: two look-ups a byte instead of eight shifts,
# for 16 small ints of heap (a 256-entry table would be 512 bytes on the Pico)
_CRC_NIBBLE = (
    0x0000, 0x1021, 0x2042, 0x3063, 0x4084, 0x50A5, 0x60C6, 0x70E7,
    0x8108, 0x9129, 0xA14A, 0xB16B, 0xC18C, 0xD1AD, 0xE1CE, 0xF1EF,
)  # fmt: skip


def checksum(data, start=0, end=None):
    """CRC-16/CCITT-FALSE of data[start:end].

    A CRC rather than Fletcher-16: Fletcher's sums mod 255 cannot tell 0x00 from
    0xFF, and erased flash reads as 0xFF.
    """
    if end is None:
        end = len(data)
    table = _CRC_NIBBLE
    crc = 0xFFFF
    for i in range(start, end):
        byte = data[i]
        crc = ((crc << 4) & 0xFFFF) ^ table[(crc >> 12) ^ (byte >> 4)]
        crc = ((crc << 4) & 0xFFFF) ^ table[(crc >> 12) ^ (byte & 15)]
    return crc


def frame(game_id, version, payload):
    """Wrap a payload as magic, game id, version, length, payload, checksum."""
    size = len(payload)
    if size > 0xFFFF:
        raise ValueError("expected a payload under 64 KB, got %d bytes" % size)
    out = bytearray(_HEADER + size + 2)
    out[0] = _MAGIC0
    out[1] = _MAGIC1
    out[2] = game_id
    out[3] = version
    out[4] = size >> 8
    out[5] = size & 255
    out[_HEADER : _HEADER + size] = payload
    total = checksum(out, 0, _HEADER + size)
    out[-2] = total >> 8
    out[-1] = total & 255
    return bytes(out)


def unframe(data, game_id, version, what="save"):
    """The payload inside a frame, or ValueError saying what is wrong with it."""
    if len(data) < _HEADER + 2:
        raise ValueError("%s is truncated: %d bytes" % (what, len(data)))
    if data[0] != _MAGIC0 or data[1] != _MAGIC1:
        raise ValueError("%s is not a Lysbord save" % what)
    if data[2] != game_id:
        raise ValueError("%s is for game %d, expected %d" % (what, data[2], game_id))
    if data[3] != version:
        raise ValueError("%s has version %d, expected %d" % (what, data[3], version))
    size = data[4] << 8 | data[5]
    if len(data) != _HEADER + size + 2:
        raise ValueError("%s is truncated: %d of %d bytes" % (what, len(data), _HEADER + size + 2))
    if checksum(data, 0, _HEADER + size) != data[-2] << 8 | data[-1]:
        raise ValueError("%s is corrupt: checksum mismatch" % what)
    return bytes(data[_HEADER : _HEADER + size])


class Game:
    """Base of every game state: history, undo, saving; see the module notes."""

    GAME_ID = 0
    VERSION = 1
    RNG = None  # the name of the game's own generator attribute, if it keeps one
    players = 1

    def _begin(self):
        """Start the history at the current state (after a deal or a load)."""
        self._log = bytearray()
        self._secret = self._secret_state() != 0
        self._checkpoints = [self._state()]

    # --- a secret deal's generator: its 64 bits kept beside the game's own payload ------------
    def _secret_state(self):
        """The generator's state when it is a secret deal's (over 32 bits, lysbord/rng.py), else 0."""
        if self.RNG is None:
            return 0
        state = getattr(self, self.RNG).state
        return state if state > 0xFFFFFFFF else 0

    def _state(self):
        """_pack(), and a secret deal's whole generator state after it: what a save, a
        checkpoint and a history hold (the game's payload keeps only 32 bits of it)."""
        payload = self._pack()
        state = self._secret_state()
        if state:
            payload += bytes(state >> shift & 255 for shift in range(8 * _SECRET_SIZE - 8, -8, -8))
        return payload

    def _restore(self, data, secret):
        """The reverse of _state(); secret: whether data holds a secret deal's generator."""
        if not secret:
            self._unpack(data)
            return
        self._unpack(data[:-_SECRET_SIZE])
        state = 1  # the secret kind's mark (lysbord/rng.py _SECRET), above the 64 bits
        for byte in data[-_SECRET_SIZE:]:
            state = state << 8 | byte
        getattr(self, self.RNG).state = state

    # --- playing -----------------------------------------------------------
    def play(self, move):
        """Apply a legal move; an illegal one raises ValueError and changes nothing."""
        if not isinstance(move, int) or not 0 <= move <= 0xFFFF:
            raise ValueError("expected a move number 0-65535, got %r" % (move,))
        self._apply(move)
        log = self._log
        log.append(move >> 8)
        log.append(move & 255)
        if (len(log) >> 1) % _CHECKPOINT_EVERY == 0:
            self._checkpoints.append(self._state())

    def moves_played(self):
        """How many moves the history holds (since the deal or the load)."""
        return len(self._log) >> 1

    def last_move(self):
        """The most recent move, or None."""
        log = self._log
        return log[-2] << 8 | log[-1] if log else None

    def can_undo(self):
        """True when there is a move to take back."""
        return len(self._log) > 0

    def undo(self):
        """Take back the last move: restore the nearest checkpoint and replay."""
        count = len(self._log) >> 1
        if count == 0:
            raise ValueError("nothing to undo")
        target = count - 1
        index = target // _CHECKPOINT_EVERY
        del self._checkpoints[index + 1 :]
        self._restore(self._checkpoints[index], self._secret)
        log = self._log
        for i in range(index * _CHECKPOINT_EVERY, target):
            self._apply(log[2 * i] << 8 | log[2 * i + 1])
        log[2 * target :] = b""

    # --- saving ------------------------------------------------------------
    def _version(self):
        return self.VERSION | (SECRET_DEAL if self._secret else 0)

    def to_bytes(self):
        """The whole state, framed with game id, version and checksum (a secret deal's
        version has SECRET_DEAL set: older boards refuse it, saying which version it is)."""
        return frame(self.GAME_ID, self._version(), self._state())

    @classmethod
    def from_bytes(cls, data):
        """A game from to_bytes() output; ValueError if it is not a good save."""
        secret = cls.RNG is not None and len(data) > 3 and data[3] == cls.VERSION | SECRET_DEAL
        game = object.__new__(cls)
        game._restore(cls._payload(data, secret), secret)
        game._begin()
        return game

    @classmethod
    def _payload(cls, data, secret):
        """The state inside a save (a game that still reads older versions says how here)."""
        return unframe(data, cls.GAME_ID, cls.VERSION | (SECRET_DEAL if secret else 0))

    def history_bytes(self):
        """The start state and every move since: undo survives a reload."""
        start = frame(self.GAME_ID, self._version(), self._checkpoints[0])
        return frame(_HISTORY, self.GAME_ID, start + bytes(self._log))

    @classmethod
    def from_history(cls, data):
        """Replay a history_bytes() record; ValueError if it is bad or does not replay."""
        body = unframe(data, _HISTORY, cls.GAME_ID, "history")
        if len(body) < _HEADER + 2:
            raise ValueError("history is truncated")
        size = _HEADER + (body[4] << 8 | body[5]) + 2
        if len(body) < size or (len(body) - size) % 2:
            raise ValueError("history is malformed")
        game = cls.from_bytes(body[:size])
        for i in range(size, len(body), 2):
            game.play(body[i] << 8 | body[i + 1])
        return game

    def __eq__(self, other):
        return type(self) is type(other) and self._pack() == other._pack()
