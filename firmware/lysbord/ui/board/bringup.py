# Bring-up: a new board checked by its builder, in three steps. The walk lights every LED
# in chain order, once in each of red, green, blue and white (a wrong order, a wrong
# COLOR_ORDER, a dead pixel or a broken chain show at once; on a status LED its number is
# on the cells). Then all LEDs white, held under the budget by the current limiter, with
# the estimate on the cells in tenths of an amp (compare the meter). Then the keys: a key
# lights its own cell while held and stays green once seen (a dead row or column, a
# reversed diode, a ghost), a button or pad key shows its name. Holding MENU leaves.
# Started by holding JACK at power-up, in the simulator by --bringup, from the REPL by
# bringup_repl.run(). Loaded only for it (a moment module, ui/board/app.py).
from lysbord import events
from lysbord.compat import const, ticks_diff
from lysbord.ui.board import draw
from lysbord.ui.board.font import draw_text

STEP_MS = const(25)  # per LED in the walk: 104 LEDs, four colours, about ten seconds
CURRENT_MS = const(4000)
PASSES = ((0xFF0000, "red"), (0x00FF00, "green"), (0x0000FF, "blue"), (0xFFFFFF, "white"))
WALK = const(0)
CURRENT = const(1)
KEYS = const(2)


class BringUp:
    """The bring-up screen; done(now_ms) is called when MENU is held, say(text) (print, from
    the REPL) hears what each step shows."""

    holds_news = True
    raw_keys = True  # every key as it is (the lite board's pad keys are not a cursor here)

    def __init__(self, app, done, say=None):
        self.app = app
        self.done = done
        self.say = say
        table = app.board.pixels.table
        self.chain = bytearray(app.count)  # chain position -> logical LED
        for led in range(app.count):
            self.chain[table[led]] = led
        self.step = WALK
        self.start = 0
        self.lit = -1  # LEDs lit so far in the walk's pass (chain positions 0..lit-1)
        self.shown_ma = -1  # the estimate of the all-white frame, once it went out
        self.held = bytearray(100)  # cells whose key is down
        self.seen = bytearray(100)  # cells whose key was pressed
        self.name = ""  # the button held, by name
        self._cursor_pad = False

    def _tell(self, text):
        if self.say is not None:
            self.say("bring-up: " + text)

    def enter(self, now_ms):
        self.start = now_ms
        self._cursor_pad, self.app.cursor_pad = self.app.cursor_pad, False  # no cursor over the walk
        self._tell("walk: the %d LEDs one by one in chain order, four times" % self.app.count)

    def _go(self, step, now_ms):
        self.step = step
        self.start = now_ms
        pixels = self.app.board.pixels
        if step == CURRENT:
            pixels.brightness = 255  # ask for everything: the limiter holds it to the budget
        else:
            self.app.set_brightness(self.app.settings.brightness)
            self._tell("keys: press each cell and button; hold MENU to leave")
        self.app.repaint(now_ms)

    def paint(self, now_ms):
        frame = self.app.frame
        if self.step == WALK:
            self._paint_walk(frame, now_ms)
        elif self.step == CURRENT:
            for i in range(len(frame)):
                frame[i] = 255
            if self.shown_ma >= 0:
                draw_text(frame, "%02d" % min((self.shown_ma + 50) // 100, 99), 2, draw.OFF)  # tenths of an A
        else:
            self._paint_keys(frame)

    def _paint_walk(self, frame, now_ms):
        count = self.app.count
        done = ticks_diff(now_ms, self.start) // STEP_MS
        colour = PASSES[min(done // count, 3)][0]
        self.lit = done % count + 1
        draw.clear(frame)
        chain = self.chain
        for position in range(self.lit):
            draw.put(frame, chain[position], colour)
        if chain[self.lit - 1] >= 100:  # on a status LED: its number, dark on the lit cells
            draw_text(frame, str(chain[self.lit - 1] - 99), 2, draw.OFF)

    def _paint_keys(self, frame):
        draw.clear(frame)
        if self.name:
            draw_text(frame, self.name, 2, draw.AMBER)
            return
        for cell in range(100):
            if self.held[cell]:
                draw.put(frame, cell, draw.WHITE)
            elif self.seen[cell]:
                draw.put(frame, cell, draw.scale(draw.GO, draw.DIM))

    def paint_cell(self, cell, now_ms):
        self.paint(now_ms)

    def tick(self, now_ms):
        if self.step == WALK:
            done = ticks_diff(now_ms, self.start) // STEP_MS
            if done >= len(PASSES) * self.app.count:
                self._go(CURRENT, now_ms)
            elif done % self.app.count + 1 != self.lit:
                if self.lit < 0 or done % self.app.count + 1 < self.lit:  # a new pass begins
                    self._tell("walk in %s" % PASSES[done // self.app.count][1])
                self.app.repaint(now_ms)
        elif self.step == CURRENT:
            if self.shown_ma < 0 and ticks_diff(now_ms, self.start) > 0:  # the white frame is out
                pixels = self.app.board.pixels
                self.shown_ma = pixels.last_ma
                self._tell(
                    "all %d LEDs white, held to %d mA (BUDGET_MA %d); the meter shows that plus the Pico's 50 mA"
                    % (self.app.count, self.shown_ma, pixels.budget_ma)
                )
                self.app.repaint(now_ms)
            elif ticks_diff(now_ms, self.start) >= CURRENT_MS:
                self._go(KEYS, now_ms)

    def handle(self, key, kind, now_ms):
        if self.step != KEYS:
            if kind == events.PRESS:  # a key skips the walk and the current
                self._go(KEYS, now_ms)
            else:
                return
        if key < 100:
            if kind == events.PRESS:
                self.held[key] = self.seen[key] = 1
                self._tell("cell %d (row %d, column %d)" % (key, key // 10, key % 10))
            elif kind == events.RELEASE:
                self.held[key] = 0
        elif key == events.MENU and kind == events.LONG:
            self.leave(now_ms)
            return
        elif kind == events.PRESS:
            self.name = events.BUTTON_NAMES.get(key, "??")[:2].upper()  # ME(NU), JA(CK), ...
            self._tell("%s button" % events.BUTTON_NAMES.get(key, str(key)))
        elif kind == events.RELEASE:
            self.name = ""
        self.app.repaint(now_ms)

    def leave(self, now_ms):
        """Back to where the board goes after its boot sweep (or the REPL's prompt)."""
        app = self.app
        app.cursor_pad = self._cursor_pad
        app.set_brightness(app.settings.brightness)
        self.done(now_ms)
