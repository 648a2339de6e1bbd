# How a Sequence game looks on the lit board: chips, locked sequences breathing, marks
# (reveal, finder, jack choices), short animations, the team to move on the status LEDs.
from lysbord import layout
from lysbord.compat import const, ticks_diff
from lysbord.ui.board import draw

_LAYOUT = layout.LAYOUT
_CORNER = const(255)
_TEAM = draw.TEAM
_scale = draw.scale

_SLOTS = const(8)
_NO_CELL = const(255)
A_PLACE = const(1)  # white settling into the team colour
A_BOT = const(2)  # a bot's chip: blinks white, then settles
A_REMOVE = const(3)  # the removed chip fades out
A_REFUSE = const(4)  # red flicker: nothing changed
A_DEAD = const(5)  # both cells of a dead card blink
A_LOCK = const(6)  # a new sequence: a white run along its cells
_LENGTH = (0, 400, 900, 500, 450, 1500, 900)
M_REVEAL = const(1)  # marks: a cell of the revealed hand
M_REMOVABLE = const(2)  # an opponent chip a one-eyed jack may take
M_FINDER = const(4)  # the held cell and its twin
M_WIN = const(8)  # a cell of the winning team's sequences
CELEBRATE_MS = const(3000)
FRAME_MS = const(40)  # animations run at 25 frames a second


