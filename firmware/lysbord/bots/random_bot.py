# The baseline opponent for every game (a uniformly random legal move), and the base
# of every game's bot: a seat, a seeded generator, the legal moves of a view; deal()
# draws the hidden cards of a sampled deal for the search bots.
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


def deal(rng, pool, count):
    """Shuffle the first count places of pool from all of it (a partial Fisher-Yates:
    only the cards a playout deals are drawn); rng: a Sampler (or an Rng)."""
    size = len(pool)
    for i in range(count):
        j = i + rng.below(size - i)
        pool[i], pool[j] = pool[j], pool[i]


class Sampler:
    """Small random ints for sampling deals: the ZX81 generator (75 x + 74 mod 65537) stays
    in small ints, so unlike the 32-bit Rng it makes no heap garbage on MicroPython."""

    def __init__(self, seed):
        self.x = seed % 65536

    def below(self, n):
        """An int in 0..n-1 (n much smaller than 65536: the bias is negligible)."""
        x = (75 * self.x + 74) % 65537
        self.x = x
        return x % n

    def deal(self, pool, count):
        """deal(self, pool, count) with the generator's step written out: no call per card."""
        size = len(pool)
        x = self.x
        for i in range(count):
            x = (75 * x + 74) % 65537
            j = i + x % (size - i)
            pool[i], pool[j] = pool[j], pool[i]
        self.x = x
