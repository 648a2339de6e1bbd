# Random numbers that give the same sequence on every interpreter.
# MicroPython's `random` differs from CPython's and has no shuffle, so the
# rule modules use this, in two kinds:
# - seeded (tests, replays, a named 7'er kabal deal, bots): Marsaglia's xorshift32 (13, 17, 5),
#   32-bit state. Fast, but 32 bits and linear: a deal from a seed can be searched or solved
#   from the cards a player sees, so no deal with hidden cards for more than one seat uses it.
# - secret (every live deal): 64 bits of secret entropy (os.urandom: on the Pico the RP2040's
#   ring oscillator) as the 64-bit counter of SplitMix64, whose output mixes by multiplication.
# One class, the kind in the state: a secret state is over 32 bits (_SECRET set), so code that
# copies `state` copies the kind, and a save keeps all of it (games/base.py).
from lysbord.compat import const

_MASK = const(0xFFFFFFFF)
_SECRET = 1 << 64  # set in every secret state: above any seeded one
_M64 = (1 << 64) - 1
SECRET_BYTES = 8  # the entropy a secret deal takes


class Rng:
    """The generator; `state` is a plain int so a game can save it. seed: an int (seeded), or
    bytes of secret entropy (at least SECRET_BYTES: a secret deal, see secret())."""

    def __init__(self, seed=0):
        self.seed(seed)

    def seed(self, seed):
        """Restart from a seed (any int; equal seeds give equal sequences) or secret bytes."""
        if isinstance(seed, (bytes, bytearray)):
            if len(seed) < SECRET_BYTES:
                raise ValueError("expected %d bytes of entropy, got %d" % (SECRET_BYTES, len(seed)))
            self.state = _SECRET | int.from_bytes(bytes(seed[:SECRET_BYTES]), "big")
            return
        # A multiplicative hash spreads small seeds; xorshift needs a non-zero state.
        state = (seed * 2654435761 + 0x9E3779B9) & _MASK
        self.state = state or 0x6D2B79F5

    def secret_kind(self):
        """True for a secret deal's generator (64-bit, from entropy)."""
        return self.state > _MASK

    def next32(self):
        """The next 32-bit value."""
        x = self.state
        if x > _MASK:
            return self._next_secret()
        x ^= (x << 13) & _MASK
        x ^= x >> 17
        x ^= (x << 5) & _MASK
        self.state = x
        return x

    def _next_secret(self):
        # SplitMix64 (Steele, Lea, Flood 2014): a Weyl counter, then a bijective mix
        z = (self.state + 0x9E3779B97F4A7C15) & _M64
        self.state = _SECRET | z
        z = ((z ^ z >> 30) * 0xBF58476D1CE4E5B9) & _M64
        z = ((z ^ z >> 27) * 0x94D049BB133111EB) & _M64
        return (z ^ z >> 31) >> 32

    def below(self, n):
        """A uniform int in 0..n-1 (no modulo bias)."""
        if n <= 0:
            raise ValueError("expected a positive bound, got %r" % (n,))
        limit = (0x100000000 // n) * n
        x = self.state
        if x > _MASK:
            while True:
                x = self._next_secret()
                if x < limit:
                    return x % n
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


def secret(urandom=None):
    """SECRET_BYTES of secret entropy for a live deal: Rng(secret()) or new_game(players,
    secret()). os.urandom unless urandom is given (tests pass a seeded one)."""
    if urandom is None:
        import os

        urandom = os.urandom
    return urandom(SECRET_BYTES)


def secret_below(n, urandom=None):
    """A secret uniform number in 0..n-1 (a 7'er kabal deal number chosen for a live deal)."""
    return Rng(secret(urandom)).below(n)


NAMED_DEALS = 1 << 28  # a one-seat deal's number: 0..NAMED_DEALS-1 (a phone may name one)


def live_seed(players, urandom=None):
    """The seed of a live deal (the board's keys or a phone): for one seat a deal number
    drawn in secret (a solitaire's own number may be shown; its face-down cards are the
    player's business), for more seats secret entropy that no one ever sees."""
    if players == 1:
        return secret_below(NAMED_DEALS, urandom)
    return secret(urandom)
