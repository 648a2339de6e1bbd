# The turn side of play on the lit board: bots with a visible pause, the Jack choice,
# Reveal, Undo and the end of the game; the frame-rate repaint of moving effects.
from lysbord import layout
from lysbord.compat import const, ticks_diff
from lysbord.games.sequence import moves
from lysbord.ui.board import draw, scene
from lysbord.ui.board.draw import BOT_PAUSE_MS, DEMO_RESTART_MS
from lysbord.ui.board.scene import CELEBRATE_MS, FRAME_MS, Scene

_NONE = const(0)
_WILD = const(1)
_REMOVE = const(2)


class Turns(Scene):
    """Whose turn it is and what the buttons do; Play adds the cell presses."""

    def __init__(self, app, game, bots):
        Scene.__init__(self, app, game)
        self.bots = bots
        self.jack = _NONE
        self.revealing = False
        self.bot_at = -1
        self.has_locks = False
        self.total = 0  # sequences on the board, all teams
        self.locked = None  # their cells, listed when first painted after a count
        self.recount = False  # a move was made: look for new sequences next frame
        self.chips_before = bytearray(100)  # the chips before a bot's move (a removed chip's colour)

    def seq_total(self):
        """Sequences completed by all teams together."""
        game = self.game
        total = 0
        for team in range(game.teams):
            total += game.sequence_count(team)
        return total

    def human_to_move(self):
        """True when a person (not a bot) is to move in a running game."""
        game = self.game
        return not game.over and not (self.bots >> game.turn & 1)

    # --- Jack: wild, remove, cancel -----------------------------------------
    def _jack_targets(self, wanted):
        """Cells the seat to move may take with a jack of kind wanted (_WILD/_REMOVE)."""
        out = []
        for move in self.game.legal_moves():
            kind = moves.move_kind(move)
            card = moves.move_card(move)
            if wanted == _WILD and kind == moves.PLACE and layout.is_two_eyed(card):
                out.append(moves.move_cell(move))
            elif wanted == _REMOVE and kind == moves.REMOVE:
                out.append(moves.move_cell(move))
        return out

    def _cycle_jack(self, now_ms):
        """Jack: none -> wild -> remove -> none, skipping a choice with no target."""
        if not self.human_to_move():
            return self.refuse(-1, now_ms)
        mode = self.jack
        for _ in range(2):
            mode = _WILD if mode == _NONE else (_REMOVE if mode == _WILD else _NONE)
            if mode == _NONE or self._jack_targets(mode):
                break
        if mode == _NONE and self.jack == _NONE:
            return self.refuse(-1, now_ms)  # no jack to play
        self._set_jack(mode, now_ms)

    def _set_jack(self, mode, now_ms):
        self.jack = mode
        self.wild = mode == _WILD
        self.set_marks(scene.M_REMOVABLE, self._jack_targets(_REMOVE) if mode == _REMOVE else ())
        self.paint(now_ms)

    def marks_removable(self):
        return self.jack == _REMOVE

    # --- Reveal --------------------------------------------------------------
    def _reveal(self, on, now_ms):
        """Show (on) or hide the hand of the person to move: their cards' cells, jacks on corners."""
        game = self.game
        if not on:
            if self.revealing:
                self.revealing = False
                self.jacks = 0
                self.set_marks(scene.M_REVEAL, ())
                self.paint(now_ms)
            return
        if not game.virtual or not self.human_to_move():
            return self.refuse(-1, now_ms)
        cells = []
        wild = remove = 0
        for card in game.hand(game.turn):
            if layout.is_two_eyed(card):
                wild += 1
            elif layout.is_one_eyed(card):
                remove += 1
            else:
                cells.extend(layout.cells_of(card))
        self.revealing = True
        self.jacks = min(wild, 2) | min(remove, 2) << 4
        self.set_marks(scene.M_REVEAL, cells)
        self.paint(now_ms)

    # --- Undo ------------------------------------------------------------------
    def undo(self, now_ms):
        """Take back the last move; against bots, back to the last person's turn."""
        game = self.game
        table = self.app.table
        if not game.can_undo():
            return self.refuse(-1, now_ms)
        table.undo()
        while self.bots >> game.turn & 1 and game.can_undo() and self.bots != (1 << game.players) - 1:
            table.undo()
        self.seen = table.version
        self.moves_seen = game.moves_played()
        self.stop_animations()
        self.revealing = False
        self.jacks = 0
        self.set_marks(scene.M_REVEAL | scene.M_WIN, ())
        self._set_jack(_NONE, now_ms)
        self.count_sequences()
        self.app.save_pending = True
        self._turn_started(now_ms)

    # --- turns, bots, the end -------------------------------------------------
    def _turn_started(self, now_ms):
        game = self.game
        legal = game.legal_moves() if game.virtual and not game.over else ()
        # Paying a silent-play penalty: the only moves are discards (the rule module's own test).
        self.paying = bool(legal) and moves.move_kind(legal[0]) == moves.DISCARD
        self.corner_team = game.team_to_move
        self.busy = not game.over and bool(self.bots >> game.turn & 1)
        self.bot_at = now_ms + BOT_PAUSE_MS if self.busy else -1

    def _game_over(self, now_ms):
        game = self.game
        self.over_at = now_ms
        self.busy = False
        self.bot_at = -1
        cells = []
        for team, line in game.sequences():
            if team == game.winner:
                cells.extend(line)
        self.set_marks(scene.M_WIN, cells)
        self.paint(now_ms)

    def _bot_move(self, now_ms):
        game = self.game
        table = self.app.table
        chips = self.chips_before
        for cell in range(100):
            chips[cell] = game.chip(cell) & 255
        try:
            table.bot_step()
        except (ValueError, IndexError, KeyError):  # a confused bot: any legal move will do
            legal = game.legal_moves()
            try:
                table.play(game.turn, legal[0] if legal else -1)
            except ValueError:  # nothing the bot can play: wait for a person (Undo, Menu)
                self.busy = False
                self.bot_at = -1
                self.paint_status(now_ms)
                return
        self.seen = table.version
        self.after_table_move(now_ms, scene.A_BOT)

    def after_table_move(self, now_ms, kind, chips_known=True):
        """Show the last move, made by a bot or a phone through the Table: its cell
        animates (a removed chip fades in the colour read before the move, else white)."""
        move = self.game.last_move()
        cell = move & 127 if move is not None and move >> 13 in (moves.PLACE, moves.REMOVE) else -1
        removed = self.chips_before[cell] if chips_known and 0 <= cell < 100 else 255
        self.after_move(move, cell, removed if removed != 255 else -1, kind, now_ms)

    def table_changed(self, now_ms):
        """Someone else changed the Table: a phone's move, or the board released the seats."""
        table = self.app.table
        self.seen = table.version
        game = self.game
        if table.game is not game:
            return
        if game.moves_played() == self.moves_seen + 1 and self.app.screen is self:
            self.after_table_move(now_ms, scene.A_PLACE, False)
            return
        self.moves_seen = game.moves_played()
        self.recount = True
        self._turn_started(now_ms)
        if game.over:
            self._game_over(now_ms)
        if self.app.screen is self:
            self.paint(now_ms)

    def tick(self, now_ms):
        """Bots' turns, the demo's next game, and 25 frames a second while anything moves."""
        game = self.game
        if self.bot_at >= 0 and ticks_diff(now_ms, self.bot_at) >= 0 and self.app.screen is self:
            self._bot_move(now_ms)
        if game.over and self.app.demo and ticks_diff(now_ms, self.over_at) >= DEMO_RESTART_MS:
            self.app.start_game(now_ms)
            return
        if ticks_diff(now_ms, self.painted) < FRAME_MS:
            return
        if self.recount:
            self._recount(now_ms)
        if game.over and ticks_diff(now_ms, self.over_at) < CELEBRATE_MS:
            self.celebrate(now_ms)
        elif game.over or self.jack == _REMOVE:
            self.paint(now_ms)  # the winning lines breathe, the removable chips blink: cells all over
        elif (
            self.animating(now_ms)
            or self.busy
            or self.held >= 0
            or self.paying
            or self.has_locks
            or ticks_diff(now_ms, self.flash_at) < 500
        ):
            self.paint_moving(now_ms, self.found, self._locked_cells())

    def count_sequences(self):
        """Count the sequences on the board (after a move, an undo, a new screen); returns it."""
        total = self.total = self.seq_total()
        self.has_locks = total > 0
        self.locked = None  # their cells are listed again at the next frame
        return total

    def _locked_cells(self):
        """The chips of every sequence (they breathe), listed once after each count of the
        sequences: no garbage each frame, whose collection would hold up the board's loop."""
        if not self.has_locks:
            return ()
        if self.locked is None:
            cells = bytearray()
            for _, five in self.game.sequences():
                cells.extend(bytes(five))
            self.locked = cells
        return self.locked

    def _recount(self, now_ms):
        """After a move: a new sequence gets a white run along it; a broken one (advanced
        rule) stops breathing."""
        self.recount = False
        before = self.total
        total = self.count_sequences()
        if total > before:
            # The locked fives are the latest ones (one chip may form two): they never move.
            for _, cells in self.game.sequences()[before - total :]:
                for i in range(5):
                    self.animate(cells[i], scene.A_LOCK, now_ms, 0, 90 * i)
        elif total < before:
            self.paint(now_ms)

    def celebrate(self, now_ms):
        """The winner's colour rolls out from the middle; the winning lines stay bright."""
        game = self.game
        colour = draw.TEAM[game.winner] if game.winner >= 0 else draw.WHITE
        age = ticks_diff(now_ms, self.over_at)
        frame = self.frame
        for cell in range(100):
            row, col = divmod(cell, 10)
            dist = abs(2 * row - 9) + abs(2 * col - 9)
            wave = (age // 6 - dist * 14) & 255
            if self.marks[cell] & scene.M_WIN:
                draw.put(frame, cell, colour)
            else:
                draw.put(frame, cell, draw.scale(colour, wave if wave < 128 else 255 - wave))
        self.paint_status(now_ms)
        self.painted = now_ms
