# The hard Cabo player: plays as the normal bot, but reads what the whole table saw (the
# view's "kept": the slots where a seat put a drawn card face down, a card it chose to keep,
# so a low one) and deals the cards it has not seen at random (from the deck minus what it
# saw) into the unseen slots, many times over. It calls on the normal bot's rule with the
# others' unseen cards valued by what the table saw, when its row also comes out lowest in
# enough deals; a swap takes another seat's kept card; (two players) on its last turn after
# the other's call it plays the move with the best round score over the deals. The others'
# unseen cards are dealt as the lowest of a few draws: more for a kept card, and more for
# every card once they have had turns to improve their rows. It never sees the state.
# On the emulated RP2040 with the flash cache modelled a call takes 22 ms, the last turn 47 ms
# (docs/card-bots.md, "The hard Cabo bot with the flash cache model").
from lysbord.bots import load, random_bot
from lysbord.bots.cabo import normal
from lysbord.compat import const
from lysbord.games.cabo import moves as mv

DEALS = const(40)  # sampled deals per call decision
LAST_DEALS = const(40)  # sampled deals per move of the last turn
_CALL_SHARE = const(50)  # percent of deals its row must win to call
_PICKS = const(2)  # the others' unseen cards: the lowest of up to 1 + _PICKS cards dealt,
_PICK_EVERY = const(3)  # one more for every _PICK_EVERY own turns
_KEPT_PICKS = const(4)  # a kept card: the lowest of this many (measured: 3.1 on average, a dealt one 5.3)
_KEPT_VALUE = const(3)  # a kept card others have not seen, valued for a call or a swap
_DEALT_VALUE = const(5)  # a dealt card others have not seen, valued for a call
_CALL_MARGIN = const(3)  # how much lower than the others' (so valued) a row must be to call
_HIDDEN = mv.HIDDEN
_EMPTY = mv.EMPTY
_DRAWN = const(255)  # among the cards a last turn's moves bring: the drawn card (kept by the plan)


def _agree(deal, lowest):
    """True when deal deals as Sampler.deal does and lowest sums a probe's rows right."""
    pool = bytearray(i % 14 for i in range(42))
    sums = bytearray(3)
    lowest(pool, b"\x08\x02\x01\x03\x03\x04\x02\x01\x00", 3, sums)  # 8 cards: 1+3, 4+2+1 and none
    dealt = bytearray(pool)
    sampler = random_bot.Sampler(40503)
    sampler.deal(dealt, 40)
    return deal(pool, 40, 42, 40503) == sampler.x and pool == dealt and bytes(sums) == b"\x01\x06\x00"


def _loops():
    """(deal, lowest): loops.py, on the Pico its native code if that loads and answers a probe
    right."""
    loops = load("lysbord.bots.cabo", "loops")
    if not _agree(loops.deal, loops.lowest):  # a native build that deals otherwise: the source
        from lysbord.bots.cabo import loops
    return loops.deal, loops.lowest


_deal, _lowest = _loops()


