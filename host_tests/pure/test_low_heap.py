# A board after a long session: its heap in pieces. Every bot level of every game and the
# 7'er kabal hint still answer with a move (the best they found within the heap there is),
# and no MemoryError reaches the player. Where the heap is bounded (the rp2 port) it is
# filled with blocks of many sizes and every other one let go, so that no large piece is
# left; elsewhere (an unbounded heap) the same answers are checked without the squeeze.
import gc
import sys

from helpers import scaled
from lysbord.bots import levels
from lysbord.games import kabal
from lysbord.games.kabal import hint as kabal_hint
from lysbord.rng import Rng
from lysbord.table import GAMES, forget_game, game_module

_BOUNDED = sys.platform == "rp2"


def _fragment(seed):
    """Fill the free heap with blocks of 16-1024 bytes, then let every other one go: what
    is left free is in holes no larger than the blocks. Returns the blocks kept."""
    if not _BOUNDED:
        return []
    rng = Rng(seed)
    blocks = []
    try:
        while True:
            blocks.append(bytearray(16 << rng.below(7)))
    except MemoryError:
        pass
    for i in range(0, len(blocks), 2):  # in place: the heap is full, nothing new fits yet
        blocks[i] = None
    gc.collect()
    return blocks


def _session(name, seed):
    """A game some moves in, and a bot of every level for its seat to move."""
    module = game_module(name)
    game = module.new_game(2 if name != "kabal" else 1, seed)
    rng = Rng(seed)
    for _ in range(6):
        if game.over:
            break
        legal = [m for m in game.legal_moves() if name != "kabal" or m != kabal.GIVE_UP]
        game.play(legal[rng.below(len(legal))])
    seat = game.turn
    bots = [levels.make(name, level, seat, seed) for level in levels.LEVELS if levels.has_level(name, level)]
    return game, seat, bots


def test_every_bot_answers_on_a_fragmented_heap():
    for name in GAMES:
        for seed in range(scaled(2, 1)):
            game, seat, bots = _session(name, seed)
            legal = game.legal_moves()
            kept = _fragment(seed)
            moves = [levels.decide(bot, game, seat) for bot in bots]
            del kept
            gc.collect()
            for move in moves:
                assert move in legal, (name, seed, move)
        game = bots = None
        forget_game(name)  # as the board lets a game's code go when the next is dealt


def test_the_kabal_hint_answers_on_a_fragmented_heap():
    for deal in (7, 13):
        game = kabal.new_game(1, deal)
        kabal_hint._plan[0] = None
        kept = _fragment(deal)
        kind, move = kabal_hint.hint(game)
        del kept
        gc.collect()
        assert kind in (kabal_hint.WIN, kabal_hint.DEAD, kabal_hint.GUESS), kind
        assert move in game.legal_moves() or (kind != kabal_hint.WIN and move == -1), (kind, move)
