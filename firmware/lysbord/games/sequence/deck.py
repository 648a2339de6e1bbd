# Sequence cards: dead-card exchange, the silent-play penalty, discards and the draw pile
# (virtual-deck mode); the Sequence class (the package face, __init__.py) adds the board moves.
from lysbord import cards
from lysbord.compat import const
from lysbord.games.sequence.moves import EXCHANGE, PENALTY, TEAM_NAMES, move_name
from lysbord.games.sequence.state import State
from lysbord.i18n import _
from lysbord.layout import is_jack

_NO = const(255)  # an empty hand slot


def _shuffle(rng, items, start, end):
    # Exactly Rng.shuffle(items, start, end), with the generator inlined: the deal's hot loop.
    # Rng.below(n) rejects x >= (2**32 // n) * n, which is above 2**32 - 256 for n <= 256:
    # the division is done only for the rare x up there.
    x = rng.state
    if x > 0xFFFFFFFF:  # a secret deal's generator (lysbord/rng.py): not this one
        rng.shuffle(items, start, end)
        return
    n = end - start
    for i in range(end - 1, start, -1):
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        while x >= 0xFFFFFF00 and x >= (0x100000000 // n) * n:
            x ^= (x << 13) & 0xFFFFFFFF
            x ^= x >> 17
            x ^= (x << 5) & 0xFFFFFFFF
        j = start + x % n
        items[i], items[j] = items[j], items[i]
        n -= 1
    rng.state = x


class Cards(State):
    """The card side of a Sequence game: hands, piles, exchanges and penalties."""

    def penalty_moves(self):
        """The penalty moves the referee may play now (virtual mode, not while one is paid)."""
        if self.over or not self.virtual or self._pending:
            return ()
        return tuple(PENALTY << 13 | t for t in range(self.teams) if self._team_cards(t))

    def _exchange(self, card, cell, slot):
        if not self.virtual:
            raise ValueError(_("in referee mode dead cards are exchanged with the physical cards"))
        if cell or is_jack(card):
            raise ValueError(
                _("expected a dead non-jack card to exchange, got %s") % move_name(EXCHANGE << 13 | card << 7 | cell)
            )
        if not self.is_dead(card):
            raise ValueError(_("%s is not dead: one of its cells is free") % cards.name(card))
        if self._exchanged:
            raise ValueError(_("only one dead card may be exchanged per turn"))
        self._replace(slot, card)
        self._exchanged = True
        if not self.legal_moves():
            self._advance()  # nothing playable even after the exchange: the turn passes

    def _penalize(self, move):
        team = move & 127
        if move >> 7 & 63 or team >= self.teams:
            raise ValueError(_("expected a penalty on team A-%s, got %d") % (TEAM_NAMES[self.teams - 1], move))
        if not self.virtual:
            raise ValueError(_("in referee mode the penalty is paid with the physical cards"))
        if self._pending:
            raise ValueError(_("a penalty is already being paid"))
        mask = self._team_cards(team)
        if not mask:
            raise ValueError(_("team %s holds no cards to give up") % TEAM_NAMES[team])
        self._pending = mask
        self._resume = self.turn
        self._next_payer()

    def _team_cards(self, team):
        # Bit mask of the team's seats that hold at least one card.
        mask = 0
        size = self.hand_size
        hands = self._hands
        for seat in range(team, self.players, self.teams):
            for slot in range(seat * size, seat * size + size):
                if hands[slot] != _NO:
                    mask |= 1 << seat
                    break
        return mask

    def _pay(self, card, cell):
        if not self._pending:
            raise ValueError(_("no penalty is being paid"))
        if cell:
            raise ValueError(_("expected 'pay XX' with no cell, got cell %d") % cell)
        slot = self._slot(card)
        self._discard(card)
        self._hands[slot] = _NO
        self._pending &= ~(1 << self.turn)
        self._next_payer()

    def _next_payer(self):
        pending = self._pending
        if pending:
            seat = 0
            while not pending >> seat & 1:
                seat += 1
            self.turn = seat
            return
        self.turn = self._resume
        if not self.legal_moves():
            self._advance()

    # --- piles -----------------------------------------------------------------
    def _discard(self, card):
        self._disc += 1
        self._pile[104 - self._disc] = card

    def _replace(self, slot, card):
        # The card played from slot to the discards, the next from the draw pile in its place.
        disc = self._disc + 1
        self._disc = disc
        pile = self._pile
        pile[104 - disc] = card
        draw = self._draw
        if draw:  # most draws: no reshuffle
            self._draw = draw - 1
            self._hands[slot] = pile[draw - 1]
        else:
            self._hands[slot] = self._draw_card()

    def _draw_card(self):
        # The top card of the draw pile (discards reshuffled when it is empty).
        if not self._draw:
            count = self._disc
            if not count:
                return _NO
            pile = self._pile
            pile[0:count] = pile[104 - count : 104]
            self._draw = count
            self._disc = 0
            _shuffle(self._rng, pile, 0, count)
        self._draw -= 1
        return self._pile[self._draw]
