# Sequence counting: lines of 5 to 10 built in many orders, shared cells, corners,
# the window chosen, winning, and the bound on the cells a detection reads.
from seqkit import CountingBoard, build, cells_of_row, put, referee

from lysbord.games import sequence as S

ROW5 = cells_of_row(5)  # TC TS 8C 7H 2H 3H KH TD 6H 2D: a full row without corners


def _orders(cells):
    """Several build orders of the same cells: forwards, backwards, ends first, middle last."""
    n = len(cells)
    mid = n // 2
    ends_first = [cells[i // 2] if i % 2 == 0 else cells[n - 1 - i // 2] for i in range(n)]
    middle_last = cells[:mid] + cells[mid + 1 :] + [cells[mid]]
    return [list(cells), list(reversed(cells)), ends_first, middle_last]


def _inner_first(cells):
    """A five in the middle first, then the rest from both ends."""
    return cells[2:7] + cells[:2] + cells[7:]


def _count_after(cells, team=0, to_win=4):
    game = referee(to_win=to_win)
    build(game, team, cells)
    return game


def _shared(first, second):
    return len(set(first) & set(second))


def test_five_in_a_row_is_one_sequence_in_every_order():
    for order in _orders(ROW5[2:7]):
        game = _count_after(order)
        assert game.sequence_count(0) == 1, order
        assert game.sequences() == ((0, (52, 53, 54, 55, 56)),)
        assert all(game.is_locked(x) for x in ROW5[2:7]) and not game.is_locked(51)


def test_four_is_no_sequence():
    game = _count_after(ROW5[:4])
    assert game.sequence_count(0) == 0 and not game.is_locked(50)


def test_six_seven_eight_count_once():
    for length in (6, 7, 8):
        for order in _orders(ROW5[:length]) + [_inner_first(ROW5[:length])]:
            game = _count_after(order)
            assert game.sequence_count(0) == 1, (length, order)


def test_nine_formed_at_once_or_at_both_ends_counts_twice():
    for start in (0, 1):
        for order in _orders(ROW5[start : start + 9]):
            game = _count_after(order)
            assert game.sequence_count(0) == 2, order
            (_, first), (_, second) = game.sequences()
            assert _shared(first, second) == 1


def test_ten_formed_at_once_or_at_both_ends_counts_twice():
    for order in _orders(ROW5):
        game = _count_after(order)
        assert game.sequence_count(0) == 2, order
        (_, first), (_, second) = game.sequences()
        assert _shared(first, second) <= 1


def test_second_sequence_sharing_two_cells_does_not_count():
    # Eight in a row: any second window would share at least two cells with the first.
    game = _count_after(ROW5[:8])
    assert game.sequence_count(0) == 1
    build(game, 0, [58])  # the ninth makes a second sharing one cell
    assert game.sequence_count(0) == 2


def test_crossing_sequences_share_one_cell():
    game = _count_after(ROW5[:5] + [10, 20, 30])
    assert game.sequence_count(0) == 1
    build(game, 0, [40])  # column 0 from the corner down to 50, which the row holds
    assert game.sequence_count(0) == 2
    (_, row), (_, column) = game.sequences()
    assert _shared(row, column) <= 1


def test_one_chip_completing_two_lines_counts_both():
    game = referee(to_win=4)
    build(game, 0, [50, 51, 52, 53, 14, 24, 34, 44])
    build(game, 0, [54])
    assert game.sequence_count(0) == 2


def test_corners_count_for_every_team():
    game = referee(to_win=4)
    build(game, 0, [1, 2, 3, 4])  # corner 0 and four chips of team A along row 0
    build(game, 1, [10, 20, 30, 40])  # corner 0 and four chips of team B down column 0
    assert game.sequences() == ((0, (0, 1, 2, 3, 4)), (1, (0, 10, 20, 30, 40)))
    build(game, 0, [11, 22, 33, 44])  # the diagonal from the corner
    assert game.sequence_count(0) == 2


def test_a_five_in_the_middle_grown_at_both_ends_stays_one():
    # Its five cells were fixed when it formed: every later five would share two or more.
    for cells in (ROW5[:9], ROW5[1:10], ROW5):
        game = _count_after(_inner_first(cells))
        assert game.sequence_count(0) == 1, cells
        assert game.sequences() == ((0, tuple(cells[2:7])),)
        assert [x for x in cells if game.is_locked(x)] == cells[2:7]


def test_window_locks_the_most_chips_a_corner_is_no_reason():
    game = referee(to_win=4)
    build(game, 0, [5, 4, 3, 2, 1])  # corner, 1..5: 0-4 and 1-5 leave the same room (5-9)
    assert game.sequences() == ((0, (1, 2, 3, 4, 5)),) and game.is_locked(5)
    game = referee(to_win=4)
    build(game, 0, [50, 51, 53, 54, 55, 52])  # 50..55: equal room and chips, the first in reading order
    assert game.sequences() == ((0, (50, 51, 52, 53, 54)),)


def test_diagonal_sequences():
    down_right = [12, 23, 34, 45, 56]
    down_left = [18, 27, 36, 45, 54]
    game = referee(to_win=4)
    build(game, 0, down_right)
    build(game, 1, [x for x in down_left if x != 45])
    assert game.sequence_count(0) == 1 and game.sequence_count(1) == 0
    game = referee(to_win=4)
    build(game, 1, down_left)  # the corner at 9 closes the line at 45 already
    assert game.sequences() == ((1, (9, 18, 27, 36, 45)),)


def test_two_teams_win_with_two_three_teams_with_one():
    game = referee()
    build(game, 1, ROW5[:5])
    assert not game.over and game.winner == -1
    build(game, 1, [14, 24, 34, 44])
    assert game.over and game.winner == 1 and game.winners() == (1,) and game.turn == -1
    three = referee(3)
    build(three, 2, ROW5[:5])
    assert three.over and three.winner == 2 and three.winners() == (2,) and three.legal_moves() == []
    six = S.new_game(6, 1, teams=3, virtual=False)
    build(six, 1, ROW5[:5])
    assert six.winners() == (1, 4)


def test_to_win_option():
    game = referee(to_win=1)
    build(game, 0, ROW5[:5])
    assert game.over and game.winner == 0
    game = referee(to_win=3)
    build(game, 0, ROW5[:9])
    assert game.sequence_count(0) == 2 and not game.over
    build(game, 0, [14, 24, 34, 44])
    assert game.over and game.winner == 0


def test_detection_reads_at_most_36_cells():
    board = bytearray(b"\x01" * 100)
    out = bytearray(8)
    worst = 0
    for cell in range(100):
        counting = CountingBoard(board)
        best = S.runs(counting, cell, 1, out)
        worst = max(worst, counting.reads)
        assert best == 10 and counting.reads <= 36
    assert worst == 35  # a full board: the four whole lines through a middle cell (10+10+10+9, less itself)


def test_a_play_reads_only_the_lines_through_its_cell():
    game = referee()
    put(game, 1, [x for x in range(1, 99) if x % 3 == 0 and x not in (9, 90)])
    put(game, 0, [x for x in range(1, 99) if x % 3 == 1 and x not in (55,)])
    counting = CountingBoard(game._board)
    game._board = counting
    game.turn = 0
    game.play(S.place(S.LAYOUT[55], 55))
    assert 0 < counting.reads <= 36 + 4  # the lines, plus the cell itself and the window ends
