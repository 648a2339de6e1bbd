# Test kit for the hardware layer: loads board profiles from board/, makes variants of
# them, and opens a board on the host fakes (tools/fakes). Works under pytest and MicroPython.
import sys

from helpers import ON_MICROPYTHON

if ON_MICROPYTHON:
    BOARD_DIR = "/repo/board"  # where tools/mp_run.mjs copies board/
else:
    import os

    BOARD_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "board")


def profile(name):
    """The board profile module board/<name>.py."""
    if BOARD_DIR not in sys.path:
        sys.path.append(BOARD_DIR)
    return __import__(name)


class Variant:
    """A profile copy with some attributes changed (None removes one)."""


def variant(base, **changes):
    """A copy of profile module base with the given attributes replaced or removed."""
    copy = Variant()
    for name in dir(base):
        if name.isupper():
            setattr(copy, name, getattr(base, name))
    for name, value in changes.items():
        if value is None:
            delattr(copy, name)
        else:
            setattr(copy, name, value)
    return copy


def open_fake(prof, **install_options):
    """(host, board): the real hardware layer on the fakes, with prof."""
    from fakes.install import install

    from lysbord.hw.board import open_board

    host = install(prof, **install_options)
    return host, open_board(prof)


def names(events):
    """Events as readable (key, kind) pairs for assertion messages."""
    from lysbord.events import KIND_BITS, KIND_MASK

    kinds = "press release long touch untouch".split()
    return [(ev >> KIND_BITS, kinds[ev & KIND_MASK]) for ev in events]
