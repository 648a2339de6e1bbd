# Checkpoints of a Sequence game for a search: copy() and restore() take microseconds,
# where a save (to_bytes/from_bytes) computes a checksum and checks every field.
# Imported only by a search (its heap is the search's, not the rules').
from lysbord.rng import Rng

# Everything a game holds besides its history: plain values, and bytearrays (copied).
_VALUES = (
    "players",
    "teams",
    "virtual",
    "advanced",
    "to_win",
    "hand_size",
    "turn",
    "over",
    "winner",
    "_exchanged",
    "_pending",
    "_resume",
    "_draw",
    "_disc",
    "_empty",
)
_ARRAYS = ("_board", "_chips", "_shown", "_seqs", "_count", "_locked", "_hands", "_pile")


def copy(game):
    """A new game equal to game, sharing nothing with it; its undo history starts here."""
    new = object.__new__(type(game))
    for name in _VALUES:
        setattr(new, name, getattr(game, name))
    for name in _ARRAYS:
        setattr(new, name, bytearray(getattr(game, name)))
    new._out = bytearray(8)
    new._rng = Rng(0)
    new._rng.state = game._rng.state
    new._begin()
    return new


def restore(game, saved):
    """Make game equal to saved (a copy() kept as a checkpoint) again, in game's own arrays:
    a search's loop allocates only the restarted undo history."""
    for name in _VALUES:
        setattr(game, name, getattr(saved, name))
    for name in _ARRAYS:
        getattr(game, name)[:] = getattr(saved, name)
    game._rng.state = saved._rng.state
    game._begin()
