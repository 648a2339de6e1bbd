# The hard Siódemki player as bytecode: what bots/siodemki/hard.py plays when the heap has
# no room for its native playouts (a heap in small pieces after a long session: the native
# code takes blocks of up to 2.5 KB, its source texts up to 4.2 KB; this module loads where
# they do not, docs/pico-budgets.md). The same moves, the hands in lists; on the emulated
# RP2040 (with the flash cache model) 114 ms a card, 133 ms a bid, 137 / 143 ms a first
# lead with 3 / 4 players.
# A playout names a card by its rank in the order the policy sheds cards (worth keeping,
# then suit), so a hand kept in that order shows its lowest card first, and reads suits,
# values and points from tables made at import: on the Pico a call per card would cost
# more than the rest of a step.
from lysbord.bots import random_bot
from lysbord.bots.siodemki import normal as greedy
from lysbord.compat import const
from lysbord.games.siodemki.rules import BEG, GIVE, RUN, STAND, card_points, high_value

DEALS = const(4)  # sampled deals per card decision (with 2 players each plays every legal card out)
# With 3 or 4 players a playout is longer: a card decision plays at most a budget of
# playouts, every card on the first deals, then only the best cards that fit.
_NARROW_AFTER_3 = const(2)  # 3 players, 6 cards: all on 2 deals, the best 3 on deals 3 and 4
_BUDGET_3 = const(18)
_NARROW_AFTER_4 = const(1)  # 4 players, 6 cards: all on 1 deal, the best 3 on deals 2 to 4
_BUDGET_4 = const(15)
BID_DEALS = const(20)  # sampled deals per bid decision (one playout each; 40 scored 0.7 points more)
_GAME = const(8)  # a card playout's worth: the Game point, the Jack point
_JACK = const(8)
# A bid's worth is in points per deal (ours minus the best other side's), times 100:
_POINT = const(100)  # the point the dealer gives
_RUN_WORTH = const(0)  # a pack run: a new trump, even chances (-50 and +50 played worse)
_DRY = const(-2)  # a playout's answer when a hand ran dry (a deal that cannot be consistent)
_NO_SUIT = const(4)  # a suit no card has
_TRUMPS = const(39)  # the ranks of the trumps: from here to 51


