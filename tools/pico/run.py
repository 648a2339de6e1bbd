# `make pico`: boot stock MicroPython on the emulated RP2040 with the project installed as
# `make flash` installs it, then play a scripted game pin to pixel (tools/pico/game.py) or,
# with SUITES=..., run the pure suites on the chip (tools/pico/suites.py). docs/pico.md.
import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from pico import emulator  # noqa: E402

emulator.tools_importable()  # make flash's tools and the simulator, which the scripted game plays beside the chip

_FIRMWARE = """import sys, gc
print('%d.%d.%d' % sys.implementation.version[:3])
print(getattr(sys.implementation, '_machine', 'an RP2040'))
print(sys.version.split(';')[0])
gc.collect()
print(gc.mem_free())
"""


def boot_report(profile):
    """Boot once; print the firmware, the heap and the emulated boot time."""
    with emulator.Pico(profile=profile) as pico:
        pico.raw_repl()
        booted = pico.emulated_us
        # MicroPython's own version (sys.version is the Python language level it implements)
        out = pico.exec(_FIRMWARE)
        release, machine, language, heap = out.split("\r\n")[:4]
        print(
            "firmware: MicroPython %s on %s (Python %s); %s B heap free at the REPL"
            % (release, machine, language, heap)
        )
        print("USB serial up %.1f ms (emulated) after power on" % (booted / 1000))


# Through mpremote on the board's port, as a user would type it: a real save of a dealt game
# (ui/board/saves.py), then its bytes read back.
_MAKE_SAVE = """import profile
from lysbord.hw.board import open_board
from lysbord.ui.board import dealing
from lysbord.ui.board.saves import SAVE_NAME, Settings, pack_save
board = open_board(profile)
settings = Settings()
game, note = dealing.deal(settings, 7)
board.store.save(SAVE_NAME, pack_save(settings, game))
"""
_READ_SAVE = """import profile
from lysbord.hw.board import open_board
from lysbord.ui.board.saves import SAVE_NAME
print('SAVE', open_board(profile).store.load(SAVE_NAME).hex())
"""


def _mpremote(port, *words):
    """mpremote from the venv on port; its output (SystemExit naming the step when it fails)."""
    import subprocess

    mpremote = os.path.join(os.path.dirname(sys.executable), "mpremote")
    run = subprocess.run([mpremote, "connect", port] + list(words), capture_output=True, text=True)
    if run.returncode:
        raise SystemExit("mpremote %s failed: %s" % (words[0], (run.stdout + run.stderr).strip()))
    return run.stdout


def _flash_and_boot(pico, port, profile, boots):
    """`make flash PORT=<pty>` as a user types it; then the board must reset into the game."""
    import subprocess

    started, programs, frames = time.time(), len(pico.flash_ops), len(pico.frames)
    cmd = ["make", "--no-print-directory", "flash", "PORT=" + port, "PROFILE=" + profile]
    code = subprocess.run(cmd, cwd=emulator.ROOT).returncode
    if code:
        raise SystemExit("make flash failed (exit %d)" % code)
    writes = sum(1 for op, _, _ in pico.flash_ops[programs:] if op == "program")
    print("make flash: %.0f s host, %d flash programs" % (time.time() - started, writes))
    pico.wait_for(lambda: pico.boots >= boots, what="reset after make flash")
    pico.wait_for(lambda: len(pico.frames) > frames, what="LED frame from the game after the reset")
    # the board loop runs on: its boot sweep moves (the Pico W's radio, absent here, must not stop it)
    pico.wait_for(lambda: len({wire for _, wire in pico.frames[frames:]}) >= 3, what="the boot sweep moving")
    ns, wire = pico.frames[frames]
    lit = sum(1 for i in range(0, len(wire), 3) if any(wire[i : i + 3]))
    print(
        "the board reset into the game: its first frame (%d LEDs lit) %.0f ms (emulated) after power on"
        % (lit, ns / 1e6)
    )


