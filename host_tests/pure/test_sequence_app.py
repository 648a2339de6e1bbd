# The lit board shows Sequence's locked fives: at the end the winning lines lit are the
# sequences as they formed (docs/rules/sequence.md), never a five re-chosen afterwards.
import appkit as kit

from lysbord.ui.board import scene

A_CELLS = (60, 20, 50, 30, 40, 10, 70, 80, 21, 22, 23, 24)  # column 0 first, then row 2 from 20
B_CELLS = (3, 15, 27, 48, 66, 72, 84, 39, 57, 86, 94, 68, 45)  # no five on a line


def test_the_winning_lines_shown_are_the_locked_fives():
    sim = kit.new_board()
    game = kit.start_game(sim)
    for a, b in zip(A_CELLS, B_CELLS):
        kit.tap_and_settle(sim, a)
        if game.over:
            break
        kit.tap_and_settle(sim, b)
    assert game.over and game.winner == 0
    # Column 0 from 10 to 80 (and both corners) is A's, but its sequence stays 20-60.
    assert game.sequences() == ((0, (20, 30, 40, 50, 60)), (0, (20, 21, 22, 23, 24)))
    sim.advance(kit.SETTLE_MS)
    marks = sim.app.play.marks
    shown = [x for x in range(100) if marks[x] & scene.M_WIN]
    assert shown == [20, 21, 22, 23, 24, 30, 40, 50, 60]  # not 10, 70 or 80
    assert shown == [x for x in range(100) if game.is_locked(x)]
