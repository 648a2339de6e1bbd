# The hard Cabo player: plays as the normal bot, but before a call the normal bot would
# make it deals the cards it has not seen at random (from the deck minus what it saw)
# into the unseen slots, many times over, and calls only when its row comes out lowest
# often enough. The others' unseen cards are dealt as the better of a few draws once
# they have had turns to improve their rows. It never sees the state.
from lysbord.bots import cabo as normal
from lysbord.bots import random_bot
from lysbord.compat import const
from lysbord.games import cabo_moves as mv

DEALS = const(40)  # sampled deals per call decision
_CALL_SHARE = const(50)  # percent of deals its row must win to call
_PICKS = const(2)  # the others' unseen cards: the lowest of up to 1 + _PICKS cards dealt,
_PICK_EVERY = const(3)  # one more for every _PICK_EVERY own turns
_HIDDEN = mv.HIDDEN
_EMPTY = mv.EMPTY


class Bot(normal.Bot):
    """The normal Cabo bot with a call decided over sampled deals."""

    def __init__(self, seat, seed=0, deals=DEALS):
        super().__init__(seat, seed)
        self.deals = deals
        self.last_playouts = 0
        self.sampler = random_bot.Sampler(self.rng.below(65536))

    def _should_call(self, view, row, mean):
        self.last_playouts = 0
        hidden = 0
        for c in row:
            hidden += c == _HIDDEN
        if hidden > 1 or not normal.Bot._should_call(self, view, row, mean):
            return False  # only a call the normal bot would make, checked over sampled deals
        pool = self._unseen(view)
        if not pool:
            return normal.Bot._should_call(self, view, row, mean)
        rows = view["rows"]
        picks = 1 + min(_PICKS, self.turns // _PICK_EVERY)  # the others keep their low cards: the best of a few
        wins = 0
        needed = 0
        for r in rows:
            for c in r:
                needed += picks if c == _HIDDEN else 0
        for _ in range(self.deals):
            # One deal: every unseen card in one place at most.
            random_bot.deal(self.sampler, pool, min(len(pool), needed))
            mine, at = _sum(row, pool, 0, 1)
            lowest = 999
            for seat in range(view["players"]):
                if seat != self.seat:
                    total, at = _sum(rows[seat], pool, at, picks)
                    lowest = min(lowest, total)
            wins += mine < lowest
        self.last_playouts = self.deals
        return wins * 100 >= _CALL_SHARE * self.deals

    def _unseen(self, view):
        """The values this seat has not seen, one entry per card."""
        counts = normal.unseen_counts(view)
        pool = bytearray()
        for value in range(14):
            pool += bytes((value,)) * counts[value]
        return pool


def _sum(row, pool, at, picks):
    """(a row's sum with its unseen cards dealt from pool[at:], the next unused place);
    each unseen card is the lowest of picks cards dealt (the pool starts over if short)."""
    total = 0
    size = len(pool)
    for c in row:
        if c == _EMPTY:
            continue
        if c != _HIDDEN:
            total += c
            continue
        value = 99
        for _ in range(picks):
            value = min(value, pool[at % size])
            at += 1
        total += value
    return total, at
