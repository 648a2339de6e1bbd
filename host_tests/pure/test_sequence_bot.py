# The Sequence bot on hand-built positions: it finishes its line, blocks a four,
# saves its jacks, breaks a four with a one-eyed jack, exchanges dead cards; it beats random.
from seqkit import card, give, put

from helpers import scaled
from lysbord.bots import random_bot
from lysbord.bots.sequence.normal import Bot
from lysbord.games import sequence as S


def _game(hand, seed=3):
    game = S.new_game(2, seed)
    give(game, 0, [card(n) for n in hand])
    return game


def test_finishes_its_own_line():
    game = _game(["2H", "9C", "KC", "8S", "AC", "7S", "6S"])
    put(game, 0, [50, 51, 52, 53])  # TC TS 8C 7H: 2H on 54 completes
    put(game, 1, [11, 22])
    move = Bot(0, 1).choose(game.view(0))
    assert move == S.place(card("2H"), 54)


def test_blocks_the_opponents_four():
    game = _game(["2H", "9C", "KC", "8S", "AC", "7S", "6S"])
    put(game, 1, [50, 51, 52, 53])
    put(game, 0, [31])
    assert Bot(0, 1).choose(game.view(0)) == S.place(card("2H"), 54)


def test_saves_the_wild_jack_for_when_it_matters():
    game = _game(["JD", "9C", "KC", "8S", "AC", "7S", "6S"])
    put(game, 0, [44])
    move = Bot(0, 1).choose(game.view(0))
    assert S.move_card(move) != card("JD")
    put(game, 1, [50, 51, 52, 53])  # now only the wild jack can stop team B on 54
    assert Bot(0, 1).choose(game.view(0)) == S.place(card("JD"), 54)


def test_breaks_a_four_with_a_one_eyed_jack():
    game = _game(["JS", "9C", "KC", "8S", "AC", "7S", "6S"])
    put(game, 1, [51, 52, 53, 54])
    put(game, 0, [50])  # one end blocked; 55 free: team B needs 3H there
    move = Bot(0, 1).choose(game.view(0))
    assert S.move_kind(move) == S.REMOVE and S.move_cell(move) in (51, 52, 53, 54)


def test_exchanges_a_dead_card():
    game = _game(["QS", "9C", "KC", "8S", "AC", "7S", "6S"])
    put(game, 1, list(S.cells_of(card("QS"))))
    assert Bot(0, 1).choose(game.view(0)) == S.exchange(card("QS"))


def test_pays_a_penalty_with_its_least_useful_card():
    game = _game(["JD", "JS", "2H", "9C", "KC", "8S", "AC"])
    put(game, 0, [50, 51, 52])
    game.play(S.penalty(0))
    move = Bot(0, 1).choose(game.view(0))
    assert S.move_kind(move) == S.DISCARD and S.move_card(move) not in (card("JD"), card("JS"), card("2H"))


def test_beats_the_random_bot():
    games = scaled(40, 4)
    wins = 0
    for seed in range(games):
        game = S.new_game(2, seed)
        bots = (Bot(seed % 2, seed), random_bot.Bot(1 - seed % 2, seed))
        players = {b.seat: b for b in bots}
        while not game.over:
            game.play(players[game.turn].choose(game.view(game.turn)))
        wins += game.winner == seed % 2
    assert wins >= games * 3 // 4
