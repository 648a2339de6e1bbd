# Siódemki (All Fours / Seven Up): 2-4 players (four as partners), six tricks a deal,
# points for High, Low, Jack and Game; the contract is docs/rules/siodemki.md.
"""
The physical-table irregularity rules (a shown card, failing to follow suit when
able) are not modelled: the engine refuses every illegal play, so they never arise.

Seats sit around the table in `_order` (clockwise); "left of" means the next seat in
it. With four, the dealer's partner (second highest draw) sits opposite the dealer,
so the order is rearranged after the draw; a side is a seat (two or three players)
or a partnership (position parity, four players). Card places live in `_loc`.
"""

from lysbord.games.base import Game
from lysbord.games.siodemki import deal
from lysbord.games.siodemki.rules import (  # noqa: F401 (move_name, public_move_name, parse_move, PHASES: the module interface)
    BEG,
    BIDDING,
    DISC,
    DISCARD,
    DISCARDING,
    GIVE,
    HAND_SIZE,
    NONE,
    OFFERING,
    OVER,
    PHASES,
    PLAY,
    PLAYING,
    RUN,
    STAND,
    TRICK,
    WON,
    card_points,
    high_value,
    move_name,
    parse_move,
    public_move_name,
    trick_winner,
)
from lysbord.games.siodemki.view import build_view, pack, scramble, unpack, why_refused
from lysbord.i18n import _
from lysbord.rng import Rng

PLAYERS = (2, 3, 4)
TARGETS = (7, 10, 0)


class Siodemki(Game):
    """One game of Siódemki to a target (7 or 10) or of a single deal (target 0)."""

    GAME_ID = 4
    VERSION = 1
    RNG = "_rng"  # a secret deal keeps its whole state in a save (games/base.py)

    def __init__(self, players, seed, target=7, may_trump_when_able=False):
        if players not in PLAYERS:
            raise ValueError("expected 2, 3 or 4 players, got %r" % (players,))
        if target not in TARGETS:
            raise ValueError("expected target 7, 10 or 0 (one deal), got %r" % (target,))
        if may_trump_when_able not in (True, False):
            raise ValueError("expected may_trump_when_able True or False, got %r" % (may_trump_when_able,))
        self._blank(players, target, may_trump_when_able)
        self._rng = Rng(seed)
        deal.draw_for_deal(self)
        deal.new_deal(self)
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
        self._last = bytearray(4)  # the last trick played, kept into the next deal
        self._taken = bytearray(4)  # card points each seat took in the last finished deal
        self.last_leader = NONE
        self._awards = bytearray(b"\xff\xff\xff\xff")  # sides that scored High, Low, Jack, Game last deal
        self._deck = bytearray(52)
        self._loc = bytearray(52)
        self.over = False
        self.turn = -1
        self.winner = NONE  # side that reached the target

    # --- seating -----------------------------------------------------------
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
    def _deal_stacked(self, deck, dealer, points=None, order=None):
        """Tests only: restart the deal from a given deck order, dealer, side points and seating."""
        self._deck[:] = bytes(deck)
        self.dealer = dealer
        if order is not None:
            self._order[: self.players] = bytes(order)
            # Draws that give this seating: ace, then king opposite (the partner with four).
            ranks = (0, 11, 12, 10) if self.players == 4 else (0, 12, 11)
            for i in range(self.players):
                self._draws[order[i]] = ranks[i]
        if points is not None:
            self._points[: len(points)] = bytes(points)
        self.over = False
        self.winner = NONE
        deal.deal_from_deck(self)
        self._begin()

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
        self.phase = OVER
        self.turn = -1

    # --- moves ---------------------------------------------------------------
    def may_give(self):
        """True when the dealer may give eldest a point (it must not make eldest reach the target)."""
        side = self.team_of(self.left(self.dealer))
        return self.target == 0 or self._points[side] + 1 < self.target

    def legal_moves(self):
        """The moves open to the seat to move."""
        phase = self.phase
        if phase == BIDDING:
            return [STAND, BEG]
        if phase == OFFERING:
            return [GIVE, RUN] if self.may_give() else [RUN]
        if phase == DISCARDING:
            return [DISCARD | c for c in self.hand(self.turn)]
        if phase != PLAYING:
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
            raise ValueError(_("the game is over"))
        if move not in self.legal_moves():
            raise ValueError(why_refused(self, move))
        phase, card = self.phase, move & 255
        if move == STAND:
            deal.start_play(self)
        elif move == BEG:
            self.phase = OFFERING
            self.turn = self.dealer
        elif move == GIVE:
            self._score(self.team_of(self.left(self.dealer)), 1)  # may_give: it cannot reach the target
            deal.start_play(self)
        elif move == RUN:
            deal.run_the_pack(self)
        elif phase == DISCARDING:
            self._loc[card] = DISC + self.turn
            deal.next_discarder(self)
        else:
            self._play_card(card)

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
        for _step in range(offset):
            winner = self.left(winner)
        for i in range(n):
            loc[trick[i]] = WON + winner
        self._last[:] = trick
        self.last_leader = self.leader
        self._won[winner] += 1
        self.tricks += 1
        self.played = 0
        self.turn = self.leader = winner
        if self.tricks == HAND_SIZE:
            self._end_deal()

    # --- scoring -------------------------------------------------------------
    def taken(self, seat):
        """Card points (ten 10, ace 4, king 3, queen 2, jack 1) in the tricks seat won."""
        loc, total = self._loc, 0
        for c in range(52):
            if loc[c] == WON + seat:
                total += card_points(c)
        return total

    def _game_side(self, taken, dealer):
        """Side with most card points (taken: per seat); a dealer tie goes to the other, two
        non-dealers tied: none."""
        per_side = [0, 0, 0, 0]
        for seat in range(self.players):
            per_side[self.team_of(seat)] += taken[seat]
        sides = 2 if self.players == 4 else self.players
        best = max(per_side[:sides])
        tied = [s for s in range(sides) if per_side[s] == best]
        if len(tied) > 1:
            tied = [s for s in tied if s != self.team_of(dealer)]
        return tied[0] if len(tied) == 1 else NONE

    def _end_deal(self):
        """Count High, Low, Jack, Game in that order: the first side to reach the target wins."""
        awards, side = self._awards, self.team_of
        jack = self.trump * 13 + 10
        awards[0] = side(self.high_seat) if self.high_seat != NONE else NONE
        awards[1] = side(self.low_seat) if self.low_seat != NONE else NONE
        awards[2] = side(self._loc[jack] - WON) if self.jack_in else NONE
        for seat in range(self.players):
            self._taken[seat] = self.taken(seat)
        awards[3] = self._game_side(self._taken, self.dealer)
        for i in range(4):
            if awards[i] != NONE and self._score(awards[i], 1):
                return
        if self.target == 0:
            self._finish()
            return
        self.dealer = self.left(self.dealer)
        deal.new_deal(self)

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
        if self.players == 2 or self.phase >= DISCARDING:
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
