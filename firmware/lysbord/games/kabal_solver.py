# A complete 7'er kabal solver over the rule module's own state and moves: depth-first search
# with a transposition table on a canonical state, safe moves forced, moves ordered, a node limit.
# It runs unchanged on the Pico (small budgets there) and on the host (tools/solver batches it).
from lysbord.compat import const
from lysbord.games.kabal_moves import DRAW, F_TABLEAU, GIVE_UP, RANK, RED, T_FOUND, TABLEAU, TURN_UP, W_FOUND, W_TABLEAU
from lysbord.rng import Rng

WIN = const(1)
LOSS = const(0)  # proven: no line from here wins
UNKNOWN = const(2)  # the node limit ran out first; never counted as a loss

_WON = const(1)  # Kabal.result once all 52 cards are up
_STATE = ("deal", "stuck_only", "result", "counter", "idle")
# a card's partner of the same colour: spades<->clubs, hearts<->diamonds
_PARTNER = (3, 2, 1, 0)


def clone(game):
    """A copy of game's position (no history) to search on; the same class, so the same rules."""
    copy = object.__new__(type(game))
    for name in _STATE:
        setattr(copy, name, getattr(game, name))
    copy.cols = [bytearray(col) for col in game.cols]
    copy.down = bytearray(game.down)
    copy.stock = bytearray(game.stock)
    copy.group = bytearray(game.group)
    copy.found = bytearray(game.found)
    return copy


def _snapshot(game):
    return (
        tuple(bytes(col) for col in game.cols),
        bytes(game.down),
        bytes(game.stock),
        bytes(game.group),
        bytes(game.found),
        game.result,
    )


def _restore(game, snap):
    cols, down, stock, group, found, game.result = snap
    game.cols = [bytearray(col) for col in cols]
    game.down = bytearray(down)
    game.stock = bytearray(stock)
    game.group = bytearray(group)
    game.found = bytearray(found)


def canonical(game):
    """The position as bytes, columns sorted: positions that differ only in column order are one."""
    parts = []
    for i, col in enumerate(game.cols):
        parts.append(bytes((len(col), game.down[i])) + col)
    parts.sort()
    return b"".join(parts) + bytes(game.found) + bytes((len(game.stock),)) + bytes(game.stock) + bytes(game.group)


def safe_up(card, found):
    """True when card may go to its foundation at once without ever costing a win.

    Only cards of the other colour one rank lower could be laid on it; when both are up and its
    same-colour partner is up to two lower, every card that could ever build below it is up too
    (and a foundation card can always come back down)."""
    rank = RANK[card]
    if rank <= 1:
        return True
    suit = card // 13
    red = 1 if suit in (1, 2) else 0
    for other in range(4):
        if (1 if other in (1, 2) else 0) != red and found[other] < rank:
            return False
    return found[_PARTNER[suit]] >= rank - 1


