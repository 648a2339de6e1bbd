# The board profiles there are (board/*.py) and the check `make flash` and `make overlay` run
# first: a PROFILE that names none of them is told the ones there are, with the likely one for
# a near miss (Full -> full, full-w -> full_w), before any install and before any port is touched.
# Only the standard library, so the Makefile runs it with the system's Python before the venv.
import argparse
import difflib
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BOARD = os.path.join(ROOT, "board")


def names():
    """The profiles in board/, sorted: each board/<name>.py but the freezing manifest."""
    return sorted(n[:-3] for n in os.listdir(BOARD) if n.endswith(".py") and n != "manifest.py")


def likely(given, known):
    """The profile a near miss means (another case, - or a space for _, a letter off), or None."""
    plain = "_".join(given.strip().lower().replace("-", " ").replace("_", " ").split())
    if plain in known:
        return plain
    close = difflib.get_close_matches(plain, known, n=1, cutoff=0.6)
    return close[0] if close else None


def problem(given):
    """None when given is a profile; else what to tell the maker, in words."""
    known = names()
    if given in known:
        return None
    said = "expected a board profile: %s (board/<profile>.py); got %r" % (", ".join(known), given)
    guess = likely(given, known)
    return said + (".\nDid you mean PROFILE=%s?" % guess if guess else ".")


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Check a board profile's name (make flash and make overlay run this first): "
        "exit 0 if board/PROFILE.py is one, else say the profiles there are and exit 2."
    )
    parser.add_argument("profile", nargs="?", default="full", help="the name given: %s" % ", ".join(names()))
    args = parser.parse_args(argv)
    said = problem(args.profile)
    if said:
        print(said, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
