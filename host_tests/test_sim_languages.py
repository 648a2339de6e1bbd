# The simulator in every language: a seeded session's every caption, hint and message comes from
# the catalogs (in the pseudo-language every word of it stands between ⟦ ⟧), each caption fits the
# 60 columns beside the title in every language, and the language is chosen as the console's is
# (--lang, LC_ALL, LC_MESSAGES, LANG) or on the board's own language page.
import re

import appkit as kit
import pytest
import sim as simtool
import simcaption
import simterm
from simview import View, title

from lysbord import events, i18n, languages
from lysbord.rng import Rng
from lysbord.ui.board.draw import choice_cell
from lysbord.ui.board.menu import LANGUAGE_CELLS, seat_cell

OPEN, CLOSE = "\u27e6", "\u27e7"
SEEDS = (3, 11)
# What reaches a player in every language as it is: the games' names and the cards' codes.
# (The pseudo-language has no name of its own: its code stands for it.)
NAMES = {"Sequence", "7'er", "kabal", "Siódemki", "Cabo", "Høyers", "trappe", "Lysbord", "qps"}
CARD = re.compile(r"^(10|[2-9TJQKA])[SHDC]$")


@pytest.fixture(autouse=True)
def english_after(monkeypatch):
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    yield
    i18n.use("en")


def _seen(sim, out):
    """What the simulator shows now: the caption, the line under the hints, the title line."""
    caption = simtool.info_line(sim)
    out.append(("caption", caption))
    out.append(("guide", simcaption.guide_line(sim.app)))
    out.append(("screen", View(sim, colour=False).lines(-1, caption)[0]))


def _tour(seed):
    """A seeded session: boot, the language page, every setup page of a twelve-seat virtual-deck
    Sequence with bots, refused presses, a game played by random taps (Jack, Reveal, Undo among
    them), the pause page; then the resume offer, and a phones' game watched to its end."""
    rng = Rng(seed)
    out = []
    sim = kit.new_board(seed=seed, boot=False)
    sim.refusals = simcaption.Refusals(sim)
    _seen(sim, out)
    sim.advance(1400)
    _seen(sim, out)
    sim.press(LANGUAGE_CELLS[0])
    _seen(sim, out)
    sim.press(kit.BACK)
    for key in (kit.BACK, 55, events.JACK):  # refused: nothing to go back to, no choice, a button
        sim.press(key)
        _seen(sim, out)
    sim.press(choice_cell(0, 5))  # Sequence
    sim.press(kit.NEXT)
    sim.press(choice_cell(1, 2))  # virtual deck
    _seen(sim, out)
    sim.press(kit.NEXT)
    sim.press(choice_cell(kit.PLAYER_COUNTS.index(12), 8))
    _seen(sim, out)
    sim.press(kit.NEXT)
    _seen(sim, out)  # teams
    sim.press(kit.NEXT)
    sim.press(seat_cell(0))  # the bots page: a bot more, then a level
    sim.press(55)
    _seen(sim, out)
    for seat in range(2, 12, 2):
        sim.press(seat_cell(seat))
    _seen(sim, out)
    while sim.app.screen.page != sim.app.screen.pages()[-1]:
        sim.press(kit.NEXT)
        _seen(sim, out)
    sim.press(kit.NEXT)  # the game starts
    keys = [events.JACK, events.REVEAL, events.UNDO] + list(range(100))
    for _ in range(40):
        key = rng.choice(keys)
        sim.press(key)
        _seen(sim, out)
        sim.advance(300)
        _seen(sim, out)
    sim.press(events.MENU)
    _seen(sim, out)
    sim.press(55)
    _seen(sim, out)
    again = kit.new_board(fs=sim.board.store.fs, seed=seed)
    _seen(again, out)
    table = kit.new_board(seed=seed)
    game = kit.start_table_game(table, "cabo", players=3, bots=(0, 1, 2))
    for _ in range(400):
        if game.over:
            break
        table.advance(500)
        _seen(table, out)
    lite = kit.new_board(profile="lite", seed=seed)
    _seen(lite, out)
    for lines in (simterm.HINTS["full"], simterm.HINTS["lite"], simterm.NO_PHONES):
        out += [("hint", simterm._(line)) for line in lines if line]
    out.append(("hint", simterm.held_line({"f": 1, "r": 1, "mouse": 1}, False)))
    out.append(("hint", simterm.held_line({"f": 1, "r": 1}, True)))
    out += [("message", line) for line in simtool.phones_page(None) if line]
    out.append(("message", simtool.farewell(None)))
    out.append(("message", simtool.flash_in_use("build/sim-flash/full", 42)))
    out.append(("message", simterm.too_small(60, 20)))
    return [(kind, text) for kind, text in out if text]


