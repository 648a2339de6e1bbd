# Cabo's views, hidden-card scrambling, card census and save format, as a mixin
# of the Cabo class (games/cabo.py) so each file stays one idea.
from lysbord.games.cabo_moves import DRAWN, EMPTY, HIDDEN, NONE, OVER, PHASES, deck_values
from lysbord.rng import Rng


class CaboView:
    """What each seat sees of a Cabo game, and how the state is saved."""

    def view(self, player):
        """What player may see: their knowledge of every row, the piles, the scores."""
        n = self.players
        rows = []
        for seat in range(n):
            mask = self.know[player * n + seat]
            row = bytearray(self.rows[seat * 4 : seat * 4 + 4])
            for i in range(4):
                if row[i] != EMPTY and not mask >> i & 1:
                    row[i] = HIDDEN
            rows.append(bytes(row))
        drawing = self.turn if self.phase == DRAWN else -1
        view = {
            "seat": player,
            "players": n,
            "phase": PHASES[self.phase],
            "turn": self.turn,
            "round": self.round_no + (0 if self.over else 1),
            "rounds": self.rounds,
            "kamikaze": self.kamikaze,
            "totals": tuple(self.totals),
            "starter": self.starter,
            "dealer": self.dealer,
            "caller": -1 if self.caller == NONE else self.caller,
            "rows": tuple(rows),
            "discard": bytes(self.discard),
            "draw_count": len(self.draw),
            "drawing": drawing,
            "drawn": self.drawn if drawing == player else -1,
            "last_rows": bytes(self.last_rows),
            "last_scores": tuple(self.last_scores) if self.round_no else (),
            "failed": bytes(self.failed),
            "last_caller": -1 if self.last_caller == NONE else self.last_caller,
        }
        if player == self.turn:
            view["legal"] = self.legal_moves()
        return view

    def _scramble_hidden(self, player, rng):
        """Shuffle every card player has not seen: unseen slots, the draw pile, another's draw."""
        n = self.players
        places = []
        for seat in range(n):
            mask = self.know[player * n + seat]
            for i in range(4):
                if self.rows[seat * 4 + i] != EMPTY and not mask >> i & 1:
                    places.append(seat * 4 + i)
        pool = bytearray(self.rows[p] for p in places) + self.draw
        secret = self.phase == DRAWN and self.turn != player
        if secret:
            pool.append(self.drawn)
        rng.shuffle(pool)
        for k, p in enumerate(places):
            self.rows[p] = pool[k]
        rest = len(places)
        self.draw[:] = pool[rest : rest + len(self.draw)]
        if secret:
            self.drawn = pool[-1]

    def _census(self):
        cards = [c for c in self.rows if c != EMPTY] + list(self.draw) + list(self.discard)
        if self.drawn != EMPTY:
            cards.append(self.drawn)
        return cards

    # --- serialisation --------------------------------------------------------
    def _pack(self):
        state = self.rng.state
        out = bytearray(
            (self.players, self.kamikaze, self.rounds, self.round_no >> 8, self.round_no & 255, self.phase)
            + (self.turn & 255, self.starter, self.dealer, self.caller, self.drawn, self.looks_left)
            + (self.last_caller, state >> 24, state >> 16 & 255, state >> 8 & 255, state & 255)
        )
        for total in self.totals:
            out += bytes((total >> 8, total & 255))
        out += self.last_scores + bytes((len(self.last_rows),)) + self.last_rows + self.rows + self.know + self.failed
        out += bytes((len(self.draw),)) + self.draw + bytes((len(self.discard),)) + self.discard
        return bytes(out)

    def _unpack(self, payload):
        if len(payload) < 17 or not 2 <= payload[0] <= 12:
            raise ValueError("expected a Cabo state, got %d bytes" % len(payload))
        n = payload[0]
        head = payload[:17]
        if head[1] > 1 or head[5] > OVER or head[10] > 13 and head[10] != EMPTY:
            raise ValueError("Cabo state has a bad option, phase or drawn card")
        for seat in (head[7], head[8]) + ((head[6],) if head[5] != OVER else ()):
            if seat >= n:
                raise ValueError("Cabo state names seat %d of %d" % (seat, n))
        pos = 17 + 3 * n
        totals = [payload[17 + 2 * i] << 8 | payload[18 + 2 * i] for i in range(n)] if len(payload) > pos else []
        last = payload[pos] if len(payload) > pos else 0
        pos += 1 + last
        parts = []
        for size in (4 * n, n * n, n):
            parts.append(bytearray(payload[pos : pos + size]))
            pos += size
        for _ in range(2):
            size = payload[pos] if pos < len(payload) else 0
            parts.append(bytearray(payload[pos + 1 : pos + 1 + size]))
            pos += 1 + size
        if pos != len(payload) or last not in (0, 4 * n):
            raise ValueError("Cabo state has the wrong length")
        self.players = n
        self.kamikaze = bool(head[1])
        self.rounds = head[2]
        self.round_no = head[3] << 8 | head[4]
        self.phase = head[5]
        self.turn = -1 if head[5] == OVER else head[6]
        self.starter, self.dealer, self.caller, self.drawn, self.looks_left, self.last_caller = head[7:13]
        self.rng = Rng(0)
        self.rng.state = head[13] << 24 | head[14] << 16 | head[15] << 8 | head[16]
        self.totals = totals
        self.last_scores = bytearray(payload[17 + 2 * n : 17 + 3 * n])
        self.last_rows = bytearray(payload[17 + 3 * n + 1 : 17 + 3 * n + 1 + last])
        self.rows, self.know, self.failed, self.draw, self.discard = parts
        if sorted(self._census()) != sorted(deck_values(n)) or not self.discard and self.phase != OVER:
            raise ValueError("Cabo state does not hold the whole deck")
        if (self.drawn != EMPTY) != (self.phase == DRAWN) or max(self.know + self.failed) > 15:
            raise ValueError("Cabo state is inconsistent")
