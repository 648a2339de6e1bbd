# The hard Siódemki player: it deals the cards it cannot see at random (hands of the
# sizes its view shows, the rest to the stock) and plays the deal out to its end by a
# simple greedy policy for all seats. In the play it keeps the card that wins Jack and
# Game most often. In the bidding it weighs the points the trump as it is scores its
# side over the sampled deals (High and Low from the hands, Jack and Game played out)
# against what a beg or a run of the pack brings. Discarding as the normal bot.
from lysbord.bots import random_bot
from lysbord.bots import siodemki as greedy
from lysbord.compat import const
from lysbord.games.siodemki.rules import BEG, GIVE, RUN, STAND, card_points, high_value, trick_winner

DEALS = const(4)  # sampled deals per card decision (each plays every legal card out): fits 1 s on a Pico
BID_DEALS = const(40)  # sampled deals per bid decision (one playout each)
_GAME = const(8)  # a card playout's worth: the Game point, the Jack point
_JACK = const(8)
# A bid's worth is in points per deal (ours minus the best other side's), times 100:
_POINT = const(100)  # the point the dealer gives
_RUN_WORTH = const(0)  # a pack run: a new trump, even chances (-50 and +50 played worse)


class Bot(greedy.Bot):
    """Searches the bidding and the card play over sampled deals; discards as the normal bot."""

    def __init__(self, seat, seed=0, deals=DEALS, bid_deals=BID_DEALS):
        super().__init__(seat, seed)
        self.deals = deals
        self.bid_deals = bid_deals
        self.last_playouts = 0
        self.sampler = random_bot.Sampler(self.rng.below(65536))
        self._trick = bytearray(4)
        self._sides = bytearray(4)

    def choose(self, view):
        """The bid or legal card with the best playouts; a discard as the normal bot."""
        legal = self.legal_moves(view)
        self.last_playouts = 0
        phase = view["phase"]
        if len(legal) == 1:
            return legal[0]
        if phase == "bid" or phase == "give or run":
            return self._bid(view)
        if phase != "play":
            return super().choose(view)
        pool = self._unseen(view)
        scores = [0] * len(legal)
        dealt = self._dealt(view)
        for _ in range(self.deals):
            random_bot.deal(self.sampler, pool, min(dealt, len(pool)))
            for i in range(len(legal)):
                scores[i] += self._card_playout(view, legal[i] & 255, pool)
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
        if view["turnup"] != 255:
            seen[view["turnup"]] = 1
        return bytearray(c for c in range(52) if not seen[c])

    def _dealt(self, view):
        """How many unseen cards the other hands hold."""
        dealt = 0
        for s in range(view["players"]):
            if s != self.seat:
                dealt += view["hand_sizes"][s]
        return dealt

    def _hands(self, view, pool, card):
        """Every seat's hand of a sampled deal (own hand less card, others from pool)."""
        hands = []
        start = 0
        for s in range(view["players"]):
            if s == self.seat:
                hand = list(view["hand"])
                if card >= 0:
                    hand.remove(card)
            else:
                size = view["hand_sizes"][s]
                hand = list(pool[start : start + size])
                start += size
            hands.append(hand)
        return hands

    def _bid(self, view):
        """Eldest stands when the trump as it is scores more over sampled deals than a beg:
        the dealer (taken to bid as the normal bot) gives a point on a strong trump, else
        runs the pack (worth _RUN_WORTH). The dealer gives when the trump is worth the point
        over deals in which eldest holds a hand the normal bot would beg on."""
        pool = self._unseen(view)
        dealt = min(self._dealt(view), len(pool))
        trump = view["trump"]
        eldest = view["eldest"]
        dealer = view["dealer"]
        bidding = view["phase"] == "bid"
        target = view["target"]
        may_give = target == 0 or view["scores"][eldest] + 1 < target
        stand = beg = kept = 0
        for _ in range(2 * self.bid_deals):  # room for the deals a beg rules out
            random_bot.deal(self.sampler, pool, dealt)
            hands = self._hands(view, pool, -1)
            if not bidding and greedy._strength(hands[eldest], trump) >= greedy._STAND_AT:
                continue  # eldest would have stood on this hand
            # The dealer's hand is weighed before the playout empties it:
            gives = may_give and greedy._strength(hands[dealer], trump) >= greedy._STAND_AT
            worth = self._deal_worth(view, hands)
            kept += 1
            stand += worth
            if bidding:
                beg += worth + _POINT if gives else _RUN_WORTH
            if kept == self.bid_deals:
                break
        self.last_playouts = kept
        if bidding:
            return STAND if stand >= beg else BEG
        return GIVE if kept and stand - _POINT * kept >= _RUN_WORTH * kept else RUN

    def _deal_worth(self, view, hands):
        """Our side's points less the best other side's (x 100) from a deal of these hands
        with the trump as it is: High and Low from the hands, Jack and Game played out."""
        trump = view["trump"]
        teams = view["teams"]
        sides = self._sides
        for i in range(4):
            sides[i] = 0
        high = low = -1  # High and Low: the values of the trumps in play, and their holders
        high_seat = low_seat = 0
        for s in range(len(hands)):
            for c in hands[s]:
                if c // 13 == trump:
                    value = high_value(c)
                    if high < 0 or value > high:
                        high, high_seat = value, s
                    if low < 0 or value < low:
                        low, low_seat = value, s
        if high >= 0:
            sides[teams[high_seat]] += 1
            sides[teams[low_seat]] += 1
        taken, jack_side = self._play_rest(view, hands, 0, view["eldest"], view["eldest"])
        if jack_side >= 0:
            sides[jack_side] += 1
        game_side = _game_side(view, taken)
        if game_side >= 0:
            sides[game_side] += 1
        ours = teams[self.seat]
        best_other = 0
        for side in range(4):
            if side != ours and sides[side] > best_other:
                best_other = sides[side]
        return (sides[ours] - best_other) * 100

    def _card_playout(self, view, card, pool):
        """Play card, then the rest of the hand greedily; the worth of Jack and Game for our side."""
        n = view["players"]
        order = view["order"]
        hands = self._hands(view, pool, card)
        trick = self._trick
        count = 0
        for c in view["trick"]:
            trick[count] = c
            count += 1
        trick[count] = card
        count += 1
        turn = order[(_index(order, self.seat) + 1) % n]
        taken, jack_side = self._play_rest(view, hands, count, view["leader"], turn)
        if taken is None:
            return 0  # a hand that cannot be dealt consistently: no information
        teams = view["teams"]
        ours = teams[self.seat]
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
        value = _GAME if mine > others else (-_GAME if mine < others else 0)
        if jack_side >= 0:
            value += _JACK if jack_side == ours else -_JACK
        return value

    def _play_rest(self, view, hands, count, leader, turn):
        """Play the deal out greedily from a trick of count cards (in self._trick) led by
        leader, turn to move: (card points taken per seat, the side that took the jack of
        trumps or -1); (None, -1) if a hand runs dry. Allocates little (the Pico's heap)."""
        n = view["players"]
        trump = view["trump"]
        order = view["order"]
        teams = view["teams"]
        taken = list(view["taken"])
        jack = trump * 13 + 10
        jack_side = -1
        trick = self._trick
        while True:
            while count < n:
                hand = hands[turn]
                if not hand:
                    return None, -1
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
                return taken, jack_side
            count = 0
            leader = turn = winner


def _game_side(view, taken):
    """The side that scores Game from the card points taken per seat, or -1: a tie with the
    dealer's side goes to the other, any other tie to nobody."""
    teams = view["teams"]
    points = [0, 0, 0, 0]
    for s in range(view["players"]):
        points[teams[s]] += taken[s]
    best = max(points)
    dealer_side = teams[view["dealer"]]
    found = -1
    for side in range(4):
        if points[side] == best and side != dealer_side:
            if found >= 0:
                return -1
            found = side
    if found < 0:
        return dealer_side
    return found


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
