# A complete 7'er kabal solver over the rule module's own state and moves: depth-first search
# with a transposition table on a canonical state, safe moves forced, moves ordered, a node limit.
# It runs unchanged on the Pico (small budgets there) and on the host (tools/solver batches it).
from lysbord.compat import const
from lysbord.games.kabal.dead import finish, passes  # finish: the hint's and the web's too
from lysbord.games.kabal.moves import DRAW, F_TABLEAU, GIVE_UP, RANK, RED, T_FOUND, TABLEAU, TURN_UP, W_FOUND, W_TABLEAU
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


def _own_key(game, table):
    """A position's key with its own stock state alone (one the covering marks covers no other)."""
    return table + b"\xfe" + bytes(game.stock) + b"|" + bytes(game.group)


def _table_key(game):
    """The columns (sorted, each with its length and face-down count) and the foundations, as bytes."""
    cols, down = game.cols, game.down
    parts = [bytes((len(cols[i]), down[i])) + cols[i] for i in range(7)]
    parts.sort()
    return b"".join(parts) + bytes(game.found)


def canonical(game):
    """The position as bytes, columns sorted: positions that differ only in column order are one."""
    return _table_key(game) + bytes((len(game.stock),)) + bytes(game.stock) + bytes(game.group)


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


def forcing(game, out, size=8):
    """force(game, out) in slices of size moves: a generator that yields after each (a won line's
    last step sends every card up, too long a wait for the Pico's loop) and returns out."""
    cols, down, found = game.cols, game.down, game.found
    again = True
    played = 0
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
            if played and played % size == 0:
                yield
            game._apply(move)
            out.append(move)
            played += 1
            again = True
    return out


