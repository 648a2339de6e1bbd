# The lit-board application: boot, resume offer, setup menu and play, as one state machine.
# handle(event, now_ms) and tick(now_ms) draw into `frame`; run(board) is the main loop.
# Every move goes through the one Table (keys, bots and phones alike); its listener saves.
from lysbord import events, forget_module, forget_modules
from lysbord.compat import const, ticks_diff
from lysbord.table import Table
from lysbord.ui.board import draw
from lysbord.ui.board.saves import SAVE_NAME, Settings, pack_save

_CURSOR_BLINK_MS = const(600)
_KEYS = const(128)
_YIELD_EVERY = const(4)  # passes of the board's loop to an await (main), unless a frame was just sent
_YIELD_LATEST = const(16)  # and at the latest
# Screens for a moment only: the boot sweep, banners, the setup menu, the pause screen with
# its penalty flash, and the font they write with. Imported when opened and dropped when
# play resumes, so a game in play (with the web side up, on a Pico W) does not hold their
# code; opening one again loads it afresh.
_MOMENT_MODULES = (
    "lysbord.ui.board.screens",
    "lysbord.ui.board.font",
    "lysbord.ui.board.menu",
    "lysbord.ui.board.pause",
    "lysbord.ui.board.consent",
    "lysbord.ui.board.penalty",
    "lysbord.ui.board.bringup",
)

# Sequence's play screen and what only it uses: let go while another game is played.
_SEQUENCE_SCREENS = ("lysbord.ui.board.play", "lysbord.ui.board.turns", "lysbord.ui.board.scene")


