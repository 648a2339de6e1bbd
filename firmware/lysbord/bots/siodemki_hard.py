# The hard Siódemki player: in the play it deals the cards it cannot see at random
# (hands of the sizes its view shows, the rest to the stock), plays every legal card
# out to the end of the hand by a simple greedy policy for all seats, and keeps the
# card that wins Jack and Game most often. Bidding and discarding as the normal bot.
from lysbord.bots import siodemki as greedy
from lysbord.compat import const
from lysbord.games.siodemki_rules import card_points, high_value, trick_winner

DEALS = const(12)  # sampled deals per decision (each plays every legal card out)
_GAME = const(8)  # a playout's worth: the Game point, the Jack point, each card point more
_JACK = const(8)
_DIFF = const(0)


def _lowest(cards, trump):
    """The card the playouts give away first: the lowest worth keeping."""
    best = cards[0]
    worth = greedy._keep(best, trump)
    for c in cards:
        w = greedy._keep(c, trump)
        if w < worth:
            best, worth = c, w
    return best


class Bot(greedy.Bot):
    """Searches the card play over sampled deals; the rest as the normal bot."""

    def __init__(self, seat, seed=0, deals=DEALS):
        super().__init__(seat, seed)
        self.deals = deals
        self.last_playouts = 0

    def choose(self, view):
        """The legal card with the best playouts, or the normal bot's choice outside the play."""
        legal = self.legal_moves(view)
        self.last_playouts = 0
        if view["phase"] != "play" or len(legal) == 1:
            return super().choose(view)
        pool = self._unseen(view)
        scores = [0] * len(legal)
        for _ in range(self.deals):
            self.rng.shuffle(pool)
            for i in range(len(legal)):
                scores[i] += self._playout(view, legal[i] & 255, pool)
        self.last_playouts = self.deals * len(legal)
        best = 0
        for i in range(1, len(legal)):
            if scores[i] > scores[best]:
                best = i
        return legal[best]

    def _unseen(self, view):
        """Cards this seat has not seen: in the others' hands or in the stock."""
        seen = bytearray(52)
        for group in (view["hand"], view["played"], view["trick"], view["shown"], view["discards"]):
            for c in group:
                seen[c] = 1
        return bytearray(c for c in range(52) if not seen[c])

    def _playout(self, view, card, pool):
        """Play card, then the rest of the hand greedily; the worth of Jack and Game for our side."""
        n = view["players"]
        trump = view["trump"]
        order = list(view["order"])
        teams = view["teams"]
        seat = self.seat
        hands = []
        start = 0
        for s in range(n):
            if s == seat:
                hand = list(view["hand"])
                hand.remove(card)
            else:
                size = view["hand_sizes"][s]
                hand = list(pool[start : start + size])
                start += size
            hands.append(hand)
        taken = list(view["taken"])
        jack = trump * 13 + 10
        jack_side = -1
        trick = bytearray(view["trick"])
        leader = view["leader"]
        trick.append(card)
        turn = order[(order.index(seat) + 1) % n]
        while True:
            while len(trick) < n:
                hand = hands[turn]
                if not hand:
                    return 0  # a hand that cannot be dealt consistently: no information
                trick.append(_policy(hand, trick, trump, teams, turn, leader, order))
                hand.remove(trick[-1])
                turn = order[(order.index(turn) + 1) % n]
            best = trick_winner(trick, n, trump)
            winner = order[(order.index(leader) + best) % n]
            for c in trick:
                taken[winner] += card_points(c)
                if c == jack:
                    jack_side = teams[winner]
            if not hands[winner]:
                break
            trick = bytearray()
            leader = turn = winner
        ours = teams[seat]
        points = [0, 0, 0, 0]
        for s in range(n):
            points[teams[s]] += taken[s]
        mine = points[ours]
        others = max(points[t] for t in range(4) if t != ours)
        value = _DIFF * (mine - others) + (_GAME if mine > others else (-_GAME if mine < others else 0))
        if jack_side >= 0:
            value += _JACK if jack_side == ours else -_JACK
        return value


def _policy(hand, trick, trump, teams, seat, leader, order):
    """A playout's card: follow suit, win a trick worth it with the cheapest winner, else shed low."""
    led = trick[0] // 13 if trick else -1
    legal = [c for c in hand if c // 13 == led] or hand
    if not trick:
        return _lowest(legal, trump)
    count = len(trick)
    best = trick_winner(trick, count, trump)
    n = len(order)
    if teams[order[(order.index(leader) + best) % n]] == teams[seat]:
        return _lowest(legal, trump)  # the partner wins it already
    worth = 0
    for c in trick:
        worth += card_points(c)
    buffer = bytearray(trick) + bytearray(1)
    winners = []
    for c in legal:
        buffer[count] = c
        if trick_winner(buffer, count + 1, trump) == count:
            winners.append(c)
    if winners and (worth or any(card_points(c) for c in winners)):
        cheapest = winners[0]
        for c in winners:
            if (c // 13 == trump) < (cheapest // 13 == trump) or high_value(c) < high_value(cheapest):
                cheapest = c
        return cheapest
    return _lowest(legal, trump)
