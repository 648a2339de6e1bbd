# Siódemki (All Fours / Seven Up): 2-4 players (four as partners), six tricks a deal,
# points for High, Low, Jack and Game; the contract is shared/rules/siodemki.md.
"""
The physical-table irregularity rules (a shown card, failing to follow suit when
able) are not modelled: the engine refuses every illegal play, so they never arise.

Seats sit around the table in `_order` (clockwise); "left of" means the next seat in
it. With four, the dealer's partner (second highest draw) sits opposite the dealer,
so the order is rearranged after the draw; a side is a seat (two or three players)
or a partnership (position parity, four players). Card places live in `_loc`.
"""

from lysbord import cards
from lysbord.compat import const
from lysbord.games.base import Game
from lysbord.games.siodemki_rules import (  # noqa: F401 (move_name, parse_move: module interface)
    BEG,
    DISC,
    DISCARD,
    GIVE,
    NONE,
    PLAY,
    RUN,
    SHOWN,
    STAND,
    STOCK,
    TRICK,
    TURNUP,
    WON,
    card_points,
    high_value,
    move_name,
    parse_move,
    trick_winner,
)
from lysbord.games.siodemki_view import build_view, pack, scramble, unpack
from lysbord.rng import Rng

PLAYERS = (2, 3, 4)
TARGETS = (7, 10, 0)
PHASES = ("bid", "give or run", "discard", "play", "over")
_BID = const(0)
_OFFER = const(1)
_DISCARDING = const(2)
_TRICKS = const(3)
_OVER = const(4)
_HAND = const(6)


