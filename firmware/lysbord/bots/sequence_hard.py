# The hard Sequence bot: the greedy window scorer, knowing which cards can still come.
# A window is worth building or blocking only as far as its free cells can still be
# filled: a cell whose card we hold is ours, one whose two copies are gone (in our hand,
# on the discard pile) only a wild jack fills. The cards it cannot see are two decks
# minus its hand and the discard pile: it never looks at the state. Windows that share
# two cells with a formed sequence can never become another one: they count for nothing.
# Integer arithmetic only (fixed point, 256 = sure): no float garbage on the Pico.
from lysbord.bots import sequence as greedy
from lysbord.compat import const
from lysbord.games.sequence_board import JC, JD, LAYOUT
from lysbord.games.sequence_moves import DISCARD, EXCHANGE, PLACE, REMOVE

_ONE = const(256)
# Our chance to fill a free cell: its card in hand, else by copies unseen (0, 1, 2);
# with no copy left only a wild jack fills it (ours in hand, or one still unseen).
_HELD = const(256)
_OURS = (12, 160, 200)
_OUR_WILD = const(200)  # a cell no copy can fill when we hold a wild jack
_NO_WILD = const(2)  # ... when no wild jack is left anywhere: all but never
# The opponents' chance to fill a free cell, by copies unseen (0: only a wild jack).
_THEIRS = (40, 220, 256)
_FORCE = const(150)  # a four we hold the last card of: they must block it
_SURE_FORCE = const(600)  # ... and only a jack can block it (no copy unseen)
_WILD_COST = const(140)  # a two-eyed jack spent (kept for finishing and blocking)
_REMOVE_COST = const(160)  # a one-eyed jack spent
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
    """The greedy bot's choice, with every window weighed by the cards that can still fill it."""

    def __init__(self, seat, seed=0):
        super().__init__(seat, seed)
        self.last_playouts = 0  # no playouts: the chances are counted, not sampled
        # Buffers reused every decision: a decision makes little garbage (the Pico's heap is small).
        self._code = [0] * 100
        self._ours = bytearray(100)  # our chance per cell less 1 (bytes: 255 is sure)
        self._theirs = bytearray(100)
        self._unseen = bytearray(52)
        self._dead = bytearray(_WINDOW_COUNT)  # 1: useless to us, 2: to them (shares 2 cells with a sequence)

    def choose(self, view):
        """The greedy choice on knowing scores; the greedy bot's own without a hand to count from."""
        if not view["virtual"] or view["paying"]:
            return super().choose(view)
        legal = self.legal_moves(view)
        for move in legal:
            if move >> 13 == EXCHANGE:
                return move  # a dead card for a live one costs nothing
        self._score(view)
        gain = self.gain
        threat = self.threat
        best = -1 << 30
        ties = []
        for move in legal:
            if move >> 13 == DISCARD:
                value = -self._card_worth(move >> 7 & 63)
            else:
                value = _move_value(move, gain, threat)
            if value > best:
                best = value
                ties = [move]
            elif value == best:
                ties.append(move)
        return ties[self.rng.below(len(ties))]

    def _score(self, view):
        """Fill gain and threat like the greedy bot, each window weighed by its cells' chances."""
        if not view["virtual"]:
            return super()._score(view)
        team = view["team"]
        code = greedy.codes(view["board"], team, self._code)
        self._count_cards(view)
        self._mark_dead(view, team)
        fill(code, view["locked"], self.gain, self.threat, self._dead, self._ours, self._theirs)

    def _count_cards(self, view):
        """Each cell's chance of being filled by us and by them, from the cards we cannot see."""
        unseen = self._unseen
        unseen[:] = b"\x02" * 52
        held_cards = bytearray(52)
        for card in view["hand"]:
            held_cards[card] = 1
            unseen[card] -= 1
        for card in view["discards"]:
            unseen[card] -= 1
        wild_held = held_cards[JD] or held_cards[JC]
        wild_unseen = unseen[JD] + unseen[JC]
        ours = self._ours
        theirs = self._theirs
        for x in range(100):
            c = LAYOUT[x]
            if c > 51:
                continue
            u = unseen[c]
            if held_cards[c]:
                ours[x] = _HELD - 1
            elif u:
                ours[x] = _OURS[u] - 1
            elif wild_held:
                ours[x] = _OUR_WILD - 1
            else:
                ours[x] = (_OURS[0] if wild_unseen else _NO_WILD) - 1
            theirs[x] = _THEIRS[u] - 1 if u or wild_unseen else 0

    def _mark_dead(self, view, team):
        """Windows that share two cells with a formed sequence can never become one."""
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


def _move_value(move, gain, threat):
    """greedy.move_value with this bot's prices of the jacks."""
    kind = move >> 13
    card = move >> 7 & 63
    if kind == PLACE:
        return gain[move & 127] - (_WILD_COST if card == JD or card == JC else 0)
    if kind == REMOVE:
        return threat[move & 127] - _REMOVE_COST
    return -1000


def _force(ours, theirs, last):
    """What a four is worth whose last free cell is last (we would finish it next turn)."""
    if ours[last] != _HELD - 1:
        return 0
    return _SURE_FORCE if theirs[last] < _THEIRS[1] - 1 else _FORCE


def fill(code, locked, gain, threat, dead, ours, theirs):
    """greedy.fill with knowledge: a window of ours adds to a free cell its value times the
    chance that its other free cells fill; a window of theirs adds its blocking value times
    the chance they fill all its free cells (the one we would take included)."""
    gain[:] = greedy._ZEROS
    threat[:] = greedy._ZEROS
    own_values = greedy._OWN
    block_values = greedy._BLOCK
    threat_values = greedy._THREAT
    windows = greedy._WINDOWS
    for i in range(_WINDOW_COUNT):
        a, b, c, d, e, corner = windows[i]
        total = code[a] + code[b] + code[c] + code[d] + code[e]
        if total == 0 or total & 15 == 5 or total >> 4 == 5:
            continue
        opp = total >> 4
        own = total & 15
        if opp == corner:
            if dead[i] & 1:
                continue
            chance = _ONE << 8
            for x in (a, b, c, d, e):
                if not code[x]:
                    chance = chance * (ours[x] + 1) >> 8
            base = own_values[own]
            first = -1  # a three: its first free cell
            for x in (a, b, c, d, e):
                if not code[x]:
                    gain[x] += base * chance // (ours[x] + 1) >> 8  # the other cells' chance
                    if own == 3:
                        if first < 0:
                            first = x
                        else:
                            # Either cell makes a four: a threat if we hold the other's card,
                            # all but sure if no copy is left to block it with.
                            gain[first] += _force(ours, theirs, x)
                            gain[x] += _force(ours, theirs, first)
        elif own == corner:
            if dead[i] & 2:
                continue
            chance = _ONE
            for x in (a, b, c, d, e):
                if not code[x]:
                    chance = chance * (theirs[x] + 1) >> 8
            if chance <= 1:
                continue  # they can never fill it
            add = block_values[opp] * chance >> 8
            for x in (a, b, c, d, e):
                if not code[x]:
                    gain[x] += add
            if opp >= 2:
                add = threat_values[opp] * chance >> 8
                for x in (a, b, c, d, e):
                    if code[x] == 16 and not locked[x]:
                        threat[x] += add
