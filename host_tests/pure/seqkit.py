# Hand-built Sequence positions for the rule tests: chips put straight on the board,
# cards moved into a hand from the draw pile, and placements played as a chosen team.
from lysbord.games import sequence as S
from lysbord.layout import is_corner


def put(game, team, cells):
    """Put team's chips on cells without playing moves (a hand-built position)."""
    for cell in cells:
        game._board[cell] = 1 << team
        game._shown[cell] = team + 1
        game._chips[cell >> 2] |= (team + 1) << ((cell & 3) << 1)
        game._empty -= 1


def build(game, team, cells):
    """Play placements for team on cells in this order (referee mode), seat = team."""
    for cell in cells:
        if S.is_corner(cell):
            continue
        game.turn = team
        game.play(S.place(S.LAYOUT[cell], cell))


def give(game, seat, wanted):
    """Swap the wanted cards (from the draw pile or other hands) into seat's hand; cards are conserved."""
    size = game.hand_size
    hands = game._hands
    pile = game._pile
    for k, card in enumerate(wanted):
        slot = seat * size + k
        if hands[slot] == card:
            continue
        spots = [(pile, i) for i in range(game._draw)]
        spots += [(hands, i) for i in range(len(hands)) if i // size != seat or i > slot]
        spots = [(where, i) for where, i in spots if where[i] == card]
        if not spots:
            raise ValueError("card %d is in no other place" % card)
        where, i = spots[0]
        where[i] = hands[slot]
        hands[slot] = card


def card(name):
    """A card from its name."""
    return S.cards.parse(name)


def referee(players=2, **options):
    """A fresh referee-mode game."""
    return S.new_game(players, 1, virtual=False, **options)


def cells_of_row(row):
    """The ten cells of a board row."""
    return [row * 10 + col for col in range(10)]


class CountingBoard:
    """A board that counts how many cells are read (to bound the detection's work)."""

    def __init__(self, board):
        self.board = board
        self.reads = 0

    def __getitem__(self, cell):
        self.reads += 1
        return self.board[cell]

    def __setitem__(self, cell, value):
        self.board[cell] = value

    def __len__(self):
        return len(self.board)


def _shared(first, second):
    return len([x for x in first if x in second])


def play_checked(game, move):
    """Play move and check the sequence invariants (docs/rules/sequence.md, Sequences):
    a team's sequences share at most one cell pairwise, the locked chips are exactly the
    sequences' cells, a formed sequence's cells never change and the count never goes
    down, except when the advanced rule takes a chip out of a sequence."""
    before = game.sequences()
    counts = [game.sequence_count(t) for t in range(game.teams)]
    game.play(move)
    after = game.sequences()
    broken = ()
    if S.move_kind(move) == S.REMOVE:
        broken = tuple(s for s in before if S.move_cell(move) in s[1])
        assert not broken or game.advanced, "a locked chip was removed without the advanced rule"
    kept = tuple(s for s in before if s not in broken)
    assert after[: len(kept)] == kept, "a formed sequence changed: %r -> %r" % (before, after)
    if len(after) > len(kept):
        assert S.move_kind(move) == S.PLACE, "a sequence formed without a chip placed"
        cell = S.move_cell(move)
        assert all(cell in cells for _, cells in after[len(kept) :]), "a new sequence misses the chip"
    for t in range(game.teams):
        mine = [cells for team, cells in after if team == t]
        assert game.sequence_count(t) == len(mine)
        if game.sequence_count(t) < counts[t]:
            assert broken and game.advanced, "team %d's count went down" % t
        for i in range(len(mine)):
            assert all(game.chip(x) == t or is_corner(x) for x in mine[i]), "a sequence on another chip"
            for j in range(i):
                assert _shared(mine[i], mine[j]) <= 1, "two sequences share two cells: %r" % (mine,)
    in_sequences = set(x for _, cells in after for x in cells)
    for x in range(100):
        assert game.is_locked(x) == (x in in_sequences), "cell %d locked %s" % (x, game.is_locked(x))


def random_moves(game, rng, count):
    """Play up to count random legal moves (seeded by rng), stopping if the game ends."""
    for _ in range(count):
        if game.over:
            return
        legal = game.legal_moves()
        game.play(legal[rng.below(len(legal))])
