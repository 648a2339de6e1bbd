# Sequence state: board, sequence detection and counting, queries, views and saving.
# The move rules live in the package face (__init__.py); this file holds what they change and read.
from lysbord.compat import const
from lysbord.games import base
from lysbord.games.sequence.moves import HAND_SIZES
from lysbord.layout import _CELLS, REACH, STEPS, line_id, window

_NO = const(255)
_HEAD = const(16)
_TEAM_OF_BIT = (-1, 0, 1, -1, 2, -1, -1, -1)


def far_enough(start, taken, gap):
    """True if the five at start shares at most one cell with every five in taken
    (all on one line: first cells at least gap = four steps apart)."""
    for other in taken:
        if -gap < start - other < gap:
            return False
    return True


class State(base.Game):
    """What a Sequence game holds, and how it is counted, shown and saved."""

    def _setup(self, players, teams, virtual, advanced, to_win):
        self.players = players
        self.teams = teams
        self.virtual = virtual
        self.advanced = advanced
        self.to_win = to_win
        self.hand_size = HAND_SIZES[players]
        board = bytearray(100)
        for corner in (0, 9, 90, 99):
            board[corner] = 7  # a corner holds every team's bit
        self._board = board
        self._chips = bytearray(25)  # the board packed for saving, 2 bits a cell, kept up to date
        self._shown = bytearray(100)  # the board as views show it: 0 empty or corner, 1 + team
        self._empty = 96  # cells without a chip (the corners hold one for every team)
        self._seqs = bytearray()  # two bytes per sequence: team << 2 | direction, first cell
        self._count = bytearray(3)
        self._locked = bytearray(100)
        self.over = False
        self.winner = -1
        self._exchanged = False
        self._pending = 0  # seats still to pay a penalty
        self._resume = 0
        self._hands = bytearray(b"\xff" * (players * self.hand_size)) if virtual else bytearray()
        self._pile = bytearray(104) if virtual else bytearray()  # draw pile at the front, discards at the back
        self._draw = 0
        self._disc = 0
        self._out = bytearray(8)

    # --- sequences -------------------------------------------------------------
    def _detect(self, cell, team):
        # Record the sequences a chip on cell forms (only its four lines are read).
        # out already holds the runs through cell (filled by the caller's runs()).
        # A formed sequence never moves: a new one is a five through cell that shares
        # at most one cell with each of the team's sequences on that line.
        out = self._out
        seqs = self._seqs
        code = team << 2
        before = len(seqs)
        for d in range(4):
            back = out[2 * d]
            fwd = out[2 * d + 1]
            if back + fwd < 4:
                continue
            step = STEPS[d]
            line = line_id(cell, d)
            taken = []  # the team's fives on this line
            for i in range(0, len(seqs), 2):
                if seqs[i] == code | d and line_id(seqs[i + 1], d) == line:
                    taken.append(seqs[i + 1])
            starts = []  # first cells of the fives through cell that may form
            start = cell - min(back, 4) * step
            while start <= cell and start + 4 * step <= cell + fwd * step:
                if far_enough(start, taken, 4 * step):
                    starts.append(start)
                start += step
            if len(starts) > 1:
                starts = self._choose(cell, d, starts, taken, 1 << team)
            for start in starts:
                seqs += bytes((code | d, start))
        if len(seqs) > before:
            self._recount()
            if self._count[team] >= self.to_win:
                self._finish(team)

    def _choose(self, cell, d, starts, taken, bit):
        # Which fives to lock (docs/rules/sequence.md, "Which five cells"): (a) the most
        # at once, (b) the most room for further ones, (c) the most chips newly locked,
        # (d) the first in reading order (ties keep the earlier start).
        step = STEPS[d]
        gap = 4 * step
        if starts[0] == cell - gap and starts[-1] == cell:
            return (starts[0], cell)  # two fives meeting at cell: the only way to form two
        # Else one five forms: the best by room, then chips, then reading order.
        board = self._board
        first = cell - REACH[cell * 8 + 2 * d] * step  # the line's first and last fives
        last = cell + REACH[cell * 8 + 2 * d + 1] * step - gap
        best = -1
        for start in starts:
            score = 0
            for x in range(start, start + gap + 1, step):
                if board[x] == bit and not self._locked[x]:
                    score += 1
            # The room: further fives with no opponent chip, sharing at most one cell with
            # the team's fives (this one too) and each other. All are five long, so taking
            # the first that fits fits the most.
            taken.append(start)
            at = first
            while at <= last:
                fits = far_enough(at, taken, gap)
                for x in range(at, at + gap + 1, step):
                    if board[x] and not board[x] & bit:
                        fits = False
                if fits:
                    score += 8
                    at += gap
                else:
                    at += step
            taken.pop()
            if score > best:
                best = score
                choice = start
        return (choice,)

    def _take(self, cell):
        # Remove the chip on cell; sequences through it no longer count (advanced rule).
        self._board[cell] = 0
        self._shown[cell] = 0
        self._chips[cell >> 2] &= ~(3 << ((cell & 3) << 1))
        self._empty += 1
        if self._locked[cell]:
            seqs = self._seqs
            i = 0
            while i < len(seqs):
                if cell in window(seqs[i + 1], seqs[i] & 3):
                    seqs[i : i + 2] = b""
                else:
                    i += 2
            self._recount()

    def _recount(self):
        count = self._count
        locked = self._locked
        count[0] = count[1] = count[2] = 0
        locked[:] = bytes(100)  # seldom (a sequence formed or broken): no table kept for it
        seqs = self._seqs
        for i in range(0, len(seqs), 2):
            count[seqs[i] >> 2] += 1
            start = seqs[i + 1]
            step = STEPS[seqs[i] & 3]
            for x in range(start, start + 5 * step, step):
                locked[x] = 1

    def _finish(self, team):
        self.over = True
        self.turn = -1
        self.winner = team

    # --- queries ---------------------------------------------------------------
    def team_of(self, seat):
        """The team of a seat: seats go A, B, (C,) A, B ..."""
        return seat % self.teams

    @property
    def team_to_move(self):
        return -1 if self.over else self.turn % self.teams

    @property
    def is_draw(self):
        return self.over and self.winner < 0

    def chip(self, cell):
        """The team whose chip is on cell, or -1 (empty or corner)."""
        return _TEAM_OF_BIT[self._board[cell]]

    def is_locked(self, cell):
        """True if the chip on cell belongs to a completed sequence."""
        return self._locked[cell] == 1

    def sequences(self):
        """(team, five cells) for every sequence, in the order they were completed."""
        seqs = self._seqs
        return tuple((seqs[i] >> 2, window(seqs[i + 1], seqs[i] & 3)) for i in range(0, len(seqs), 2))

    def sequence_count(self, team):
        """How many sequences team has completed."""
        return self._count[team]

    def scores(self):
        """Sequences per team."""
        return tuple(self._count[: self.teams])

    def winners(self):
        """The seats of the winning team; () while playing or for a draw."""
        if self.winner < 0:
            return ()
        return tuple(range(self.winner, self.players, self.teams))

    def is_dead(self, card):
        """True for a non-jack card whose two cells are both covered."""
        if card % 13 == 10:
            return False
        return self._board[_CELLS[2 * card]] != 0 and self._board[_CELLS[2 * card + 1]] != 0

    def hand(self, seat):
        """The cards seat holds (virtual mode)."""
        size = self.hand_size
        return bytes(c for c in self._hands[seat * size : seat * size + size] if c != _NO)

    def view(self, seat):
        """What seat may see: the board, sequences, its own hand, and its moves; seat None:
        what the whole table sees (no hand, no discards, nothing of a seat's own)."""
        view = {
            "board": bytes(self._shown),
            "locked": bytes(self._locked),
            "turn": self.turn,
            "teams": self.teams,
            "players": self.players,
            "sequences": tuple(self._count[: self.teams]),
            "windows": self.sequences(),
            "virtual": self.virtual,
            "advanced": self.advanced,
            "to_win": self.to_win,
            "over": self.over,
            "winner": self.winner,
            "paying": self._pending != 0,
            "hand_sizes": tuple(len(self.hand(s)) for s in range(self.players)) if self.virtual else (),
            "draw_left": self._draw,
        }
        if seat is None:
            return view
        view["seat"] = seat
        view["team"] = seat % self.teams
        view["exchanged"] = self._exchanged and seat == self.turn
        view["discards"] = bytes(self._pile[104 - self._disc :])  # face up for everyone, newest first
        if self.virtual:
            view["hand"] = self.hand(seat)
        if seat == self.turn:
            view["legal"] = self.legal_moves()
        return view

    # --- cards in play -----------------------------------------------------------
    def _census(self):
        hands = [c for c in self._hands if c != _NO]
        return hands + list(self._pile[: self._draw]) + list(self._pile[104 - self._disc :])

    def _scramble_hidden(self, player, rng):
        # Shuffle the other hands and the draw pile together (seat player cannot see them).
        if not self.virtual:
            return
        size = self.hand_size
        hands = self._hands
        slots = [i for i in range(len(hands)) if hands[i] != _NO and i // size != player]
        pool = bytearray(hands[i] for i in slots) + self._pile[: self._draw]
        rng.shuffle(pool)
        for k, i in enumerate(slots):
            hands[i] = pool[k]
        self._pile[: self._draw] = pool[len(slots) :]

    # --- saving --------------------------------------------------------------------
    def _pack(self):
        state = self._rng.state
        pending = self._pending
        head = bytes(
            (
                self.players,
                self.teams,
                self.virtual | self.advanced << 1 | self.over << 2 | self._exchanged << 3,
                self.to_win,
                self.turn & 255,
                self.winner & 255,
                pending >> 8,
                pending & 255,
                self._resume,
                len(self._seqs) >> 1,
                self._draw,
                self._disc,
                state >> 24 & 255,
                state >> 16 & 255,
                state >> 8 & 255,
                state & 255,
            )
        )
        pile = self._pile
        return head + self._chips + self._seqs + self._hands + pile[: self._draw] + pile[104 - self._disc :]

    def _unpack(self, payload):
        from lysbord.games.sequence.load import load  # only when a save is loaded or a move undone

        load(self, payload)
