# The lit-board application: boot, resume offer, setup menu and play, as one state machine.
# handle(event, now_ms) and tick(now_ms) draw into `frame`; run(board) is the main loop.
from lysbord import events
from lysbord.compat import const, ticks_diff
from lysbord.ui import draw
from lysbord.ui.font import draw_text

SAVE_NAME = "sequence.sav"
_SAVE_VERSION = const(1)
_SAVE_HEADER = const(6)
_BOOT_MS = const(1200)
_NOTICE_MS = const(2500)
_CURSOR_BLINK_MS = const(600)
_KEYS = const(128)


class Settings:
    """What the setup menu chooses; saved with the game."""

    def __init__(self):
        self.virtual = True
        self.players = 2
        self.teams = 2
        self.bots = 2  # bit per seat: seat 1 is a bot
        self.advanced = False
        self.brightness = 4  # 1..8

    def team_count(self):
        """The teams the rules give this many players (6 and 12 may choose)."""
        if self.players in (6, 12):
            return self.teams
        return 3 if self.players in (3, 9) else 2

    def bot_mask(self):
        """The bot seats that exist (virtual mode only: physical cards need people)."""
        return self.bots & ((1 << self.players) - 1) if self.virtual else 0


def pack_save(settings, game):
    """The save record: a small header (bots, brightness) and the game's history."""
    bots = settings.bot_mask()
    head = bytes((_SAVE_VERSION, bots >> 8, bots & 255, settings.brightness, 0, 0))
    return head + game.history_bytes()


def unpack_save(data):
    """(settings, game) from a save record; ValueError if it cannot be trusted."""
    from lysbord.games import sequence

    if len(data) < _SAVE_HEADER + 8 or data[0] != _SAVE_VERSION:
        raise ValueError("expected a Sequence save version %d" % _SAVE_VERSION)
    game = sequence.Sequence.from_history(bytes(data[_SAVE_HEADER:]))
    settings = Settings()
    settings.virtual = bool(game.virtual)
    settings.players = game.players
    settings.teams = game.teams
    settings.bots = (data[1] << 8 | data[2]) & ((1 << game.players) - 1)
    settings.advanced = bool(game.advanced)
    settings.brightness = min(8, max(1, data[3]))
    return settings, game


