# The catalogs a translator edits (locale/*.po): complete, checked against a fresh extraction of
# the code, the same placeholders in every translation, each language's plural rule as the
# firmware computes it, and compiled tables that say what the catalogs say.
import gettext
import os
import shutil

import catalogs
import pytest
from babel.messages.pofile import read_po

from lysbord import i18n


def _babel(code):
    with open(os.path.join(catalogs.LOCALE, code + ".po"), "rb") as f:
        return read_po(f, locale=code)


def test_every_message_translated_and_the_template_as_the_code_has_it():
    assert catalogs.problems() == []
    assert catalogs.languages() == [code for code in sorted(i18n.LANGUAGES) if code != "en"]


@pytest.fixture
def broken_locale(tmp_path, monkeypatch):
    """A copy of locale/ that the test may spoil; catalogs reads it instead of the real one."""
    copy = tmp_path / "locale"
    shutil.copytree(catalogs.LOCALE, copy)
    monkeypatch.setattr(catalogs, "LOCALE", str(copy))
    monkeypatch.setattr(catalogs, "TEMPLATE", str(copy / "lysbord.pot"))
    return copy


def _spoil(path, old, new):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_lost_placeholder_a_fuzzy_or_a_missing_translation_is_named(broken_locale):
    _spoil(broken_locale / "de.po", 'msgstr "Platz %d (Bot): %s"', 'msgstr "Platz (Bot): %s"')
    _spoil(broken_locale / "pl.po", 'msgid "nothing to undo"', '#, fuzzy\nmsgid "nothing to undo"')
    _spoil(broken_locale / "da.po", 'msgstr "intet at fortryde"', 'msgstr ""')
    found = "\n".join(catalogs.problems())
    assert "de.po: 'Seat %d (bot): %s': placeholders ['%s'] in 'Platz (Bot): %s'" in found
    assert "pl.po: fuzzy 'nothing to undo'" in found
    assert "da.po: untranslated 'nothing to undo'" in found


def test_a_string_in_the_code_missing_from_the_template_is_named(broken_locale):
    _spoil(broken_locale / "lysbord.pot", 'msgid "nothing to undo"', 'msgid "nothing left to undo"')
    found = "\n".join(catalogs.problems())
    assert "'nothing to undo'" in found and "not in the template (run extract, then update)" in found


def test_plural_rules_in_the_headers_are_the_firmwares():
    for code in catalogs.languages():
        header = dict(_babel(code).mime_headers)["Plural-Forms"]
        assert header == catalogs.PLURAL_FORMS[code]
        rule = catalogs.plural_rule(header)
        formula = gettext.c2py(header.split("plural=")[1].rstrip(";"))
        assert all(i18n.plural_index(rule, n) == formula(n) for n in range(0, 1000)), code
        with open(i18n.path(code), "rb") as f:
            f.seek(i18n.table_start(f, code))
            assert f.read(5)[4] == rule  # the compiled table carries the same rule
    assert catalogs.plural_rule(catalogs.PLURAL_FORMS["pl"]) == 1
    with pytest.raises(ValueError, match="add the language's rule"):
        catalogs.plural_rule("nplurals=4; plural=(n==1 ? 0 : n==2 ? 1 : n<7 ? 2 : 3);")


def test_the_standard_library_reader_reads_what_babel_reads():
    for code in catalogs.languages():
        entries = catalogs.read_po(os.path.join(catalogs.LOCALE, code + ".po"))
        ours = {(e["context"], e["id"]): e["strs"] for e in entries}
        for m in _babel(code):
            if not m.id:
                continue
            key = (m.context, m.id if isinstance(m.id, str) else m.id[0])
            strings = list(m.string) if isinstance(m.string, tuple) else [m.string]
            assert ours[key] == strings, (code, key)


