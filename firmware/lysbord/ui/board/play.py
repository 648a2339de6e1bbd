# Sequence on the lit board: a tap on a cell plays it, holding a cell finds its twin,
# Jack cycles wild/remove/cancel, Reveal shows a hand, a long Undo takes back, bots play.
from lysbord import events, layout
from lysbord.compat import const
from lysbord.games.sequence import moves
from lysbord.ui.board import draw, scene
from lysbord.ui.board.turns import Turns

_NONE = const(0)
_WILD = const(1)
_REMOVE = const(2)


class Play(Turns):
    """The play screen: input, moves, bots and undo on top of Scene's drawing."""

    def __init__(self, app, game, bots):
        Turns.__init__(self, app, game, bots)
        self.held = -1  # the cell held down (card finder), or -1
        self.held_pressed = False  # the held cell's touch has become a press
        self.held_long = False
        twin = bytearray(100)
        for cell in range(100):
            card = layout.LAYOUT[cell]
            twin[cell] = cell
            if card != layout.CORNER:
                first, second = layout.cells_of(card)
                twin[cell] = second if first == cell else first
        self.twin = twin
        self.found = [-1, -1]  # the cells the card finder lights
        self.long_key = -1  # the button whose long press is under way
        self.corner_team = max(0, game.team_to_move)

    def enter(self, now_ms):
        self.app.cursor = 44
        self.count_sequences()
        self._turn_started(now_ms)
        if self.game.over:
            self._game_over(now_ms)

    # --- input -------------------------------------------------------------
    def handle(self, key, kind, now_ms):
        if key < 100:
            return self._cell_key(key, kind, now_ms)
        if kind == events.LONG:
            self.long_key = key
        elif kind == events.RELEASE and key == self.long_key:
            self.long_key = -1  # the end of a long press is not a short one
            if key == events.JACK or key == events.REVEAL:
                self._reveal(False, now_ms)
            return
        if key == events.JACK:
            if kind == events.LONG:
                self._reveal(True, now_ms)  # the lite board's Reveal
            elif kind == events.RELEASE:
                self._cycle_jack(now_ms)
        elif key == events.REVEAL:
            if kind != events.LONG:
                self._reveal(kind == events.PRESS, now_ms)
        elif key == events.UNDO or key == events.MENU:
            if kind == events.LONG:
                self.undo(now_ms)  # Menu held: the lite board's Undo
            elif kind == events.RELEASE and key == events.MENU:
                from lysbord.ui.board.pause import Pause  # a moment screen: let go when play resumes

                self.app.show(Pause(self.app, self), now_ms)
        elif kind == events.PRESS:
            self.refuse(-1, now_ms)

    def _cell_key(self, cell, kind, now_ms):
        if kind == events.TOUCH or (kind == events.PRESS and self.held < 0):
            if self.held >= 0:
                return  # one cell at a time: a second finger is ignored
            self.held = cell
            self.held_pressed = kind == events.PRESS
            self.held_long = False
            self._finder(cell, now_ms)  # lit at the first reading: the press may still prove a bounce
        elif cell != self.held:
            return
        elif kind == events.PRESS:
            self.held_pressed = True
        elif kind == events.UNTOUCH:
            if not self.held_pressed:  # it never became a press: put the finder out, play nothing
                self.held = -1
                self._finder(-1, now_ms)
        elif kind == events.LONG:
            self.held_long = True  # a hold only finds the twin; nothing is played
        elif kind == events.RELEASE:
            self.held = -1
            tapped = not self.held_long
            self.marks[cell] &= ~scene.M_FINDER
            if tapped:
                self.tap(cell, now_ms)  # repaints the cell itself
            self._finder(-1, now_ms, cell if tapped else -1)

    def _finder(self, cell, now_ms, painted=-1):
        """Light the held cell and its twin while it is held (cell -1: put them out;
        painted: a cell already repainted since)."""
        marks = self.marks
        for lit in self.found:
            if lit >= 0:
                marks[lit] &= ~scene.M_FINDER
                if lit != painted:
                    self.paint_cell(lit, now_ms)
        self.found[0] = self.found[1] = -1
        if cell >= 0 and layout.LAYOUT[cell] != layout.CORNER:
            twin = self.twin[cell]
            self.found[0] = cell
            self.found[1] = twin
            marks[cell] |= scene.M_FINDER
            marks[twin] |= scene.M_FINDER
            self.paint_cell(cell, now_ms)
            self.paint_cell(twin, now_ms)

    def tap(self, cell, now_ms):
        """A short press on a cell: play it, or show why not (nothing changes)."""
        game = self.game
        if not self.human_to_move():
            return self.refuse(cell, now_ms)
        if self.paying:
            return self._pay(cell, now_ms)
        card = layout.LAYOUT[cell]
        if self.jack == _WILD:
            return self._play(moves.place(self._jack_card(True), cell), cell, now_ms)
        if self.jack == _REMOVE:
            return self._play(moves.remove(self._jack_card(False), cell), cell, now_ms)
        if card == layout.CORNER:
            return self.refuse(cell, now_ms)
        if game.virtual and not self._in_hand(card):
            return self.refuse(cell, now_ms)
        if game.chip(cell) >= 0:
            twin = self.twin[cell]
            if game.chip(twin) < 0:
                return self.refuse(cell, now_ms)
            # Dead card: both cells blink; the virtual deck swaps it for a new one.
            self.animate(cell, scene.A_DEAD, now_ms)
            self.animate(twin, scene.A_DEAD, now_ms)
            if game.virtual:
                self._play(moves.exchange(card), -1, now_ms)
            return
        self._play(moves.place(card, cell), cell, now_ms)

    def _pay(self, cell, now_ms):
        """Paying a penalty: with the hand revealed, a tap on one of your cards' cells (or
        a lit jack corner: top wild, bottom one-eyed) gives that card up; its cells blink."""
        card = layout.LAYOUT[cell]
        if card == layout.CORNER:
            card = self._jack_card(cell < 10)
        if not self.revealing or not self._in_hand(card):
            return self.refuse(cell, now_ms)  # hidden cards are never given up blind
        try:
            self.app.table.play(self.game.turn, moves.discard(card))
        except ValueError:
            return self.refuse(cell, now_ms)
        self.seen = self.app.table.version
        for lit in (cell,) if layout.is_jack(card) else layout.cells_of(card):
            self.animate(lit, scene.A_DEAD, now_ms)
        self.after_move(moves.discard(card), -1, -1, scene.A_PLACE, now_ms)

    def _in_hand(self, card):
        game = self.game
        hand = game.hand(game.turn)
        for i in range(len(hand)):
            if hand[i] == card:
                return True
        return False

    def _jack_card(self, two_eyed):
        """The jack a wild/remove play uses: one in hand, or any (referee mode)."""
        first, second = (layout.JD, layout.JC) if two_eyed else (layout.JH, layout.JS)
        if self.game.virtual and not self._in_hand(first):
            return second
        return first

    def _play(self, move, cell, now_ms):
        """Apply move; on a ValueError from the rules, flash the cell and change nothing."""
        game = self.game
        removed = game.chip(cell) if cell >= 0 else -1
        try:
            self.app.table.play(game.turn, move)
        except ValueError:
            return self.refuse(cell, now_ms)
        self.seen = self.app.table.version
        self.after_move(move, cell, removed, scene.A_PLACE, now_ms)

    def after_move(self, move, cell, removed, kind, now_ms):
        """Animate and repaint what a move changed, save, then the next turn."""
        game = self.game
        self.moves_seen = game.moves_played()
        if self.jack != _NONE:
            self._set_jack(_NONE, now_ms)
        if cell >= 0:
            if move >> 13 == moves.REMOVE:
                self.animate(cell, scene.A_REMOVE, now_ms, draw.TEAM[removed] if removed >= 0 else draw.WHITE)
            else:
                self.animate(cell, kind, now_ms)
        # New or broken sequences are looked for on the next animation frame (at most
        # FRAME_MS away): the press itself only repaints what it changed.
        self.recount = True
        self.painted = now_ms - scene.FRAME_MS
        if cell >= 0:
            self.paint_cell(cell, now_ms)
        if self.revealing:
            self._reveal(False, now_ms)
        self.paint_cell(draw.CORNERS[self.corner_team], now_ms)
        self.corner_team = game.team_to_move
        if self.corner_team >= 0:
            self.paint_cell(draw.CORNERS[self.corner_team], now_ms)
        self.app.save_pending = True
        if game.over:
            self._game_over(now_ms)
        else:
            self._turn_started(now_ms)
            self.paint_status(now_ms)  # after the turn is known: a penalty paid ends the blink

    def refuse(self, cell, now_ms):
        """Visible feedback for a press that changes nothing: the cell flickers red,
        the status LEDs flash."""
        if 0 <= cell < 100:
            self.animate(cell, scene.A_REFUSE, now_ms)
            self.paint_cell(cell, now_ms)
        elif self.app.status_count == 0:  # no status LEDs (lite board): the corners flicker
            for corner in draw.CORNERS:
                self.animate(corner, scene.A_REFUSE, now_ms)
                self.paint_cell(corner, now_ms)
        self.flash_at = now_ms
        self.paint_status(now_ms)
