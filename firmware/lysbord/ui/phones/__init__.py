# The lit board for the games played from phones and bots (kabal, Siódemki, Cabo, Høyers
# trappe): the table's public cards lit where the Sequence board prints them, whose turn
# on the status LEDs. Moves come through the Table from bots (with the visible pause),
# phones, or the console; the board's own keys give Menu and Undo.
from lysbord import events, layout
from lysbord.compat import const, ticks_diff
from lysbord.ui.board import draw
from lysbord.ui.board.draw import BOT_PAUSE_MS, DEMO_RESTART_MS, seat_colour
from lysbord.ui.board.font import draw_text

# The corners stand for the jacks (no cell prints one): the two-eyed on top as in
# Sequence's Reveal (JD left, JC right), the one-eyed below (JH left, JS right).
_JACK_CORNER = {layout.JD: 0, layout.JC: 9, layout.JH: 90, layout.JS: 99}
_FLASH_MS = const(400)


class Lamp:
    """What a game's light() draws with: cards on their cells, or a short text."""

    def __init__(self, frame, level=255):
        self.frame = frame
        self.level = level

    def card(self, card, colour):
        """Light the cells where card is printed (a jack: its corner)."""
        colour = draw.scale(colour, self.level) if self.level < 255 else colour
        if layout.is_jack(card):
            draw.put(self.frame, _JACK_CORNER[card], colour)
        else:
            first, second = layout.cells_of(card)
            draw.put(self.frame, first, colour)
            draw.put(self.frame, second, colour)

    def text(self, text, colour):
        """Up to two characters in the middle of the board."""
        draw_text(self.frame, text, 2, draw.scale(colour, self.level) if self.level < 255 else colour)


def public_view(name, game):
    """What the whole table may see of a game not (yet) on the Table (the resume offer)."""
    from lysbord.table import Table  # only for the resume offer of a saved game

    table = Table()
    table.start(name, game)
    return table.public_view()


def game_lights(name):
    """The module that lights a game on the board (lysbord.ui.phones.<name>)."""
    return __import__("lysbord.ui.phones." + name, None, None, ("light",))


def paint_cards(frame, name, game, level=255, view=None, last_seat=-1, last_move=-1):
    """Light a game's public cards on cells 0..99 (already cleared); a game whose module has
    light_last marks the last move (last_seat's last_move) over them."""
    module = game_lights(name)
    lamp = Lamp(frame, level)
    module.light(view if view is not None else public_view(name, game), lamp)
    if last_seat >= 0 and hasattr(module, "light_last"):
        module.light_last(lamp, last_seat, last_move)


