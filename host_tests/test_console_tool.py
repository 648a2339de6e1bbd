# `make play GAME=<name>` (tools/sim/console.py): a game is found by any name a player would type,
# in any case, with or without its diacritics; an unknown name lists the games.
import console as tool


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
