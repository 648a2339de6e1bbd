# `make play GAME=<name>` (tools/sim/console.py): a game is found by any name a player would type,
# in any case, with or without its diacritics; an unknown name lists the games.
import os
import subprocess

import console as tool
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_a_game_is_found_by_any_name_a_player_types():
    names = {
        "cabo": ("Cabo", "CABO", "cabo"),
        "siodemki": ("Siódemki", "Siodemki", "siodemki", "All Fours"),
        "trappe": ("Høyers trappe", "Hoyers Trappe", "hoyers", "trappe"),
        "kabal": ("7'er kabal", "7er kabal", "kabal", "Kabal", "klondike", "Klondike"),
        "sequence": ("Sequence", "sequence"),
    }
    for game, typed in names.items():
        for text in typed:
            assert tool.game_named(text) == game, text


@pytest.fixture(autouse=True)
def no_locale(monkeypatch):
    """The tests' own words in English whatever the machine's locale says."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)


def test_make_play_passes_the_name_on_even_in_two_words(monkeypatch, capsys):
    played = []
    monkeypatch.setattr(tool.console, "main", played.append)
    assert tool.main(["console.py", "Cabo"]) == 0
    assert tool.main(["console.py", "Høyers", "trappe"]) == 0  # GAME=Høyers trappe, unquoted by make
    assert tool.main(["console.py"]) == 0
    assert played == ["cabo", "trappe", "sequence"]
    assert tool.main(["console.py", "chess"]) == 2
    said = capsys.readouterr().out
    assert "expected a game: sequence, kabal (7'er kabal), trappe (Høyers trappe), siodemki (Siódemki), cabo" in said
    assert "got 'chess'" in said


def test_help_is_the_usage_not_a_game(monkeypatch, capsys):
    played = []
    monkeypatch.setattr(tool.console, "main", played.append)
    for flag in ("--help", "-h"):
        assert tool.main(["console.py", flag]) == 0
        said = capsys.readouterr().out
        assert said.startswith("usage: ") and "make play GAME=" in said and "Høyers trappe" in said
    assert played == []


def test_the_language_comes_from_lang_or_the_locale(monkeypatch, capsys):
    played = []
    monkeypatch.setattr(tool.console, "main", lambda name: played.append((name, tool.i18n.language())))
    try:
        assert tool.main(["console.py", "--lang", "nb", "kabal"], environ={}) == 0
        assert tool.main(["console.py", "--lang=pl", "cabo"], environ={"LANG": "de_DE.UTF-8"}) == 0
        assert tool.main(["console.py", "trappe"], environ={"LANG": "da_DK.UTF-8"}) == 0
        assert tool.main(["console.py", "trappe"], environ={"LANG": "nn_NO.UTF-8"}) == 0  # Nynorsk reads Bokmål
        assert tool.main(["console.py", "cabo"], environ={"LANG": "C.UTF-8"}) == 0
        assert tool.main(["console.py", "cabo"], environ={"LANG": "fr_FR.UTF-8"}) == 0  # no French: English
        assert tool.main(["console.py", "cabo"], environ={"LC_ALL": "de_DE.UTF-8", "LANG": "nb_NO.UTF-8"}) == 0
    finally:
        tool.i18n.use("en")
    assert played == [
        ("kabal", "nb"),
        ("cabo", "pl"),
        ("trappe", "da"),
        ("trappe", "nb"),
        ("cabo", "en"),
        ("cabo", "en"),
        ("cabo", "de"),
    ]
    assert capsys.readouterr().out == ""  # no locale is an error


def test_an_unknown_language_names_the_languages_and_starts_nothing(monkeypatch, capsys):
    played = []
    monkeypatch.setattr(tool.console, "main", played.append)
    assert tool.main(["console.py", "--lang", "fr", "kabal"], environ={}) == 2
    said = capsys.readouterr().out
    assert "expected a language for --lang: en (English), nb (norsk bokmål), da (dansk), pl (polski)" in said
    assert "got 'fr'" in said and played == [] and tool.i18n.language() == "en"


def _make_play(lang_on_make_line, environ_lang):
    env = dict(os.environ, LANG=environ_lang)
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    command = ["make", "--no-print-directory", "-s", "play", "GAME=kabal"] + lang_on_make_line
    return subprocess.run(
        command, cwd=ROOT, env=env, input="\n\n5\nquit\n", capture_output=True, text=True, timeout=120
    )


def test_make_play_speaks_the_lang_on_its_line_and_the_shells_otherwise():
    norwegian = _make_play(["LANG=nb"], "en_US.UTF-8")
    assert "Stokken: 24 kort" in norwegian.stdout, norwegian.stdout[-2000:] + norwegian.stderr[-2000:]
    english = _make_play([], "en_US.UTF-8")
    assert "Stock: 24 cards" in english.stdout, english.stdout[-2000:] + english.stderr[-2000:]
    danish = _make_play([], "da_DK.UTF-8")
    assert "Talon: 24 kort" in danish.stdout, danish.stdout[-2000:]
