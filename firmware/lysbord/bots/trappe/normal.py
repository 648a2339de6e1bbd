# A Høyers trappe player that sees only its view: sheds cards before drawing, keeps
# the cards of the closing rank for closing, and leaves itself cards that still fit.
from lysbord.bots import random_bot
from lysbord.compat import const
from lysbord.games.trappe import row

_GO_OUT = const(100000)
_PLAY = const(1000)
_NEW = const(400)
_CLOSE = const(60)
_WASTE_CLOSER = const(700)  # a closing-rank card laid anywhere but as a close
_PER_FIT = const(6)
_PER_RANK = const(-8)  # low cards first: tuned against random-shedding players


class Bot(random_bot.Bot):
    """Greedy: going out, then shedding on a pile, then a new pile, then drawing."""

    closing_bonus = _CLOSE  # what closing the closing pile adds to a play (the hard bot: none)

    def choose(self, view):
        """The best-scored legal move for this view (ties broken by the seeded rng)."""
        legal = self.legal_moves(view)
        if len(legal) == 1:
            return legal[0]
        best = None
        best_score = 0
        for move in legal:
            score = self.score(view, move) * 8 + self.rng.below(8)
            if best is None or score > best_score:
                best, best_score = move, score
        return best

    def score(self, view, move):
        """How much this bot likes move: higher is better."""
        kind = row.kind_of(move)
        if kind == row.KIND_DRAW or kind == row.KIND_PASS:
            return 0
        card = row.card_of(move)
        hand = view["hand"]
        closing = view["closing"]
        tops = bytearray(view["tops"])
        rank = card % 13 + 1
        if kind == row.KIND_PLAY:
            if len(hand) == 1:
                return _GO_OUT
            pile = row.pile_of(move)
            score = _PLAY
            tops[pile] = card
            if pile == 0 and rank == closing:
                tops[0:1] = b""
                score += self.closing_bonus
        else:
            score = _NEW
            tops.append(card)
        if rank == closing and not (kind == row.KIND_PLAY and row.pile_of(move) == 0):
            score -= _WASTE_CLOSER
        # Keep the high cards (they fit next to the talon and close) and cards that still fit.
        score += rank * _PER_RANK + _PER_FIT * self._fitting(hand, card, tops, closing)
        return score

    def _fitting(self, hand, played, tops, closing):
        """How many of the cards left in hand could be laid on the row after the move."""
        count = 0
        size = len(tops)
        for card in hand:
            if card == played:
                continue
            for pile in range(size + 1):
                if row.fits(tops, closing, card, pile):
                    count += 1
                    break
        return count
