# A greedy 7'er kabal player: it sees only its view and scores each legal move by what it opens up.
# Stuck after a whole cycle of draws, it makes room for a card it met (a few times), else it gives up.
from lysbord.bots import random_bot
from lysbord.compat import const
from lysbord.games.kabal import cycle_draws
from lysbord.games.kabal_moves import DRAW, F_TABLEAU, GIVE_UP, RANK, RED, T_FOUND, TABLEAU, TURN_UP, W_FOUND, W_TABLEAU

_MOVE_LIMIT = const(3000)  # a safety net far above any real game (most end within 200 moves)
_UNLOCKS = const(8)  # moves that only make room for a stock card, per game


def _safe(card, found):
    """True when card can go up without a lower card of the other colour needing it to build on."""
    rank = RANK[card] + 1
    if rank <= 2:
        return True
    red = RED[card]
    for suit in range(4):
        if (1 if suit in (1, 2) else 0) != red and found[suit] < rank - 1:
            return False
    return True


class Bot(random_bot.Bot):
    """Greedy: turn up, safe foundation moves, uncovering runs, the group's card, then draw."""

    def __init__(self, seat=0, seed=0):
        super().__init__(seat, seed)
        self.seed = seed
        self.idle_draws = 0
        self.moves = 0
        self.seen = set()  # cards met on top of a group and not played since: they are in the stock
        self.keep = -1  # a card brought down from a foundation for a stock card to land on
        self.unlocks = 0

    def choose(self, view):
        """The bot's move for this view."""
        legal = self.legal_moves(view)
        self.moves += 1
        group = view["group"]
        if group:
            self.seen.add(group[-1])
        if self.moves > _MOVE_LIMIT:
            return GIVE_UP
        best, best_score = GIVE_UP, 0
        for move in legal:
            score = self.score(view, move)
            if score > best_score:
                best, best_score = move, score
        if best_score:
            self.idle_draws = 0
            if best >> 8 in (W_TABLEAU, W_FOUND):
                self.seen.discard(group[-1])
                self.keep = -1
            elif best >> 8 == F_TABLEAU:
                self.unlocks += 1
                self.keep = (best >> 4 & 15) * 13 + view["foundations"][best >> 4 & 15] - 1
            return best
        stuck = view["dead"] or self.idle_draws > cycle_draws(view["stock"] + len(group))
        if not stuck and DRAW in legal:
            self.idle_draws += 1
            return DRAW
        if not stuck and view["hint"] >= 0 and view["hint"] != DRAW:
            return view["hint"]  # drawing only when stuck: first the column move the bot did not like
        return self.unlock(view) if self.unlocks < _UNLOCKS else GIVE_UP

    def unlock(self, view):
        """A move that gives a card met in the stock a place to go, or GIVE_UP."""
        cols, found = view["columns"], view["foundations"]
        for move in view["legal"]:
            kind, a, b = move >> 8, move >> 4 & 15, move & 15
            if kind == F_TABLEAU:
                card = a * 13 + found[a] - 1
            elif kind == TABLEAU and cols[b]:
                start = RANK[cols[a][0]] + 1 - RANK[cols[b][-1]]
                card = cols[a][start - 1] if start else -1
            else:
                continue
            if card < 0 and not view["down"][a]:
                card = 99 if any(RANK[c] == 12 for c in self.seen) else -1  # room for a king met
            if card == 99 or card >= 0 and self._wanted(card, view):
                self.unlocks += 1
                self.idle_draws = 0
                self.keep = card if kind == F_TABLEAU else -1
                return move
        return GIVE_UP

    def _wanted(self, card, view):
        """True when a card met in the stock, or a run on face-down cards, would fit on card."""
        for other in self.seen:
            if RANK[other] + 1 == RANK[card] and RED[other] != RED[card]:
                return True
        for i, col in enumerate(view["columns"]):
            if col and view["down"][i] and RANK[col[0]] + 1 == RANK[card] and RED[col[0]] != RED[card]:
                return True
        return False

    def score(self, view, move):
        """How much the bot likes a move (0: not at all)."""
        kind, a, b = move >> 8, move >> 4 & 15, move & 15
        cols, found = view["columns"], view["foundations"]
        if kind == TURN_UP:
            return 100
        if kind == T_FOUND:
            col = cols[a]
            if len(col) == 1 and view["down"][a]:
                return 90  # it uncovers a face-down card
            if col[-1] == self.keep:
                return 0  # brought down on purpose: leave it until the stock card lands
            return 80 if _safe(col[-1], found) else 55
        if kind == W_FOUND:
            return 75 if _safe(view["group"][-1], found) else 30
        if kind == TABLEAU:
            col, target = cols[a], cols[b]
            start = 0 if not target else RANK[col[0]] + 1 - RANK[target[-1]]
            down = view["down"][a]
            if start == 0 and down:
                return 60 + down  # uncovers a face-down card: deeper columns first
            if start == 0:
                # empties the column: worth it when a king waits for the space
                return 0 if not target else (30 if self._king_waits(view) else 0)
            # part of a run: worth it only when the card it frees can go up
            below = col[start - 1]
            return 50 if found[below // 13] == RANK[below] else 0
        if kind == W_TABLEAU:
            return 65
        if kind == F_TABLEAU:
            card = a * 13 + found[a] - 1
            for i, col in enumerate(cols):  # a run lying on face-down cards could then move onto it
                if col and view["down"][i] and RANK[col[0]] + 1 == RANK[card] and RED[col[0]] != RED[card]:
                    return 58 if self.unlocks < _UNLOCKS else 0
        return 0  # taking a card back from a foundation, drawing, giving up: decided elsewhere

    def _king_waits(self, view):
        """True when a king lies on face-down cards or is the group's usable card."""
        group = view["group"]
        if group and RANK[group[-1]] == 12:
            return True
        for i, col in enumerate(view["columns"]):
            if col and RANK[col[0]] == 12 and view["down"][i]:
                return True
        return False
