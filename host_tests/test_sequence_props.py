# Sequence invariants as hypothesis properties (CPython): any game hypothesis can build
# from options and move choices keeps the rules of docs/rules/sequence.md, Sequences, and
# the fives a chip forms are the ones a plain model of the window order picks. The
# invariants also run under MicroPython as seeded loops (pure/test_sequence_invariants.py).
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


# --- the window choice against a plain model of docs/rules/sequence.md ---------------
_STEPS = ((0, 1), (1, 0), (1, 1), (1, -1))  # (row, column) steps: right, down, two diagonals


def _line_through(cell, dr, dc):
    row, col = divmod(cell, 10)
    while 0 <= row - dr < 10 and 0 <= col - dc < 10:
        row, col = row - dr, col - dc
    line = []
    while 0 <= row < 10 and 0 <= col < 10:
        line.append(row * 10 + col)
        row, col = row + dr, col + dc
    return line


def _apart(fives):
    return all(len(set(a) & set(b)) <= 1 for i, a in enumerate(fives) for b in fives[:i])


def _families(items):
    """Every non-empty family of items sharing at most one cell pairwise."""
    out = []
    for mask in range(1, 1 << len(items)):
        family = [items[i] for i in range(len(items)) if mask >> i & 1]
        if _apart(family):
            out.append(family)
    return out


def _expected_new(game, team, cell):
    """The fives the rules say a chip of team on cell forms: per line, the family with
    (a) the most fives, (b) the most room, (c) the most chips newly locked, (d) the
    first in reading order. Room: the largest family of further fives with no opponent
    chip, sharing at most one cell with the team's fives and each other."""
    mine = [cells for t, cells in game.sequences() if t == team]
    locked = set(x for cells in mine for x in cells)

    def own(x):
        return x == cell or S.is_corner(x) or game.chip(x) == team

    def opponent(x):
        return x != cell and game.chip(x) not in (-1, team)

    new = []
    for dr, dc in _STEPS:
        line = _line_through(cell, dr, dc)
        fives = [tuple(line[i : i + 5]) for i in range(len(line) - 4)]
        through = [f for f in fives if cell in f and all(own(x) for x in f) and _apart(mine + [f])]
        best = None
        for family in _families(through):
            further = [f for f in fives if not any(opponent(x) for x in f) and _apart(mine + family + [f])]
            room = max([len(r) for r in _families(further)] + [0])
            chips = len(set(x for f in family for x in f if not S.is_corner(x) and x not in locked))
            key = (len(family), room, chips, -min(f[0] for f in family))
            if best is None or key > best[0]:
                best = (key, family)
        if best:
            new += best[1]
    return sorted(tuple(sorted(f)) for f in new)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_the_fives_chosen_are_the_rules_choice(data):
    # Team B's few chips block; then team A lays the cells of one to three lines, each
    # in any order and cut anywhere: long runs, corners, crossings, fives formed early.
    lines = data.draw(st.lists(st.sampled_from(LINES), min_size=1, max_size=3))
    pool = sorted(set(x for line in lines for x in line if not S.is_corner(x)))
    blockers = data.draw(st.lists(st.sampled_from(pool), max_size=4))
    plays = [(1, cell) for cell in blockers]
    for line in lines:
        order = data.draw(st.permutations(line))
        plays += [(0, cell) for cell in order[: data.draw(st.integers(5, len(order)))]]
    game = referee(to_win=4)
    formed_any = False
    for team, cell in plays:
        if game.over or S.is_corner(cell) or game.chip(cell) != -1:
            continue
        game.turn = team
        expected = _expected_new(game, team, cell)
        before = game.sequences()
        play_checked(game, S.place(S.LAYOUT[cell], cell))
        formed = sorted(cells for _, cells in game.sequences()[len(before) :])
        assert formed == expected, (cell, before, formed, expected)
        formed_any = formed_any or bool(formed)
