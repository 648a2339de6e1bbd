# The baseline opponent for every game: a uniformly random legal move.
from lysbord.rng import Rng


class Bot:
    """Plays any legal move, chosen by a seeded generator."""

    def __init__(self, seat, seed=0):
        self.seat = seat
        self.rng = Rng(seed)

    def choose(self, view):
        """One of the legal moves in the view."""
        legal = view["legal"]
        if not legal:
            raise ValueError("expected a view with legal moves (seat %d is not to move)" % self.seat)
        return legal[self.rng.below(len(legal))]
