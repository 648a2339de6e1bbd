# Host launcher for the console front end: `python tools/console.py <game>`
# (what `make play GAME=<game>` calls). The same code runs on a Pico.
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "firmware"))

from lysbord.ui import console  # noqa: E402

GAMES = ("sequence", "kabal", "trappe", "siodemki", "cabo")


def main(argv):
    """Play the game named in argv (default sequence)."""
    name = argv[1] if len(argv) > 1 else "sequence"
    if name not in GAMES:
        print("expected a game: %s; got %r" % (", ".join(GAMES), name))
        return 2
    try:
        console.main(name)
    except KeyboardInterrupt:
        print("\n(stopped)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
