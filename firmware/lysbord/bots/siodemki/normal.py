# A Siódemki player that sees only its view: stands on strong trump, wins tricks
# that hold counting cards, keeps the jack of trumps safe and discards the weakest cards.
from lysbord.bots import random_bot
from lysbord.games.siodemki.rules import BEG, GIVE, PLAY, RUN, STAND, card_points, high_value, trick_winner

_STAND_AT = 5  # trump strength (see _strength) worth keeping the turned-up suit


def _strength(hand, trump):
    """A rough worth of a hand in trump: every trump, more for the honours and the Low cards."""
    total = 0
    for c in hand:
        if c // 13 == trump:
            value = high_value(c)
            total += 1 + (value >= 11) + (value >= 13) + (value <= 3)
    return total


def _keep(card, trump):
    """How much a card is worth keeping: trumps first, then aces and tens."""
    value = high_value(card)
    if card // 13 == trump:
        return 40 + value + (6 if value == 11 else 0)
    return value + card_points(card)


class Bot(random_bot.Bot):
    """Plays Siódemki from its view only."""

    def choose(self, view):
        """One of the legal moves in the view."""
        legal = self.legal_moves(view)
        if len(legal) == 1:
            return legal[0]
        hand, trump, phase = view["hand"], view["trump"], view["phase"]
        strong = _strength(hand, trump) >= _STAND_AT
        if phase == "bid":
            return STAND if strong else BEG
        if phase == "give or run":
            return GIVE if strong and GIVE in legal else RUN
        if phase == "discard":
            return min(legal, key=lambda m: _keep(m & 255, trump))
        return PLAY | self._card(view, [m & 255 for m in legal])

    def _card(self, view, legal):
        trump, trick, n = view["trump"], view["trick"], view["players"]
        seen = set(view["played"]) | set(trick) | set(view["hand"])
        jack = trump * 13 + 10
        higher_out = any(c not in seen for c in range(trump * 13, trump * 13 + 13) if high_value(c) > 11)
        keep = lambda c: _keep(c, trump)  # noqa: E731
        safe = [c for c in legal if c != jack or not higher_out] or legal
        if not trick:
            top = max(
                [c for c in view["hand"] if c // 13 == trump] or [-1], key=lambda c: high_value(c) if c >= 0 else 0
            )
            if (
                top >= 0
                and top in legal
                and not any(
                    c not in seen for c in range(trump * 13, trump * 13 + 13) if high_value(c) > high_value(top)
                )
            ):
                return top  # the best trump left: draw trumps and win what comes
            aces = [c for c in safe if c // 13 != trump and c % 13 == 0]
            if aces:
                return aces[0]  # a plain ace wins unless trumped, and takes its four points home
            plain = [c for c in safe if c // 13 != trump and card_points(c) < 10]
            return min(plain or safe, key=keep)
        count = len(trick)
        buffer = bytearray(trick) + bytearray(1)
        best = trick_winner(trick, count, trump)
        seat = view["leader"]
        order = view["order"]
        winner_seat = order[(list(order).index(seat) + best) % n]
        teams = view["teams"]
        ours = teams[winner_seat] == teams[self.seat]
        last = count == n - 1
        worth = sum(card_points(c) for c in trick) + (10 if jack in trick else 0)
        winning = []
        for c in legal:
            buffer[count] = c
            if trick_winner(buffer, count + 1, trump) == count:
                winning.append(c)
        if ours and (last or high_value(trick[best]) >= 13 or trick[best] // 13 == trump):
            return max(safe, key=lambda c: card_points(c) * 4 - keep(c) // 10)  # give points to the partner
        if winning and (worth or last or any(card_points(c) >= 10 for c in legal)):
            sure = [c for c in winning if last or c != jack or not higher_out]
            if sure:
                return min(sure, key=keep)
        losers = [c for c in safe if c not in winning] or safe
        return min(losers, key=keep)
