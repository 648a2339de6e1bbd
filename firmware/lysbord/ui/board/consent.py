# Seat phones: the board's consent to one phone at a time (docs/web.md, "Whom the board
# trusts"). A phone asking for a seat shows three cells, sent to it alone; typed here in order
# they seat that phone and no other. The seats are on the top row: lit where a phone holds one,
# dim where none does, blinking while a phone asks for it. Hold a seat to take it back from its
# phone; red refuses every ask; hold the two sky-blue cells to free every phone's seat.
from lysbord import events
from lysbord.compat import const, ticks_diff
from lysbord.table import ADMITTED, HELD
from lysbord.ui.board import draw

_BACK = const(90)  # bottom-left, amber: back to the screen that opened this page
_REFUSE = const(92)  # red: refuse every ask
_FREE = const(94)  # 94-95, sky blue, held: free every phone's seat
_CODE_FIRST = const(10)  # a code's cells: rows 2-9 (web/seats.py CODE_FIRST, CODE_SPAN)
_CODE_END = const(90)
_CODE_CELLS = const(3)
_TRIES = const(3)  # codes that seat nobody before the page closes (a mistyped code is one)
_SKY = const(0x00A0FF)
_FLASH_MS = const(600)


def seat_cell(seat):
    """Seats 1-10 on the top row, 11 and 12 on the last two cells of the bottom row."""
    return seat if seat < 10 else 88 + seat


class Consent:
    """The seat-phones page, opened from the pause menu or the setup's game page (back)."""

    def __init__(self, app, back):
        self.app = app
        self.back = back
        self.typed = []
        self.wrong = 0
        self.confirm = -1  # a seat a phone holds that the typed code asks for: pressed again, it moves
        self.flash_at = -1  # the typed cells flash green (seated) for a moment
        self.held = -1  # a cell held (its LONG acted): its release does nothing more
        self.phase = 0

    def enter(self, now_ms):
        self.app.cursor = 44

    def _colour(self, seat):
        table = self.app.table
        if table.name == "sequence":
            return draw.TEAM[seat % table.game.teams]
        return draw.seat_colour(seat)

    def paint(self, now_ms):
        app = self.app
        table = app.table
        frame = app.frame
        draw.clear(frame)
        players = table.game.players if table.game is not None else 0
        for seat in range(players):
            if table.is_bot(seat):
                continue
            colour = self._colour(seat)
            if not table.phones >> seat & 1:
                colour = draw.scale(colour, 50)
            if seat == self.confirm:
                colour = draw.WHITE if draw.blink(now_ms, 300) else self._colour(seat)
            elif table.asking >> seat & 1 and not draw.blink(now_ms, 800):
                colour = draw.OFF
            draw.put(frame, seat_cell(seat), colour)
        flashing = self.flash_at >= 0
        for cell in range(_CODE_FIRST, _CODE_END):
            draw.put(frame, cell, draw.scale(_SKY, 30))
        for cell in self.typed:
            draw.put(frame, cell, draw.GO if flashing else draw.WHITE)
        draw.put(frame, _BACK, draw.AMBER)
        draw.put(frame, _REFUSE, draw.REFUSE if table.asking else draw.scale(draw.REFUSE, 40))
        free = _SKY if table.phones else draw.scale(_SKY, 40)
        draw.put(frame, _FREE, free)
        draw.put(frame, _FREE + 1, free)
        draw.status(frame, 100, app.status_count, _SKY)

    def paint_cell(self, cell, now_ms):
        self.paint(now_ms)

    def tick(self, now_ms):
        if self.flash_at >= 0 and ticks_diff(now_ms, self.flash_at) >= _FLASH_MS:
            self.flash_at = -1
            self.typed = []
            self.app.repaint(now_ms)
        phase = draw.blink(now_ms, 800) | draw.blink(now_ms, 300) << 1
        if phase != self.phase:  # the asked seats and the one to confirm blink
            self.phase = phase
            if self.app.table.asking or self.confirm >= 0:
                self.app.repaint(now_ms)

    def _seat_at(self, key):
        table = self.app.table
        players = table.game.players if table.game is not None else 0
        for seat in range(players):
            if seat_cell(seat) == key:
                return seat
        return -1

    def handle(self, key, kind, now_ms):
        app = self.app
        table = app.table
        if kind == events.LONG:
            seat = self._seat_at(key)
            if seat >= 0 and table.phones >> seat & 1:  # the board takes this seat back
                self.held = key
                table.free_seat(seat)
            elif key == _FREE or key == _FREE + 1:  # every phone's seat, on purpose: a hold
                self.held = key
                table.free_seats()
            app.repaint(now_ms)
            return
        if kind != events.RELEASE:
            return
        if key == self.held:
            self.held = -1
            return
        if self.flash_at >= 0:  # the last seating's flash: the next code starts afresh
            self.flash_at = -1
            self.typed = []
        if key == _BACK or key == events.MENU:
            app.show(self.back, now_ms)
            return
        if self.confirm >= 0:
            if key == seat_cell(self.confirm):  # the seat named on the board, pressed again: it moves
                table.admit(bytes(self.typed), True)
                self.flash_at = now_ms
            else:
                self.typed = []
            self.confirm = -1
            app.repaint(now_ms)
            return
        if key == _REFUSE:
            table.refuse_asks()
        elif _CODE_FIRST <= key < _CODE_END and key not in self.typed:
            self.typed.append(key)
            if len(self.typed) == _CODE_CELLS:
                self._typed(now_ms)
        else:
            self.typed = []
            draw.refused(app)
            return
        app.repaint(now_ms)

    def _typed(self, now_ms):
        app = self.app
        outcome, seat = app.table.admit(bytes(self.typed))
        if outcome == ADMITTED:
            self.wrong = 0
            self.flash_at = now_ms
        elif outcome == HELD:  # a phone holds it: the seat blinks, and only a press on it moves it
            self.confirm = seat
        else:
            self.typed = []
            self.wrong += 1
            if self.wrong >= _TRIES:  # the table opens the page again to try more
                app.show(self.back, now_ms)
            draw.refused(app)