class App:
    """The whole application; screens draw into self.frame and set self.dirty."""

    def __init__(self, board, seed=None, demo=False, table=None, news=None):
        self.board = board
        # The web side holds the same Table: a restarted app keeps it, so phones stay seated
        # (main() then forwards the Table's news to whichever App is current).
        if table is None:
            table = Table()
            table.listen(self._table_changed)
        self.table = table
        self.news = news if news is not None else []  # (text, colour) from the web side, shown once
        self.count = board.pixels.count
        self.status_first = 100
        self.status_count = self.count - 100
        self.frame = bytearray(3 * self.count)
        self.dirty = True
        self.save_pending = False
        self.adopt_pending = False  # the Table got a game: is it one a phone started?
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
        # The scanner keeps keys held at power-up silent until released; the boot
        # sweep shows the stuck cells in amber so someone notices. JACK held at power-up
        # asks for the bring-up (ui/board/bringup.py) after the sweep.
        self.stuck = tuple(board.keys_held_at_boot())
        self.saved = None
        self.notice = ""
        self.screen = None
        self.play = None
        self.now = 0
        self.refused_at = -1  # when a refused press lit its red flash (draw.refused), or -1
        # Work a screen hands to step(), done at the loop's own depth rather than inside the
        # screen's tick or key (leaving the boot sweep reads the save and loads its game: on
        # the chip each level deeper costs its 8 KB C stack, docs/pico.md); a callable of now_ms.
        self.later = None
        self.set_brightness(self.settings.brightness)
        from lysbord.ui.board.screens import Boot  # a moment screen: let go once play begins

        self.show(Boot(self), 0)

    # --- screens -----------------------------------------------------------
    def show(self, screen, now_ms):
        """Switch to screen and paint it."""
        self.screen = screen
        if screen is self.play:
            for name in _MOMENT_MODULES:
                forget_module(name)
        screen.enter(now_ms)
        self.repaint(now_ms)

    def repaint(self, now_ms):
        """Paint the whole frame from the current screen."""
        self.screen.paint(now_ms)
        self.dirty = True

    def start_game(self, now_ms, game=None):
        """Deal a new game from the settings (or continue a loaded one) and play it."""
        settings = self.settings
        self.table.hold(False)
        note = self.table.note if game is not None and game is self.table.game else ""
        if game is None:
            seed = self.seed  # None: a live deal, secret (ui/board/dealing.py); a number for tests and replays
            self.seed = None if seed is None else seed + 1
            from lysbord.ui.board import dealing  # loaded for the deal and let go

            try:
                game, note = dealing.deal(settings, seed)
            finally:
                forget_module("lysbord.ui.board.dealing")
            self.save_pending = True
        self.saved = None
        self.play = None  # the old game's listener work stops here
        # the other games' play screen goes, as the last game's rules and bots go in table.start
        if settings.game == "sequence":
            forget_modules("lysbord.ui.phones")
        else:
            for name in _SEQUENCE_SCREENS:
                forget_module(name)
        self.table.start(settings.game, game, settings.bot_mask(), settings.level, note)
        if settings.game == "sequence":
            from lysbord.ui.board.play import Play  # Sequence's play screen: only when it is played

            self.play = Play(self, game, settings.bot_mask())
        else:
            from lysbord.ui.phones import TablePlay  # the phones' games: only when one is played

            self.play = TablePlay(self, game, settings.bot_mask())
        self.show(self.play, now_ms)

    def _table_changed(self, what):
        """The Table's listener: a move or an undo, from a key, a bot or a phone, is saved
        after the next frame is out; the play screen catches up in tick()."""
        if what == "move" or what == "undo":
            self.save_pending = self.play is not None
        elif what == "game":
            self.adopt_pending = True

    def _adopt(self, now_ms):
        """A phone started a game on the Table (docs/web.md, POST /api/setup): play and save it
        (ui/board/dealing.py takes up its settings, loaded for it and let go)."""
        from lysbord.ui.board import dealing  # loaded for the deal and let go

        try:
            dealing.adopt(self.settings, self.table)
        finally:
            forget_module("lysbord.ui.board.dealing")
        self.start_game(now_ms, self.table.game)
        self.save_pending = True

    def setup(self, now_ms):
        """Open the setup menu (the current game stays saved until a new one starts)."""
        from lysbord.ui.board.menu import Menu  # a moment screen: let go once play begins

        self.show(Menu(self), now_ms)

    def set_language(self, code, keep=False):
        """Speak code from now on (lysbord.i18n: the texts the board and its web side show);
        English when code has no table; None: the language in use. keep: save it on flash."""
        from lysbord import i18n
        from lysbord.ui.board.saves import LANGUAGE_NAME

        if code is not None:
            try:
                i18n.use(code)
            except ValueError:
                i18n.use("en")
        self.settings.language = i18n.language()
        if keep:
            try:
                self.board.store.save(LANGUAGE_NAME, self.settings.language.encode())
            except OSError:
                pass  # a full or failing flash: the language holds until power-off

    def set_brightness(self, level):
        """Brightness 1..8 on the LED driver."""
        self.settings.brightness = level
        self.board.pixels.brightness = (32 * level - 1) if level < 8 else 255

    def save(self):
        """Write the game to the store now (after a frame is out, so a press is never delayed)."""
        self.save_pending = False
        if self.play is not None:
            try:
                self.board.store.save(SAVE_NAME, pack_save(self.settings, self.play.game))
            except MemoryError:  # no block for the file's buffer just now: the next pass tries
                self.save_pending = True  # again, and the old save stays whole until then

    # --- input -------------------------------------------------------------
    def handle(self, ev, now_ms):
        """One key event from the queue."""
        self.now = now_ms
        key = ev >> events.KIND_BITS
        kind = ev & events.KIND_MASK
        if not 0 <= key < _KEYS or kind > events.UNTOUCH:
            return
        if kind >= events.TOUCH and key >= events.CELLS:
            return  # a touch lights a cell; the buttons wait for their press
        if getattr(self.screen, "raw_keys", False):  # the bring-up names every key as it is
            self.screen.handle(key, kind, now_ms)
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
            colour = draw.mix(colour, draw.WHITE, 200)  # the cursor: a white blink
        self._marked = colour
        draw.put(frame, cell, colour)
        self.dirty = True

    def tick(self, now_ms):
        """Advance animations and timers; sets dirty when the frame changed."""
        self.now = now_ms
        if self.refused_at >= 0 and ticks_diff(now_ms, self.refused_at) >= draw.REFUSE_MS:
            self.refused_at = -1
            self.repaint(now_ms)  # the red flash of a refused press is over
        if self.adopt_pending:
            self.adopt_pending = False
            game = self.table.game
            if game is not None and (self.play is None or self.play.game is not game):
                self._adopt(now_ms)
        play = self.play
        if play is not None and play.seen != self.table.version:
            play.table_changed(now_ms)  # a phone moved (or the board released the seats)
        if self.news and not getattr(self.screen, "holds_news", False):
            from lysbord.ui.board.screens import Banner  # a moment screen, like the boot sweep

            text, colour = self.news.pop(0)
            self.show(Banner(self, text, colour, self.screen), now_ms)
        self.screen.tick(now_ms)
        if self.cursor_pad:
            phase = (now_ms // (_CURSOR_BLINK_MS >> 1)) & 1
            if self.dirty or phase != self._cursor_phase:
                self._cursor_phase = phase
                self._overlay_cursor(now_ms)


def step(app, board, now_ms):
    """One pass of the main loop: scan, handle, animate, show, save, feed the watchdog.
    True when it sent a frame."""
    keys = board.keys
    _take_keys(app, keys, now_ms)
    shown = app.dirty
    if shown:  # a press is lit at once, before this pass's animation frame is painted
        app.dirty = False
        board.pixels.show(app.frame)
    app.tick(now_ms)
    later = app.later
    if later is not None:
        app.later = None
        later(now_ms)
    if app.dirty:
        # The keys once more before the frame goes out: a contact that closed while it was
        # painted (a few ms while something moves) is lit in it, not one frame write later.
        _take_keys(app, keys, board.ticks_ms())
        app.dirty = False
        board.pixels.show(app.frame)
        shown = True
    if app.save_pending:
        app.save()
    board.feed()
    return shown


def _take_keys(app, keys, now_ms):
    """Scan the keys and hand every queued event to the app."""
    keys.scan(now_ms)
    queue = keys.events
    ev = queue.pop()
    while ev >= 0:
        app.handle(ev, now_ms)
        ev = queue.pop()


def _print_exception(exc):
    import sys

    if hasattr(sys, "print_exception"):
        sys.print_exception(exc)


async def web_side(board, table, news):
    """Wi-Fi and the server, when the profile has a WIFI section and both are on the board;
    any failure here ends the web side only (the board plays on). A fall back from the home
    network to the board's own shows the radio mark in amber on the board (font.RADIO)."""
    try:
        from lysbord import forget_module
        from lysbord.hw import net  # the web side only on a Wi-Fi board: a plain Pico never loads it
        from lysbord.web.server import serve
    except ImportError as exc:
        print("web: not on this board (%s)" % (exc,))
        return
    try:
        link = await net.up(board.profile, board.store)
        if link is None:
            print("web: the radio did not start; the board plays on without phones")
            return
        print("web: %s" % (link.describe(),))
        if link.problem:
            from lysbord.ui.board.font import RADIO

            news.append((RADIO, draw.AMBER))
        names = link.names()  # the server answers only requests for these (docs/web.md)
        link = net = None  # the radio is up: the joining code is not needed again, its heap goes
        forget_module("lysbord.hw.net")
        await serve(table, names=names)
    except Exception as exc:  # whatever the network does, the board plays on
        print("web: stopped")
        _print_exception(exc)


async def main(board, seed=None, demo=False, pause_s=0):
    """The board's loop, and the web side beside it when the profile asks for Wi-Fi: the same
    step() as ever, and every few passes an await so the web side (if any) gets its turn. An
    await costs ~0.8 ms on the Pico, a pass without a frame ~1 ms: awaiting after every pass
    (and sleeping 1 ms there) made a press wait that much longer for its first reading; never
    straight after a frame, which already held the keys back for its 3.8 ms. A bug restarts the
    app on the same Table. The loop runs here, not in a coroutine awaited from here: each level
    of awaiting costs the chip's 8 KB C stack (docs/pico.md)."""
    import asyncio

    table = Table()
    news = []
    if getattr(board.profile, "WIFI", None) is not None:
        asyncio.create_task(web_side(board, table, news))
    app = App(board, seed, demo, table, news)
    current = [app]
    table.listen(lambda what: current[0]._table_changed(what))
    passes = 0
    while True:
        try:
            while True:
                passes += 1
                if step(app, board, board.ticks_ms()) and passes < _YIELD_LATEST:
                    continue
                if passes >= _YIELD_EVERY:
                    passes = 0
                    await asyncio.sleep(pause_s)
        except Exception as exc:  # a bug must not leave the table without its game
            _print_exception(exc)
            app = current[0] = App(board, seed, demo, table, news)  # start over: the resume offer brings the game back


def run(board, seed=None, demo=False):
    """The firmware's main loop (never returns)."""
    import asyncio

    board.start_watchdog(8000)
    asyncio.run(main(board, seed, demo))
