# The hard Siódemki player: it deals the cards it cannot see at random (hands of the
# sizes its view shows, the rest to the stock) and plays the deal out to its end by a
# simple greedy policy for all seats. In the play it keeps the card that wins Jack and
# Game most often. In the bidding it weighs the points the trump as it is scores its
# side over the sampled deals (High and Low from the hands, Jack and Game played out)
# against what a beg or a run of the pack brings. Discarding as the normal bot.
# A playout names a card by its rank in the order the policy sheds cards (worth keeping,
# then suit), so a hand kept in that order shows its lowest card first, and reads suits,
# values and points from tables made at import. The deals and playouts themselves
# (playout.py) work in one buffer of bytes and run as native code on the Pico (as bytecode
# without room for it: the same source, the same moves).
# With 3 or 4 players a playout is longer, and a card decision spends a budget of playouts
# on the cards still near the best. On the emulated RP2040 (with the cache model) a first
# lead (6 cards) takes 9 ms with 2 players, 10.6 ms with 3, 11 ms with 4; a bid 11 ms
# (docs/pico-budgets.md).
from lysbord.bots import load, random_bot
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
# A bid's worth is in points per deal (ours minus the best other side's), times 100:
_POINT = const(100)  # the point the dealer gives
_RUN_WORTH = const(0)  # a pack run: a new trump, even chances (-50 and +50 played worse)


P = load("lysbord.bots.siodemki", "playout")  # the deals and playouts, native on the Pico


