# A Cabo player that reads only its view: it counts the cards it has not seen to
# value hidden ones, sheds high cards, uses powers, and calls Cabo when probably lowest.
from lysbord.bots import random_bot
from lysbord.games.cabo import moves as mv

_HIDDEN = mv.HIDDEN
_EMPTY = mv.EMPTY
_CALL_HIDDEN = 1  # own cards still unseen that a call may leave
_SURE_CALL = 5  # a row estimated this low calls at once
_MARGIN = 2  # how much lower than the others a row must look to call
_IMPROVE = 1.0  # per own turn: how much lower the others' unseen cards are taken to be
_FLOOR = 3.0


def unseen_counts(view):
    """How many cards of each value 0-13 this seat has not seen (the deck minus what it knows)."""
    counts = [0] * 14
    for value in mv.deck_values(view["players"]):
        counts[value] += 1
    seen = list(view["discard"])
    for row in view["rows"]:
        seen += [c for c in row if c < 14]
    if view["drawn"] >= 0:
        seen.append(view["drawn"])
    for value in seen:
        if counts[value]:
            counts[value] -= 1
    return counts


def unseen_mean(view):
    """The mean value of the cards this seat has not seen."""
    return counted_mean(unseen_counts(view))


def counted_mean(counts):
    """The mean value of cards counted per value (unseen_counts), 6.5 for none."""
    left = sum(counts)
    if left <= 0:
        return 6.5
    return sum(v * counts[v] for v in range(14)) / left


def estimate(row, mean):
    """Expected sum of a row: known cards as they are, hidden ones at the mean."""
    return sum(c if c < 14 else mean for c in row if c != _EMPTY)


class Bot(random_bot.Bot):
    """Remembers through the view's knowledge; greedy exchanges, powers, a careful Cabo."""

    def __init__(self, seat, seed=0):
        super().__init__(seat, seed)
        self.round = 0
        self.turns = 0  # own turns this round: the longer it runs, the readier to call

    def choose(self, view):
        """One of the legal moves in the view."""
        legal = self.legal_moves(view)
        move = self._pick(view)
        return move if move in legal else legal[0]

    def _pick(self, view):
        phase = view["phase"]
        if phase == "look":
            return mv.look(self.rng.choice((3, 5, 6, 9, 10, 12)))
        mean = unseen_mean(view)
        row = view["rows"][self.seat]
        if phase == "turn":
            if view["round"] != self.round:
                self.round = view["round"]
                self.turns = 0
            self.turns += 1
            gain, mask = best_exchange(row, view["discard"][-1], mean)
            if gain >= 5:  # a big sure improvement first, then think of calling
                return mv.take(mask)
            if view["caller"] < 0 and self._should_call(view, row, mean):
                return mv.CABO << 12
            if gain >= 2.5:
                return mv.take(mask)
            return mv.DRAW << 12
        card = view["drawn"]
        gain, mask = best_exchange(row, card, mean)
        if gain >= 1.5:
            return mv.keep(mask)
        power = self._power(view, row, card, mean)
        if power is not None:
            return power
        return mv.keep(mask) if gain > 0 else mv.DISCARD << 12

    def _should_call(self, view, row, mean):
        """Call only on a fair estimate of its own row (at most one card unseen) that is
        probably the lowest: the others' unseen cards get lower as they play their turns."""
        hidden = sum(1 for c in row if c == _HIDDEN)
        if hidden > _CALL_HIDDEN:
            return False
        mine = estimate(row, mean)
        theirs = max(_FLOOR, mean - _IMPROVE * self.turns)  # an unseen card of a row others have worked on
        others = min(estimate(r, theirs) for s, r in enumerate(view["rows"]) if s != self.seat)
        margin = _MARGIN + 2 * hidden + view["players"] // 2
        return mine <= _SURE_CALL or mine + margin <= others

    def _power(self, view, row, card, mean):
        """The most useful power move for the drawn card, or None."""
        if card in (7, 8):
            for i in range(4):
                if row[i] == _HIDDEN:
                    return mv.peek(i)
            return None
        rows = view["rows"]
        others = [s for s in range(view["players"]) if s != self.seat]
        if card in (9, 10):
            # Spy on the seat that looks lowest: it decides when to call Cabo.
            others.sort(key=lambda s: estimate(rows[s], mean))
            for seat in [view["caller"]] + others:
                if seat >= 0 and seat != self.seat:
                    for i in range(4):
                        if rows[seat][i] == _HIDDEN:
                            return mv.spy(seat, i)
            return None
        if card in (11, 12):
            return self._swap(view, row, mean, others)
        return None

    def _swap(self, view, row, mean, others):
        """Give away the highest own card for a known low one (or an unseen one)."""
        own = -1
        high = -1.0
        for i in range(4):
            value = row[i] if row[i] < 14 else mean
            if row[i] != _EMPTY and value > high:
                own, high = i, value
        best = None
        best_gain = 1.5
        for seat in others:
            if seat == view["caller"]:
                continue
            for i in range(4):
                card = view["rows"][seat][i]
                if card == _EMPTY:
                    continue
                gain = high - self._their_value(view, seat, i, mean)
                if gain > best_gain:
                    best, best_gain = mv.swap(own, seat, i), gain
        return best

    def _their_value(self, view, seat, i, mean):
        """What the card in slot i of seat's row is worth to take: its value if seen, else a
        little over the mean (an unseen card is a gamble)."""
        card = view["rows"][seat][i]
        return card if card < 14 else mean + 1


def best_exchange(row, card, mean):
    """(expected gain, slot mask) of the best exchange of card for own cards."""
    best_gain = -99.0
    best_mask = 1
    groups = {}
    for i in range(4):
        have = row[i]
        if have == _EMPTY:
            continue
        # An unseen card counts a little worse than the mean: knowing the row is worth it.
        gain = (have if have < 14 else mean + 1) - card
        if gain > best_gain:
            best_gain, best_mask = gain, 1 << i
        if have < 14:
            groups[have] = groups.get(have, 0) | 1 << i
    for value, mask in groups.items():
        count = sum(mask >> i & 1 for i in range(4))
        if count > 1 and value * count - card > best_gain:
            best_gain, best_mask = value * count - card, mask
    return best_gain, best_mask
