# The simulator's own words (its captions, key hints and messages) in the language the board
# speaks. They are in the catalogs (locale/) like the firmware's, but compiled into a table of
# their own, tools/sim/lang.lng (qps.lng: the tests' pseudo-language), which no board carries:
# a Pico's flash holds only the board's words. Read by a second copy of lysbord.i18n, so the
# format and the lookup have one definition; a string not found there is the board's own, looked
# up in lysbord.i18n. The language is always lysbord.i18n's: --lang, the locale, or the one the
# board's language page chose.
import sys

import lysbord
from lysbord import i18n


def _table_module():
    """A second copy of lysbord.i18n reading the simulator's table: imported afresh with the
    board's copy out of sys.modules for a moment (on CPython and on the board in a browser's
    MicroPython alike), then the board's put back."""
    board = sys.modules.pop("lysbord.i18n")
    try:
        __import__("lysbord.i18n")
        module = sys.modules["lysbord.i18n"]
    finally:
        sys.modules["lysbord.i18n"] = board
        lysbord.i18n = board
    here = __file__.replace("\\", "/")
    here = here[: here.rfind("/") + 1]  # this folder: tools/sim, or the board in a browser's /twin
    module.path = lambda code: here + ("qps" if code == i18n.PSEUDO else "lang") + ".lng"
    return module


_table = _table_module()


def _follow():
    """Open the simulator's table for the language lysbord.i18n speaks, when that changed."""
    code = i18n.language()
    if _table.language() != code:
        try:
            _table.use(code)
        except ValueError:  # no table built for it: the board's words only
            _table.use("en")


def gettext(message):
    """message in the language the board speaks."""
    _follow()
    if _table._file is not None:
        found = _table._find(message)
        if found is not None:
            return str(found, "utf-8")
    return i18n.gettext(message)


_ = gettext
N_ = i18n.N_


def ngettext(singular, plural, n):
    """The form of singular/plural that n takes in the language the board speaks."""
    _follow()
    if _table._file is not None and _table._find(singular) is not None:
        return _table.ngettext(singular, plural, n)
    return i18n.ngettext(singular, plural, n)


def pgettext(context, message):
    """message as meant in context, in the language the board speaks."""
    _follow()
    if _table._file is not None and _table._find(context + "\x04" + message) is not None:
        return _table.pgettext(context, message)
    return i18n.pgettext(context, message)
