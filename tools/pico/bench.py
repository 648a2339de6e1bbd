# The Pico column of `make bench`: stock MicroPython (../shared/pico/, or UF2= / ROM=) on the
# emulated RP2040 at 125 MHz with the project on its filesystem as `make flash` installs it.
# Two boots: the Pico (full profile) boots into its app from main.py, a press goes through
# the key matrix to the WS2812 pin, then tools/pico/chip_bench.py measures on the chip over
# the raw REPL; the Pico W (full_w) loads board, app, game and server with its radio off.
# The emulator charges the XIP cache's misses (tools/pico/chip.mjs, docs/pico.md "The flash
# cache"); the Pico's boot runs once more with flash read as fast as SRAM, and a figure that
# differs is shown both ways (PICO_FLAT=0 leaves that run out).
# The emulator runs 10-65 times slower than a real Pico: the whole column takes minutes.
import os
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(HERE)
if __name__ == "__main__":  # run as a script: the tools and the benches it uses importable
    sys.path[:0] = [TOOLS, os.path.join(TOOLS, "bench"), os.path.join(TOOLS, "sim"), os.path.join(TOOLS, "flashing")]

from benchlib import on_pico  # noqa: E402

from pico import emulator  # noqa: E402

# tools/bench/ modules the chip imports (their positions and helpers), with benchlib and chip_bench
CHIP_MODULES = (
    os.path.join(TOOLS, "bench", "benchlib.py"),
    os.path.join(TOOLS, "bench", "bench_bots.py"),
    os.path.join(TOOLS, "bench", "web_phone.py"),
    os.path.join(HERE, "chip_bench.py"),
)
COLUMN = "Pico (emulated RP2040)"
BOOT_LIMIT_MS = 5000
PRESSES = (10, 11, 12, 13, 14)  # cells tapped in a 2-player game set up by game.SETUP (referee mode)
LEVELS = (  # (game, level, what) decided on the chip: every level of every game with bots
    [("sequence", level, "decision") for level in ("easy", "normal", "hard")]
    + [("sequence", "hard", "game")]  # and over a whole game, as the board asks it
    + [(g, level, "decision") for g in ("cabo", "siodemki", "trappe") for level in ("easy", "normal", "hard")]
    + [("siodemki", "hard", w) for w in ("bid", "3 players", "4 players")]
    + [("cabo", "hard", "call"), ("cabo", "hard", "last turn")]
    + [("kabal", level, "decision") for level in ("easy", "normal", "hard")]
)

# What starting the network adds to the Pico W's MicroPython heap at run time, from the rp2
# port's sources at v1.28.0 (docs/benchmarks.md, "The Pico W"): nothing the figures here lack
# but the phones' connections. lwIP's buffers (MEM_SIZE 8000 and its pbuf and TCP pools,
# "lwIP takes 26700 bytes": extmod/lwip-include/lwipopts_common.h), the CYW43 driver's state
# (cyw43_state) and the WLAN objects (static const, extmod/network_cyw43.c) are static RAM
# outside the GC heap, whose size the linker fixes at boot (ports/rp2/memmap_mp_rp2040.ld:
# __GcHeapStart after .bss), and lwip_init() and cyw43_init() run at every boot (ports/rp2/
# main.c), so a boot with the radio off has already paid for them. cyw43_malloc takes the GC
# heap (m_tracked_calloc, ports/rp2/cyw43_configport.h) for Bluetooth's firmware only, which
# the board never starts. A socket is a GC object (lwip_socket_obj_t, extmod/modlwip.c): the
# server's listening socket is measured (lwIP binds without a link), and chip_bench adds
# PHONES connections (a socket, its asyncio stream and the request's coroutine each).
PHONES = 4


def chip_files(profile, out):
    """The project as `make flash` installs it, plus the bench's own modules as .mpy in /bench."""
    import subprocess

    import build_mpy

    extra = {}
    for source in CHIP_MODULES:
        name = os.path.splitext(os.path.basename(source))[0] + ".mpy"
        target = os.path.join(out, name)
        subprocess.run(build_mpy.mpy_cross_command(source, target, name), check=True)
        with open(target, "rb") as f:
            extra["bench/" + name] = f.read()
    return emulator.project_files(profile, extra)


def _rows(output, rows):
    """Take the BENCH lines of output into rows."""
    for line in output.splitlines():
        if line.startswith("BENCH\t"):
            _, section, metric, value, unit, target = line.rstrip("\r").split("\t")
            rows[(section, metric)] = (float(value), unit, target)


def _lit(wire):
    return any(wire)


