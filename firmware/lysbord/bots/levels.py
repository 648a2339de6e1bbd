# Bot levels for every game, one folder a game (bots/<game>/): easy (its easy.py, or else its
# normal bot with a share of random moves, so a beginner wins sometimes), normal (normal.py)
# and hard (hard.py, a search bot where the game has one). make(...) builds a seat's bot by name.
import gc
import sys

from lysbord.bots import random_bot
from lysbord.rng import Rng

LEVELS = ("easy", "normal", "hard")
_EASY_RANDOM = 4  # in 16: the share of an easy bot's moves that are random


def _module(name):
    try:
        __import__(name)
    except ImportError:
        return None
    return sys.modules[name]


def has_level(game_name, level):
    """True when the game offers this level (every game has easy and normal)."""
    if level == "hard":
        return _module("lysbord.bots.%s.hard" % game_name) is not None
    return level in LEVELS or level == "random"


def make(game_name, level, seat, seed):
    """A bot for seat at level ('random', 'easy', 'normal', 'hard'); ValueError names the levels."""
    if level == "random":
        return random_bot.Bot(seat, seed)
    if level not in LEVELS:
        raise ValueError("expected a level easy, normal or hard, got %r" % (level,))
    if level != "normal":
        own = _module("lysbord.bots.%s.%s" % (game_name, level))
        if own:
            return own.Bot(seat, seed)
    normal = _module("lysbord.bots.%s.normal" % game_name) or random_bot
    if level == "easy":
        return Sloppy(normal.Bot(seat, seed), seed)
    return normal.Bot(seat, seed)  # normal, or hard where the game has none


def make_on_heap(game_name, level, seat, seed):
    """(bot, True) as make() builds it; a heap too fragmented for a hard bot's tables (a
    MemoryError after a long session) never reaches the player: collected, made once more,
    then (bot, False): the normal bot plays this move, and the next asks for the hard one again."""
    for _ in range(2):
        try:
            return make(game_name, level, seat, seed), True
        except MemoryError:
            gc.collect()
    return make(game_name, "normal", seat, seed), False


def decide(bot, game, seat):
    """bot's move for seat from its view. A heap too fragmented for the search (a MemoryError
    after a long session) never reaches the player: collected, the bot is asked once more,
    then the first legal move is played (a real move: 7'er kabal lists giving up last)."""
    for _ in range(2):
        try:
            return bot.choose(game.view(seat))
        except MemoryError:
            gc.collect()
    return game.legal_moves()[0]


class Sloppy:
    """An easy bot: the game's bot, but now and then a random legal move instead."""

    def __init__(self, inner, seed=0, share=_EASY_RANDOM):
        self.inner = inner
        self.seat = inner.seat
        self.share = share
        self.rng = Rng(seed * 7 + 3)

    def choose(self, view):
        """The inner bot's move, or (share in 16) a random legal one."""
        move = self.inner.choose(view)  # asked every time: bots that remember keep up
        if self.rng.below(16) < self.share:
            legal = self.inner.legal_moves(view)
            return legal[self.rng.below(len(legal))]
        return move