def _ranked():
    """Per trump, the rank of each card in the order a playout sheds them (worth keeping,
    then suit: the trumps last, ranks _TRUMPS to 51 in every trump) and per rank its suit,
    high value and points: tables of 4 x 52 bytes. Last, what a trump of each rank adds
    to a hand's strength (greedy._strength; 0 for the others)."""
    card_of = bytearray()
    for trump in range(4):
        worth = [greedy._keep(c, trump) * 4 + c // 13 for c in range(52)]  # unique
        card_of += bytes(sorted(range(52), key=lambda c: worth[c]))
    rank_of = bytearray(208)
    for i in range(208):
        rank_of[i - i % 52 + card_of[i]] = i % 52
    suit = bytes(c // 13 for c in card_of)
    high = bytes(high_value(c) for c in card_of)
    points = bytes(card_points(c) for c in card_of)
    weight = bytes(greedy._strength((c,), 0) for c in card_of[:52])
    return rank_of, suit, high, points, weight


_RANK, _SUIT, _HIGH, _POINTS, _WEIGHT = _ranked()


class Bot(greedy.Bot):
    """Searches the bidding and the card play over sampled deals; discards as the normal bot."""

    def __init__(self, seat, seed=0, deals=DEALS, bid_deals=BID_DEALS):
        super().__init__(seat, seed)
        self.deals = deals
        self.bid_deals = bid_deals
        self.last_playouts = 0
        self.sampler = random_bot.Sampler(self.rng.below(65536))
        self._trick = bytearray(4)  # the trick being played out (ranks), and the seat of each card
        self._seats = bytearray(4)
        self._next = bytearray(4)  # per seat, the seat after it
        self._taken = bytearray(4)  # card points taken per seat in a playout
        self._hands_played = [[], [], [], []]  # every seat's hand in a card playout

    def choose(self, view):
        """The bid or legal card with the best playouts; a discard as the normal bot."""
        legal = self.legal_moves(view)
        self.last_playouts = 0
        phase = view["phase"]
        if len(legal) == 1:
            return legal[0]
        if phase == "bid" or phase == "give or run":
            self._learn(view)
            return self._bid(view)
        if phase != "play":
            return super().choose(view)
        self._learn(view)
        pool = self._unseen(view)
        scores = [0] * len(legal)
        dealt = min(self._dealt(view), len(pool))
        rank = self._rank
        live = list(range(len(legal)))  # the cards still played out, in the order of legal
        hands = self._hands_played
        for deal in range(self.deals):
            if self._n > 2 and deal >= (_NARROW_AFTER_3 if self._n == 3 else _NARROW_AFTER_4):
                # longer playouts: the rest of the budget spread over the deals left, on the best cards
                budget = _BUDGET_3 if self._n == 3 else _BUDGET_4
                keep = max(1, (budget - self.last_playouts) // (self.deals - deal))
                ranked = sorted(live, key=lambda i: -scores[i])  # stable: ties keep legal's order
                live = sorted(ranked[:keep])
            self.sampler.deal(pool, dealt)
            dealt_hands = self._hands(view, pool)
            for i in live:
                card = rank[legal[i] & 255]
                for s in range(len(dealt_hands)):  # a copy to play out, in lists kept for it
                    hands[s][:] = dealt_hands[s]
                hands[self.seat].remove(card)
                scores[i] += self._card_playout(hands, card)
            self.last_playouts += len(live)
        best = live[0]
        for i in live:
            if scores[i] > scores[best]:
                best = i
        return legal[best]

    def _learn(self, view):
        """What every playout of this decision reads: the players, the trump and its tables
        (a playout names a card by its rank in the order it is shed, see _ranked)."""
        n = self._n = view["players"]
        trump = self._trump = view["trump"]
        self._teams = view["teams"]
        self._dealer_side = self._teams[view["dealer"]]
        at = trump * 52
        self._rank = _RANK[at : at + 52]
        self._suit = _SUIT[at : at + 52]
        self._high = _HIGH[at : at + 52]
        self._points = _POINTS[at : at + 52]
        self._jack = self._rank[trump * 13 + 10]
        order = view["order"]
        for i in range(n):
            self._next[order[i]] = order[(i + 1) % n]
        rank = self._rank
        self._own = sorted(rank[c] for c in view["hand"])
        seat = view["leader"]  # the trick on the table, ours to play next (see _card_playout)
        count = self._on_table = len(view["trick"])
        for i in range(count):
            self._trick[i] = rank[view["trick"][i]]
            self._seats[i] = seat
            seat = self._next[seat]
        self._seats[count] = self.seat
        self._start = view["taken"]

    def _unseen(self, view):
        """The ranks of the cards this seat has not seen: in the others' hands or in the stock."""
        seen = bytearray(52)
        for group in (view["hand"], view["played"], view["trick"], view["shown"], view["discards"]):
            for c in group:
                seen[c] = 1
        if view["turnup"] != 255:
            seen[view["turnup"]] = 1
        rank = self._rank
        pool = bytearray()
        for c in range(52):
            if not seen[c]:
                pool.append(rank[c])
        return pool

    def _dealt(self, view):
        """How many unseen cards the other hands hold."""
        dealt = 0
        for s in range(view["players"]):
            if s != self.seat:
                dealt += view["hand_sizes"][s]
        return dealt

    def _hands(self, view, pool):
        """Every seat's hand of a sampled deal, in ranks from the lowest (others' from pool)."""
        hands = []
        start = 0
        for s in range(view["players"]):
            if s == self.seat:
                hands.append(list(self._own))
            else:
                size = view["hand_sizes"][s]
                hands.append(sorted(pool[start : start + size]))
                start += size
        return hands

    def _bid(self, view):
        """Eldest stands when the trump as it is scores more over sampled deals than a beg:
        the dealer (taken to bid as the normal bot) gives a point on a strong trump, else
        runs the pack (worth _RUN_WORTH). The dealer gives when the trump is worth the point
        over deals in which eldest holds a hand the normal bot would beg on. A deal in which
        the dealer would give needs no playout: standing and begging score its cards alike."""
        pool = self._unseen(view)
        dealt = min(self._dealt(view), len(pool))
        eldest = view["eldest"]
        dealer = view["dealer"]
        bidding = view["phase"] == "bid"
        target = view["target"]
        may_give = target == 0 or view["scores"][eldest] + 1 < target
        margin = kept = 0  # standing's (or giving's) worth less the other bid's, summed over deals
        for _ in range(2 * self.bid_deals):  # room for the deals a beg rules out
            self.sampler.deal(pool, dealt)
            hands = self._hands(view, pool)
            if not bidding and self._strength(hands[eldest]) >= greedy._STAND_AT:
                continue  # eldest would have stood on this hand
            kept += 1
            if not bidding:
                margin += self._deal_worth(hands, eldest) - _POINT - _RUN_WORTH
            elif may_give and self._strength(hands[dealer]) >= greedy._STAND_AT:
                margin -= _POINT  # the dealer gives: a beg scores the deal's worth and a point
            else:
                margin += self._deal_worth(hands, eldest) - _RUN_WORTH
            if kept == self.bid_deals:
                break
        self.last_playouts = kept
        if bidding:
            return STAND if margin >= 0 else BEG
        return GIVE if kept and margin >= 0 else RUN

    def _strength(self, hand):
        """greedy._strength of a hand in ranks."""
        total = 0
        for r in hand:
            total += _WEIGHT[r]
        return total

    def _deal_worth(self, hands, eldest):
        """Our side's points less the best other side's (x 100) from a deal of these hands
        with the trump as it is: High and Low from the hands, Jack and Game played out."""
        teams = self._teams
        high_of = self._high
        sides = [0, 0, 0, 0]
        high = low = -1  # High and Low: the values of the trumps in play, and their holders
        high_seat = low_seat = 0
        for s in range(len(hands)):
            hand = hands[s]
            i = len(hand) - 1
            while i >= 0 and hand[i] >= _TRUMPS:  # its trumps, the last ranks
                value = high_of[hand[i]]
                if high < 0 or value > high:
                    high, high_seat = value, s
                if low < 0 or value < low:
                    low, low_seat = value, s
                i -= 1
        if high >= 0:
            sides[teams[high_seat]] += 1
            sides[teams[low_seat]] += 1
        taken = self._start_taken()
        jack_side = self._play_rest(hands, 0, eldest)
        if jack_side >= 0:
            sides[jack_side] += 1
        game_side = self._game_side(taken)
        if game_side >= 0:
            sides[game_side] += 1
        ours = teams[self.seat]
        best_other = 0
        for side in range(4):
            if side != ours and sides[side] > best_other:
                best_other = sides[side]
        return (sides[ours] - best_other) * 100

    def _game_side(self, taken):
        """The side that scores Game from the card points taken per seat, or -1: a tie with the
        dealer's side goes to the other, any other tie to nobody."""
        teams = self._teams
        points = [0, 0, 0, 0]
        for s in range(self._n):
            points[teams[s]] += taken[s]
        best = max(points)
        found = -1
        for side in range(4):
            if points[side] == best and side != self._dealer_side:
                if found >= 0:
                    return -1
                found = side
        if found < 0:
            return self._dealer_side
        return found

    def _card_playout(self, hands, card):
        """Play card (a rank) from the trick on the table, then the rest of the deal greedily
        (hands: every seat's, card already out of ours): the worth of Jack and Game for our side."""
        count = self._on_table
        self._trick[count] = card  # after the cards on the table (see _learn)
        taken = self._start_taken()
        jack_side = self._play_rest(hands, count + 1, self._next[self.seat])
        if jack_side == _DRY:
            return 0  # a hand that cannot be dealt consistently: no information
        teams = self._teams
        ours = teams[self.seat]
        mine = others = 0  # the card points of our side, and of the other side that took the most
        if self._n == 4:  # two sides of partners
            for s in range(4):
                if teams[s] == ours:
                    mine += taken[s]
                else:
                    others += taken[s]
        else:  # every seat its own side
            for s in range(self._n):
                if s == self.seat:
                    mine = taken[s]
                elif taken[s] > others:
                    others = taken[s]
        value = _GAME if mine > others else (-_GAME if mine < others else 0)
        if jack_side >= 0:
            value += _JACK if jack_side == ours else -_JACK
        return value

    def _start_taken(self):
        """self._taken set to the card points each seat has taken so far in the deal."""
        taken = self._taken
        start = self._start
        for s in range(len(start)):
            taken[s] = start[s]
        return taken

    def _play_rest(self, hands, count, turn):
        """Play the deal out greedily from a trick of count cards (self._trick, played by
        self._seats), turn to move, adding the card points each seat takes to self._taken:
        the side that took the jack of trumps, -1 if none, _DRY if a hand runs dry. Every
        seat follows suit, wins a trick worth it with its cheapest winner, else sheds its
        lowest card (also when its partner wins the trick already). Cards are ranks and
        hands lists from the lowest: the lowest card of a suit is the first one found.
        Allocates nothing."""
        n = self._n
        trump = self._trump
        teams = self._teams
        after = self._next
        taken = self._taken
        trick = self._trick
        seats = self._seats
        suit = self._suit
        high = self._high
        points = self._points
        jack = self._jack
        jack_side = -1
        jack_out = False  # the jack of trumps is in the trick
        worth = 0  # the trick's points
        led = top_suit = top_high = win_seat = win_side = 0  # the led suit and the winning card so far
        for i in range(count):  # the trick on the table
            c = trick[i]
            worth += points[c]
            if c == jack:
                jack_out = True
            if not i or suit[c] == top_suit and high[c] > top_high or suit[c] == trump != top_suit:
                top_suit = suit[c]
                top_high = high[c]
                win_seat = seats[i]
                win_side = teams[win_seat]
            if not i:
                led = top_suit
        while True:
            while count < n:
                hand = hands[turn]
                if not hand:
                    return _DRY
                if not count:  # leading: the lowest
                    c = hand.pop(0)
                    led = top_suit = suit[c]
                    top_high = high[c]
                    win_seat = turn
                    win_side = teams[turn]
                else:
                    c = -1  # the lowest of the led suit
                    side = teams[turn]
                    if win_side == side:  # our side wins it already
                        for r in hand:
                            if suit[r] == led:
                                c = r
                                break
                    else:  # take it if worth it with the cheapest winner (of the led suit, or a trump when none)
                        cheapest = ruff = -1
                        over = top_suit == led  # a higher card of the led suit wins
                        for r in hand:
                            s = suit[r]
                            if s == led:
                                if c < 0:
                                    c = r
                                if (
                                    over
                                    and high[r] > top_high
                                    and (worth or points[r])
                                    and (cheapest < 0 or high[r] < high[cheapest])
                                ):
                                    cheapest = r
                            elif (
                                s == trump
                                and (top_suit != trump or high[r] > top_high)
                                and (worth or points[r])
                                and (ruff < 0 or high[r] < high[ruff])
                            ):
                                ruff = r
                        if c < 0:
                            c = ruff
                        elif cheapest >= 0:
                            c = cheapest
                    if c < 0:
                        c = hand[0]  # no card of the led suit: the lowest
                    hand.remove(c)
                    s = suit[c]
                    if s == top_suit and high[c] > top_high or s == trump != top_suit:
                        top_suit = s
                        top_high = high[c]
                        win_seat = turn
                        win_side = side
                worth += points[c]
                if c == jack:
                    jack_out = True
                count += 1
                turn = after[turn]
            taken[win_seat] += worth
            if jack_out:
                jack_side = win_side
                jack_out = False
            if not hands[win_seat]:
                return jack_side
            count = worth = 0
            turn = win_seat
