# A greedy 7'er kabal player: it sees only its view and scores each legal move by what it opens up.
# It never takes a card back from a foundation, so it cannot loop; it gives up when a cycle of draws finds nothing.
from lysbord.compat import const
from lysbord.games.kabal import cycle_draws
from lysbord.games.kabal_moves import DRAW, GIVE_UP, RANK, RED, T_FOUND, TABLEAU, TURN_UP, W_FOUND, W_TABLEAU

_MOVE_LIMIT = const(3000)  # a safety net far above any real game (most end within 200 moves)


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


class Bot:
    """Greedy: turn up, safe foundation moves, uncovering runs, the group's card, then draw."""

    def __init__(self, seat=0, seed=0):
        self.seat = seat
        self.seed = seed
        self.idle_draws = 0
        self.moves = 0

    def choose(self, view):
        """The bot's move for this view."""
        legal = view["legal"]
        if not legal:
            raise ValueError("expected a view with legal moves (the game is over)")
        self.moves += 1
        if view["dead"] or self.moves > _MOVE_LIMIT:
            return GIVE_UP
        best, best_score = GIVE_UP, 0
        for move in legal:
            score = self.score(view, move)
            if score > best_score:
                best, best_score = move, score
        if best_score:
            self.idle_draws = 0
            return best
        if DRAW in legal and self.idle_draws <= cycle_draws(view["stock"] + len(view["group"])):
            self.idle_draws += 1
            return DRAW
        return GIVE_UP

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
            return 80 if _safe(col[-1], found) else 55
        if kind == W_FOUND:
            return 75 if _safe(view["group"][-1], found) else 45
        if kind == TABLEAU:
            col, target = cols[a], cols[b]
            start = 0 if not target else RANK[col[0]] + 1 - RANK[target[-1]]
            down = view["down"][a]
            if start == 0 and down:
                return 60 + down  # uncovers a face-down card: deeper columns first
            if start == 0:
                # empties the column: worth it when a king waits for the space
                return 0 if not target else (30 if self._king_waits(view) else 8)
            # part of a run: worth it only when the card it frees can go up
            below = col[start - 1]
            return 50 if found[below // 13] == RANK[below] else 0
        if kind == W_TABLEAU:
            return 40
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
