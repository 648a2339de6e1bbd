# Forged saves and refused moves, game by game (see forgery.py). Every game is in
# REFUSALS; a game joins FORGED once its loader checks every field of a save.
import forgery
from helpers import scaled
from lysbord.rng import Rng
from lysbord.table import game_module

FORGED = ("sequence", "kabal", "trappe", "siodemki", "cabo")
REFUSALS = ("sequence", "kabal", "trappe", "siodemki", "cabo")
_SEATS = {"trappe": (2, 7)}  # beyond the fewest seats: seven players, one sits out each round
_SEATS["siodemki"] = (2, 4)  # and four: two partnerships
_SEATS["cabo"] = (2, 7)  # and seven: two decks
_GIVE_UP = {"kabal": (0x800,)}  # random play would give up at once; it may only when nothing else is legal


def _setup(name, players=None):
    module = game_module(name)
    players = players or module.PLAYERS[0]

    def make(seed):
        return module.new_game(players, seed)

    return type(make(0)), make, _GIVE_UP.get(name, ())


def forged_saves(name, players=None, seeds=None, stops=(0, 9, 60, 400)):
    """Forge every byte of saves from random playouts of name; returns (tried, refused)."""
    cls, make, avoid = _setup(name, players)
    players = make(0).players
    rng = Rng(len(name) + players)
    print("forging %s saves (%d players)" % (name, players))  # names the game when one fails
    seeds = seeds or list(range(scaled(2, 1)))
    stops = stops if scaled(True, False) else stops[1:2]
    tried = refused = 0
    for save in forgery.random_saves(make, seeds, stops, rng, avoid):
        # a forged byte that loads shows its harm within a few moves: 60 (10, 3 on the chip) of play on each
        counts = forgery.forge(cls, save, rng, scaled(60, 10, 3), avoid, scaled(5, 2, 1))
        tried += counts[0]
        refused += counts[1]
    print(
        "forged %s saves (%d players): %d tried, %d refused, %d loaded and played on"
        % (name, players, tried, refused, tried - refused)
    )
    return tried, refused


def refusals(name, players=None):
    """Over the states of random playouts, refused moves change nothing."""
    cls, make, avoid = _setup(name, players)
    rng = Rng(7)
    checked = 0
    for seed in range(scaled(2, 1)):
        game = make(seed)
        for _ in range(scaled(100, 12, 6)):
            checked += forgery.check_refusals_change_nothing(game, rng, 16, 4)
            if game.over:
                break
            game.play(forgery.choose(game.legal_moves(), rng, avoid))
    assert checked, "no move was ever refused: the test proves nothing"
    return checked


def test_forged_saves():
    for name in FORGED:
        for players in _SEATS.get(name, (None,)):
            tried, refused = forged_saves(name, players, None if players == _SEATS.get(name, (None,))[0] else [5])
            assert refused < tried, "every forged %s save was refused: nothing was played on" % name


def test_refused_moves_change_nothing():
    for name in REFUSALS:
        print("refused moves in %s: %d, none changed the state" % (name, refusals(name)))


def test_every_move_number_is_refused_or_legal():
    rng = Rng(11)
    for name in REFUSALS:
        cls, make, avoid = _setup(name)
        game = make(3)
        for _ in range(25):  # a state some moves into the game
            if not game.over:
                game.play(forgery.choose(game.legal_moves(), rng, avoid))
        refused = forgery.check_every_move_number(game, scaled(1, 61, 181))
        print("every move number in %s: %d refused, none changed the state" % (name, refused))
