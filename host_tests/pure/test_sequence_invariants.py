# Sequence invariants after every move of seeded random games (the same checks run as
# hypothesis properties in host_tests/test_sequence_props.py): sequences share at most
# one cell, every locked chip is in a sequence, a formed sequence never changes, and the
# count never goes down but by the advanced rule.
from seqkit import play_checked

from helpers import scaled
from lysbord.games import sequence as S
from lysbord.rng import Rng


def _builder(game, legal, rng):
    """Mostly the placement that makes the longest line of the team through its cell
    (random play seldom grows a line to nine or ten), else any legal move."""
    if rng.below(4) == 0:
        return legal[rng.below(len(legal))]
    bit = 1 << game.team_to_move
    out = bytearray(8)
    best, choice = -1, legal[0]
    for move in legal:
        if S.move_kind(move) != S.PLACE:
            continue
        cell = S.move_cell(move)
        game._board[cell] = bit  # tried and taken back: a look at the line, not a move
        length = S.runs(game._board, cell, bit, out) * 16 + rng.below(16)
        game._board[cell] = 0
        if length > best:
            best, choice = length, move
    return choice


def _random_game(game, rng, limit=400, build=False):
    formed = 0
    for _ in range(limit):
        legal = game.legal_moves()
        if game.over or not legal:
            break
        before = len(game.sequences())
        play_checked(game, _builder(game, legal, rng) if build else legal[rng.below(len(legal))])
        formed += len(game.sequences()) > before
    return formed


def test_invariants_on_full_boards_in_referee_mode():
    # Four to win and random chips fill the board: long lines, nines and tens, crossings.
    formed = 0
    for seed in range(scaled(12, 3)):
        game = S.new_game(2 + seed % 2, seed, virtual=False, to_win=4, advanced=seed % 3 == 0)
        formed += _random_game(game, Rng(seed), build=seed % 2 == 0)
    assert formed >= scaled(12, 3)


def test_invariants_with_the_advanced_rule_breaking_sequences():
    broken = 0
    for seed in range(scaled(10, 2)):
        game = S.new_game(2, seed, virtual=False, to_win=4, advanced=True)
        rng = Rng(100 + seed)
        for _ in range(300):
            if game.over:
                break
            legal = game.legal_moves()
            # Prefer breaking a sequence when one can be broken: the rule under test.
            breaking = [m for m in legal if S.move_kind(m) == S.REMOVE and game.is_locked(S.move_cell(m))]
            move = breaking[0] if breaking and rng.below(3) == 0 else legal[rng.below(len(legal))]
            before = game.scores()
            play_checked(game, move)
            broken += sum(game.scores()) < sum(before)
    assert broken >= scaled(5, 1)


def test_invariants_with_the_virtual_deck():
    for players in (2, 3, 4, 6):
        for seed in range(scaled(3, 1)):
            _random_game(S.new_game(players, seed, to_win=4 if players != 3 else 1), Rng(seed))
