# The in-game menu (Menu during play): back to the game, a new game, or brightness.
# The game stays saved; a new game replaces the save only once it is dealt.
from lysbord import events
from lysbord.compat import const
from lysbord.ui import draw
from lysbord.ui.font import draw_text

_CONTINUE = const(90)  # bottom-left, green: back to the game
_NEW = const(99)  # bottom-right, red: set up a new game
_LEVELS = const(71)  # brightness 1..8 on cells 71..78


class Pause:
    """Menu pressed during play."""

    def __init__(self, app, play):
        self.app = app
        self.play = play

    def enter(self, now_ms):
        self.app.cursor = _CONTINUE

    def paint(self, now_ms):
        app = self.app
        frame = app.frame
        draw.clear(frame)
        draw_text(frame, "NG", 0, draw.AMBER)
        level = app.settings.brightness
        for i in range(8):
            draw.put(frame, _LEVELS + i, draw.WHITE if i + 1 == level else draw.scale(draw.WHITE, 60 + 24 * (i + 1)))
        draw.put(frame, _CONTINUE, draw.GO)
        draw.put(frame, _NEW, draw.REFUSE)
        draw.status(frame, 100, app.status_count, draw.AMBER)

    def paint_cell(self, cell, now_ms):
        self.paint(now_ms)

    def tick(self, now_ms):
        pass

    def handle(self, key, kind, now_ms):
        if kind != events.RELEASE:
            return
        app = self.app
        if key == _CONTINUE or key == events.MENU:
            app.show(self.play, now_ms)
        elif key == _NEW:
            app.setup(now_ms)
        elif _LEVELS <= key < _LEVELS + 8:
            app.set_brightness(key - _LEVELS + 1)
            app.save_pending = True
            app.repaint(now_ms)
        else:
            draw.refused(app)
