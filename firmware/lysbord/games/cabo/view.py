# Cabo's views, hidden-card scrambling, card census and save format, as a mixin
# of the Cabo class (the package face, __init__.py) so each file stays one idea.
from lysbord.games.cabo import moves as mv
from lysbord.games.cabo.check import check
from lysbord.games.cabo.moves import DRAWN, EMPTY, HIDDEN, NONE, OVER, PHASES
from lysbord.rng import Rng

# Every attribute of a Cabo state (what _pack saves).
_KEPT = ("players", "kamikaze", "rounds", "round_no", "phase", "turn", "starter", "dealer", "caller")
_KEPT += ("drawn", "looks_left", "last_caller", "rng", "totals", "last_scores", "last_rows", "rows", "know")
_KEPT += ("failed", "kept", "last_turns", "draw", "discard")


class CaboView:
    """What each seat sees of a Cabo game, and how the state is saved."""

    def table_knows(self, seat):
        """Mask of seat's cards every seat knows (taken from the discard, or turned up)."""
        n = self.players
        mask = 15
        for viewer in range(n):
            mask &= self.know[viewer * n + seat]
        return mask

    def _row_as_known(self, seat, mask):
        row = bytearray(self.rows[seat * 4 : seat * 4 + 4])
        for i in range(4):
            if row[i] != EMPTY and not mask >> i & 1:
                row[i] = HIDDEN
        return bytes(row)

    def view(self, player):
        """What player may see: their knowledge of every row, the piles, the scores, and
        what the whole table saw: the rows as everyone knows them ("open"), the slots that
        hold a card drawn and kept face down ("kept"), and the move that ended each seat's
        last turn of the round ("last_turns", -1 before its first; slots, never faces)."""
        n = self.players
        rows = []
        open_rows = []
        last_turns = []
        for seat in range(n):
            open_rows.append(self._row_as_known(seat, self.table_knows(seat)))
            rows.append(open_rows[-1] if player is None else self._row_as_known(seat, self.know[player * n + seat]))
            move = self.last_turns[2 * seat] << 8 | self.last_turns[2 * seat + 1]
            last_turns.append(move if move else -1)
        drawing = self.turn if self.phase == DRAWN else -1
        view = {
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
            "open": tuple(open_rows),
            "kept": bytes(self.kept),
            "last_turns": tuple(last_turns),
            "discard": bytes(self.discard),
            "draw_count": len(self.draw),
            "drawing": drawing,
            "last_rows": bytes(self.last_rows),
            "last_scores": tuple(self.last_scores) if self.round_no else (),
            "failed": bytes(self.failed),
            "last_caller": -1 if self.last_caller == NONE else self.last_caller,
        }
        if player is None:  # the table: the rows as everyone knows them, no drawn card
            return view
        view["seat"] = player
        view["drawn"] = self.drawn if drawing == player else -1
        if player == self.turn:
            view["legal"] = self.legal_moves()
        return view

    def _scramble_hidden(self, player, rng):
        """Shuffle every card player has not seen: unseen slots, the draw pile, another's draw."""
        n = self.players
        places = []
        for seat in range(n):
            mask = self.table_knows(seat) if player is None else self.know[player * n + seat]
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
            + (self.last_caller, state >> 24 & 255, state >> 16 & 255, state >> 8 & 255, state & 255)
        )
        for total in self.totals:
            out += bytes((total >> 8, total & 255))
        out += self.last_scores + bytes((len(self.last_rows),)) + self.last_rows + self.rows + self.know + self.failed
        out += self.kept + self.last_turns
        out += bytes((len(self.draw),)) + self.draw + bytes((len(self.discard),)) + self.discard
        return bytes(out)

    def _unpack(self, payload):
        """Restore a state from _pack(); ValueError (naming the field) for anything that is not
        a state the rules can reach. The state is built and checked aside, then kept."""
        size = len(payload)
        if size < 17 or not 2 <= payload[0] <= 12:
            raise ValueError("Cabo save: players: expected 2-12 in a state of at least 17 bytes")
        n = payload[0]
        head = payload[:17]
        fields = (("kamikaze", 1, 1), ("phase", 5, OVER), ("drawn", 10, 13))
        for name, at, most in fields:
            if head[at] > most and not (name == "drawn" and head[at] == EMPTY):
                raise ValueError("Cabo save: %s: expected at most %d, got %d" % (name, most, head[at]))
        if (head[6] == 255) != (head[5] == OVER) or head[5] != OVER and head[6] >= n:
            raise ValueError("Cabo save: turn: expected a seat 0-%d while the game runs, got %d" % (n - 1, head[6]))
        pos = 17 + 3 * n
        last = payload[pos] if size > pos else 0
        sizes = [4 * n, n * n, n, n, 2 * n]
        pos += 1 + last
        parts = []
        for part in sizes:
            parts.append(bytearray(payload[pos : pos + part]))
            pos += part
        for _ in range(2):
            part = payload[pos] if pos < size else 0
            parts.append(bytearray(payload[pos + 1 : pos + 1 + part]))
            pos += 1 + part
        if pos != size or last not in (0, 4 * n):
            raise ValueError("Cabo save: length: expected the sizes the state names, got %d bytes" % size)
        new = object.__new__(type(self))
        new.players = n
        new.kamikaze = bool(head[1])
        new.rounds = head[2]
        new.round_no = head[3] << 8 | head[4]
        new.phase = head[5]
        new.turn = -1 if head[5] == OVER else head[6]
        new.starter, new.dealer, new.caller, new.drawn, new.looks_left, new.last_caller = head[7:13]
        new.rng = Rng(0)
        new.rng.state = head[13] << 24 | head[14] << 16 | head[15] << 8 | head[16]
        new.totals = [payload[17 + 2 * i] << 8 | payload[18 + 2 * i] for i in range(n)]
        new.last_scores = bytearray(payload[17 + 2 * n : 17 + 3 * n])
        new.last_rows = bytearray(payload[17 + 3 * n + 1 : 17 + 3 * n + 1 + last])
        new.rows, new.know, new.failed, new.kept, new.last_turns, new.draw, new.discard = parts
        check(new)
        for name in _KEPT:
            setattr(self, name, getattr(new, name))


def from_version_1(payload):
    """A version 1 state as version 2: no kept cards known, no last turn seen, except what a
    version 1 state implies (the caller's Cabo, a failed exchange's take), which its check needs."""
    n = payload[0]
    at = 17 + 3 * n
    at += 1 + payload[at] + 4 * n + n * n  # past the last round's rows, the rows and the knowledge
    failed = payload[at : at + n]
    turns = bytearray(2 * n)
    for seat in range(n):
        move = mv.take(failed[seat]) if failed[seat] else 0
        if seat == payload[9] and payload[5] != OVER:
            move = mv.CABO << 12  # the caller's last turn was Cabo
        turns[2 * seat], turns[2 * seat + 1] = move >> 8, move & 255
    return payload[: at + n] + bytes(n) + turns + payload[at + n :]
