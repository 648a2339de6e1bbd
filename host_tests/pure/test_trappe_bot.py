# The Høyers trappe bots: legal from their view alone, shed before drawing, keep closers;
# the hard one does not close the closing pile for its own sake.
from test_trappe import position

from helpers import scaled
from lysbord.bots.trappe import hard as trappe_hard
from lysbord.bots.trappe.normal import Bot
from lysbord.games import trappe


def chosen(game, seed=0):
    return trappe.move_name(Bot(game.turn, seed).choose(game.view(game.turn)))


def test_goes_out_when_it_can():
    game = position(2, ["TH", "2C"], "9S 5D")
    assert chosen(game) == "TH>1"


def test_plays_on_a_pile_rather_than_drawing_or_starting_one():
    for seed in range(5):
        game = position(2, ["TH 2C", "3D"], "9S 5D")
        assert chosen(game, seed) == "TH>1"


def test_keeps_a_closing_card_rather_than_start_a_pile_with_it():
    for seed in range(5):
        game = position(2, ["KH 3S", "2C"], "")  # "new KH" would only swap it for a drawn card
        assert chosen(game, seed) == "new 3S"
        game = position(2, ["KH", "2C"], "")
        assert chosen(game, seed) == "draw"
    game = position(2, ["KH 4D", "2C"], "QS 8C")
    assert chosen(game) == "KH>1"  # closes the closing pile


def test_the_hard_bot_sheds_on_another_pile_where_the_normal_bot_closes():
    for seed in range(5):
        game = position(2, ["KH 9D 2C", "3D"], "QS 8C")
        assert chosen(game, seed) == "KH>1"  # normal: closing earns its bonus
        hard = trappe_hard.Bot(0, seed).choose(game.view(0))
        assert trappe.move_name(hard) == "9D>2"  # a play as good, keeping the king and the pile
    game = position(2, ["KH 4D", "2C"], "QS 8C")
    assert trappe.move_name(trappe_hard.Bot(0, 1).choose(game.view(0))) == "KH>1"  # its best play still closes


def test_plays_whole_games_legally_against_random_players():
    from lysbord.bots import random_bot

    for seed in range(scaled(6, 1)):
        game = trappe.new_game(3, seed)
        bots = [Bot(0, seed), random_bot.Bot(1, seed), random_bot.Bot(2, seed)]
        moves = 0
        while not game.over and moves < 5000:
            view = game.view(game.turn)
            move = bots[game.turn].choose(view)
            assert move in view["legal"]
            game.play(move)
            moves += 1
        assert game.over
