# The hard Sequence bot: it knows which cards can still come. Every five-cell window is
# worth the chance that its side fills it, the product of its free cells' chances: a cell
# whose card we hold is nearly ours, one whose copies are all gone only a wild jack fills.
# The chances come from the cards it cannot see (two decks minus its hand and the discard
# pile), exactly: the odds that the next opponent holds a card that finishes or blocks a
# four. Each move is weighed by how it changes the windows it touches (one ply, the
# opponent's reply taken in expectation). Integer arithmetic only: no float garbage on the Pico.
from lysbord.bots import sequence as greedy
from lysbord.compat import const
from lysbord.games.sequence_board import _CELLS, JC, JD, JH, JS, LAYOUT
from lysbord.games.sequence_moves import EXCHANGE, PLACE, REMOVE

_ONE = const(256)  # a chance of 1 in fixed point
_SEQ = const(4096)  # a window that becomes a sequence for sure
_WIN = const(3)  # a sequence that wins the game is worth this many ordinary ones
_OPP = const(5)  # the opponents' windows weigh _OPP / 4 of ours: they move next
# A free cell's chance of being filled by our side: our card in hand, or a copy still
# unseen (index: copies unseen 0, 1, 2; 0: only a wild jack fills it).
_HELD = const(205)
_LIVE = (20, 90, 130)
# The same for the opponents; a cell whose card we hold too they may lose to us.
_THEIRS = (20, 110, 150)
_SHARED = const(160)  # in 256: their chance when we hold the card as well
_LATE = const(90)  # our four we cannot finish now: the chance to finish it later
_LATE_BLOCK = const(40)  # their four we can block next turn (their chance if they miss now)
_LATE_OPEN = const(140)  # their four we cannot block next turn
_WILD_COST = const(320)  # a two-eyed jack spent (kept for finishing and blocking)
_ONE_EYED_COST = const(380)
_JACK_CELLS = const(6)  # the greedy bot's best cells that a jack is tried on
_WINDOW_COUNT = len(greedy._WINDOWS)


def _through():
    """For every cell, the indices of the windows through it (bytes)."""
    lists = [[] for _ in range(100)]
    for i in range(_WINDOW_COUNT):
        for x in greedy._WINDOWS[i][:5]:
            lists[x].append(i)
    return tuple(bytes(w) for w in lists)


_THROUGH = _through()
del _through


