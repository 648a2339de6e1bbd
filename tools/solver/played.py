# "As played": a deal played by the planning bot, which sees only what a player sees (its view,
# and the stock cards it has met). Its wins are a lower bound on the deal's winnability as played.
from lysbord.bots.kabal.normal import Planner
from lysbord.games import kabal


def play_deal(deal, budget, worlds=2):
    """(won, moves) for deal played by the planner with budget positions per planning world."""
    game = kabal.new_game(1, deal)
    bot = Planner(0, deal, budget, worlds)
    moves = 0
    while not game.over:
        game.play(bot.choose(game.view(0)))
        moves += 1
    return game.winners() == (0,), moves