def _ranked():
    """Per trump, the rank of each card in the order a playout sheds them (worth keeping,
    then suit: the trumps last, ranks 39 to 51 in every trump) and per rank its suit,
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


_RANK, _SUIT_OF, _HIGH_OF, _POINTS_OF, _WEIGHT_OF = _ranked()
# The work buffer's places (playout.py) that _learn writes, for its locals: on the Pico P is the
# native code's namespace, whose names this code looks up (26 us each there, 1.4 ms a
# decision) where the constants of one module are folded.
_PLACES = tuple(getattr(P, name) for name in "SUITS HIGHS POINTS PLAYERS TRUMP JACK SEAT".split())
_SEAT_PLACES = tuple(getattr(P, name) for name in "DEALER_SIDE NEXT TEAMS START TRICK SEATS ON_TABLE".split())
_CARD_PLACES = tuple(getattr(P, name) for name in "HANDS_DEALT LENS POOL POOL_SIZE SIZES DEALT".split())


class Bot(greedy.Bot):
    """Searches the bidding and the card play over sampled deals; discards as the normal bot."""

    def __init__(self, seat, seed=0, deals=DEALS, bid_deals=BID_DEALS):
        super().__init__(seat, seed)
        self.deals = deals
        self.bid_deals = bid_deals
        self.last_playouts = 0
        self.sampler = random_bot.Sampler(self.rng.below(65536))
        self._work = bytearray(P.WORK)
        self._work[P.WEIGHTS : P.WEIGHTS + 52] = _WEIGHT_OF

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
        rank = self._learn(view)
        n = view["players"]
        scores = [0] * len(legal)
        live = list(range(len(legal)))  # the cards still played out, in the order of legal
        cards = [rank[m & 255] for m in legal]
        work = self._work
        sampler = self.sampler
        deal_cards, play_out = P.deal, P.play_out
        for deal in range(self.deals):
            if n > 2 and deal >= (_NARROW_AFTER_3 if n == 3 else _NARROW_AFTER_4):
                # longer playouts: the rest of the budget spread over the deals left, on the best cards
                budget = _BUDGET_3 if n == 3 else _BUDGET_4
                keep = max(1, (budget - self.last_playouts) // (self.deals - deal))
                # ties: CPython's sort keeps legal's order, MicroPython's (not stable) may not
                ranked = sorted(live, key=lambda i: -scores[i])
                live = sorted(ranked[:keep])
            sampler.x = deal_cards(work, sampler.x)
            for i in live:
                scores[i] += play_out(work, cards[i])
            self.last_playouts += len(live)
        best = live[0]
        for i in live:
            if scores[i] > scores[best]:
                best = i
        return legal[best]

    def _learn(self, view):
        """The work buffer set for this decision's playouts: the trump's tables (a playout
        names a card by its rank in the order it is shed, see _ranked), the players, the
        trick on the table, our hand and the cards we have not seen; the ranks of the cards."""
        work = self._work
        at_suits, at_highs, at_points, at_players, at_trump, at_jack, at_seat = _PLACES
        at_dealer_side, at_next, at_teams, at_start, at_trick, at_seats, at_on_table = _SEAT_PLACES
        at_hands_dealt, at_lens, at_pool, at_pool_size, at_sizes, at_dealt = _CARD_PLACES
        n = view["players"]
        trump = view["trump"]
        teams = view["teams"]
        at = trump * 52
        rank = _RANK[at : at + 52]
        work[at_suits : at_suits + 52] = _SUIT_OF[at : at + 52]
        work[at_highs : at_highs + 52] = _HIGH_OF[at : at + 52]
        work[at_points : at_points + 52] = _POINTS_OF[at : at + 52]
        work[at_players] = n
        work[at_trump] = trump
        work[at_jack] = rank[trump * 13 + 10]
        work[at_seat] = self.seat
        work[at_dealer_side] = teams[view["dealer"]]
        order = view["order"]
        for i in range(n):
            work[at_next + order[i]] = order[(i + 1) % n]
            work[at_teams + i] = teams[i]
            work[at_start + i] = view["taken"][i]
        seat = view["leader"]  # the trick on the table, ours to play next (see play_out)
        trick = view["trick"]
        for i in range(len(trick)):
            work[at_trick + i] = rank[trick[i]]
            work[at_seats + i] = seat
            seat = work[at_next + seat]
        work[at_on_table] = len(trick)
        work[at_seats + len(trick)] = self.seat
        own = sorted([rank[c] for c in view["hand"]])
        at = at_hands_dealt + 16 * self.seat
        work[at : at + len(own)] = bytes(own)
        work[at_lens + self.seat] = len(own)
        # the unseen cards: in the others' hands or in the stock
        seen = bytearray(52)
        for group in (view["hand"], view["played"], trick, view["shown"], view["discards"]):
            for c in group:
                seen[c] = 1
        if view["turnup"] != 255:
            seen[view["turnup"]] = 1
        size = 0
        for c in range(52):
            if not seen[c]:
                work[at_pool + size] = rank[c]
                size += 1
        work[at_pool_size] = size
        dealt = 0  # the others' hands from the pool (all it holds, if it held too few)
        for s in range(n):
            if s != self.seat:
                take = min(view["hand_sizes"][s], size - dealt)
                work[at_sizes + s] = take
                dealt += take
        work[at_dealt] = dealt
        return rank

    def _bid(self, view):
        """Eldest stands when the trump as it is scores more over sampled deals than a beg:
        the dealer (taken to bid as the normal bot) gives a point on a strong trump, else
        runs the pack (worth _RUN_WORTH). The dealer gives when the trump is worth the point
        over deals in which eldest holds a hand the normal bot would beg on. A deal in which
        the dealer would give needs no playout: standing and begging score its cards alike."""
        eldest = view["eldest"]
        dealer = view["dealer"]
        bidding = view["phase"] == "bid"
        target = view["target"]
        may_give = target == 0 or view["scores"][eldest] + 1 < target
        margin = kept = 0  # standing's (or giving's) worth less the other bid's, summed over deals
        work = self._work
        sampler = self.sampler
        deal_cards, strength, deal_worth = P.deal, P.strength, P.deal_worth
        for _ in range(2 * self.bid_deals):  # room for the deals a beg rules out
            sampler.x = deal_cards(work, sampler.x)
            if not bidding and strength(work, eldest) >= greedy._STAND_AT:
                continue  # eldest would have stood on this hand
            kept += 1
            if not bidding:
                margin += deal_worth(work, eldest) - _POINT - _RUN_WORTH
            elif may_give and strength(work, dealer) >= greedy._STAND_AT:
                margin -= _POINT  # the dealer gives: a beg scores the deal's worth and a point
            else:
                margin += deal_worth(work, eldest) - _RUN_WORTH
            if kept == self.bid_deals:
                break
        self.last_playouts = kept
        if bidding:
            return STAND if margin >= 0 else BEG
        return GIVE if kept and margin >= 0 else RUN
