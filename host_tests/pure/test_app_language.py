# The board's language page: opened from the game page's flag cells, a language chosen with a
# tap is spoken at once, kept on flash and spoken again after a power cut; its flag is lit, no
# words; a corrupt or unknown language save falls back to English and the game save stays.
import appkit as kit
from fakes.fakefs import FakeFS

from lysbord import i18n
from lysbord.hw.store import Store
from lysbord.ui.board.draw import choice_cell
from lysbord.ui.board.menu import GAME_TITLES, LANGUAGE_CELLS, flag_colour_at, flag_colours
from lysbord.ui.board.saves import LANGUAGE_NAME


def _rgb(colour):
    return colour >> 16 & 255, colour >> 8 & 255, colour & 255


def _choose(sim, code):
    sim.press(LANGUAGE_CELLS[0])
    sim.press(choice_cell(i18n.LANGUAGES.index(code), len(i18n.LANGUAGES)))


def test_a_language_chosen_on_the_board_is_spoken_kept_and_spoken_after_a_power_cut():
    fs = FakeFS()
    try:
        for code in i18n.LANGUAGES[1:] + ("en",):
            sim = kit.new_board(fs=fs)
            _choose(sim, code)
            assert i18n.language() == code and sim.app.settings.language == code
            sim.press(kit.NEXT)  # green: back to the game page
            assert sim.app.screen.page == sim.app.screen.pages()[0]
            i18n.use("en")
            again = kit.new_board(fs=fs)  # power cut and power-up
            assert i18n.language() == code and again.app.settings.language == code
    finally:
        i18n.use("en")


def test_the_language_page_lights_the_chosen_flag_and_no_text():
    sim = kit.new_board()
    try:
        for code in i18n.LANGUAGES:
            _choose(sim, code)
            app = sim.app
            for row in range(6):
                for col in range(8):
                    cell = (1 + row) * 10 + 1 + col
                    want = _rgb(flag_colour_at(code, row, col))
                    got = tuple(app.frame[3 * cell : 3 * cell + 3])
                    assert got == want, (code, cell, got, want)
            chosen = choice_cell(i18n.LANGUAGES.index(code), len(i18n.LANGUAGES))
            assert kit.cell(sim, chosen - 10) == "green"  # the choice in force marked above it
            sim.press(kit.BACK)  # amber: back to the game page
            assert sim.app.screen.page == sim.app.screen.pages()[0]
        assert len({flag_colours(code)[0] for code in i18n.LANGUAGES}) == len(i18n.LANGUAGES)
    finally:
        i18n.use("en")


def test_a_corrupt_or_unknown_language_save_falls_back_to_english_and_keeps_the_game():
    fs = FakeFS()
    sim = kit.new_board(fs=fs)
    kit.start_game(sim, virtual=True, bots=(1,))
    sim.advance(2000)
    store = Store(fs)
    for bad in (b"xx", b"\xff\xfe", b"", b"nbnbnbnb", None):
        try:
            if bad is None:  # a file that is no save at all
                fs.files[LANGUAGE_NAME] = bytearray(b"garbage")
            else:
                store.save(LANGUAGE_NAME, bad)
            i18n.use("de")
            again = kit.new_board(fs=fs)
            assert i18n.language() == "en" and again.app.settings.language == "en"
            assert kit.screen(again) == "Resume"  # the saved game is offered still
        finally:
            i18n.use("en")
    fs.files.pop(LANGUAGE_NAME, None)
    fs.files[LANGUAGE_NAME + ".tmp"] = bytearray(b"nb")  # a power cut while the language was saved
    again = kit.new_board(fs=fs)
    assert i18n.language() == "en" and kit.screen(again) == "Resume"
    assert LANGUAGE_NAME + ".tmp" not in fs.files


def test_setup_titles_are_numbers_marks_and_the_games_names_never_words():
    sim = kit.new_board()
    titles = set()
    for game in range(len(GAME_TITLES)):
        sim.press(choice_cell(game, len(GAME_TITLES)))
        menu = sim.app.screen
        titles.add(menu.values()[2])
        while menu.page != menu.pages()[-1]:
            sim.press(kit.NEXT)
            for option in range(len(menu.values()[0])):  # every choice the page offers, the last kept
                sim.press(choice_cell(option, len(menu.values()[0])))
                titles.add(menu.values()[2])
        while menu.page != menu.pages()[0]:
            sim.press(kit.BACK)
    marks = set("0123456789|O@#")
    assert {"|", "O", "@", "##"} <= titles
    assert all(t in GAME_TITLES or set(t) <= marks for t in titles), titles


def test_the_boards_own_network_is_a_radio_mark_not_letters():
    from lysbord.ui.board import draw
    from lysbord.ui.board.font import RADIO
    from lysbord.ui.board.screens import Banner

    sim = kit.new_board()
    back = sim.app.screen
    banner = Banner(sim.app, RADIO, draw.AMBER, back)
    banner.paint(0)  # lit: the mark in amber, the rest of the matrix dark
    frame = sim.app.frame
    lit = [cell for cell in range(100) if frame[3 * cell] or frame[3 * cell + 1] or frame[3 * cell + 2]]
    rows = {cell // 10 for cell in lit}
    assert lit and rows == {2, 3, 4, 5, 6}  # five rows, as the board's titles
    mirrored = {row * 10 + 9 - col for row, col in (divmod(cell, 10) for cell in lit)}
    assert mirrored == set(lit)  # ((o)): the same from both sides, no letter is
    assert {0, 9} <= {cell % 10 for cell in lit}  # across the whole width: two glyphs never reach it
