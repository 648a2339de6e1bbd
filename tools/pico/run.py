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
        out = pico.exec("import sys, gc\nprint(sys.version)\ngc.collect()\nprint(gc.mem_free())").split()
        print("firmware: MicroPython %s, %s B heap free at the REPL" % (out[-2], out[-1]))
        print("USB serial up %.1f ms (emulated) after power on" % (booted / 1000))


def main():
    parser = argparse.ArgumentParser(description="Lysbord on the emulated RP2040.")
    parser.add_argument("--uf2", help="MicroPython UF2 for the Pico (default ../shared/pico/)")
    parser.add_argument("--rom", help="RP2040 boot ROM, revision B1 (default ../shared/pico/)")
    parser.add_argument("--profile", default="full", help="board profile: full or lite")
    parser.add_argument("--suites", help="pure suites to run on the chip: names (comma-separated) or all")
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
    if args.suites:
        from pico import suites

        every = suites.names()
        chosen = every if args.suites == "all" else args.suites.split(",")
        unknown = [n for n in chosen if n not in every]
        if unknown:
            print("no suite named %s; the suites: %s" % (", ".join(unknown), ", ".join(every)))
            return 2
        print("%d suites on the emulated Pico, each after a power cycle of its own" % len(chosen))
        passed, failed, _ = suites.run(chosen, args.profile)
        print("host time %.0f s" % (time.time() - started))
        print("pico: %d passed, %d failed" % (passed, failed))
        return 1 if failed or not passed else 0
    boot_report(args.profile)
    print("host time %.0f s" % (time.time() - started))
    return 0


if __name__ == "__main__":
    sys.exit(main())
