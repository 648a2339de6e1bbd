# Small screens of the app: the boot sweep and a blinking notice (a save that could not
# be read); each paints into app.frame and hands over to the app when done. Like the app's
# other moment screens (ui/board/app.py), this module is let go while a game is played.
from lysbord import events
from lysbord.compat import const, ticks_diff
from lysbord.ui.board import draw
from lysbord.ui.board.font import draw_text
from lysbord.ui.board.saves import LANGUAGE_NAME, SAVE_NAME, language_in, unpack_save

_BOOT_MS = const(1200)
_NOTICE_MS = const(2500)


def after_boot(app, now_ms):
    """After the boot sweep: the bring-up (JACK held at power-up), the resume offer, a notice
    about a bad save, the demo, or the setup menu."""
    if events.JACK in app.stuck:
        from lysbord.ui.board.bringup import BringUp  # a moment screen: only when JACK is held at power-up

        app.stuck = ()  # shown on the sweep; the bring-up's end comes back here for the rest
        app.show(BringUp(app, lambda at_ms: after_boot(app, at_ms)), now_ms)  # then back here
        return
    from lysbord.ui.board.menu import Menu, Resume  # a moment module: only after the boot sweep

    if app.demo:
        app.start_game(now_ms)
        return
    store = app.board.store
    language = None
    try:
        path = store.root + LANGUAGE_NAME
        if store.fs.exists(path) or store.fs.exists(path + ".tmp"):  # the loader only when one was saved
            language = store.load(LANGUAGE_NAME)  # a bad one is set aside (language.bad): English
    except OSError:
        pass
    if language is not None or store.problem:
        app.set_language(language_in(language))
    else:  # none saved: the language in use (English on a board; the simulator's --lang or locale)
        app.set_language(None)
    try:
        data = store.load(SAVE_NAME)
    except OSError:
        data = None
    if data is None and getattr(store, "problem", None):
        app.notice = "save unreadable: %s" % (store.problem,)
    elif data is not None:
        try:
            app.saved = unpack_save(data)
        except (ValueError, IndexError, KeyError, TypeError) as exc:
            app.notice = "save unreadable: %s" % (exc,)
            try:
                store.remove(SAVE_NAME)
            except OSError:
                pass
    if app.notice:
        app.show(Notice(app, "!"), now_ms)
    elif app.saved is not None:
        app.set_brightness(app.saved[0].brightness)  # the table's own choice
        app.show(Resume(app), now_ms)
    else:
        app.show(Menu(app), now_ms)


class Boot:
    """A short sweep of the three team colours; any key skips it."""

    holds_news = True  # the web side's news waits until the sweep is over

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
        for key in self.app.stuck:
            if 0 <= key < 100:
                draw.put(frame, key, draw.AMBER)
        draw.status(frame, 100, self.app.status_count, draw.TEAM[step % 3])

    def paint_cell(self, cell, now_ms):
        self.paint(now_ms)

    def over(self, now_ms):
        """The sweep is over: on to the bring-up, the resume offer or the menu."""
        after_boot(self.app, now_ms)

    def handle(self, key, kind, now_ms):
        if kind == events.PRESS:
            self.app.later = self.over  # step() runs it at the loop's depth (the chip's C stack)

    def tick(self, now_ms):
        if ticks_diff(now_ms, self.start) >= _BOOT_MS:
            self.app.later = self.over
        else:
            self.app.repaint(now_ms)


class Banner:
    """A mark blinking over whatever was shown, then back to it: news from the web side, e.g.
    the radio mark (font.RADIO) in amber when joining the home network failed and the board
    opened its own network instead."""

    holds_news = True  # one banner at a time

    def __init__(self, app, text, colour, back):
        self.app = app
        self.text = text
        self.colour = colour
        self.unlit = draw.scale(colour, draw.DIM)  # the colour between blinks
        self.back = back
        self.start = 0
        self.lit = -1

    def enter(self, now_ms):
        self.start = now_ms

    def paint(self, now_ms):
        frame = self.app.frame
        draw.clear(frame)
        self.lit = draw.blink(now_ms, 500)
        draw_text(frame, self.text, 2, self.colour if self.lit else self.unlit)
        draw.status(frame, 100, self.app.status_count, self.colour if self.lit else draw.OFF)

    def paint_cell(self, cell, now_ms):
        self.paint(now_ms)

    def leave(self, now_ms):
        self.app.show(self.back, now_ms)

    def handle(self, key, kind, now_ms):
        if kind == events.RELEASE:
            self.leave(now_ms)

    def tick(self, now_ms):
        if ticks_diff(now_ms, self.start) >= _NOTICE_MS:
            self.leave(now_ms)
        elif draw.blink(now_ms, 500) != self.lit:
            self.app.repaint(now_ms)


class Notice(Banner):
    """A blinking mark (a bad save: "!", the same in every language), then the setup menu."""

    def __init__(self, app, text):
        Banner.__init__(self, app, text, draw.REFUSE, None)
        self.unlit = draw.OFF

    def leave(self, now_ms):
        self.app.notice = ""
        self.app.setup(now_ms)
