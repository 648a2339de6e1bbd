# The code the docs tell a maker or a player to type at the Pico's REPL, run as they would
# type it: the exact text of each block, on stock MicroPython on the emulated RP2040 with the
# project installed as `make flash` installs it, keys closed on the chip's pins. Skipped
# without the firmware.
import os
import re
import time

import pytest
from pico import emulator

try:
    emulator.firmware()
except emulator.NoFirmware as missing:
    pytest.skip(str(missing).splitlines()[0], allow_module_level=True)

ROOT = emulator.ROOT


def python_block(doc, holding):
    """The ```python block of doc (a path from the repository's root) that holds the words
    holding, dedented as a person types it."""
    with open(os.path.join(ROOT, doc), encoding="utf-8") as f:
        text = f.read()
    for indent, body in re.findall(r"^( *)```python\n(.*?)^ *```", text, re.M | re.S):
        if holding in body:
            return "".join(line[len(indent) :] + "\n" for line in body.splitlines())
    raise AssertionError("%s has no python block holding %r" % (doc, holding))


def inline(doc, holding):
    """The `code` span of doc holding the words holding."""
    with open(os.path.join(ROOT, doc), encoding="utf-8") as f:
        for span in re.findall(r"`([^`\n]+)`", f.read()):
            if holding in span:
                return span
    raise AssertionError("%s has no code span holding %r" % (doc, holding))


def start(pico, code):
    """Type code at the raw REPL (main.py's app stopped with Ctrl-C first, as after `make
    repl`); it runs on while the test reads its output and closes keys."""
    pico.raw_repl()
    pico.submit(code)
    pico.read_until(b"OK")


def hold_until(pico, key, words):
    """Close key's contact until the output says words. A key closed while the board opens is
    silent until let go (as one held at power-up), and nothing tells when the code has opened
    it: so a key not heard of is let go and closed again."""
    for _ in range(20):
        pico.hold(*pins(pico, key))
        try:
            return wait_output(pico, words, seconds=15)
        except emulator.PicoError:
            pico.hold()
            time.sleep(2)  # long enough open for the scan to see it let go
    raise AssertionError("no %r from the board" % words)


def wait_output(pico, words, seconds=300):
    """The serial output up to the words (the board keeps running meanwhile)."""
    return pico.read_until(words.encode(), timeout=seconds).decode()


def finish(pico, interrupt=False):
    """(the rest of the output, the error) once the code ends (interrupt: Ctrl-C ends it)."""
    if interrupt:
        pico.write(b"\x03")
    output = pico.read_until(b"\x04")[:-1].decode()
    error = pico.read_until(b"\x04")[:-1].decode()
    return output, error


def pins(pico, key):
    from pico import game
    from simboard import load_profile

    return game.key_pins(load_profile(pico.profile), key)


def test_the_key_test_names_each_key_as_it_is_pressed_and_let_go():
    code = python_block("board/README.md", "keys.scan")
    from lysbord import events

    with emulator.Pico(profile="full") as pico:
        start(pico, code)
        said = hold_until(pico, 42, "cell 42 press")
        pico.hold()
        said += wait_output(pico, "cell 42 release")
        said += hold_until(pico, events.JACK, "jack press")
        pico.hold()
        said += wait_output(pico, "jack release")
        _, error = finish(pico, interrupt=True)
    assert "KeyboardInterrupt" in error  # the loop ran until Ctrl-C
    lines = [line.strip() for line in said.splitlines() if line.strip()]
    assert lines == ["cell 42 touch", "cell 42 press", "cell 42 release", "jack touch", "jack press", "jack release"]


def test_the_bring_up_from_the_repl_names_a_key_then_leaves_on_a_held_menu():
    code = python_block("board/README.md", "bringup_repl")
    from lysbord import events

    with emulator.Pico(profile="full") as pico:
        start(pico, code)
        said = hold_until(pico, 57, "cell 57 (row 5, column 7)")
        pico.hold()
        pico.hold(*pins(pico, events.MENU))  # held past the long press: the bring-up ends
        rest, error = finish(pico)
        pico.hold()
    assert "cell 57 (row 5, column 7)" in said and error == ""


def test_the_current_check_lights_one_led_and_prints_its_estimate():
    code = python_block("board/README.md", "last_ma")
    from simboard import load_profile

    with emulator.Pico(profile="full") as pico:
        pico.raw_repl()
        said = pico.exec(code).strip()
        wire = pico.frames[-1][1]
    profile = load_profile("full")
    assert sum(wire) == 3 * 255 and sum(1 for i in range(0, len(wire), 3) if any(wire[i : i + 3])) == 1
    # the estimate printed is the one for what went down the data pin: one LED white, 104 idle
    assert int(said) == sum(wire) * profile.MA_PER_CHANNEL // 255 + profile.IDLE_MA_PER_LED * len(wire) // 3


def test_the_console_on_a_pico_deals_and_takes_a_move_typed_at_the_repl():
    code = inline("README.md", "console.main(")  # `from lysbord.ui import console; console.main("cabo")`
    assert code == python_block_free_line("docs/playing.md", "console.main(").replace('"sequence"', '"cabo"')
    with emulator.Pico(profile="full", files=emulator.project_files("full", _console_copied())) as pico:
        start(pico, code)
        said = wait_output(pico, "Players")
        for answer in ("", "", "", "", "7"):  # two players, the second a bot, kamikaze, rounds, seed 7
            pico.write(answer.encode() + b"\r")
            said += wait_output(pico, "]" if answer != "7" else "> ")
        pico.write(b"help\r")
        said += wait_output(pico, "> ")
        pico.write(b"quit\r")
        rest, error = finish(pico)
    assert "== Cabo ==" in said and "Cabo, round 1" in said
    assert "1  look 1 2" in said.split("help", 1)[1]  # the numbered legal moves of the first turn
    assert error == ""


def _console_copied():
    """What the guide's `mpremote cp -r build/mpy/lysbord :` adds to a flashed board: the whole
    compiled package, the console with it (make flash leaves the console off)."""
    import build_mpy
    import flash

    copies, failures = build_mpy.compile_tree(flash.BUILD)
    assert not failures
    extra = {}
    for rel, local in copies:
        if not flash.on_board(rel):
            with open(local, "rb") as f:
                extra[rel.replace(os.sep, "/")] = f.read()
    assert any(rel.startswith("lysbord/ui/console/") for rel in extra)
    return extra


def python_block_free_line(doc, holding):
    """A line of doc after a `>>> ` prompt holding the words holding (a line typed at the REPL)."""
    with open(os.path.join(ROOT, doc), encoding="utf-8") as f:
        for line in f:
            if ">>> " in line and holding in line:
                return line.split(">>> ", 1)[1].strip()
    raise AssertionError("%s has no REPL line holding %r" % (doc, holding))