class Siodemki(Game):
    """One game of Siódemki to a target (7 or 10) or of a single deal (target 0)."""

    GAME_ID = 4
    VERSION = 1

    def __init__(self, players, seed, target=7, may_trump_when_able=False):
        if players not in PLAYERS:
            raise ValueError("expected 2, 3 or 4 players, got %r" % (players,))
        if target not in TARGETS:
            raise ValueError("expected target 7, 10 or 0 (one deal), got %r" % (target,))
        if may_trump_when_able not in (True, False):
            raise ValueError("expected may_trump_when_able True or False, got %r" % (may_trump_when_able,))
        self._blank(players, target, may_trump_when_able)
        self._rng = Rng(seed)
        self._draw_for_deal()
        self._new_deal()
        self._begin()

    def _blank(self, players, target, may_trump):
        self.players = players
        self.target = target
        self.may_trump = bool(may_trump)
        self._order = bytearray(4)
        self._draws = bytearray(4)
        self._points = bytearray(4)  # by side
        self._won = bytearray(4)  # tricks won this deal, by seat
        self._trick = bytearray(4)
        self._last = bytearray(4)
        self._awards = bytearray(b"\xff\xff\xff\xff")  # sides that scored High, Low, Jack, Game last deal
        self._deck = bytearray(52)
        self._loc = bytearray(52)
        self.over = False
        self.turn = -1
        self.winner = NONE  # side that reached the target

    # --- seating -----------------------------------------------------------
    def _draw_for_deal(self):
        """Each seat draws a card: highest deals, second highest partners him (ties: all redraw)."""
        n = self.players
        deck = cards.deck()
        while True:
            self._rng.shuffle(deck)
            values = sorted([high_value(deck[i]) for i in range(n)])
            if values[-1] != values[-2] and (n < 4 or values[-2] != values[-3]):
                break
        self._draws[:n] = deck[:n]
        ranked = sorted(range(n), key=lambda s: -high_value(deck[s]))
        self.dealer = ranked[0]
        for i in range(n):
            self._order[i] = (self.dealer + i) % n
        if n == 4:  # the partner moves opposite the dealer; the others keep their turn order
            others = [s for s in self._order[1:4] if s != ranked[1]]
            self._order[1:4] = bytes((others[0], ranked[1], others[1]))

    def _pos(self, seat):
        order = self._order
        for i in range(self.players):
            if order[i] == seat:
                return i
        raise ValueError("expected a seat 0-%d, got %r" % (self.players - 1, seat))

    def left(self, seat):
        """The seat to the left of seat (the next to play or be dealt to)."""
        return self._order[(self._pos(seat) + 1) % self.players]

    def team_of(self, seat):
        """The side a seat scores for: itself, or its partnership (0 = the first dealer's) with four."""
        return self._pos(seat) & 1 if self.players == 4 else seat

    def hand(self, seat):
        """The cards seat holds, as bytes in card order."""
        loc = self._loc
        return bytes([c for c in range(52) if loc[c] == seat])

    # --- dealing -----------------------------------------------------------
    def _new_deal(self):
        deck = self._deck
        for i in range(52):
            deck[i] = i
        self._rng.shuffle(deck)
        self._deal_from_deck()

    def _deal_from_deck(self):
        loc = self._loc
        for i in range(52):
            loc[i] = STOCK
        for i in range(4):
            self._won[i] = 0
        self.top = self.played = self.tricks = 0
        self.rejected = self.last_leader = self.turnup = NONE
        self.high_seat = self.low_seat = self.leader = NONE
        self.jack_in = 0
        self.phase = _BID
        self._deal_round()
        self._deal_round()
        self._turn_up()
        if not self.over:
            self.phase = _BID
            self.turn = self.left(self.dealer)

    def _deal_stacked(self, deck, dealer, points=None, order=None):
        """Tests only: restart the deal from a given deck order, dealer, side points and seating."""
        self._deck[:] = bytes(deck)
        self.dealer = dealer
        if order is not None:
            self._order[: self.players] = bytes(order)
        if points is not None:
            self._points[: len(points)] = bytes(points)
        self.over = False
        self.winner = NONE
        self._deal_from_deck()
        self._begin()

    def _deal_round(self):
        """Three cards to every seat, starting left of the dealer."""
        deck, loc, seat = self._deck, self._loc, self.dealer
        for _ in range(self.players):
            seat = self.left(seat)
            for i in range(3):
                loc[deck[self.top + i]] = seat
            self.top += 3

    def _turn_up(self):
        if self.turnup != NONE:
            self._loc[self.turnup] = SHOWN
        card = self._deck[self.top]
        self.top += 1
        self._loc[card] = TURNUP
        self.turnup = card
        self.trump = card // 13
        # The turn-up jack scores the dealer, except a jack of the suit just rejected.
        if card % 13 == 10 and card // 13 != self.rejected:
            self._score(self.team_of(self.dealer), 1)

    def _score(self, side, points):
        """Add points to a side; True (and the game ends) when it reaches the target first."""
        self._points[side] += points
        if self.target and self._points[side] >= self.target and self.winner == NONE:
            self.winner = side
            self._finish()
        return self.over

    def _finish(self):
        self.over = True
        self.leader = NONE
        self.phase = _OVER
        self.turn = -1

    def _run_the_pack(self):
        self.rejected = self.trump
        need = 3 * self.players + 1
        while True:
            if 52 - self.top < need:  # the pack ran out before a new suit: void, same dealer
                self._new_deal()
                return
            self._deal_round()
            self._turn_up()
            if self.over or self.trump != self.rejected:
                break
        if not self.over:
            self.phase = _DISCARDING
            self.turn = self.dealer
            self._next_discarder()

    def _next_discarder(self):
        seat = self.left(self.turn) if self.turn == self.dealer else self.turn
        for _ in range(self.players):
            if len(self.hand(seat)) > _HAND:
                self.turn = seat
                return
            seat = self.left(seat)
        self._start_play()

    def _start_play(self):
        """Trump is settled: note High, Low and the jack as dealt, eldest leads."""
        loc, trump = self._loc, self.trump
        best = low = 0
        self.high_seat = self.low_seat = NONE
        for c in range(trump * 13, trump * 13 + 13):
            if loc[c] < 4:
                value = high_value(c)
                if value > best:
                    best, self.high_seat = value, loc[c]
                if low == 0 or value < low:
                    low, self.low_seat = value, loc[c]
        self.jack_in = 1 if loc[trump * 13 + 10] < 4 else 0
        self.phase = _TRICKS
        self.turn = self.leader = self.left(self.dealer)
        self.played = 0

    # --- moves ---------------------------------------------------------------
    def may_give(self):
        """True when the dealer may give eldest a point (it must not make eldest reach the target)."""
        side = self.team_of(self.left(self.dealer))
        return self.target == 0 or self._points[side] + 1 < self.target

    def legal_moves(self):
        """The moves open to the seat to move."""
        phase = self.phase
        if phase == _BID:
            return [STAND, BEG]
        if phase == _OFFER:
            return [GIVE, RUN] if self.may_give() else [RUN]
        if phase == _DISCARDING:
            return [DISCARD | c for c in self.hand(self.turn)]
        if phase != _TRICKS:
            return []
        hand = self.hand(self.turn)
        if self.played:
            led, trump = self._trick[0] // 13, self.trump
            follow = [c for c in hand if c // 13 == led]
            if follow and (led != trump and self.may_trump):
                follow += [c for c in hand if c // 13 == trump]
            if follow:
                hand = follow
        return [PLAY | c for c in hand]

    def _apply(self, move):
        if self.over:
            raise ValueError("the game is over")
        if move not in self.legal_moves():
            raise ValueError(self._why(move))
        phase, card = self.phase, move & 255
        if move == STAND:
            self._start_play()
        elif move == BEG:
            self.phase = _OFFER
            self.turn = self.dealer
        elif move == GIVE:
            self._score(self.team_of(self.left(self.dealer)), 1)  # may_give: it cannot reach the target
            self._start_play()
        elif move == RUN:
            self._run_the_pack()
        elif phase == _DISCARDING:
            self._loc[card] = DISC + self.turn
            self._next_discarder()
        else:
            self._play_card(card)

    def _why(self, move):
        """Why a move is refused, in words."""
        want = ("stand or beg", "give or run", "a discard", "a card to play")[self.phase]
        if self.phase == _OFFER and move == GIVE:
            return "the dealer may not give: that point would make eldest reach %d; run the pack" % self.target
        kind, card = move & 0xFF00, move & 255
        if kind == PLAY and self.phase == _TRICKS and card < 52:
            if self._loc[card] != self.turn:
                return "%s is not in your hand" % cards.name(card)
            led = self._trick[0] // 13
            if led == self.trump:
                return "a trump was led: you must play a trump"
            return "you must follow suit (%s)" % cards.SUIT_CHARS[led]
        if kind == DISCARD and self.phase == _DISCARDING and card < 52:
            return "%s is not in your hand" % cards.name(card)
        return "expected %s, got move %d" % (want, move)

    def _play_card(self, card):
        loc, trick, n = self._loc, self._trick, self.players
        loc[card] = TRICK
        trick[self.played] = card
        self.played += 1
        if self.played < n:
            self.turn = self.left(self.turn)
            return
        offset = trick_winner(trick, n, self.trump)
        winner = self.leader
        for _ in range(offset):
            winner = self.left(winner)
        for i in range(n):
            loc[trick[i]] = WON + winner
        self._last[:] = trick
        self.last_leader = self.leader
        self._won[winner] += 1
        self.tricks += 1
        self.played = 0
        self.turn = self.leader = winner
        if self.tricks == _HAND:
            self._end_deal()

    # --- scoring -------------------------------------------------------------
    def taken(self, seat):
        """Card points (ten 10, ace 4, king 3, queen 2, jack 1) in the tricks seat won."""
        loc, total = self._loc, 0
        for c in range(52):
            if loc[c] == WON + seat:
                total += card_points(c)
        return total

    def _game_side(self):
        """Side with most card points; a dealer tie goes to the other, two non-dealers tied: none."""
        per_side = [0, 0, 0, 0]
        for seat in range(self.players):
            per_side[self.team_of(seat)] += self.taken(seat)
        sides = 2 if self.players == 4 else self.players
        best = max(per_side[:sides])
        tied = [s for s in range(sides) if per_side[s] == best]
        if len(tied) > 1:
            tied = [s for s in tied if s != self.team_of(self.dealer)]
        return tied[0] if len(tied) == 1 else NONE

    def _end_deal(self):
        """Count High, Low, Jack, Game in that order: the first side to reach the target wins."""
        awards, side = self._awards, self.team_of
        jack = self.trump * 13 + 10
        awards[0] = side(self.high_seat) if self.high_seat != NONE else NONE
        awards[1] = side(self.low_seat) if self.low_seat != NONE else NONE
        awards[2] = side(self._loc[jack] - WON) if self.jack_in else NONE
        awards[3] = self._game_side()
        for i in range(4):
            if awards[i] != NONE and self._score(awards[i], 1):
                return
        if self.target == 0:
            self._finish()
            return
        self.dealer = self.left(self.dealer)
        self._new_deal()

    def scores(self):
        """Points per seat (partners share their side's points)."""
        return tuple([self._points[self.team_of(s)] for s in range(self.players)])

    def winners(self):
        """Seats of the side that won; after a single deal the most points (all tied: a draw)."""
        if not self.over:
            return ()
        points = self.scores()
        if self.winner != NONE:
            return tuple([s for s in range(self.players) if self.team_of(s) == self.winner])
        best = max(points)
        seats = tuple([s for s in range(self.players) if points[s] == best])
        return () if len(seats) == self.players else seats

    # --- views and saves ---------------------------------------------------
    def may_look(self, seat):
        """With more than two, only dealer and eldest see their cards before trump is accepted."""
        if self.players == 2 or self.phase >= _DISCARDING:
            return True
        return seat == self.dealer or seat == self.left(self.dealer)

    def view(self, player):
        """What player may see: own hand (when allowed), the table, the scores."""
        return build_view(self, player)

    def _census(self):
        return list(self._deck)

    def _scramble_hidden(self, player, rng):
        """Shuffle other hands, the stock and others' discards (and an unlooked own hand)."""
        scramble(self, player, rng)

    def _pack(self):
        return pack(self)

    def _unpack(self, payload):
        unpack(self, payload)


def new_game(players, seed, target=7, may_trump_when_able=False):
    """A new game: seats draw for the deal, then the first deal is made."""
    return Siodemki(players, seed, target, may_trump_when_able)
