# Lysbord: firmware and rule modules for a lit 10x10 game board.
# The package runs unchanged on the Pico (MicroPython) and on a PC (CPython).
import sys

VERSION = "0.1.0"


def forget_module(name):
    """Drop a module that has done its work (the profile check, joining Wi-Fi): once nothing
    refers to its code, the next collection gives its heap back (the web side needs it)."""
    sys.modules.pop(name, None)
    package, _, child = name.rpartition(".")
    parent = sys.modules.get(package)
    if parent is not None and hasattr(parent, child):
        delattr(parent, child)


def forget_modules(prefix):
    """forget_module for every loaded module whose name starts with prefix (a package and
    what it holds: "lysbord.games.kabal" takes lysbord.games.kabal.solver with it). A package
    goes before its modules, so it keeps them as attributes: whatever still holds it (a game
    object's code until it is dropped) finds them there."""
    names = [name for name in sys.modules if name.startswith(prefix)]
    names.sort(key=len)
    for name in names:
        forget_module(name)
