# Seeded random numbers that give the same sequence on every interpreter.
# MicroPython's `random` differs from CPython's and has no shuffle, so the
# rule modules use this: Marsaglia's xorshift32 (13, 17, 5), 32-bit state.
from lysbord.compat import const

_MASK = const(0xFFFFFFFF)


class Rng:
    """xorshift32 generator; `state` is a plain int so a game can save it."""

    def __init__(self, seed=0):
        self.seed(seed)

    def seed(self, seed):
        """Restart from a seed (any int); equal seeds give equal sequences."""
        # A multiplicative hash spreads small seeds; xorshift needs a non-zero state.
        state = (seed * 2654435761 + 0x9E3779B9) & _MASK
        self.state = state or 0x6D2B79F5

    def next32(self):
        """The next 32-bit value."""
        x = self.state
        x ^= (x << 13) & _MASK
        x ^= x >> 17
        x ^= (x << 5) & _MASK
        self.state = x
        return x

    def below(self, n):
        """A uniform int in 0..n-1 (no modulo bias)."""
        if n <= 0:
            raise ValueError("expected a positive bound, got %r" % (n,))
        limit = (0x100000000 // n) * n
        x = self.state
        while True:  # next32() inlined: bots and playouts call this once a move
            x ^= (x << 13) & _MASK
            x ^= x >> 17
            x ^= (x << 5) & _MASK
            if x < limit:
                self.state = x
                return x % n

    def choice(self, items):
        """One item of a non-empty sequence."""
        return items[self.below(len(items))]

    def shuffle(self, items, start=0, end=None):
        """Fisher-Yates shuffle of items[start:end] in place."""
        if end is None:
            end = len(items)
        for i in range(end - 1, start, -1):
            j = start + self.below(i - start + 1)
            items[i], items[j] = items[j], items[i]
