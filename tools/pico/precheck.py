# `make pico`'s first step, before anything is installed: the MicroPython UF2 and the RP2040 boot
# ROM it needs are where it looks (--uf2/--rom, UF2=/ROM= for make, else ../shared/pico/), and what
# the first run will install is said. Only the standard library: no venv is needed yet.
"""Usage: python3 tools/pico/precheck.py [--uf2 FILE] [--rom FILE] [--profile NAME]"""

import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from pico.emulator import DEFAULT_ROM, DEFAULT_UF2, DEFAULT_UF2_W  # noqa: E402  (the standard library only)

ROOT = os.path.dirname(os.path.dirname(HERE))


def problems(uf2, rom, profile):
    """What is missing, in words ([] when all is there)."""
    said = []
    wifi = profile == "full_w"
    uf2 = uf2 or (DEFAULT_UF2_W if wifi else DEFAULT_UF2)
    if not os.path.isfile(uf2):
        said.append(
            "no MicroPython UF2 at %s: download %s from micropython.org/download/%s and name it with UF2=path"
            % (uf2, os.path.basename(DEFAULT_UF2_W if wifi else DEFAULT_UF2), "RPI_PICO_W" if wifi else "RPI_PICO")
        )
    rom = rom or DEFAULT_ROM
    if not os.path.isfile(rom):
        said.append("no RP2040 boot ROM (revision B1) at %s: name it with ROM=path" % rom)
    if profile and profile not in ("full", "full_w", "lite"):
        said.append("no board profile %r: PROFILE=full, full_w or lite (board/)" % profile)
    return said


def main(argv=None):
    parser = argparse.ArgumentParser(description="make pico's checks before anything is installed")
    parser.add_argument("--uf2")
    parser.add_argument("--rom")
    parser.add_argument("--profile")
    args = parser.parse_args(argv)
    said = problems(args.uf2 or os.environ.get("UF2"), args.rom or os.environ.get("ROM"), args.profile)
    if said:
        print("make pico cannot start:\n  " + "\n  ".join(said))
        return 2
    if not os.path.isfile(os.path.join(ROOT, ".venv", ".installed")) or not os.path.isdir(
        os.path.join(ROOT, "tools", "node_modules")
    ):
        print(
            "make pico installs, once, what contributors use: every pinned package in .venv "
            "(requirements-dev.txt, some 244 MB) and the node packages in tools/node_modules "
            "(rp2040js, the MicroPython WebAssembly port); a few minutes."
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