class App:
    """The whole application; screens draw into self.frame and set self.dirty."""

    def __init__(self, board, seed=None, demo=False):
        self.board = board
        self.count = board.pixels.count
        self.status_first = 100
        self.status_count = self.count - 100
        self.frame = bytearray(3 * self.count)
        self.dirty = True
        self.save_pending = False
        self.seed = seed
        self.demo = demo
        self.settings = Settings()
        if demo:
            self.settings.bots = 0xFFF
        profile = board.profile
        self.cursor_pad = hasattr(profile, "CURSOR_PINS")
        self.cursor = 44
        self._cursor_cell = -1  # the cell where the centre key went down
        self._under = -1
        self._marked = -1
        self._cursor_phase = 0
        self._ignored = bytearray(_KEYS)
        for key in board.keys_held_at_boot():
            if 0 <= key < _KEYS:
                self._ignored[key] = 1
        self.saved = None
        self.notice = ""
        self.screen = None
        self.play = None
        self.now = 0
        self.set_brightness(self.settings.brightness)
        self.show(Boot(self), 0)

    # --- screens -----------------------------------------------------------
    def show(self, screen, now_ms):
        """Switch to screen and paint it."""
        self.screen = screen
        screen.enter(now_ms)
        self.repaint(now_ms)

    def repaint(self, now_ms):
        """Paint the whole frame from the current screen."""
        self.screen.paint(now_ms)
        self.dirty = True

    def after_boot(self, now_ms):
        """Resume offer, a notice about a bad save, the demo, or the setup menu."""
        from lysbord.ui.menu import Menu, Resume

        if self.demo:
            self.start_game(now_ms)
            return
        store = self.board.store
        try:
            data = store.load(SAVE_NAME)
        except OSError:
            data = None
        if data is None and getattr(store, "problem", None):
            self.notice = "save unreadable: %s" % (store.problem,)
        elif data is not None:
            try:
                self.saved = unpack_save(data)
            except (ValueError, IndexError, KeyError, TypeError) as exc:
                self.notice = "save unreadable: %s" % (exc,)
                self._forget_save()
        if self.notice:
            self.show(Notice(self, "ER"), now_ms)
        elif self.saved is not None:
            self.show(Resume(self), now_ms)
        else:
            self.show(Menu(self), now_ms)

    def _forget_save(self):
        try:
            self.board.store.remove(SAVE_NAME)
        except OSError:
            pass

    def start_game(self, now_ms, game=None):
        """Deal a new game from the settings (or continue a loaded one) and play it."""
        from lysbord.games import sequence
        from lysbord.ui.play import Play

        settings = self.settings
        if game is None:
            seed = self.seed if self.seed is not None else now_ms
            self.seed = None if self.seed is None else self.seed + 1
            game = sequence.new_game(
                settings.players,
                seed & 0xFFFFFFF,
                teams=settings.team_count(),
                virtual=settings.virtual,
                advanced=settings.advanced,
            )
            self.save_pending = True
        self.saved = None
        self.play = Play(self, game, settings.bot_mask())
        self.show(self.play, now_ms)

    def setup(self, now_ms):
        """Open the setup menu (the current game stays saved until a new one starts)."""
        from lysbord.ui.menu import Menu

        self.show(Menu(self), now_ms)

    def set_brightness(self, level):
        """Brightness 1..8 on the LED driver."""
        self.settings.brightness = level
        self.board.pixels.brightness = (32 * level - 1) if level < 8 else 255

    def save(self):
        """Write the game to the store now (after a frame is out, so a press is never delayed)."""
        self.save_pending = False
        if self.play is not None:
            self.board.store.save(SAVE_NAME, pack_save(self.settings, self.play.game))

    # --- input -------------------------------------------------------------
    def handle(self, ev, now_ms):
        """One key event from the queue."""
        self.now = now_ms
        key = ev >> 2
        kind = ev & 3
        if not 0 <= key < _KEYS or kind > 2:
            return
        if self._ignored[key]:
            if kind == events.RELEASE:
                self._ignored[key] = 0  # stuck at boot: usable once let go
            return
        if events.UP <= key <= events.RIGHT:
            if kind == events.PRESS:
                self._move_cursor(key, now_ms)
            return
        if key == events.CENTER:
            if kind == events.PRESS:
                self._cursor_cell = self.cursor
            key = self._cursor_cell
            if key < 0:
                return
            if kind == events.RELEASE:
                self._cursor_cell = -1
        self.screen.handle(key, kind, now_ms)
        if self.cursor_pad:
            self._overlay_cursor(now_ms)

    def _move_cursor(self, key, now_ms):
        self.cursor_pad = True
        row, col = divmod(self.cursor, 10)
        if key == events.UP:
            row = (row - 1) % 10
        elif key == events.DOWN:
            row = (row + 1) % 10
        elif key == events.LEFT:
            col = (col - 1) % 10
        else:
            col = (col + 1) % 10
        old = self.cursor
        self.cursor = row * 10 + col
        if self._under >= 0:
            draw.put(self.frame, old, self._under)
        self._under = -1
        self.screen.paint_cell(old, now_ms)
        self._overlay_cursor(now_ms)

    def _overlay_cursor(self, now_ms):
        frame = self.frame
        cell = self.cursor
        shown = draw.get(frame, cell)
        if self._under < 0 or shown != self._marked:
            self._under = shown
        colour = self._under
        if (now_ms // (_CURSOR_BLINK_MS >> 1)) & 1 == 0:
            colour = draw.mix(colour, draw.CURSOR, 150)
        self._marked = colour
        draw.put(frame, cell, colour)
        self.dirty = True

    def tick(self, now_ms):
        """Advance animations and timers; sets dirty when the frame changed."""
        self.now = now_ms
        self.screen.tick(now_ms)
        if self.cursor_pad:
            phase = (now_ms // (_CURSOR_BLINK_MS >> 1)) & 1
            if self.dirty or phase != self._cursor_phase:
                self._cursor_phase = phase
                self._overlay_cursor(now_ms)


class Boot:
    """A short sweep of the three team colours; any key skips it."""

    def __init__(self, app):
        self.app = app
        self.start = 0

    def enter(self, now_ms):
        self.start = now_ms

    def paint(self, now_ms):
        frame = self.app.frame
        step = ticks_diff(now_ms, self.start) * 24 // _BOOT_MS  # 0..23 diagonals swept
        for cell in range(100):
            lane = cell // 10 + cell % 10
            if lane <= step and step - lane < 6:
                draw.put(frame, cell, draw.scale(draw.TEAM[lane % 3], 255 - 40 * (step - lane)))
            else:
                draw.put(frame, cell, draw.OFF)
        draw.status(frame, 100, self.app.status_count, draw.TEAM[step % 3])

    def paint_cell(self, cell, now_ms):
        self.paint(now_ms)

    def handle(self, key, kind, now_ms):
        if kind == events.PRESS:
            self.app.after_boot(now_ms)

    def tick(self, now_ms):
        if ticks_diff(now_ms, self.start) >= _BOOT_MS:
            self.app.after_boot(now_ms)
        else:
            self.app.repaint(now_ms)


class Notice:
    """A blinking two-letter message (a bad save: "ER"), then the setup menu."""

    def __init__(self, app, text):
        self.app = app
        self.text = text
        self.start = 0
        self.lit = -1

    def enter(self, now_ms):
        self.start = now_ms

    def paint(self, now_ms):
        frame = self.app.frame
        draw.clear(frame)
        self.lit = draw.blink(now_ms, 500)
        if self.lit:
            draw_text(frame, self.text, 2, draw.REFUSE)
        draw.status(frame, 100, self.app.status_count, draw.REFUSE if self.lit else draw.OFF)

    def paint_cell(self, cell, now_ms):
        self.paint(now_ms)

    def handle(self, key, kind, now_ms):
        if kind == events.RELEASE:
            self.app.notice = ""
            self.app.setup(now_ms)

    def tick(self, now_ms):
        if ticks_diff(now_ms, self.start) >= _NOTICE_MS:
            self.app.notice = ""
            self.app.setup(now_ms)
        elif draw.blink(now_ms, 500) != self.lit:
            self.app.repaint(now_ms)


def step(app, board, now_ms):
    """One pass of the main loop: scan, handle, animate, show, save, feed the watchdog."""
    keys = board.keys
    keys.scan(now_ms)
    ev = keys.pop()
    while ev >= 0:
        app.handle(ev, now_ms)
        ev = keys.pop()
    app.tick(now_ms)
    if app.dirty:
        app.dirty = False
        board.pixels.show(app.frame)
    if app.save_pending:
        app.save()
    board.feed()


def run(board, seed=None, demo=False):
    """The firmware's main loop (never returns)."""
    app = App(board, seed, demo)
    board.start_watchdog(8000)
    while True:
        step(app, board, board.ticks_ms())
        board.sleep_ms(2)
