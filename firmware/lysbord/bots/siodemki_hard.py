# The hard Siódemki player: in the play it deals the cards it cannot see at random
# (hands of the sizes its view shows, the rest to the stock), plays every legal card
# out to the end of the hand by a simple greedy policy for all seats, and keeps the
# card that wins Jack and Game most often. Bidding and discarding as the normal bot.
from lysbord.bots import random_bot
from lysbord.bots import siodemki as greedy
from lysbord.compat import const
from lysbord.games.siodemki_rules import card_points, high_value, trick_winner

DEALS = const(4)  # sampled deals per decision (each plays every legal card out): fits 1 s on a Pico
_GAME = const(8)  # a playout's worth: the Game point, the Jack point, each card point more
_JACK = const(8)
_DIFF = const(0)


class Bot(greedy.Bot):
    """Searches the card play over sampled deals; the rest as the normal bot."""

    def __init__(self, seat, seed=0, deals=DEALS):
        super().__init__(seat, seed)
        self.deals = deals
        self.last_playouts = 0
        self.sampler = random_bot.Sampler(self.rng.below(65536))
        self._trick = bytearray(4)

    def choose(self, view):
        """The legal card with the best playouts, or the normal bot's choice outside the play."""
        legal = self.legal_moves(view)
        self.last_playouts = 0
        if view["phase"] != "play" or len(legal) == 1:
            return super().choose(view)
        pool = self._unseen(view)
        scores = [0] * len(legal)
        dealt = 0
        for s in range(view["players"]):
            if s != self.seat:
                dealt += view["hand_sizes"][s]
        for _ in range(self.deals):
            random_bot.deal(self.sampler, pool, min(dealt, len(pool)))
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
        """Play card, then the rest of the hand greedily; the worth of Jack and Game for our side.
        Written to allocate little (the Pico's heap): one trick buffer, the hands' lists."""
        n = view["players"]
        trump = view["trump"]
        order = view["order"]
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
        trick = self._trick
        count = 0
        for c in view["trick"]:
            trick[count] = c
            count += 1
        trick[count] = card
        count += 1
        leader = view["leader"]
        turn = order[(_index(order, seat) + 1) % n]
        while True:
            while count < n:
                hand = hands[turn]
                if not hand:
                    return 0  # a hand that cannot be dealt consistently: no information
                best = trick_winner(trick, count, trump)
                partner = teams[order[(_index(order, leader) + best) % n]] == teams[turn]
                c = _policy(hand, trick, count, trump, partner)
                trick[count] = c
                count += 1
                hand.remove(c)
                turn = order[(_index(order, turn) + 1) % n]
            best = trick_winner(trick, n, trump)
            winner = order[(_index(order, leader) + best) % n]
            for i in range(n):
                c = trick[i]
                taken[winner] += card_points(c)
                if c == jack:
                    jack_side = teams[winner]
            if not hands[winner]:
                break
            count = 0
            leader = turn = winner
        ours = teams[seat]
        mine = others = 0
        for side in range(4):
            points = 0
            for s in range(n):
                if teams[s] == side:
                    points += taken[s]
            if side == ours:
                mine = points
            elif points > others:
                others = points
        value = _DIFF * (mine - others) + (_GAME if mine > others else (-_GAME if mine < others else 0))
        if jack_side >= 0:
            value += _JACK if jack_side == ours else -_JACK
        return value


def _index(order, seat):
    for i in range(len(order)):
        if order[i] == seat:
            return i
    return 0


def _beats(card, top, trump):
    """True when card, played now, takes the trick from top (the card winning it so far)."""
    if card // 13 == top // 13:
        return high_value(card) > high_value(top)
    return card // 13 == trump


def _policy(hand, trick, count, trump, partner):
    """A playout's card: follow suit, win a trick worth it with the cheapest winner, else shed
    low (also when the partner wins it already)."""
    led = trick[0] // 13 if count else -1
    follow = False
    for c in hand:
        if c // 13 == led:
            follow = True
            break
    worth = 0
    top = -1
    if count and not partner:
        for i in range(count):
            worth += card_points(trick[i])
        top = trick[trick_winner(trick, count, trump)]
    lowest = cheapest = -1
    low_keep = 999
    for c in hand:
        if follow and c // 13 != led:
            continue
        keep = greedy._keep(c, trump)
        if keep < low_keep:
            lowest, low_keep = c, keep
        if top >= 0 and (worth or card_points(c)) and _beats(c, top, trump):
            if cheapest < 0 or (c // 13 == trump) < (cheapest // 13 == trump) or high_value(c) < high_value(cheapest):
                cheapest = c
    return cheapest if cheapest >= 0 else lowest
