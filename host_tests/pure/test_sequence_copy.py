# Sequence checkpoints for a search: a copy is the same game and independent of it, and
# restore() brings a game back to a checkpoint however far it was played on.
from helpers import scaled
from lysbord.games import sequence as S
from lysbord.games.sequence.checkpoint import copy, restore
from lysbord.rng import Rng


def _mid_game(players, seed, moves, **options):
    game = S.new_game(players, seed, **options)
    game.playout(Rng(seed), moves)
    return game


def test_a_copy_is_the_same_game_and_plays_on_alone():
    for players, options in ((2, {}), (3, {"advanced": True}), (2, {"virtual": False, "to_win": 3})):
        game = _mid_game(players, 7, 40, **options)
        saved = game.to_bytes()
        twin = copy(game)
        assert twin == game and twin.to_bytes() == saved and twin.view(twin.turn) == game.view(game.turn)
        twin.playout(Rng(1))
        assert twin.over and game.to_bytes() == saved  # the original did not move
        game.playout(Rng(1))
        assert twin == game  # the same moves from the same position: the same end


def test_restore_returns_to_the_checkpoint_every_time():
    game = _mid_game(2, 3, 20)
    checkpoint = copy(game)
    ends = []
    for seed in range(scaled(6, 4)):
        game.playout(Rng(seed % 2))
        ends.append(game.to_bytes())
        restore(game, checkpoint)
        assert game == checkpoint and not game.can_undo()
    assert ends[0] == ends[2] and ends[1] == ends[3]  # a playout from the checkpoint replays
    game.play(game.legal_moves()[0])
    game.undo()
    assert game == checkpoint


def test_restore_after_sequences_penalties_and_reshuffles():
    # Arrays that change length (sequences, piles) and every counter come back.
    game = _mid_game(4, 11, 30, to_win=4)
    checkpoint = copy(game)
    if game.penalty_moves():
        game.play(game.penalty_moves()[0])
    game.playout(Rng(4))
    assert game.over and len(game.sequences()) > len(checkpoint.sequences())
    restore(game, checkpoint)
    assert game == checkpoint and game.sequences() == checkpoint.sequences()
    assert game.legal_moves() == checkpoint.legal_moves()