def _unmarked(text):
    """What of text stands outside ⟦ ⟧, less numbers, punctuation, card codes and names (a
    caption cut to its width may lose its last ⟧)."""
    rest = re.sub(OPEN + "[^" + CLOSE + "]*(" + CLOSE + "|$)", " ", text)
    rest = re.sub(r"\S*/\S*", " ", rest)  # a folder, an address: what fills a placeholder
    words = re.findall(r"[\w']+", rest)
    return [w for w in words if not w.isdigit() and w not in NAMES and not CARD.match(w)]


@pytest.mark.parametrize("seed", SEEDS)
def test_in_the_pseudo_language_every_word_the_simulator_shows_comes_from_a_catalog(seed):
    i18n.use(i18n.PSEUDO)
    seen = _tour(seed)
    assert len(seen) > 300
    stray = sorted({(kind, text) for kind, text in seen if _unmarked(text)})
    assert not stray, stray[:10]


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_caption_fits_beside_the_title_in_every_language(code):
    i18n.use(code)
    for seed in SEEDS:
        for kind, text in _tour(seed):
            if kind == "caption":
                assert len(text) <= simcaption.WIDTH, (code, text)
                assert OPEN not in text
            else:  # one line of an 80-column terminal (messages may be broken into lines)
                for line in text.replace("\r\n", "\n").split("\n"):
                    assert len(line) <= simterm.WIDTH, (code, kind, line)
    sim = kit.new_board()
    for profile in ("full", "lite"):
        sim = kit.new_board(profile=profile)
        assert len(title(sim)) + 2 + simcaption.WIDTH <= simterm.WIDTH, (code, title(sim))


def _first_line(argv, environ, capsys):
    assert simtool.main(argv + ["--demo", "--frames", "1", "--plain", "--seed", "5"], environ) == 0
    return capsys.readouterr().out.splitlines()[0]


def test_lang_and_the_locale_choose_the_simulators_language_as_the_consoles(capsys):
    english = _first_line([], {}, capsys)
    assert english.startswith("Lysbord full board  ")
    i18n.use("nb")
    norwegian = title(kit.new_board()) + "  "
    i18n.use("en")
    assert _first_line(["--lang", "nb"], {}, capsys).startswith(norwegian)
    assert _first_line(["--lang=no"], {"LANG": "de_DE.UTF-8"}, capsys).startswith(norwegian)
    assert _first_line([], {"LANG": "nb_NO.UTF-8"}, capsys).startswith(norwegian)
    assert _first_line([], {"LC_ALL": "C", "LANG": "nb_NO.UTF-8"}, capsys) == english  # LC_ALL decides
    assert _first_line([], {"LC_MESSAGES": "nn_NO", "LANG": "fr_FR.UTF-8"}, capsys).startswith(norwegian)
    assert _first_line([], {"LANG": "fr_FR.UTF-8"}, capsys) == english