def make_flash(profile, again=True):
    """`make flash PORT=<pty>` onto a fresh emulated Pico (MicroPython only, an empty
    filesystem, the Pico W's firmware for a Wi-Fi profile), as a user installs the project;
    the board must reset into the game. again: then a game is saved on the board, `make flash`
    runs over the installed project, and the board must boot again with the save untouched."""
    import flash

    wifi = flash.has_wifi(profile)
    uf2 = (os.environ.get("UF2_W") or emulator.DEFAULT_UF2_W) if wifi else None
    fs = emulator.PICO_W_FS if wifi else emulator.PICO_FS
    with emulator.Pico(profile=profile, files={}, uf2=uf2, fs=fs) as pico:
        port = pico.serve_pty()
        pico.connect()
        print("a fresh Pico (%s, empty filesystem) on %s" % (os.path.basename(pico.uf2), port))
        _flash_and_boot(pico, port, profile, 2)
        if not again:
            return 0
        _mpremote(port, "exec", _MAKE_SAVE)
        before = _mpremote(port, "exec", _READ_SAVE)
        print("a game saved on the board (%d bytes); make flash again over the installed project" % (len(before) // 2))
        _flash_and_boot(pico, port, profile, pico.boots + 1)
        if _mpremote(port, "exec", _READ_SAVE) != before:
            raise SystemExit("the save changed under make flash")
        print("the save is as it was")
    return 0


def stack_report(profile, level="normal"):
    """The C stack's deepest point at each path of tools/pico/stack.py (the board's, with bots
    at level; and a phone's requests on the Pico W): 1 when any leaves less than the target."""
    from pico import stack

    print("the C stack (8 KB; target: at least %d B left at every path), emulated Pico:" % stack.HEADROOM_TARGET)
    rows = stack.measure(sys.stdout, level, profile) + stack.measure_pico_w(sys.stdout)
    least = min(stack.STACK_BYTES - deepest for _, deepest in rows)
    missed = least < stack.HEADROOM_TARGET
    print("least headroom %d B (%.0f %%): %s" % (least, 100 * least / stack.STACK_BYTES, "MISSED" if missed else "met"))
    return 1 if missed else 0


def serve(profile):
    """A fresh emulated Pico whose USB serial is a pseudo-terminal, until Ctrl-C."""
    with emulator.Pico(profile=profile, files={}) as pico:
        port = pico.serve_pty()
        print("the emulated Pico's USB serial: %s" % port)
        print("  make flash PORT=%s PROFILE=%s   # or: make repl PORT=%s" % (port, profile, port))
        try:
            while True:
                time.sleep(1)
        except KeyboardInterrupt:
            return 0


def main():
    parser = argparse.ArgumentParser(description="Lysbord on the emulated RP2040.")
    parser.add_argument("--uf2", help="MicroPython UF2 for the Pico (default ../shared/pico/)")
    parser.add_argument("--rom", help="RP2040 boot ROM, revision B1 (default ../shared/pico/)")
    parser.add_argument("--profile", default="full", help="board profile: full or lite")
    parser.add_argument("--suites", help="pure suites to run on the chip: names (comma-separated) or all")
    parser.add_argument("--jobs", type=int, default=2, help="suites: emulated Picos side by side (one a core)")
    parser.add_argument("--script", help="a key script (tools/sim/sim.py's language) instead of the scripted game")
    parser.add_argument("--flash", action="store_true", help="make flash onto a fresh emulated Pico, end to end")
    parser.add_argument("--stack", action="store_true", help="the C stack at the deepest paths (normal bots)")
    parser.add_argument("--once", action="store_true", help="--flash: a fresh board only, not again over it")
    parser.add_argument("--serve", action="store_true", help="a fresh emulated Pico on a pseudo-terminal until Ctrl-C")
    parser.add_argument(
        "--skip-without-firmware", action="store_true", help="no UF2 or boot ROM: say so and exit 0 (make test)"
    )
    args = parser.parse_args()
    if args.uf2:
        os.environ["UF2"] = args.uf2
    if args.rom:
        os.environ["ROM"] = args.rom
    try:
        emulator.firmware()
    except emulator.NoFirmware as missing:
        if args.skip_without_firmware:
            print("skipped: no firmware for the emulated Pico (%s)" % str(missing).splitlines()[0])
            return 0
        print(missing)
        return 1
    started = time.time()
    if args.stack:
        return stack_report(args.profile)
    if args.flash:
        try:
            return make_flash(args.profile, again=not args.once)
        except (SystemExit, emulator.PicoError) as failed:
            print(failed)
            return 1
    if args.serve:
        return serve(args.profile)
    if args.suites:
        from pico import suites

        every = suites.names()
        chosen = every if args.suites == "all" else args.suites.split(",")
        unknown = [n for n in chosen if n not in every]
        if unknown:
            print("no suite named %s; the suites: %s" % (", ".join(unknown), ", ".join(every)))
            return 2
        print(
            "%d suites on the emulated Pico, each on a flash and a boot of its own, %d side by side"
            % (len(chosen), args.jobs)
        )
        passed, failed, _ = suites.run(chosen, args.profile, jobs=args.jobs)
        print("host time %.0f s" % (time.time() - started))
        print("pico: %d passed, %d failed" % (passed, failed))
        return 1 if failed or not passed else 0
    boot_report(args.profile)
    from pico import game

    lines = game.script(args.script) if args.script else game.SCRIPTS[args.profile]()
    print("the scripted game (%d script lines), pins in and light out, beside the simulator:" % len(lines))
    try:
        checked, total_ms, timing = game.play(lines, args.profile, sys.stdout)
    except emulator.PicoError as exc:
        print(exc)
        return 1
    print("%d frames checked, all the same as the simulator's; %.1f s emulated" % (len(checked), total_ms / 1000))
    print(
        "WS2812 data pin, last frame: %d bits, %.0f ns a bit, T0H %s ns, T1H %s ns"
        % (timing["bits"], timing["bit_ns"], "-".join(map(str, timing["t0h"])), "-".join(map(str, timing["t1h"])))
    )
    print("host time %.0f s" % (time.time() - started))
    return 0


if __name__ == "__main__":
    sys.exit(main())
