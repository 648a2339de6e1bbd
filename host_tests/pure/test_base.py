# The save frame every game shares: checksum, framing and the errors it reports.
from helpers import message, raises
from lysbord.games import base


def test_checksum_is_crc16_ccitt_false():
    assert base.checksum(b"123456789") == 0x29B1  # the standard check value
    assert base.checksum(b"xx123456789yy", 2, 11) == 0x29B1


def test_checksum_tells_zero_from_erased_flash():
    assert base.checksum(b"\x00\x01\x02") != base.checksum(b"\xff\x01\x02")
    assert base.checksum(b"\x00" * 8) != base.checksum(b"\xff" * 8)


def test_frame_round_trip_and_every_refusal_says_why():
    data = base.frame(7, 2, b"payload")
    assert base.unframe(data, 7, 2) == b"payload"
    assert "truncated" in message(raises(ValueError, base.unframe, data[:5], 7, 2))
    assert "truncated" in message(raises(ValueError, base.unframe, data[:-1], 7, 2))
    assert "not a Lysbord save" in message(raises(ValueError, base.unframe, b"XX" + data[2:], 7, 2))
    assert "game 7" in message(raises(ValueError, base.unframe, data, 8, 2))
    assert "version 2" in message(raises(ValueError, base.unframe, data, 7, 3))
    broken = bytearray(data)
    broken[8] ^= 0x40
    assert "corrupt" in message(raises(ValueError, base.unframe, bytes(broken), 7, 2))
    raises(ValueError, base.frame, 7, 2, bytes(0x10000))
