# The hard Sequence bot: flat Monte Carlo over deals consistent with its view. It ranks
# the moves by the greedy scores with every window weighed by the chance that the cards
# still to come can fill it (fill below: a cell whose card it holds is sure, one whose
# copies are all gone only a wild jack fills; windows a formed sequence has spoiled count
# for nothing), deals the cards it cannot see at random (two decks minus its hand and the
# discard pile, less the cards the opponent's last move shows it did not hold), plays a
# few plies of greedy replies
# for the best few moves and keeps the move whose playouts end best: each end is scored
# by the chance of winning that a logistic regression fitted on played games gives it
# (sequence_value). A playout rescores only the windows through the cell each move
# changes. It never sees the state: only its views, this one and the last. The playouts'
# inner loops (playout.py) run as native code on the Pico, the same moves.
import gc
from array import array

from lysbord.bots import load, random_bot
from lysbord.bots.sequence import normal as greedy
from lysbord.bots.sequence import value as learned
from lysbord.compat import const
from lysbord.games.sequence.moves import EXCHANGE, PLACE, REMOVE
from lysbord.layout import _CELLS, JC, JD, JH, JS, LAYOUT

CANDIDATES = const(4)  # the best-ranked moves that are searched
PLAYOUTS = const(24)  # playouts per decision, shared by the candidates: fits 1 s on a Pico
DEPTH = const(3)  # greedy plies played after the candidate in each playout
_SURE = const(1500)  # a move worth this much completes a sequence: no search needed
_ONE = const(256)  # fixed point: a sure thing
_ONE_FINE = const(65536)  # ... with 8 more bits (a product of five chances)
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


_THROUGH = learned.THROUGH  # for every cell, the indices of the windows through it
_CORNER = const(4)  # a corner on a playout's board (chips are 1 + team, at most 3 teams)


def _tables():
    """Per window tally (corner * 36 + own chips * 6 + the others' chips, a corner counting
    for both sides): what greedy.fill adds to each free cell of the window and to each
    unlocked chip of the others."""
    gain = []
    threat = []
    for corner in range(2):
        for own in range(6):
            for opp in range(6):
                g = t = 0
                if own == 5 or opp == 5:
                    pass  # full: no cell to play
                elif opp == corner:
                    g = greedy._OWN[own] if own else 0
                elif own == corner:
                    g = greedy._BLOCK[opp]
                    t = greedy._THREAT[opp]
                gain.append(g)
                threat.append(t)
    return tuple(gain), tuple(threat)


_GAIN_OF, _THREAT_OF = _tables()
del _tables

# The tables of the playouts' loops (playout.py): the windows through each cell one after
# the other (through) and where each cell's windows begin (starts, 101), each window's cells
# and 1 if it holds a corner (cells, six a window), and as 32-bit ints the values of
# _GAIN_OF, of _THREAT_OF, then greedy's _OWN, _BLOCK and _THREAT. No block above 1.2 KB:
# a bot is made on a heap a long session has fragmented.


def _loop_tables():
    """(through, starts, cells, values) as above."""
    through = bytearray()
    starts = array("H", [0])
    for x in range(100):
        through += _THROUGH[x]
        starts.append(len(through))
    cells = bytearray()
    for window in greedy._WINDOWS:
        cells += bytes(window)
    values = _GAIN_OF + _THREAT_OF + greedy._OWN + greedy._BLOCK + greedy._THREAT
    return bytes(through), starts, bytes(cells), array("i", values)


