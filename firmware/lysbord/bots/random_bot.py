# The baseline opponent for every game (a uniformly random legal move), and the base
# of every game's bot: a seat, a seeded generator, the legal moves of a view.
from lysbord.rng import Rng


class Bot:
    """Plays any legal move, chosen by a seeded generator."""

    def __init__(self, seat, seed=0):
        self.seat = seat
        self.rng = Rng(seed)

    def legal_moves(self, view):
        """The view's legal moves; ValueError when this seat is not to move."""
        legal = view.get("legal")
        if not legal:
            raise ValueError("expected a view with legal moves (seat %d is not to move)" % self.seat)
        return legal

    def choose(self, view):
        """One of the legal moves in the view."""
        legal = self.legal_moves(view)
        return legal[self.rng.below(len(legal))]
