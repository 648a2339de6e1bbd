# The easy Sequence player: the normal bot blind to the opponents' lines, and now and then
# any legal move.
from lysbord.bots.sequence import normal

_AIMLESS = 3  # it plays one move in this many at random


class Bot(normal.Bot):
    """The easy level: it never looks at the opponents' lines (it misses every block a
    beginner can win by) and plays one move in _AIMLESS anywhere it may."""

    def choose(self, view):
        """A greedy move for its own lines only, or now and then any legal move."""
        legal = self.legal_moves(view)
        if self.rng.below(_AIMLESS) == 0 and not view["paying"]:
            return legal[self.rng.below(len(legal))]
        return super().choose(view)

    def _score(self, view):
        normal.fill(normal.codes(view["board"], view["team"]), view["locked"], self.gain, self.threat, False)
