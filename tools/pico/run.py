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


def boot_report(profile):
    """Boot once; print the firmware, the heap and the emulated boot time."""
    with emulator.Pico(profile=profile) as pico:
        pico.raw_repl()
        booted = pico.emulated_us
        out = pico.exec("import sys, gc\nprint(sys.version)\ngc.collect()\nprint(gc.mem_free())")
        version, heap = out.split("\r\n")[:2]
        print("firmware: %s; %s B heap free at the REPL" % (version, heap))
        print("USB serial up %.1f ms (emulated) after power on" % (booted / 1000))


def make_flash(profile):
    """`make flash PORT=<pty>` onto a fresh emulated Pico (MicroPython only, an empty
    filesystem), as a user installs the project; then the board must reset into the game."""
    import subprocess

    with emulator.Pico(profile=profile, files={}) as pico:
        uf2 = pico.uf2
        port = pico.serve_pty()
        pico.connect()
        print("a fresh Pico (%s, empty filesystem) on %s" % (os.path.basename(uf2), port))
        started = time.time()
        cmd = ["make", "--no-print-directory", "flash", "PORT=" + port, "PROFILE=" + profile]
        code = subprocess.run(cmd, cwd=emulator.ROOT).returncode
        if code:
            print("make flash failed (exit %d)" % code)
            return 1
        writes = sum(1 for op, _, _ in pico.flash_ops if op == "program")
        print("make flash: %.0f s host, %d flash programs" % (time.time() - started, writes))
        pico.wait_for(lambda: pico.boots >= 2, what="reset after make flash")
        pico.wait_for(lambda: pico.frames, what="LED frame from the game after the reset")
        ns, wire = pico.frames[0]
        lit = sum(1 for i in range(0, len(wire), 3) if any(wire[i : i + 3]))
        print("the board reset into the game: %d LEDs lit %.0f ms (emulated) after power on" % (lit, ns / 1e6))
    return 0


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
    parser.add_argument("--script", help="a key script (tools/sim.py's language) instead of the scripted game")
    parser.add_argument("--flash", action="store_true", help="make flash onto a fresh emulated Pico, end to end")
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
    if args.flash:
        return make_flash(args.profile)
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
        print("%d suites on the emulated Pico, each on a flash and a boot of its own" % len(chosen))
        passed, failed, _ = suites.run(chosen, args.profile)
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
