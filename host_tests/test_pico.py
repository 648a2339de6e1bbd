# The emulated Pico (tools/pico): stock MicroPython on an emulated RP2040 with the project
# installed as `make flash` installs it. Saves go through the boot ROM's flash routines,
# which the emulator carries out: a save survives a power cycle, and a power cut at any
# flash write of a save leaves the old game or the new one. Skipped without the firmware.
import pytest
from pico import emulator

try:
    emulator.firmware()
except emulator.NoFirmware as missing:
    pytest.skip(str(missing).splitlines()[0], allow_module_level=True)

# The app's own save code: a Sequence game packed as the board saves it after every move.
GAME = """
from lysbord.hw.store import RealFS, Store
from lysbord.ui.board.saves import SAVE_NAME, Settings, pack_save, unpack_save
from lysbord.games.sequence import new_game
store = Store(RealFS())
game = new_game(2, 7)
def advance(moves):
    for _ in range(moves):
        game.play(game.legal_moves()[0])
    return pack_save(Settings(), game)
"""
LOAD = "data = store.load(SAVE_NAME)\nprint(data.hex() if data else store.problem)\nunpack_save(data)"


def test_keys_on_the_matrix_pins_light_the_leds_as_on_the_simulator():
    from pico import game

    # the board boots from main.py; a tap on cell 99 (the menu's next) closes row 9 to column 9
    checked, _, timing = game.play(["wait 1400", "show", "tap 99", "wait 300", "show"], "full")
    assert len(checked) == 2  # both frames the same as the simulator's, which took the press
    assert timing["bits"] == 104 * 24 and max(timing["t0h"]) < 600 < min(timing["t1h"])


@pytest.fixture(scope="module")
def files():
    return emulator.project_files("full")


def saved_game(pico):
    pico.raw_repl()
    return pico.exec(GAME + LOAD).strip()


def test_a_save_survives_a_power_cycle(files):
    with emulator.Pico(files=files) as pico:
        pico.raw_repl()
        assert pico.exec(GAME + "print(store.load(SAVE_NAME))").strip() == "None"
        saved = pico.exec("data = advance(5)\nstore.save(SAVE_NAME, data)\nprint(data.hex())").strip()
        assert any(op == "program" for op, _, _ in pico.flash_ops)
        pico.power_cycle()
        assert saved_game(pico) == saved


def test_a_power_cut_at_any_flash_write_of_a_save_leaves_the_old_game_or_the_new(files):
    with emulator.Pico(files=files) as pico:
        pico.raw_repl()
        old = pico.exec(GAME + "data = advance(4)\nstore.save(SAVE_NAME, data)\nprint(data.hex())").strip()
        before = pico.flash()
        ops = len(pico.flash_ops)
        new = pico.exec("data = advance(3)\nstore.save(SAVE_NAME, data)\nprint(data.hex())").strip()
        writes = len(pico.flash_ops) - ops
    assert old != new and writes >= 2
    seen = []
    for cut in range(1, writes + 1):
        with emulator.Pico(flash=before) as pico:
            pico.raw_repl()
            pico.exec(GAME + "data = advance(4)")
            pico.cut_power_after(cut)
            pico.submit("data = advance(3)\nstore.save(SAVE_NAME, data)")
            pico.wait_power_cut()
            pico.power_cycle()
            found = saved_game(pico)
        assert found in (old, new), "cut after write %d of %d: %s" % (cut, writes, found[:80])
        seen.append(found == new)
    assert seen[0] is False and seen[-1] is True  # the new game counts once its last write is done
