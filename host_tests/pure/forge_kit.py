# Forged saves for the Siódemki and Cabo reproducers: a payload byte changed and the frame's
# checksum recomputed, as a buggy writer or a hand-edited file would leave it.
from helpers import message, raises
from lysbord.games.base import frame, unframe


def forge(cls, data, index, value):
    """data (a to_bytes() save) with payload byte index set to value, checksum made good."""
    payload = bytearray(unframe(data, cls.GAME_ID, cls.VERSION))
    payload[index] = value
    return frame(cls.GAME_ID, cls.VERSION, bytes(payload))


def refused(cls, data, index, value, field):
    """Loading data forged at payload byte index fails with a message naming field."""
    text = message(raises(ValueError, cls.from_bytes, forge(cls, data, index, value)))
    assert field in text, "expected the message to name %s, got %r" % (field, text)