def _play(game, move):
    """game._apply(move) for a move the search knows is legal, without the check and the counts
    the player sees (moves played, idle draws): a search's positions never show them."""
    kind, a, b = move >> 8, move >> 4 & 15, move & 15
    if move == DRAW:
        game.group = game.draw(game.stock, game.group)
    elif kind == TABLEAU:
        cols = game.cols
        i = game._run_start(a, b)
        cols[b] += cols[a][i:]
        cols[a][i:] = b""
    elif kind == TURN_UP:
        game.down[a] -= 1
    elif kind == F_TABLEAU:
        found = game.found
        found[a] -= 1
        game.cols[b].append(a * 13 + found[a])
    else:
        source = game.group if kind in (W_TABLEAU, W_FOUND) else game.cols[a]
        card = source[-1]
        source[len(source) - 1 :] = b""
        if kind == W_TABLEAU:
            game.cols[b].append(card)
        else:
            found = game.found
            found[card // 13] += 1
            if sum(found) == 52:
                game.result = _WON


def stock_cards(game):
    """[(draws, card)]: every card the stock can bring up, with the draws it takes (the rule module's own draws).

    Drawing alone changes nothing worth a position of its own, so a draw run and the move it
    leads to are one step of the search (the usual Klondike solver's stock macro)."""
    return _walk(game)[0]


def _walk(game):
    """(stock_cards(game), cycle, tail): the stock's states as its draws reach them, each a key
    (stock|group). The draws are a function of the stock, so they end in a cycle of states that come
    round again; cycle is its least key (the same from any state of it), tail the keys of the states
    before it (empty when game's own state is on the cycle)."""
    out = []
    keys = []
    met = set()
    stock, group = bytearray(game.stock), game.group
    draw = game.draw  # the rules' own draw (the stock alone changes, so the table need not be copied)
    may = game._may_draw()  # the table does not change while the stock turns
    draws = 0
    while True:
        if group:
            out.append((draws, group[-1]))
        key = bytes(stock) + b"|" + bytes(group)
        if not may:  # no cards: the one state is its own cycle
            return out, key, keys
        if key in met:
            start = keys.index(key)
            return out, min(keys[start:]), keys[:start]
        met.add(key)
        keys.append(key)
        group = draw(stock, group)
        draws += 1


def _stock_walk(game, cache):
    """_walk(game), kept in cache (a dict) per stock: the stock does not change while the columns do."""
    key = bytes(game.stock) + b"|" + bytes(game.group)
    walk = cache.get(key)
    if walk is None:
        walk = _walk(game)
        if len(cache) > 5000:
            cache.clear()
        cache[key] = walk
    return walk


def _offers(game, cache):
    """stock_cards(game), kept in cache (a dict) per stock (see _stock_walk; unless drawing waits
    for a stuck table: then the columns decide whether it may draw)."""
    if game.stuck_only or cache is None:
        return stock_cards(game)
    return _stock_walk(game, cache)[0]


def stock_moves(game, cache=None, places=None):
    """[(draws, move)]: every card the stock can offer, as the draws that bring it up and its move.

    cache (a dict) keeps each stock's cards (see _offers); places is game.places() when known."""
    if places is None:
        places = game.places()
    out = []
    found = game.found
    for draws, card in _offers(game, cache):
        if found[card // 13] == RANK[card]:
            out.append((draws, W_FOUND << 8))
        for dst in places.get(card, ()):
            out.append((draws, W_TABLEAU << 8 | dst))
    return out


def _king_waits(game):
    """True when a king could still come to an empty column: one on other cards, in the stock, on
    a foundation. A king at the bottom of a column never needs one (it would only hop), so when
    none waits now, none ever will: an empty column is then of no use."""
    for col in game.cols:
        for i in range(1, len(col)):
            if RANK[col[i]] == 12:
                return True
    for pile in (game.stock, game.group):
        for card in pile:
            if RANK[card] == 12:
                return True
    for height in game.found:
        if height == 13:
            return True
    return False


def _taker_exists(game, card, anywhere):
    """True when a card that could lie on card is in sight: in the stock, heading a column's face-up
    part (anywhere: any face-up card, or a foundation's top).

    A card taken back down from a foundation is only of use as a place for such a taker; the move
    can wait until the taker is in sight (nothing else can use the card meanwhile), so a search
    that waits loses no win when anywhere=True."""
    takers = _TAKERS[card]  # the two cards that fit on card, each as bytes to find
    if not takers:
        return False  # an ace: nothing lies on it
    cols, down = game.cols, game.down
    for one in takers:
        if game.stock.find(one) >= 0 or game.group.find(one) >= 0:
            return True
        for i in range(7):
            j = cols[i].find(one)
            if j >= 0:
                if j == down[i] or anywhere and j > down[i]:
                    return True
                break  # a card lies in one column only
        if anywhere and game.found[one[0] // 13] == RANK[one[0]] + 1:
            return True
    return False


def _takers(card):
    """The two cards one lower of the other colour (those that fit on card), each as bytes."""
    rank = RANK[card] - 1
    if rank < 0:
        return ()
    low = (rank, 39 + rank) if RED[card] else (13 + rank, 26 + rank)
    return (_CARD[low[0]], _CARD[low[1]])


_CARD = tuple(bytes((card,)) for card in range(52))  # each card's bytes, shared by the takers
_TAKERS = tuple(_takers(card) for card in range(52))


FAST = const(0)  # streamlined: fewer moves, finds most wins sooner; its "lost" proves nothing
SAFE = const(1)  # leaves out only moves that can never be needed for a win: its "lost" is a proof
EVERY = const(2)  # every legal move but a hop to the same position (checks what the others cost)
PLAN = const(3)  # FAST, but a card back from a foundation only one at a time: cheaper (the Pico's planner)
# From this limit on, more restarts: at 20,000 positions they settle a few more deals (wins found
# early); at the planning bot's 400 they cost it wins (docs/kabal-solvability.md)
_LONG = const(10000)
_KEEP = const(1000)  # from this limit on, the search keeps dead answers and draws (heap for speed)
_MEMO = const(100000)  # tables whose dead-position answer is kept (about 150 bytes each)
_DRAWS = tuple((DRAW,) * n for n in range(64))


def _descents(game, move, depth, cache):
    """The steps a card taken back from a foundation (move) is for: the card, then a card laid on it
    (from the stock, a column, or itself back from a foundation and so followed in turn).

    Nothing but such a taker can use the card, so its descent can wait until just before the
    taker is laid on it: searching the two as one step loses no win. The move is played on game
    and taken back (the takers in the order legal_moves and stock_moves give them)."""
    # the move played by hand (it is legal: the caller found it so), taken back below the same way
    suit, dst = move >> 4 & 15, move & 15
    found, cols = game.found, game.cols
    found[suit] -= 1
    col = cols[dst]
    col.append(suit * 13 + found[suit])
    out = []
    takers = _TAKERS[col[-1]]
    if takers:
        low, high = takers[0][0], takers[1][0]
        for draws, card in _offers(game, cache):
            if card == low or card == high:
                out.append((move,) + _DRAWS[draws] + (W_TABLEAU << 8 | dst,))
        down = game.down
        for src in range(7):
            if src != dst:
                other = cols[src]
                if other.find(takers[0]) >= down[src] or other.find(takers[1]) >= down[src]:
                    out.append((move, TABLEAU << 8 | src << 4 | dst))
        if depth > 1:
            for card in (low, high):  # in the order of their suits
                if found[card // 13] == RANK[card] + 1:
                    for tail in _descents(game, F_TABLEAU << 8 | (card // 13) << 4 | dst, depth - 1, cache):
                        out.append((move,) + tail)
    found[suit] += 1  # the card goes back up
    col[len(col) - 1 :] = b""
    return out


def ordered(game, mode=SAFE, cache=None):
    """The steps worth searching, most promising first, each a tuple of moves (draws included):
    see ordering, run to its end."""
    return finish(ordering(game, mode, cache))


def ordering(game, mode=SAFE, cache=None):
    """ordered(game, mode, cache) in slices: a generator that yields after the legal moves,
    after each card back from a foundation and before the stock's steps (a search on the Pico
    runs it in the board's loop), and returns the steps.

    Left out in every mode: a whole column's move to an empty column (the same position, columns
    being sorted in the key). Left out in SAFE and FAST (none is ever needed for a win):
    - emptying a column while no king waits for it (see _king_waits): the position before, with
      the run still in its own column and its base free, offers every move the emptied one does;
    - moving part of a run unless the card it frees can go up at once. The freed card and the
      card the part moves onto are twins (same rank and colour; a deck has only two): which of
      them the part covers only matters when the covered one must go up, and then the part can
      move across just before it does, so a line that swaps earlier has one that swaps then;
    - a card back from a foundation, but as one step with a card laid on it (see _descents), and
      only when such a taker is in sight (see _taker_exists).
    FAST also takes a card back only for a taker in the stock or at a column's face-up base; PLAN
    as FAST, but no taker that is itself a card back from a foundation."""
    # The legal moves' order, read off the table in one pass: fit[card] holds a bit per column
    # the card may be laid on (places, as bits), so a run's moves come from its own cards.
    cols, down, found = game.cols, game.down, game.found
    rank_of, red_of = RANK, RED
    every, fast = mode == EVERY, mode in (FAST, PLAN)
    up, uncover, empty, part, back = [], [], [], [], []
    waits = -1
    fit = bytearray(52)
    spaces = 0  # the empty columns, as bits
    for dst in range(7):
        target = cols[dst]
        if not target:
            spaces |= 1 << dst
        elif down[dst] < len(target):
            rank = rank_of[target[-1]] - 1
            if rank >= 0:
                if red_of[target[-1]]:  # the two cards one lower of the other colour
                    fit[rank] |= 1 << dst
                    fit[39 + rank] |= 1 << dst
                else:
                    fit[13 + rank] |= 1 << dst
                    fit[26 + rank] |= 1 << dst
    if spaces:
        for king in (12, 25, 38, 51):
            fit[king] = spaces
    over = game.result  # a game over has no column moves (legal_moves is empty)
    for src in range(7 if over else 0, 7):
        col = cols[src]
        size = len(col)
        first = down[src]
        if first >= size:
            continue  # empty, or a turn-up (force plays those first)
        top = col[-1]
        if found[top // 13] == rank_of[top]:
            up.append((T_FOUND << 8 | src << 4,))
        mask = 0
        for j in range(first, size):
            mask |= fit[col[j]]
        if not mask:
            continue
        base = rank_of[col[first]]
        for dst in range(7):
            if not mask >> dst & 1:
                continue
            move = TABLEAU << 8 | src << 4 | dst
            target = cols[dst]
            i = first + base - rank_of[target[-1]] + 1 if target else first
            if i == first and first:
                uncover.append((first, move))  # the deepest pile first
            elif i == 0:
                if target:
                    if waits < 0:
                        waits = 1 if every or _king_waits(game) else 0
                    if waits:
                        empty.append((move,))
            elif every or found[col[i - 1] // 13] == rank_of[col[i - 1]]:
                part.append((move,))
    yield
    for suit in range(4 if over else 0, 4):
        if not found[suit]:
            continue
        card = suit * 13 + found[suit] - 1
        mask = fit[card]
        if not mask:
            continue
        takes = -1
        for dst in range(7):
            if not mask >> dst & 1:
                continue
            move = F_TABLEAU << 8 | suit << 4 | dst
            if every:
                back.append((move,))
                continue
            if takes < 0:  # the same for each column (a descent gives the table back as it was)
                takes = 1 if _taker_exists(game, card, not fast) else 0
            if takes:
                back += _descents(game, move, 1 if mode == PLAN else 3, cache)
                yield  # a search of its own
    yield
    uncover.sort()
    out = up
    for i in range(len(uncover) - 1, -1, -1):
        out.append((uncover[i][1],))
    offers = _offers(game, cache)
    for draws, card in offers:
        if found[card // 13] == rank_of[card]:
            out.append(_DRAWS[draws] + (W_FOUND << 8,))
    for draws, card in offers:
        mask = fit[card]
        if mask:
            for dst in range(7):
                if mask >> dst & 1:
                    out.append(_DRAWS[draws] + (W_TABLEAU << 8 | dst,))
    out += part
    out += empty
    out += back
    return out


def _luby(i):
    """The i-th term (from 1) of Luby's restart sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8...:
    the restart lengths that waste at most a log factor whatever the length a win needs."""
    while True:
        k = 1
        while (1 << k) - 1 < i:
            k += 1
        if i == (1 << k) - 1:
            return 1 << (k - 1)
        i -= (1 << (k - 1)) - 1


class Solver:
    """solve(game) -> WIN, LOSS or UNKNOWN; line holds the winning moves from that position.

    A position the dead-position test (kabal_dead) proves dead is lost at once, and below the root
    such a position ends its line. The limit (positions expanded) is spent in two phases. First
    the streamlined moves (FAST), in runs: a sixteenth of the limit in order, then runs in a
    lightly shuffled order (a search that went wrong early is often won by a fresh start, and a
    win needs only one): three of an eighth each from a limit of _LONG on, else two of a
    thirty-second (with luby, Luby-sized restarts instead: see __init__). Then the rest in one
    run of the SAFE moves, its table kept to the end: only that run proves a loss (with plan,
    one run of the PLAN moves alone)."""

    def __init__(self, limit=100000, seed=1, every=False, prune=True, luby=0, proof=-1, plan=False):
        self.limit = limit
        # plan: one run of the PLAN moves in order over the whole limit, nothing proven (a
        # planner that guesses the hidden cards wants a win soon; a loss would prove nothing)
        self.plan = plan
        # luby > 0: shuffled streamlined runs of luby x 1, 1, 2, 1, 1, 2, 4... positions (many
        # restarts for the deals a few runs do not win) instead of the four, until only proof
        # positions are left for the proving run (-1: half the limit; 0 when a proving run of
        # the same size or more has already been made: it would only repeat itself)
        self.luby = luby
        self.proof = limit // 2 if proof < 0 else min(proof, limit)
        self.seed = seed
        self.every = every  # the proving run searches every legal move (slower; checks what SAFE leaves out)
        self.prune = prune  # dead positions (kabal_dead) end their line: nothing below them can win
        self.nodes = 0  # positions expanded by the last solve, every run summed
        self.line = []
        self.seen = set()
        self.shuffle = None
        self.swap = 3  # a shuffled run swaps neighbouring steps 3 times in 10
        self.mode = SAFE
        # {canonical key: n}: positions known to be won (a shipped line's, after its n-th step):
        # reaching one is a win; joined is the n of the one the line reached (-1: none)
        self.goal = None
        self.joined = -1
        self._forget()

    def solve(self, game):
        """Search from game's position (game itself is not changed)."""
        return finish(self.solving(game))

    def solving(self, game):
        """solve(game) in slices: a generator that yields after each step it plays, before
        the step's position is looked up, and before the dead-position test, the stock's cards
        and the ordering of a new position's steps (a loop that has other work runs it a slice
        at a time: on the Pico each is at most one walk of the stock, about 30 ms); returns the
        result."""
        self.nodes = 0
        self.line = []
        self.joined = -1
        if game.result:
            return WIN if game.result == _WON else LOSS
        yield  # the dead-position test below, a slice a pass
        if self.prune and (yield from passes(game)):
            return LOSS
        rng = Rng(self.seed)
        part = self.limit // 16
        if self.plan:
            runs = ((PLAN, None, self.limit),)
        elif self.luby > 0:
            runs, spent, i = [], 0, 1
            while spent < self.limit - self.proof:
                size = min(self.luby * _luby(i), self.limit - self.proof - spent)
                runs.append((FAST, rng, size))
                spent += size
                i += 1
        elif self.limit >= _LONG:
            runs = ((FAST, None, part), (FAST, rng, part * 2), (FAST, rng, part * 2), (FAST, rng, part * 2))
        else:  # a short search settles more deals by proof: its proving run keeps the most
            runs = ((FAST, None, part), (FAST, rng, part // 2), (FAST, rng, part // 2))
        result = UNKNOWN
        for mode, shuffle, limit in runs:
            if limit < 1:
                continue
            self.mode, self.shuffle = mode, shuffle
            if self.luby > 0 and shuffle:
                self.swap = 1 + rng.below(6)  # restarts spread wider: each its own amount of shuffling
            result = yield from self._search(clone(game), limit)
            self.seen = set()  # the table's memory is given back at once
            if result != UNKNOWN:  # won, or every streamlined line searched: on to the proof
                break
        if result != WIN and not self.plan:
            self.mode, self.shuffle = EVERY if self.every else SAFE, None
            result = yield from self._search(clone(game), self.limit - self.nodes)
            self.seen = set()
        self._forget()
        return result

    def _forget(self):
        """Empty the stores a search fills (their memory is given back at the end of a solve)."""
        self.cache = {}  # the stock's cards per stock (see stock_moves)
        # kept only by a search of _KEEP positions or more (the Pico's are smaller, as its heap is)
        keep = self.limit >= _KEEP
        self.memo = {} if keep else None  # dead or not per table (see _dead)
        # the stock's states after each draw, per stock (see _draw); a planner's search keeps them
        # too: its time is what is short, and a stock's states are a few hundred bytes
        self.drawn = {} if keep or self.plan else None

    def _order(self, game):
        """The ordered steps (a generator: see ordering), lightly shuffled in a shuffled run."""
        out = yield from ordering(game, self.mode, self.cache)
        rng = self.shuffle
        if rng:
            for i in range(len(out) - 1):  # swap neighbours now and then: a nearby order
                if rng.below(10) < self.swap:
                    out[i], out[i + 1] = out[i + 1], out[i]
        return out

    def _search(self, game, limit):
        seen = self.seen = set()
        start = self.nodes
        stack = []  # frames: [position after the forced moves, forced moves, moves to try, next index]
        entering = True
        while True:
            if entering:
                # every way on restores a frame's position before it plays a move: nothing to undo here
                forced = force(game, [])
                if game.result == _WON or (self.goal and self._joins(game)):
                    self._keep_line(stack, forced)
                    return WIN
                yield  # the look-up (its stock's draws walked, when new) is a slice of its own
                table = _table_key(game)
                if self._key(game, table) not in seen:
                    for key in self._marks(game, table):
                        seen.add(key)
                    self.nodes += 1
                    if self.nodes - start > limit:
                        return UNKNOWN
                    yield  # the dead-position test (a slice a pass), the stock's cards, the ordered steps: a slice each
                    if not (self.prune and stack and (yield from self._dead(game, table))):
                        yield
                        if not game.stuck_only:
                            _stock_walk(game, self.cache)  # kept for the ordering
                            yield
                        steps = yield from self._order(game)
                        stack.append([_snapshot(game), forced, steps, 0])
                        yield
            if not stack:
                return LOSS
            frame = stack[-1]
            if frame[3] < len(frame[2]):
                _restore(game, frame[0])
                step = frame[2][frame[3]]
                for i in range(self._draw(game, frame[0], step) if step[0] == DRAW else 0, len(step)):
                    if i and step[i - 1] == DRAW and step[i] != DRAW:
                        yield  # the draws were a slice (up to a stock's round)
                    _play(game, step[i])
                frame[3] += 1
                entering = True
                yield  # a slice: one step played, its position looked up (and expanded if new)
            else:
                stack.pop()
                entering = False

    def _joins(self, game):
        """True when game's position is one of the goal's (joined says which)."""
        self.joined = self.goal.get(canonical(game), -1)
        return self.joined >= 0

    def _key(self, game, table):
        """The key looked up to ask whether game's position is covered (the first of _marks, built
        alone: most positions met are met again, and this is all they need)."""
        if game.stuck_only or self.mode in (FAST, PLAN):
            return _own_key(game, table)
        walk = _stock_walk(game, self.cache)
        return table + (b"\xfe" + walk[2][0] if walk[2] else b"\xff" + walk[1])

    def _marks(self, game, table):
        """The keys that say a position is covered: the first is _key's, all are added once it is met.

        A position is covered when one met before has the same table and draws alone bring its stock
        to this one's state. That one can play every step this one can: a draw run and its card's
        move to the same position (its draw runs pass this stock state), any other step to the same
        table with a stock whose draws reach the one this step leaves (the table and the stock's
        cards decide the rest: the forced moves, the dead-position test, which steps are searched).
        So it is no more steps from a win, and the transposition table's proof holds: of the
        positions searched, take the one fewest steps from a win; the next position of that win was
        met, and is won, or searched (fewer steps: no), or covered by one no more steps from a win
        (searched: no; dead: not won either). A search that ends without a win had none to find.
        Marked: the table with the cycle its stock's draws come round to (every state of it; table +
        255 + cycle), and for a state off the cycle, with each state its draws pass before it (table
        + 254 + state). With draw_only_when_stuck the table decides whether it may draw: the state
        itself only. The streamlined runs mark the state itself too: they stop at a win and prove
        nothing, so covering only changes which lines they meet in their budget (deals 0-299, both
        stock rules: 3 wins more, 5 fewer) at a tenth more time a position; the proving run must
        meet every line, and covering spares it some."""
        if game.stuck_only or self.mode in (FAST, PLAN):
            return (_own_key(game, table),)
        cycle, tail = _stock_walk(game, self.cache)[1:]
        on = table + b"\xff" + cycle
        if not tail:
            return (on,)
        return [table + b"\xfe" + key for key in tail] + [on]

    def _dead(self, game, table):
        """dead(game) a pass a slice (a generator: passes), kept per table (columns and
        foundations): the test counts every stock card reachable and ignores the stock's order,
        so only the table decides (a stock's order changes with every draw, and a restart meets
        its positions again)."""
        memo = self.memo
        if memo is None:
            return (yield from passes(game))
        answer = memo.get(table)
        if answer is None:
            if len(memo) >= _MEMO:
                memo.clear()
            answer = memo[table] = yield from passes(game)
        return answer

    def _draw(self, game, snap, step):
        """Play the draws step begins with (game is at the frame's position snap): the stock's states
        after each draw are kept per stock, as the rule module's draws made them, so a draw run
        already played is a jump. Returns the draws played."""
        drawn = self.drawn
        if drawn is None or game.stuck_only:
            return 0
        draws = 0
        while step[draws] == DRAW:  # a step ends with a card's move
            draws += 1
        key = snap[2] + b"|" + snap[3]
        states = drawn.get(key)  # states[n - 1]: the stock and the group after n draws
        if states is None:
            if len(drawn) > 5000:
                drawn.clear()
            states = drawn[key] = []
        kept = min(draws, len(states))
        if kept:
            stock, group = states[kept - 1]
            game.stock, game.group = bytearray(stock), bytearray(group)
            game.counter = min(game.counter + kept, 0xFFFF)
        for _ in range(kept, draws):
            _play(game, DRAW)
            states.append((bytes(game.stock), bytes(game.group)))
        return draws

    def _keep_line(self, stack, last):
        line = []
        for frame in stack:
            line += frame[1]
            line += frame[2][frame[3] - 1]
        line += last
        self.line = line


def solve(game, limit=100000):
    """(result, winning line or []) for game's position with at most limit positions expanded."""
    solver = Solver(limit)
    result = solver.solve(game)
    return result, solver.line


__all__ = ("WIN", "LOSS", "UNKNOWN", "GIVE_UP", "Solver", "solve", "finish", "clone", "canonical", "safe_up", "force")