def boot_and_press(pico, rows, log):
    """Paced: power on to the first lit frame; then the menu of tools/pico/game.py sets up a
    2-player game and each tap of PRESSES is timed from the contact closing to the end of the
    first frame on the data pin (when the LEDs latch) that shows it: the pressed cell's LED
    changed (the press lights it and its twin), not merely the next frame of an animation."""
    from lysbord.hw.wiring import layout_table
    from pico import game

    while not any(_lit(w) for _, w in pico.frames):
        if pico.emulated_us > BOOT_LIMIT_MS * 1000:
            raise emulator.PicoError("no lit LED frame %d ms after power on" % BOOT_LIMIT_MS)
        pico.run_for(50)
    first = next(ns for ns, w in pico.frames if _lit(w))
    rows[("pico", "boot: power on to the first lit frame")] = (first / 1e6, "ms", on_pico(1500, "ms"))
    log("boot: first lit frame %.0f ms after power on" % (first / 1e6))
    latencies = []
    profile = _profile("full")
    chain = layout_table(
        profile.WIDTH, profile.HEIGHT, profile.START_CORNER, profile.VERTICAL, profile.SERPENTINE, profile.STATUS_LEDS
    )
    for line in game.SETUP + ["wait 600"]:  # the menu answers once the boot sweep is over
        _step(pico, profile, line)
    for cell in PRESSES:
        down_ns = pico.paused_ns + 1e6  # _step closes the contact 1 ms on
        before = pico.frames[-1][1]
        seen = len(pico.frames)
        _step(pico, profile, "tap %d" % cell)
        pico.run_for(300)
        at = 3 * chain[cell]
        shown = [(ns, w) for ns, w in pico.frames[seen:] if ns >= down_ns and w[at : at + 3] != before[at : at + 3]]
        if not shown:
            raise emulator.PicoError("no LED frame showing the press on cell %d" % cell)
        ns, wire = shown[0]
        end = ns + len(wire) * 8 * pico.frame_timing["bit_ns"]
        latencies.append((end - down_ns) / 1e6)
        log("press on cell %d: its lit frame out %.2f ms later" % (cell, latencies[-1]))
    rows[("pico", "press to lit frame, slowest of %d taps" % len(latencies))] = (
        max(latencies),
        "ms",
        on_pico(10, "ms"),
    )
    rows[("pico", "press to lit frame, median")] = (sorted(latencies)[len(latencies) // 2], "ms", "")


def _profile(name):
    from simboard import load_profile

    return load_profile(name)


def _step(pico, profile, line):
    """One line of tools/sim/sim.py's language (wait / tap) on the paced Pico: a tap holds the key
    from 1 ms on for game.TAP_MS, then lets the loop settle."""
    import sim

    from pico import game

    verb, arg = line.split()[:2]
    if verb == "wait":
        pico.run_for(int(arg))
        return
    cells, buttons = game.key_pins(profile, sim.key_id(arg))
    plan = [(1, cells, buttons), (1 + game.TAP_MS, [], [])]
    pico.run_for(1 + game.TAP_MS + game.SETTLE_MS, plan)


def _exec(pico, code, rows, log):
    result = pico.exec_raw(code)
    _rows(result.output, rows)
    for line in result.output.splitlines():
        if line.startswith(("position", "decision")):
            log("  " + line.strip())
    if result.error:
        raise emulator.PicoError(result.error.strip())


def _decide(pico, levels, rows, log):
    """Each (game, level, what) of levels decided on the chip (chip_bench.decide)."""
    for game, level, what in levels:
        log("%s %s %s on the chip" % (game, level, what))
        _exec(pico, "chip_bench.decide(%r, %r, %r)\n" % (game, level, what), rows, log)


_PREAMBLE = """import gc, sys
gc.collect()
_before = gc.mem_free()
sys.path.append("/bench")
import chip_bench, %s
chip_bench.own_heap(_before)
"""  # the bench's own modules: what they hold is added back to every free figure


def pico_rows(rows, log, uf2=None, rom=None, flash_cache=True):
    """The Pico's boot: boot, press, heap, play(), frames and every bot level, on the chip;
    flash_cache=False reads flash as fast as SRAM (no XIP cache misses charged)."""
    with tempfile.TemporaryDirectory() as out:
        files = chip_files("full", out)
    with emulator.Pico(profile="full", files=files, uf2=uf2, rom=rom, paced=True, flash_cache=flash_cache) as pico:
        boot_and_press(pico, rows, log)
        pico.run_free()
        pico.raw_repl()  # Ctrl-C: main.py stops at the play screen, its board still open
        _exec(pico, _PREAMBLE % "bench_bots", rows, log)
        code = "game = chip_bench.boot_heap(board)\nchip_bench.sequence_costs()\nchip_bench.languages()\ngame = None\n"
        _exec(pico, code, rows, log)
        _decide(pico, LEVELS, rows, log)


def pico_w_rows(rows, log, uf2=None, rom=None):
    """The Pico W's boot (no main.py: its app would start the radio the emulator lacks)."""
    with tempfile.TemporaryDirectory() as out:
        files = chip_files("full_w", out)
    del files["main.py"]
    uf2 = uf2 or os.environ.get("UF2_W") or emulator.DEFAULT_UF2_W
    with emulator.Pico(profile="full_w", files=files, uf2=uf2, rom=rom, fs=emulator.PICO_W_FS) as pico:
        pico.raw_repl()
        code = _PREAMBLE % "web_phone" + "import profile\nchip_bench.pico_w(profile, %d)\n" % PHONES
        _exec(pico, code, rows, log)


def stack_rows(rows, log, uf2=None, rom=None):
    """The C stack (tools/pico/stack.py): the board's paths from main.py with keys on its pins,
    and a phone's requests on the Pico W; the deepest of each, and the least headroom left."""
    from pico import stack

    board = stack.measure(level="hard", uf2=uf2, rom=rom)
    phones = stack.measure_pico_w(uf2=os.environ.get("UF2_W"), rom=rom)
    for what, deepest in board + phones:
        log("C stack: %d B at the deepest, %s" % (deepest, what))
    for label, found in (("the board's paths", board), ("a phone's requests (Pico W)", phones)):
        what, deepest = max(found, key=lambda row: row[1])
        rows[("pico", "C stack: deepest of %s (%s)" % (label, what))] = (deepest, "bytes", "")
    what, deepest = max(board + phones, key=lambda row: row[1])
    target = ">= %d bytes on the Pico" % stack.HEADROOM_TARGET
    rows[("pico", "C stack: least headroom of its 8 KB, at any path")] = (stack.STACK_BYTES - deepest, "bytes", target)


FLAT = " (flash read as SRAM: no XIP cache model)"


def with_flat(rows, flat):
    """rows, and after each row flat holds another figure for (the Pico's boot run again with
    flash read as fast as SRAM), that figure as a row of its own, not judged."""
    merged = {}
    for key, row in rows.items():
        merged[key] = row
        other = flat.get(key)
        if other is not None and round(other[0], 2) != round(row[0], 2):
            merged[(key[0], key[1] + FLAT)] = (other[0], other[1], "")
    return merged


def flat_rows(rows, log, uf2=None, rom=None):
    """The Pico's boot again without the XIP cache model (PICO_FLAT=0 leaves it out): rows
    gains the figures that differ, beside those measured with it."""
    if os.environ.get("PICO_FLAT") == "0":
        return
    log("the Pico's boot again, flash read as fast as SRAM (no XIP cache model)")
    flat = {}
    pico_rows(flat, lambda line: log("  [no XIP cache] " + line), uf2, rom, flash_cache=False)
    merged = with_flat(rows, flat)
    rows.clear()
    rows.update(merged)


def measure(log=print):
    """{(section, metric): (value, unit, target)} measured on the emulated Pico and Pico W,
    or None (and one line logged) when there is no firmware to run; the last line logged
    says how it ended. Every boot charges the XIP cache's misses (tools/pico/chip.mjs); the
    Pico's boot runs once more without, and a figure that differs is shown both ways."""
    try:
        emulator.firmware()
        emulator.firmware(os.environ.get("UF2_W") or emulator.DEFAULT_UF2_W)
    except emulator.NoFirmware as missing:
        log("%s: skipped, no firmware (%s)" % (COLUMN, str(missing).splitlines()[0]))
        return None
    started = time.time()
    rows = {}
    for boot in (pico_rows, pico_w_rows, stack_rows, flat_rows):
        try:
            boot(rows, log)
        except emulator.PicoError as stopped:  # the rows so far stand; the line says what is missing
            log("%s: stopped in %s: %s" % (COLUMN, boot.__name__, str(stopped).strip().splitlines()[-1]))
            return rows
    log("%s: %d rows in %.0f s (host)" % (COLUMN, len(rows), time.time() - started))
    return rows


def level_rows(levels, log=print, uf2=None, rom=None, flash_cache=True):
    """Only the given (game, level, what) decisions on the chip: a boot without main.py
    (no board open), for measuring one bot in a minute or two instead of the whole column."""
    rows = {}
    with tempfile.TemporaryDirectory() as out:
        files = chip_files("full", out)
    del files["main.py"]
    with emulator.Pico(profile="full", files=files, uf2=uf2, rom=rom, flash_cache=flash_cache) as pico:
        pico.raw_repl()
        _exec(pico, _PREAMBLE % "bench_bots", rows, log)
        _decide(pico, levels, rows, log)
    return rows


def main(argv=None):
    import argparse

    parser = argparse.ArgumentParser(
        description="The Pico column of `make bench`: the project on an emulated RP2040 and Pico W "
        "(minutes of host time); UF2, UF2_W and ROM in the environment pick the firmware and boot ROM."
    )
    parser.add_argument(
        "decisions",
        nargs="*",
        metavar="GAME,LEVEL[,WHAT]",
        help="only these bot decisions on the chip (e.g. sequence,hard), not the whole column",
    )
    args = parser.parse_args(argv)
    picked = [tuple(arg.split(",")) + ("decision",) * (arg.count(",") == 1) for arg in args.decisions]
    for key, (value, unit, target) in (level_rows(picked) if picked else measure()).items():
        print("%s / %s: %s %s  %s" % (key[0], key[1], value, unit, target))


if __name__ == "__main__":
    main()