class Bot(greedy.Bot):
    """Plays the move that most raises its windows' chances against the opponents'."""

    def __init__(self, seat, seed=0):
        super().__init__(seat, seed)
        self.last_playouts = 0  # no playouts: the chances are counted, not sampled
        # Buffers reused every decision: a decision makes little garbage (the Pico's heap is small).
        self._code = [0] * 100
        self._ours = [0] * 100  # our chance per free cell (fixed point, _ONE = sure)
        self._theirs = [0] * 100
        self._four = [0] * 100  # our chance for the last cell of a four
        self._ready = [0] * 100  # the same when we can fill it now (its card or a wild jack)
        self._their_four = [0] * 100
        self._held = bytearray(52)  # copies of each card in our hand
        self._unseen = bytearray(52)
        self._before = [0] * _WINDOW_COUNT  # each window's worth before the move
        self._dead = bytearray(_WINDOW_COUNT)  # 1: useless to us, 2: to them (shares 2 cells with a sequence)
        self._seen = bytearray(_WINDOW_COUNT)  # windows already counted for this move
        self._stamp = 0

    def choose(self, view):
        """The move whose windows gain most; the greedy move when there is nothing to weigh."""
        legal = self.legal_moves(view)
        if view["paying"] or not view["virtual"] or len(legal) == 1:
            return super().choose(view)
        for move in legal:
            if move >> 13 == EXCHANGE:
                return move  # a dead card for a live one costs nothing
        self._score(view)  # the greedy scores pick the cells worth trying a jack on
        self._prepare(view)
        gain = self.gain
        threat = self.threat
        wild_cells = _top(gain, _JACK_CELLS)
        remove_cells = _top(threat, _JACK_CELLS)
        best = -1 << 30
        ties = []
        for move in legal:
            kind = move >> 13
            card = move >> 7 & 63
            cell = move & 127
            if kind == PLACE and (card == JD or card == JC):
                if cell not in wild_cells or (card == JC and self._held[JD]):
                    continue  # either wild jack does the same: try one
            elif kind == REMOVE:
                if cell not in remove_cells or (card == JS and self._held[JH]):
                    continue
            elif kind != PLACE:
                continue
            value = self._value(move)
            if value > best:
                best = value
                ties = [move]
            elif value == best:
                ties.append(move)
        if not ties:
            return super().choose(view)
        return ties[self.rng.below(len(ties))]

    def _prepare(self, view):
        """Fill the per-cell chances, the dead windows and every window's worth now."""
        team = view["team"]
        teams = view["teams"]
        greedy.codes(view["board"], team, self._code)
        held = self._held
        unseen = self._unseen
        for c in range(52):
            held[c] = 0
            unseen[c] = 2
        for card in view["hand"]:
            held[card] += 1
            unseen[card] -= 1
        for card in view["discards"]:
            unseen[card] -= 1
        pool = 0
        for c in range(52):
            pool += unseen[c]
        sizes = view["hand_sizes"]
        hand = sizes[(view["seat"] + 1) % view["players"]]  # the next seat: an opponent's
        wild = unseen[JD] + unseen[JC]
        one_eyed = unseen[JH] + unseen[JS]
        self._wilds = held[JD] + held[JC]
        self._counts = (pool, hand, wild, one_eyed)
        for x in range(100):
            if LAYOUT[x] < 52:  # not a corner (a covered cell too: a removal frees it)
                self._chances(x)
        # Windows that share two cells with a formed sequence can never become one.
        dead = self._dead
        dead[:] = bytes(_WINDOW_COUNT)
        for owner, cells in view["windows"]:
            mark = 1 if owner == team else 2
            for i in _THROUGH[cells[0]] + _THROUGH[cells[4]]:
                shared = 0
                for x in greedy._WINDOWS[i][:5]:
                    if x in cells:
                        shared += 1
                if shared >= 2:
                    dead[i] |= mark
        counts = view["sequences"]
        to_win = view["to_win"]
        self._own_seq = _SEQ * (_WIN if counts[team] + 1 >= to_win else 1)
        rival = (team + 1) % teams  # the opponents closest to winning
        for t in range(teams):
            if t != team and counts[t] > counts[rival]:
                rival = t
        self._opp_seq = _SEQ * (_WIN if counts[rival] + 1 >= to_win else 1) * _OPP >> 2
        before = self._before
        for i in range(_WINDOW_COUNT):
            before[i] = self._worth(i)

    def _chances(self, x):
        """Fill each side's chance of filling cell x, from the cards held and unseen."""
        pool, hand, wild, one_eyed = self._counts
        c = LAYOUT[x]
        u = self._unseen[c]
        fill_now = _holds(pool, hand, u + wild)  # they can fill x on their turn
        # Our four that we can finish: finished next turn unless they block it now
        # (its card, a wild jack, a removal).
        self._ready[x] = ready = _ONE - _holds(pool, hand, u + wild + one_eyed)
        if self._held[c]:
            self._ours[x] = _HELD
            self._four[x] = ready
            self._theirs[x] = _THEIRS[u] * _SHARED >> 8
            self._their_four[x] = fill_now + ((_ONE - fill_now) * _LATE_BLOCK >> 8)
        else:
            self._ours[x] = _LIVE[u]
            self._four[x] = _LATE if u else _LIVE[0]
            self._theirs[x] = _THEIRS[u]
            self._their_four[x] = fill_now + ((_ONE - fill_now) * _LATE_OPEN >> 8)

    def _worth(self, i):
        """Window i's worth for us (positive) or the opponents (negative) on the current code."""
        code = self._code
        a, b, c, d, e, corner = greedy._WINDOWS[i]
        total = code[a] + code[b] + code[c] + code[d] + code[e]
        opp = total >> 4
        own = total & 15
        if opp == corner:
            if self._dead[i] & 1:
                return 0
            if own == 5:
                return 2 * self._own_seq  # formed by this move (the formed ones are dead windows)
            chances = self._ours
            if own == 4:
                chances = self._ready if self._wilds else self._four
            value = self._own_seq
        elif own == corner:
            if opp == 5 or self._dead[i] & 2:
                return 0
            chances = self._their_four if opp == 4 else self._theirs
            value = -self._opp_seq
        else:
            return 0
        if not code[a]:
            value = value * chances[a] >> 8
        if not code[b]:
            value = value * chances[b] >> 8
        if not code[c]:
            value = value * chances[c] >> 8
        if not code[d]:
            value = value * chances[d] >> 8
        if not code[e]:
            value = value * chances[e] >> 8
        return value

    def _value(self, move):
        """How much move raises the worth of the windows it changes, minus a jack's cost."""
        kind = move >> 13
        card = move >> 7 & 63
        cell = move & 127
        code = self._code
        held = self._held
        cost = 0
        old = code[cell]
        self._stamp += 1
        if self._stamp == 256:
            self._stamp = 1
            self._seen[:] = bytes(_WINDOW_COUNT)
        change = 0
        if kind == REMOVE:
            code[cell] = 0
            cost = _ONE_EYED_COST
            change = self._changed(_THROUGH[cell])
            code[cell] = old
            return change - cost
        code[cell] = 1
        if card == JD or card == JC:
            cost = _WILD_COST
            self._wilds -= 1
            if self._wilds == 0:
                change = self._changed(_ALL)  # our fours lose the jack that could finish them
            else:
                change = self._changed(_THROUGH[cell])
            self._wilds += 1
        elif held[card] == 1:
            # The card leaves our hand: its other cell is no longer nearly ours.
            a = _CELLS[card + card]
            b = _CELLS[card + card + 1]
            held[card] = 0
            self._chances(a)
            self._chances(b)
            change = self._changed(_THROUGH[cell]) + self._changed(_THROUGH[a + b - cell])
            held[card] = 1
            self._chances(a)
            self._chances(b)
        else:
            change = self._changed(_THROUGH[cell])
        code[cell] = old
        return change - cost

    def _changed(self, windows):
        """The change of worth of the given windows not yet counted for this move."""
        seen = self._seen
        stamp = self._stamp
        before = self._before
        change = 0
        for i in windows:
            if seen[i] != stamp:
                seen[i] = stamp
                change += self._worth(i) - before[i]
        return change


_ALL = bytes(range(_WINDOW_COUNT))


def _holds(pool, hand, copies):
    """The chance (fixed point) that a hand of hand cards dealt from pool unseen cards holds
    at least one of copies given cards: 1 minus the chance it misses them all."""
    if copies <= 0 or hand <= 0:
        return 0
    if copies >= pool:
        return _ONE
    miss = _ONE << 8
    for i in range(hand):
        if pool - copies - i <= 0:
            return _ONE
        miss = miss * (pool - copies - i) // (pool - i)
    return _ONE - (miss >> 8)


def _top(scores, count):
    """The cells of the count highest positive scores (fewer when fewer are positive)."""
    found = []
    for x in range(100):
        if scores[x] > 0:
            found.append(x)
    if len(found) > count:
        found.sort(key=lambda x: scores[x])  # ascending; ties keep cell order
        found = found[-count:]
    return found