def force(game, out):
    """Play the moves that never cost a win (turn-ups, safe tableau cards up); append them to out."""
    cols, down, found = game.cols, game.down, game.found
    again = True
    while again and not game.result:
        again = False
        for src in range(7):
            col = cols[src]
            if not col:
                continue
            if down[src] == len(col):
                move = TURN_UP << 8 | src << 4
            elif found[col[-1] // 13] == RANK[col[-1]] and safe_up(col[-1], found):
                move = T_FOUND << 8 | src << 4
            else:
                continue
            game._apply(move)
            out.append(move)
            again = True
    return out


def stock_moves(game):
    """[(draws, move)]: every card the stock can offer, as the draws that bring it up and its move.

    Drawing alone changes nothing worth a position of its own, so a draw run and the move it
    leads to are one step of the search (the usual Klondike solver's stock macro)."""
    out = []
    work = clone(game)
    met = set()
    draws = 0
    while True:
        if work.group:
            card = work.group[-1]
            if work.found[card // 13] == RANK[card]:
                out.append((draws, W_FOUND << 8))
            for dst in range(7):
                if work._fits(card, dst):
                    out.append((draws, W_TABLEAU << 8 | dst))
        if not work._may_draw():
            return out
        key = bytes(work.stock) + b"|" + bytes(work.group)
        if key in met:
            return out
        met.add(key)
        work._apply(DRAW)
        draws += 1


def _king_waits(game):
    """True when a king lies on other cards or in the stock: only then is an empty column any use."""
    for col in game.cols:
        for i in range(1, len(col)):
            if RANK[col[i]] == 12:
                return True
    for pile in (game.stock, game.group):
        for card in pile:
            if RANK[card] == 12:
                return True
    return False


def _taker_exists(game, card):
    """True when a card that could lie on card is in the stock or heads a column's face-up part.

    A card taken back down from a foundation is only worth it as a place for another card, one
    whose move then uncovers a card or empties a column, or one from the stock."""
    rank, red = RANK[card] - 1, RED[card]
    for pile in (game.stock, game.group):
        for other in pile:
            if RANK[other] == rank and RED[other] != red:
                return True
    for i, col in enumerate(game.cols):
        if len(col) > game.down[i]:
            base = col[game.down[i]]
            if RANK[base] == rank and RED[base] != red:
                return True
    return False


def ordered(game, every=False):
    """The steps worth searching, most promising first, as (draws, move).

    Column moves are kept only when they can make progress: the whole face-up part moves (it
    uncovers a card or empties a column), or a part moves and the card it frees goes up.
    every=True keeps every legal move but a lone king's hop (to check what the others cost)."""
    cols, down, found = game.cols, game.down, game.found
    up, uncover, empty, part, back = [], [], [], [], []
    for move in game.legal_moves():
        kind = move >> 8
        if kind == T_FOUND:
            up.append((0, move))
        elif kind == TABLEAU:
            src, dst = move >> 4 & 15, move & 15
            i = game._run_start(src, dst)
            if i == down[src] and down[src]:
                uncover.append((down[src], move))  # the deepest pile first
            elif i == 0:
                # an emptied column only ever takes a king (a lone king's hop is the same position)
                if cols[dst] and (every or _king_waits(game)):
                    empty.append((0, move))
            elif every or found[cols[src][i - 1] // 13] == RANK[cols[src][i - 1]]:
                part.append((0, move))
        elif kind == F_TABLEAU:
            suit = move >> 4 & 15
            if every or _taker_exists(game, suit * 13 + found[suit] - 1):
                back.append((0, move))
    uncover.sort()
    out = up
    for i in range(len(uncover) - 1, -1, -1):
        out.append((0, uncover[i][1]))
    stock = stock_moves(game)
    for step in stock:
        if step[1] == W_FOUND << 8:
            out.append(step)
    for step in stock:
        if step[1] != W_FOUND << 8:
            out.append(step)
    out += part
    out += empty
    out += back
    return out


class Solver:
    """solve(game) -> WIN, LOSS or UNKNOWN; line holds the winning moves from that position.

    The limit (positions expanded) is spent in runs: an eighth in order, three eighths in three
    runs whose order is lightly shuffled (a search that went wrong early is often won by a fresh
    start), the last half in order again (a loss is proven by a run that ends within its share)."""

    def __init__(self, limit=100000, seed=1, every=False):
        self.limit = limit
        self.seed = seed
        self.every = every  # search every legal move (slower; checks what the left-out moves cost)
        self.nodes = 0  # positions expanded by the last solve, every run summed
        self.line = []
        self.seen = set()
        self.shuffle = None

    def solve(self, game):
        """Search from game's position (game itself is not changed)."""
        self.nodes = 0
        self.line = []
        if game.result:
            return WIN if game.result == _WON else LOSS
        eighth = max(1, self.limit // 8)
        rng = Rng(self.seed)
        for run in range(5):
            self.shuffle = rng if 0 < run < 4 else None
            result = self._search(clone(game), eighth if run < 4 else self.limit - 4 * eighth)
            self.seen = set()  # the table's memory is given back at once
            if result != UNKNOWN:
                return result
        return UNKNOWN

    def _order(self, game):
        out = ordered(game, self.every)
        rng = self.shuffle
        if rng:
            for i in range(len(out) - 1):  # swap neighbours now and then: a nearby order
                if rng.below(10) < 3:
                    out[i], out[i + 1] = out[i + 1], out[i]
        return out

    def _search(self, game, limit):
        seen = self.seen = set()
        start = self.nodes
        stack = []  # frames: [position after the forced moves, forced moves, moves to try, next index]
        entering = True
        while True:
            if entering:
                before = _snapshot(game)
                forced = force(game, [])
                if game.result == _WON:
                    self._keep_line(stack, forced)
                    return WIN
                key = canonical(game)
                if key in seen:
                    _restore(game, before)
                else:
                    seen.add(key)
                    self.nodes += 1
                    if self.nodes - start > limit:
                        return UNKNOWN
                    stack.append([_snapshot(game), forced, self._order(game), 0])
            if not stack:
                return LOSS
            frame = stack[-1]
            if frame[3] < len(frame[2]):
                _restore(game, frame[0])
                draws, move = frame[2][frame[3]]
                for _ in range(draws):
                    game._apply(DRAW)
                game._apply(move)
                frame[3] += 1
                entering = True
            else:
                stack.pop()
                entering = False

    def _keep_line(self, stack, last):
        line = []
        for frame in stack:
            line += frame[1]
            draws, move = frame[2][frame[3] - 1]
            line += [DRAW] * draws
            line.append(move)
        line += last
        self.line = line


def solve(game, limit=100000):
    """(result, winning line or []) for game's position with at most limit positions expanded."""
    solver = Solver(limit)
    result = solver.solve(game)
    return result, solver.line


__all__ = ("WIN", "LOSS", "UNKNOWN", "GIVE_UP", "Solver", "solve", "clone", "canonical", "safe_up", "force")