class Bot(normal.Bot):
    """The normal Cabo bot with a call decided over sampled deals."""

    def __init__(self, seat, seed=0, deals=DEALS, last_deals=LAST_DEALS):
        super().__init__(seat, seed)
        self.deals = deals
        self.last_deals = last_deals
        self.last_playouts = 0
        self.sampler = random_bot.Sampler(self.rng.below(65536))

    def _pick(self, view):
        caller = view["caller"]
        if caller >= 0 and caller != self.seat and view["phase"] != "look" and view["players"] == 2:
            return self._last_turn(view, caller)  # with more, a swap may serve better (46 % against normal)
        return normal.Bot._pick(self, view)

    def _picks(self):
        """How many cards an unseen card of another row is the lowest of."""
        return 1 + min(_PICKS, self.turns // _PICK_EVERY)  # the others keep their low cards

    def _last_turn(self, view, caller):
        """The take, draw, keep or discard of the last turn with the lowest round score (own
        score less the caller's) over sampled deals; a drawn card is then kept by its
        expected gain (the bot will know only that card)."""
        legal = self.legal_moves(view)
        rows = view["rows"]
        row = rows[self.seat]
        counts = normal.unseen_counts(view)
        pool = _pool(counts)
        if not pool:
            return normal.Bot._pick(self, view)
        if view["phase"] == "turn":
            card = view["discard"][-1]
            kinds = (mv.TAKE, mv.DRAW)
        else:
            card = view["drawn"]
            kinds = (mv.KEEP, mv.DISCARD)
        moves = [m for m in legal if m >> 12 in kinds and (m >> 12 in (mv.DRAW, mv.DISCARD) or _equal_known(row, m))]
        # Per move: the card it brings (_DRAWN: the drawn one, kept by the plan below), the
        # one unseen own card it gives away (slot 4: none) and the sum of the seen ones.
        brings = bytearray(len(moves))
        slots = bytearray(len(moves))
        sums = bytearray(len(moves))
        for k in range(len(moves)):
            kind = moves[k] >> 12
            brings[k] = _DRAWN if kind == mv.DRAW else 0 if kind == mv.DISCARD else card
            slots[k], sums[k] = _given(row, 0 if kind in (mv.DRAW, mv.DISCARD) else moves[k] & 15)
        # The draw's plan: the best exchange is the same for every card drawn (each exchange's
        # gain falls by the card's value); a card is kept when it gains at all. The round
        # ends: unseen cards count at the mean.
        gain, mask = normal.best_exchange(row, 0, normal.counted_mean(counts) - 1)
        draw_slot, draw_sum = _given(row, mask)
        picks = self._picks()
        own = [i for i in range(4) if row[i] == _HIDDEN]  # own unseen slots: one card each
        own_known, draws = _lowest_of(row, 1, 0)
        size = len(pool)
        spec = bytearray((size, len(own))) + bytes(draws)  # own row first, then every other seat's
        others = []  # per other seat: (seat, the sum of its seen cards)
        needed = 1 + len(own)  # the cards a deal reads: own unseen ones, the others' draws, the drawn one
        for seat in range(view["players"]):
            if seat != self.seat:
                known, draws = _lowest_of(rows[seat], picks, view["kept"][seat])
                others.append((seat, known))
                spec += bytes((len(draws),)) + bytes(draws)
                for n in draws:
                    needed += n
        dealt = min(size, needed)
        deals = self.last_deals
        # Per deal: own row's sum less each own unseen card (the last list: less none), the
        # draw's plan, and the round score as a step in own sum m: low_scores if m < below, else
        # m + high (the caller not lowest: its score doubled, own counts; else own less the
        # caller's and 5, own 0 if lowest).
        rests = [[0] * deals for _ in range(len(own) + 1)]
        plan = [0] * deals
        below = [0] * deals
        low_scores = [0] * deals
        high = [0] * deals
        drawn_rest = rests[own.index(draw_slot) if draw_slot < 4 else len(own)]
        groups = 1 + len(others)
        group_sums = bytearray(groups)
        x = self.sampler.x
        for d in range(deals):
            x = _deal(pool, dealt, size, x)
            _lowest(pool, spec, groups, group_sums)
            row_sum = own_known + group_sums[0]
            for i in range(len(own)):
                rests[i][d] = row_sum - pool[i % size]
            rests[-1][d] = row_sum
            caller_sum = low = 999
            group = 1
            for seat, total in others:
                total += group_sums[group]
                group += 1
                if seat == caller:
                    caller_sum = total
                elif total < low:
                    low = total
            drawn = pool[(needed - 1) % size]  # a short pool starts over
            plan[d] = drawn_rest[d] + drawn - draw_sum if gain > drawn else row_sum
            low_scores[d] = -caller_sum - 5
            if caller_sum <= low:
                below[d] = caller_sum
            else:
                below[d] = low + 1
                high[d] = -caller_sum - 5
        self.sampler.x = x
        totals = [0] * len(moves)
        for k in range(len(moves)):
            if brings[k] == _DRAWN:
                sums_of = plan
                more = 0
            else:
                sums_of = rests[own.index(slots[k]) if slots[k] < 4 else len(own)]
                more = brings[k] - sums[k]
            total = 0
            for d in range(deals):
                mine = sums_of[d] + more
                if mine < below[d]:
                    total += low_scores[d]
                else:
                    total += mine + high[d]
            totals[k] = total
        self.last_playouts = self.last_deals
        best = 0
        for k in range(1, len(moves)):
            if totals[k] < totals[best]:
                best = k
        return moves[best]

    def _table_call(self, view, row, mean, hidden):
        """The normal bot's call rule, with the others' unseen cards valued by what the table
        saw (the normal bot takes them all to get lower turn by turn, to 3: a dealt card
        stays about 5 through a round, a kept one about 3)."""
        mine = normal.estimate(row, mean)
        others = 999
        for seat in range(view["players"]):
            if seat != self.seat:
                others = min(others, _valued(view["rows"][seat], view["kept"][seat]))
        margin = _CALL_MARGIN + 2 * hidden + view["players"] // 2
        return mine <= normal._SURE_CALL or mine + margin <= others

    def _their_value(self, view, seat, i, mean):
        """A kept card is taken as low (its owner chose to keep it), a dealt unseen one a
        little over the mean: the normal bot's swap then gives its highest card for it."""
        card = view["rows"][seat][i]
        if card < 14:
            return card
        return _KEPT_VALUE if view["kept"][seat] >> i & 1 else mean + 1

    def _should_call(self, view, row, mean):
        self.last_playouts = 0
        hidden = 0
        for c in row:
            hidden += c == _HIDDEN
        if hidden > 1 or not self._table_call(view, row, mean, hidden):
            return False  # only a call the rule makes, checked over sampled deals
        pool = _pool(normal.unseen_counts(view))
        if not pool:
            return True
        rows = view["rows"]
        kept = view["kept"]
        picks = self._picks()
        needed = 0
        for r in rows:
            for c in r:
                needed += _KEPT_PICKS if c == _HIDDEN else 0
        # One deal: every unseen card in one place at most, own first (one card each), then
        # every other seat's (the lowest of picks, of _KEPT_PICKS for a kept card).
        mine = _lowest_of(row, 1, 0)
        size = len(pool)
        spec = bytearray((size, len(mine[1]))) + bytes(mine[1])
        known = [mine[0]]  # per group (own row first): the sum of its seen cards
        for seat in range(view["players"]):
            if seat != self.seat:
                total, draws = _lowest_of(rows[seat], picks, kept[seat])
                known.append(total)
                spec += bytes((len(draws),)) + bytes(draws)
        dealt = min(size, needed)
        groups = len(known)
        sums = bytearray(groups)
        x = self.sampler.x
        wins = 0
        for _ in range(self.deals):
            x = _deal(pool, dealt, size, x)
            _lowest(pool, spec, groups, sums)
            lowest = 999
            for group in range(1, groups):
                total = known[group] + sums[group]
                if total < lowest:
                    lowest = total
            if known[0] + sums[0] < lowest:
                wins += 1
        self.sampler.x = x
        self.last_playouts = self.deals
        return wins * 100 >= _CALL_SHARE * self.deals


def _given(row, mask):
    """(the one unseen slot of mask, or 4; the sum of the seen cards of mask) of an exchange."""
    slot = 4
    total = 0
    for i in range(4):
        if mask >> i & 1:
            if row[i] == _HIDDEN:
                slot = i
            else:
                total += row[i]
    return slot, total


def _pool(counts):
    """The values this seat has not seen, one entry per card (counts: per value)."""
    pool = bytearray()
    for value in range(14):
        pool += bytes((value,)) * counts[value]
    return pool


def _valued(row, kept):
    """A row's sum with its unseen cards valued: kept ones (in the mask) low, dealt ones higher."""
    total = 0
    for i in range(4):
        c = row[i]
        if c == _HIDDEN:
            total += _KEPT_VALUE if kept >> i & 1 else _DEALT_VALUE
        elif c != _EMPTY:
            total += c
    return total


def _lowest_of(row, picks, kept):
    """(the sum of a row's seen cards, per unseen card of how many dealt cards it is the
    lowest: picks, _KEPT_PICKS for the slots in the kept mask)."""
    total = 0
    draws = []
    for i in range(4):
        c = row[i]
        if c == _HIDDEN:
            draws.append(_KEPT_PICKS if kept >> i & 1 else picks)
        elif c != _EMPTY:
            total += c
    return total, draws


def _equal_known(row, move):
    """True for an exchange of one card, or of known cards that are all equal (a sure multi)."""
    mask = move & 15
    if mask in (1, 2, 4, 8):
        return True
    first = -1
    for i in range(4):
        if mask >> i & 1:
            if row[i] >= 14 or first >= 0 and row[i] != first:
                return False
            first = row[i]
    return True
