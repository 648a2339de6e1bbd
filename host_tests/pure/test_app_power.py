# Power and saves on the lit board: the resume offer, a power cut at any point of a save,
# an unreadable save reported and replaced, keys held down at power-up ignored.
import appkit as kit

from lysbord.ui.board.app import SAVE_NAME
from lysbord.ui.board.menu import Resume


def _chips(game):
    return [game.chip(c) for c in range(100)]


def _game_with_moves(cells, seed=7, **options):
    sim = kit.new_board(seed=seed)
    game = kit.start_game(sim, **options)
    for cell in cells:
        kit.tap_and_settle(sim, cell)
    return sim, game


def test_a_saved_game_is_offered_blinking_and_resumes_the_same_game_with_its_undo():
    sim, game = _game_with_moves((11, 12, 13))
    chips = _chips(game)
    again = kit.new_board(fs=sim.fs, seed=99)  # power off and on
    assert kit.screen(again) == "Resume"
    seen = set()
    for _ in range(6):
        again.advance(150)
        seen.add(again.led(Resume.GREEN[0]))
    greens = sorted(rgb[1] for rgb in seen)
    assert len(seen) == 2 and greens[0] < 60 < 200 < greens[1]  # the green block blinks
    assert all(kit.name_of(rgb) == "green" for rgb in seen)
    assert kit.cell(again, Resume.RED[0]) in ("red", "other")
    again.press(Resume.GREEN[0])
    resumed = again.app.play.game
    assert kit.screen(again) == "Play" and _chips(resumed) == chips and resumed.moves_played() == 3
    again.advance(kit.SETTLE_MS)
    assert kit.cell(again, 11) == "blue" and kit.cell(again, 12) == "green"
    again.long_press(102)  # UNDO still reaches the moves played before the power cut
    assert resumed.moves_played() == 2 and resumed.chip(13) == -1


def test_the_red_block_starts_a_new_game_and_keeps_the_old_one_until_then():
    sim, game = _game_with_moves((11, 12))
    again = kit.new_board(fs=sim.fs)
    again.press(Resume.RED[0])
    assert kit.screen(again) == "Menu"
    again.press(kit.BACK)  # back from the first page: the offer again
    assert kit.screen(again) == "Resume"
    again.press(Resume.RED[0])
    new = kit.start_game(again, players=2)
    assert new.moves_played() == 0
    third = kit.new_board(fs=again.fs)
    third.press(Resume.GREEN[0])
    assert third.app.play.game.moves_played() == 0  # the new game replaced the save


def test_a_power_cut_during_any_save_resumes_the_game_before_or_after_that_move():
    sim, game = _game_with_moves((11, 12, 13))
    before = _chips(game)
    units = len(sim.fs.files[SAVE_NAME]) + 4  # open, every byte, close, rename
    # on the chip 2 cuts: host_tests/test_pico.py cuts the real flash at each of its writes
    for cut in range(0, units, max(1, units // kit.scaled(12, 4, 2))):
        fs = sim.fs.__class__(sim.fs.files)
        board = kit.new_board(fs=fs)
        board.press(Resume.GREEN[0])
        fs.cut_after(cut)
        board.press(14)  # the move whose save is cut short
        assert not board.powered
        again = kit.new_board(fs=fs)
        assert kit.screen(again) == "Resume"
        again.press(Resume.GREEN[0])
        chips = _chips(again.app.play.game)
        after = list(before)
        after[14] = 0
        assert chips == before or chips == after


def test_an_unreadable_save_is_reported_in_red_and_the_board_starts_fresh():
    sim, game = _game_with_moves((11,))
    data = sim.fs.files[SAVE_NAME]
    data[len(data) // 2] ^= 0x55
    again = kit.new_board(fs=sim.fs)
    assert kit.screen(again) == "Notice"
    seen = set()
    for _ in range(5):
        again.advance(100)
        seen |= {c for c in range(100) if kit.cell(again, c) == "red"}
    assert seen == {24, 34, 44, 64} and "save unreadable" in again.app.notice  # "!" blinks in red
    again.advance(3000)
    assert kit.screen(again) == "Menu"
    assert SAVE_NAME + ".bad" in sim.fs.files
    game = kit.start_game(again, players=2)
    assert game.moves_played() == 0


def test_a_save_that_is_whole_but_not_a_game_is_reported_and_dropped():
    sim = kit.new_board()
    sim.board.store.save(SAVE_NAME, b"\x01not a sequence game at all")
    again = kit.new_board(fs=sim.fs)
    assert kit.screen(again) == "Notice" and SAVE_NAME not in sim.fs.files


def test_keys_held_at_power_up_are_ignored_until_released():
    sim = kit.new_board(held=(85, 99), boot=False)  # a stuck cell key and a stuck Next
    sim.advance(400)
    assert sim.app.stuck == (85, 99) and kit.screen(sim) == "Boot"
    red, green, blue = sim.led(85)
    assert sim.led(99) == (red, green, blue) and red > 2 * green > 0 == blue  # amber during the sweep
    sim.advance(1000)
    assert kit.screen(sim) == "Menu"
    sim.advance(500)
    assert sim.app.settings.virtual and kit.screen(sim) == "Menu"  # nothing was chosen
    sim.release(85)
    sim.release(99)
    sim.advance(100)
    assert kit.screen(sim) == "Menu"
    sim.press(99)
    assert kit.screen(sim) == "Menu" and sim.app.screen.page == sim.app.screen.pages()[1]


def test_a_save_that_finds_no_heap_is_tried_again_and_the_game_plays_on():
    sim, game = _game_with_moves((11,))
    store = sim.board.store
    real_save = store.save
    refused = []

    def save_once_out_of_heap(name, data):
        if not refused:
            refused.append(name)
            raise MemoryError("memory allocation failed, allocating 1148 bytes")
        real_save(name, data)

    store.save = save_once_out_of_heap
    kit.tap_and_settle(sim, 12)
    assert refused and kit.screen(sim) == "Play" and sim.app.play.game is game  # no restart
    again = kit.new_board(fs=sim.fs)  # power off and on: the move that found no heap was saved after all
    again.press(Resume.GREEN[0])
    assert again.app.play.game.moves_played() == 2 and _chips(again.app.play.game) == _chips(game)