def test_the_compiled_tables_answer_every_message():
    """The board's table answers the board's messages, the simulator's (tools/sim/lang.lng) its
    own, and the board's holds none of the simulator's: a Pico's flash carries only its words."""
    import simtext

    for code in catalogs.languages():
        i18n.use(code)
        try:
            for m in _babel(code):
                if not m.id or m.context == catalogs.PAGE_CONTEXT:  # the phone page's: its own files
                    continue
                sim = catalogs.sim_only([name for name, _line in m.locations])
                if isinstance(m.id, str) and sim:
                    got = simtext.pgettext(m.context, m.id) if m.context else simtext.gettext(m.id)
                    assert got == m.string, (code, m.id)
                    board = i18n.pgettext(m.context, m.id) if m.context else i18n.gettext(m.id)
                    assert board == m.id or m.id == m.string, (code, m.id)  # not in the board's table
                elif isinstance(m.id, str):
                    got = i18n.pgettext(m.context, m.id) if m.context else i18n.gettext(m.id)
                    assert got == m.string, (code, m.id)
                else:
                    forms = [i18n.ngettext(m.id[0], m.id[1], n) for n in (1, 2, 5)]
                    want = [m.string[i18n.plural_index(i18n._rule, n)] for n in (1, 2, 5)]
                    assert forms == want, (code, m.id)
        finally:
            i18n.use("en")


def test_move_words_are_single_words_and_differ_within_a_game():
    from lysbord.ui.console import cabo, kabal, sequence, siodemki, trappe

    for code in catalogs.languages():
        catalog = _babel(code)
        for text in (cabo, kabal, sequence, siodemki, trappe):
            said = [catalog.get(verb, context="move").string.lower() for verb in text.VERBS]
            assert len(set(said)) == len(said), (code, text.TITLE, said)
            # a verb followed by what it moves (play QS) is one word, so a typed move reads back
            for verb, word in zip(text.VERBS, said):
                assert verb == "give up" or " " not in word, (code, verb, word)
            # Cabo's power words and call are the German seed's English capitals in every language
            if text is cabo:
                assert said[-3:] == ["peek", "spy", "swap"] and said[3] == "cabo", (code, said)


def test_the_pseudo_language_marks_each_stretch_of_words_and_keeps_placeholders():
    assert catalogs.marked("Seat %d> ") == "\u27e6Seat \u27e7%d\u27e6> \u27e7"
    assert catalogs.marked("%s (you)") == "%s\u27e6 (you)\u27e7"
    assert catalogs.placeholders("%(card)s and %3d%%") == ["%%", "%(card)s", "%3d"]


def test_the_phone_pages_messages_are_extracted_and_checked_as_the_boards(broken_locale):
    page = [m for m in catalogs.extracted() if m.context == catalogs.PAGE_CONTEXT]
    ids = {m.id if isinstance(m.id, str) else m.id[0] for m in page}
    assert {"Ask for seat %(n)s", "%(n)s player", "It is seat %(turn)s's turn, not yours."} <= ids
    _spoil(broken_locale / "pl.po", 'msgstr "Poproś o miejsce %(n)s"', 'msgstr "Poproś o miejsce"')
    _spoil(broken_locale / "nb.po", 'msgctxt "page"\nmsgid "Your turn"', '#, fuzzy\nmsgctxt "page"\nmsgid "Your turn"')
    _spoil(broken_locale / "de.po", 'msgstr "Platz nehmen"', 'msgstr ""')
    found = "\n".join(catalogs.problems())
    assert "pl.po: 'Ask for seat %(n)s': placeholders [] in 'Poproś o miejsce', expected ['%(n)s']" in found
    assert "nb.po: fuzzy 'Your turn'" in found
    assert "de.po: untranslated 'Take a seat'" in found


def test_the_phone_pages_words_go_to_its_language_files_not_to_the_boards_tables():
    import build_web

    template = [e for e in catalogs.read_po(catalogs.TEMPLATE) if e["context"] == catalogs.PAGE_CONTEXT]
    assert template
    i18n.use("pl")
    try:
        assert i18n.pgettext("page", "Your turn") == "Your turn"  # not in lang.lng: the board never says it
    finally:
        i18n.use("en")
    for code in catalogs.languages():
        rule, keys, texts = build_web.catalog(code)
        assert rule == catalogs.plural_rule(catalogs.PLURAL_FORMS[code])
        said = dict(zip((keys[i : i + 4] for i in range(0, len(keys), 4)), texts))
        po = {m.id if isinstance(m.id, str) else m.id[0]: m.string for m in _babel(code) if m.context == "page"}
        for e in template:
            want = po[e["id"]]
            assert said[build_web.key_of(e["id"])] == (want if isinstance(want, str) else list(want)), (code, e["id"])
