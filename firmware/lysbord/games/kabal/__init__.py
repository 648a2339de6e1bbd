# 7'er kabal: Klondike patience, draw three, with the seed's ever-cycling stock.
# Rules: docs/rules/kabal.md (only a group's top card is usable; unused cards go to the stock's bottom).
from lysbord.cards import deck
from lysbord.compat import const
from lysbord.games.base import Game
from lysbord.games.kabal import save
from lysbord.games.kabal.moves import (
    DRAW,
    F_TABLEAU,
    GIVE_UP,
    T_FOUND,
    TABLEAU,
    TURN_UP,
    W_FOUND,
    W_TABLEAU,
    cycle_draws,
    move_name,
    parse_move,
    why_not,
)
from lysbord.games.kabal.moves import RANK as _RANK
from lysbord.games.kabal.moves import RED as _RED
from lysbord.rng import Rng

PLAYERS = (1,)
__all__ = ("PLAYERS", "Kabal", "new_game", "move_name", "parse_move", "cycle_draws")

_PLAYING = const(0)
_WON = const(1)
_GAVE_UP = const(2)


class Kabal(Game):
    """One deal of 7'er kabal; deal numbers give the same deal on every interpreter."""

    GAME_ID = 2
    VERSION = 1
    players = 1

    def __init__(self, deal=0, draw_only_when_stuck=False):
        cards = deck()
        Rng(deal).shuffle(cards)
        self.deal = deal & 0xFFFFFFFF
        self.stuck_only = bool(draw_only_when_stuck)
        self.cols = [bytearray() for _ in range(7)]
        pos = 0
        for row in range(7):  # dealt row by row, left to right: column k ends with k cards
            for col in range(row, 7):
                self.cols[col].append(cards[pos])
                pos += 1
        self.down = bytearray(range(7))  # face-down count per column; the last card dealt is face up
        self.stock = bytearray(cards[28:])  # index 0 is the next card drawn
        self.group = bytearray()  # the current group in draw order; the last one is usable
        self.found = bytearray(4)  # cards on each suit's foundation (= its top rank)
        self.counter = 0  # moves played, draws included
        self.idle = 0  # draws in a row that showed no playable card (the player's own evidence)
        self.result = _PLAYING
        self._begin()

    @property
    def over(self):
        return self.result != _PLAYING

    @property
    def turn(self):
        return -1 if self.result else 0

    # --- move generation ----------------------------------------------------
    def _fits(self, card, col):
        """True when card may be laid on column col (one lower, other colour; a king when empty)."""
        target = self.cols[col]
        if not target:
            return _RANK[card] == 12
        top = target[-1]
        return self.down[col] < len(target) and _RANK[top] == _RANK[card] + 1 and _RED[top] != _RED[card]

    def _run_start(self, src, dst):
        """Index of the face-up card of column src that fits on column dst, or -1."""
        col = self.cols[src]
        first = self.down[src]
        if first >= len(col):
            return -1
        target = self.cols[dst]
        base = _RANK[col[first]]
        if not target:
            return first if base == 12 else -1
        top = target[-1]
        if self.down[dst] == len(target):
            return -1
        need = _RANK[top] - 1
        if not _RANK[col[-1]] <= need <= base:
            return -1
        i = first + base - need
        return i if _RED[col[i]] != _RED[top] else -1

    def _playable(self, card):
        """True when card (from the stock) could go to its foundation or onto a column now."""
        if self.found[card // 13] == _RANK[card]:
            return True
        for col in range(7):
            if self._fits(card, col):
                return True
        return False

    def places(self):
        """{card: [columns]}: the cards that may be laid on a column now, as _fits says, and where.

        Worked out once from the columns' tops (the search asks it for every card it could lay)."""
        out = {}
        cols, down = self.cols, self.down
        for dst in range(7):
            target = cols[dst]
            if not target:
                cards = (12, 25, 38, 51)  # the kings
            elif down[dst] < len(target):
                top = target[-1]
                rank = _RANK[top] - 1
                if rank < 0:
                    continue
                # the two cards one lower of the other colour: black S/C for a red top, else red H/D
                cards = (rank, 39 + rank) if _RED[top] else (13 + rank, 26 + rank)
            else:
                continue
            for card in cards:
                where = out.get(card)
                if where is None:
                    out[card] = [dst]
                else:
                    where.append(dst)
        return out

    def progress_moves(self, out, every=False):
        """Append the column moves that make progress (every=True: all column moves)."""
        # progress: turning up, to a foundation, uncovering a face-down card, emptying a column
        # (the runs as _run_start finds them, each column's top read once)
        cols, down, found = self.cols, self.down, self.found
        need = bytearray(7)  # need[dst]: rank + 1 of the run base column dst takes; 14 an empty one; 0 none
        for dst in range(7):
            target = cols[dst]
            if not target:
                need[dst] = 14
            elif down[dst] < len(target):
                need[dst] = _RANK[target[-1]]
        for src in range(7):
            col = cols[src]
            size = len(col)
            if not size:
                continue
            first = down[src]
            if first == size:
                out.append(TURN_UP << 8 | src << 4)
                continue
            top = col[-1]
            if found[top // 13] == _RANK[top]:
                out.append(T_FOUND << 8 | src << 4)
            base = _RANK[col[first]]
            low = _RANK[top]
            for dst in range(7):
                rank = need[dst]
                if not rank or dst == src:
                    continue
                if rank == 14:
                    # a king's run to an empty column: progress only off a face-down card
                    if base == 12 and (every or first):
                        out.append(TABLEAU << 8 | src << 4 | dst)
                    continue
                rank -= 1
                # progress moves the whole face-up part off a face-down card or out of its column
                if not low <= rank <= base or not every and rank != base:
                    continue
                if _RED[col[first + base - rank]] != _RED[cols[dst][-1]]:
                    out.append(TABLEAU << 8 | src << 4 | dst)
        return out

    def legal_moves(self, places=None):
        """Every legal move, in a fixed order; [] once the game is over (places: self.places(), when known)."""
        if self.result:
            return []
        out = self.progress_moves([], True)
        found = self.found
        if places is None:
            places = self.places()
        if self.group:
            card = self.group[-1]
            if found[card // 13] == _RANK[card]:
                out.append(W_FOUND << 8)
            for dst in places.get(card, ()):
                out.append(W_TABLEAU << 8 | dst)
        for suit in range(4):
            if found[suit]:
                for dst in places.get(suit * 13 + found[suit] - 1, ()):
                    out.append(F_TABLEAU << 8 | suit << 4 | dst)
        if self._may_draw():
            out.append(DRAW)
        out.append(GIVE_UP)
        return out

    def _may_draw(self):
        """Drawing needs cards; with draw_only_when_stuck, also no column move that makes progress."""
        if not (self.stock or self.group):
            return False
        return not (self.stuck_only and self.progress_moves([]))

    # --- end of the game and help -------------------------------------------
    def dead(self):
        """The spec's dead position, known to the engine (it sees the stock's order)."""
        # progress as in progress_moves: uncovering counts; a lone king's hop or a foundation card's return does not
        if self.result or self.progress_moves([]):
            return False
        if self.group and self._playable(self.group[-1]):
            return False
        queue = self.stock + self.group  # stock then group: each draw turns this ring by the cards it takes
        count = len(queue)
        left = len(self.stock)
        pos = 0
        for _ in range(cycle_draws(count) + 1):
            take = min(3, left)
            if not take:  # an empty stock: the same group comes up again
                break
            if self._playable(queue[(pos + take - 1) % count]):
                return False
            pos = (pos + take) % count
            left = count - take
        return True

    def seen_dead(self):
        """Dead, as the player can know it: a whole cycle drawn since anything else, nothing playable."""
        if self.result or self.idle < cycle_draws(len(self.stock) + len(self.group)):
            return False
        return not self.progress_moves([])

    def hint(self):
        """A legal productive move, else DRAW when drawing is legal, else -1."""
        if self.result:
            return -1
        found = self.progress_moves([])
        if found:
            return found[0]
        if self.group:
            card = self.group[-1]
            if self.found[card // 13] == _RANK[card]:
                return W_FOUND << 8
            for dst in range(7):
                if self._fits(card, dst):
                    return W_TABLEAU << 8 | dst
        return DRAW if self._may_draw() else -1

    # --- applying a move ----------------------------------------------------
    @staticmethod
    def draw(stock, group):
        """A draw on a stock (a bytearray, turned in place) and group: the new group. With the
        stock empty the group goes under and comes up again; three new cards (fewer when the
        stock has fewer) come up, then the unused ones go under the stock in the order drawn."""
        if not stock:
            stock += group
            group = b""
        take = min(3, len(stock))
        new = stock[:take]
        stock[:take] = b""
        stock += group
        return new

    def _apply(self, move):
        reason = why_not(self, move)
        if reason:
            raise ValueError(reason)
        kind, a, b = move >> 8, move >> 4 & 15, move & 15
        cols = self.cols
        if move == DRAW:
            self.group = group = self.draw(self.stock, self.group)
            top = group[-1]
            self.idle = 0 if self._playable(top) else min(self.idle + 1, 0xFFFF)
        else:
            self.idle = 0
            if move == GIVE_UP:
                self.result = _GAVE_UP
            elif kind == TURN_UP:
                self.down[a] -= 1
            elif kind == TABLEAU:
                i = self._run_start(a, b)
                cols[b] += cols[a][i:]
                cols[a][i:] = b""
            elif kind == F_TABLEAU:
                self.found[a] -= 1
                cols[b].append(a * 13 + self.found[a])
            else:
                source = self.group if kind in (W_TABLEAU, W_FOUND) else cols[a]
                card = source[-1]
                source[len(source) - 1 :] = b""
                if kind == W_TABLEAU:
                    cols[b].append(card)
                else:
                    self.found[card // 13] += 1
                    if sum(self.found) == 52:
                        self.result = _WON
        self.counter = min(self.counter + 1, 0xFFFF)

    # --- scoring and views --------------------------------------------------
    def scores(self):
        """Cards on the foundations."""
        return (sum(self.found),)

    def winners(self):
        """(0,) once all 52 cards are on the foundations; () otherwise (a lost solitaire)."""
        return (0,) if self.result == _WON else ()

    def view(self, player):
        """What the player sees: face-up cards, counts of face-down ones, the group, foundations."""
        if player is not None and player != 0:
            raise ValueError("expected seat 0 (or None: the table), got %r" % (player,))
        view = {
            "game": "kabal",
            "turn": self.turn,
            "over": self.over,
            "won": self.result == _WON,
            "deal": self.deal,
            "moves": self.counter,
            "columns": tuple(bytes(col[self.down[i] :]) for i, col in enumerate(self.cols)),
            "down": bytes(self.down),
            "stock": len(self.stock),
            "group": bytes(self.group),
            "foundations": bytes(self.found),
            "draw_only_when_stuck": self.stuck_only,
            "dead": self.seen_dead(),
            "hint": self.hint(),
        }
        if not self.result and player is not None:
            view["legal"] = self.legal_moves()
        return view

    # --- serialisation ------------------------------------------------------
    def _pack(self):
        return save.pack(self)

    def _unpack(self, payload):
        save.unpack(self, payload)

    def _census(self):
        return save.census(self)

    def _scramble_hidden(self, player, rng):
        """Shuffle the face-down cards and the stock together: the player knows neither."""
        save.scramble(self, rng)


def new_game(players=1, seed=0, draw_only_when_stuck=False):
    """Deal number seed for one player; draw_only_when_stuck enforces the seed's literal reading."""
    if players != 1:
        raise ValueError("expected 1 player for 7'er kabal, got %r" % (players,))
    if not isinstance(seed, int):
        raise ValueError("expected a deal number, got %r" % (seed,))
    if draw_only_when_stuck not in (True, False):
        raise ValueError("expected draw_only_when_stuck True or False, got %r" % (draw_only_when_stuck,))
    return Kabal(seed, draw_only_when_stuck)
