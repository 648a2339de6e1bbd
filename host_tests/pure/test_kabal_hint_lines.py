# 7'er kabal hints along the won lines shipped with the listed deals (games/kabal/lines.py):
# each line wins its deal through the rule module; on the line the hint answers without a search,
# and followed hint after hint it wins the game; off the line the search aims back at it.
from lysbord.games.kabal import DRAW, new_game, parse_move
from lysbord.games.kabal import hint as kabal_hint
from lysbord.games.kabal import lines as kabal_lines
from lysbord.games.kabal import solver as kabal_solver
from lysbord.games.kabal.winnable import winnable


def _replayed(deal):
    """Deal's game with its shipped line played through the rule module (forced moves between the steps)."""
    game = new_game(1, deal)
    kabal_solver.force(game, [])
    for step in kabal_lines.steps(kabal_lines.read(deal)):
        for move in step:
            assert move in game.legal_moves(), (deal, move)
            game.play(move)
        kabal_solver.force(game, [])
    return game


def test_a_shipped_line_wins_its_deal():
    shipped = [deal for deal in range(20) if kabal_lines.read(deal)]
    assert len(shipped) >= 15  # most listed deals carry one
    for deal in shipped:
        assert winnable(deal)
        game = _replayed(deal)
        assert game.over and game.result == 1, deal


def test_a_deal_off_the_list_has_no_line():
    unlisted = [deal for deal in range(40) if not winnable(deal)]
    assert unlisted
    for deal in unlisted + [-1, kabal_lines.COUNT, 10**6]:
        assert kabal_lines.read(deal) == b"", deal


def _follow(game, budget):
    """Play the hint until the game ends; every hint must be a won line's move."""
    kabal_hint._plan[0] = None
    moves = 0
    while not game.over:
        kind, move = kabal_hint.hint(game, budget)
        assert kind == kabal_hint.WIN and move in game.legal_moves(), (kind, move, moves)
        game.play(move)
        moves += 1
    return moves


def test_on_its_line_the_hint_wins_the_deal_without_a_search():
    game = new_game(1, 5)
    assert kabal_solver.Solver(1).solve(game) == kabal_solver.UNKNOWN  # one position: no search wins
    moves = _follow(game, 1)
    assert game.result == 1 and moves > 52


def test_off_its_line_the_hint_searches_back_to_it():
    game = new_game(1, 5)
    assert next(kabal_lines.steps(kabal_lines.read(5)))[0] != DRAW  # the line does not draw first
    game.play(DRAW)
    assert kabal_solver.Solver(150).solve(game) == kabal_solver.UNKNOWN  # no win found by itself
    kabal_hint._plan[0] = None
    kind, move = kabal_hint.hint(game, 150)
    assert kind == kabal_hint.WIN
    _follow(game, 150)
    assert game.result == 1


def test_the_line_is_not_used_under_the_other_stock_rule():
    game = new_game(1, 5, True)  # draw only when stuck: the lines are the ring's, drawn at will
    kabal_hint._plan[0] = None
    kind, move = kabal_hint.hint(game, 1)
    assert kind == kabal_hint.GUESS and move == game.hint()


def test_the_hint_on_its_line_comes_in_slices():
    game = new_game(1, 5)
    for _ in range(3):
        kind, move = kabal_hint.hint(game, 1)
        game.play(move)
    kabal_hint._plan[0] = None
    steps = kabal_hint.searching(game, 1)
    slices = 0
    while True:
        try:
            next(steps)
        except StopIteration as done:
            kind, move = done.value
            break
        slices += 1
    line = list(kabal_lines.steps(kabal_lines.read(5)))
    assert kind == kabal_hint.WIN and move in game.legal_moves()
    assert slices >= len(line)  # a step of the line a slice: the board's loop runs between them


def test_a_line_joined_with_its_columns_in_another_order_wins():
    # deal 42: these moves bring the columns of the position the search joins the shipped line
    # at into another order than the line's own; its moves are played on the columns they name
    game = new_game(1, 42)
    for name in ("t4-t1", "up 4", "t1-t4", "t6-t1", "up 6"):
        game.play(parse_move(name))
    kabal_hint._plan[0] = None
    kind, move = kabal_hint.hint(game, 150)
    assert kind == kabal_hint.WIN
    _follow(game, 150)
    assert game.result == 1
