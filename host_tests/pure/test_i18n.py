# The language tables as the firmware reads them: the same words, plural forms and refusals on
# CPython, the WebAssembly port and the chip, and what a language costs the heap at rest.
import gc
import sys

from helpers import message, raises
from lysbord import i18n, languages


def _fresh_i18n():
    """lysbord.i18n imported anew (the suite's other tests may have switched it)."""
    sys.modules.pop("lysbord.i18n", None)
    __import__("lysbord.i18n")
    return sys.modules["lysbord.i18n"]


def test_english_is_the_code_itself_and_loads_nothing():
    i18n.use("en")
    assert i18n.language() == "en"
    assert i18n.gettext("nothing to undo") == "nothing to undo"
    assert i18n.pgettext("command", "help") == "help"
    assert i18n.ngettext("%d card", "%d cards", 1) == "%d card"
    assert i18n.ngettext("%d card", "%d cards", 0) == "%d cards"


def test_norwegian_words_plurals_and_contexts():
    i18n.use("nb")
    try:
        assert i18n.gettext("nothing to undo") == "ingenting å angre"
        assert i18n.pgettext("command", "help") == "hjelp"
        assert i18n.pgettext("suit", "hearts") == "hjerter"
        assert i18n.ngettext("%d round", "%d rounds", 1) % 1 == "1 runde"
        assert i18n.ngettext("%d round", "%d rounds", 3) % 3 == "3 runder"
        # a string no catalog holds stays as the code wrote it
        assert i18n.gettext("no such message") == "no such message"
        assert i18n.ngettext("one thing", "%d things", 2) == "%d things"
    finally:
        i18n.use("en")


def test_polish_three_plural_forms():
    i18n.use("pl")
    try:
        forms = [i18n.ngettext("%d card", "%d cards", n) % n for n in (1, 2, 4, 5, 12, 14, 21, 22, 25, 112, 102)]
        assert forms == [
            "1 karta",
            "2 karty",
            "4 karty",
            "5 kart",
            "12 kart",
            "14 kart",
            "21 kart",
            "22 karty",
            "25 kart",
            "112 kart",
            "102 karty",
        ], forms
        assert i18n.pgettext("suit", "spades") == "pik"
    finally:
        i18n.use("en")


def test_plural_rules_as_each_language_has_them():
    one_other = [i18n.plural_index(0, n) for n in (0, 1, 2, 5, 11, 21)]
    assert one_other == [1, 0, 1, 1, 1, 1]
    polish = [i18n.plural_index(1, n) for n in (0, 1, 2, 3, 4, 5, 11, 12, 13, 14, 15, 21, 22, 24, 25, 104, 112)]
    assert polish == [2, 0, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 1, 1, 2, 1, 2]


def test_an_unknown_language_is_refused_and_changes_nothing():
    i18n.use("da")
    try:
        exc = raises(ValueError, i18n.use, "xx")
        assert "en, nb, da, pl, de" in message(exc)
        assert i18n.language() == "da"
        assert i18n.pgettext("command", "undo") == "fortryd"
    finally:
        i18n.use("en")


def test_switching_lets_the_last_table_go():
    i18n.use("de")
    first = i18n._file
    i18n.use("pl")
    assert first is not i18n._file
    assert raises((OSError, ValueError), first.read, 1) is not None  # closed
    assert i18n.pgettext("command", "help") == "pomoc"
    i18n.use("en")
    assert i18n._file is None and i18n.gettext("nothing to undo") == "nothing to undo"


def test_locale_names_and_variables():
    assert languages.code_of("nb_NO.UTF-8") == "nb"
    assert languages.code_of("no") == "nb" and languages.code_of("nn_NO") == "nb"
    assert (
        languages.code_of("de-DE") == "de"
        and languages.code_of("pl_PL.utf8") == "pl"
        and languages.code_of("Danish") == "da"
    )
    assert languages.code_of("C") is None and languages.code_of("fr_FR.UTF-8") is None
    assert languages.from_environment([None, "", "da_DK.UTF-8"]) == "da"
    assert languages.from_environment(["C.UTF-8", None, "de_DE.UTF-8"]) == "en"  # LC_ALL decides
    assert languages.from_environment(["", None, "fr_FR.UTF-8"]) == "en"
    assert languages.from_environment([None, None, None]) == "en"


def test_heap_at_rest_with_each_language():
    """The module and one language's index, after a collection, under 6 KB (32-bit MicroPython)."""
    if not hasattr(gc, "mem_alloc"):
        return  # CPython: the heap is the WebAssembly port's and the chip's to measure
    i18n.use("en")
    for code in ("nb", "da", "pl", "de"):
        sys.modules.pop("lysbord.i18n", None)
        gc.collect()
        before = gc.mem_alloc()
        fresh = _fresh_i18n()
        fresh.use(code)
        gc.collect()
        taken = gc.mem_alloc() - before
        print("heap at rest with %s: %d B" % (code, taken))
        fresh.gettext("nothing to undo")
        fresh.use("en")
        assert taken < 6 * 1024, (code, taken)
    sys.modules["lysbord.i18n"] = i18n  # the module the rest of the suite imported
    sys.modules["lysbord"].i18n = i18n
