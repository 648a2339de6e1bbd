# Saves on the fake filesystem: round trips, every kind of bad file reported and moved
# aside, and a power cut at every step and byte of a save never losing the game.
from fakes.fakefs import FakeFS, PowerCut

from helpers import message, raises
from lysbord.hw.store import Store, checksum, frame

OLD = bytes(range(40))
NEW = b"the new game state " * 3


def test_save_and_load_round_trip():
    store = Store(FakeFS())
    assert store.load("game") is None and store.problem is None
    store.save("game", NEW)
    assert store.load("game") == NEW and store.problem is None
    store.save("game", b"")
    assert store.load("game") == b""
    store.remove("game")
    store.remove("game")  # already gone: no error
    assert store.load("game") is None
    assert sorted(store.fs.files) == []


def test_file_layout_has_magic_version_length_and_checksum():
    raw = frame(b"abc")
    assert raw[:4] == b"LYSB" and raw[4] == 1 and raw[5:8] == bytes((3, 0, 0))
    value = checksum(b"abc")
    assert value == 0x024D0127  # Adler-32 of "abc" (RFC 1950's algorithm, worked by hand)
    assert raw[8:12] == bytes((0x27, 0x01, 0x4D, 0x02)) and raw[12:] == b"abc"


def bad(raw):
    """Load a save whose file holds raw; return (result, problem, files after)."""
    fs = FakeFS({"game": raw})
    store = Store(fs)
    return store.load("game"), store.problem, fs


def test_bad_files_are_reported_and_kept_aside():
    good = frame(NEW)
    cases = (
        (b"", "empty"),
        (good[:3], "truncated (3 of 12 header bytes)"),
        (good[:10], "truncated (10 of 12 header bytes)"),
        (good[:30], "truncated (30 of %d bytes)" % len(good)),
        (b"PK\x03\x04 a zip file", "foreign (not a Lysbord save)"),
        (b"LYSB\x07" + good[5:], "foreign (save format 7, expected 1)"),
        (good + b"\x00", "corrupt (1 bytes after the end)"),
        (good[:-1] + bytes((good[-1] ^ 1,)), "corrupt (checksum mismatch)"),
    )
    for raw, what in cases:
        result, problem, fs = bad(raw)
        assert result is None, what
        assert problem == "game: %s, kept as game.bad" % what, problem
        assert sorted(fs.files) == ["game.bad"] and bytes(fs.files["game.bad"]) == raw
        again = Store(fs)
        assert again.load("game") is None and again.problem is None  # fresh start, once


def test_leftover_temporary_file_is_dropped_and_the_old_save_stands():
    fs = FakeFS({"game": frame(OLD), "game.tmp": frame(NEW)[:20]})
    store = Store(fs)
    assert store.load("game") == OLD and store.problem is None
    assert sorted(fs.files) == ["game"]


def test_names_and_sizes_are_checked():
    store = Store(FakeFS())
    for name in ("", "a/b", "game.tmp", "game.bad", 3):
        assert "expected a plain save name" in message(raises(ValueError, store.save, name, b"x"))

    class Huge:
        def __len__(self):
            return 1 << 24

    assert "expected at most 16777215 bytes to save, got 16777216" == message(
        raises(ValueError, store.save, "g", Huge())
    )


def test_power_cut_at_every_step_and_byte_keeps_old_or_new():
    probe = FakeFS({"game": frame(OLD)})
    Store(probe).save("game", NEW)
    units = probe.units  # open + every byte + close + rename
    assert units == 1 + len(frame(NEW)) + 1 + 1
    outcomes = {"old": 0, "new": 0}
    for cut in range(units + 1):
        for previous in (frame(OLD), None):
            fs = FakeFS({"game": previous} if previous else {})
            fs.cut_after(cut)
            try:
                Store(fs).save("game", NEW)
            except PowerCut:
                pass
            else:
                assert cut == units
            fs.reboot()
            store = Store(fs)  # the next boot
            found = store.load("game")
            assert store.problem is None, (cut, store.problem)
            if found == NEW:
                outcomes["new"] += 1
            else:
                assert found == (OLD if previous else None), cut
                outcomes["old"] += 1
            assert "game.tmp" not in fs.files and "game.bad" not in fs.files
    assert outcomes == {"old": 2 * units, "new": 2}  # new only once the rename happened
