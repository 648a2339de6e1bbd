# The hard 7'er kabal bot on the Pico: its planning spread over moves (a few positions of the
# search a move, the bot drawing meanwhile), and the line it finds played from the stock as the
# bot's draws have left it.
from lysbord.bots.kabal import hard as kabal_hard
from lysbord.bots.kabal.normal import Planner
from lysbord.games import kabal
from lysbord.games.kabal import DRAW, lines
from lysbord.games.kabal import solver as kabal_solver


def _shipped_line(deal):
    """The won line shipped for deal, every move (the forced ones too) as the search played it."""
    game = kabal.new_game(1, deal)
    line = kabal_solver.force(game, [])
    for step in lines.steps(lines.read(deal)):
        for move in step:
            game.play(move)
            line.append(move)
        kabal_solver.force(game, line)
    assert game.winners() == (0,)
    return line


def test_a_line_found_before_the_bot_drew_still_wins_from_its_stock_as_it_stands():
    deal = 1
    line = _shipped_line(deal)
    for draws in (1, 4, 8, 13):
        bot = Planner(0, deal)
        bot.world = kabal.new_game(1, deal)  # the bot's world: the deal itself, drawn on since
        for _ in range(draws):
            bot.world.play(DRAW)
        moves = bot._from_here(list(line), kabal.new_game(1, deal))
        for move in moves:
            bot.world.play(move)
        assert bot.world.winners() == (0,), draws
    assert moves != line  # drawn on: the line is not the one found


def test_on_the_pico_the_hard_bot_searches_a_few_positions_a_move_and_draws_meanwhile():
    step = kabal_hard.PICO[2]
    game = kabal.new_game(1, 1)
    bot = kabal_hard.Bot(0, 1, kabal_hard.PICO)
    searching = planned = 0
    while not game.over:
        before = bot.search[0].nodes if bot.search else 0
        move = bot.choose(game.view(0))
        if bot.search:  # still searching: a few positions more, and a draw leaves the table as it was
            assert bot.search[0].nodes - before <= step and move == DRAW
            searching += 1
        planned += bool(bot.plan)
        game.play(move)
    assert searching and planned
    assert game.winners() == (0,)  # the plan it found on this deal wins