class TablePlay:
    """The play screen of a game other than Sequence."""

    def __init__(self, app, game, bots):
        self.app = app
        self.game = game
        self.bots = bots
        self.name = app.table.name
        self.seen = app.table.version
        self.bot_at = -1
        self.over_at = 0
        self.flash_at = -1
        self.long_key = -1
        self.lit = -1

    def enter(self, now_ms):
        self._turn_started(now_ms)

    # --- drawing -------------------------------------------------------------
    def paint(self, now_ms):
        frame = self.app.frame
        draw.clear(frame, 0, 100)
        table = self.app.table
        paint_cards(frame, self.name, self.game, 255, table.public_view(), table.last_seat, table.last_move)
        self.paint_status(now_ms)

    def paint_cell(self, cell, now_ms):
        self.paint(now_ms)

    def paint_status(self, now_ms):
        """Status LED n for seat n to move, in the seat's colour; seats past the LEDs'
        count blink (slowly for the second round of LEDs, quickly for the third). Game
        over: the winners' LEDs breathe. A refused press flashes the last LED red."""
        app = self.app
        count = app.status_count
        app.dirty = True
        if count <= 0:
            return
        frame = app.frame
        first = app.status_first
        draw.clear(frame, first, first + count)
        game = self.game
        if game.over:
            level = draw.breathe(now_ms, 1200, 60)
            for seat in game.winners():
                draw.put(frame, first + seat % count, draw.scale(seat_colour(seat), level))
        elif game.turn >= 0:
            seat = game.turn
            lap = seat // count
            period = 1000 if lap == 1 else 400
            if lap == 0 or draw.blink(now_ms, period):
                colour = seat_colour(seat)
                if self.bot_at >= 0:  # a bot thinking: its LED breathes
                    colour = draw.scale(colour, draw.breathe(now_ms, 600, 80))
                draw.put(frame, first + seat % count, colour)
        if self.flash_at >= 0 and ticks_diff(now_ms, self.flash_at) < _FLASH_MS:
            on = (ticks_diff(now_ms, self.flash_at) // 100) & 1 == 0
            draw.put(frame, first + count - 1, draw.REFUSE if on else draw.OFF)

    # --- input ---------------------------------------------------------------
    def handle(self, key, kind, now_ms):
        if kind == events.LONG:
            self.long_key = key
            if key == events.UNDO or key == events.MENU:
                self.undo(now_ms)  # Menu held: the lite board's Undo
            return
        if kind != events.RELEASE:
            return
        if key == self.long_key:
            self.long_key = -1  # the end of a long press is not a short one
            return
        if key == events.MENU:
            from lysbord.ui.board.pause import Pause  # a moment screen: let go when play resumes

            self.app.show(Pause(self.app, self), now_ms)
        else:  # cards are played from the phones (or the console): the board only shows them
            self.refuse(now_ms)

    def refuse(self, now_ms):
        self.flash_at = now_ms
        if self.app.status_count == 0:
            draw.refused(self.app)
        self.paint_status(now_ms)

    def undo(self, now_ms):
        """Take back the last move; against bots, back to the last person's turn."""
        game = self.game
        table = self.app.table
        if not game.can_undo():
            return self.refuse(now_ms)
        table.undo()
        every = (1 << game.players) - 1
        while not game.over and self.bots >> game.turn & 1 and game.can_undo() and self.bots != every:
            table.undo()
        self.seen = table.version
        self._turn_started(now_ms)
        self.paint(now_ms)

    # --- turns ---------------------------------------------------------------
    def _turn_started(self, now_ms):
        game = self.game
        bot = not game.over and game.turn >= 0 and self.bots >> game.turn & 1
        self.bot_at = now_ms + self._bot_pause() if bot else -1
        if game.over:
            self.over_at = now_ms

    def _bot_pause(self):
        """How long a bot's move waits to be seen: a game's module may shorten it after a bot's
        own move that shows nothing new (bot_pause_ms)."""
        table = self.app.table
        if table.last_seat >= 0 and self.bots >> table.last_seat & 1:
            module = game_lights(self.name)
            if hasattr(module, "bot_pause_ms"):
                return module.bot_pause_ms(table.last_move, BOT_PAUSE_MS)
        return BOT_PAUSE_MS

    def table_changed(self, now_ms):
        """A move through the Table (a phone's, the console's) or released seats."""
        self.seen = self.app.table.version
        if self.app.table.game is not self.game:
            return
        self._turn_started(now_ms)
        if self.app.screen is self:
            self.paint(now_ms)

    def tick(self, now_ms):
        app = self.app
        game = self.game
        if self.bot_at >= 0 and ticks_diff(now_ms, self.bot_at) >= 0 and app.screen is self:
            try:
                app.table.bot_step()
            except (ValueError, IndexError, KeyError):  # a confused bot: any legal move will do
                legal = game.legal_moves()
                try:
                    app.table.play(game.turn, legal[0] if legal else -1)
                except ValueError:
                    self.bot_at = -1  # nothing to play: wait for Undo or Menu
            self.seen = app.table.version
            if self.bot_at >= 0:
                self._turn_started(now_ms)
            self.paint(now_ms)
            return
        if game.over and app.demo and ticks_diff(now_ms, self.over_at) >= DEMO_RESTART_MS:
            app.start_game(now_ms)
            return
        if self.flash_at >= 0 and app.status_count == 0 and ticks_diff(now_ms, self.flash_at) >= _FLASH_MS:
            self.flash_at = -1  # the lite board's refusal (a red corner) is over: the cards again
            self.paint(now_ms)
        # Only the status LEDs move (breathing, blinking, the refused flash): ~12 frames a second.
        phase = now_ms // 80
        if phase == self.lit:
            return
        count = app.status_count
        blinking = count > 0 and game.turn >= count
        flashing = self.flash_at >= 0 and ticks_diff(now_ms, self.flash_at) < _FLASH_MS + 100
        if self.bot_at >= 0 or game.over or blinking or flashing:
            self.lit = phase
            self.paint_status(now_ms)