class Scene:
    """Draws a game into app.frame; Play (the input side) derives from it."""

    def __init__(self, app, game):
        self.app = app
        self.game = game
        self.frame = app.frame
        self.marks = bytearray(100)
        self.anim_cell = bytearray(_SLOTS)
        self.anim_kind = bytearray(_SLOTS)
        self.anim_start = [0] * _SLOTS
        self.anim_colour = [0] * _SLOTS
        self.slot_of = bytearray(b"\xff" * 100)  # cell -> its animation slot, or 255
        for i in range(_SLOTS):
            self.anim_cell[i] = _NO_CELL
        self.wild = False  # free cells glow (two-eyed jack chosen)
        self.flash_at = -1  # status LEDs flash red from this time (a refused button)
        self.over_at = 0
        self.busy = False  # bot thinking: the status LEDs breathe
        self.paying = False  # a silent-play penalty is paid: the team's LED and corner blink
        self.jacks = 0  # revealed jacks: two-eyed count | one-eyed count << 4
        self.painted = 0
        self.seen = app.table.version  # the Table's version this screen has shown
        self.moves_seen = game.moves_played()

    # --- animations --------------------------------------------------------
    def animate(self, cell, kind, now_ms, colour=0, delay_ms=0):
        """Start an animation on cell (the oldest slot is reused when all are busy)."""
        cells = self.anim_cell
        slot = self.slot_of[cell]
        if slot == _NO_CELL:
            slot = cells.find(b"\xff")
            if slot < 0:  # all busy: take over the oldest
                oldest = -1
                for i in range(_SLOTS):
                    age = ticks_diff(now_ms, self.anim_start[i])
                    if age > oldest:
                        oldest = age
                        slot = i
                self.slot_of[cells[slot]] = _NO_CELL
        cells[slot] = cell
        self.slot_of[cell] = slot
        self.anim_kind[slot] = kind
        self.anim_start[slot] = now_ms + delay_ms
        self.anim_colour[slot] = colour

    def stop_animations(self):
        """Drop every running animation."""
        for i in range(_SLOTS):
            if self.anim_cell[i] != _NO_CELL:
                self.slot_of[self.anim_cell[i]] = _NO_CELL
                self.anim_cell[i] = _NO_CELL

    def animating(self, now_ms):
        """True while an animation runs, and for one paint more once it has ended: the last
        frame of a fade lands anywhere in its final 40 ms, so the paint after it leaves the cell
        on its own colour (and lets the slot go)."""
        cells = self.anim_cell
        for i in range(_SLOTS):
            if cells[i] != _NO_CELL:
                return True
        return False

    def _let_go(self, now_ms):
        """Free the slots of the animations that have ended (their last paint is done)."""
        cells = self.anim_cell
        for i in range(_SLOTS):
            cell = cells[i]
            if cell != _NO_CELL and ticks_diff(now_ms, self.anim_start[i]) >= _LENGTH[self.anim_kind[i]]:
                cells[i] = _NO_CELL
                self.slot_of[cell] = _NO_CELL

    # --- one cell ----------------------------------------------------------
    def colour_of(self, cell, now_ms):
        """The colour of a cell now: chip, breathing lock, marks, then animations."""
        if _LAYOUT[cell] == _CORNER:
            slot = self.slot_of[cell]
            colour = self._corner(cell, now_ms)
            return colour if slot == _NO_CELL else self._animated(slot, colour, now_ms)
        game = self.game
        team = game.chip(cell)
        mark = self.marks[cell]
        if team >= 0:
            colour = _TEAM[team]
            if game.over:
                colour = _scale(colour, draw.breathe(now_ms, 1200, 90)) if mark & M_WIN else _scale(colour, 80)
            elif game.is_locked(cell):
                colour = _scale(colour, draw.breathe(now_ms))
            if mark & M_REMOVABLE and draw.blink(now_ms, 400):
                colour = _scale(colour, 60)
        elif self.wild:
            colour = draw.GLOW
        else:
            colour = 0
        if mark & M_REVEAL:
            colour = draw.REVEAL if team < 0 else draw.mix(colour, draw.REVEAL, 70)
        if mark & M_FINDER:
            colour = draw.mix(colour, draw.WHITE, 255 if draw.blink(now_ms, 400) else 140)
        slot = self.slot_of[cell]
        if slot != _NO_CELL:
            colour = self._animated(slot, colour, now_ms)
        return colour

    def _corner(self, cell, now_ms):
        """Corners: the team to move (one corner per team), or the revealed jacks."""
        if self.jacks:
            if cell < 10:
                return draw.WILD if (self.jacks & 15) > (cell == 9) else draw.OFF
            return draw.ONE_EYED if (self.jacks >> 4) > (cell == 99) else draw.OFF
        team = self.game.team_to_move
        if team < 0:
            winner = self.game.winner
            return draw.scale(draw.TEAM[winner], draw.breathe(now_ms, 1200, 60)) if winner >= 0 else draw.DIM_WHITE
        if draw.CORNERS[team] != cell or self.paying and not draw.blink(now_ms, 500):
            return draw.OFF  # paying a penalty: the team's corner blinks
        return draw.scale(draw.TEAM[team], 110)

    def _animated(self, slot, colour, now_ms):
        age = ticks_diff(now_ms, self.anim_start[slot])
        kind = self.anim_kind[slot]
        if age < 0 or age >= _LENGTH[kind]:
            return colour
        if kind == A_PLACE:
            return draw.mix(draw.WHITE, colour, age * 255 // 400)
        if kind == A_BOT:
            return draw.WHITE if age < 600 and (age // 150) & 1 == 0 else colour
        if kind == A_REMOVE:
            return draw.scale(self.anim_colour[slot], 255 - age * 255 // 500)
        if kind == A_REFUSE:
            return draw.REFUSE if (age // 75) & 1 == 0 else draw.OFF
        if kind == A_DEAD:
            return draw.WHITE if (age // 250) & 1 == 0 else colour
        return draw.mix(draw.WHITE, colour, age * 255 // 900)

    # --- the whole board ---------------------------------------------------
    def paint_cell(self, cell, now_ms):
        """Repaint one cell (status LEDs are not cells)."""
        if 0 <= cell < 100:
            colour = self.colour_of(cell, now_ms)
            frame = self.frame
            i = 3 * cell
            frame[i] = colour >> 16
            frame[i + 1] = colour >> 8 & 255
            frame[i + 2] = colour & 255
            self.app.dirty = True

    def paint(self, now_ms):
        """Repaint every cell and the status LEDs."""
        frame = self.frame
        colour_of = self.colour_of
        for cell in range(100):
            draw.put(frame, cell, colour_of(cell, now_ms))
        self._let_go(now_ms)
        self.paint_status(now_ms)
        self.painted = now_ms

    def paint_moving(self, now_ms, held=(), locked=()):
        """Repaint only what changes with time: the animated cells, the held cell and its twin
        (they blink), the chips of the sequences (they breathe), the corners and the status
        LEDs: a few cells instead of 100, so the board's loop reads the keys again sooner."""
        frame = self.frame
        colour_of = self.colour_of
        anim = self.anim_cell
        for i in range(_SLOTS):
            cell = anim[i]
            if cell != _NO_CELL:
                draw.put(frame, cell, colour_of(cell, now_ms))
        for cell in held:
            if cell >= 0:
                draw.put(frame, cell, colour_of(cell, now_ms))
        for cell in locked:
            draw.put(frame, cell, colour_of(cell, now_ms))
        for cell in draw.CORNERS:
            draw.put(frame, cell, colour_of(cell, now_ms))
        self._let_go(now_ms)
        self.paint_status(now_ms)
        self.painted = now_ms

    def paint_status(self, now_ms):
        """Status LEDs: LED n lit for team n to move (position as well as colour; blinking
        while it pays a penalty); the last LED shows a refused press (red), a jack choice or a bot thinking."""
        app = self.app
        count = app.status_count
        if count <= 0:
            app.dirty = True
            return
        frame = self.frame
        game = self.game
        team = game.team_to_move
        first = app.status_first
        for i in range(count):
            colour = draw.OFF
            if team < 0:
                winner = game.winner
                colour = (
                    draw.scale(draw.TEAM[winner], draw.breathe(now_ms, 1200, 60)) if winner >= 0 else draw.DIM_WHITE
                )
            elif i == team and not (self.paying and not draw.blink(now_ms, 500)):
                colour = draw.TEAM[team]
                if self.busy:
                    colour = draw.scale(colour, draw.breathe(now_ms, 600, 80))
            draw.put(frame, first + i, colour)
        last = first + count - 1
        if self.flash_at >= 0 and ticks_diff(now_ms, self.flash_at) < 400:
            draw.put(frame, last, draw.REFUSE if (ticks_diff(now_ms, self.flash_at) // 100) & 1 == 0 else draw.OFF)
        elif self.wild:
            draw.put(frame, last, draw.WILD)
        elif self.marks_removable():
            draw.put(frame, last, draw.ONE_EYED)
        app.dirty = True

    def marks_removable(self):
        """True while a one-eyed jack waits for its target."""
        return False

    def set_marks(self, bit, cells):
        """Set bit on exactly the given cells."""
        marks = self.marks
        for cell in range(100):
            marks[cell] &= ~bit
        for cell in cells:
            marks[cell] |= bit
