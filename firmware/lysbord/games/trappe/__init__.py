# Høyers trappe (Ole Høyer Hansen, 2023): a shedding game on a staircase of piles,
# several rounds to a points threshold. Spec: docs/rules/hoyers_trappe.md.
"""
Interpretations beyond the spec's words:
- Laying the closing card to start the closing pile (no piles) closes it at once,
  as the first turned king does; the player then draws as usual.
- The talon is refilled from the face-down discard as soon as it is empty.
- With more than six players, the dealer and the next players clockwise sit out
  (as many as needed to leave six); the dealer moves one seat clockwise each round.
- A player with nothing to draw and no legal play passes; when every player still in
  the round passes in a row, the round is blocked and ends with no more points.
"""

from lysbord.compat import const
from lysbord.games.base import Game
from lysbord.games.trappe import row, save
from lysbord.games.trappe.row import DRAW, PASS, move_name, parse_move  # noqa: F401
from lysbord.games.trappe.save import DOWN, PILE, TALON, UP, cards_each, target
from lysbord.i18n import _
from lysbord.rng import Rng

PLAYERS = (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)
_ACTIVE_MAX = const(6)
_SIT_OUT_POINTS = const(5)


def new_game(players, seed, **options):
    """A fresh game for 2-12 players; Høyers trappe has no options."""
    if options:
        raise ValueError("expected no options, got %s" % ", ".join(sorted(options)))
    return Trappe(players, seed)


