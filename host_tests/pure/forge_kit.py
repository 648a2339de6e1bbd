# Forged saves for the Siódemki and Cabo reproducers: a payload byte changed and the frame's
# checksum recomputed, as a buggy writer or a hand-edited file would leave it.
from lysbord.games.base import frame, unframe


def forge(cls, data, index, value):
    """data (a to_bytes() save) with payload byte index set to value, checksum made good."""
    payload = bytearray(unframe(data, cls.GAME_ID, cls.VERSION))
    payload[index] = value
    return frame(cls.GAME_ID, cls.VERSION, bytes(payload))