def _line_tables():
    """For count(): per tally (72) 1 our three, 2 our four, 3 their three, 4 their four
    (sequence_value's lines); then sequence_value's sums as (feature, kind low, kind high)."""
    lines = bytearray(72)
    for side, values in ((0, learned._OUR_LINES), (2, learned._THEIR_LINES)):
        for value in values:
            lines[value] = side + (2 if value % 36 // 6 == 4 or value % 6 == 4 else 1)
    for feature, kind in learned._SUMS:
        lines += bytes((feature, kind & 255, kind >> 8))
    return bytes(lines)


P = load("lysbord.bots.sequence", "playout")  # the playouts' loops, native on the Pico
_top = P.top  # a global: P.top was a global and an attribute looked up for every jack of every ply
_LOOP_TABLES = _loop_tables()
_LINE_TABLES = _line_tables()


_MARGIN = const(100)  # a card is ruled out when its best move beat the one played by this much


class Bot(greedy.Bot):
    """Searches the moves its card-counting scores rank best by playouts over sampled deals."""

    def __init__(self, seat, seed=0, playouts=PLAYOUTS):
        super().__init__(seat, seed)
        self.playouts = playouts
        self.last_playouts = 0  # playouts of the last decision (for benches)
        # Buffers every playout reuses: a decision makes little garbage (the Pico's heap is small).
        # Per team (at most 3), the window tallies (see _tables) and the greedy scores of a
        # board, kept up to date move by move (_change): no playout scores the whole board
        # again. A state is (board, tallies, gains, threats, our windows' kinds): the
        # board a playout has reached, the view's board, and the board after a candidate
        # (each candidate is played once for all its playouts).
        self._state = _state()
        self._board, self._tallies, self._gains, self._threats, self._kinds = self._state
        self._root = _state()
        self._after = _state()
        self._code = bytearray(100)  # greedy.codes of a board (bytes: the native root reads them)
        self._last_read = bytearray(3)  # per team: 1 + the last ply that reads its scores
        self._us = 0
        self._teams = 2
        self._deep = ([0] * 100, [0] * 100)  # the opponent's scores of the board it saw
        self._reach = (bytearray(100), bytearray(100), bytearray(100), bytearray(100))  # scratch of sequence_value
        self._refs = None  # per team, what playout.change reads (see _root_scores)
        self._left = None  # the board our last move left (2 players), see _infer
        self._left_discards = 0
        self._excluded = bytearray(52)  # cards the opponent did not hold at its last move
        self._ours = bytearray(100)  # our chance per cell less 1 (bytes: 255 is sure)
        self._theirs = bytearray(100)
        self._unseen = bytearray(52)
        self._dead = bytearray(_WINDOW_COUNT)  # 1: useless to us, 2: to them (shares 2 cells with a sequence)
        # The features of a playout's end (see sequence_value): 32-bit ints for playout.count.
        self._feats = array("i", greedy._ZEROS[: learned.COUNT])
        self._counting = None  # (count, its arguments) for sequence_value.counted, see _root_scores

    def choose(self, view):
        """The move whose playouts end best; the greedy move when there is nothing to weigh."""
        move = self._decide(view)
        self._remember(view, move)
        return move

    def _remember(self, view, move):
        """Keep the board this move leaves: the next turn tells what the opponent did on it."""
        if not view["virtual"] or view["players"] != 2 or move >> 13 > REMOVE:
            self._left = None
            return
        left = bytearray(view["board"])
        _apply(left, move, view["team"])
        self._left = left
        self._left_discards = len(view["discards"]) + 1

    def _infer(self, view):
        """Which cards the opponent did not hold when it last moved: with one it would have
        made a clearly better move (finished a line, blocked a four, ...) by the greedy
        scores of the board it saw. Fills _excluded; returns how many of its cards it
        held then (its newest card, drawn after, is anyone's)."""
        left = self._left
        self._left = None
        board = view["board"]
        discards = view["discards"]
        if left is None or len(discards) != self._left_discards + 1:
            return 0  # not one plain move since ours (an exchange, a reshuffle, another game)
        cell = -1
        for x in range(100):
            if board[x] != left[x]:
                if cell >= 0:
                    return 0
                cell = x
        if cell < 0:
            return 0
        team = 1 - view["team"]
        card = discards[0]
        if board[cell] == team + 1 and left[cell] == 0:
            move = card << 7 | cell
        elif board[cell] == 0:
            move = REMOVE << 13 | card << 7 | cell
        else:
            return 0
        gain, threat = self._deep
        greedy.fill(greedy.codes(left, team, self._code), view["locked"], gain, threat)
        bar = greedy.move_value(move, gain, threat) + _MARGIN
        best_wild = max(gain) - greedy._TWO_EYED_COST
        best_removal = max(threat) - greedy._ONE_EYED_COST
        excluded = self._excluded
        for c in range(52):
            if c == JD or c == JC:
                value = best_wild
            elif c == JH or c == JS:
                value = best_removal
            else:
                a = _CELLS[c + c]
                b = _CELLS[c + c + 1]
                if left[a] and left[b]:
                    value = bar + 1  # a dead card: it would have been exchanged first
                else:
                    value = max(0 if left[a] else gain[a], 0 if left[b] else gain[b])
            excluded[c] = value > bar
        return view["hand_sizes"][1 - view["seat"]] - 1

    def _decide(self, view):
        """The move for this view (see choose)."""
        legal = self.legal_moves(view)
        self.last_playouts = 0
        self.sampler = random_bot.Sampler(self.rng.below(65536))
        known = self._infer(view) if self._left is not None else 0
        if view["paying"] or not view["virtual"] or len(legal) == 1:
            return super().choose(view)
        for move in legal:
            if move >> 13 == EXCHANGE:
                return move
        self._score(view)
        gain = self.gain
        threat = self.threat
        ranked = []
        turn = self.rng.below(len(legal))  # equal values are ordered from a seeded place on
        for i in range(len(legal)):
            move = legal[i]
            ranked.append(
                (greedy.move_value(move, gain, threat, _WILD_COST, _REMOVE_COST), (i - turn) % len(legal), move)
            )
        ranked.sort()
        ranked.reverse()
        if ranked[0][0] >= _SURE or len(ranked) == 1:
            return ranked[0][2]
        candidates = [item[2] for item in ranked[:CANDIDATES]]
        pool = self._unseen_pool(view)
        totals = [0] * len(candidates)
        self._root_scores(view)
        rounds = max(1, self.playouts // len(candidates))
        dealt = min(len(pool), sum(view["hand_sizes"]) + DEPTH + 1)  # the cards a playout can meet
        # Every candidate meets the same deals (their differences are the moves'): the
        # sampler and the pool start again from here for each.
        sampled = self.sampler.x
        unshuffled = bytes(pool)
        teams = view["teams"]
        searched = 0
        try:
            for i in range(len(candidates)):
                _load(self._state, self._root, teams)
                self._move(candidates[i], self.seat % teams, -1)
                _load(self._after, self._state, teams)
                self.sampler.x = sampled
                pool[:] = unshuffled
                for _ in range(rounds):
                    self.sampler.deal(pool, dealt)  # random_bot.deal with no call per card
                    if known:
                        _spare(pool, known, self._excluded)
                    totals[i] += self._playout(view, candidates[i], pool)
                searched += 1
        except MemoryError:  # a fragmented heap: the best of the candidates searched to the end
            gc.collect()
        self.last_playouts = rounds * searched
        best = 0
        for i in range(1, searched):
            if totals[i] > totals[best]:
                best = i
        return candidates[best]

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
        learned.mark_dead(view["windows"], team, self._dead)

    def _unseen_pool(self, view):
        """The cards this seat cannot see: two decks minus its hand and the discard pile
        (every card played lies there face up, jacks and removed chips' cards too)."""
        count = bytearray(b"\x02" * 52)
        for card in view["hand"]:
            count[card] -= 1
        for card in view["discards"]:
            count[card] -= 1
        pool = bytearray()
        for card in range(52):
            for _ in range(count[card]):
                pool.append(card)
        return pool

    def _root_scores(self, view):
        """The tallies and greedy scores of the view's board for every team (ours skip the
        windows our sequences spoiled), and which plies read whose scores."""
        teams = view["teams"]
        players = view["players"]
        us = view["team"]
        locked = view["locked"]
        self._us = us
        self._teams = teams
        board, tallies, gains, threats, kinds = self._root
        board[:] = view["board"]
        board[0] = board[9] = board[90] = board[99] = _CORNER
        more = (self._dead, locked, kinds) + _LOOP_TABLES
        for t in range(teams):
            code = greedy.codes(view["board"], t, self._code)
            P.root((code, tallies[t], gains[t], threats[t]) + more, t == us)
            self._last_read[t] = 0
        for ply in range(DEPTH):
            self._last_read[(self.seat + 1 + ply) % players % teams] = ply + 1
        state = self._state
        more = (self._dead, locked, state[4]) + _LOOP_TABLES
        self._refs = tuple((state[0], state[1][t], state[2][t], state[3][t]) + more for t in range(teams))
        team = self.seat % teams
        refs = (state[0], state[1][team], self._dead, state[4]) + self._reach + (self._feats,)
        self._counting = (P.count, refs + (_LOOP_TABLES[2], _LINE_TABLES))

    def _change(self, x, chip, placing, ply):
        """A chip of team chip placed on (or taken off) x at ply (-1: the candidate): the
        tallies of every team and the scores of the teams a later ply reads follow it
        window by window (as greedy.fill would score the new board)."""
        self._board[x] = chip + 1 if placing else 0
        refs = self._refs
        step = 6 if placing else -6
        last_read = self._last_read
        us = self._us
        change = P.change
        for t in range(self._teams):
            flags = (t + 1) << 4 | (last_read[t] > ply + 1) | (t == us) << 1 | placing << 2 | (t != chip) << 3
            change(refs[t], x, step if t == chip else step // 6, flags)

    def _playout(self, view, move, pool):
        """From the board after move (the state _after), DEPTH greedy plies with the others
        holding cards dealt from pool."""
        players = view["players"]
        teams = view["teams"]
        seat = self.seat
        board = self._board
        _load(self._state, self._after, teams)
        sizes = view["hand_sizes"]
        hands = []
        next_card = 0
        for s in range(players):
            if s == seat:
                hand = list(view["hand"])
                hand.remove(move >> 7 & 63)
            else:
                hand = list(pool[next_card : next_card + sizes[s]])
                next_card += sizes[s]
            hands.append(hand)
        if next_card < len(pool):
            hands[seat].append(pool[next_card])
            next_card += 1
        for ply in range(DEPTH):
            s = (seat + 1 + ply) % players
            team = s % teams
            hand = hands[s]
            card, reply = _best(hand, self._gains[team], self._threats[team]) if hand else (-1, -1)
            if reply < 0:
                continue
            self._move(reply, team, ply)
            hand.remove(card)
            if next_card < len(pool):
                hand.append(pool[next_card])
                next_card += 1
        team = seat % teams
        made = view["sequences"][team]
        feats = learned.counted(
            board,
            self._tallies[team],
            self._kinds,
            self._dead,
            hands,
            team,
            teams,
            (made, sum(view["sequences"]) - made),
            (seat + 1 + DEPTH) % players % teams == team,
            max(0, view["draw_left"] - DEPTH - 1),
            self._feats,
            self._reach,
            self._counting,
        )
        return learned.chance(feats, view["to_win"])

    def _move(self, move, team, ply):
        """Team's move at ply on the playout's board (see _change)."""
        x = move & 127
        if move >> 13 == REMOVE:
            self._change(x, self._board[x] - 1, False, ply)
        else:
            self._change(x, team, True, ply)


def _state():
    """A playout's state: board, per team tallies, gains and threats, our windows' kinds."""
    return (
        bytearray(100),
        [bytearray(_WINDOW_COUNT) for _ in range(3)],
        [array("i", greedy._ZEROS) for _ in range(3)],  # 32-bit ints: the native _change's
        [array("i", greedy._ZEROS) for _ in range(3)],
        bytearray(learned.KINDS),  # a count per kind: at most the 192 windows
    )


def _load(into, source, teams):
    """Copy source's state into into's buffers (the first teams of each)."""
    into[0][:] = source[0]
    for t in range(teams):
        into[1][t][:] = source[1][t]
        into[2][t][:] = source[2][t]
        into[3][t][:] = source[3][t]
    into[4][:] = source[4]


def _force(ours, theirs, last):
    """What a four is worth whose last free cell is last (we would finish it next turn)."""
    if ours[last] != _HELD - 1:
        return 0
    return _SURE_FORCE if theirs[last] < _THEIRS[1] - 1 else _FORCE


_MINE = [0] * 100  # fill's chances less the cells already covered (256: sure), reused
_ITS = [0] * 100


def fill(code, locked, gain, threat, dead, ours, theirs):
    """greedy.fill with knowledge: a window of ours adds to a free cell its value times the
    chance that its other free cells fill; a window of theirs adds its blocking value times
    the chance they fill all its free cells (the one we would take included). Written out
    cell by cell: with a loop over a window's cells (and one branch for both kinds of jack in
    _best) a decision took 17 ms more on the emulated Pico."""
    gain[:] = greedy._ZEROS
    threat[:] = greedy._ZEROS
    mine = _MINE
    its = _ITS
    for x in range(100):  # a covered cell's chance is 256: it leaves a product as it is
        if code[x]:
            mine[x] = its[x] = 256
        else:
            mine[x] = ours[x] + 1
            its[x] = theirs[x] + 1
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
            # Each free cell gets the window's value times the other free cells' chance.
            chance = ((((_ONE_FINE * mine[a] >> 8) * mine[b] >> 8) * mine[c] >> 8) * mine[d] >> 8) * mine[e] >> 8
            worth = own_values[own] * chance
            if not code[a]:
                gain[a] += worth // mine[a] >> 8
            if not code[b]:
                gain[b] += worth // mine[b] >> 8
            if not code[c]:
                gain[c] += worth // mine[c] >> 8
            if not code[d]:
                gain[d] += worth // mine[d] >> 8
            if not code[e]:
                gain[e] += worth // mine[e] >> 8
            if own == 3:
                _forks(code, gain, ours, theirs, windows[i])
        elif own == corner:
            if dead[i] & 2:
                continue
            chance = ((((_ONE * its[a] >> 8) * its[b] >> 8) * its[c] >> 8) * its[d] >> 8) * its[e] >> 8
            if chance <= 1:
                continue  # they can never fill it
            add = block_values[opp] * chance >> 8
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
            if opp >= 2:
                add = threat_values[opp] * chance >> 8
                if code[a] == 16 and not locked[a]:
                    threat[a] += add
                if code[b] == 16 and not locked[b]:
                    threat[b] += add
                if code[c] == 16 and not locked[c]:
                    threat[c] += add
                if code[d] == 16 and not locked[d]:
                    threat[d] += add
                if code[e] == 16 and not locked[e]:
                    threat[e] += add


def _forks(code, gain, ours, theirs, cells):
    """A three of ours: either free cell makes a four, a threat if we hold the other's card,
    all but sure if no copy is left to block it with."""
    first = -1
    for k in range(5):
        x = cells[k]
        if not code[x]:
            if first < 0:
                first = x
            else:
                gain[first] += _force(ours, theirs, x)
                gain[x] += _force(ours, theirs, first)


def _spare(pool, count, excluded):
    """Swap the excluded cards out of the first count places of pool (the opponent's hand)."""
    j = count + 1  # after the hand (its last card, drawn since, is free)
    for i in range(count):
        if excluded[pool[i]]:
            while j < len(pool) and excluded[pool[j]]:
                j += 1
            if j == len(pool):
                return
            pool[i], pool[j] = pool[j], pool[i]
            j += 1


def _apply(board, move, team):
    if move >> 13 == REMOVE:
        board[move & 127] = 0
    else:
        board[move & 127] = team + 1


def _best(hand, gain, threat):
    """(card, move) of the greedy choice from hand, or (-1, -1) when nothing can be played."""
    best = -1 << 30
    choice = -1
    chosen = -1
    for card in hand:
        if card == JD or card == JC:
            cell = _top(gain)
            value = gain[cell]
            if not value:
                continue
            move = PLACE << 13 | card << 7 | cell
            value -= greedy._TWO_EYED_COST
        elif card == JH or card == JS:
            cell = _top(threat)
            value = threat[cell]
            if not value:
                continue
            move = REMOVE << 13 | card << 7 | cell
            value -= greedy._ONE_EYED_COST
        else:
            a = _CELLS[card + card]
            b = _CELLS[card + card + 1]
            if gain[a] >= gain[b]:
                cell = a
            else:
                cell = b
            value = gain[cell]
            if not value:
                continue  # covered (or worthless) on both cells
            move = card << 7 | cell
        if value > best:
            best = value
            choice = card
            chosen = move
    return choice, chosen
