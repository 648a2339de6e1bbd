# Every game's bot: it plays only moves its view allows, and refuses a view that
# gives it no move (another seat is to move, or the game is over).
from helpers import message, raises
from lysbord.bots import random_bot
from lysbord.games import GAMES

PLAYERS = {"sequence": 2, "kabal": 1, "trappe": 3, "siodemki": 2, "cabo": 3}


def _modules(name):
    rules = __import__("lysbord.games." + name, None, None, ["new_game"])
    bots = __import__("lysbord.bots.%s.normal" % name, None, None, ["Bot"])
    return rules, bots


def test_each_bot_picks_a_legal_move_for_a_while():
    for name in GAMES:
        rules, bots = _modules(name)
        game = rules.new_game(PLAYERS[name], 3)
        players = [bots.Bot(seat, seat) for seat in range(game.players)]
        for _ in range(40):
            if game.over:
                break
            view = game.view(game.turn)
            move = players[game.turn].choose(view)
            assert move in view["legal"], "%s bot chose a move its view does not allow" % name
            game.play(move)


def test_each_bot_refuses_a_view_without_moves():
    for name in GAMES:
        rules, bots = _modules(name)
        game = rules.new_game(PLAYERS[name], 5)
        if game.players > 1:
            idle = (game.turn + 1) % game.players
            view = game.view(idle)
        else:
            view = dict(game.view(0))
            view["legal"] = []
        exc = raises(ValueError, bots.Bot(idle if game.players > 1 else 0, 1).choose, view)
        assert "expected a view with legal moves" in message(exc), name
    raises(ValueError, random_bot.Bot(0).choose, {"legal": []})
