# Sequence bot: scores every five-cell window of the board once per turn, then extends
# its own lines, blocks the opponents' fours, saves jacks for when they matter.
from lysbord.bots import random_bot
from lysbord.games.sequence.moves import DISCARD, EXCHANGE, PLACE, REMOVE
from lysbord.layout import CORNER, JC, JD, LAYOUT, REACH, STEPS, is_one_eyed, is_two_eyed

_OWN = (1, 4, 16, 70, 2000)  # a chip here makes a window of ours hold 1..5 chips
_BLOCK = (0, 1, 6, 45, 900)  # a chip here spoils a window the opponents fill 1..4
_THREAT = (0, 0, 2, 30, 700)  # removing this chip spoils an opponent window of 1..4
_TWO_EYED_COST = 140  # a wild jack is kept for a finishing or blocking move
_ONE_EYED_COST = 160


def _windows():
    """Every five-cell line on the board, with 1 after its cells if it holds a corner."""
    found = []
    for start in range(100):
        for d in range(4):
            if REACH[start * 8 + 2 * d + 1] >= 4:
                step = STEPS[d]
                cells = tuple(start + k * step for k in range(5))
                found.append(cells + (int(any(LAYOUT[x] == CORNER for x in cells)),))
    return tuple(found)


_WINDOWS = _windows()
del _windows
_ZEROS = [0] * 100
# Per team: a view's board value (0 empty, 1 + team) to its code for that team (see codes).
_TABLES = ((0, 1, 16, 16), (0, 16, 1, 16), (0, 16, 16, 1))


def codes(board, team, out=None):
    """The board as team sees it: 0 empty, 1 ours, 16 an opponent's, 17 a corner (everyone's).
    A window's sum then counts both sides: own chips in the low nibble, the others' above.
    out (a list of 100) is filled and returned instead of a new list."""
    table = _TABLES[team]
    if out is None:
        out = [0] * 100
    for x in range(100):
        out[x] = table[board[x]]
    out[0] = out[9] = out[90] = out[99] = 17
    return out


def fill(code, locked, gain, threat, watch=True):
    """Fill gain (value of our chip on each empty cell) and threat (of removing a chip);
    watch=False ignores the opponents' lines (an easy bot's careless turn).
    The five cells are written out: no tuple is made per window (no garbage on the Pico)."""
    gain[:] = _ZEROS
    threat[:] = _ZEROS
    for a, b, c, d, e, corner in _WINDOWS:
        total = code[a] + code[b] + code[c] + code[d] + code[e]
        if total == 0 or total & 15 == 5 or total >> 4 == 5:
            continue  # an empty window says nothing; a full one has no cell to play
        opp = total >> 4
        own = total & 15
        if opp == corner:
            add = _OWN[own]
        elif own == corner and watch:
            add = _BLOCK[opp]
            if opp >= 2:
                add2 = _THREAT[opp]
                if code[a] == 16 and not locked[a]:
                    threat[a] += add2
                if code[b] == 16 and not locked[b]:
                    threat[b] += add2
                if code[c] == 16 and not locked[c]:
                    threat[c] += add2
                if code[d] == 16 and not locked[d]:
                    threat[d] += add2
                if code[e] == 16 and not locked[e]:
                    threat[e] += add2
        else:
            continue
        if not code[a]:
            gain[a] += add
        if not code[b]:
            gain[b] += add
        if not code[c]:
            gain[c] += add
        if not code[d]:
            gain[d] += add
        if not code[e]:
            gain[e] += add


def move_value(move, gain, threat, wild_cost=_TWO_EYED_COST, remove_cost=_ONE_EYED_COST):
    """How much the greedy bot likes a place or remove move, given filled gain and threat
    (and what a wild and a one-eyed jack spent cost: the hard bot prices them its way)."""
    kind = move >> 13
    card = move >> 7 & 63
    if kind == PLACE:
        return gain[move & 127] - (wild_cost if card == JD or card == JC else 0)
    if kind == REMOVE:
        return threat[move & 127] - remove_cost
    return -1000


class Bot(random_bot.Bot):
    """Plays the move with the best window score; seeded ties."""

    def __init__(self, seat, seed=0):
        super().__init__(seat, seed)
        self.gain = [0] * 100  # reused every turn: no allocation per window
        self.threat = [0] * 100

    def _score(self, view):
        """Fill gain (value of our chip on each empty cell) and threat (of removing a chip)."""
        fill(codes(view["board"], view["team"]), view["locked"], self.gain, self.threat)

    def choose(self, view):
        """The best legal move for this view."""
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
                value = move_value(move, gain, threat)
            if value > best:
                best = value
                ties = [move]
            elif value == best:
                ties.append(move)
        return ties[self.rng.below(len(ties))]

    def _card_worth(self, card):
        """How much a card in hand is worth keeping (for paying a penalty)."""
        if is_two_eyed(card) or is_one_eyed(card):
            return 10000
        gain = self.gain
        worth = 0
        for x in range(100):
            if LAYOUT[x] == card:
                worth = max(worth, gain[x])
        return worth
