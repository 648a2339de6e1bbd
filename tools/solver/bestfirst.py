# Best-first search for wins in 7'er kabal, for the batch tool only (tools/solver/solve.py --best N):
# the deals the depth-first solver leaves unknown are often won by a search that always goes on
# from the most promising position met so far, wherever in the tree it lies. Moves, forced moves,
# keys and the dead-position test are the solver's own (kabal_solver, kabal_dead), so the rules
# are the rule module's. It proves nothing: out of budget or out of positions, it says unknown.
# (A position the dead-position test calls dead at the start is lost, as for the solver.)
# Its table holds every position met (a few hundred bytes each): a host tool, not firmware.
import heapq
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "firmware"))

from lysbord.games.kabal import solver as kabal_solver  # noqa: E402
from lysbord.games.kabal.dead import dead  # noqa: E402
from lysbord.games.kabal.moves import RANK  # noqa: E402
from lysbord.games.kabal.solver import FAST, LOSS, UNKNOWN, WIN, clone, force, ordered  # noqa: E402

_WON = 1  # Kabal.result once all 52 cards are up
# the score's weights (see score): a card not up, a stock card, a face-down card, half the cards
# from a face-down one up, a card over a lower face-down one of its suit
WEIGHTS = (1, 0, 4, 1, 1)


def _pack(game):
    """The position as one bytes object, columns in their own order (a move names its columns).

    Not kabal_solver._snapshot: the queue holds every position met, and one bytes object takes
    about 100 bytes where a snapshot's tuple of eleven takes about 600."""
    parts = [bytes((len(col), down)) + col for col, down in zip(game.cols, game.down)]
    return b"".join(parts) + bytes(game.found) + bytes((len(game.stock),)) + game.stock + game.group


def _unpack(game, packed):
    """Set game's position to packed (see _pack)."""
    at = 0
    for i in range(7):
        size = packed[at]
        game.down[i] = packed[at + 1]
        game.cols[i] = bytearray(packed[at + 2 : at + 2 + size])
        at += 2 + size
    game.found = bytearray(packed[at : at + 4])
    size = packed[at + 4]
    game.stock = bytearray(packed[at + 5 : at + 5 + size])
    game.group = bytearray(packed[at + 5 + size :])
    game.result = 0


def score(game, weights=WEIGHTS):
    """How far the position looks from a win (lower is better): cards not yet up, face-down cards
    (each weighs by the cards over it: a deep one takes more moves to free), and cards over a lower
    face-down card of their own suit (the higher must leave before the lower can go up)."""
    cols, down = game.cols, game.down
    per_up, per_stock, per_down, per_deep, per_bury = weights
    out = per_up * (52 - sum(game.found)) + per_stock * (len(game.stock) + len(game.group))
    for i in range(7):
        col = cols[i]
        hidden = down[i]
        size = len(col)
        for j in range(hidden):
            out += per_down + (size - j) * per_deep // 2
        low = 99  # the lowest face-down card met so far in the column
        for j in range(size):
            card = col[j]
            if card // 13 == low // 13 and RANK[card] > RANK[low]:
                out += per_bury
            elif j < hidden and (low == 99 or RANK[card] < RANK[low]):
                low = card
    return out


class BestFirst:
    """solve(game) -> WIN or UNKNOWN (LOSS: dead at the start); line holds the winning moves from there.

    Positions wait in a queue by score() (greedy: the depth is ignored); each expanded position's
    steps (kabal_solver.ordered, in mode) are played with the forced moves after them, and a
    position met before (canonical key) or dead is not queued. The limit (positions expanded) is
    split into runs: the first with WEIGHTS (seed 1), each other with weights drawn at random from
    seed and a little noise on every score (different scores win different deals; one is enough).
    stall > 0: a run ends once stall positions pass without a better score than its best (a greedy
    run soon settles in one basin and spends the rest of its budget there), and runs go on to the
    limit, each with weights of its own."""

    def __init__(self, limit=20000, runs=1, seed=1, mode=FAST, prune=True, stall=0):
        self.limit = limit
        self.runs = runs
        self.seed = seed
        self.mode = mode
        self.prune = prune
        self.stall = stall
        self.nodes = 0  # positions expanded by the last solve, every run summed
        self.line = []

    def solve(self, game):
        self.nodes = 0
        self.line = []
        work = clone(game)
        forced = force(work, [])
        if work.result == _WON:
            self.line = forced
            return WIN
        if self.prune and dead(work):
            return LOSS  # the dead-position test's proof (kabal_dead); the search itself proves nothing
        root = _pack(work)
        rng = random.Random(self.seed)
        memo = {}  # dead or not per table, for every run (the test ignores the stock's order)
        run = 0
        while self.nodes < self.limit and (self.stall or run < self.runs):
            weights, noise = WEIGHTS, 0
            if run or self.seed != 1:  # another seed is for a retry: its first run would only repeat
                weights = (
                    rng.randint(1, 3),
                    rng.randint(0, 1),
                    rng.randint(2, 8),
                    rng.randint(0, 2),
                    rng.randint(0, 3),
                )
                noise = rng.randint(0, 3)
            limit = self.limit - self.nodes if self.stall else self.limit * (run + 1) // self.runs - self.nodes
            if self._search(_at(work, root), forced, limit, weights, noise, rng, memo) == WIN:
                return WIN
            run += 1
        return UNKNOWN

    def _search(self, work, forced, limit, weights, noise, rng, memo):
        """One greedy run from work's position (after its forced moves) of at most limit positions."""
        steps = [(None, tuple(forced))]  # per position: (its parent's index, the moves from there)
        seen = {kabal_solver.canonical(work)}
        queue = [(score(work, weights), 0, 0, _pack(work))]
        cache = {}
        tick = 0
        spent = 0
        best, since = 1 << 30, 0
        while queue and spent < limit:
            priority, _, index, packed = heapq.heappop(queue)
            spent += 1
            self.nodes += 1
            if priority < best:
                best, since = priority, 0
            else:
                since += 1
                if self.stall and since > self.stall:
                    return UNKNOWN
            for step in ordered(_at(work, packed), self.mode, cache):
                _at(work, packed)
                for move in step:
                    work._apply(move)
                after = force(work, [])
                if work.result == _WON:
                    steps.append((index, step + tuple(after)))
                    self.line = self._line(steps, len(steps) - 1)
                    return WIN
                key = kabal_solver.canonical(work)
                if key in seen:
                    continue
                seen.add(key)
                if self.prune:
                    table = kabal_solver._table_key(work)
                    gone = memo.get(table)
                    if gone is None:
                        gone = memo[table] = dead(work)
                    if gone:
                        continue
                steps.append((index, step + tuple(after)))
                tick += 1  # among equal scores the newest first: a run goes deep
                priority = score(work, weights) + (rng.randint(0, noise) if noise else 0)
                heapq.heappush(queue, (priority, -tick, len(steps) - 1, _pack(work)))
        return UNKNOWN

    @staticmethod
    def _line(steps, index):
        parts = []
        while index is not None:
            parent, moves = steps[index]
            parts.append(moves)
            index = parent
        line = []
        for moves in reversed(parts):
            line += moves
        return line


def _at(game, packed):
    _unpack(game, packed)
    game.counter = game.idle = 0
    return game


__all__ = ("BestFirst", "score", "WEIGHTS")