class Trappe(Game):
    """The whole game: rounds, the row, the talon, the discard pile and the scores."""

    GAME_ID = 3
    VERSION = 1
    RNG = "rng"  # a secret deal keeps its whole state in a save (games/base.py)

    def __init__(self, players, seed=0):
        if players not in PLAYERS:
            raise ValueError("expected 2-12 players, got %r" % (players,))
        self.players = players
        self.rng = Rng(seed)
        self.points = [0] * players
        self.base = [0] * players  # points when this round began, before sit-out points
        self.last_gain = bytearray(players)  # points each seat won in the last finished round
        self.round = 0
        self.over = False
        self._deal()
        self._begin()

    # --- rounds --------------------------------------------------------------
    def sitting_out(self, seat):
        """True when seat sits out this round (only with more than six players)."""
        return (seat - self.round) % self.players < self.players - _ACTIVE_MAX

    def _deal(self):
        n = self.players
        self.where = bytearray(52)
        deck = bytearray(range(52))
        self.rng.shuffle(deck)
        self.playing = 0  # bit mask of seats still in the round
        dealer = self.round % n
        order = [(dealer + 1 + i) % n for i in range(n)]
        seats = [s for s in order if not self.sitting_out(s)]
        for s in range(n):
            if self.sitting_out(s):
                self.points[s] += _SIT_OUT_POINTS
        each = cards_each(len(seats))
        for i in range(each * len(seats)):
            self.where[deck[i]] = seats[i % len(seats)]
        for s in seats:
            self.playing |= 1 << s
        self.talon = bytearray(deck[each * len(seats) :])
        for c in self.talon:
            self.where[c] = TALON
        self.tops = bytearray()
        self.closing = 13
        self.passes = 0
        first = self.talon[-1]
        self.talon[-1:] = b""
        self._lay(first, 0)
        self.turn = seats[0]  # the first seat in play clockwise from the dealer

    def _lay(self, card, pile):
        """Put card on pile (len(tops) starts a new one), closing the pile if it must."""
        tops = self.tops
        if pile == len(tops):
            tops.append(card)
        else:
            tops[pile] = card
        self.where[card] = PILE + pile
        if pile == 0 and card % 13 + 1 == self.closing:
            self._close(card)

    def _close(self, card):
        where = self.where
        for c in range(52):
            at = where[c]
            if at == PILE:
                where[c] = DOWN
            elif at > PILE:
                where[c] = at - 1
        where[card] = UP
        self.tops[0:1] = b""
        # Four of the closing rank face up: the closing card steps one rank down.
        while self.closing > 1 and self._count_up(self.closing) == 4:
            self.closing -= 1

    def _count_up(self, rank):
        where = self.where
        return sum(1 for s in range(4) if where[s * 13 + rank - 1] == UP)

    def _refill(self):
        if self.talon:
            return
        pool = bytearray(c for c in range(52) if self.where[c] == DOWN)
        self.rng.shuffle(pool)
        for c in pool:
            self.where[c] = TALON
        self.talon = pool

    def hand(self, seat):
        """The cards seat holds, in card order."""
        where = self.where
        cards = bytearray()
        for c in range(52):
            if where[c] == seat:
                cards.append(c)
        return bytes(cards)

    def hand_size(self, seat):
        """How many cards seat holds."""
        where = self.where
        count = 0
        for c in range(52):
            if where[c] == seat:
                count += 1
        return count

    def _sizes(self):
        """Hand sizes of every seat, in one pass over the cards."""
        sizes = [0] * self.players
        for at in self.where:
            if at < TALON:
                sizes[at] += 1
        return sizes

    def _next_seat(self, seat):
        for step in range(1, self.players + 1):
            other = (seat + step) % self.players
            if self.playing >> other & 1:
                return other
        return -1

    def in_round(self):
        """The seats still playing this round."""
        return tuple(s for s in range(self.players) if self.playing >> s & 1)

    # --- moves -----------------------------------------------------------------
    def legal_moves(self):
        """Every legal move for the seat to move."""
        if self.over:
            return []
        tops = self.tops
        closing = self.closing
        count = len(tops)
        moves = []
        fits = row.fits
        hand = self.hand(self.turn)
        for pile in range(count + 1):  # pile by pile from the talon, then new piles
            for card in hand:
                if fits(tops, closing, card, pile):
                    moves.append(row.new_move(card) if pile == count else row.play_move(card, pile))
        if self.talon:
            moves.append(DRAW)
        if not moves:
            moves.append(PASS)
        return moves

    def _apply(self, move):
        if self.over:
            raise ValueError(_("the game is over"))
        seat = self.turn
        kind = row.kind_of(move)
        if kind > row.KIND_PASS:
            raise ValueError(_("expected a move from legal_moves(), got %d") % move)
        if kind == row.KIND_DRAW or kind == row.KIND_PASS:
            if move & 0xFFF:
                raise ValueError(_("expected a move from legal_moves(), got %d") % move)
            if kind == row.KIND_DRAW and not self.talon:
                raise ValueError(_("the talon is empty: nothing to draw"))
            if kind == row.KIND_PASS and self.legal_moves() != [PASS]:
                raise ValueError(_("you may pass only when you can neither draw nor play"))
        else:
            card = row.card_of(move)
            count = len(self.tops)
            pile = count if kind == row.KIND_NEW else row.pile_of(move)
            if card >= 52 or (kind == row.KIND_NEW and move & 0xFC0):
                raise ValueError(_("expected a move from legal_moves(), got %d") % move)
            if self.where[card] != seat:
                raise ValueError(_("%s is not in your hand") % row.cards.name(card))
            if kind == row.KIND_PLAY and pile >= count:
                raise ValueError(_("there is no pile %d (the row has %d)") % (pile + 1, count))
            reason = row.why_not(self.tops, self.closing, card, pile)
            if reason:
                raise ValueError(reason)
        # Valid: now change the state.
        if kind == row.KIND_PASS:
            self.passes += 1
        else:
            self.passes = 0
        if kind == row.KIND_PLAY or kind == row.KIND_NEW:
            self._lay(card, pile)
            self._refill()
        if (kind == row.KIND_DRAW or kind == row.KIND_NEW) and self.talon:
            self.where[self.talon[-1]] = seat
            self.talon[-1:] = b""
            self._refill()
        self._after(seat)

    def _after(self, seat):
        if not self.hand_size(seat):
            self.playing &= ~(1 << seat)
            sizes = self._sizes()
            self.points[seat] += sum(sizes[s] for s in self.in_round())
        left = self.in_round()
        if len(left) <= 1 or self.passes >= len(left):
            self._end_round()
        else:
            self.turn = self._next_seat(seat)

    def _end_round(self):
        for s in range(self.players):
            self.last_gain[s] = min(255, self.points[s] - self.base[s])
        self.base = list(self.points)
        if max(self.points) >= target(self.players):
            self.over = True
            self.turn = -1
            return
        self.round += 1
        self._deal()

    # --- scoring ---------------------------------------------------------------
    def scores(self):
        """Total points per seat."""
        return tuple(self.points)

    def winners(self):
        """The seats with the highest total once the game is over; () before."""
        if not self.over:
            return ()
        best = max(self.points)
        return tuple(s for s in range(self.players) if self.points[s] == best)

    def view(self, player):
        """What player may see: the row, the discard's closing cards, own hand, sizes, scores."""
        view = save.view(self, player)
        view["target"] = target(self.players)
        return view

    # --- serialisation -----------------------------------------------------------
    def _pack(self):
        return save.pack(self)

    def _unpack(self, payload):
        save.unpack(self, payload)

    def _census(self):
        return save.census(self)

    def _scramble_hidden(self, player, rng):
        save.scramble_hidden(self, player, rng)