def test_lang_is_kept_on_the_boards_flash_and_wins_over_a_saved_one_the_locale_does_not(tmp_path, capsys):
    def title_after_boot(argv, environ):  # the second screen: the boot's sweep is over, its saves read
        argv = ["--flash", str(tmp_path), "--frames", "2", "--every", "1500", "--plain", "--seed", "5"] + argv
        assert simtool.main(argv, environ) == 0
        return capsys.readouterr().out.split("\n\n")[1].splitlines()[0]

    heads = {}
    for code in ("de", "pl"):
        i18n.use(code)
        heads[code] = title(kit.new_board()) + "  "
    i18n.use("en")
    assert title_after_boot(["--lang", "de"], {}).startswith(heads["de"])
    assert title_after_boot([], {"LANG": "nb_NO.UTF-8"}).startswith(heads["de"])  # kept: the locale waits
    assert title_after_boot(["--lang=pl"], {"LANG": "nb_NO.UTF-8"}).startswith(heads["pl"])
    assert title_after_boot([], {}).startswith(heads["pl"])


def test_a_language_the_simulator_has_not_is_refused_with_the_ones_it_has(capsys):
    assert simtool.main(["--lang", "xx", "--demo", "--frames", "1"], {}) == 2
    said = capsys.readouterr().out
    assert "'xx'" in said and all(code in said for code in i18n.LANGUAGES)


def test_the_boards_language_page_changes_the_simulators_words_at_once():
    sim = kit.new_board(seed=4)
    english = simtool.info_line(sim)
    sim.press(LANGUAGE_CELLS[0])
    for code in i18n.LANGUAGES[1:]:
        sim.press(choice_cell(i18n.LANGUAGES.index(code), len(i18n.LANGUAGES)))
        sim.press(kit.NEXT)  # back to the game page
        said = simtool.info_line(sim)
        assert said != english and i18n.language() == code
        i18n.use("en")
        assert simtool.info_line(sim) == english
        i18n.use(code)
        sim.press(LANGUAGE_CELLS[0])


def test_help_and_a_mistyped_option_speak_the_language_too(capsys):
    for argv in (["--help"], ["--seed", "x"]):
        with pytest.raises(SystemExit):
            simtool.main(["--lang", i18n.PSEUDO] + argv, {})
        out = capsys.readouterr()
        said = out.out + out.err
        # option names, their metavars and choices, the program's name and the type (int) stay as they are
        said = re.sub(r"-{1,2}[\w-]+|\{[\w,]+\}|sim\.py|\b[A-Z]{3,}\b|<profile>|`show`|'x'|\bint\b", " ", said)
        names = set(i18n.LANGUAGES) | {word for name in languages.NAMES.values() for word in name.split()}
        stray = [word for word in _unmarked(said) if word not in names]  # the languages' own names
        assert OPEN in said and not stray, stray


def test_an_unreadable_save_is_said_in_the_language_in_use():
    from simtext import _

    sim = kit.new_board(seed=6)
    kit.start_game(sim, virtual=True, bots=(1,))
    sim.advance(2000)
    fs = sim.board.store.fs
    good = bytes(fs.files["sequence.sav"])
    for code in i18n.LANGUAGES:
        i18n.use(code)
        data = bytearray(good)
        data[len(data) // 2] ^= 0x55
        fs.files["sequence.sav"] = data
        again = kit.new_board(fs=fs, boot=False)
        again.advance(1400)
        assert kit.screen(again) == "Notice"
        said = simtool.info_line(again)
        assert said.startswith(_("save unreadable: %s").split("%s")[0]) and len(said) <= simcaption.WIDTH, said
        fs.files.pop("sequence.sav.bad", None)


def test_the_radio_mark_is_said_in_the_language_in_use():
    from lysbord.ui.board import draw
    from lysbord.ui.board.font import RADIO
    from lysbord.ui.board.screens import Banner

    sim = kit.new_board(seed=4)
    said = {}
    for code in ("en", "nb", "pl"):
        i18n.use(code)
        sim.app.show(Banner(sim.app, RADIO, draw.AMBER, sim.app.screen), sim.app.now)
        said[code] = simtool.info_line(sim)
        sim.app.show(sim.app.screen.back, sim.app.now)
    assert "Wi-Fi" in said["en"] and RADIO not in said["en"]
    assert len(set(said.values())) == 3 and all(len(line) <= simcaption.WIDTH for line in said.values())
