# Hand-built Sequence positions for the rule tests: chips put straight on the board,
# cards moved into a hand from the draw pile, and placements played as a chosen team.
from lysbord.games import sequence as S


def put(game, team, cells):
    """Put team's chips on cells without playing moves (a hand-built position)."""
    for cell in cells:
        game._board[cell] = 1 << team
        game._shown[cell] = team + 1
        game._chips[cell >> 2] |= (team + 1) << ((cell & 3) << 1)
        game._free.remove(cell)
        game._reopt(S.LAYOUT[cell])


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
