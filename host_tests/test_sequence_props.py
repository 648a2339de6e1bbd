# Sequence invariants as hypothesis properties (CPython): any game hypothesis can build
# from options and move choices keeps the rules of docs/rules/sequence.md, Sequences.
# The same checks run under MicroPython as seeded loops (pure/test_sequence_invariants.py).
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from seqkit import build, play_checked, referee

from lysbord.games import sequence as S

# A line of cells to build on: rows, columns and both diagonals, ten cells or fewer.
LINES = (
    [[r * 10 + c for c in range(10)] for r in range(10)]
    + [[r * 10 + c for r in range(10)] for c in range(10)]
    + [[i * 11 for i in range(10)], [9 + i * 9 for i in range(10)], [1 + i * 11 for i in range(9)]]
)

options = st.fixed_dictionaries(
    {
        "players": st.sampled_from((2, 3, 4, 6)),
        "virtual": st.booleans(),
        "advanced": st.booleans(),
        "to_win": st.integers(1, 4),
    }
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options, st.integers(0, 2**32 - 1), st.lists(st.integers(0, 2**16), min_size=1, max_size=250))
def test_random_games_keep_the_sequence_invariants(opts, seed, choices):
    game = S.new_game(seed=seed, **opts)
    for choice in choices:
        legal = game.legal_moves()
        if game.over or not legal:
            break
        play_checked(game, legal[choice % len(legal)])
    again = S.Sequence.from_bytes(game.to_bytes())
    assert again.sequences() == game.sequences() and again.scores() == game.scores()


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(LINES), st.permutations(range(10)), st.booleans())
def test_any_order_on_one_line_keeps_formed_sequences(line, order, advanced):
    # One team lays a whole line in any order (the other team's chips elsewhere do not
    # matter): sequences never move, and the line ends with one or two of them.
    game = referee(to_win=4, advanced=advanced)
    cells = [line[i] for i in order if i < len(line)]
    for cell in cells:
        if S.is_corner(cell):
            continue
        game.turn = 0
        play_checked(game, S.place(S.LAYOUT[cell], cell))
    assert 1 <= game.sequence_count(0) <= 2


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(LINES), st.permutations(range(10)))
def test_a_line_formed_by_one_chip_at_each_end_counts_two(line, order):
    # Two fives of the line that never overlap by more than a cell, each completed on its
    # own: both count, whatever order their chips came in.
    if len(line) < 9:
        return
    first, second = line[:5], line[len(line) - 5 :]
    game = referee(to_win=4)
    build(game, 0, [first[i] for i in order if i < 5])
    build(game, 0, [second[i] for i in order if i < 5 and second[i] not in first])
    assert game.sequence_count(0) == 2
    assert game.sequences()[0] == (0, tuple(sorted(first)))  # the first never moved
